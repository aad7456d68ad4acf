/// Which environments to lay a document out in: the CLI's options and the app's "all environments".
public struct EnvironmentQuery: Hashable, Sendable {
    public enum OrientationChoice: Hashable, Sendable { case fileDefault, only(Orientation), all }
    public enum SplitChoice: Hashable, Sendable { case only(Split), all }

    /// Device ids or names; empty means every device of the file's platform.
    public var devices: [String]
    public var orientation: OrientationChoice
    public var split: SplitChoice
    public var textSize: TextSize
    public var layoutDirection: LayoutDirection
    public var keyboard: Bool
    /// Language tags, or `all`; empty is the document's own. A right-to-left language lays out
    /// right to left by itself.
    public var languages: [String] = []

    public init(devices: [String] = [], orientation: OrientationChoice = .fileDefault,
                split: SplitChoice = .only(.full), textSize: TextSize = .default,
                layoutDirection: LayoutDirection = .ltr, keyboard: Bool = false) {
        self.devices = devices; self.orientation = orientation; self.split = split
        self.textSize = textSize; self.layoutDirection = layoutDirection; self.keyboard = keyboard
    }

    public struct UnknownDevice: Error, CustomStringConvertible, Equatable {
        public var name: String
        public var suggestion: String?
        public var description: String {
            var s = tr("unknown device \"{name}\"", ["name": name])
            if let suggestion { s += tr(" (did you mean \"{suggestion}\"?)", ["suggestion": suggestion]) }
            return s + tr("; `inset devices` lists them")
        }
    }

    /// Every environment the query names for this document, in catalog order.
    public func environments(for document: LayoutDocument, in catalog: DeviceCatalog) throws -> [Environment] {
        let chosen: [Device]
        if devices.isEmpty {
            chosen = catalog.devices(for: document.platform).filter { device in
                guard let family = document.widget?.family, document.platform == .widget else { return true }
                return device.widgetSizes?[family.rawValue] != nil
            }
        } else {
            chosen = try devices.map { name in
                guard let device = catalog.lookup(name) else {
                    throw UnknownDevice(name: name, suggestion: catalog.suggestion(for: name))
                }
                return device
            }
        }
        var out: [Environment] = []
        for device in chosen {
            for orientation in orientations(for: document, on: device) {
                for split in splits(on: device, orientation: orientation) {
                    for language in try languages(of: document) {
                        var env = Environment(
                            device: device, orientation: orientation, split: split, textSize: textSize,
                            layoutDirection: layoutDirection, keyboard: keyboard,
                            statusBar: document.showsStatusBar,
                            widgetFamily: document.platform == .widget ? document.widget?.family : nil)
                        env.language = language
                        if let language, Language.isRightToLeft(language) { env.layoutDirection = .rtl }
                        out.append(env)
                    }
                }
            }
        }
        return out
    }

    func orientations(for document: LayoutDocument, on device: Device) -> [Orientation] {
        if document.platform == .widget { return [.portrait] }
        let supported = device.supportedOrientations
        let wanted: [Orientation]
        switch orientation {
        case .fileDefault: wanted = document.supportedOrientations
        case .only(let o): wanted = [o]
        case .all: wanted = Orientation.allCases
        }
        let both = wanted.filter(supported.contains)
        return both.isEmpty ? supported : both
    }

    func splits(on device: Device, orientation: Orientation) -> [Split] {
        switch split {
        case .only(.full): return [.full]
        case .only(let s):
            return device.split(s)?.width[orientation] != nil ? [s] : []
        case .all:
            return [.full] + device.splits.filter { $0.width[orientation] != nil }.map(\.mode)
        }
    }
}

extension EnvironmentQuery {
    public struct NoAuthoredDevice: Error, CustomStringConvertible, Equatable {
        public var screen: String
        public var description: String {
            tr("\"{screen}\" names no \"View as\" device of Interface Builder's (or one Inset doesn't know); pick one with --device (`inset devices` lists them)", ["screen": screen])
        }
    }

