/// The system bars around a scene: a navigation or tab bar controller's, reached through
/// relationship segues and pushes, or the simulated metrics IB draws when there is no container.
struct IBBars: Hashable {
    /// The bar's object id in the file and whether it is opaque (content starts below it).
    var navigationBar: (id: String, opaque: Bool, largeTitle: Bool)?
    var tabBar: (id: String, opaque: Bool)?
    var toolbar: String?
    /// Presented modally as a page sheet, which Xcode 11 and later draw as a card below the top.
    var sheet = false
    /// A sheet presented only from other sheets, stacked on them.
    var stackedSheet = false
    /// Shown only as a popover, which Xcode draws without the screen's status bar or insets.
    var popover = false
    /// Held by a navigation controller, even one that hides its bar.
    var inNavigation = false

    static func == (a: IBBars, b: IBBars) -> Bool {
        a.navigationBar?.id == b.navigationBar?.id && a.tabBar?.id == b.tabBar?.id && a.toolbar == b.toolbar
            && a.sheet == b.sheet && a.stackedSheet == b.stackedSheet && a.popover == b.popover
            && a.inNavigation == b.inNavigation
    }
    func hash(into h: inout Hasher) {
        h.combine(navigationBar?.id); h.combine(tabBar?.id); h.combine(toolbar); h.combine(sheet); h.combine(stackedSheet)
        h.combine(popover); h.combine(inNavigation)
    }
}

struct IBContainment {
    private var barsByController: [String: IBBars] = [:]
    /// Scenes shown inside another's container view (`embed` segues): sized by the container,
    /// as their recorded root view is, not by the screen.
    private(set) var embedded: Set<String> = []

    static let containerTags: Set<String> = ["navigationController", "tabBarController", "splitViewController",
                                             "pageViewController", "viewControllerPlaceholder"]

    static func isContainer(_ controller: XElement) -> Bool { containerTags.contains(controller.name) }

