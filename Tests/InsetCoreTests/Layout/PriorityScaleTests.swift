import Cassowary
import XCTest
@testable import InsetCore

/// Interface Builder files rank priorities as UIKit does: strictly, a higher one first.
final class PriorityScaleTests: XCTestCase {
    func testEachPriorityOutweighsTheOneBelowSeveralTimesOver() {
        let scale = PriorityScale(levels: [500, 751, 749, 250, 251])
        let ordered = [1.0, 250, 251, 500, 749, 750, 751, 999].map { scale.strength($0).weight }
        for (low, high) in zip(ordered, ordered.dropFirst()) { XCTAssertGreaterThanOrEqual(high / low, 3 - 1e-9) }
        XCTAssertLessThanOrEqual(ordered.last! / ordered.first!, 1e8 * 1.0001)
        XCTAssertEqual(scale.strength(1000), .required)
        let between = scale.strength(600).weight
        XCTAssertGreaterThan(between, scale.strength(500).weight, "a priority the document didn't name sits between its neighbours")
        XCTAssertLessThan(between, scale.strength(749).weight)
    }

    func testA751ConstraintBeatsTwo750sInAStoryboard() throws {
        let views = IBHarness.view("a")
        let pins = [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"width\" constant=\"10\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"height\" constant=\"100\" priority=\"751\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"height\" constant=\"400\" priority=\"750\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"height\" relation=\"greaterThanOrEqual\" constant=\"400\" priority=\"750\""),
        ].joined()
        let f = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: pins)))
        XCTAssertEqual(f["a"]?.height, 100)
    }
}
