import Foundation

/// Reads a storyboard or xib into screens of the same document model inset/1 files load into:
/// each scene's root view, or each top-level view of a xib, with the constraints UIKit would
/// install (see `IBSceneBuilder`).
public enum InterfaceBuilderReader {
    public static func read(data: Data, path: String) throws(LayoutLoadError) -> [LayoutScreen] {
        let root: XElement
        do {
            root = try XMLTree.parse(data)
        } catch {
            throw LayoutLoadError(problems: [LayoutProblem(
                path: path, line: error.location.line, column: error.location.column,
                message: tr("{message}; fix the XML or open the file in Xcode and save it again", ["message": error.message]))])
        }
        guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw LayoutLoadError(problems: [LayoutProblem(
                path: path, line: root.location.line, column: root.location.column,
                message: tr("not an Interface Builder document: expected <document type=\"com.apple.InterfaceBuilder…\">, found <{root}>; open a .storyboard or .xib that Xcode wrote", ["root": root.name]))])
        }
        let file = IBFile(root: root, path: path)
        if type.contains("WatchKit") || root["targetRuntime"] == "watchKit" || root["targetRuntime"] == "MacOSX.Cocoa" {
            throw LayoutLoadError(problems: [LayoutProblem(
                path: path, line: root.location.line, column: root.location.column,
                message: tr("a {platform} Interface Builder file, which Inset doesn't lay out; open an iOS or tvOS storyboard or xib", ["platform": root["targetRuntime"] == "MacOSX.Cocoa" ? "macOS (AppKit)" : "WatchKit"]))])
        }
        let screens = try file.screens()
        KeptUntilExit.keep(root)
        guard !screens.isEmpty else {
            throw LayoutLoadError(problems: [LayoutProblem(
                path: path, line: root.location.line, column: root.location.column,
                message: tr("the file holds no view to lay out: no scene, top-level view or view controller in it has a view with a frame; open a storyboard or xib that holds views (a file of SwiftUI hosting controllers or containers alone has none)"))])
        }
        return screens
    }

    /// Whether bytes look like an Interface Builder file, by name or by its XML start.
    public static func isInterfaceBuilderFile(path: String, bytes: [UInt8]) -> Bool {
        let lower = path.lowercased()
        if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") { return true }
        let start = String(decoding: bytes.prefix(512), as: UTF8.self)
        return start.hasPrefix("<?xml") && start.contains("com.apple.InterfaceBuilder")
    }
}

/// The parsed document: its index by id, images, device, and its scenes or top-level views.
final class IBFile {
    let root: XElement
    let path: String
    private(set) var byID: [String: XElement] = [:]
    private(set) var imageSizes: [String: Size] = [:]
    /// The intrinsic sizes Xcode's canvas got from `@IBDesignable` views' own code, by view id
    /// (`<designables>`); nil for an axis without one (-1).
    private(set) var designedSizes: [String: (width: Double?, height: Double?)] = [:]
    /// Whether any `<variation>` (a size class's constraints, fonts or installed views) is written:
    /// without one, every pair of size classes lays a scene out alike.
    private(set) var hasVariations = false
    /// The fonts the file lists (`<customFonts>`) that the project ships (file and line metrics),
    /// by PostScript name.
    private(set) var projectFonts: [String: ProjectFonts.Font] = [:]
    let platform: Platform
    let authoredDevice: String?
    let authoredOrientation: Orientation?
    /// Interface Builder's id of the canvas: the file's `<device>`, or the one its root views' size names.
    let authoredCanvas: String?
    /// Without a device, the size most root views were drawn at.
    private(set) var authoredCanvasSize: Size?
    /// Xcode's major version that wrote the file, from `toolsVersion` (nil for the odd values).
    let toolsVersion: Int?
    /// Whether Xcode 26 (tools 24000 and up) wrote it, drawing iOS 26's controls: 63 × 28 pt
    /// switches and 54 pt navigation bars. 32700, which some Xcodes write, is not a version.
    var drawsIOS26: Bool { toolsVersion.map { $0 >= 24000 && $0 < 32700 } ?? false }
    /// Whether its Xcode drew iOS 11's margins: a cell's content view 16 pt in at the sides and
    /// 11 above and below. Xcode 9.0 (tools 13196) still drew iOS 10's 8 pt all round (all 154
    /// such pins of batches 24 to 30, one app's), Xcode 9.1 (13528) on drew iOS 11's.
    var drawsIOS11: Bool { (toolsVersion ?? 99999) >= 13500 }
    /// Whether Xcode drew a page sheet's navigation bar at the card's top, 56 pt tall, as Xcode
    /// 11 to 15 did (22 such files in batches 14 to 20); Xcode 16's 3 drew it otherwise, which
    /// isn't modelled.
    var drawsSheetBarsAtCardTop: Bool { (toolsVersion ?? 99999) < 24000 }
    /// Whether its screens lay out against safe areas (`useSafeAreas`) rather than the older
    /// top and bottom layout guides.
    var usesSafeAreas: Bool { root["useSafeAreas"] == "YES" }

