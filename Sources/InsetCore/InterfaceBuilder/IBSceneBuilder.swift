/// Builds one screen from a scene's root view (or a xib's top-level view): an element per view,
/// keeping the file's object ids, placed as UIKit places it (constraints, autoresizing masks,
/// stack arrangement), with size-class variations as variants.
final class IBSceneBuilder {
    let file: IBFile
    let controller: XElement?
    let rootView: XElement
    let bars: IBBars
    let fillsScreen: Bool
    /// A xib's view that code puts into another (`IBFile.isPiece`): laid out at the screen's
    /// size as Xcode draws it, but no screen to the rules about the display.
    let isPiece: Bool

    private var elements: [String: Element] = [:]
    private var childOrder: [String: [String]] = [:]
    private var views: [String: XElement] = [:]
    private var parentOf: [String: String] = [:]
    private var recorded: [String: RecordedFrame] = [:]
    private var notes: [ImportNote] = []
    private var problems: [LayoutProblem] = []
    private var guides: [String: IBGuide] = [:]
    /// Views other than the root whose margins a constraint names.
    private var marginOwners: Set<String> = []
    /// Views whose margins some constraint of the scene names, found before any is read.
    private var marginsNamed: Set<String> = []
    /// Views whose own safe area a constraint names, laid out as margins of nothing but the
    /// safe area's reach (`subviewSafeArea`).
    private var safeAreaOwners: Set<String> = []
    private var written: [String: [IBConstraint]] = [:]
    /// Placeholder constraints, in the model's words, by the element that would hold them.
    private var designTimeConstraints: [String: [String]] = [:]
    /// Subviews of a scroll view placed up and down against its frame or its own safe area.
    private var scrollHeld: Set<String> = []
    /// Pins to the far edges of a scroll view's content, by scroll view and axis (`FarPin`).
    private var farPins: [String: [FarPin]] = [:]
    /// The constraints a size-class variation installs or uninstalls.
    private lazy var maskedConstraints: Set<String> = Set(([rootView] + rootView.descendants()).flatMap { view in
        view.children("variation").flatMap { $0.children("mask").filter { $0["key"] == "constraints" } }
            .flatMap { $0.children.compactMap { $0["reference"] } }
    })
    private var constraintIDs: [String: [String]] = [:]

    init(file: IBFile, controller: XElement?, rootView: XElement, bars: IBBars, fillsScreen: Bool, isPiece: Bool = false) {
        self.file = file; self.controller = controller; self.rootView = rootView
        self.bars = bars; self.fillsScreen = fillsScreen; self.isPiece = isPiece
    }

    var rootID: String { rootView["id"] ?? "view" }

    func build() throws(LayoutLoadError) -> LayoutScreen {
        guard rootView["id"] != nil else {
            throw LayoutLoadError(problems: [file.problem(rootView, tr("<{rootView}> has no id, which every object Xcode writes has; open the file in Xcode and save it again", ["rootView": rootView.name]))])
        }
        indexGuides()
        addView(rootView, parent: nil)
        for view in views.values.sorted(by: { $0.location.line < $1.location.line }) {
            for c in view.child("constraints")?.children("constraint") ?? [] { read(c, owner: view) }
        }
        endTogether()
        if !problems.isEmpty { throw LayoutLoadError(problems: problems) }
        applyConstraintsAndVariations()
        keepMarginsInsideSafeArea()
        var top = [assemble(rootID)]
        top += barElements()
        var document = LayoutDocument(name: name, platform: file.platform, elements: top)
        document.notes = notes
        if let nav = bars.navigationBar, let item = controller?.keyed("navigationItem")?["id"] { document.textAliases[item] = nav.id }
        document.systemLineHeights = true
        document.priorityLevels = Self.priorities(of: document)
        document.hostPlaced = [rootID]
        // A Today widget or a notification is drawn in Notification Center, not on the display.
        document.component = !fillsScreen || isPiece || inNotificationCenter
        document.presentedAsSheet = fillsScreen && isSheet
        document.rootEndsAboveTabBar = fillsScreen && endsAboveTabBar
        document.scrollingViews = Set(views.compactMap { id, view in view.name == "scrollView" ? id : nil })
        document.sidewaysLists = Set(views.compactMap { id, view in IBViews.scrollsSideways(view) ? id : nil })
        document.scrollHeldViews = scrollHeld
        // Xcode draws no status bar over a xib's views (unless it draws a navigation bar there, or
        // the view is the whole device's size), over a popover, nor where a scene hides it.
        let screenSized = IBViews.frame(of: rootView)
            .map { file.isScreenSized(IBFile.drawnOnScreen($0, metrics: controller ?? rootView)) } == true
        // A simulated status bar set to "None" is written `<nil key="simulatedStatusBarMetrics"/>`:
        // it takes the bar out of the top layout guide, but a file on safe-area guides keeps the
        // bar's 20 pt in its safe area (qtum's wallet scenes, 3 of 3; Krypton's and OpenShop's,
        // on layout guides, start at 0).
        let simulatedBar = controller?.keyed("simulatedStatusBarMetrics")
        if (controller == nil && bars.navigationBar == nil && !screenSized) || drawnApart || controller?["statusBarHidden"] == "YES"
            || simulatedBar?["statusBarStyle"] == "hidden" || simulatedBar?.name == "nil" && !file.usesSafeAreas {
            document.statusBar = false
        }
        var screen = LayoutScreen(id: controller?["id"] ?? rootID, name: name, document: document,
                                  authoredDevice: file.authoredDevice, authoredOrientation: file.authoredOrientation,
                                  recordedFrames: recorded)
        screen.otherNames = Array(names.dropFirst())
        screen.constraintIDs = constraintIDs
        screen.remappedConstraints = remapped
        screen.rootFillsScreen = fillsScreen
        screen.designTimeConstraints = designTimeConstraints
        screen.authoredCanvasSize = file.authoredCanvasSize
        let tools = file.toolsVersion ?? 99999
        screen.canvasShowsStatusBar = !canvasHidesStatusBar
        screen.canvasTopInset = IBDevices.canvasTopInset(canvas: file.authoredCanvas, tools: tools)
        screen.canvasDoublesSafeArea = IBDevices.doublesSafeArea(tools: tools)
        screen.canvasSheet = canvasSheet
        return screen
    }

    /// Every priority the screen's constraints, hugging and compression resistance use.
    static func priorities(of document: LayoutDocument) -> [Double] {
        var levels: Set<Double> = []
        // A constraint without "@" is required, if it parses at all: once one has, the others
        // without a priority need not be looked up (hashing each string cost a scene a
        // million instructions).
        var required = false
        for e in document.allElements {
            let lists = [e.constraints ?? []] + e.variants.map { $0.constraints ?? [] }
            for c in lists.joined() {
                let prioritized = c.utf8.contains(UInt8(ascii: "@"))
                guard prioritized || !required, let p = ParsedConstraints.spec(c)?.priority else { continue }
                // Required, however written (`ConstraintSpec.requiredBrokenFirst`).
                levels.insert(p == ConstraintSpec.requiredBrokenFirst ? 1000 : p)
                if !prioritized { required = true }
            }
            if let t = e.traits {
                levels.formUnion([t.hugging.horizontal, t.hugging.vertical, t.compressionResistance.horizontal, t.compressionResistance.vertical])
                if t.keptWidth != nil || t.keptHeight != nil { levels.insert(LayoutSystem.keptPriority) }
            }
        }
        return levels.sorted()
    }

    private lazy var name: String =
        names.first ?? controller.map { "\($0.name) \($0["id"] ?? "")" } ?? "\(IBViews.className(of: rootView)) \(rootID)"

