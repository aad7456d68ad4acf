import Foundation

/// What `inset devices` prints: a table a person can scan in a terminal, or JSON for scripts.
public enum DeviceCatalogFormatter {
    /// Family headings, then one aligned row per device: name, id, points, scale, size classes.
    public static func text(_ catalog: DeviceCatalog) -> String {
        let header = ["NAME", "ID", "POINTS", "SCALE", "PORTRAIT", "LANDSCAPE"]
        let rows = catalog.devices.map(row)
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String], indent: String) -> String {
            let padded = zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
            let text = indent + padded.joined(separator: "  ")
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
        var lines = [line(header, indent: "  ")]
        for group in catalog.families {
            lines += ["", group.family.rawValue] + group.devices.map { line(row($0), indent: "  ") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The array cli.md specifies for `inset devices --format json`: the catalog's own keys, sorted.
    public static func json(_ catalog: DeviceCatalog) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(catalog.devices), as: UTF8.self) + "\n"
    }

    private static func row(_ device: Device) -> [String] {
        let size = "\(Rect.format(device.points.width)) × \(Rect.format(device.points.height))"
        let classes = Orientation.allCases.map { orientation in
            device.supportedOrientations.contains(orientation)
                ? device.sizeClasses[orientation]?.description ?? "–" : "–"
        }
        return [device.name, device.id, size, "@\(Rect.format(device.scale))x"] + classes
    }
}
