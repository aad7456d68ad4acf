import Foundation

/// What `inset devices` prints: a table a person can scan in a terminal, or JSON for scripts.
public enum DeviceCatalogFormatter {
    /// Family headings, then one aligned row per device: name, id, points, scale, size classes.
    /// Neither output ends in a newline; `print` adds it.
    public static func text(_ catalog: DeviceCatalog) -> String {
        let header = ["NAME", "ID", "POINTS", "SCALE", "PORTRAIT", "LANDSCAPE"]
        let rows = catalog.devices.map(row)
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            var text = "  " + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        var lines = [line(header)]
        for group in catalog.families {
            lines += ["", group.family.rawValue] + group.devices.map { line(row($0)) }
        }
        return lines.joined(separator: "\n")
    }

    /// The array cli.md specifies for `inset devices --format json`: the catalog's own keys, sorted.
    public static func json(_ catalog: DeviceCatalog) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // With non-finite numbers written as strings, nothing in a device can fail to encode.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        let data = (try? encoder.encode(catalog.devices)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
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