    /// `base`, or `base` with dashes after it, whichever no element has yet.
    private static func unused(_ base: String, in byID: [String: XElement]) -> String {
        var id = base
        while byID[id] != nil { id += "-" }
        return id
    }

    init(root: XElement, path: String) {
        self.root = root; self.path = path
        // Content views given an id here, by that id, while the file could still write it.
        var made: [String: XElement] = [:]
        // Most elements have an id (views, constraints, segues): sized once, not grown.
        var byID: [String: XElement] = [:]
        byID.reserveCapacity(root.descendantCount)
        var hasVariations = false
        root.forEachDescendant { e in
            var id = e["id"]
            // Xcode writes a collection view cell's content view without an id, as nothing refers
            // to it: it takes its cell's id and "-contentView", so it and the views in it are laid
            // out. Parents come first, so the cell has its id by then.
            if id == nil, e["key"] == "contentView", let cell = e.parent?["id"] {
                let contentID = Self.unused(cell + "-contentView", in: byID)
                e.assignID(contentID)
                made[contentID] = e
                id = contentID
            } else if let given = id, !made.isEmpty, let taken = made.removeValue(forKey: given) {
                // The file wrote the made-up id itself: the content view takes another.
                byID[given] = nil
                let other = Self.unused(given + "-", in: byID)
                taken.assignID(other)
                byID[other] = taken
            }
            // The first of an id given twice keeps it (one hash where, as almost always, it's new).
            if let id, let first = byID.updateValue(e, forKey: id) { byID[id] = first }
            if e.name == "variation" { hasVariations = true }
        }
        self.byID = byID
        self.hasVariations = hasVariations
        for designable in root.child("designables")?.children("designable") ?? [] {
            guard let id = designable["name"], let size = designable.children("size").first(where: { $0["key"] == "intrinsicContentSize" }),
                  let w = size.double("width"), let h = size.double("height") else { continue }
            designedSizes[id] = (w >= 0 ? w : nil, h >= 0 ? h : nil)
        }
        for image in root.child("resources")?.children("image") ?? [] {
            if let name = image["name"], let w = image.double("width"), let h = image.double("height") {
                imageSizes[name] = Size(width: w, height: h)
            }
        }
        var listed: [String: String] = [:]
        for file in root.child("customFonts")?.children("array") ?? [] {
            for name in file.children("string") where file["key"] != nil { listed[name.text.trimmingCharacters(in: .whitespacesAndNewlines)] = file["key"] }
        }
        projectFonts = ProjectFonts.fonts(listed, near: path)
        let device = root.child("device")
        var deviceID = device?["id"].flatMap { IBDevices.catalogID[$0] }
        var orientation: Orientation? = device?["orientation"] == "landscape" ? .landscape : device == nil ? nil : .portrait
        var canvasID = device?["id"]
        if deviceID == nil {
            let simulated = root.descendants().first { $0.name == "simulatedScreenMetrics" }?["type"]
            deviceID = simulated.flatMap(IBDevices.fromSimulatedType)
        }
        if device == nil, let (id, o) = IBDevices.canvas(ofRootSizes: IBFile.rootViewSizes(of: root)),
           deviceID == nil || deviceID == IBDevices.catalogID[id] {
            // Before Xcode 8 wrote `<device>`, the canvas is the size its root views were drawn at.
            deviceID = IBDevices.catalogID[id]; canvasID = id; orientation = o
        }
        authoredDevice = deviceID
        authoredOrientation = orientation
        authoredCanvas = canvasID
        if deviceID == nil { authoredCanvasSize = IBDevices.sharedSize(IBFile.rootViewSizes(of: root)) }
        // "14490.70" is 14490; recent Xcode writes "32700.99.1234", newer than any real one.
        toolsVersion = root["toolsVersion"].flatMap { Int($0.split(separator: ".").first ?? "") }
        let runtime = root["targetRuntime"] ?? ""
        let type = root["type"] ?? ""
        if runtime.hasPrefix("AppleTV") || type.contains("AppleTV") {
            platform = .tvOS
        } else if runtime == "iOS.CocoaTouch.iPad" || (device?["id"] ?? "").hasPrefix("ipad") {
            platform = .iPadOS
        } else {
            platform = .iOS
        }
    }

