import XCTest
@testable import InsetCore

final class WidgetTapTargetsTests: XCTestCase {
    private func widget(_ family: String, _ elements: String) -> String {
        RuleHarness.document(platform: "widget", extra: #""widget": { "family": "\#(family)" }"#, elements)
    }

    private func buttons(gap: Double) -> String {
        """
        { "id": "play", "role": "button", "symbol": "play.fill", "frame": [16, 16, 44, 44] },
        { "id": "skip", "role": "button", "symbol": "forward.fill", "frame": [\(Rect.format(60 + gap)), 16, 44, 44] }
        """
    }

    func testSmallWidgetWithTwoTargetsFires() throws {
        let found = try RuleHarness.findings("widget-tap-targets", widget("small", buttons(gap: 40)))
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "widget-tap-targets")
        XCTAssertEqual(finding.elements, ["play", "skip"])
        XCTAssertTrue(finding.message.contains("a small widget supports a single tap target, and this one has 2"), finding.message)
    }

    func testSmallWidgetWithOneTargetIsCleanEverywhere() throws {
        let json = widget("small", #"{ "id": "open", "role": "button", "text": "Open", "constraints": ["leading == margins.leading", "bottom == screen.bottom - 16"] }"#)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("widget-tap-targets", json), [])
    }

    func testCrowdedTargetsInALargerWidgetFire() throws {
        let found = try RuleHarness.findings("widget-tap-targets", widget("medium", buttons(gap: 4)))
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(finding.message.contains("\"play\" and \"skip\" are 4 pt apart; leave at least 8 pt"), finding.message)
    }

    func testSpacedTargetsInALargerWidgetAreFine() throws {
        XCTAssertEqual(try RuleHarness.findingsEverywhere("widget-tap-targets", widget("medium", buttons(gap: 12))), [])
        XCTAssertEqual(try RuleHarness.findings("widget-tap-targets", widget("medium", buttons(gap: 4)),
                                                settings: RuleSettings(options: ["spacing": 4])), [])
    }
}
