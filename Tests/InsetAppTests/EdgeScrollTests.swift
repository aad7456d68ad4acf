@testable import InsetApp
import XCTest

/// Dragging a row near the Layers outline's edge scrolls it, faster nearer the edge.
final class EdgeScrollTests: XCTestCase {
    func testNearTheTopScrollsUpNearTheBottomDownElsewhereNot() {
        XCTAssertEqual(EdgeScroll.step(pointerY: 200, viewHeight: 400), 0, "the middle stays")
        XCTAssertEqual(EdgeScroll.step(pointerY: 24, viewHeight: 400), 0, "the zone's border stays")
        XCTAssertLessThan(EdgeScroll.step(pointerY: 20, viewHeight: 400), 0)
        XCTAssertGreaterThan(EdgeScroll.step(pointerY: 380, viewHeight: 400), 0)
    }

    func testFasterNearerTheEdgeAndNoFasterPastIt() {
        let near = EdgeScroll.step(pointerY: 396, viewHeight: 400), far = EdgeScroll.step(pointerY: 380, viewHeight: 400)
        XCTAssertGreaterThan(near, far)
        XCTAssertEqual(EdgeScroll.step(pointerY: 0, viewHeight: 400), -EdgeScroll.fastest)
        XCTAssertEqual(EdgeScroll.step(pointerY: -30, viewHeight: 400), -EdgeScroll.fastest, "past the edge: the fastest")
        XCTAssertEqual(EdgeScroll.step(pointerY: 23.9, viewHeight: 400), -2, accuracy: 0.1, "slow at the zone's border")
    }

    func testAViewTooShortForItsZonesNeverScrolls() {
        XCTAssertEqual(EdgeScroll.step(pointerY: 2, viewHeight: 60), 0)
    }
}
