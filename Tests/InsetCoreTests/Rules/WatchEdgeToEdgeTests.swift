import XCTest
@testable import InsetCore

final class WatchEdgeToEdgeTests: XCTestCase {
    private func watch(_ elements: String) -> String { RuleHarness.document(platform: "watchOS", elements) }

    private func findings(_ json: String, settings: RuleSettings = .defaults) throws -> [Finding] {
        try RuleHarness.findings("watch-edge-to-edge", json, device: "apple-watch-series-7-45mm", settings: settings)
    }

    func testPaddedButtonFires() throws {
        let json = watch("""
            { "id": "start", "role": "button", "text": "Start", "fontSize": 17,
              "constraints": ["leading == screen.leading + 30", "trailing == screen.trailing - 30", "top == safeArea.top + 8", "height == 44"] }
            """)
        let found = try findings(json)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "watch-edge-to-edge")
        XCTAssertEqual(finding.severity, .info)
        XCTAssertEqual(finding.elements, ["start"])
        let margin = ScreenGeometry(environment: finding.environment).margins.minX
        XCTAssertTrue(finding.message.contains("\"start\" leaves 30 pt at the left edge and 30 pt at the right edge"), finding.message)
        XCTAssertTrue(finding.message.contains("within \(Rect.format(margin)) pt of the sides"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(try findings(RuleHarness.applying(fix, to: json)), [])
    }

    /// UIKit's 16 pt phone margin is wider than the 12 pt watchOS keeps on a 45 mm watch.
    func testPhoneMarginsOnAWatchLeaveTooMuch() throws {
        let json = watch("""
            { "id": "start", "role": "button", "text": "Start", "fontSize": 17,
              "constraints": ["leading == screen.leading + 16", "trailing == screen.trailing - 16", "top == safeArea.top + 8", "height == 44"] }
            """)
        let finding = try XCTUnwrap(try findings(json).first)
        XCTAssertTrue(finding.message.contains("\"start\" leaves 16 pt at the left edge and 16 pt at the right edge"), finding.message)
        XCTAssertTrue(finding.message.contains("within 12 pt of the sides"), finding.message)
    }

    func testFramePlacedContentStretchesToTheMargins() throws {
        let json = watch(#"{ "id": "list", "role": "list", "frame": [40, 40, 150, 180] }"#)
        let finding = try XCTUnwrap(try findings(json).first)
        XCTAssertTrue(finding.message.contains("40 pt at the left edge"), finding.message)
        XCTAssertFalse(finding.message.contains("right edge"), finding.message)
        XCTAssertEqual(try findings(RuleHarness.applying(try XCTUnwrap(finding.fix), to: json)), [])
    }

    func testContentAtTheMarginsIsCleanEverywhere() throws {
        let json = watch("""
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "title", "role": "text", "text": "Timer", "constraints": ["leading == margins.leading", "top == safeArea.top"] },
            { "id": "start", "role": "button", "text": "Start",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == title.bottom + 8", "height == 44"] },
            { "id": "rows", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == start.bottom + 8", "bottom == screen.bottom"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("watch-edge-to-edge", json), [])
    }

    func testNarrowAndNestedContentIsNotJudged() throws {
        let json = watch("""
            { "id": "icon", "role": "image", "frame": [70, 60, 58, 58] },
            { "id": "elapsed", "role": "text", "text": "12:48:07", "fontSize": 40,
              "constraints": ["leading == safeArea.leading + 4", "top == safeArea.top"] },
            { "id": "platter", "role": "view",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top + 130", "height == 80"],
              "children": [ { "id": "detail", "role": "text", "text": "Next alarm at 7:00",
                              "constraints": ["leading == parent.leading + 24", "trailing == parent.trailing - 24", "centerY == parent.centerY"] } ] }
            """)
        XCTAssertEqual(try findings(json), [])
    }

    func testWrappedTextPaddedInFires() throws {
        let json = watch("""
            { "id": "note", "role": "text", "text": "Your heart rate stayed in the target zone for most of the run",
              "constraints": ["leading == screen.leading + 40", "trailing == screen.trailing - 40", "top == safeArea.top"] }
            """)
        XCTAssertEqual(try findings(json).map(\.elements), [["note"]])
    }

    func testThresholdReplacesTheMargins() throws {
        let json = watch("""
            { "id": "start", "role": "button", "text": "Start",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top", "height == 44"] }
            """)
        XCTAssertEqual(try findings(json), [])
        let finding = try XCTUnwrap(try findings(json, settings: RuleSettings(threshold: 8)).first)
        XCTAssertTrue(finding.message.contains("within 8 pt of the sides"), finding.message)
    }
}