    /// The environments for one screen of a file: `--device authored` becomes the device (and,
    /// unless asked otherwise, the orientation) the file was designed on.
    public func environments(for screen: LayoutScreen, in catalog: DeviceCatalog) throws -> [Environment] {
        guard devices.contains(where: { $0.lowercased() == "authored" }) else {
            return try environments(for: screen.document, in: catalog)
        }
        var catalog = catalog
        if screen.authoredDevice == nil, let size = screen.authoredCanvasSize, let canvas = Device.interfaceBuilderCanvas(size, in: catalog) {
            catalog = DeviceCatalog(devices: catalog.devices + [canvas])
            var screen = screen
            screen.authoredDevice = canvas.id
            return try environments(for: screen, in: catalog)
        }
        guard let authored = screen.authoredDevice, catalog.lookup(authored) != nil else {
            throw NoAuthoredDevice(screen: screen.name)
        }
        var query = self
        query.devices = devices.map { $0.lowercased() == "authored" ? authored : $0 }
        if devices.count == 1, orientation == .fileDefault, let o = screen.authoredOrientation { query.orientation = .only(o) }
        // The authored device as Xcode's canvas shows it, status bar and all.
        return try query.environments(for: screen.document, in: catalog).map { env in
            var env = env
            guard env.device.id == authored else { return env }
            if !screen.canvasShowsStatusBar { env.statusBar = false }
            if let sheet = screen.canvasSheet, env.device.family == .iPhone, var insets = env.device.safeArea.portrait {
                // The card starts 10 pt below the safe area's top, as on a device: that top is put
                // where the canvas draws the card, and the safe area inside it is the canvas's.
                env.statusBar = false
                insets.top = sheet.top - 10
                insets.bottom = 0
                env.device.safeArea.portrait = insets
                env.device.safeAreaWithoutStatusBar?.portrait = insets
                env.device.canvasSheetInsets = Insets(top: sheet.insideTop)
                return env
            }
            if env.device.family == .iPhone, var insets = env.device.safeArea.portrait, insets.top > 20,
               screen.canvasTopInset != nil || screen.canvasDoublesSafeArea {
                let scale = screen.canvasDoublesSafeArea ? 2.0 : 1
                insets.top = (screen.canvasTopInset ?? insets.top) * scale
                insets.bottom *= scale
                env.device.safeArea.portrait = insets
                env.device.safeAreaWithoutStatusBar?.portrait?.top = insets.top
                env.device.safeAreaWithoutStatusBar?.portrait?.bottom = insets.bottom
            }
            return env
        }
    }
}

extension EnvironmentQuery {
    public struct UnknownLanguage: Error, CustomStringConvertible, Equatable {
        public var tag: String
        public var available: [String]
        public var description: String {
            tr("the layout has no text in \"{tag}\"; its languages are {available}, and the pseudo-languages {pseudo}, or all", ["tag": tag, "available": available.joined(separator: ", "), "pseudo": Language.pseudo.joined(separator: ", ")])
        }
    }

    /// The languages asked for, as environments name them: nil for the document's own.
    func languages(of document: LayoutDocument) throws -> [String?] {
        guard !languages.isEmpty else { return [nil] }
        let own = document.ownLanguage
        let translated = document.localizations.keys.sorted()
        var out: [String?] = []
        for tag in languages {
            if tag.lowercased() == "all" {
                out += [nil] + translated.filter { $0 != own }.map { $0 } + Language.pseudo
                continue
            }
            if Language.matches(own, tag) || Language.matches(tag, own) && tag == own { out.append(nil); continue }
            guard Language.isPseudo(tag) || translated.contains(where: { Language.matches(tag, $0) || $0 == tag }) else {
                throw UnknownLanguage(tag: tag, available: [own] + translated)
            }
            out.append(tag)
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0 ?? "").inserted }
    }
}
