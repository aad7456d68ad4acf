import XCTest
@testable import InsetCore

final class UnsatisfiableLayoutTests: XCTestCase {
    func testConflictNamesBothConstraints() throws {
        let json = RuleHarness.document("""
            { "id": "box", "role": "view", "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top", "height == 40", "width == 500"] }
            """)
        let found = try RuleHarness.findings("unsatisfiable-layout", json)
        XCTAssertEqual(found.count, 1)
        let f = try XCTUnwrap(found.first)
        XCTAssertEqual(f.elements, ["box"])
        XCTAssertEqual(f.severity, .error)
        XCTAssertTrue(f.message.contains("\"width == 500\" was dropped"), f.message)
        XCTAssertTrue(f.message.contains("box: \"trailing == margins.trailing\""), f.message)
    }

    func testConflictOnlyOnNarrowDevices() throws {
        let json = RuleHarness.document("""
            { "id": "row", "role": "view", "constraints": ["leading == margins.leading", "trailing <= margins.trailing", "top == safeArea.top", "height == 40", "width >= 350"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", json, device: "iphone-14-pro").count, 0)
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", json, device: "iphone-se-4-inch").count, 1)
    }

    func testSoftConstraintsNeverConflict() throws {
        let json = RuleHarness.document("""
            { "id": "box", "role": "view", "constraints": ["leading == margins.leading", "top == safeArea.top", "height == 40", "width == 500 @ high", "width == 100 @ low"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", json), [])
    }

    /// A row that can't hold what its views ask: UIKit keeps the outer views' constraints and
    /// breaks the innermost, whatever comes first in the file. The avatar, earlier in the file but
    /// deeper, gives way to the 50 pt button beside its box, as Xcode draws such rows.
    func testTheInnermostConstraintGivesWayWhereARowCantHoldItsViews() throws {
        let json = RuleHarness.document(RuleHarness.rowThatCantHoldItsViews)
        let layout = try RuleHarness.solve(json)
        XCTAssertEqual(layout.element(id: "button")?.frame.height, 50)
        XCTAssertEqual(layout.element(id: "header")?.frame.height, 50)
        XCTAssertEqual(layout.element(id: "avatar")?.frame.height, 50)
        let found = try RuleHarness.findings("unsatisfiable-layout", json)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("\"height == 80\" was dropped") == true, found.first?.message ?? "")
    }
}