    init(file: IBFile) {
        let controllers = file.root.descendants().filter { $0["sceneMemberID"] == "viewController" }
        // A segue leaves from the controller, or from a button, cell or bar button item in it.
        func segues(_ c: XElement) -> [XElement] {
            c.descendants().filter { $0.name == "segue" }.map { s in
                s["reference"].flatMap { file.byID[$0] } ?? s
            }
        }
        func controller(_ id: String?) -> XElement? { id.flatMap { file.byID[$0] } }
        // A scene that is also a tab's or a navigation stack's (a relationship's destination) is
        // drawn as that, filling the screen (The Wave's profile, embedded in another scene too).
        var related = Set<String>()
        for segue in file.root.descendants() where segue.name == "segue" {
            guard let destination = segue["destination"] else { continue }
            if segue["kind"] == "embed" { embedded.insert(destination) }
            if segue["kind"] == "relationship" { related.insert(destination) }
        }
        embedded.subtract(related)
        // The tabs of an embedded tab bar controller are drawn in its container too, at its size
        // (Decred's security page: a 400 pt container holding its PIN and password tabs).
        for id in embedded {
            guard let c = controller(id), c.name == "tabBarController" else { continue }
            for s in segues(c) where s["relationship"] == "viewControllers" {
                if let tab = s["destination"] { embedded.insert(tab) }
            }
        }

        // Navigation: a root view controller and everything pushed from it sits under the bar.
        var nav: [String: (id: String, opaque: Bool, largeTitle: Bool)] = [:]
        // The navigation controller each scene under a bar belongs to, for one presented as a sheet.
        var navOwner: [String: String] = [:]
        var tab: [String: (id: String, opaque: Bool)] = [:]
        // Scenes a navigation controller that hides its bar holds: pushed, so not presented, but under no bar.
        var underHiddenBar: Set<String> = []
        // The scene the app starts on is shown outside any container, whatever pushes back to it.
        let initial = file.root["initialViewController"]
        // Scenes a navigation stack shows a toolbar under.
        var withToolbar: Set<String> = []
        func push(from start: XElement, bar: (id: String, opaque: Bool, largeTitle: Bool)?, owner: String? = nil,
                  toolbar: Bool = false) {
            // `hidden`: no bar because the navigation controller hides it, not because a scene set none.
            var queue = [(start, bar, bar == nil, toolbar)], seen = Set<String>()
            let prefersLarge = bar?.largeTitle ?? false
            while let (c, bar, hidden, toolbar) = queue.popLast() {
                if c.name == "tabBarController", let id = c["id"], seen.insert(id).inserted {
                    // A tab bar controller inside a navigation controller: each tab sits under the
                    // bar, and what the controller itself shows is pushed onto that stack.
                    for s in segues(c) where s["relationship"] == "viewControllers" || ["show", "push"].contains(s["kind"] ?? "") {
                        if let next = controller(s["destination"]) { queue.append((next, bar, hidden, toolbar)) }
                    }
                    continue
                }
                guard let id = c["id"], seen.insert(id).inserted, !Self.isContainer(c), id == start["id"] || id != initial else { continue }
                var bar = bar
                // A scene that sets its simulated bar's look itself is drawn with that look, and
                // so are the scenes it shows, which infer theirs from it.
                if let top = c.keyed("simulatedTopBarMetrics"), top.name == "simulatedNavigationBarMetrics" {
                    if bar == nil, hidden {
                        // Set on a scene of a controller that hides its bar, it is drawn all the
                        // same, over that scene and those it shows (OpenArchive's preview, 8 views).
                        bar = ("\(id)-navigationBar", top["translucent"] == "NO", false)
                    } else {
                        bar?.opaque = top["translucent"] == "NO"
                    }
                }
                if let inherited = bar?.largeTitle {
                    // A title shows large or small as the item that pushed it did, unless it says
                    // which itself: after Trailer's servers list and snoozing presets ("never"),
                    // the scenes they show are drawn under a small bar; a freeform scene they show
                    // is drawn under the stack's own (its server details, large).
                    let mode = c.keyed("navigationItem")?["largeTitleDisplayMode"]
                    let freeform = c.child("size", key: "freeformSize") != nil
                    bar?.largeTitle = mode == "always" || freeform && mode == nil ? prefersLarge : mode == "never" ? false : inherited
                }
                if let bar { if nav[id] == nil { nav[id] = bar; navOwner[id] = owner } } else { underHiddenBar.insert(id) }
                // Xcode infers a pushed scene's top bar from the scene that pushes it: after one set
                // to "Top Bar: None", the scenes it shows are drawn under no bar either.
                let noBar = c.keyed("simulatedTopBarMetrics")?.name == "nil"
                let onward = noBar ? nil : bar
                // The stack's toolbar (`toolbarHidden="NO"`) shows under each scene that doesn't hide
                // it, and Xcode infers a pushed scene's from the scene that pushes it: Trailer's
                // servers list and snoozing presets simulate one, and the scenes they show are
                // drawn above it (10 views).
                let hidesToolbar = c["hidesBottomBarWhenPushed"] == "YES"
                if toolbar && !hidesToolbar { withToolbar.insert(id) }
                let onwardToolbar = toolbar || (!hidesToolbar && c.keyed("simulatedBottomBarMetrics")?.name == "simulatedToolbarMetrics")
                for s in segues(c) where ["show", "push", "showDetail"].contains(s["kind"] ?? "") {
                    if let next = controller(s["destination"]) { queue.append((next, onward, hidden && !noBar && bar == nil, onwardToolbar)) }
                }
            }
        }
        // A navigation controller that hides its bar still pushes, but covers nothing.
        for nc in controllers where nc.name == "navigationController" {
            var info: (id: String, opaque: Bool, largeTitle: Bool)?
            if nc["navigationBarHidden"] != "YES" {
                guard let bar = nc.keyed("navigationBar"), let barID = bar["id"] else { continue }
                info = (barID, bar["translucent"] == "NO", bar["largeTitles"] == "YES")
            }
            for s in segues(nc) where s["relationship"] == "rootViewController" {
                if let root = controller(s["destination"]) { push(from: root, bar: info, owner: nc["id"], toolbar: nc["toolbarHidden"] == "NO") }
            }
        }
        // A scene outside any navigation controller that simulates a navigation bar: Xcode takes
        // what it shows as pushed under that bar, not presented (Kukai's onboarding, 35 views).
        // A tab bar controller that simulates one is inside a navigation controller of another file.
        for c in controllers where (!Self.isContainer(c) || c.name == "tabBarController") && nav[c["id"] ?? ""] == nil
            && !underHiddenBar.contains(c["id"] ?? "") {
            guard let id = c["id"], let top = c.keyed("simulatedTopBarMetrics"), top.name == "simulatedNavigationBarMetrics" else { continue }
            push(from: c, bar: ("\(id)-navigationBar", top["translucent"] == "NO", false))
        }
        // A split view controller of iOS 14's column style puts each column in a navigation
        // controller of its own.
        for sc in controllers where sc.name == "splitViewController" && sc["allowDoubleColumnStyle"] == "YES" {
            for s in segues(sc) where s["kind"] == "relationship" {
                guard let child = controller(s["destination"]), let id = child["id"], !Self.isContainer(child) else { continue }
                push(from: child, bar: ("\(id)-navigationBar", false, false))
            }
        }
        // A tab's scenes sit above its bar: a navigation controller's root and what it pushes.
        func underTabBar(_ child: XElement, _ info: (id: String, opaque: Bool)) {
            var queue = [child], seen = Set<String>()
            while let c = queue.popLast() {
                guard let id = c["id"], seen.insert(id).inserted else { continue }
                if c.name == "navigationController" {
                    for r in segues(c) where r["relationship"] == "rootViewController" {
                        if let next = controller(r["destination"]) { queue.append(next) }
                    }
                    continue
                }
                if tab[id] == nil, c["hidesBottomBarWhenPushed"] != "YES" { tab[id] = info }
                for r in segues(c) where ["show", "push"].contains(r["kind"] ?? "") {
                    if let next = controller(r["destination"]) { queue.append(next) }
                }
            }
        }
        for tc in controllers where tc.name == "tabBarController" {
            guard let bar = tc.keyed("tabBar"), let barID = bar["id"] else { continue }
            for s in segues(tc) where s["relationship"] == "viewControllers" {
                if let child = controller(s["destination"]) { underTabBar(child, (barID, bar["translucent"] == "NO")) }
            }
        }
        // A navigation controller that simulates a tab bar is a tab of a tab bar controller in
        // another file: Xcode draws its scenes above that bar (Impact Hub's tabs, 4 lists).
        for nc in controllers where nc.name == "navigationController" {
            guard let id = nc["id"], let bottom = nc.keyed("simulatedBottomBarMetrics"), bottom.name == "simulatedTabBarMetrics" else { continue }
            underTabBar(nc, ("\(id)-tabBar", bottom["translucent"] == "NO"))
        }
        let pushed = Set(nav.keys).union(tab.keys).union(underHiddenBar)
        let adapting = Self.popoversAsSheets(in: file, controllers: controllers)
        let sheets = (file.toolsVersion ?? 99999) >= 14800 && file.platform == .iOS
            ? Self.sheets(in: file, controllers: controllers, pushed: pushed, initial: initial, segues: segues,
                          adapting: adapting) : []
        let popovers = Self.popovers(controllers: controllers, pushed: pushed, initial: initial, segues: segues)
            .subtracting(adapting)
        var presenters: [String: Set<String>] = [:]
        for c in controllers {
            guard let id = c["id"] else { continue }
            for s in segues(c) where s["kind"] != "unwind" {
                if let destination = s["destination"], sheets.contains(destination) { presenters[destination, default: []].insert(id) }
            }
        }
        for c in controllers {
            guard let id = c["id"] else { continue }
            var bars = IBBars(navigationBar: nav[id], tabBar: tab[id])
            bars.inNavigation = nav[id] != nil || underHiddenBar.contains(id)
            // A navigation controller presented as a sheet shows its scenes in the card, under its bar.
            bars.sheet = sheets.contains(id)
                || (navOwner[id].map(sheets.contains) == true && tab[id] == nil && file.drawsSheetBarsAtCardTop)
            bars.stackedSheet = bars.sheet && presenters[id].map { !$0.isEmpty && $0.isSubset(of: sheets) } == true
            bars.popover = popovers.contains(id)
            if withToolbar.contains(id) { bars.toolbar = "\(id)-toolbar" }
            Self.addSimulatedBars(of: c, id: id, to: &bars)
            barsByController[id] = bars
        }
    }

