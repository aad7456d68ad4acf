/// Environments that lay a document out the same way and give it the same findings: devices
/// that differ only in name (an iPhone 13 and an iPhone 14 are both 390 × 844 pt with the same
/// insets, corners and notch). A check solves and checks one of each set and hands its layout
/// and findings to the others, with their own environment in place.
struct LayoutTwins {
    /// Per environment, the index of the first environment that lays out as it does.
    let representative: [Int]

    init(_ environments: [Environment], document: LayoutDocument) {
        let byName = Self.tellsDevicesApart(document)
        var first: [Environment: Int] = [:]
        representative = environments.enumerated().map { index, environment in
            let key = byName ? environment : Self.anonymous(environment)
            if let seen = first[key] { return seen }
            first[key] = index
            return index
        }
    }

    /// Whether a device's name changes a layout or its findings: a variant for one device does,
    /// and so does a widget's, whose findings name the device.
    static func tellsDevicesApart(_ document: LayoutDocument) -> Bool {
        document.platform == .widget || document.widget != nil || document.allElements.contains { element in
            element.variants.contains { $0.when.device != nil }
        }
    }

    /// What a solve reads of an environment: the anonymous environment without the corners,
    /// sensor housing, Home indicator and pixels, which only rules read (from the layout's
    /// `ScreenGeometry`, which `retold` makes again).
    static func layoutKey(_ environment: Environment, byName: Bool) -> Environment {
        guard !byName else { return environment }
        var out = anonymous(environment)
        out.device.cornerRadius = 0
        out.device.sensorHousing = .none
        out.device.homeIndicator = false
        out.device.pixels = Size(width: 0, height: 0)
        return out
    }

    /// The environment with its device's name and provenance left out: what lays a screen out.
    static func anonymous(_ environment: Environment) -> Environment {
        var out = environment
        out.device.id = ""
        out.device.name = ""
        out.device.aliases = nil
        out.device.sources = []
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

extension Finding {
    func retold(for environment: Environment) -> Finding {
        var out = self
        out.environment = environment
        return out
    }
}
