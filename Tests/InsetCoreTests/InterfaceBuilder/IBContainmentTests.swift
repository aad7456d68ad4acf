import XCTest
@testable import InsetCore

/// Bars a scene gets from its navigation or tab bar controller (or simulated metrics) move its
/// safe area as in UIKit; lists lay their cells out in them.
final class IBContainmentTests: XCTestCase {
    private func pinnedToSafeTop(id: String = "vc", extra: String = "") -> String {
        let a = id == "vc" ? "a" : "\(id)-a"
        let safe = id == "vc" ? "safe" : "\(id)-safe"
        return IBHarness.scene(id: id, title: id, extra: extra, subviews: IBHarness.view(a), constraints: [
            IBHarness.constraint("firstItem=\"\(a)\" firstAttribute=\"top\" secondItem=\"\(safe)\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"\(a)\" firstAttribute=\"bottom\" secondItem=\"\(safe)\" secondAttribute=\"bottom\""),
            IBHarness.constraint("firstItem=\"\(a)\" firstAttribute=\"leading\" secondItem=\"\(safe)\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"\(a)\" firstAttribute=\"width\" constant=\"10\""),
        ].joined())
    }

    private let navigation = """
        <scene sceneID="nav-scene"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                    <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                </navigationBar>
                <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="s1"/></connections>
            </navigationController>
        </objects></scene>
        """

    func testANavigationControllersRootAndWhatItPushesSitBelowItsBar() throws {
        let xml = IBHarness.storyboard(navigation
            + pinnedToSafeTop(extra: "<connections><segue destination=\"next\" kind=\"show\" id=\"s2\"/></connections>")
            + pinnedToSafeTop(id: "next") + pinnedToSafeTop(id: "alone"))
        let file = try IBHarness.read(xml)
        XCTAssertEqual(file.screens.map(\.id), ["vc", "next", "alone"], "the navigation controller has no screen of its own")
        let root = try IBHarness.frames(xml, scene: "vc")
        XCTAssertEqual(root["navbar"], Rect(x: 0, y: 48, width: 414, height: 44))
        XCTAssertEqual(root["a"]?.minY, 92)
        XCTAssertEqual(try IBHarness.frames(xml, scene: "next")["next-a"]?.minY, 92)
        XCTAssertEqual(try IBHarness.frames(xml, scene: "alone")["alone-a"]?.minY, 48)
    }

    /// A scene shown only as a popover has no status bar or Home indicator over it: its safe area
    /// is its own view. One also pushed or presented otherwise keeps the screen's.
    func testAPopoversSafeAreaIsItsOwnView() throws {
        func top(_ kind: String, alsoShown: Bool = false) throws -> [Double]? {
            let segue = "<connections><segue destination=\"vc\" kind=\"\(kind)\" id=\"p1\"/>"
                + (alsoShown ? "<segue destination=\"vc\" kind=\"presentation\" modalPresentationStyle=\"fullScreen\" id=\"p2\"/>" : "")
                + "</connections>"
            let xml = IBHarness.storyboard(pinnedToSafeTop(id: "from", extra: segue) + pinnedToSafeTop())
            return try IBHarness.frames(xml, scene: "vc")["a"].map { [$0.minY, $0.height] }
        }
        XCTAssertEqual(try top("popoverPresentation"), [0, 896], "top and bottom at the view's own edges")
        let popover = IBHarness.storyboard(pinnedToSafeTop(id: "from", extra: "<connections><segue destination=\"vc\" kind=\"popoverPresentation\" id=\"p1\"/></connections>") + pinnedToSafeTop())
        XCTAssertEqual(try IBHarness.read(popover).screens.first { $0.id == "vc" }?.document.statusBar, false,
                       "no status bar is drawn over it either")
        XCTAssertEqual(try top("popoverPresentation", alsoShown: true), [48, 896 - 48 - 34])
    }

