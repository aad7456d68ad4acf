/// The device catalog read with Inset's own JSON parser. Foundation's `JSONDecoder` spent about
/// 7 ms more of a core on the 66 devices, most of it setting up its generic decoding the first
/// time: a sixth of checking a 100-element screen. Anything this reader doesn't expect gives nil,
/// and the catalog is decoded with `JSONDecoder` again for that decoder's message.
enum DeviceCatalogReader {
    static func devices(_ bytes: [UInt8]) -> [Device]? {
        guard let value = try? JSONParser.parse(bytes), case .array(let items) = value.kind else { return nil }
        var out: [Device] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard let object = Object(item), let device = device(object) else { return nil }
            out.append(device)
        }
        return out
    }

    /// An object's members by key; a key written twice is refused, as a decoder would not say which it took.
    private struct Object {
        let members: [String: JSONValue]
        init?(_ value: JSONValue?) {
            guard let value, case .object(let list) = value.kind else { return nil }
            var members: [String: JSONValue] = [:]
            for m in list {
                guard members.updateValue(m.value, forKey: m.key) == nil else { return nil }
            }
            self.members = members
        }
        /// nil for a key that is absent or null, as `decodeIfPresent` reads it.
        subscript(_ key: String) -> JSONValue? {
            guard let v = members[key] else { return nil }
            if case .null = v.kind { return nil }
            return v
        }
    }

    /// A field that is absent reads as `.some(nil)`; one of the wrong shape as nil, failing the device.
    private static func optional<T>(_ value: JSONValue?, _ read: (JSONValue) -> T?) -> T?? {
        guard let value else { return .some(nil) }
        guard let read = read(value) else { return nil }
        return .some(read)
    }

    private static func device(_ o: Object) -> Device? {
        guard let id = string(o["id"]), let name = string(o["name"]),
              let family = string(o["family"]).flatMap(DeviceFamily.init(rawValue:)),
              let platform = string(o["platform"]).flatMap(Platform.init(rawValue:)),
              let points = size(o["points"]), let pixels = size(o["pixels"]), let scale = number(o["scale"]),
              let sizeClasses = perOrientation(o["sizeClasses"], sizeClassPair),
              let safeArea = perOrientation(o["safeArea"], insets),
              let cornerRadius = number(o["cornerRadius"]),
              let sensorHousing = sensorHousing(o["sensorHousing"]),
              let homeIndicator = bool(o["homeIndicator"]), let statusBar = number(o["statusBar"]),
              let splits = array(o["splits"], splitMode), let sources = array(o["sources"], string),
              let safeAreaWithoutStatusBar = optional(o["safeAreaWithoutStatusBar"], { perOrientation($0, insets) }),
              let statusBarLandscape = optional(o["statusBarLandscape"], number),
              let layoutMargin = optional(o["layoutMargin"], number),
              let keyboard = optional(o["keyboard"], { perOrientation($0, number) }),
              let widgetSizes = optional(o["widgetSizes"], sizes),
              let widgetDisplaySizes = optional(o["widgetDisplaySizes"], sizes),
              let orientations = optional(o["orientations"], { array($0) { string($0).flatMap(Orientation.init(rawValue:)) } }),
              let aliases = optional(o["aliases"], { array($0, string) })
        else { return nil }
        var device = Device(id: id, name: name, family: family, platform: platform, points: points, pixels: pixels,
                            scale: scale, sizeClasses: sizeClasses, safeArea: safeArea,
                            safeAreaWithoutStatusBar: safeAreaWithoutStatusBar, cornerRadius: cornerRadius,
                            sensorHousing: sensorHousing, homeIndicator: homeIndicator, statusBar: statusBar,
                            statusBarLandscape: statusBarLandscape, keyboard: keyboard, splits: splits,
                            widgetSizes: widgetSizes, widgetDisplaySizes: widgetDisplaySizes,
                            orientations: orientations, sources: sources, aliases: aliases)
        device.layoutMargin = layoutMargin
        return device
    }

    private static func string(_ v: JSONValue?) -> String? {
        guard let v, case .string(let s) = v.kind else { return nil }
        return s
    }

    private static func number(_ v: JSONValue?) -> Double? {
        guard let v, case .number(let n) = v.kind else { return nil }
        return n
    }

    private static func bool(_ v: JSONValue?) -> Bool? {
        guard let v, case .bool(let b) = v.kind else { return nil }
        return b
    }

    private static func array<T>(_ v: JSONValue?, _ read: (JSONValue) -> T?) -> [T]? {
        guard let v, case .array(let items) = v.kind else { return nil }
        var out: [T] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard let value = read(item) else { return nil }
            out.append(value)
        }
        return out
    }

    private static func numbers(_ v: JSONValue?, count: Int) -> [Double]? {
        guard let values = array(v, number), values.count == count else { return nil }
        return values
    }

    private static func size(_ v: JSONValue?) -> Size? {
        numbers(v, count: 2).map { Size(width: $0[0], height: $0[1]) }
    }

    private static func insets(_ v: JSONValue?) -> Insets? {
        numbers(v, count: 4).map { Insets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }

    private static func sizes(_ v: JSONValue) -> [String: Size]? {
        guard let o = Object(v) else { return nil }
        var out: [String: Size] = [:]
        for (key, value) in o.members {
            guard let size = size(value) else { return nil }
            out[key] = size
        }
        return out
    }

    private static func sizeClassPair(_ v: JSONValue) -> SizeClassPair? {
        guard let o = Object(v), let h = string(o["horizontal"]).flatMap(SizeClass.init(rawValue:)),
              let w = string(o["vertical"]).flatMap(SizeClass.init(rawValue:)) else { return nil }
        return SizeClassPair(horizontal: h, vertical: w)
    }

    private static func perOrientation<T>(_ v: JSONValue?, _ read: (JSONValue) -> T?) -> PerOrientation<T>? {
        guard let o = Object(v), let portrait = optional(o["portrait"], read),
              let landscape = optional(o["landscape"], read) else { return nil }
        return PerOrientation(portrait: portrait, landscape: landscape)
    }

    private static func sensorHousing(_ v: JSONValue?) -> SensorHousing? {
        guard let o = Object(v), let kind = string(o["kind"]).flatMap(SensorHousing.Kind.init(rawValue:)),
              let rect = optional(o["rect"], { numbers($0, count: 4).flatMap(Rect.init(array:)) }) else { return nil }
        return SensorHousing(kind: kind, rect: rect)
    }

    private static func splitMode(_ v: JSONValue) -> SplitMode? {
        guard let o = Object(v), let mode = string(o["mode"]).flatMap(Split.init(rawValue:)),
              let width = perOrientation(o["width"], number),
              let sizeClasses = perOrientation(o["sizeClasses"], sizeClassPair) else { return nil }
        return SplitMode(mode: mode, width: width, sizeClasses: sizeClasses)
    }
}
