import XCTest
@testable import InsetCore

final class ListToBottomTests: XCTestCase {
    private let background = """
        { "id": "bg", "role": "background",
          "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] }
        """

    private func layout(list constraints: String, extra: String = "") -> String {
        RuleHarness.document("""
            \(background),
            { "id": "rows", "role": "list", "constraints": [\(constraints)] }\(extra)
            """)
    }

    func testListStoppingAtTheSafeAreaFires() throws {
        let json = layout(list: #""left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == safeArea.bottom""#)
        let findings = try RuleHarness.findings("list-to-bottom", json)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.rule, "list-to-bottom")
        XCTAssertEqual(finding.elements, ["rows"])
        let geometry = ScreenGeometry(environment: finding.environment)
        let gap = geometry.bounds.maxY - geometry.safeArea.maxY
        XCTAssertGreaterThan(gap, 0)
        XCTAssertTrue(finding.message.contains("\"rows\" stops \(Rect.format(gap)) pt above the bottom of the screen"), finding.message)
        XCTAssertEqual(finding.rect.maxY, geometry.safeArea.maxY, accuracy: 0.01)
    }

    func testListAboveATabBarFires() throws {
        let json = layout(list: #""left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == tabs.top""#, extra: """
            ,
            { "id": "tabs", "role": "tabBar",
              "constraints": ["left == screen.left", "right == screen.right", "bottom == screen.bottom"] }
            """)
        let finding = try XCTUnwrap(RuleHarness.findings("list-to-bottom", json).first)
        XCTAssertEqual(finding.elements, ["rows"])
    }

    func testListToTheScreenBottomIsCleanEverywhere() throws {
        let json = layout(list: #""left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == screen.bottom""#)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("list-to-bottom", json), [])
    }

    func testListEndingAtTheKeyboardIsFine() throws {
        let json = layout(list: #""left == screen.left", "right == screen.right", "top == safeArea.top", "bottom == keyboard.top""#)
        XCTAssertEqual(try RuleHarness.findings("list-to-bottom", json, keyboard: true), [])
    }

    func testFixPinsTheBottomAndDropsTheHeight() throws {
        let json = layout(list: #""left == screen.left", "right == screen.right", "top == safeArea.top", "height == 300""#)
        let finding = try XCTUnwrap(RuleHarness.findings("list-to-bottom", json).first)
        XCTAssertTrue(finding.message.contains("\"rows\""), finding.message)
        let fixed = try RuleHarness.applying(try XCTUnwrap(finding.fix), to: json)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("list-to-bottom", fixed), [])
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed), [])
    }

    /// A storyboard's scene above an opaque tab bar: UIKit ends the controller's view at the bar's
    /// top, so a list filling the view goes as low as it can, and so it does where the view
    /// doesn't extend its bottom edge under any bar. Above a translucent bar, or where the view
    /// extends under opaque bars, the view runs to the screen's bottom, and a list stopping at
    /// the bar still fires.
    func testAListFillingAViewAboveAnOpaqueTabBarIsFine() throws {
        func scene(translucent: Bool, listBottom: String, controller: String = "", extra: String = "") -> String {
            IBHarness.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="vc" \(controller) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="rows">
                                    <rect key="frame" x="0.0" y="48" width="414" height="765"/>
                                </tableView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="rows" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="rows" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                                <constraint firstItem="\(listBottom)" firstAttribute="bottom" secondItem="rows" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </view>
                        <simulatedTabBarMetrics key="simulatedBottomBarMetrics"\(translucent ? "" : #" translucent="NO""#)/>
                        \(extra)
                    </viewController>
                </objects></scene>
            """)
        }
        func reported(_ xml: String) throws -> [[String]] {
            try IBHarness.findings(xml, rule: "list-to-bottom").map(\.elements)
        }
        XCTAssertEqual(try reported(scene(translucent: false, listBottom: "root")), [])
        XCTAssertEqual(try reported(scene(translucent: true, listBottom: "root")), [], "the view and its list run under a translucent bar")
        XCTAssertEqual(try reported(scene(translucent: true, listBottom: "safe")), [["rows"]],
                       "a list stopping at a translucent bar's top could run under it")
        XCTAssertEqual(try reported(scene(translucent: false, listBottom: "safe", controller: #"extendedLayoutIncludesOpaqueBars="YES""#)), [["rows"]],
                       "a view that extends under opaque bars runs to the screen's bottom")
        let bottomNotExtended = #"<rectEdge key="edgesForExtendedLayout" top="YES"/>"#
        XCTAssertEqual(try reported(scene(translucent: true, listBottom: "root", extra: bottomNotExtended)), [],
                       "a view that doesn't extend its bottom edge ends at even a translucent bar's top")
    }

    func testListInsideAListIsNotReported() throws {
        let json = RuleHarness.document("""
            \(background),
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"],
              "children": [
                { "id": "inner", "role": "list",
                  "constraints": ["left == parent.left", "right == parent.right", "top == parent.top + 100", "height == 200"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findings("list-to-bottom", json), [])
    }

    /// A row of cards scrolls sideways: it is no vertically scrolling list and needn't reach the
    /// bottom. A collection that scrolls down, as Xcode's default does, still fires.
    func testACollectionScrollingSidewaysNeedNotReachTheBottom() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: OffscreenContentTests.cardRow(sideways: true)
            + OffscreenContentTests.cardRow(sideways: false, id: "down", y: 300)))
        XCTAssertEqual(try IBHarness.findings(xml, rule: "list-to-bottom").map(\.elements), [["down"]])
    }
}
