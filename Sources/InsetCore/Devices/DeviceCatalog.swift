import Foundation

/// Every device a layout can be shown on, so the CLI, the app and the rules share one list.
public struct DeviceCatalog: Sendable {
    /// The resource the catalog ships as; load errors name it.
    public static let fileName = "devices.json"

    /// In file order: within a family, larger and newer models first, as the HIG's tables list them.
    public let devices: [Device]
    /// Loose keys (ids, then names, then aliases) to indexes into `devices`.
    private let indexByKey: [String: Int]
    /// `devices(for:)` of each platform, filtered once: a storyboard's check asks for each scene.
    private let byPlatform: [Platform: [Device]]

    public init(devices: [Device]) {
        self.devices = devices
        var keys: [String: Int] = [:]
        // Ids win over names and names over aliases, so a loose alias never hides an exact name.
        let spellings: [(Device) -> [String]] = [{ [$0.id] }, { [$0.name] }, { $0.aliases ?? [] }]
        for spelling in spellings {
            for (index, device) in devices.enumerated() {
                for name in spelling(device) where keys[DeviceCatalog.key(name)] == nil {
                    keys[DeviceCatalog.key(name)] = index
                }
            }
        }
        indexByKey = keys
        byPlatform = Dictionary(uniqueKeysWithValues: Platform.allCases.map { platform in
            (platform, platform == .widget
                ? devices.filter { [.iOS, .iPadOS].contains($0.platform) && $0.widgetSizes != nil }
                : devices.filter { $0.platform == platform })
        })
    }

    /// The catalog bundled with InsetCore, read once per process.
    public static func bundled() throws(LoadError) -> DeviceCatalog {
        try bundledResult.get()
    }

    /// Starts reading the bundled catalog on another core, for a command that reads its files
    /// first: about 5 ms of JSON that needn't hold them up.
    public static func preload() {
        DispatchQueue.global(qos: .userInitiated).async { _ = bundledResult }
    }

    private static let bundledResult: Result<DeviceCatalog, LoadError> = {
        guard let url = Bundle.module.url(forResource: fileName, withExtension: nil) else {
            return .failure(.missing(file: fileName))
        }
        do throws(LoadError) { return .success(try load(contentsOf: url)) } catch { return .failure(error) }
    }()

    /// Reads a catalog file, refusing one that isn't a list of devices with unique ids.
    public static func load(contentsOf url: URL) throws(LoadError) -> DeviceCatalog {
        let file = url.lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: file, reason: error.localizedDescription)
        }
        let devices: [Device]
        if let read = DeviceCatalogReader.devices([UInt8](data)) {
            devices = read
        } else {
            do { devices = try JSONDecoder().decode([Device].self, from: data) } catch {
                throw .invalid(file: file, reason: LoadError.reason(error))
            }
        }
        var seen = Set<String>()
        for device in devices where !seen.insert(device.id).inserted {
            throw .invalid(file: file, reason: tr("the id \"{device}\" appears twice", ["device": device.id]))
        }
        return DeviceCatalog(devices: devices)
    }

    public func device(id: String) -> Device? {
        devices.first { $0.id == id }
    }

    /// A device by id, name or alias, ignoring case, spaces and punctuation: "12.9 iPad Pro",
    /// "iPhone14Pro" and "iphone-14-pro" all find theirs.
    public func lookup(_ nameOrId: String) -> Device? {
        indexByKey[DeviceCatalog.key(nameOrId)].map { devices[$0] }
    }

    /// The id or name closest to a mistyped one, for "did you mean …?".
    public func suggestion(for name: String) -> String? {
        NameSuggestion.nearest(to: name, among: devices.map(\.id) + devices.map(\.name))
    }

    /// The devices a layout for `platform` is checked on; widgets go on every iPhone, iPod touch
    /// and iPad size that seed 004 gives widget sizes for.
    public func devices(for platform: Platform) -> [Device] { byPlatform[platform] ?? [] }

    /// The devices grouped by family, in `DeviceFamily` order, for lists and pickers.
    public var families: [(family: DeviceFamily, devices: [Device])] {
        DeviceFamily.allCases.compactMap { family in
            let members = devices.filter { $0.family == family }
            return members.isEmpty ? nil : (family, members)
        }
    }

    /// Lowercased letters and digits only, the form names are matched in.
    static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

extension DeviceCatalog {
    /// Why a catalog file could not be used; every message names the file.
    public enum LoadError: Error, Sendable, Equatable, CustomStringConvertible {
        case missing(file: String)
        case unreadable(file: String, reason: String)
        case invalid(file: String, reason: String)

        public var description: String {
            switch self {
            case .missing(let file):
                return tr("the device catalog {file} is missing from InsetCore's resources; reinstall Inset", ["file": file])
            case .unreadable(let file, let reason):
                return tr("the device catalog {file} can't be read: {reason}", ["file": file, "reason": reason])
            case .invalid(let file, let reason):
                return tr("the device catalog {file} is not valid: {reason}", ["file": file, "reason": reason])
            }
        }

        /// A decoding failure as "at [3].safeArea.portrait: insets are [top, left, bottom, right]".
        static func reason(_ error: Error) -> String {
            let context: DecodingError.Context
            switch error as? DecodingError {
            case .dataCorrupted(let c)?, .typeMismatch(_, let c)?, .valueNotFound(_, let c)?: context = c
            case .keyNotFound(let key, let c)?:
                context = .init(codingPath: c.codingPath, debugDescription: tr("the key \"{stringValue}\" is missing", ["stringValue": key.stringValue]))
            default: return error.localizedDescription
            }
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
                .joined().drop { $0 == "." }
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        }
    }
}