    /// Scenes reached by `popoverPresentation` segues alone: Xcode drew all 15 such scenes' views
    /// pinned to the safe area in batches 14 to 19 at their own edges.
    private static func popovers(controllers: [XElement], pushed: Set<String>, initial: String?,
                                 segues: (XElement) -> [XElement]) -> Set<String> {
        var popover: Set<String> = [], otherwise: Set<String> = []
        for c in controllers {
            for s in segues(c) {
                guard let destination = s["destination"], s["kind"] != "unwind" else { continue }
                if s["kind"] == "popoverPresentation" { popover.insert(destination) } else { otherwise.insert(destination) }
            }
        }
        return Set(controllers.compactMap { c in
            guard let id = c["id"], popover.contains(id), !otherwise.contains(id), !pushed.contains(id), id != initial,
                  !isContainer(c) else { return nil }
            return id
        })
    }

    /// Popovers an iPhone shows as page sheets: Xcode 11 and later drew those it gave the
    /// iPhone's whole width a sheet's card (WSDOT's four, 375 × 647 on a 667 pt iPhone, with a
    /// sheet's 56 pt bar), where a popover of its own size stays one (AltStore's, 375 × 217).
    private static func popoversAsSheets(in file: IBFile, controllers: [XElement]) -> Set<String> {
        guard (file.toolsVersion ?? 99999) >= 14800, file.platform == .iOS, let canvas = file.canvasSize,
              canvas.width < canvas.height, file.authoredCanvas?.hasPrefix("retina") == true else { return [] }
        return Set(controllers.compactMap { c in
            guard let id = c["id"], let view = c.keyed("view"), let frame = IBViews.frame(of: view),
                  abs(frame.width - canvas.width) < 0.5, frame.height >= canvas.height - 60,
                  frame.height < canvas.height - 0.5 else { return nil }
            return id
        })
    }

