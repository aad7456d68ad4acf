import XCTest
@testable import InsetCore

/// Size-class variations become variants: constants, installed constraints and installed views
/// per pair of size classes, as Interface Builder resolves them.
final class IBVariationTests: XCTestCase {
    private let xml = IBHarness.storyboard(IBHarness.scene(
        subviews: IBHarness.view("a") + IBHarness.view("cap"),
        constraints: """
        <constraint firstItem="a" firstAttribute="height" constant="50" id="h1">
            <variation key="widthClass=compact" constant="40"/>
        </constraint>
        <constraint firstItem="a" firstAttribute="width" constant="120" id="w1"/>
        <constraint firstItem="a" firstAttribute="width" constant="240" id="w2"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t1"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
        <constraint firstItem="cap" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="t2"/>
        <constraint firstItem="cap" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="l2"/>
        <constraint firstItem="cap" firstAttribute="width" constant="10" id="w3"/>
        <constraint firstItem="cap" firstAttribute="height" constant="10" id="h3"/>
        """,
        rootExtra: """
        <variation key="default">
            <mask key="constraints"><exclude reference="w2"/></mask>
        </variation>
        <variation key="heightClass=regular-widthClass=regular">
            <mask key="subviews"><exclude reference="cap"/></mask>
            <mask key="constraints"><exclude reference="w1"/><include reference="w2"/></mask>
        </variation>
        """))

    func testCompactWidthTakesItsConstantAndTheDefaultInstallation() throws {
        let f = try IBHarness.frames(xml, device: "iphone-11")
        XCTAssertEqual(f["a"].map { [$0.width, $0.height] }, [120, 40])
        XCTAssertNotNil(f["cap"])
    }

    func testRegularRegularInstallsItsOwnConstraintAndRemovesAView() throws {
        let f = try IBHarness.frames(xml, device: "ipad-pro-11")
        XCTAssertEqual(f["a"].map { [$0.width, $0.height] }, [240, 50])
        XCTAssertNil(f["cap"], "uninstalled on iPad, with its constraints")
    }

    func testAVariationForAnotherTraitIsSaidAndLeftOut() throws {
        let mac = xml.replacingOccurrences(of: #"<variation key="default">"#, with: #"<variation key="userInterfaceIdiom=mac"><mask key="constraints"><exclude reference="t1"/></mask></variation><variation key="default">"#)
        let screen = try XCTUnwrap(IBHarness.read(mac).screens.first)
        XCTAssertTrue(screen.document.notes.contains { $0.elementID == "root" && $0.message.contains("userInterfaceIdiom=mac") })
        XCTAssertEqual(try IBHarness.frames(mac, device: "iphone-11")["a"]?.minY, 100, "t1 stays installed")
    }

    func testAnIPhoneInLandscapeIsCompactHeight() throws {
        let f = try IBHarness.frames(xml, device: "iphone-se-4-7-inch", orientation: .landscape)
        XCTAssertEqual(f["a"].map { [$0.width, $0.height] }, [120, 40], "compact width, compact height: compact's constant")
        let base = try XCTUnwrap(IBHarness.read(xml).screens[0].document.element(id: "a"))
        XCTAssertFalse(base.variants.isEmpty)
        XCTAssertTrue(base.variants.allSatisfy { $0.when.horizontalSizeClass != nil && $0.when.verticalSizeClass != nil })
    }
}
