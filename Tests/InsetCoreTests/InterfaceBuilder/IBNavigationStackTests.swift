import XCTest
@testable import InsetCore

/// What a navigation stack shows over the scenes it pushes, beyond its bar: large or small titles
/// as each pushed item inherits them, and the stack's toolbar, on an iPhone 11 canvas (48 pt of
/// status bar, 34 of Home indicator, 896 pt tall).
final class IBNavigationStackTests: XCTestCase {
    /// A scene `id` whose view `id-a` fills its safe area, showing `pushes` and holding `extra`.
    private func scene(_ id: String, pushes: [String] = [], extra: String = "") -> String {
        let segues = pushes.map { "<segue destination=\"\($0)\" kind=\"show\" id=\"\(id)-to-\($0)\"/>" }.joined()
        return IBHarness.scene(id: id, title: id, extra: extra + (segues.isEmpty ? "" : "<connections>\(segues)</connections>"),
                               subviews: IBHarness.view("\(id)-a"), constraints: [
            "firstItem=\"\(id)-a\" firstAttribute=\"top\" secondItem=\"\(id)-safe\" secondAttribute=\"top\"",
            "firstItem=\"\(id)-a\" firstAttribute=\"bottom\" secondItem=\"\(id)-safe\" secondAttribute=\"bottom\"",
            "firstItem=\"\(id)-a\" firstAttribute=\"leading\" secondItem=\"\(id)-safe\" secondAttribute=\"leading\"",
            "firstItem=\"\(id)-a\" firstAttribute=\"width\" constant=\"10\"",
        ].map { IBHarness.constraint($0) }.joined())
    }

    /// A navigation controller (`nav`) whose root is `root`.
    private func navigation(root: String, attributes: String = "", largeTitles: Bool = false) -> String {
        """
        <scene sceneID="nav-scene"><objects>
            <navigationController \(attributes) id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(largeTitles ? #"largeTitles="YES""# : "") id="navbar">
                    <rect key="frame" x="0.0" y="48" width="414" height="96"/>
                </navigationBar>
                <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="nav-root"/></connections>
            </navigationController>
        </objects></scene>
        """
    }

    private func item(_ mode: String) -> String {
        "<navigationItem key=\"navigationItem\" title=\"Title\" largeTitleDisplayMode=\"\(mode)\" id=\"item-\(mode)\"/>"
    }

    private func content(_ xml: String, _ id: String) throws -> Rect? {
        try IBHarness.frames(xml, scene: id)["\(id)-a"]
    }

    /// UIKit shows an item's title large or small as the item before it on the stack did,
    /// unless the item says which: after Trailer's servers list and snoozing presets, set to
    /// "never", the scenes they push are drawn under a small bar (8 views of batch 42). A
    /// freeform scene they push is drawn under the stack's own large bar (its server details).
    func testAPushedItemShowsItsTitleAsTheOneBeforeItDid() throws {
        let freeform = #"<size key="freeformSize" width="414" height="1000"/>"#
        let xml = IBHarness.storyboard(navigation(root: "list", largeTitles: true)
            + scene("list", pushes: ["small", "large", "free"], extra: item("never"))
            + scene("small", pushes: ["after"]) + scene("after") + scene("large", extra: item("always"))
            + scene("free", extra: freeform))
        XCTAssertEqual(try content(xml, "list")?.minY, 92, "its own small title")
        XCTAssertEqual(try content(xml, "small")?.minY, 92, "inherited")
        XCTAssertEqual(try content(xml, "after")?.minY, 92, "inherited down the stack")
        XCTAssertEqual(try content(xml, "large")?.minY, 144, "always large")
        XCTAssertEqual(try content(xml, "free")?.minY, 144)
        let plain = IBHarness.storyboard(navigation(root: "list", largeTitles: true) + scene("list", pushes: ["small"]) + scene("small"))
        XCTAssertEqual(try content(plain, "list")?.minY, 144, "large, as the bar prefers")
        XCTAssertEqual(try content(plain, "small")?.minY, 144)
    }

    /// A stack that shows its toolbar (`toolbarHidden="NO"`) shows it under every scene on it
    /// that doesn't hide bottom bars, and Xcode infers a pushed scene's toolbar from the scene
    /// that pushes it. Held in a tab, the toolbar stands on the tab bar, 49 pt tall above a
    /// Home indicator: Trailer's settings scenes end 132 pt up (10 views of batch 42), though not in
    /// Xcode 26.
    func testAStacksToolbarShowsUnderItsScenesAboveTheTabBar() throws {
        let tabs = IBHarness.tabBarScene(showing: "nav")
        let shown = IBHarness.storyboard(tabs + navigation(root: "list", attributes: #"toolbarHidden="NO""#)
            + scene("list", pushes: ["next", "bare"]) + scene("next")
            + scene("bare").replacingOccurrences(of: #"id="bare" "#, with: #"id="bare" hidesBottomBarWhenPushed="YES" "#))
        XCTAssertEqual(try content(shown, "list")?.maxY, 896 - 34 - 49 - 49)
        XCTAssertEqual(try content(shown, "next")?.maxY, 896 - 34 - 49 - 49)
        XCTAssertEqual(try content(shown, "bare")?.maxY, 896 - 34, "no bottom bar at all")

        let simulated = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let inferred = IBHarness.storyboard(tabs + navigation(root: "list") + scene("list", pushes: ["next"], extra: simulated) + scene("next"))
        XCTAssertEqual(try content(inferred, "next")?.maxY, 896 - 34 - 49 - 49, "inferred from the scene that pushes it")
        let plain = IBHarness.storyboard(tabs + navigation(root: "list") + scene("list", pushes: ["next"]) + scene("next"))
        XCTAssertEqual(try content(plain, "next")?.maxY, 896 - 34 - 49, "the tab bar alone")
        // Xcode 26 draws iOS 26's toolbar level with the tab bar (OwnTracks' map, Xcode 26).
        func xcode26(_ xml: String) -> String { xml.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="24765""#) }
        XCTAssertEqual(try content(xcode26(shown), "list")?.maxY, try content(xcode26(plain), "list")?.maxY)
        let untabbed = IBHarness.storyboard(navigation(root: "list", attributes: #"toolbarHidden="NO""#) + scene("list"))
        XCTAssertEqual(try content(untabbed, "list")?.maxY, 896 - 34 - 49, "the toolbar alone")
    }
}
