import XCTest
@testable import InsetCore

/// UIKit's adjusted content inset: a scroll view under the status bar or a navigation bar starts
/// what it scrolls below them at rest (`contentInsetAdjustmentBehavior`), while Xcode records
/// the content's frames at offset zero.
final class IBContentInsetTests: XCTestCase {
    /// A scroll view filling the root of an iPhone 11 (status bar 48 pt), holding `content`
    /// (`height` tall, the scroll view's width, a label `title` `titleTop` down) on its content guide.
    private func storyboard(height: Double, titleTop: Double = 0, scrollAttributes: String = "", navigation: Bool = false,
                            navigationAttributes: String = "", controllerExtra: String = "", held: Bool = false,
                            contentExtra: String = "") -> String {
        let title = IBHarness.view("title", tag: "label", frame: [16, titleTop, 382, 21],
                                   attributes: #"text="Settings""#,
                                   body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        let content = IBHarness.view("content", frame: [0, 0, 414, height], body: """
            <subviews>\(title)</subviews>
            <constraints>\([
                "firstItem=\"title\" firstAttribute=\"top\" secondItem=\"content\" secondAttribute=\"top\" constant=\"\(titleTop)\"",
                #"firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16""#,
                #"firstItem="content" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16""#,
                "firstItem=\"content\" firstAttribute=\"height\" constant=\"\(height)\"",
            ].map { IBHarness.constraint($0) }.joined())\(contentExtra)</constraints>
            """)
        // A badge pinned to the frame guide's top: it stays with the scroll view, not its content.
        let badge = held ? IBHarness.view("badge", frame: [300, 60, 40, 40]) : ""
        let badgePins = held ? [
            #"firstItem="badge" firstAttribute="top" secondItem="fg" secondAttribute="top" constant="60""#,
            #"firstItem="badge" firstAttribute="trailing" secondItem="fg" secondAttribute="trailing" constant="-74""#,
            #"firstItem="badge" firstAttribute="width" constant="40""#,
            #"firstItem="badge" firstAttribute="height" constant="40""#,
        ].map { IBHarness.constraint($0) }.joined() : ""
        let scroll = IBHarness.view("s", tag: "scrollView", frame: [0, 0, 414, 896], attributes: scrollAttributes, body: """
            <subviews>\(content)\(badge)</subviews>
            <constraints>\(["top", "leading", "trailing", "bottom"].map { a in
                IBHarness.constraint("firstItem=\"content\" firstAttribute=\"\(a)\" secondItem=\"cg\" secondAttribute=\"\(a)\"")
            }.joined() + IBHarness.constraint(#"firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width""#) + badgePins)</constraints>
            <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
            <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            """)
        let fill = ["leading", "trailing", "top", "bottom"].map { a in
            IBHarness.constraint("firstItem=\"s\" firstAttribute=\"\(a)\" secondItem=\"root\" secondAttribute=\"\(a)\"")
        }.joined()
        let nav = """
            <scene sceneID="nav-scene"><objects>
                <navigationController id="nav" \(navigationAttributes) sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="YES" id="navbar">
                        <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                    </navigationBar>
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="s1"/></connections>
                </navigationController>
            </objects></scene>
            """
        let scene = IBHarness.scene(subviews: scroll, constraints: fill)
            .replacingOccurrences(of: #"<viewController title="Main" id="vc""#, with: "<viewController title=\"Main\" \(controllerExtra) id=\"vc\"")
        return IBHarness.storyboard((navigation ? nav : "") + scene)
    }

    func testTallContentStartsBelowTheStatusBar() throws {
        let layout = try IBHarness.layout(storyboard(height: 1500))
        let f = layout.elements.reduce(into: [:]) { $0[$1.id] = $1.frame }
        XCTAssertEqual(f["s"]?.minY, 0, "the scroll view itself still runs under the status bar")
        XCTAssertEqual(f["content"]?.minY, 48, "its content rests below the iPhone 11's 48 pt status bar")
        XCTAssertEqual(f["title"]?.minY, 48, "and what the content holds moves with it")
        XCTAssertEqual(layout.contentInsets["s"]?.top, 48)
    }

    func testShortContentOutsideANavigationControllerStaysPut() throws {
        // `.automatic` insets only an axis that scrolls, and a view controller's own scroll view
        // whatever it holds only in a navigation controller.
        XCTAssertEqual(try IBHarness.frames(storyboard(height: 300))["content"]?.minY, 0)
        XCTAssertEqual(try IBHarness.frames(storyboard(height: 300, scrollAttributes: #"alwaysBounceVertical="YES""#))["content"]?.minY, 48,
                       "unless it always bounces")
    }

    func testAViewControllersScrollViewInANavigationControllerStartsBelowTheBar() throws {
        let f = try IBHarness.frames(storyboard(height: 300, navigation: true))
        XCTAssertEqual(f["s"]?.minY, 0, "under the translucent bar")
        XCTAssertEqual(f["content"]?.minY, 92, "below the status bar and the 44 pt navigation bar")
    }

    func testOnlyAViewControllersOwnScrollViewIsInsetWhateverItHolds() throws {
        XCTAssertEqual(try IBHarness.frames(storyboard(height: 300, navigation: true, controllerExtra: #"automaticallyAdjustsScrollViewInsets="NO""#))["content"]?.minY, 0,
                       "not where the controller turns the adjustment off")
        XCTAssertEqual(try IBHarness.frames(storyboard(height: 300, navigation: true, navigationAttributes: #"navigationBarHidden="YES""#))["content"]?.minY, 48,
                       "in a navigation controller that hides its bar, below the status bar")
    }

    func testAViewPinnedToTheFrameGuideStaysWithTheScrollView() throws {
        let xml = storyboard(height: 1500, held: true)
        let f = try IBHarness.frames(xml)
        XCTAssertEqual(f["content"]?.minY, 48)
        XCTAssertEqual(f["badge"]?.minY, 60, "60 pt below the scroll view's top, where the frame guide is")
        let screen = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        XCTAssertEqual(FrameComparison.compare(screen, try IBHarness.layout(xml)).mismatches.map(\.description), [])
    }

    func testShortContentAtTheBottomIsNotForgiven() throws {
        // 870 pt down a 900 pt content in an 896 pt scroll view: it scrolls 4 pt, and the label
        // can rise clear of the Home indicator. In a 880 pt content it can't move at all.
        XCTAssertEqual(try IBHarness.findings(storyboard(height: 900, titleTop: 830), rule: "safe-area").count, 0)
        XCTAssertEqual(try IBHarness.findings(storyboard(height: 880, titleTop: 845), rule: "safe-area").count, 1,
                       "content that doesn't scroll stays under the Home indicator")
    }

    func testNeverLeavesTheContentUnderTheBars() throws {
        let xml = storyboard(height: 1500, scrollAttributes: #"contentInsetAdjustmentBehavior="never""#)
        XCTAssertEqual(try IBHarness.frames(xml)["content"]?.minY, 0)
        XCTAssertFalse(try IBHarness.findings(xml, rule: "status-bar").isEmpty, "and says so")
    }

    func testContentThatRestsBelowTheBarsIsNotReportedUnderThem() throws {
        let xml = storyboard(height: 1500)
        for rule in ["status-bar", "safe-area", "sensor-housing"] {
            XCTAssertEqual(try IBHarness.findings(xml, rule: rule).map(\.message), [], rule)
        }
    }

    func testContentBelowTheSafeAreaScrollsUpIntoIt() throws {
        // 830 pt down the content, 878 pt down the screen: under the Home indicator at rest.
        let xml = storyboard(height: 1500, titleTop: 830)
        XCTAssertEqual(try IBHarness.frames(xml)["title"]?.minY, 878)
        XCTAssertEqual(try IBHarness.findings(xml, rule: "safe-area").map(\.message), [], "scrolling brings it up, as a list's rows")
    }

    func testXcodesRecordedFramesStillMatch() throws {
        // Xcode records the content at offset zero: the comparison takes the inset back out.
        let xml = storyboard(height: 1500, navigation: true)
        let screen = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        let comparison = FrameComparison.compare(screen, try IBHarness.layout(xml))
        XCTAssertEqual(comparison.compared + comparison.textCompared, 3, "the scroll view, the content and the label")
        XCTAssertEqual(comparison.mismatches.map(\.description) + comparison.textMismatches.map(\.description), [])
        // Xcode's canvas, with a placeholder constraint put back, is read at offset zero too: the
        // label it leaves where it is isn't taken as placed by the placeholder (which the content,
        // whose placeholder it is, is).
        let placeholder = IBHarness.constraint(#"firstItem="content" firstAttribute="width" constant="414" placeholder="YES""#)
        let withPlaceholder = storyboard(height: 1500, navigation: true, contentExtra: placeholder)
        let held = try XCTUnwrap(try IBHarness.read(withPlaceholder).screens.first)
        let canvas = try XCTUnwrap(held.canvasDocument)
        let canvasLayout = LayoutEngine(measurer: IBHarness.measurer).solve(canvas, in: try IBHarness.layout(withPlaceholder).environment)
        let again = FrameComparison.compare(held, try IBHarness.layout(withPlaceholder), canvas: canvasLayout)
        XCTAssertEqual(again.compared + again.textCompared, 2, "the scroll view and the label")
    }
}
