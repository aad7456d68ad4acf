import XCTest
@testable import InsetCore

final class WidgetMinFontTests: XCTestCase {
    private func widget(fontSize: Double) -> String {
        RuleHarness.document(platform: "widget", extra: #""widget": { "family": "small" }"#, """
            { "id": "caption", "role": "text", "text": "Updated 9:41", "fontSize": \(Rect.format(fontSize)),
              "constraints": ["leading == margins.leading", "bottom == screen.bottom - 16"] }
            """)
    }

    func testSmallTextFires() throws {
        let json = widget(fontSize: 9)
        let found = try RuleHarness.findings("widget-min-font", json)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "widget-min-font")
        XCTAssertEqual(finding.elements, ["caption"])
        XCTAssertTrue(finding.message.contains("\"caption\" is set at 9 pt; widget text should be at least 11 pt"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.setFontSize(11)])
        XCTAssertEqual(try RuleHarness.findingsEverywhere("widget-min-font", RuleHarness.applying(fix, to: json)), [])
    }

    func testElevenPointsIsCleanEverywhereAndAtSmallerTextSizes() throws {
        let json = widget(fontSize: 11)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("widget-min-font", json), [])
        XCTAssertEqual(try RuleHarness.findings("widget-min-font", json, textSize: .xSmall), [])
    }

    func testLargerTextSizesGrowWidgetText() throws {
        let json = widget(fontSize: 10)
        XCTAssertEqual(try RuleHarness.findings("widget-min-font", json, textSize: .xLarge), [])
        XCTAssertEqual(try RuleHarness.findings("widget-min-font", json, textSize: .xSmall).count, 1)
    }

    func testThresholdIsASetting() throws {
        let found = try RuleHarness.findings("widget-min-font", widget(fontSize: 11), settings: RuleSettings(threshold: 12))
        XCTAssertTrue(try XCTUnwrap(found.first).message.contains("at least 12 pt"))
    }
}
