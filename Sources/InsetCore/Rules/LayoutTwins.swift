/// Environments that lay a document out the same way and give it the same findings: devices
/// that differ only in name (an iPhone 13 and an iPhone 14 are both 390 × 844 pt with the same
/// insets, corners and notch). A check solves and checks one of each set and hands its layout
/// and findings to the others, with their own environment in place.
struct LayoutTwins {
    /// Per environment, the index of the first environment that lays out as it does.
    let representative: [Int]

    init(_ environments: [Environment], document: LayoutDocument) {
        let byName = Self.tellsDevicesApart(document)
        representative = Self.memo.value(for: environments, byName) {
            var first: [Environment: Int] = [:]
            return environments.enumerated().map { index, environment in
                let key = byName ? environment : Self.anonymous(environment)
                if let seen = first[key] { return seen }
                first[key] = index
                return index
            }
        }
    }

    /// Twins depend on the environments and `byName` alone: a storyboard's scenes share them.
    private static let memo = EnvironmentMemo<Bool, [Int]>()

    /// Whether a device's name changes a layout or its findings: a variant for one device does,
    /// and so does a widget's, whose findings name the device.
    static func tellsDevicesApart(_ document: LayoutDocument) -> Bool {
        document.platform == .widget || document.widget != nil || document.containsElement { element in
            element.variants.contains { $0.when.device != nil }
        }
    }

    /// What a solve reads of an environment: the anonymous environment without the corners,
    /// sensor housing, Home indicator and pixels, which only rules read (from the layout's
    /// `ScreenGeometry`, which `retold` makes again). An iPhone's Home indicator stays: a
    /// toolbar above it is taller.
    static func layoutKey(_ environment: Environment, byName: Bool) -> Environment {
        guard !byName else { return environment }
        // The device changed in a copy and given back whole: each change to `out.device` in
        // place hashed the whole device again, eight times an environment and scene.
        var device = anonymousDevice(environment.device)
        device.cornerRadius = 0
        device.sensorHousing = .none
        if device.family != .iPhone { device.homeIndicator = false }
        device.pixels = Size(width: 0, height: 0)
        var out = environment
        out.device = device
        return out
    }

    /// The first split of the same device and orientation whose window lays a screen out as
    /// `environment`'s does: Slide Over is a 1/3 split's width on many iPads, with the same
    /// insets, margins and size classes. The environment itself where a variant names a split,
    /// or where no other split's window matches.
    static func splitTwin(_ environment: Environment, splitsMatter: Bool) -> Environment {
        guard environment.split != .full, !splitsMatter else { return environment }
        let window = LayoutWindow(environment)
        for split in Split.allCases where split != .full {
            if split == environment.split { return environment }
            var other = environment
            other.split = split
            if other.device.split(split)?.width[other.orientation] != nil, LayoutWindow(other) == window { return other }
        }
        return environment
    }

    /// Whether a variant of the document names a split, so two splits of one window may differ.
    static func splitsMatter(_ document: LayoutDocument) -> Bool {
        document.containsElement { element in element.variants.contains { $0.when.split != nil } }
    }

    /// What a layout reads of its window: its size, guides and size classes, not where it sits
    /// on the display.
    private struct LayoutWindow: Equatable {
        let size: Size, safeArea: Rect, margins: Rect, readable: Rect, keyboard: Rect
        let sizeClass: SizeClassPair
        init(_ environment: Environment) {
            let g = ScreenGeometry(environment: environment)
            size = Size(width: g.bounds.width, height: g.bounds.height); safeArea = g.safeArea; margins = g.margins; readable = g.readable
            keyboard = g.keyboard; sizeClass = g.sizeClass
        }
    }

    /// The environment with its device's name and provenance left out: what lays a screen out.
    static func anonymous(_ environment: Environment) -> Environment {
        var out = environment
        out.device = anonymousDevice(environment.device)
        return out
    }

    private static func anonymousDevice(_ device: Device) -> Device {
        var out = device
        out.id = ""
        out.name = ""
        out.aliases = nil
        out.sources = []
        return out
    }

    /// The indices that are their own representative, in order: the environments to solve.
    var unique: [Int] { representative.indices.filter { representative[$0] == $0 } }
}

extension SolvedLayout {
    /// The same layout, said of a twin environment.
    func retold(for environment: Environment) -> SolvedLayout {
        var out = self
        out.environment = environment
        out.geometry = ScreenGeometry(environment: environment)
        return out
    }
}