    var isStoryboard: Bool { root.child("scenes") != nil }

    /// The sizes of the screens the views that fill one were drawn on: each scene's root view
    /// that isn't freeform, or a xib's top-level views, with the bars above and below them.
    static func rootViewSizes(of root: XElement) -> [Size] {
        // Each root view with what holds its simulated metrics: a scene's controller, or the view.
        let views: [(view: XElement, metrics: XElement)]
        if let scenes = root.child("scenes") {
            views = scenes.children("scene").compactMap { scene in
                guard let controller = scene.child("objects")?.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                      controller.descendants().first(where: { $0.name == "freeformSimulatedSizeMetrics" }) == nil,
                      let view = controller.keyed("view") else { return nil }
                return (view, controller)
            }
        } else {
            views = (root.child("objects")?.children ?? []).filter { $0.name != "placeholder" }.map { ($0, $0) }
        }
        // A root view Xcode drew below an opaque bar starts that far down the screen, which it
        // doesn't cover (JasperMobile's 600 × 536 scenes 64 pt down, on the 600 × 600 canvas);
        // above an opaque tab bar it ends that far up (Spreed.ME's 367 pt views from 64 pt down,
        // above a 49 pt tab bar, on the 480 pt iPhone).
        return views.compactMap { view, metrics in
            IBViews.frame(of: view).map {
                Size(width: $0.width, height: max(0, $0.minY) + $0.height + bottomBarBelow(metrics))
            }
        }
    }

    /// The height of the tab bar a view's simulated metrics put below it, where the view ends
    /// above it as the layout has it (`IBSceneBuilder.clearsBar`). Not a toolbar's: the layout
    /// lets a view run under it.
    static func bottomBarBelow(_ metrics: XElement) -> Double {
        guard let bar = metrics.keyed("simulatedBottomBarMetrics"), bar.name == "simulatedTabBarMetrics" else { return 0 }
        return IBSceneBuilder.clearsBar(at: "bottom", opaque: bar["translucent"] == "NO", controller: metrics) ? 49 : 0
    }

    /// A root view's frame with the tab bar it ends above: what the screen's size is compared with.
    static func drawnOnScreen(_ frame: Rect, metrics: XElement) -> Rect {
        var out = frame
        out.height += bottomBarBelow(metrics)
        return out
    }

    /// The authored device's size, either way round.
    var canvasSize: Size? {
        guard let id = authoredCanvas, let size = IBDevices.pointSizes[id] else { return nil }
        return authoredOrientation == .landscape ? Size(width: size.height, height: size.width) : size
    }

    func isScreenSized(_ frame: Rect) -> Bool {
        guard let canvas = canvasSize else { return false }
        return abs(frame.width - canvas.width) < 0.5 && abs(frame.height - canvas.height) < 0.5
    }

    /// As wide as the canvas but shorter: a freeform controller's view.
    private func isShorterThanScreen(_ frame: Rect) -> Bool {
        guard let canvas = canvasSize else { return false }
        return abs(frame.width - canvas.width) < 0.5 && frame.height < canvas.height - 0.5
    }

    /// As wide as the canvas and taller: a freeform view Xcode keeps at its own height.
    private func isTallerThanScreen(_ frame: Rect) -> Bool {
        guard let canvas = canvasSize else { return false }
        return abs(frame.width - canvas.width) < 0.5 && frame.height > canvas.height + 0.5
    }

    /// Whether a xib's top-level view is a piece that code puts into another view, not a screen:
    /// its File's Owner is a view class (a custom view that loads the xib into itself, as Allo
    /// Doctor's clinic pages do), or the view is of a class of its own, and no controller takes it
    /// as its view. Drawn at the device's size only because Xcode's new views are.
    static func isPiece(_ view: XElement, owner: XElement?, ownerView: String?) -> Bool {
        // A window (an old app's MainWindow.xib, owned by UIApplication) is the screen itself.
        guard ownerView != view["id"], view.name != "window" else { return false }
        // A view of a class of its own that no controller owns is that class's (VergeCurrency's
        // ConfirmSendView), loaded by code that puts it somewhere.
        if !(view["customClass"] ?? "").isEmpty { return true }
        let ownerClass = owner?["customClass"] ?? ""
        return pieceSuffixes.contains { ownerClass.hasSuffix($0) && ownerClass.count > $0.count }
    }

