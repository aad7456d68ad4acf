/// Interface Builder's "View as" device ids and the catalog's devices they stand for.
enum IBDevices {
    static let catalogID: [String: String] = [
        "retina4_0": "iphone-se-4-inch", "retina4_7": "iphone-se-4-7-inch",
        "retina5_5": "iphone-8-plus", "retina5_4": "iphone-12-mini", "retina5_9": "iphone-x",
        "retina6_0": "iphone-13", "retina6_1": "iphone-11", "retina6_5": "iphone-11-pro-max",
        "retina6_7": "iphone-13-pro-max", "retina6_12": "iphone-15", "retina6_72": "iphone-15-plus",
        "retina6_3": "iphone-16-pro", "retina6_9": "iphone-16-pro-max",
        "ipad9_7": "ipad-9-7", "ipad10_2": "ipad-10-2", "ipad10_5": "ipad-pro-10-5",
        "ipad10_9rounded": "ipad-air-10-9", "ipad11_0rounded": "ipad-pro-11", "ipad12_9": "ipad-pro-12-9-2nd-gen",
        "ipad12_9rounded": "ipad-pro-12-9", "ipad13_0rounded": "ipad-pro-13-m4",
        "ipad7_9": "ipad-mini-7-9", "ipad8_3": "ipad-mini-8-3", "ipad11_0": "ipad-pro-11",
        "appleTV": "apple-tv-4k", "appleTV4K": "apple-tv-4k", "mac": "mac-window",
    ]

    /// Each device id's canvas in points, portrait (interface-builder.md's survey, and the catalog).
    static let pointSizes: [String: Size] = [
        "retina4_0": Size(width: 320, height: 568), "retina4_7": Size(width: 375, height: 667),
        "retina5_5": Size(width: 414, height: 736), "retina5_4": Size(width: 375, height: 812),
        "retina5_9": Size(width: 375, height: 812), "retina6_0": Size(width: 390, height: 844),
        "retina6_1": Size(width: 414, height: 896), "retina6_5": Size(width: 414, height: 896),
        "retina6_7": Size(width: 428, height: 926), "retina6_12": Size(width: 393, height: 852),
        "retina6_72": Size(width: 430, height: 932), "retina6_3": Size(width: 402, height: 874),
        "retina6_9": Size(width: 440, height: 956), "ipad9_7": Size(width: 768, height: 1024),
        "ipad10_2": Size(width: 810, height: 1080), "ipad10_5": Size(width: 834, height: 1112),
        "ipad10_9rounded": Size(width: 820, height: 1180), "ipad11_0rounded": Size(width: 834, height: 1194),
        "ipad12_9": Size(width: 1024, height: 1366), "ipad12_9rounded": Size(width: 1024, height: 1366),
        "ipad13_0rounded": Size(width: 1032, height: 1376), "ipad7_9": Size(width: 768, height: 1024),
        "ipad8_3": Size(width: 744, height: 1133), "appleTV": Size(width: 1920, height: 1080),
        "appleTV4K": Size(width: 1920, height: 1080),
    ]

    /// The portrait top inset Xcode's canvas gives a notched iPhone where it isn't the device's,
    /// from views pinned to the safe area's top in batches 14 to 19: 44 pt on them all before
    /// Xcode 14 (tools 21179 still, 21225 on has each device's own); on the 5.8" canvas
    /// (retina5_9) 47 pt in Xcode 14.0 and 50 from 14.3, as on the iPhone 13 mini it then stood for.
    static func canvasTopInset(canvas: String?, tools: Int) -> Double? {
        if tools < 21200 { return 44 }
        if canvas == "retina5_9" { return tools < 21700 ? 47 : 50 }
        return nil
    }

    /// The canvas of tools 23727 to 24765 (Xcode 16, and the versions before Xcode 26's release
    /// that `IBFile.drawsIOS26` draws as iOS 26) drew a notched iPhone's safe area twice as deep,
    /// top and bottom: 96 pt below a 48 pt inset, 68 above a 34 pt one, in 105 of 112 scenes of
    /// batches 14 to 19 pinned to it; tools 23504 (Xcode 15) and 32700 drew the device's own.
    static func doublesSafeArea(tools: Int) -> Bool { (23700..<25000).contains(tools) }

