import XCTest
@testable import InsetCore

final class VisionControlSpacingTests: XCTestCase {
    private func findings(_ elements: String, settings: RuleSettings = .defaults) throws -> [Finding] {
        try RuleHarness.findings("vision-control-spacing", RuleHarness.document(platform: "visionOS", elements),
                                 device: "vision-pro-window", orientation: .landscape, settings: settings)
    }

    private func buttons(apart distance: Double) -> String {
        """
        { "id": "back", "role": "button", "symbol": "chevron.left", "frame": [100, 100, 44, 44] },
        { "id": "share", "role": "button", "symbol": "square.and.arrow.up", "frame": [\(Rect.format(100 + distance)), 100, 44, 44] }
        """
    }

    func testButtonsWithCentersTooCloseFire() throws {
        let found = try findings(buttons(apart: 50))
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "vision-control-spacing")
        XCTAssertEqual(finding.elements, ["back", "share"])
        XCTAssertTrue(finding.message.contains("\"back\" and \"share\" have centers 50 pt apart; place them at least 60 pt apart"), finding.message)
    }

    func testDiagonalDistanceCounts() throws {
        let found = try findings("""
            { "id": "a", "role": "button", "frame": [100, 100, 44, 44] },
            { "id": "b", "role": "link", "frame": [130, 140, 44, 44] }
            """)
        XCTAssertTrue(try XCTUnwrap(found.first).message.contains("centers 50 pt apart"))
    }

    func testButtonsSixtyPointsApartAreFine() throws {
        XCTAssertEqual(try findings(buttons(apart: 60)), [])
        XCTAssertEqual(try RuleHarness.findingsEverywhere("vision-control-spacing", RuleHarness.document(platform: "visionOS", buttons(apart: 60))), [])
    }

    func testThresholdIsASetting() throws {
        XCTAssertEqual(try findings(buttons(apart: 60), settings: RuleSettings(threshold: 70)).count, 1)
    }

    func testTextAndNestedControlsDontCount() throws {
        XCTAssertEqual(try findings("""
            { "id": "label", "role": "text", "text": "Hi", "frame": [100, 100, 44, 44] },
            { "id": "tile", "role": "card", "frame": [120, 100, 200, 200],
              "children": [ { "id": "more", "role": "button", "symbol": "ellipsis", "frame": [10, 10, 44, 44] } ] }
            """), [])
    }
}
