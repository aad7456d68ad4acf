import InsetCore

/// The device picker's list: every device grouped by family, narrowed by what the designer types.
public struct DeviceSearch {
    public enum Entry: Equatable {
        case family(DeviceFamily)
        case device(Device)
    }

    public let entries: [Entry]

    /// Families in catalog order, each followed by its devices that match `query` (every word, any order,
    /// in the name, id, family or an alias, ignoring case).
    public init(families: [(family: DeviceFamily, devices: [Device])], query: String) {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        var entries: [Entry] = []
        for (family, devices) in families {
            let matching = devices.filter { device in
                let haystack = ([device.name, device.id, family.rawValue] + (device.aliases ?? [])).joined(separator: " ").lowercased()
                return words.allSatisfy(haystack.contains)
            }
            guard !matching.isEmpty else { continue }
            entries.append(.family(family))
            entries += matching.map(Entry.device)
        }
        self.entries = entries
    }

    /// The first device listed: what Enter picks.
    public var firstDevice: Device? {
        for case .device(let d) in entries { return d }
        return nil
    }

    /// "393 × 852 pt", the portrait size the picker shows beside each name.
    public static func size(of device: Device) -> String {
        let p = device.size(in: device.supportedOrientations.first ?? .portrait)
        return "\(Rect.format(p.width)) × \(Rect.format(p.height)) pt"
    }
}
