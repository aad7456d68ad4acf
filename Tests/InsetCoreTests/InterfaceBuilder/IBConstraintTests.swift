import XCTest
@testable import InsetCore

/// Each way a `<constraint>` is written becomes the constraint UIKit installs (`retina6_1`, the
/// iPhone 11: 414 × 896, safe area 48 pt at the top and 34 at the bottom, 20 pt root margins).
final class IBConstraintTests: XCTestCase {
    private func frames(_ subviews: String, _ constraints: [String], device: String? = nil, rtl: Bool = false) throws -> [String: Rect] {
        try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: subviews, constraints: constraints.joined(separator: "\n"))),
                             device: device, rtl: rtl)
    }

    private let boxSize = [IBHarness.constraint("firstItem=\"a\" firstAttribute=\"width\" constant=\"100\""),
                           IBHarness.constraint("firstItem=\"a\" firstAttribute=\"height\" constant=\"40\"")]

    func testEdgesToTheSafeAreaAndAMissingFirstItemMeaningTheOwner() throws {
        let f = try frames(IBHarness.view("a"), boxSize + [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" constant=\"20\""),
            // safe.trailing = a.trailing + 16, written with the guide first as Xcode does.
            IBHarness.constraint("firstItem=\"safe\" firstAttribute=\"trailing\" secondItem=\"a\" secondAttribute=\"trailing\" constant=\"16\""),
        ])
        XCTAssertEqual(f["a"], Rect(x: 414 - 16 - 100, y: 48 + 20, width: 100, height: 40))
    }

    func testRootMarginsAndAContainersOwnMargins() throws {
        let inner = IBHarness.view("b", body: "")
        let f = try frames(IBHarness.view("a", frame: [0, 0, 200, 100], body: "<subviews>\(inner)</subviews>"), boxSize + [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leadingMargin\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"topMargin\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"leading\" secondItem=\"a\" secondAttribute=\"leadingMargin\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"trailing\" secondItem=\"a\" secondAttribute=\"trailingMargin\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"top\" secondItem=\"a\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"height\" constant=\"10\""),
        ])
        XCTAssertEqual(f["a"]?.minX, 20, "the root view's margin on a 414 pt iPhone")
        XCTAssertEqual(f["b"], Rect(x: 28, y: f["a"]!.minY, width: 84, height: 10), "8 pt margins inside a plain view")
    }

    func testMultipliersRatiosRelationsAndPriorities() throws {
        let f = try frames(IBHarness.view("a") + IBHarness.view("b") + IBHarness.view("c"), [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"width\" constant=\"160\""),
            IBHarness.constraint("firstAttribute=\"width\" secondItem=\"a\" secondAttribute=\"height\" multiplier=\"16:9\"").replacingOccurrences(of: "<constraint ", with: "<constraint firstItem=\"a\" "),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"width\" secondItem=\"root\" secondAttribute=\"width\" multiplier=\"0.5\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"height\" relation=\"greaterThanOrEqual\" constant=\"44\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"height\" constant=\"20\" priority=\"750\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"top\" secondItem=\"a\" secondAttribute=\"bottom\" constant=\"-10\""),
            // A fraction, as Xcode 7 wrote some (letgo's launch screen: a fifth of its width).
            IBHarness.constraint("firstItem=\"c\" firstAttribute=\"width\" secondItem=\"root\" secondAttribute=\"width\" multiplier=\"1/5\""),
            IBHarness.constraint("firstItem=\"c\" firstAttribute=\"height\" constant=\"10\""),
            IBHarness.constraint("firstItem=\"c\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"c\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\""),
        ])
        XCTAssertEqual(f["c"]?.width ?? 0, 414 / 5, accuracy: 0.001)
        XCTAssertEqual(f["a"]?.height ?? 0, 90, accuracy: 0.001)
        XCTAssertEqual(f["b"]?.width, 207)
        XCTAssertEqual(f["b"]?.height, 44, "a required >= beats an equality at 750")
        XCTAssertEqual(f["b"]?.minY ?? 0, 80, accuracy: 0.001)
    }

    func testAPositionMultiplierIsReadInTheContainersOwnCoordinates() throws {
        // A card 300 pt down holds an icon whose bottom is half the card's (`card.bottom = 2 ×
        // icon.bottom`, as a collection cell in nRF Mesh writes it): Xcode draws the icon half as
        // tall as the card, not 2 × its bottom on the screen.
        let icon = IBHarness.view("icon")
        let card = IBHarness.view("card", frame: [50, 300, 130, 130], body: """
            <subviews>\(icon)</subviews>
            <constraints>
                \(IBHarness.constraint("firstItem=\"icon\" firstAttribute=\"top\" secondItem=\"card\" secondAttribute=\"top\""))
                \(IBHarness.constraint("firstItem=\"icon\" firstAttribute=\"leading\" secondItem=\"card\" secondAttribute=\"leading\""))
                \(IBHarness.constraint("firstItem=\"icon\" firstAttribute=\"width\" constant=\"40\""))
                \(IBHarness.constraint("firstAttribute=\"bottom\" secondItem=\"icon\" secondAttribute=\"bottom\" multiplier=\"2\""))
            </constraints>
            """)
        let f = try frames(card, [
            IBHarness.constraint("firstItem=\"card\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"50\""),
            IBHarness.constraint("firstItem=\"card\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"300\""),
            IBHarness.constraint("firstItem=\"card\" firstAttribute=\"width\" constant=\"130\""),
            IBHarness.constraint("firstItem=\"card\" firstAttribute=\"height\" constant=\"130\""),
        ])
        XCTAssertEqual(f["icon"], Rect(x: 50, y: 300, width: 40, height: 65))
    }

    func testPlaceholderConstraintsAreRemovedAsAtBuildTime() throws {
        let f = try frames(IBHarness.view("a"), boxSize + [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"300\" placeholder=\"YES\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
        ])
        XCTAssertEqual(f["a"]?.minY, 100)
    }

    func testOldTopAndBottomLayoutGuidesAreTheSafeArea() throws {
        let guides = """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="tg"/>
            <viewControllerLayoutGuide type="bottom" id="bg"/>
        </layoutGuides>
        """
        let xml = IBHarness.storyboard(IBHarness.scene(extra: "", subviews: IBHarness.view("a") + IBHarness.view("b"), constraints: (boxSize + [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"tg\" secondAttribute=\"bottom\" constant=\"8\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"bg\" firstAttribute=\"top\" secondItem=\"b\" secondAttribute=\"bottom\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"height\" constant=\"10\""),
            IBHarness.constraint("firstItem=\"b\" firstAttribute=\"width\" constant=\"10\""),
        ]).joined()).replacingOccurrences(of: "sceneMemberID=\"viewController\">", with: "sceneMemberID=\"viewController\">\(guides)"))
        let f = try IBHarness.frames(xml)
        XCTAssertEqual(f["a"]?.minY, 56)
        XCTAssertEqual(f["b"]?.maxY, 896 - 34)
    }

    /// Xcode draws the old top layout guide's top where its bottom is: a view pinned to its top
    /// starts below the status bar too (Sense's tutorial and feed, 20 pt down on the 4.7-inch
    /// canvas; its settings lists, under an opaque bar, at their view's top).
    func testAViewPinnedToTheTopLayoutGuidesTopStartsBelowTheStatusBar() throws {
        let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/></layoutGuides>"#
        let xml = IBHarness.storyboard(IBHarness.scene(extra: "", subviews: IBHarness.view("a"), constraints: (boxSize + [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"tg\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
        ]).joined()).replacingOccurrences(of: "sceneMemberID=\"viewController\">", with: "sceneMemberID=\"viewController\">\(guides)"))
        XCTAssertEqual(try IBHarness.frames(xml)["a"]?.minY, 48)
    }

    func testBaselinesLineTextUp() throws {
        let big = IBHarness.view("big", tag: "label", attributes: "text=\"Big\"", body: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"34\"/>")
        let small = IBHarness.view("small", tag: "label", attributes: "text=\"small\"", body: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"12\"/>")
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: big + small, constraints: [
            IBHarness.constraint("firstItem=\"big\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"big\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"20\""),
            IBHarness.constraint("firstItem=\"small\" firstAttribute=\"baseline\" secondItem=\"big\" secondAttribute=\"baseline\""),
            IBHarness.constraint("firstItem=\"small\" firstAttribute=\"firstBaseline\" secondItem=\"big\" secondAttribute=\"firstBaseline\"").replacingOccurrences(of: "<constraint", with: "<constraint priority=\"999\""),
            IBHarness.constraint("firstItem=\"small\" firstAttribute=\"leading\" secondItem=\"big\" secondAttribute=\"trailing\" constant=\"8\""),
        ].joined()))
        let f = try IBHarness.frames(xml)
        // SF Pro's ascent: Interface Builder files set their lines as Xcode does. A line's height
        // rounded up to the pixel lies below its baseline, so its last baseline is its first.
        let bigBaseline = f["big"]!.minY + 34 * FontLineMetrics.sfPro.ascent
        let smallBaseline = f["small"]!.minY + 12 * FontLineMetrics.sfPro.ascent
        XCTAssertEqual(bigBaseline, smallBaseline, accuracy: 0.01)
        XCTAssertGreaterThan(f["small"]!.minY, f["big"]!.minY + 10, "the small label sits low, on the big one's baseline")
    }

    func testObjectIDsStartingWithADigitAndPlainNumbers() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: IBHarness.view("1kl-z0-0K0") + IBHarness.view("42"), constraints: [
            IBHarness.constraint("firstItem=\"1kl-z0-0K0\" firstAttribute=\"width\" constant=\"30\""),
            IBHarness.constraint("firstItem=\"1kl-z0-0K0\" firstAttribute=\"height\" constant=\"30\""),
            IBHarness.constraint("firstItem=\"1kl-z0-0K0\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"200\""),
            IBHarness.constraint("firstItem=\"1kl-z0-0K0\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"10\""),
            IBHarness.constraint("firstItem=\"42\" firstAttribute=\"leading\" secondItem=\"1kl-z0-0K0\" secondAttribute=\"trailing\" constant=\"5\""),
            IBHarness.constraint("firstItem=\"42\" firstAttribute=\"top\" secondItem=\"1kl-z0-0K0\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"42\" firstAttribute=\"width\" secondItem=\"1kl-z0-0K0\" secondAttribute=\"width\""),
            IBHarness.constraint("firstItem=\"42\" firstAttribute=\"height\" secondItem=\"1kl-z0-0K0\" secondAttribute=\"height\""),
        ].joined()))
        XCTAssertEqual(try IBHarness.frames(xml)["42"], Rect(x: 45, y: 200, width: 30, height: 30))
        XCTAssertEqual(try ConstraintParser.parse("leading == 1kl-z0-0K0.trailing + 5").second?.item, .element("1kl-z0-0K0"))
        XCTAssertEqual(try ConstraintParser.parse("width == 42").constant, 42, "a number alone stays a number")
    }

    func testLeadingAndTrailingMirrorInRightToLeft() throws {
        let f = try frames(IBHarness.view("a"), boxSize + [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"safe\" secondAttribute=\"leading\" constant=\"10\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\""),
        ], rtl: true)
        XCTAssertEqual(f["a"]?.maxX, 404)
    }
}