    /// From Xcode 11 an iPhone shows a popover as a page sheet, and Xcode draws one it gave the
    /// iPhone's whole width as that sheet's card (WSDOT's four, 375 × 647 on a 667 pt iPhone); a
    /// popover of its own size stays one.
    func testAnIPhonesPopoverAsWideAsTheScreenIsDrawnAsASheet() throws {
        func frames(_ kind: String, height: Int) throws -> [String: Rect] {
            let segue = "<connections><segue destination=\"vc\" kind=\"\(kind)\" id=\"p1\"/></connections>"
            let shown = pinnedToSafeTop().replacingOccurrences(of: #"width="414" height="896""#, with: "width=\"414\" height=\"\(height)\"")
            return try IBHarness.frames(IBHarness.storyboard(pinnedToSafeTop(id: "from", extra: segue) + shown), scene: "vc")
        }
        let sheet = try frames("presentation", height: 886)
        XCTAssertEqual(sheet["root"]?.height, 886, "a page sheet's card")
        XCTAssertEqual(try frames("popoverPresentation", height: 886), sheet)
        XCTAssertEqual(try frames("popoverPresentation", height: 300)["a"]?.minY, 0, "a popover of its own size")
    }

    func testAnIPhoneInLandscapeDrawsANavigationBar32PointsTall() throws {
        let xml = IBHarness.storyboard(navigation + pinnedToSafeTop())
        let landscape = try IBHarness.frames(xml, orientation: .landscape)
        XCTAssertEqual(landscape["navbar"]?.height, 32)
        XCTAssertEqual(landscape["a"]?.minY, 32, "no status bar in landscape, then the bar")
        XCTAssertEqual(try IBHarness.frames(xml, device: "ipad-pro-11", orientation: .landscape)["navbar"]?.height, 44,
                       "an iPad keeps its 44 pt bar")
    }

    func testANavigationControllerThatHidesItsBarCoversNothing() throws {
        let hidden = navigation.replacingOccurrences(of: #"<navigationController id="nav""#,
                                                     with: #"<navigationController navigationBarHidden="YES" id="nav""#)
        let f = try IBHarness.frames(IBHarness.storyboard(hidden + pinnedToSafeTop()))
        XCTAssertEqual(f["a"]?.minY, 48)
        XCTAssertNil(f["navbar"])
        // It still pushes: a scene shown from its root fills the screen, not a page sheet's card.
        let push = "<connections><segue destination=\"next\" kind=\"show\" id=\"p1\"/></connections>"
        let pushed = try IBHarness.frames(IBHarness.storyboard(hidden + pinnedToSafeTop(extra: push) + pinnedToSafeTop(id: "next")), scene: "next")
        XCTAssertEqual(pushed["next-root"], Rect(x: 0, y: 0, width: 414, height: 896))
        XCTAssertEqual(pushed["next-a"]?.minY, 48)
    }

    /// Under a navigation controller that hides its bar, a scene that sets an opaque navigation
    /// bar in its simulated metrics is drawn under it, and so is what it pushes, which infers its
    /// bar from it (OpenArchive's preview and the scene it shows, 8 views).
    func testAnOpaqueBarASceneSetsUnderAHiddenOneReachesWhatItPushes() throws {
        let hidden = navigation.replacingOccurrences(of: #"<navigationController id="nav""#,
                                                     with: #"<navigationController navigationBarHidden="YES" id="nav""#)
        func push(_ to: String) -> String { "<connections><segue destination=\"\(to)\" kind=\"show\" id=\"to-\(to)\"/></connections>" }
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let xml = IBHarness.storyboard(hidden + pinnedToSafeTop(extra: push("mid")) + pinnedToSafeTop(id: "mid", extra: opaque + push("next"))
                                       + pinnedToSafeTop(id: "next"))
        XCTAssertEqual(try IBHarness.frames(xml, scene: "mid")["mid-root"]?.minY, 92)
        let next = try IBHarness.frames(xml, scene: "next")
        XCTAssertEqual(next["next-root"], Rect(x: 0, y: 92, width: 414, height: 804), "below the opaque bar it inherits")
        XCTAssertEqual(next["next-a"]?.minY, 92)
        XCTAssertEqual(try IBHarness.frames(xml)["a"]?.minY, 48, "the root still has no bar")
    }

    /// The 3.5-inch iPhone, which the catalog doesn't hold, is a Home-button iPhone too: Xcode 11
    /// to 13 drew its canvas without a status bar (Particle's pushed scenes, pinned to a safe area at 0).
    func testThe35InchCanvasOfXcode11HasNoStatusBar() throws {
        let xcode11 = IBHarness.storyboard(device: "retina3_5", pinnedToSafeTop()).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="15505""#)
        XCTAssertEqual(try IBHarness.frames(xcode11)["a"]?.minY, 0)
        let xcode14 = IBHarness.storyboard(device: "retina3_5", pinnedToSafeTop())
        XCTAssertEqual(try IBHarness.frames(xcode14)["a"]?.minY, 20, "from tools 21700 the status bar is drawn again")
    }

    /// "Top Bar: None" on the root's scene (`<nil key="simulatedTopBarMetrics"/>`): Xcode draws it
    /// without its navigation controller's bar.
    func testASceneThatSimulatesNoTopBarHasNoneUnderANavigationController() throws {
        let f = try IBHarness.frames(IBHarness.storyboard(navigation + pinnedToSafeTop(extra: #"<nil key="simulatedTopBarMetrics"/>"#)))
        XCTAssertEqual(f["a"]?.minY, 48)
        XCTAssertNil(f["navbar"])
    }

    /// Xcode infers a pushed scene's top bar from the scene that pushes it: what "Top Bar: None"
    /// shows is drawn without the bar too, and so on down the chain (Sense's onboarding, 31
    /// views); a scene that names its own bar keeps it.
    func testWhatAScenesWithNoTopBarPushesHasNoneEither() throws {
        let none = #"<nil key="simulatedTopBarMetrics"/>"#
        func push(_ to: String) -> String { "<connections><segue destination=\"\(to)\" kind=\"show\" id=\"to-\(to)\"/></connections>" }
        let xml = IBHarness.storyboard(navigation + pinnedToSafeTop(extra: none + push("next"))
            + pinnedToSafeTop(id: "next", extra: push("last")) + pinnedToSafeTop(id: "last"))
        XCTAssertEqual(try IBHarness.frames(xml, scene: "next")["next-a"]?.minY, 48, "below the status bar alone")
        XCTAssertEqual(try IBHarness.frames(xml, scene: "last")["last-a"]?.minY, 48)
        XCTAssertEqual(try IBHarness.frames(xml, scene: "next")["next-root"]?.height, 896, "pushed, not a sheet")
        let named = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let own = IBHarness.storyboard(navigation + pinnedToSafeTop(extra: none + push("next")) + pinnedToSafeTop(id: "next", extra: named))
        XCTAssertEqual(try IBHarness.frames(own, scene: "next")["next-a"]?.minY, 92, "its own bar, 44 pt below the status bar")
        let plain = IBHarness.storyboard(navigation + pinnedToSafeTop(extra: push("next")) + pinnedToSafeTop(id: "next"))
        XCTAssertEqual(try IBHarness.frames(plain, scene: "next")["next-a"]?.minY, 92, "under the bar where the root has it")
    }

    /// Outside any navigation controller, a scene that simulates a navigation bar pushes what it
    /// shows under that bar, where a plain scene presents it as a page sheet (Kukai's onboarding
    /// and swap screens, 35 views of batch 25).
    func testWhatASceneSimulatingANavigationBarShowsIsPushedUnderIt() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let show = #"<connections><segue destination="next" kind="show" id="to-next"/></connections>"#
        let xml = IBHarness.storyboard(pinnedToSafeTop(id: "from", extra: bar + show) + pinnedToSafeTop(id: "next"))
        let pushed = try IBHarness.frames(xml, scene: "next")
        XCTAssertEqual(pushed["next-root"], Rect(x: 0, y: 0, width: 414, height: 896), "the whole screen, not a sheet's card")
        XCTAssertEqual(pushed["next-a"]?.minY, 92, "below the status bar and the bar")
        let plain = IBHarness.storyboard(pinnedToSafeTop(id: "from", extra: show) + pinnedToSafeTop(id: "next"))
        XCTAssertNotEqual(try IBHarness.frames(plain, scene: "next")["next-root"]?.minY, 0, "presented as a page sheet")
    }

    /// A tab bar controller that simulates a navigation bar sits in a navigation controller of
    /// another file: what it shows, and what that shows on, is pushed under the bar, not
    /// presented as a sheet (Kukai's wallet list and the scenes it opens, Xcode 26).
    func testWhatATabBarControllerSimulatingANavigationBarShowsIsPushed() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let tabs = """
            <scene sceneID="tab-scene"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabbar"><rect key="frame" x="0.0" y="0.0" width="414" height="49"/></tabBar>
                    \(bar)
                    <connections><segue destination="vc" kind="show" id="t1"/></connections>
                </tabBarController>
            </objects></scene>
            """
        let show = #"<connections><segue destination="next" kind="show" id="to-next"/></connections>"#
        let xml = IBHarness.storyboard(tabs + pinnedToSafeTop(extra: show) + pinnedToSafeTop(id: "next"))
        XCTAssertEqual(try IBHarness.frames(xml)["a"]?.minY, 92, "below the status bar and the bar")
        let next = try IBHarness.frames(xml, scene: "next")
        XCTAssertEqual(next["next-root"], Rect(x: 0, y: 0, width: 414, height: 896), "pushed on, not a sheet's card")
        XCTAssertEqual(next["next-a"]?.minY, 92)
        let plain = IBHarness.storyboard(tabs.replacingOccurrences(of: bar, with: "") + pinnedToSafeTop(extra: show) + pinnedToSafeTop(id: "next"))
        XCTAssertNotEqual(try IBHarness.frames(plain, scene: "next")["next-root"]?.minY, 0, "without the bar, what the scene shows is a sheet")
    }

    func testATabBarControllersChildEndsAboveTheTabBar() throws {
        // Whatever frame the file records for the bar.
        let tabs = IBHarness.tabBarScene(showing: "vc").replacingOccurrences(of: #"width="414" height="49""#, with: #"width="1000" height="1000""#)
        let xml = IBHarness.storyboard(tabs + pinnedToSafeTop())
        let f = try IBHarness.frames(xml)
        XCTAssertEqual(f["a"]?.maxY, 896 - 34 - 49)
        XCTAssertEqual(f["tabbar"]?.height, 49)
    }

    /// A navigation controller that simulates a tab bar is a tab of a tab bar controller in
    /// another file: its root and what it pushes end above that bar.
    func testANavigationControllerSimulatingATabBarPutsItsScenesAboveIt() throws {
        let show = #"<connections><segue destination="next" kind="show" id="s2"/></connections>"#
        func xml(simulates: Bool) -> String {
            IBHarness.storyboard(navigation.replacingOccurrences(
                of: "<connections>", with: (simulates ? #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"# : "") + "<connections>")
                + pinnedToSafeTop(extra: show) + pinnedToSafeTop(id: "next"))
        }
        XCTAssertEqual(try IBHarness.frames(xml(simulates: true), scene: "vc")["a"]?.maxY, 896 - 34 - 49)
        XCTAssertEqual(try IBHarness.frames(xml(simulates: true), scene: "next")["next-a"]?.maxY, 896 - 34 - 49, "and so does what it pushes")
        XCTAssertEqual(try IBHarness.frames(xml(simulates: false), scene: "vc")["a"]?.maxY, 896 - 34)
    }

    /// The tabs of a tab bar controller that a container view embeds are drawn in the container,
    /// at its size, as a scene it embeds itself is (Decred's PIN and password tabs, in a 400 pt
    /// container: +2 views of batch 42 with Xcode's text sizes, hidden without them by the font).
    func testTheTabsOfAnEmbeddedTabBarControllerKeepTheContainersSize() throws {
        let xml = IBHarness.storyboard(IBHarness.embedding(width: 414, height: 400)
            .replacingOccurrences(of: #"destination="child" kind="embed""#, with: #"destination="tabs" kind="embed""#)
            + IBHarness.tabBarScene(showing: "child"))
        XCTAssertEqual(try IBHarness.frames(xml, scene: "Child")["child-root"].map { [$0.width, $0.height] }, [414, 400])
    }

    func testAnEmbeddedSceneKeepsItsContainersSizeAndAFreeformOneItsOwn() throws {
        let freeform = IBHarness.scene(id: "free", title: "Free", extra: #"<size key="freeformSize" width="300" height="500"/>"#, subviews: "")
        let xml = IBHarness.storyboard(IBHarness.embedding(width: 414, height: 90) + freeform)
        XCTAssertEqual(try IBHarness.frames(xml, scene: "Child")["child-root"].map { [$0.width, $0.height] }, [414, 90])
        XCTAssertEqual(try IBHarness.frames(xml, scene: "Free")["free-root"].map { [$0.width, $0.height] }, [300, 500])
        let notes = try IBHarness.read(xml).screens[0].document.notes
        XCTAssertTrue(notes.contains { $0.elementID == "box" && $0.message.contains("embedded") }, "\(notes)")
    }

    /// A scene that a tab bar controller shows is drawn as its tab, filling the screen above the
    /// tab bar, though another scene embeds it too (The Wave's profile, batch 39).
    func testATabsSceneEmbeddedElsewhereStillFillsTheScreen() throws {
        let tabs = IBHarness.tabBarScene(showing: "child")
        let embedded = IBHarness.embedding(width: 414, height: 200)
        let alone = try IBHarness.frames(IBHarness.storyboard(embedded), scene: "Child")
        XCTAssertEqual(alone["child-root"]?.height, 200, "embedded only: the container's size")
        let tab = try IBHarness.frames(IBHarness.storyboard(tabs + embedded), scene: "Child")
        XCTAssertEqual(tab["child-root"].map { [$0.minY, $0.width, $0.height] }, [0, 414, 896])
        XCTAssertEqual(tab["tabbar"]?.maxY, 896 - 34)
    }

    /// A child controller's view keeps its sides at least the system's minimum margins, as a
    /// screen's root does: 16 pt on a narrow container, where a plain view's are 8 (Habitica's
    /// embedded setup pages, 11 views of batch 27); above and below, the minimum is 0, where a
    /// plain view has 8 (Bluefruit's embedded sensor panels, batch 40).
    func testAnEmbeddedScenesRootMarginsAreTheSystemMinimum() throws {
        /// View "a" pinned by `pins` in a child scene 320 × 200 pt, relative to that scene's view.
        func pinned(_ pins: [String]) throws -> Rect {
            let scenes = IBHarness.embedding(width: 320, height: 200, subviews: IBHarness.view("a"),
                                             constraints: pins.map { IBHarness.constraint($0) }.joined())
            let frames = try IBHarness.frames(IBHarness.storyboard(scenes), scene: "Child")
            let a = try XCTUnwrap(frames["a"]), root = try XCTUnwrap(frames["child-root"])
            return a.offsetBy(dx: -root.minX, dy: -root.minY)
        }
        let sides = try pinned([#"firstItem="a" firstAttribute="leading" secondItem="child-root" secondAttribute="leadingMargin""#,
                                #"firstItem="child-root" firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing""#,
                                #"firstItem="a" firstAttribute="top" secondItem="child-root" secondAttribute="top""#,
                                #"firstItem="a" firstAttribute="height" constant="10""#])
        XCTAssertEqual([sides.minX, sides.width], [16, 288])
        let ends = try pinned([#"firstItem="a" firstAttribute="top" secondItem="child-root" secondAttribute="topMargin""#,
                               #"firstItem="child-root" firstAttribute="bottomMargin" secondItem="a" secondAttribute="bottom""#,
                               #"firstItem="a" firstAttribute="leading" secondItem="child-root" secondAttribute="leading""#,
                               #"firstItem="a" firstAttribute="width" constant="10""#])
        XCTAssertEqual([ends.minY, ends.height], [0, 200])
    }

    /// Constraints that lay `id` across the width of view "root", its top on `top` (the second
    /// item's attributes), `height` pt tall.
    private func across(_ id: String, top: String, height: Int) -> String {
        [#"firstItem="\#(id)" firstAttribute="top" \#(top)"#,
         #"firstItem="\#(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading""#,
         #"firstAttribute="trailing" secondItem="\#(id)" secondAttribute="trailing""#,
         #"firstItem="\#(id)" firstAttribute="height" constant="\#(height)""#].map { IBHarness.constraint($0) }.joined()
    }

    /// A xib may hold a view controller rather than a view (launch screens often do): its view is
    /// the screen, laid out as a storyboard scene's, where Inset refused the file as holding none.
    func testAXibsViewControllerIsLaidOutAsAScene() throws {
        let pins = across("logo", top: #"secondItem="topGuide" secondAttribute="bottom""#, height: 100)
        let xml = IBHarness.xib("""
            <viewController id="launch">
                <layoutGuides><viewControllerLayoutGuide type="top" id="topGuide"/></layoutGuides>
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>\(IBHarness.view("logo", frame: [0, 48, 414, 100]))</subviews>
                    <constraints>\(pins)</constraints>
                </view>
            </viewController>
            """)
        let file = try IBHarness.read(xml, path: "Launch Screen.xib")
        XCTAssertEqual(file.screens.map(\.id), ["launch"])
        let logo = try XCTUnwrap(try IBHarness.frames(xml)["logo"])
        XCTAssertEqual([logo.minY, logo.width, logo.height], [48, 414, 100], "below the notched canvas's status bar")
    }

    /// A xib may hold a navigation controller, its stack written inside it: each controller of
    /// the stack is a screen under the bar, where Inset refused the file as holding no view.
    func testAXibsNavigationControllerShowsItsStackUnderItsBar() throws {
        let pins = across("text", top: #"secondItem="root" secondAttribute="top""#, height: 200)
        let xml = IBHarness.xib("""
            <navigationController id="nav">
                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </navigationBar>
                <viewControllers>
                    <viewController id="feedback">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="804"/>
                            <subviews>\(IBHarness.view("text", tag: "textView", frame: [0, 0, 414, 200]))</subviews>
                            <constraints>\(pins)</constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Feedback" id="item"/>
                    </viewController>
                </viewControllers>
            </navigationController>
            """)
        let file = try IBHarness.read(xml, path: "Feedback.xib")
        XCTAssertEqual(file.screens.map(\.id), ["feedback"])
        XCTAssertEqual(file.screens.first?.name, "Feedback")
        let frames = try IBHarness.frames(xml)
        let bar = try XCTUnwrap(frames["bar"]), text = try XCTUnwrap(frames["text"])
        XCTAssertEqual(text.minY, bar.maxY, "below the opaque bar")
        XCTAssertEqual([text.width, text.height], [414, 200])
        let tabbed = xml.replacingOccurrences(of: "<viewControllers>",
                                              with: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/><viewControllers>"#)
        XCTAssertNil(frames["nav-tabBar"])
        XCTAssertEqual(try IBHarness.frames(tabbed)["nav-tabBar"]?.height, 49, "and the tab bar it simulates")
    }

    /// A freeform size that is the device's own (as Xcode 26 writes on many scenes) is no
    /// freeform: the scene has the device's safe area at the bottom. A size of its own ends its
    /// safe area the Home indicator's inset above its own bottom, as Xcode drew 12 of 13 such pins
    /// on notched iPhones (68 pt in Xcode 16 and 26, 34 before).
    func testAFreeformSizeThatIsTheDevicesKeepsTheDevicesSafeArea() throws {
        let pinned = IBHarness.view("list", tag: "tableView")
        let pins = ["leading", "top", "trailing", "bottom"].map { edge in
            IBHarness.constraint("firstItem=\"list\" firstAttribute=\"\(edge)\" secondItem=\"safe\" secondAttribute=\"\(edge)\"")
        }.joined()
        func scene(freeform: String) -> String {
            IBHarness.storyboard(IBHarness.scene(extra: "<size key=\"freeformSize\" \(freeform)/>", subviews: pinned, constraints: pins))
        }
        let same = try IBHarness.frames(scene(freeform: "width=\"414\" height=\"896\""))
        XCTAssertEqual(same["list"]?.maxY, 896 - 34, "above the Home indicator, as without a freeform size")
        let own = try IBHarness.frames(scene(freeform: "width=\"414\" height=\"1200\""))
        XCTAssertEqual(own["list"]?.maxY, 1200 - 34, "a size of its own: the Home indicator's inset above its own bottom")
        let xcode26 = scene(freeform: "width=\"414\" height=\"1200\"").replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"24128\"")
        XCTAssertEqual(try IBHarness.frames(xcode26)["list"]?.maxY, 1200 - 68, "twice as deep in Xcode 26, as its canvas draws every safe area")
        let homeButton = IBHarness.storyboard(device: "retina4_7", IBHarness.scene(extra: "<size key=\"freeformSize\" width=\"375\" height=\"1000\"/>", subviews: pinned, constraints: pins))
        XCTAssertEqual(try IBHarness.frames(homeButton)["list"]?.maxY, 1000, "no Home indicator, no inset")
        // On another device the device's own size fills that device, as any scene does; a size
        // of its own is kept.
        let onSE = try IBHarness.frames(scene(freeform: "width=\"414\" height=\"896\""), device: "iphone-se-4-7-inch")
        XCTAssertEqual(onSE["root"].map { [$0.width, $0.height] }, [375, 667])
        XCTAssertEqual(onSE["list"]?.maxY, 667, "down to the Home-button iPhone's bottom")
        XCTAssertEqual(try IBHarness.frames(scene(freeform: "width=\"414\" height=\"1200\""), device: "iphone-se-4-7-inch")["root"].map { [$0.width, $0.height] },
                       [414, 1200])
        let turned = try IBHarness.frames(scene(freeform: "width=\"896\" height=\"414\""))
        XCTAssertEqual(turned["root"].map { [$0.width, $0.height] }, [896, 414], "the device's size turned on its side is a size of its own")
    }

    func testAFreeformSceneUnderAnOpaqueTabBarEndsAboveIt() throws {
        let xml = IBHarness.storyboard("""
            <scene sceneID="tab-scene"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tabbar"><rect key="frame" x="0.0" y="0.0" width="414" height="49"/></tabBar>
                    <connections><segue destination="free" kind="relationship" relationship="viewControllers" id="t1"/></connections>
                </tabBarController>
            </objects></scene>
            """ + IBHarness.scene(id: "free", title: "Free", extra: #"<size key="freeformSize" width="414" height="600"/>"#, subviews: ""))
        XCTAssertEqual(try IBHarness.frames(xml, scene: "Free")["free-root"].map { [$0.minY, $0.height] }, [0, 551])
    }

    func testSimulatedBarsStandInWhereNoContainerGivesThem() throws {
        let xml = IBHarness.storyboard(pinnedToSafeTop(extra: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>"))
        XCTAssertEqual(try IBHarness.frames(xml)["a"]?.minY, 92)
    }

    func testASegueFromABarButtonItemPushesUnderTheSameBar() throws {
        let item = """
            <navigationItem key="navigationItem" id="item">
                <barButtonItem key="rightBarButtonItem" title="Ask" id="ask">
                    <connections><segue destination="next" kind="push" id="s2"/></connections>
                </barButtonItem>
            </navigationItem>
            """
        let xml = IBHarness.storyboard(navigation + pinnedToSafeTop(extra: item) + pinnedToSafeTop(id: "next"))
        XCTAssertEqual(try IBHarness.frames(xml, scene: "next")["next-a"]?.minY, 92)
    }

    func testTheTabsOfATabBarControllerInANavigationControllerSitUnderItsBar() throws {
        let tabs = IBHarness.tabBarScene(showing: "vc")
        let xml = IBHarness.storyboard(navigation.replacingOccurrences(of: "destination=\"vc\"", with: "destination=\"tabs\"") + tabs + pinnedToSafeTop())
        let f = try IBHarness.frames(xml)
        XCTAssertEqual(f["a"]?.minY, 92)
        XCTAssertEqual(f["a"]?.maxY, 896 - 34 - 49)
    }

    func testAScenePresentedModallyIsDrawnAsAPageSheetSinceXcode11() throws {
        let present = "<connections><segue destination=\"sheet\" kind=\"presentation\" id=\"p1\"/></connections>"
        let xml = IBHarness.storyboard(pinnedToSafeTop(extra: present) + pinnedToSafeTop(id: "sheet"))
        let notched = try IBHarness.frames(xml, scene: "sheet", device: "iphone-11")
        XCTAssertEqual(notched["sheet-root"]?.minY, 58, "10 pt below the iPhone 11's 48 pt safe area")
        XCTAssertEqual(notched["sheet-root"]?.maxY, 896)
        XCTAssertEqual(notched["sheet-a"]?.minY, 58, "the sheet's safe area starts at its top")
        let xcode13 = xml.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"20037\"")
        XCTAssertEqual(try IBHarness.frames(xcode13, scene: "sheet")["sheet-root"]?.minY, 54,
                       "Xcode 13's canvas: below the 44 pt inset it gives every notched iPhone")
        let homeButton = try IBHarness.frames(IBHarness.storyboard(device: "retina4_7", pinnedToSafeTop(extra: present) + pinnedToSafeTop(id: "sheet")), scene: "sheet")
        XCTAssertEqual(homeButton["sheet-root"].map { [$0.minY, $0.height] }, [20, 647])
        // A file still on the older top and bottom layout guides is drawn the same: 24 such
        // scenes on the 4.7-inch iPhone, Xcode 12 to 16, were 647 pt tall.
        let guides = IBHarness.storyboard(device: "retina4_7", pinnedToSafeTop(extra: present) + pinnedToSafeTop(id: "sheet"))
            .replacingOccurrences(of: "useSafeAreas=\"YES\"", with: "useSafeAreas=\"NO\"")
        XCTAssertEqual(try IBHarness.frames(guides, scene: "sheet")["sheet-root"].map { [$0.minY, $0.height] }, [20, 647])
        let fullScreen = xml.replacingOccurrences(of: "kind=\"presentation\"", with: "kind=\"presentation\" modalPresentationStyle=\"fullScreen\"")
        XCTAssertEqual(try IBHarness.frames(fullScreen, scene: "sheet")["sheet-root"]?.minY, 0)
        let xcode10 = xml.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"14460\"")
        XCTAssertEqual(try IBHarness.frames(xcode10, scene: "sheet")["sheet-root"]?.minY, 0, "no sheets before iOS 13")
    }

    /// Xcode 14 and 15 drew a page sheet on a notched iPhone 10 pt below the canvas's top, the
    /// device's height less 10, with no safe area inside it (19 scenes of 7 apps in batches 24 to
    /// 28); on a device it is still the card below the status bar.
    func testXcode14And15DrewAPageSheetAtTheCanvasTop() throws {
        let present = "<connections><segue destination=\"sheet\" kind=\"presentation\" id=\"p1\"/></connections>"
        let bottom = IBHarness.constraint("firstItem=\"sheet-safe\" firstAttribute=\"bottom\" secondItem=\"sheet-b\" secondAttribute=\"bottom\"")
        let sheet = pinnedToSafeTop(id: "sheet")
            .replacingOccurrences(of: "<subviews>", with: "<subviews>" + IBHarness.view("sheet-b"))
            .replacingOccurrences(of: "</constraints>", with: bottom + IBHarness.constraint("firstItem=\"sheet-b\" firstAttribute=\"height\" constant=\"10\"") + "</constraints>")
        let xml = IBHarness.storyboard(pinnedToSafeTop(extra: present) + sheet)
        let canvas = try IBHarness.frames(xml, scene: "sheet")
        XCTAssertEqual(canvas["sheet-root"].map { [$0.minY, $0.maxY] }, [10, 896], "the iPhone 11's height less 10 pt")
        XCTAssertEqual(canvas["sheet-a"]?.minY, 10, "no safe area at the card's top")
        XCTAssertEqual(canvas["sheet-b"]?.maxY, 896, "nor at its bottom")
        let device = try IBHarness.frames(xml, scene: "sheet", device: "iphone-11")
        XCTAssertEqual(device["sheet-root"]?.minY, 58, "a device shows it below its status bar")
        XCTAssertEqual(device["sheet-b"]?.maxY, 896 - 34, "above its Home indicator")
        let pushed = IBHarness.storyboard(pinnedToSafeTop(extra: present.replacingOccurrences(of: "presentation", with: "push")) + sheet)
        XCTAssertEqual(try IBHarness.frames(pushed, scene: "sheet")["sheet-root"]?.minY, 10, "a push outside a navigation controller presents it")
        let xcode13 = xml.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"20037\"")
        XCTAssertEqual(try IBHarness.frames(xcode13, scene: "sheet")["sheet-root"]?.minY, 54, "Xcode 13: below its canvas's 44 pt inset")
        let homeButton = IBHarness.storyboard(device: "retina4_7", pinnedToSafeTop(extra: present) + sheet)
        XCTAssertEqual(try IBHarness.frames(homeButton, scene: "sheet")["sheet-root"].map { [$0.minY, $0.height] }, [20, 647])
    }

    /// Xcode 14.0 to 14.2 and Xcode 16 drew a page sheet 10 pt below the notched iPhone's inset
    /// with that inset again inside it; the Xcode 26 betas at the inset, and a sheet presented
    /// from a sheet 10 pt lower. None of them kept the Home indicator's inset inside the card.
    /// A device still shows each as UIKit does.
    func testXcode14To14_2_16And26DrewTheInsetInsideAPageSheet() throws {
        let present = "<connections><segue destination=\"sheet\" kind=\"presentation\" id=\"p1\"/></connections>"
        let onward = "<connections><segue destination=\"next\" kind=\"show\" id=\"p2\"/></connections>"
        let bottom = IBHarness.constraint("firstItem=\"sheet-safe\" firstAttribute=\"bottom\" secondItem=\"sheet-b\" secondAttribute=\"bottom\"")
        let sheet = pinnedToSafeTop(id: "sheet", extra: onward)
            .replacingOccurrences(of: "<subviews>", with: "<subviews>" + IBHarness.view("sheet-b"))
            .replacingOccurrences(of: "</constraints>", with: bottom + IBHarness.constraint("firstItem=\"sheet-b\" firstAttribute=\"height\" constant=\"10\"") + "</constraints>")
        func frames(_ tools: String, device: String = "retina6_1", scene: String = "sheet", on catalogDevice: String? = nil) throws -> [String: Rect] {
            let xml = IBHarness.storyboard(device: device, pinnedToSafeTop(extra: present) + sheet + pinnedToSafeTop(id: "next"))
                .replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(tools)\"")
            return try IBHarness.frames(xml, scene: scene, device: catalogDevice)
        }
        let xcode14 = try frames("21507")
        XCTAssertEqual(xcode14["sheet-root"].map { [$0.minY, $0.maxY] }, [58, 896], "10 pt below the iPhone 11's 48 pt inset")
        XCTAssertEqual(xcode14["sheet-a"]?.minY, 58 + 48, "the inset again inside the card")
        XCTAssertEqual(xcode14["sheet-b"]?.maxY, 896, "no Home indicator inset inside it")
        let xcode16 = try frames("23727", device: "retina6_12")
        XCTAssertEqual(xcode16["sheet-root"].map { [$0.minY, $0.height] }, [69, 783], "the iPhone 15's 59 pt, not Xcode 16's doubled inset")
        XCTAssertEqual(xcode16["sheet-a"]?.minY, 69 + 59)
        let xcode26 = try frames("24765", device: "retina5_9")
        XCTAssertEqual(xcode26["sheet-root"].map { [$0.minY, $0.height] }, [50, 762], "at the 5.8-inch canvas's 50 pt inset")
        XCTAssertEqual(xcode26["sheet-a"]?.minY, 100)
        XCTAssertEqual(try frames("24765", device: "retina5_9", scene: "next")["next-root"].map { [$0.minY, $0.height] }, [60, 752],
                       "a sheet presented from a sheet, 10 pt lower")
        let device = try frames("23727", device: "retina6_12", on: "iphone-15")
        XCTAssertEqual(device["sheet-root"]?.minY, 69)
        XCTAssertEqual(device["sheet-a"]?.minY, 69, "a device's sheet has no inset at its top")
        XCTAssertEqual(device["sheet-b"]?.maxY, 852 - 34, "and the Home indicator's at its bottom")
    }

    /// A navigation bar a page sheet holds is 56 pt tall, as UIKit draws bars in sheets.
    func testANavigationBarInAPageSheetIs56PointsTall() throws {
        let present = "<connections><segue destination=\"sheet\" kind=\"presentation\" id=\"p1\"/></connections>"
        let sheet = IBHarness.scene(id: "sheet", title: "sheet", subviews: IBHarness.view("bar", tag: "navigationBar"), constraints: [
            IBHarness.constraint("firstItem=\"bar\" firstAttribute=\"top\" secondItem=\"sheet-safe\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"bar\" firstAttribute=\"leading\" secondItem=\"sheet-root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"bar\" firstAttribute=\"trailing\" secondItem=\"sheet-root\" secondAttribute=\"trailing\""),
        ].joined())
        let xml = IBHarness.storyboard(pinnedToSafeTop(extra: present) + sheet)
        XCTAssertEqual(try IBHarness.frames(xml, scene: "sheet")["bar"]?.height, 56)
        let fullScreen = xml.replacingOccurrences(of: "kind=\"presentation\"", with: "kind=\"presentation\" modalPresentationStyle=\"fullScreen\"")
        XCTAssertEqual(try IBHarness.frames(fullScreen, scene: "sheet")["bar"]?.height, 44, "full screen: UIKit's 44 pt")
    }

    /// A navigation controller presented as a page sheet shows its root in the card, under its
    /// 56 pt bar at the card's top, as Xcode 11 to 15 drew it (here on a device, where the card
    /// is below the status bar).
    func testANavigationControllerPresentedAsASheetShowsItsRootInTheCard() throws {
        let present = "<connections><segue destination=\"nav\" kind=\"presentation\" id=\"p1\"/></connections>"
        let xml = IBHarness.storyboard(pinnedToSafeTop(id: "start", extra: present) + navigation + pinnedToSafeTop())
        func frames(_ xml: String) throws -> [String: Rect] { try IBHarness.frames(xml, scene: "vc", device: "iphone-11") }
        let f = try frames(xml)
        XCTAssertEqual(f["root"].map { [$0.minY, $0.maxY] }, [58, 896], "the card: 10 pt below the iPhone 11's 48 pt safe area")
        XCTAssertEqual(f["navbar"].map { [$0.minY, $0.height] }, [58, 56], "the bar tops the card")
        XCTAssertEqual(f["a"]?.minY, 114, "the root's safe area starts below the bar")
        let legacy = xml.replacingOccurrences(of: "kind=\"presentation\"", with: "kind=\"modal\"")
        XCTAssertEqual(try frames(legacy)["a"]?.minY, 114, "`modal`, older files' name for it")
        let fullScreen = xml.replacingOccurrences(of: "kind=\"presentation\"", with: "kind=\"presentation\" modalPresentationStyle=\"fullScreen\"")
        XCTAssertEqual(try frames(fullScreen)["a"]?.minY, 92, "full screen: under the status bar and a 44 pt bar")
        let opaque = xml.replacingOccurrences(of: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">"#,
                                              with: #"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="navbar">"#)
        let below = try frames(opaque)
        XCTAssertEqual(below["root"].map { [$0.minY, $0.maxY] }, [114, 896], "an opaque bar's content starts below it")
        XCTAssertEqual(below["a"]?.minY, 114)
    }

    /// Where a controller's view lies against its navigation bar follows UIKit's two settings:
    /// `extendedLayoutIncludesOpaqueBars` takes it under an opaque bar too (DuckDuckGo's
    /// bookmarks, drawn the whole 667 pt), and `edgesForExtendedLayout` without the top edge keeps
    /// it below even a translucent one (WSDOT's bridge alerts).
    func testAViewsPlaceAgainstItsBarFollowsItsExtendedLayoutSettings() throws {
        let xml = IBHarness.storyboard(navigation + pinnedToSafeTop())
        func opaque(_ xml: String) -> String {
            xml.replacingOccurrences(of: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">"#,
                                     with: #"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="navbar">"#)
        }
        func root(_ xml: String) throws -> [Double]? {
            try IBHarness.frames(xml, scene: "vc")["root"].map { [$0.minY, $0.maxY] }
        }
        XCTAssertEqual(try root(xml), [0, 896], "under a translucent bar")
        XCTAssertEqual(try root(opaque(xml)), [92, 896], "below an opaque one")
        let includesOpaque = opaque(xml).replacingOccurrences(of: #"<viewController title="vc" id="vc""#,
                                                              with: #"<viewController title="vc" extendedLayoutIncludesOpaqueBars="YES" id="vc""#)
        XCTAssertEqual(try root(includesOpaque), [0, 896], "under an opaque bar where the view extends under opaque bars")
        XCTAssertEqual(try IBHarness.frames(includesOpaque, scene: "vc")["a"]?.minY, 92, "its safe area still starts below the bar")
        let bottomOnly = IBHarness.storyboard(navigation + pinnedToSafeTop(extra: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#))
        XCTAssertEqual(try root(bottomOnly), [92, 896], "below a translucent bar where the top edge isn't extended")
        let allEdges = IBHarness.storyboard(navigation + pinnedToSafeTop(extra: #"<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>"#))
        XCTAssertEqual(try root(allEdges), [0, 896])
    }

    /// A pushed scene that sets its simulated bar's look itself ("Opaque Navigation Bar") is
    /// drawn with that look, whatever its navigation controller's bar, and so is what it shows,
    /// which infers its bar from it (Rocket.Chat's members list, WSDOT's border waits).
    func testAPushedScenesOwnSimulatedBarSetsItsLook() throws {
        let opaqueBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let xml = IBHarness.storyboard(navigation
            + pinnedToSafeTop(extra: "<connections><segue destination=\"next\" kind=\"show\" id=\"s2\"/></connections>")
            + pinnedToSafeTop(id: "next", extra: opaqueBar + "<connections><segue destination=\"after\" kind=\"show\" id=\"s3\"/></connections>")
            + pinnedToSafeTop(id: "after"))
        func root(_ scene: String) throws -> [Double]? {
            try IBHarness.frames(xml, scene: scene)["\(scene == "vc" ? "root" : scene + "-root")"].map { [$0.minY, $0.maxY] }
        }
        XCTAssertEqual(try root("vc"), [0, 896], "the root, under its controller's translucent bar")
        XCTAssertEqual(try root("next"), [92, 896], "below the opaque bar it simulates")
        XCTAssertEqual(try root("after"), [92, 896], "and what it shows, inferred from it")
    }

    func testTheInitialSceneStaysBarlessWhateverPushesBackToIt() throws {
        let logout = """
            <navigationItem key="navigationItem" id="item">
                <barButtonItem key="leftBarButtonItem" title="Log Out" id="out">
                    <connections><segue destination="login" kind="show" id="s3"/></connections>
                </barButtonItem>
            </navigationItem>
            """
        let xml = IBHarness.storyboard(navigation + pinnedToSafeTop(extra: logout) + pinnedToSafeTop(id: "login"))
            .replacingOccurrences(of: "useAutolayout=", with: "initialViewController=\"login\" useAutolayout=")
        XCTAssertEqual(try IBHarness.frames(xml, scene: "login")["login-a"]?.minY, 48)
        let notInitial = xml.replacingOccurrences(of: "initialViewController=\"login\" ", with: "")
        XCTAssertEqual(try IBHarness.frames(notInitial, scene: "login")["login-a"]?.minY, 92)
    }

    func testAXibViewOfTheDevicesSizeSitsBelowTheStatusBarAsAScenesDoes() throws {
        func xib(_ metrics: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="64" width="10" height="10"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="top" secondItem="guide" secondAttribute="top" id="c1"/>
                            <constraint firstItem="a" firstAttribute="leading" secondItem="guide" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
                            <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                        </constraints>
                        \(metrics)
                        <viewLayoutGuide key="safeArea" id="guide"/>
                    </view>
                </objects>
            </document>
            """
        }
        let bar = try IBHarness.read(xib("<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>"), path: "Todo.xib")
        let screen = try XCTUnwrap(bar.screens.first)
        let env = try XCTUnwrap(try EnvironmentQuery(devices: ["authored"]).environments(for: screen, in: IBHarness.catalog).first)
        let layout = LayoutEngine(measurer: IBHarness.measurer).solve(screen.document, in: env)
        XCTAssertEqual(layout.elements.first { $0.id == "a" }?.frame.minY, 64, "20 pt of status bar and a 44 pt bar")
        XCTAssertEqual(FrameComparison.compare(screen, layout).matched, 1)
        // Without a bar, a view of the whole device's size is drawn as a storyboard scene is: under
        // the status bar, which Xcode 11 to 13 left out on Home-button iPhones (in batches 14 to
        // 16, 18 of 21 such views before tools 15000 sat 20 pt down, 16 of 17 from 15000 to 21000
        // did not, and 5 of 7 since did). A smaller view has no status bar over it.
        func top(_ xml: String) throws -> Double? {
            let screen = try XCTUnwrap(try IBHarness.read(xml, path: "Todo.xib").screens.first)
            let env = try XCTUnwrap(try EnvironmentQuery(devices: ["authored"]).environments(for: screen, in: IBHarness.catalog).first)
            return LayoutEngine(measurer: IBHarness.measurer).solve(screen.document, in: env).elements.first { $0.id == "a" }?.frame.minY
        }
        XCTAssertEqual(try top(xib("")), 20, "Xcode 10")
        XCTAssertEqual(try top(xib("").replacingOccurrences(of: "14490.70", with: "17701")), 0, "Xcode 12")
        XCTAssertEqual(try top(xib("").replacingOccurrences(of: "14490.70", with: "21701")), 20, "Xcode 14")
        XCTAssertEqual(try top(xib("").replacingOccurrences(of: "height=\"667\"/>", with: "height=\"300\"/>")), 0,
                       "a view smaller than the device")
    }

    func testPrototypeCellsFollowTheTableWidthWithTheirContentInside() throws {
        let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
            <rect key="frame" x="0.0" y="48" width="414" height="814"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                    <rect key="frame" x="0.0" y="28" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot"><rect key="frame" x="20" y="11" width="22" height="22"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="d1"/>
                            <constraint firstItem="dot" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="d2"/>
                            <constraint firstItem="dot" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="d3"/>
                            <constraint firstItem="dot" firstAttribute="width" secondItem="dot" secondAttribute="height" id="d4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
        let xml = IBHarness.tableStoryboard(table)
        let screen = try XCTUnwrap(IBHarness.read(xml).screens.first)
        let layout = try IBHarness.layout(xml)
        let comparison = FrameComparison.compare(screen, layout)
        XCTAssertEqual(comparison.compared, 4)
        XCTAssertEqual(comparison.matched, 4, "\(comparison.mismatches)")
        let small = try IBHarness.frames(xml, device: "iphone-se-4-inch")
        XCTAssertEqual(small["cell"]?.width, 320)
        XCTAssertEqual(small["dot"]?.minX, 16, "the content view's margin is the table's on a 320 pt iPhone")
        XCTAssertEqual(try IBHarness.frames(xml, device: "iphone-13-mini")["dot"]?.minX, 16)
        XCTAssertEqual(try IBHarness.frames(xml, device: "iphone-15")["dot"]?.minX, 20, "a cell's margin is 20 pt from the 390 pt iPhones up")
    }

    func testEachColumnOfAColumnStyleSplitViewHasANavigationBar() throws {
        let split = """
            <scene sceneID="split-scene"><objects>
                <splitViewController allowDoubleColumnStyle="YES" id="split" sceneMemberID="viewController">
                    <connections>
                        <segue destination="vc" kind="relationship" relationship="masterViewController" id="m"/>
                        <segue destination="detail" kind="relationship" relationship="detailViewController" id="d"/>
                    </connections>
                </splitViewController>
            </objects></scene>
            """
        let xml = IBHarness.storyboard(split + pinnedToSafeTop() + pinnedToSafeTop(id: "detail"))
        XCTAssertEqual(try IBHarness.frames(xml)["a"]?.minY, 92)
        XCTAssertEqual(try IBHarness.frames(xml, scene: "detail")["detail-a"]?.minY, 92)
        let classic = xml.replacingOccurrences(of: "allowDoubleColumnStyle=\"YES\" ", with: "")
        XCTAssertEqual(try IBHarness.frames(classic)["a"]?.minY, 48, "the classic style adds no bar")
    }

    func testAFreeformScenesBottomLayoutGuideIsAtTheBottomOfItsOwnView() throws {
        let scene = IBHarness.scene(extra: """
            <layoutGuides><viewControllerLayoutGuide type="bottom" id="bottomGuide"/></layoutGuides>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="414" height="1200"/>
            """, subviews: IBHarness.view("a"), constraints: [
            IBHarness.constraint("firstItem=\"bottomGuide\" firstAttribute=\"top\" secondItem=\"a\" secondAttribute=\"bottom\" constant=\"10\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"width\" constant=\"10\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"height\" constant=\"10\""),
        ].joined())
        XCTAssertEqual(try IBHarness.frames(IBHarness.storyboard(scene))["a"]?.maxY, 1190)
        let safe = scene.replacingOccurrences(of: "firstItem=\"bottomGuide\" firstAttribute=\"top\"", with: "firstItem=\"safe\" firstAttribute=\"bottom\"")
        XCTAssertEqual(try IBHarness.frames(IBHarness.storyboard(device: "retina4_7", safe))["a"]?.maxY, 1190,
                       "its safe area too, on a phone without a bottom inset")
        let narrow = IBHarness.scene(extra: "<size key=\"freeformSize\" width=\"300\" height=\"300\"/>", subviews: IBHarness.view("b"), constraints: [
            IBHarness.constraint("firstItem=\"safe\" firstAttribute=\"trailing\" secondItem=\"b\" secondAttribute=\"trailing\" constant=\"16\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"width\" constant=\"10\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"height\" constant=\"10\""),
        ].joined())
        XCTAssertEqual(try IBHarness.frames(IBHarness.storyboard(narrow))["b"]?.maxX, 284, "and its sides")
    }

    /// A freeform scene taller than the screen keeps its bottom margin at its own bottom, where
    /// its safe area ends; its top margin is still below the bar.
    func testAFreeformScenesBottomMarginIsAtItsOwnBottom() throws {
        let scene = IBHarness.scene(extra: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <size key="freeformSize" width="414" height="1200"/>
            """, subviews: IBHarness.view("a"), constraints: [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"topMargin\""),
            IBHarness.constraint("firstItem=\"root\" firstAttribute=\"bottomMargin\" secondItem=\"a\" secondAttribute=\"bottom\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"width\" constant=\"10\""),
        ].joined())
        let f = try IBHarness.frames(IBHarness.storyboard(scene))
        let a = try XCTUnwrap(f["a"]), root = try XCTUnwrap(f["root"])
        XCTAssertEqual(a.maxY, root.maxY)
        XCTAssertGreaterThan(a.minY, root.minY + 44, "below the navigation bar")
    }

    /// A freeform scene's side margins are its own, whatever the device: 20 pt where it is as
    /// wide as an iPad, 16 pt where it is narrower than 414 pt.
    func testAFreeformScenesSideMarginsAreItsOwn() throws {
        func margins(width: Int) throws -> [Double]? {
            let scene = IBHarness.scene(extra: "<size key=\"freeformSize\" width=\"\(width)\" height=\"600\"/>",
                                        subviews: IBHarness.view("b"), constraints: [
                IBHarness.constraint("firstItem=\"b\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leadingMargin\""),
                IBHarness.constraint("firstItem=\"root\" firstAttribute=\"trailingMargin\" secondItem=\"b\" secondAttribute=\"trailing\""),
                IBHarness.constraint("firstItem=\"b\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\""),
                IBHarness.constraint("firstItem=\"b\" firstAttribute=\"height\" constant=\"10\""),
            ].joined())
            let f = try IBHarness.frames(IBHarness.storyboard(device: "retina4_7", scene))
            guard let b = f["b"], let root = f["root"] else { return nil }
            return [b.minX - root.minX, root.maxX - b.maxX]
        }
        XCTAssertEqual(try margins(width: 1024), [20, 20], "an iPad-wide scene on an iPhone 8 canvas")
        XCTAssertEqual(try margins(width: 300), [16, 16])
    }

    /// A freeform scene's table gives its cells the side margins of the scene's width: 20 pt in
    /// a 600 pt scene drawn on an iPhone 8, where the phone's own would be 16 (CodingMart's
    /// 600 pt settings tables, Xcode 9.2).
    func testAFreeformScenesCellsTakeTheMarginsOfItsWidth() throws {
        func leading(width: Int) throws -> Double? {
            let table = IBHarness.oneCellTable(contentWidth: Double(width), dot: #"x="20" y="11" width="22" height="22""#, constraints: """
                <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="d1"/>
                <constraint firstItem="dot" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="d2"/>
                <constraint firstItem="dot" firstAttribute="width" constant="22" id="d3"/>
                <constraint firstItem="dot" firstAttribute="height" constant="22" id="d4"/>
                """)
            let f = try IBHarness.frames(IBHarness.tableStoryboard(table, within: "root", device: "retina4_7",
                                                         extra: "<size key=\"freeformSize\" width=\"\(width)\" height=\"600\"/>"))
            guard let content = f["content"], let dot = f["dot"] else { return nil }
            return dot.minX - content.minX
        }
        XCTAssertEqual(try leading(width: 600), 20)
        XCTAssertEqual(try leading(width: 375), 16, "as wide as the phone: the phone's")
    }

    /// Beside a disclosure indicator or another accessory, a cell's content view keeps 8 pt at
    /// its trailing side, not its table's 16 or 20.
    func testACellsContentViewBesideAnAccessoryHas8PointsAtItsTrailingSide() throws {
        func gap(accessory: String?) throws -> Double? {
            let table = IBHarness.oneCellTable(cell: accessory.map { "accessoryType=\"\($0)\"" } ?? "", contentWidth: 383.5,
                                     dot: #"x="300" y="11" width="22" height="22""#, constraints: """
                <constraint firstAttribute="trailingMargin" secondItem="dot" secondAttribute="trailing" id="d1"/>
                <constraint firstItem="dot" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="d2"/>
                <constraint firstItem="dot" firstAttribute="width" constant="22" id="d3"/>
                <constraint firstItem="dot" firstAttribute="height" constant="22" id="d4"/>
                """)
            let xml = IBHarness.tableStoryboard(table)
            let f = try IBHarness.frames(xml)
            guard let content = f["content"], let dot = f["dot"] else { return nil }
            return content.maxX - dot.maxX
        }
        XCTAssertEqual(try gap(accessory: "disclosureIndicator"), 8)
        XCTAssertEqual(try gap(accessory: nil), 20, "the table's side margin on a 414 pt iPhone")
    }

    /// Xcode 8 and 9.0 drew iOS 10's cell margins; Xcode 9.1 (tools 13528) on drew iOS 11's.
    func testBeforeIOS11ACellsContentViewHad8PointMargins() throws {
        func cell(tools: String, preserves: Bool = false) throws -> Rect? {
            let table = IBHarness.oneCellTable(content: preserves ? #"preservesSuperviewLayoutMargins="YES""# : "",
                                     dot: #"x="8" y="8" width="10" height="10""#, constraints: """
                <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="d1"/>
                <constraint firstItem="dot" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="d2"/>
                <constraint firstItem="dot" firstAttribute="width" constant="10" id="d3"/>
                <constraint firstItem="dot" firstAttribute="height" constant="10" id="d4"/>
                """)
            let xml = IBHarness.tableStoryboard(table, within: "root").replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(tools)\"")
            let f = try IBHarness.frames(xml)
            guard let dot = f["dot"], let content = f["content"] else { return nil }
            return dot.offsetBy(dx: -content.minX, dy: -content.minY)
        }
        XCTAssertEqual(try cell(tools: "11762").map { [$0.minX, $0.minY] }, [8, 8], "Xcode 8")
        XCTAssertEqual(try cell(tools: "11762", preserves: true).map { [$0.minX, $0.minY] }, [15, 8], "the table's 15 pt, preserved")
        XCTAssertEqual(try cell(tools: "13196").map { [$0.minX, $0.minY] }, [8, 8], "Xcode 9.0 still drew iOS 10's")
        XCTAssertEqual(try cell(tools: "13529").map { [$0.minX, $0.minY] }, [20, 11], "Xcode 9.1")
        XCTAssertEqual(try cell(tools: "13771").map { [$0.minX, $0.minY] }, [20, 11], "Xcode 9.2: the table's margin on a 414 pt iPhone")
        XCTAssertEqual(try cell(tools: "23504").map { [$0.minX, $0.minY] }, [20, 11], "Xcode 15")
        XCTAssertEqual(try cell(tools: "24412").map { [$0.minX, $0.minY] }, [20, 15], "a prototype drawn as iOS 26: 15 pt above")
    }

    /// A cell a xib holds on its own is drawn as its own table: its content view's side margins
    /// are 20 pt where the cell is 414 pt wide or more and 16 pt at Xcode's 320 pt (in batches 14
    /// to 16, 29 of 40 wider cells on a 375 pt canvas had 20, the rest 16). Between the two it
    /// follows the iPhone, as a table's cells do: 20 pt from 390 pt (all 52 such cells of batches
    /// 14 to 22 on the 393 and 414 pt canvases), 16 below. That is Xcode 10's drawing: on a 375 pt
    /// iPhone Xcode 11 drew every such cell with 15 pt margins, and Xcode 12 on with 16 at any
    /// width (batches 24 to 35: 8 of 8 wide cells 20 pt in Xcode 10, 14 of 14 cells 15 pt in
    /// Xcode 11, 4 of 4 wide cells 16 pt from Xcode 13).
    func testAXibsOwnCellTakesTheSideMarginsOfItsOwnWidth() throws {
        func dot(cellWidth: Int, device: String, tools: Int = 22505) throws -> Rect? {
            try IBHarness.cellDot(width: cellWidth, device: device, tools: tools)
        }
        XCTAssertEqual(try dot(cellWidth: 320, device: "retina6_1").map { [$0.minX, $0.width] }, [16, 288])
        XCTAssertEqual(try dot(cellWidth: 414, device: "retina4_7", tools: 14460).map { [$0.minX, $0.width] }, [20, 374], "Xcode 10")
        XCTAssertEqual(try dot(cellWidth: 474, device: "retina4_7", tools: 15705).map { [$0.minX, $0.width] }, [15, 444], "Xcode 11")
        XCTAssertEqual(try dot(cellWidth: 320, device: "retina4_7", tools: 16097).map { [$0.minX, $0.width] }, [15, 290], "Xcode 11")
        XCTAssertEqual(try dot(cellWidth: 474, device: "retina4_7").map { [$0.minX, $0.width] }, [16, 442], "Xcode 15")
        XCTAssertEqual(try dot(cellWidth: 396, device: "retina6_1").map { [$0.minX, $0.width] }, [20, 356])
        XCTAssertEqual(try dot(cellWidth: 375, device: "retina6_12").map { [$0.minX, $0.width] }, [20, 335])
        XCTAssertEqual(try dot(cellWidth: 394, device: "retina4_7").map { [$0.minX, $0.width] }, [16, 362], "a 375 pt iPhone's")
    }

    /// A controller's view that Xcode drew as wide as the device but shorter (a freeform one) is
    /// laid out at its own height, not stretched to the screen's.
    func testAXibControllersViewShorterThanTheDeviceKeepsItsHeight() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections><outlet property="view" destination="top" id="o1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="383"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="list"><rect key="frame" x="0.0" y="0.0" width="414" height="383"/></tableView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0.0" y="331" width="414" height="44"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="list" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="list" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="list" firstAttribute="top" secondItem="top" secondAttribute="top" id="c3"/>
                        <constraint firstItem="list" firstAttribute="bottom" secondItem="top" secondAttribute="bottom" id="c4"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c5"/>
                        <constraint firstItem="bar" firstAttribute="width" secondItem="top" secondAttribute="width" id="c6"/>
                        <constraint firstItem="top" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="8" id="c7"/>
                        <constraint firstItem="bar" firstAttribute="height" constant="44" id="c8"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
        let f = try IBHarness.frames(xml)
        let top = try XCTUnwrap(f["top"])
        XCTAssertEqual(f["list"].map { [$0.minX - top.minX, $0.minY - top.minY, $0.width, $0.height] }, [0, 0, 414, 383])
        XCTAssertEqual(f["bar"].map { $0.minY - top.minY }, 331)
    }
}