    /// The canvas's page sheet where it isn't the device's, by the Xcode that drew it, on a notched
    /// iPhone whose top inset on the canvas is `inset`; nil where the canvas draws the device's.
    /// - Xcode 14.0 to 14.2 (tools 21200 to 21699) and Xcode 16 (23700 to 23999): the card 10 pt
    ///   below the inset, the inset again inside it (11 scenes of one app in 14.1, 4 of another in
    ///   16, each pinned to its safe area's top the inset down, its bottom at the card's).
    /// - Xcode 14.3 and 15 (21700 to 23699): the card 10 pt below the canvas's top, no safe area
    ///   inside it: 19 scenes of 7 apps in batches 24 to 28 were the device's height less 10 pt
    ///   (none less the inset and 10), their safe area's top at the card's in 13 of 13 with a view
    ///   pinned there, its bottom in 10 of 11.
    /// - The Xcode 26 betas that double the safe area (24000 to 24999): the card at the inset, the
    ///   inset inside it, and a sheet presented from another sheet 10 pt lower (5 and 11 scenes
    ///   of one app).
    static func canvasSheet(tools: Int, inset: Double, stacked: Bool) -> CanvasSheet? {
        guard inset > 20 else { return nil }
        switch tools {
        case 21200..<21700, 23700..<24000: return CanvasSheet(top: inset + 10, insideTop: inset)
        case 21700..<23700: return CanvasSheet(top: 10, insideTop: 0)
        case 24000..<25000: return CanvasSheet(top: inset + (stacked ? 10 : 0), insideTop: inset)
        default: return nil
        }
    }

    /// The phones whose canvas Xcode 11 and later draws without a status bar.
    static let homeButtonPhones: Set<String> = ["iphone-se-4-inch", "iphone-se-4-7-inch", "iphone-8-plus"]

    /// Whether the file's canvas is drawn as a Home-button iPhone's: one of the catalog's, the
    /// 3.5-inch iPhone (`retina3_5`), which the catalog doesn't hold and Xcode 11 still drew, or
    /// the canvas of a file that names no device at all (the 600 × 600 square): Xcode 13 drew all
    /// 23 views pinned to its safe area's top at 0 in one such app, Xcode 10 two at 20.
    static func hasHomeButton(device: String?, canvas: String?) -> Bool {
        homeButtonPhones.contains(device ?? "") || (device == nil && (canvas == nil || canvas == "retina3_5"))
    }

    /// The canvas of a file without `<device>` (Xcode 5 to 9), from the sizes its screens' root
    /// views were drawn at: the size most of them share, where it is a device's, and its orientation.
    /// Where two ids share a size, the older one names it, as those Xcodes knew only that one.
    static func canvas(ofRootSizes sizes: [Size]) -> (id: String, orientation: Orientation?)? {
        let bySize: [(String, Size)] = ["retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina6_1", "ipad9_7", "ipad10_5", "ipad12_9", "appleTV"]
            .compactMap { id in pointSizes[id].map { (id, $0) } }
        var votes: [String: (count: Int, orientation: Orientation)] = [:]
        for size in sizes {
            for (id, canvas) in bySize {
                if size == canvas { votes[id, default: (0, .portrait)].count += 1 }
                if size == Size(width: canvas.height, height: canvas.width) { votes[id] = ((votes[id]?.count ?? 0) + 1, .landscape) }
            }
        }
        guard let best = votes.max(by: { $0.value.count < $1.value.count || ($0.value.count == $1.value.count && $0.key > $1.key) }),
              best.value.count * 2 > sizes.count else { return nil }
        // A TV has one way round.
        return (best.key, best.key == "appleTV" ? nil : best.value.orientation)
    }

    /// The size more than half of the root views share, if any.
    static func sharedSize(_ sizes: [Size]) -> Size? {
        let counts = Dictionary(sizes.map { ($0, 1) }, uniquingKeysWith: +)
        guard let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key.width > $1.key.width) }),
              best.value * 2 > sizes.count else { return nil }
        return best.key
    }

    /// The old `simulatedScreenMetrics` types (`retina47`, `retina4_7.fullscreen`).
    static func fromSimulatedType(_ type: String) -> String? {
        let base = type.split(separator: ".").first.map(String.init) ?? type
        if let id = catalogID[base] { return id }
        let legacy = ["retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5"]
        return legacy[base].flatMap { catalogID[$0] }
    }
}