    /// Scenes and navigation controllers only ever presented modally in the default (automatic,
    /// page sheet) style: reached by `presentation` segues (`modal` in older files), or by `show`
    /// (or the older `push`) from outside a navigation controller.
    private static func sheets(in file: IBFile, controllers: [XElement], pushed: Set<String>, initial: String?,
                               segues: (XElement) -> [XElement], adapting: Set<String>) -> Set<String> {
        let cardStyles: Set<String> = ["", "automatic", "pageSheet", "formSheet"]
        var presented: Set<String> = [], otherwise: Set<String> = []
        for c in controllers {
            let inContainer = pushed.contains(c["id"] ?? "")
            for s in segues(c) {
                guard let destination = s["destination"] else { continue }
                let kind = s["kind"] ?? ""
                if ["presentation", "modal"].contains(kind) || (["show", "showDetail", "push"].contains(kind) && !inContainer && !isContainer(c))
                    || (kind == "popoverPresentation" && adapting.contains(destination)) {
                    if cardStyles.contains(s["modalPresentationStyle"] ?? "") { presented.insert(destination) } else { otherwise.insert(destination) }
                } else if kind != "unwind" {
                    otherwise.insert(destination)
                }
            }
        }
        var out: Set<String> = []
        for c in controllers {
            guard let id = c["id"], presented.contains(id), !otherwise.contains(id), !pushed.contains(id), id != initial,
                  !isContainer(c) || c.name == "navigationController", cardStyles.contains(c["modalPresentationStyle"] ?? "") else { continue }
            out.insert(id)
        }
        return out
    }

    /// Simulated metrics stand in where no container gives the bar: on a scene's controller, or
    /// on a xib's top-level view.
    static func addSimulatedBars(of c: XElement, id: String, to bars: inout IBBars) {
        // "Top Bar: None" set on the scene: Xcode draws no bar there, container or not.
        if c.keyed("simulatedTopBarMetrics")?.name == "nil" { bars.navigationBar = nil }
        if bars.navigationBar == nil, let top = c.keyed("simulatedTopBarMetrics"),
           top.name == "simulatedNavigationBarMetrics" {
            bars.navigationBar = ("\(id)-navigationBar", top["translucent"] == "NO", false)
        }
        if let bottom = c.keyed("simulatedBottomBarMetrics") {
            if bottom.name == "simulatedTabBarMetrics", bars.tabBar == nil { bars.tabBar = ("\(id)-tabBar", bottom["translucent"] == "NO") }
            if bottom.name == "simulatedToolbarMetrics" { bars.toolbar = "\(id)-toolbar" }
        }
    }

    func bars(for controller: XElement) -> IBBars { controller["id"].flatMap { barsByController[$0] } ?? IBBars() }
}
