import XCTest
@testable import InsetCore

/// A view's layout margins lie inside its safe area (`insetsLayoutMarginsFromSafeArea`): a view
/// that reaches under the status bar or the Home indicator has its margins pushed in as far.
final class IBSafeMarginTests: XCTestCase {
    /// A container pinned to the root's edges (not its safe area) holding `a` at its top-left
    /// margins and `b` at its bottom margin; `insideSafeArea` gives the container's attribute.
    private func scene(containerAttributes: String = "", pinnedToSafeArea: Bool = false, extra: String = "") -> String {
        let top = pinnedToSafeArea ? "secondItem=\"safe\"" : "secondItem=\"root\""
        return IBHarness.storyboard(IBHarness.scene(
            extra: extra,
            subviews: IBHarness.view("c", frame: [0, 0, 414, 896], attributes: containerAttributes, body: """
                <subviews>\(IBHarness.view("a", frame: [8, 56, 20, 20]) + IBHarness.view("b", frame: [8, 800, 20, 20]))</subviews>
                <constraints>
                \(IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"c\" secondAttribute=\"topMargin\""))
                \(IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"c\" secondAttribute=\"leadingMargin\""))
                \(IBHarness.constraint("firstItem=\"c\" firstAttribute=\"bottomMargin\" secondItem=\"b\" secondAttribute=\"bottom\""))
                \(IBHarness.constraint("firstItem=\"b\" firstAttribute=\"leading\" secondItem=\"c\" secondAttribute=\"leading\""))
                \(IBHarness.constraint("firstItem=\"a\" firstAttribute=\"width\" constant=\"20\""))
                \(IBHarness.constraint("firstItem=\"a\" firstAttribute=\"height\" constant=\"20\""))
                \(IBHarness.constraint("firstItem=\"b\" firstAttribute=\"width\" constant=\"20\""))
                \(IBHarness.constraint("firstItem=\"b\" firstAttribute=\"height\" constant=\"20\""))
                </constraints>
                """),
            constraints: [
                IBHarness.constraint("firstItem=\"c\" firstAttribute=\"top\" \(top) secondAttribute=\"top\""),
                IBHarness.constraint("firstItem=\"c\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
                IBHarness.constraint("firstItem=\"c\" firstAttribute=\"trailing\" secondItem=\"root\" secondAttribute=\"trailing\""),
                IBHarness.constraint("firstItem=\"c\" firstAttribute=\"bottom\" secondItem=\"root\" secondAttribute=\"bottom\""),
            ].joined()))
    }

    func testAViewUnderTheStatusBarAndHomeIndicatorHasItsMarginsInsideTheSafeArea() throws {
        let layout = try IBHarness.layout(scene())
        let safe = try XCTUnwrap(layout.guides[.safeArea])
        XCTAssertGreaterThan(safe.minY, 20, "a notched phone")
        let a = try XCTUnwrap(layout.element(id: "a")), b = try XCTUnwrap(layout.element(id: "b"))
        XCTAssertEqual(a.frame.minY, safe.minY + 8, accuracy: 0.001, "the top margin is 8 pt below the safe area's top")
        XCTAssertEqual(a.frame.minX, 8, accuracy: 0.001, "nothing covers the sides in portrait")
        XCTAssertEqual(b.frame.maxY, safe.maxY - 8, accuracy: 0.001, "and the bottom margin 8 pt above its bottom")
    }

    func testInLandscapeTheSensorHousingsSidePushesTheMarginIn() throws {
        let layout = try IBHarness.layout(scene(), orientation: .landscape)
        let safe = try XCTUnwrap(layout.guides[.safeArea])
        XCTAssertGreaterThan(safe.minX, 20)
        XCTAssertEqual(try XCTUnwrap(layout.element(id: "a")).frame.minX, safe.minX + 8, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(layout.element(id: "b")).frame.minX, 0, accuracy: 0.001, "its edge isn't its margin")
    }

    func testAViewInsideTheSafeAreaOrTurnedOffKeepsItsOwnMargins() throws {
        let inside = try IBHarness.layout(scene(pinnedToSafeArea: true))
        let safe = try XCTUnwrap(inside.guides[.safeArea])
        XCTAssertEqual(try XCTUnwrap(inside.element(id: "a")).frame.minY, safe.minY + 8, accuracy: 0.001)
        let off = try IBHarness.layout(scene(containerAttributes: "insetsLayoutMarginsFromSafeArea=\"NO\""))
        XCTAssertEqual(try XCTUnwrap(off.element(id: "a")).frame.minY, 8, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(off.element(id: "b")).frame.maxY, 896 - 8, accuracy: 0.001)
    }

    /// A freeform scene's safe area ends at its own bottom: nothing there pushes the margin in.
    /// A root view that doesn't inset its margins from the safe area has its top and bottom
    /// margins at its edges, UIKit's system margins being 0 there; its sides keep theirs.
    func testARootViewThatDoesntInsetItsMarginsHasThemAtItsTopAndBottom() throws {
        let pins = [
            "firstItem=\"a\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"topMargin\"",
            "firstItem=\"root\" firstAttribute=\"bottomMargin\" secondItem=\"a\" secondAttribute=\"bottom\"",
            "firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leadingMargin\"",
            "firstItem=\"a\" firstAttribute=\"width\" constant=\"10\"",
        ].map { IBHarness.constraint($0) }.joined()
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: IBHarness.view("a"), constraints: pins))
        let inset = try IBHarness.frames(xml)
        XCTAssertEqual(inset["a"].map { [$0.minY, $0.maxY, $0.minX] }, [48, 896 - 34, 20], "inside the safe area")
        let own = try IBHarness.frames(xml.replacingOccurrences(of: "<view key=\"view\" contentMode=\"scaleToFill\" id=\"root\">",
                                                                 with: "<view key=\"view\" contentMode=\"scaleToFill\" insetsLayoutMarginsFromSafeArea=\"NO\" id=\"root\">"))
        XCTAssertEqual(own["a"].map { [$0.minY, $0.maxY, $0.minX] }, [0, 896, 20], "at its edges, its sides still 20 pt in")
    }

    func testAFreeformScenesBottomMarginIsItsOwn() throws {
        let xml = scene(extra: "<size key=\"freeformSize\" width=\"414\" height=\"800\"/>")
        let layout = try IBHarness.layout(xml)
        let b = try XCTUnwrap(layout.element(id: "b")), c = try XCTUnwrap(layout.element(id: "c"))
        XCTAssertEqual(b.frame.maxY, c.frame.maxY - 8, accuracy: 0.001)
    }

    /// A subview's own safe area guide is its bounds less what lies under the status bar.
    func testASubviewsOwnSafeAreaEndsWhereTheScreensDoes() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(
            subviews: IBHarness.view("c", frame: [0, 0, 414, 300], body: """
                <subviews>\(IBHarness.view("a", frame: [0, 48, 20, 20]))</subviews>
                <viewLayoutGuide key="safeArea" id="c-safe"/>
                <constraints>
                \(IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"c-safe\" secondAttribute=\"top\""))
                \(IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"c-safe\" secondAttribute=\"leading\""))
                \(IBHarness.constraint("firstItem=\"a\" firstAttribute=\"width\" constant=\"20\""))
                \(IBHarness.constraint("firstItem=\"a\" firstAttribute=\"height\" constant=\"20\""))
                </constraints>
                """),
            constraints: [
                IBHarness.constraint("firstItem=\"c\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\""),
                IBHarness.constraint("firstItem=\"c\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
                IBHarness.constraint("firstItem=\"c\" firstAttribute=\"trailing\" secondItem=\"root\" secondAttribute=\"trailing\""),
                IBHarness.constraint("firstItem=\"c\" firstAttribute=\"height\" constant=\"300\""),
            ].joined()))
        let layout = try IBHarness.layout(xml)
        let safe = try XCTUnwrap(layout.guides[.safeArea])
        let a = try XCTUnwrap(layout.element(id: "a"))
        XCTAssertEqual(a.frame.minY, safe.minY, accuracy: 0.001)
        XCTAssertEqual(a.frame.minX, 0, accuracy: 0.001)
        let landscape = try IBHarness.layout(xml, orientation: .landscape)
        let side = try XCTUnwrap(landscape.guides[.safeArea]).minX
        XCTAssertGreaterThan(side, 20)
        XCTAssertEqual(try XCTUnwrap(landscape.element(id: "a")).frame.minX, side, accuracy: 0.001)
    }

    /// The margins follow each device as a fresh solve of it has them, along a chain of moves.
    func testMovingFromDeviceToDeviceGivesWhatAFreshSolveGives() throws {
        let screen = try XCTUnwrap(IBHarness.read(scene()).screens.first)
        var query = EnvironmentQuery(orientation: .all)
        query.devices = ["iphone-se-4-inch", "iphone-15-pro-max", "iphone-8", "iphone-16", "ipad-pro-11"]
        let environments = try query.environments(for: screen.document, in: IBHarness.catalog)
        let engine = LayoutEngine(measurer: IBHarness.measurer)
        let chain = LayoutChain(engine: engine, document: screen.document)
        for environment in environments + environments.reversed() {
            XCTAssertEqual(chain.solve(in: environment).elements, engine.solve(screen.document, in: environment).elements,
                           "\(environment.device.id) \(environment.orientation)")
        }
        XCTAssertGreaterThan(chain.moves, 0)
    }
}
