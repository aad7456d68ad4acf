import XCTest
@testable import InsetCore

/// A bar a storyboard places among its views itself is a view like any other: UIKit moves a view
/// controller's safe area for its navigation or tab bar controller's bars only, and Xcode draws
/// views pinned to the safe area under such a bar.
final class IBPlacedBarTests: XCTestCase {
    /// The root (an iPhone 11, status bar 48 pt, Home indicator 34) holds a `tag` bar 44 pt tall
    /// at `barY`, and views `top` and `bottom` pinned to the safe area's top and bottom.
    private func frames(tag: String, barY: Double) throws -> [String: Rect] {
        let bar = """
            <\(tag) opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="\(barY)" width="414" height="44"/>
            </\(tag)>
            """
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: bar + IBHarness.view("top") + IBHarness.view("bottom"), constraints: [
            "firstItem=\"bar\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"\(barY)\"",
            #"firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading""#,
            #"firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing""#,
            #"firstItem="bar" firstAttribute="height" constant="44""#,
            #"firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top""#,
            #"firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading""#,
            #"firstItem="top" firstAttribute="width" constant="10""#,
            #"firstItem="top" firstAttribute="height" constant="10""#,
            #"firstItem="safe" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom""#,
            #"firstItem="bottom" firstAttribute="leading" secondItem="safe" secondAttribute="leading""#,
            #"firstItem="bottom" firstAttribute="width" constant="10""#,
            #"firstItem="bottom" firstAttribute="height" constant="10""#,
        ].map { IBHarness.constraint($0) }.joined()))
        return try IBHarness.frames(xml)
    }

    func testAPlacedNavigationBarLeavesTheSafeAreaAtTheStatusBar() throws {
        let f = try frames(tag: "navigationBar", barY: 48)
        XCTAssertEqual(f["bar"]?.minY, 48)
        XCTAssertEqual(f["top"]?.minY, 48, "under the bar, as Xcode draws it")
    }

    func testAPlacedToolbarAtTheTopLeavesTheBottomWhereItIs() throws {
        let f = try frames(tag: "toolbar", barY: 48)
        XCTAssertEqual(f["top"]?.minY, 48)
        XCTAssertEqual(f["bottom"]?.maxY, 896 - 34, "the safe area still ends above the Home indicator")
    }

    func testAPlacedTabBarAtTheBottomLeavesTheSafeAreaToo() throws {
        XCTAssertEqual(try frames(tag: "tabBar", barY: 896 - 34 - 44)["bottom"]?.maxY, 896 - 34)
    }
}