    /// How the names of view classes end, by UIKit's habit (a controller's, an application's or
    /// an object's don't).
    private static let pieceSuffixes = ["View", "Cell", "Field", "Bar", "Button", "Control", "Label", "Tile"]

    func problem(_ element: XElement, _ message: String) -> LayoutProblem {
        LayoutProblem(path: path, line: element.location.line, column: element.location.column,
                      elementID: element["id"], message: message)
    }

    /// A navigation controller a xib holds shows the controllers of its stack (`<viewControllers>`)
    /// under its bar, and the bars it simulates, as a storyboard's does those it leads to
    /// (Infinit's feedback screen).
    private func navigationStack(_ object: XElement, simulating: IBBars) -> [IBSceneBuilder] {
        guard object.name == "navigationController", let stack = object.child("viewControllers") else { return [] }
        var bars = simulating
        bars.inNavigation = true
        if object["navigationBarHidden"] != "YES", let bar = object.keyed("navigationBar"), let id = bar["id"] {
            bars.navigationBar = (id, bar["translucent"] == "NO", bar["largeTitles"] == "YES")
        }
        return stack.children.compactMap { controller in
            guard let view = controller.keyed("view"), view.child("rect", key: "frame") != nil,
                  !IBContainment.isContainer(controller) else { return nil }
            var own = bars
            IBContainment.addSimulatedBars(of: controller, id: controller["id"] ?? "", to: &own)
            return IBSceneBuilder(file: self, controller: controller, rootView: view, bars: own, fillsScreen: true)
        }
    }

    func screens() throws(LayoutLoadError) -> [LayoutScreen] {
        var builders: [IBSceneBuilder] = []
        if isStoryboard {
            let bars = IBContainment(file: self)
            for scene in root.child("scenes")?.children("scene") ?? [] {
                guard let controller = scene.child("objects")?.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                      let view = controller.keyed("view"), !IBContainment.isContainer(controller) else { continue }
                let fills = !bars.embedded.contains(controller["id"] ?? "")
                builders.append(IBSceneBuilder(file: self, controller: controller, rootView: view,
                                               bars: fills ? bars.bars(for: controller) : IBBars(), fillsScreen: fills))
            }
        } else {
            let objects = root.child("objects")?.children ?? []
            let owner = objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let ownerView = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
            for object in objects where object.name != "placeholder" {
                var bars = IBBars()
                IBContainment.addSimulatedBars(of: object, id: object["id"] ?? "", to: &bars)
                guard object.child("rect", key: "frame") != nil else {
                    // A controller the xib holds (a launch screen's, often) is laid out as a
                    // storyboard's scene is: its view fills the screen, under the bars it simulates.
                    if let view = object.keyed("view"), view.child("rect", key: "frame") != nil, !IBContainment.isContainer(object) {
                        builders.append(IBSceneBuilder(file: self, controller: object, rootView: view, bars: bars, fillsScreen: true))
                    }
                    builders += navigationStack(object, simulating: bars)
                    continue
                }
                // A controller's view, or a view drawn at the whole device's size, fills the screen.
                // A controller's view Xcode drew shorter than the device (a freeform one), or taller
                // and marked freeform (a long form to scroll), is drawn at its own height, as any
                // other view.
                let frame = IBViews.frame(of: object).map { Self.drawnOnScreen($0, metrics: object) }
                let fills = (object["id"] == ownerView
                             && frame.map { isShorterThanScreen($0) || IBViews.isFreeform(object) && isTallerThanScreen($0) } != true)
                    || frame.map(isScreenSized) == true
                    || bars.navigationBar != nil
                let piece = fills && bars.navigationBar == nil && Self.isPiece(object, owner: owner, ownerView: ownerView)
                builders.append(IBSceneBuilder(file: self, controller: nil, rootView: object, bars: bars,
                                               fillsScreen: fills, isPiece: piece))
            }
        }
        // Scenes are built apart from one another, reading the file only: a storyboard's on every core.
        let built = ParallelMap.map(builders) { builder -> Result<LayoutScreen, LayoutLoadError> in
            do throws(LayoutLoadError) { return .success(try builder.build()) } catch { return .failure(error) }
        }
        var screens: [LayoutScreen] = []
        var problems: [LayoutProblem] = []
        for result in built {
            switch result {
            case .success(let screen): screens.append(screen)
            case .failure(let error): problems += error.problems
            }
        }
        if !problems.isEmpty { throw LayoutLoadError(problems: problems) }
        return screens
    }
}