    /// What the scene is called, first what names it: its title, then its storyboard identifier,
    /// label and class, each once, which `--scene` takes as well.
    private lazy var names: [String] = {
        let candidates = controller.map { c in
            [c["title"], c.keyed("navigationItem")?["title"], c["storyboardIdentifier"], c["userLabel"], c["customClass"]]
        } ?? [rootView["userLabel"], rootView["customClass"]]
        var out: [String] = []
        for case let name? in candidates where !name.isEmpty && !out.contains(name) { out.append(name) }
        return out
    }()

    // MARK: Views

    private func addView(_ view: XElement, parent: XElement?) {
        guard let id = view["id"] else { return }
        if elements[id] != nil {
            problems.append(file.problem(view, tr("object id \"{id}\" is used twice; give one of them a new id in Xcode", ["id": id])))
            return
        }
        views[id] = view
        var element = Element(id: id, role: IBViews.role(of: view), location: view.location)
        if id == rootID, fillsScreen, element.role == .view, view.keyed("backgroundColor") != nil { element.role = .background }
        element.name = view["userLabel"]
        element.className = IBViews.className(of: view)
        element.text = IBViews.text(of: view)
        element.symbol = IBViews.symbol(of: view)
        if element.role.isInteractive, IBViews.receivesNoTouches(view, within: rootView) {
            // Nobody can tap it: the rules about tapping don't measure it.
            element.ignore = IBViews.tappingRules
        }
        if IBViews.drawsNothing(view) { element.ignore += IBViews.lookingRules }
        var traits = IBViews.traits(of: view, file: file)
        element.fontSize = IBViews.font(view.child("fontDescription", key: "fontDescription")).size
        if view.child("fontDescription", key: "fontDescription") == nil, let size = IBViews.attributedFontSize(of: view) {
            // Attributed text carries its font in its first run.
            element.fontSize = size; traits.fixedFont = true
        }
        if view.name == "button", view.child("fontDescription", key: "fontDescription") == nil,
           view.child("buttonConfiguration", key: "configuration") == nil {
            // A legacy button's title where the file names no font, which doesn't scale: 15 pt on
            // a system button, UIButton's own 18 pt on a custom one (Xcode drew 320 such system
            // buttons 30 pt tall and 46 such custom ones 34 pt, in batches 14 to 20).
            element.fontSize = [nil, "custom"].contains(view["buttonType"]) ? 18 : 15
            traits.fixedFont = true
        }
        if view.name == "navigationBar" { traits.intrinsicHeight = .points(navigationBarHeight) }
        if traits.systemSideMargins, traits.sideMarginsWidth == nil, fillsScreen, let width = freeformWidth {
            // A freeform scene's cells take its table's margins, by the scene's width, not the device's.
            traits.sideMarginsWidth = width
        }
        // A hidden arranged view leaves its stack; any other hidden view keeps its place unseen.
        if view.flag("hidden") && parent?.name != "stackView" { traits.hiddenInPlace = true }
        if !IBViews.known.contains(view.name) {
            note(view, tr("<{view}> is not a view class Inset knows; laid out as a plain view with its constraints", ["view": view.name]))
        }
        let frame = IBViews.frame(of: view) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let parentFrame = parent.flatMap(IBViews.frame)
        if let parent, let pid = parent["id"] { parentOf[id] = pid }
        recorded[id] = RecordedFrame(frame: frame, parentID: parent?["id"], misplaced: view.flag("misplaced"),
                                     ambiguous: view.flag("ambiguous"),
                                     sizedByText: (element.role.showsText && !(element.text ?? "").isEmpty) || IBViews.showsSymbol(view))
        if parent?.name == "stackView", parent?["distribution"] == "fillProportionally" {
            traits.recordedSize = Size(width: frame.width, height: frame.height)
        } else if parent?.name == "stackView", view.name == "label", traits.numberOfLines == 1 {
            // Xcode's canvas draws a one-line label without text 50 × 50 where a stack arranges
            // it (19 views of batch 25, none against in batches 24 to 26); a proportional stack
            // weighs it by its frame, as above.
            traits.emptySide = 50
        }
        if let parent, parent.name == "stackView", (parent["alignment"] ?? "fill") != "fill", view.name == "view" {
            // Nothing of its own sizes a plain view across a stack that doesn't fill it: it keeps
            // the length it was drawn at (31 of 33 such views in batches 14 to 16).
            if parent["axis"] == "vertical" { traits.keptWidth = frame.width } else { traits.keptHeight = frame.height }
        }
        if id != rootID, !view.flag("misplaced") { traits.drawnFrame = frame }
        if view.name == "scrollView" { traits.contentInsetAdjustment = contentInsetAdjustment(of: view, parent: parent) }
        // Cells keep margins of their own, whatever the flag says: Xcode drew a collection view
        // controller's cells 8 pt in, not at its view's 16 (AltStore, 6 of 6 pins).
        if id != rootID, view.flag("preservesSuperviewLayoutMargins"), let parentFrame,
           !["tableViewCellContentView", "tableViewCell", "collectionViewCell", "collectionViewCellContentView"].contains(view.name) {
            let parentIsRoot = parent?["id"] == rootID
            traits.preservedOffsets = preservedOffsets(frame, in: parentFrame, parentIsRoot: parentIsRoot,
                                                       scrolls: parent?.name == "scrollView")
            traits.preservesScreenMargins = parentIsRoot && fillsScreen && freeformWidth == nil
        }
        if id == rootID {
            element.constraints = rootPlacement(frame)
            if fillsScreen, let width = freeformWidth {
                // A freeform root's side margins are its own, by its width.
                let side = ScreenGeometry.marginWidth(forViewWidth: width)
                traits.layoutMargins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
            } else if !fillsScreen, controller != nil || ["collectionViewCell", "collectionReusableView"].contains(view.name)
                        || traits.layoutMargins != nil && (freeformInsets != nil || file.platform == .iOS) {
                // An embedded controller's view, and a view a xib holds on its own that gives
                // margins (freeform, or any on iOS), keep their own margins (a view's 8 pt where
                // none are given) but their sides no narrower than the system's for their width,
                // as a controller's view respects them: Genesis Vision's 301 pt cards, stacks with
                // 8 pt margins, are arranged 16 pt in (5 of 5); Dash Wallet's 414 pt freeform sync
                // view gives 16 pt and Xcode drew 20; Habitica's embedded pages, 16 pt. So does a
                // xib's own collection view cell (Rocket.Chat's message cells: 16 pt at 375, 15 of 17)
                // and reusable view (AltStore's and Delta's headers: 16 pt at 375, 4 of 4).
                // A controller's view has none of its own above and below, UIKit's system
                // minimum there: Xcode drew Bluefruit's embedded panels' content at their edges.
                let own = traits.layoutMargins ?? (controller != nil ? EdgeInsets(top: 0, left: 8, bottom: 0, right: 8) : .all(8))
                let side = ScreenGeometry.marginWidth(forViewWidth: frame.width)
                traits.layoutMargins = EdgeInsets(top: own.top, left: max(own.left, side), bottom: own.bottom, right: max(own.right, side))
            } else if let insets = freeformInsets {
                // A freeform xib view's are a controller's view's: none beyond the safe area above
                // and below, its own width's at the sides.
                let side = ScreenGeometry.marginWidth(forViewWidth: frame.width)
                traits.layoutMargins = EdgeInsets(top: insets.top, left: side, bottom: insets.bottom, right: side)
            }
        } else if parent?.name != "stackView", usesAutoresizing(view) {
            var mask = Autoresizing(frame: traits.alignmentInsets.map { frame.inset(by: Insets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)) } ?? frame, parentSize: parentFrame.map { Size(width: $0.width, height: $0.height) }
                                        ?? Size(width: frame.maxX, height: frame.maxY))
            if let m = view.child("autoresizingMask", key: "autoresizingMask"), !heldWhereDrawn(view) {
                mask.flexibleLeft = m.flag("flexibleMinX"); mask.flexibleWidth = m.flag("widthSizable")
                mask.flexibleRight = m.flag("flexibleMaxX"); mask.flexibleTop = m.flag("flexibleMinY")
                mask.flexibleHeight = m.flag("heightSizable"); mask.flexibleBottom = m.flag("flexibleMaxY")
            }
            if ["tableViewCell", "tableViewHeaderFooterView"].contains(view.name) || ["tableHeaderView", "tableFooterView"].contains(view["key"] ?? "") {
                mask.flexibleWidth = true
            }
            if view["key"] == "contentView" {
                // UIKit sizes a cell's (or effect view's) content view to it, whatever the mask says.
                mask.flexibleWidth = true; mask.flexibleHeight = true
            }
            if let parent, ["tableView", "collectionView"].contains(parent.name) { mask.listTop = screenY(of: parent) }
            traits.autoresizing = mask
        }
        element.traits = traits
        if view.name == "containerView" {
            note(view, tr("the scene embedded in this container view is laid out on its own, not inside it"))
        }
        elements[id] = element
        let kids = IBViews.children(of: view)
        childOrder[id] = kids.compactMap { $0["id"] }
        for child in kids { addView(child, parent: view) }
    }

    /// A view's recorded top in the screen: its frame's y plus its superviews'.
    private func screenY(of view: XElement) -> Double {
        var y = 0.0
        var current: XElement? = view
        while let v = current, v["id"] != rootID {
            y += IBViews.frame(of: v)?.minY ?? 0
            current = v["id"].flatMap { parentOf[$0] }.flatMap { views[$0] }
        }
        return y
    }

    /// Views whose frame and mask place them: those without `translatesAutoresizingMaskIntoConstraints="NO"`,
    /// those IB holds at a fixed frame, and those held where they were drawn.
    private func usesAutoresizing(_ view: XElement) -> Bool {
        view["translatesAutoresizingMaskIntoConstraints"] != "NO" || view.flag("fixedFrame") || heldWhereDrawn(view)
    }

    /// A view of Auto Layout's that no constraint names: IB fixes its frame when it builds the
    /// file (prototyping constraints, whatever its mask says). CardDecks' xibs, converted from
    /// Xcode 4, mark their views so and constrain none.
    private func heldWhereDrawn(_ view: XElement) -> Bool {
        view["translatesAutoresizingMaskIntoConstraints"] == "NO" && !view.flag("fixedFrame")
            && view["id"].map { !namedByConstraints.contains($0) } ?? false
    }

    /// Every view a constraint of the scene names, or holds without naming a first item.
    private lazy var namedByConstraints: Set<String> = {
        var named = Set<String>()
        rootView.forEachDescendant { c in
            guard c.name == "constraint" else { return }
            var owner = c.parent
            while let o = owner, ["constraints", "variation"].contains(o.name) { owner = o.parent }
            if let id = c["firstItem"] ?? owner?["id"] { named.insert(id) }
            if let id = c["secondItem"] { named.insert(id) }
        }
        return named
    }()

    /// Whether the controller's view starts below its navigation bar rather than under it.
    private var startsBelowTopBar: Bool {
        guard let nav = bars.navigationBar else { return false }
        return Self.clearsBar(at: "top", opaque: nav.opaque, controller: controller)
    }

    /// The same at the bottom, for a tab bar.
    private var endsAboveTabBar: Bool {
        guard let tab = bars.tabBar else { return false }
        return Self.clearsBar(at: "bottom", opaque: tab.opaque, controller: controller)
    }

    /// Whether a controller's view stops at the bar on its `edge` rather than running under it:
    /// at an opaque one unless it extends under opaque bars too (`extendedLayoutIncludesOpaqueBars`),
    /// and at any where that edge isn't extended (`edgesForExtendedLayout`; UIKit extends every
    /// edge unless the file lists the ones it does). A xib's view (no controller) runs under
    /// translucent bars and stops at opaque ones.
    static func clearsBar(at edge: String, opaque: Bool, controller: XElement?) -> Bool {
        let extended = controller?.keyed("edgesForExtendedLayout").map { $0[edge] == "YES" } ?? true
        return !extended || opaque && controller?["extendedLayoutIncludesOpaqueBars"] != "YES"
    }

    /// Whether the root view's top and bottom margins are its edges: before iOS 11, or where it
    /// doesn't inset its margins from the safe area.
    private var rootMarginsAtEdges: Bool {
        (file.toolsVersion ?? 99999) < 13000 || rootView["insetsLayoutMarginsFromSafeArea"] == "NO"
    }

    /// UIKit's `contentInsetAdjustmentBehavior`. `.automatic` insets a view controller's own
    /// scroll view (its view, or that view's first subview) in a navigation controller top and
    /// bottom whatever it holds, as `automaticallyAdjustsScrollViewInsets` did before iOS 11;
    /// any other scroll view only where its content scrolls, or always bounces.
    private func contentInsetAdjustment(of view: XElement, parent: XElement?) -> ContentInsetAdjustment? {
        let bounces = view.flag("alwaysBounceVertical")
        switch view["contentInsetAdjustmentBehavior"] {
        case "never": return nil
        case "always": return .always
        case "scrollableAxes": return bounces ? .vertical : .whereItScrolls
        default:
            let owned = view["id"] == rootID || parent?["id"] == rootID && parent.map(IBViews.children)?.first === view
            let adjusts = controller?["automaticallyAdjustsScrollViewInsets"] != "NO"
            return bounces || owned && adjusts && (bars.inNavigation || bars.navigationBar != nil) ? .vertical : .whereItScrolls
        }
    }

    /// A view's distances to its superview's edges, as drawn, for the superview margins it
    /// preserves: none (infinite) where it reaches past that edge; nor above and below under a
    /// root view whose top and bottom margins are its edges, or in a scroll view, which moves its
    /// content clear of the bars by its content inset instead.
    private func preservedOffsets(_ frame: Rect, in parent: Rect, parentIsRoot: Bool, scrolls: Bool) -> EdgeInsets {
        func offset(_ d: Double, _ sideOnly: Bool = false) -> Double {
            d < -0.5 || (!sideOnly && (scrolls || parentIsRoot && rootMarginsAtEdges)) ? .infinity : max(0, d)
        }
        return EdgeInsets(top: offset(frame.y), left: offset(frame.x, true),
                          bottom: offset(parent.height - frame.y - frame.height), right: offset(parent.width - frame.x - frame.width, true))
    }

    /// A controller's root view fills the screen (below an opaque bar); a component keeps its size.
    private func rootPlacement(_ frame: Rect) -> [String] {
        if fillsScreen, let size = freeformSize,
           let width = size.double("width"), let height = size.double("height") {
            // A freeform scene is drawn at its own size, whatever the device, less the opaque bars
            // that cover it.
            let top = startsBelowTopBar ? "safeArea.top" : "screen.top"
            let bottom = height - (endsAboveTabBar ? 49 : 0)
            return ["left == screen.left", "top == \(top)", "width == \(IBFormat.number(width))",
                    "bottom == screen.top + \(IBFormat.number(bottom))"]
        }
        if fillsScreen, isSheet, let nav = bars.navigationBar {
            // The card starts where its bar does (`barElements`), which sees the screen's safe
            // area; an opaque bar's content starts below it.
            return ["left == screen.left", "width == screen.width", "top == \(nav.id).\(startsBelowTopBar ? "bottom" : "top")",
                    "bottom == screen.bottom"]
        }
        if fillsScreen, isSheet {
            // A page sheet starts 10 pt below the safe area's top (at 20 pt where that is 0) and
            // runs to the screen's bottom.
            return ["left == screen.left", "width == screen.width"] + sheetTop + ["bottom == screen.bottom"]
        }
        if fillsScreen {
            let top = startsBelowTopBar ? "safeArea.top" : "screen.top"
            let bottom = endsAboveTabBar ? "safeArea.bottom" : "screen.bottom"
            return ["left == screen.left", "width == screen.width", "top == \(top)", "bottom == \(bottom)"]
        }
        return ["left == safeArea.left", "top == safeArea.top", "width == \(IBFormat.number(frame.width))",
                "height == \(IBFormat.number(frame.height))"]
    }

    /// The bars a container or the simulated metrics put around the scene, above its view.
    private func barElements() -> [Element] {
        var out: [Element] = []
        if let nav = bars.navigationBar {
            // In a sheet the bar tops the card, 10 pt below the safe area's top and at least 20 pt down.
            let top = fillsScreen && isSheet ? sheetTop : ["top == safeArea.top"]
            var bar = Element(id: nav.id, role: .navigationBar,
                              constraints: top + ["left == screen.left", "width == screen.width"])
            bar.name = "Navigation Bar"; bar.className = "UINavigationBar"
            let large = nav.largeTitle && controller?.keyed("navigationItem")?["largeTitleDisplayMode"] != "never"
            var traits = LayoutTraits()
            traits.intrinsicHeight = .points(large ? 96 : navigationBarHeight)
            bar.traits = traits
            bar.text = controller?.keyed("navigationItem")?["title"]
            out.append(bar)
        }
        if let tab = bars.tabBar {
            var bar = Element(id: tab.id, role: .tabBar,
                              constraints: ["bottom == safeArea.bottom", "left == screen.left", "width == screen.width"])
            bar.name = "Tab Bar"; bar.className = "UITabBar"
            out.append(bar)
        }
        if let toolbar = bars.toolbar {
            // A navigation stack's toolbar stands on its tab bar's top, where a tab holds the stack;
            // Xcode 26 draws iOS 26's toolbar level with the tab bar (OwnTracks' map).
            let onTab = file.drawsIOS26 ? nil : bars.tabBar
            let bottom = onTab.map { "bottom == \($0.id).top" } ?? "bottom == safeArea.bottom"
            var bar = Element(id: toolbar, role: .toolbar,
                              constraints: [bottom, "left == screen.left", "width == screen.width"])
            bar.name = "Toolbar"; bar.className = "UIToolbar"
            out.append(bar)
        }
        return out
    }

    /// The element and its subtree; a child appears once, under the first parent naming it.
    private func assemble(_ id: String) -> Element {
        var placed = Set<String>()
        func walk(_ id: String) -> Element? {
            guard var element = elements[id], placed.insert(id).inserted else { return nil }
            element.children = (childOrder[id] ?? []).compactMap(walk)
            return element
        }
        return walk(id) ?? Element(id: id, role: .view)
    }

    func note(_ x: XElement, _ message: String) {
        notes.append(ImportNote(elementID: x["id"], message: message, location: x.location))
    }

    // MARK: Size classes

    /// Each element's constraints, installation and font per pair of size classes: one list where
    /// all agree, else the most common as the element's own and variants for the rest.
    private func applyConstraintsAndVariations() {
        for id in elements.keys.sorted() {
            let view = views[id]!
            let own = view.children("variation") + (view.child("constraints")?.children("constraint") ?? []).flatMap { $0.children("variation") }
            for v in own where !IBVariations.isSizeClassKey(v["key"] ?? "") {
                notes.append(ImportNote(elementID: id, message: tr("the variation \"{key}\" is for a trait other than size classes, which no device here has; it is left out", ["key": v["key"] ?? ""]), location: v.location))
            }
            let list = written[id] ?? []
            let parentView = parentOf[id].flatMap { views[$0] }
            let hiddenAttr = view.flag("hidden") && parentView?.name == "stackView"
            let baseFont = elements[id]!.fontSize
            let generated = id == rootID ? elements[id]!.constraints ?? [] : []
            struct State: Hashable {
                var constraints: [String]; var locations: [SourceLocation]; var ids: [String]; var hidden: Bool; var font: Double?
                // Which <constraint> says it doesn't make a size class different.
                static func == (a: State, b: State) -> Bool {
                    (a.constraints, a.locations, a.hidden, a.font) == (b.constraints, b.locations, b.hidden, b.font)
                }
                func hash(into h: inout Hasher) { h.combine(constraints); h.combine(locations); h.combine(hidden); h.combine(font) }
            }
            let state = { (combo: IBCombo) -> State in
                let installed = list.filter { c in
                    IBVariations.installed(c.id, mask: "constraints", in: self.views[c.owner], combo)
                }
                let texts = generated + installed.map { $0.text(holder: id, constant: IBVariations.constant($0, combo)) }
                let locations = generated.map { _ in view.location } + installed.map(\.location)
                let hidden = hiddenAttr || !IBVariations.installed(id, mask: "subviews", in: parentView, combo)
                return State(constraints: texts, locations: locations, ids: generated.map { _ in "" } + installed.map(\.id), hidden: hidden,
                             font: IBVariations.fontSize(view, base: baseFont, combo))
            }
            let split = file.hasVariations ? IBVariations.split(state) : (base: state(IBCombo.all[0]), others: [])
            var element = elements[id]!
            element.constraints = split.base.constraints.isEmpty ? nil : split.base.constraints
            element.constraintLocations = split.base.locations
            constraintIDs[id] = split.base.ids
            element.hidden = split.base.hidden ? true : nil
            element.fontSize = split.base.font
            element.variants = split.others.map { combo, state in
                Variant(when: combo.condition,
                        constraints: state.constraints != split.base.constraints ? state.constraints : nil,
                        hidden: state.hidden != split.base.hidden ? state.hidden : nil,
                        fontSize: state.font != split.base.font ? state.font : nil,
                        constraintLocations: state.constraints != split.base.constraints ? state.locations : [])
            }
            elements[id] = element
        }
    }

    // MARK: Guides

    private func indexGuides() {
        for e in rootView.descendants() + [rootView] {
            if e.name == "keyboardLayoutGuide", let id = e["id"] { guides[id] = .keyboard }
            if e.name == "constraint", e.parent?.name == "constraints", let view = e.parent?.parent {
                if IBFormat.attribute(e["firstAttribute"])?.isMargin == true, let id = e["firstItem"] ?? view["id"] { marginsNamed.insert(id) }
                if IBFormat.attribute(e["secondAttribute"])?.isMargin == true, let id = e["secondItem"] { marginsNamed.insert(id) }
            }
            guard e.name == "viewLayoutGuide", let id = e["id"], let owner = e.parent?["id"] else { continue }
            switch e["key"] {
            case "safeArea": guides[id] = .safeArea(owner: owner)
            case "contentLayoutGuide": guides[id] = .scrollContent(owner)
            case "frameLayoutGuide": guides[id] = .scrollFrame(owner)
            default: guides[id] = .safeArea(owner: owner)
            }
        }
        for g in controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = g["id"] { guides[id] = g["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide }
        }
    }

    // MARK: Constraints

    private func read(_ c: XElement, owner: XElement) {
        guard c["placeholder"] == "YES" else { return read(c, owner: owner, designTime: false) }
        if let id = c["firstItem"] ?? owner["id"] { recorded[id]?.designTimeOnly = true }
        // The build removes it; kept apart, for comparing with Xcode's canvas, which holds it, and
        // nothing said of it.
        let (problemCount, noteCount) = (problems.count, notes.count)
        read(c, owner: owner, designTime: true)
        problems.removeSubrange(problemCount...)
        notes.removeSubrange(noteCount...)
    }

    private func read(_ c: XElement, owner: XElement, designTime: Bool) {
        guard c["active"] != "NO", let ownerID = owner["id"] else { return }
        guard let firstAttribute = IBFormat.attribute(c["firstAttribute"]) else {
            problems.append(file.problem(c, tr("unknown constraint attribute \"{attribute}\"; expected one of Auto Layout's, such as leading or top", ["attribute": c["firstAttribute"] ?? ""])))
            return
        }
        let firstID = c["firstItem"] ?? ownerID
        guard let first = anchor(firstID, firstAttribute, in: c) else { return }
        var second: IBAnchor?
        if let secondID = c["secondItem"] {
            guard let attribute = IBFormat.attribute(c["secondAttribute"]) else {
                problems.append(file.problem(c, tr("unknown constraint attribute \"{attribute}\" for secondAttribute", ["attribute": c["secondAttribute"] ?? ""])))
                return
            }
            guard let a = anchor(secondID, attribute, in: c) else { return }
            second = a
        }
        if !designTime, let secondID = c["secondItem"] {
            noteHeldStill((firstID, c["firstAttribute"]), (secondID, c["secondAttribute"]))
        }
        // The frame guide's far edges are the scroll view's visible frame, which they keep.
        let viaFrameGuide = [firstID, c["secondItem"]].contains { id in
            if case .scrollFrame? = id.flatMap({ guides[$0] }) { return true } else { return false }
        }
        if first.dropped || second?.dropped == true { return }
        if !viaFrameGuide, let pin = farPin(first, second, c, owner: ownerID) {
            if !designTime { farPins[pin.scroll + "/" + pin.edge, default: []].append(pin) }
            return
        }
        // Any other use of the content guide's far edges sets what scrolls, not a frame.
        if first.contentEdge || second?.contentEdge == true { return }
        if !viaFrameGuide && pinsScrolledContent(first, second) { return }
        let relation: Relation = c["relation"] == "greaterThanOrEqual" ? .greaterOrEqual
            : c["relation"] == "lessThanOrEqual" ? .lessOrEqual : .equal
        // An anchor lying off its item's edge moves the constant: a + o₁ = m·(b + o₂) + c.
        let shift = (second.map { IBFormat.multiplier(c["multiplier"]) * $0.offset } ?? 0) - first.offset
        var priority = min(1000, max(1, c.double("priority") ?? 1000))
        if priority == 1000, yieldsInOwnCell(first, second) || yieldsInOlderCell(first, second) {
            priority = ConstraintSpec.requiredBrokenFirst
        }
        let constraint = IBConstraint(id: c["id"] ?? "", owner: ownerID, first: first, relation: relation, second: second,
                                      multiplier: IBFormat.multiplier(c["multiplier"]), constant: (c.double("constant") ?? 0) + shift,
                                      priority: priority, location: c.location,
                                      constantVariations: c.children("variation").compactMap { v in
                                          v.double("constant").map { (v["key"] ?? "", $0 + shift) } })
        let holder = constraint.holder(root: rootID) { outer, inner in self.isInside(inner, outer) }
        if designTime {
            designTimeConstraints[holder, default: []].append(constraint.text(holder: holder, constant: constraint.constant))
        } else {
            written[holder, default: []].append(constraint)
        }
    }

    /// A freeform size other than the canvas's own: Xcode draws a scene sized exactly as its
    /// device (as Xcode 26 writes many) with the device's safe area, not its own edges.
    /// Worked out once: every safe-area and margin anchor of the scene asks.
    private lazy var isFreeform: Bool = {
        guard let size = controller?.child("size", key: "freeformSize") else { return false }
        // Turned the other way from the canvas, it is a size of its own: Xcode draws the scene so.
        guard let canvas = file.canvasSize, let width = size.double("width"), let height = size.double("height") else { return true }
        return !(width == canvas.width && height == canvas.height)
    }()
    /// A navigation bar's height on this scene's canvas: 54 pt in iOS 26 (Xcode 26), else 56 pt
    /// in a page sheet (iOS 13 to 18) and UIKit's 44 pt elsewhere.
    private var navigationBarHeight: Double { file.drawsIOS26 ? 54 : bars.sheet ? 56 : 44 }
    /// The scene's `freeformSize` where it is a size of its own (`isFreeform`), not the canvas's.
    private var freeformSize: XElement? { isFreeform ? controller?.child("size", key: "freeformSize") : nil }
    private var freeformWidth: Double? { freeformSize?.double("width") }
    /// A popover, or a Today widget or notification in Notification Center: its own view is its
    /// safe area, under no status bar.
    private var drawnApart: Bool {
        (bars.popover || inNotificationCenter) && bars.navigationBar == nil && bars.tabBar == nil
    }
    /// A Today widget or a notification, which Xcode draws in Notification Center
    /// (`simulatedAppContext="notificationCenter"` on its view).
    private var inNotificationCenter: Bool { rootView["simulatedAppContext"] == "notificationCenter" }
    /// A page sheet on a phone, drawn as a card below the top (with a navigation bar, where Xcode
    /// drew that at the card's top).
    private var isSheet: Bool {
        bars.sheet && bars.tabBar == nil && !isFreeform && (bars.navigationBar == nil || file.drawsSheetBarsAtCardTop)
    }
    /// A sheet without a navigation bar: its own top is the top of its safe area.
    private var sheetOwnsTop: Bool { isSheet && bars.navigationBar == nil }
    /// Where Xcode's canvas drew this page sheet on a notched iPhone, where not as the device.
    /// Worked out once: the card, its bar and the screen each ask.
    private lazy var canvasSheet: CanvasSheet? = {
        guard fillsScreen, isSheet, let insets = authoredPhoneInsets else { return nil }
        let tools = file.toolsVersion ?? 99999
        return IBDevices.canvasSheet(tools: tools, inset: IBDevices.canvasTopInset(canvas: file.authoredCanvas, tools: tools) ?? insets.top,
                                     stacked: bars.stackedSheet)
    }()
    /// Where a page sheet's card (or its navigation bar) starts: 10 pt below the safe area's top,
    /// and at least 20 pt down where that is 0 (a canvas without a status bar); where the canvas
    /// draws the card 10 pt from its top (`canvasSheet`), whose safe area is then 0, 10 pt down.
    private var sheetTop: [String] {
        (canvasSheet?.top ?? 20) < 20 ? ["top == safeArea.top + 10"] : ["top == safeArea.top + 10 @ 999", "top >= screen.top + 20"]
    }

    /// Where a safe area's edge lies: the screen's for a scene's view; a view's own edges for a
    /// view that doesn't cover the screen, and at a freeform scene's sides and bottom, a sheet's
    /// top and all round a popover; a freeform xib view's inset by its device's bars.
    private func safeAreaAnchor(_ owner: String, _ attribute: Attribute) -> IBAnchor {
        guard owner == rootID else { return subviewSafeArea(owner, attribute) }
        let sides: Set<Attribute> = [.bottom, .leading, .trailing, .left, .right, .centerX, .width]
        if fillsScreen, isFreeform, attribute == .bottom {
            // Its bottom is the Home indicator's inset above its own, as the device draws it.
            return IBAnchor(item: rootID, attribute: .bottom, offset: -freeformBottomInset)
        }
        if fillsScreen, isFreeform, sides.contains(attribute) { return IBAnchor(item: rootID, attribute: attribute) }
        if fillsScreen, sheetOwnsTop, attribute == .top || attribute == .bottom {
            // The card's own safe area: none at its top on a device, above the Home indicator at
            // its bottom, and as the canvas drew it on the authored one (`LayoutTraits.pageSheet`).
            safeAreaOwners.insert(rootID)
            return IBAnchor(item: rootID, attribute: attribute == .top ? .topMargin : .bottomMargin)
        }
        // A popover's or a Notification Center scene's safe area is its own view, clear of the
        // screen's bars.
        if fillsScreen, drawnApart { return IBAnchor(item: rootID, attribute: attribute) }
        if let insets = freeformInsets {
            let offsets: [Attribute: Double] = [.top: insets.top, .bottom: -insets.bottom,
                                                .centerY: (insets.top - insets.bottom) / 2, .height: -(insets.top + insets.bottom)]
            if let offset = offsets[attribute] { return IBAnchor(item: rootID, attribute: attribute, offset: offset) }
        }
        return IBAnchor(item: fillsScreen ? "safeArea" : rootID, attribute: attribute)
    }

    /// A subview's own safe area: its bounds less what of it lies under a bar, the sensor
    /// housing or the Home indicator. Where nothing names the view's margins, they stand for it
    /// (margins of zero, inside the safe area); else, and for a size, the view's own edges.
    private func subviewSafeArea(_ owner: String, _ attribute: Attribute) -> IBAnchor {
        let asMargin: [Attribute: Attribute] = [.top: .topMargin, .bottom: .bottomMargin, .leading: .leadingMargin,
                                                .trailing: .trailingMargin, .left: .leftMargin, .right: .rightMargin,
                                                .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins]
        // A scroll view's own safe area is its frame's, clear of the status bar and the Home
        // indicator, as any view's (KeePassium's forms centred in it); what it scrolls has none.
        // Its sides stay its frame's, as Xcode drew a scroll view's margins-free content.
        let ownScroll = views[owner]?.name == "scrollView" && [.top, .bottom, .centerY].contains(attribute)
        guard safeAreaIsTheScreens, !marginsNamed.contains(owner), keepsInsideSafeArea(ownScroll ? parentOf[owner] : owner),
              let margin = asMargin[attribute] else { return IBAnchor(item: owner, attribute: attribute) }
        safeAreaOwners.insert(owner)
        return IBAnchor(item: owner, attribute: margin)
    }

    /// An item and attribute as the document model names them; nil (with a problem) for an id
    /// the file doesn't hold.
    private func anchor(_ id: String, _ attribute: Attribute, in c: XElement) -> IBAnchor? {
        if let guide = guides[id] {
            switch guide {
            case .safeArea(let owner):
                let placed = safeAreaAnchor(owner, attribute)
                return placed.item == "safeArea" ? placed : remapping(c, placed)
            case .scrollFrame(let scroll):
                return IBAnchor(item: scroll, attribute: attribute)
            case .scrollContent(let scroll):
                // The content guide's far edges and size set the scrolled content's size, not a frame.
                let origin: Set<Attribute> = [.top, .leading, .left]
                if origin.contains(attribute) { return IBAnchor(item: scroll, attribute: attribute) }
                return [.trailing, .right, .bottom].contains(attribute)
                    ? IBAnchor(item: scroll, attribute: attribute, contentEdge: true) : IBAnchor.dropped
            case .topLayoutGuide:
                if let top = embeddedTopGuide, attribute == .top || attribute == .bottom {
                    return remapping(c, IBAnchor(item: rootID, attribute: .top, offset: top))
                }
                if sheetOwnsTop { return remapping(c, IBAnchor(item: rootID, attribute: attribute == .bottom ? .top : attribute)) }
                // Xcode draws the guide's top where its bottom is: a view pinned to either sits
                // below the status bar, or at the top of a view that starts below an opaque bar.
                if attribute == .top || attribute == .bottom { return IBAnchor(item: "safeArea", attribute: .top) }
                return IBAnchor(item: "screen", attribute: attribute)
            case .bottomLayoutGuide:
                // A freeform scene ends where its own view does, not at the screen's bottom.
                if isFreeform { return remapping(c, IBAnchor(item: rootID, attribute: attribute == .top ? .bottom : attribute)) }
                return IBAnchor(item: attribute == .top ? "safeArea" : "screen", attribute: attribute == .top ? .bottom : attribute)
            case .keyboard:
                // UIKeyboardLayoutGuide: with the keyboard down, a strip at the safe area's bottom.
                if isFreeform { return remapping(c, IBAnchor(item: rootID, attribute: attribute == .top ? .bottom : attribute)) }
                return IBAnchor(item: "keyboard", attribute: attribute)
            }
        }
        guard let view = views[id] ?? file.byID[id] else {
            problems.append(file.problem(c, tr("the constraint names object id \"{id}\", which the file doesn't hold; delete the constraint in Xcode or restore the view", ["id": id])))
            return nil
        }
        guard views[id] != nil else {
            note(c, tr("a constraint to {view} \"{id}\", outside this scene's views, is left out", ["view": view.name, "id": id]))
            return .dropped
        }
        if id == rootID, fillsScreen, isFreeform, attribute.isMargin,
           ![.topMargin, .bottomMargin, .centerYWithinMargins].contains(attribute) {
            // A freeform scene is wider or narrower than the screen: its side margins are its own.
            return IBAnchor(item: rootID, attribute: attribute)
        }
        if id == rootID, fillsScreen, isFreeform, attribute == .bottomMargin {
            // Its bottom margin is where its safe area ends: at its own bottom, not the screen's.
            return IBAnchor(item: rootID, attribute: .bottom)
        }
        if id == rootID, fillsScreen, attribute.isMargin {
            // Before iOS 11 a root view's top and bottom margins were its edges, not its layout guides'.
            // Nor are they where the root view doesn't inset its margins from the safe area: its
            // system margins are 0 at the top and bottom (KeePassium's passcode screen).
            if rootMarginsAtEdges, [.topMargin, .bottomMargin].contains(attribute) {
                return IBAnchor(item: rootID, attribute: attribute.frameAttribute)
            }
            return IBAnchor(item: "margins", attribute: attribute.frameAttribute)
        }
        if attribute.isMargin, id != rootID { marginOwners.insert(id) }
        return IBAnchor(item: id, attribute: attribute)
    }

    /// A view's margins lie inside its safe area unless the file says otherwise
    /// (`insetsLayoutMarginsFromSafeArea="NO"`, as Xcode writes for a cell's content view), in a
    /// scene laid out on the screen; a view drawn on its own has no safe area to keep out of.
    private func keepMarginsInsideSafeArea() {
        guard safeAreaIsTheScreens else { return }
        func keep(_ id: String, zeroMargins: Bool) {
            guard var element = elements[id] else { return }
            var traits = element.traits ?? LayoutTraits()
            traits.marginsInsideSafeArea = true
            if zeroMargins { traits.layoutMargins = .all(0) }
            element.traits = traits
            elements[id] = element
        }
        for id in marginOwners.sorted() where views[id]?["insetsLayoutMarginsFromSafeArea"] != "NO" && keepsInsideSafeArea(id) {
            keep(id, zeroMargins: false)
        }
        for id in safeAreaOwners.sorted() { keep(id, zeroMargins: true) }
        if safeAreaOwners.contains(rootID) { elements[rootID]?.traits?.pageSheet = true }
    }

    /// Whether the scene's safe area is the screen's, which views' margins are measured against:
    /// a freeform scene's, a popover's or Notification Center scene's, and a freeform xib view's
    /// is (in part) its own edges.
    private var safeAreaIsTheScreens: Bool { fillsScreen && !isFreeform && !drawnApart && freeformInsets == nil }

    /// Whether a view's margins can follow the safe area: not a stack's, which arranges its views
    /// inside its margins as they are written; not a scroll view's, nor anything it scrolls (a
    /// list's cells too), which UIKit moves clear of the bars instead.
    private func keepsInsideSafeArea(_ id: String?) -> Bool {
        guard let id else { return true }
        guard views[id]?.name != "stackView" else { return false }
        var current: String? = id
        while let c = current {
            if let name = views[c]?.name, Self.scrolling.contains(name) { return false }
            current = parentOf[c]
        }
        return true
    }
    private static let scrolling: Set<String> = ["scrollView", "tableView", "collectionView", "tableViewCell",
                                                 "collectionViewCell", "tableViewCellContentView", "collectionViewCellContentView"]

    private static let verticalAttributes: Set<String> = ["top", "bottom", "centerY", "topMargin", "bottomMargin", "centerYWithinMargins"]

    /// A subview of a scroll view placed up or down against the scroll view's frame guide or own
    /// safe area stays where the scroll view is: the content inset that moves its content at rest
    /// doesn't move it.
    private func noteHeldStill(_ a: (id: String, attribute: String?), _ b: (id: String, attribute: String?)) {
        // Most constraints name no guide: they are passed over before any set is looked in.
        guard guides[a.id] != nil || guides[b.id] != nil else { return }
        for (guide, other) in [(a, b.id), (b, a.id)] where Self.verticalAttributes.contains(guide.attribute ?? "") {
            switch guides[guide.id] {
            case .scrollFrame(let scroll)?: if parentOf[other] == scroll { scrollHeld.insert(other) }
            case .safeArea(let owner)? where views[owner]?.name == "scrollView":
                if parentOf[other] == owner { scrollHeld.insert(other) }
            default: break
            }
        }
    }

    /// A subview pinned to its scroll view's far edges sets the scrolled content's size, as the
    /// content guide's edges do, not the subview's frame. Centres and sizes relate to the scroll
    /// view's frame (the usual way to stop sideways scrolling), so they stay.
    private func pinsScrolledContent(_ a: IBAnchor, _ b: IBAnchor?) -> Bool {
        guard let b else { return false }
        for (scroll, other) in [(a, b), (b, a)] {
            guard let view = views[scroll.item], ["scrollView", "tableView", "collectionView", "textView"].contains(view.name),
                  Self.farEdges.contains(scroll.attribute), isInside(other.item, scroll.item) else { continue }
            return true
        }
        return false
    }

    /// A view inside a scroll view pinned to the far edge of its content (the scroll view's own
    /// trailing or bottom, its margins', or its content guide's): `inner + offset` is where the
    /// content ends along `horizontal`.
    struct FarPin {
        let scroll: String
        /// "trailing", "right" or "bottom": pins to one edge end together, and a right edge is
        /// not a trailing one in right-to-left layouts.
        let edge: String
        let inner: IBAnchor
        let offset: Double
        let priority: Double
        let owner: String
        let location: SourceLocation
    }

    private func farPin(_ a: IBAnchor, _ b: IBAnchor?, _ c: XElement, owner: String) -> FarPin? {
        // Only a pin the same in every size class: the one made of two applies in all of them.
        guard let b, Self.farEdges.contains(a.attribute) || Self.farEdges.contains(b.attribute),
              c["relation"] == nil, IBFormat.multiplier(c["multiplier"]) == 1,
              c.children("variation").isEmpty, !maskedConstraints.contains(c["id"] ?? "") else { return nil }
        let constant = c.double("constant") ?? 0
        for (edge, inner, sign) in [(a, b, 1.0), (b, a, -1.0)] {
            guard Self.farEdges.contains(edge.attribute), let view = views[edge.item], view.name == "scrollView",
                  isInside(inner.item, edge.item), !inner.isGuide, !inner.contentEdge else { continue }
            let horizontal = edge.attribute != .bottom && edge.attribute != .bottomMargin
            // The content's margins lie inside its far edges (UIKit's default 8 pt).
            var margin = 0.0
            if edge.attribute.isMargin {
                let m = elements[edge.item]?.traits?.layoutMargins ?? .all(8)
                margin = horizontal ? m.right : m.bottom
            }
            // edge == inner + c (sign 1), or inner == edge + c (sign −1): inner + offset = end.
            let name = !horizontal ? "bottom" : [.right, .rightMargin].contains(edge.attribute) ? "right" : "trailing"
            return FarPin(scroll: edge.item, edge: name, inner: inner, offset: sign * constant + margin,
                          priority: min(1000, max(1, c.double("priority") ?? 1000)), owner: owner, location: c.location)
        }
        return nil
    }

    /// Views pinned to the far edge of one scroll view's content end where it ends, wherever that
    /// is: UIKit sizes the content by them. Each is pinned to the strongest, at the weaker of the
    /// two priorities.
    private func endTogether() {
        for key in farPins.keys.sorted() {
            guard let pins = farPins[key], let strongest = pins.indices.max(by: { pins[$0].priority < pins[$1].priority }) else { continue }
            let first = pins[strongest]
            for (index, pin) in pins.enumerated() where index != strongest {
                let constraint = IBConstraint(id: "", owner: pin.owner, first: pin.inner, relation: .equal, second: first.inner,
                                              multiplier: 1, constant: first.offset - pin.offset, priority: min(pin.priority, first.priority),
                                              location: pin.location, constantVariations: [])
                let holder = constraint.holder(root: rootID) { outer, inner in self.isInside(inner, outer) }
                written[holder, default: []].append(constraint)
            }
        }
    }

    /// The authored iPhone's Home indicator inset, as Xcode draws it (twice as deep in Xcode 16
    /// and 26), at the bottom of a freeform scene: 68 pt in 9 of 13 such pins of Xcode 16 and 26,
    /// 34 in 3, on notched iPhones; none on Home-button ones.
    private lazy var freeformBottomInset: Double = {
        guard let insets = authoredPhoneInsets else { return 0 }
        return insets.bottom * (IBDevices.doublesSafeArea(tools: file.toolsVersion ?? 99999) ? 2 : 1)
    }()

    /// Whether Xcode drew this scene's canvas without a status bar. Xcode 11 to 14.2 drew
    /// Home-button iPhones so; from Xcode 14.3 (tools 21700) on, Xcode draws it again. Of views
    /// pinned to the safe area's top in scenes outside containers in batches 14 to 32, 101 of
    /// tools 14800 to 21699 (14 of them from 21200 on) are at 0, none at 20; of 52 from 21700 on,
    /// 46 are at 20 and one at 0. Files still on the older layout
    /// guides too: their top guide sat at 0 in 26 of 28 such scenes of those versions. A page
    /// sheet starts 20 pt down on those iPhones either way, on safe areas or on the older guides
    /// (24 such scenes 647 pt tall on the 4.7-inch iPhone, none 637). Xcode 11's betas (tools
    /// 14800 on, which also draw page sheets) already drew them so: views pinned to the top guide
    /// or safe area at 0 in all 7 such scenes of batches 24 and 25, at 20 in 33 of 41 from tools
    /// 14490 and before.
    private var canvasHidesStatusBar: Bool {
        let tools = file.toolsVersion ?? 99999
        return tools >= 14800 && (tools < 21700 || fillsScreen && isSheet)
            && IBDevices.hasHomeButton(device: file.authoredDevice, canvas: file.authoredCanvas)
    }

    /// Where a child scene's top layout guide ends, below its own top: Xcode draws a scene in a
    /// container view as if it were under the canvas's status bar (5 of 5 such pins in batches 24
    /// and 25: 20 pt on a 4.7-inch canvas, 44 on a notched one before Xcode 14). Nil for a scene
    /// that fills the screen or a view without a controller, and off iPhones.
    private lazy var embeddedTopGuide: Double? = {
        guard controller != nil, !fillsScreen, let insets = authoredPhoneInsets else { return nil }
        return canvasHidesStatusBar ? 0 : canvasTop(of: insets)
    }()

    /// The authored iPhone's top inset as Xcode's canvas drew it: a notched one's by
    /// `IBDevices.canvasTopInset` (44 pt before Xcode 14), a Home-button one's its own.
    private func canvasTop(of insets: Insets) -> Double {
        guard insets.top > 20 else { return insets.top }
        return IBDevices.canvasTopInset(canvas: file.authoredCanvas, tools: file.toolsVersion ?? 99999) ?? insets.top
    }

    /// The authored iPhone's safe-area insets in portrait, which freeform scenes and views are
    /// drawn with; nil on other devices and in landscape.
    private lazy var authoredPhoneInsets: Insets? = {
        guard file.authoredOrientation != .landscape, let id = file.authoredDevice,
              let device = try? DeviceCatalog.bundled().lookup(id), device.family == .iPhone else { return nil }
        return device.safeArea.portrait
    }()

    /// A freeform xib view's safe area: Xcode draws such a view as a controller's, under the
    /// status bar and above the Home indicator of the iPhone it was designed on (a Home-button
    /// iPhone's bar from Xcode 14.3 on; the indicator from 14.3, or where the view is wider than
    /// the canvas). Those insets are the device's own, not the canvas's quirks: where the app
    /// puts the view decides its safe area on another device, which the file doesn't say. Over
    /// batches 14 to 19 this put 99 more views where Xcode has them than before. Nil for any
    /// other screen.
    private lazy var freeformInsets: (top: Double, bottom: Double)? = {
        guard controller == nil, !fillsScreen, IBViews.isFreeform(rootView),
              let insets = authoredPhoneInsets else { return nil }
        let tools = file.toolsVersion ?? 99999
        // Under a notched iPhone's status bar as the canvas drew it, as for a scene: 44 pt before
        // Xcode 14, not the 47 or 48 pt the catalog gives from iOS 14 (Zap's Xcode 11 xibs,
        // Micro.blog's and SwiftMessages' of Xcode 12).
        let top = insets.top > 20 || tools >= 21700 ? canvasTop(of: insets) : 0
        let wider = (IBViews.frame(of: rootView)?.width ?? 0) > (file.canvasSize?.width ?? .infinity) + 0.5
        let bottom = tools >= 21700 || wider ? insets.bottom : 0
        return (top, bottom)
    }()

    /// Constraints whose guide Inset places otherwise than the file names it (a freeform or
    /// presented scene's safe area as its own view's edges): rewriting one from the model would
    /// lose the guide, so an edit to one is refused.
    private var remapped: Set<String> = []

    /// `anchor`, for a guide `c` names that Inset places at a view's own edges.
    private func remapping(_ c: XElement, _ anchor: IBAnchor) -> IBAnchor {
        if let id = c["id"] { remapped.insert(id) }
        return anchor
    }


    /// A xib's own table or collection cell, and its content view, when this screen is one.
    private lazy var ownCell: (cell: String, content: String, ambiguous: Bool)? = {
        guard ["tableViewCell", "collectionViewCell"].contains(rootView.name), rootView.parent?.name == "objects",
              let content = IBViews.children(of: rootView).first(where: { $0["key"] == "contentView" }),
              let contentID = content["id"] else { return nil }
        return (rootID, contentID, content.flag("ambiguous"))
    }()

    /// Xcode lays a xib's own cell out from the top, each view at its own size: where the content
    /// can't fit the cell's recorded height, the pins to the content view's bottom (or centre)
    /// give way, not a view's size, and across too where Xcode marked the content ambiguous. They
    /// stay required, the first a conflict breaks (`ConstraintSpec.requiredBrokenFirst`): just
    /// below required, they had squeezed labels that resist at 750 (MIT Mobile's hold cells).
    /// (A storyboard's cell did so up to Xcode 10, `yieldsInOlderCell`; later ones break the
    /// innermost constraint, as Inset does where nothing says otherwise.) In
    /// batches 14 to 17 this put 58 views where Xcode has them and moved 2.
    private func yieldsInOwnCell(_ a: IBAnchor, _ b: IBAnchor?) -> Bool {
        guard let cell = ownCell, let b else { return false }
        let holders = [cell.cell, cell.content]
        let (side, other) = holders.contains(a.item) ? (a, b) : (b, a)
        guard holders.contains(side.item), !other.isGuide, !holders.contains(other.item), isInside(other.item, cell.content) else {
            return false
        }
        var yielding: Set<Attribute> = [.bottom, .bottomMargin, .centerY, .centerYWithinMargins]
        if cell.ambiguous { yielding.formUnion([.trailing, .trailingMargin, .right, .centerX, .centerXWithinMargins]) }
        return yielding.contains(side.attribute)
    }

    /// Xcode 10 and before (tools below 14800, where Xcode 11's betas begin) laid a storyboard's
    /// cells out as it lays a xib's own cell: where the content can't fit the row, the pins to the
    /// content view's bottom or centre give way, not a view's size (MyFitMembers' 40 pt fields in
    /// 34 pt rows, SuccessEntellus' 30 pt buttons); Xcode 11 on breaks the innermost constraint, as
    /// Inset does anywhere. In the corpora's cell conflicts, all 7 of Xcode 10 and before broke the
    /// bottom pins, 20 of 21 later ones a view's own size (Goodz's avatars, PhysioSync's, BeMe's,
    /// Mongle's). Such a pin stays required, the first a conflict breaks
    /// (`ConstraintSpec.requiredBrokenFirst`): it still stretches a view to the row where nothing
    /// conflicts, and gives way to any size a view must keep.
    private func yieldsInOlderCell(_ a: IBAnchor, _ b: IBAnchor?) -> Bool {
        guard let tools = file.toolsVersion, tools < 14800, let b, file.isStoryboard else { return false }
        func isCell(_ id: String) -> Bool {
            guard let name = views[id]?.name else { return false }
            return ["tableViewCell", "collectionViewCell", "tableViewCellContentView", "collectionViewCellContentView"].contains(name)
                || views[id]?["key"] == "contentView" && ["tableViewCell", "collectionViewCell"].contains(views[id]?.parent?.name ?? "")
        }
        let (side, other) = isCell(a.item) ? (a, b) : (b, a)
        guard isCell(side.item), !other.isGuide, !isCell(other.item), isInside(other.item, side.item) else { return false }
        return [Attribute.bottom, .bottomMargin, .centerY, .centerYWithinMargins].contains(side.attribute)
    }

    /// A scroll view's far edges, as its subviews pin them.
    private static let farEdges: Set<Attribute> = [.trailing, .right, .bottom, .trailingMargin, .rightMargin, .bottomMargin]

    private func isInside(_ item: String, _ ancestor: String) -> Bool {
        var current = parentOf[item]
        while let c = current { if c == ancestor { return true }; current = parentOf[c] }
        return false
    }
}

enum IBGuide {
    case safeArea(owner: String)
    case scrollContent(String), scrollFrame(String)
    case topLayoutGuide, bottomLayoutGuide
    /// The view's `keyboardLayoutGuide` (iOS 15): the keyboard when shown.
    case keyboard
}
