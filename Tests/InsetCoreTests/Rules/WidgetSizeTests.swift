import XCTest
@testable import InsetCore

final class WidgetSizeTests: XCTestCase {
    private func widget(family: String = "small", _ elements: String) -> String {
        RuleHarness.document(platform: "widget", extra: #""widget": { "family": "\#(family)" }"#, elements)
    }

    private let filled = """
        { "id": "bg", "role": "background",
          "constraints": ["left == parent.left", "right == parent.right", "top == parent.top", "bottom == parent.bottom"] },
        { "id": "title", "role": "text", "text": "Rain", "fontSize": 15,
          "constraints": ["leading == margins.leading", "top == screen.top + 16"] }
        """

    func testBackgroundDrawnForAnotherDeviceFires() throws {
        let json = widget(#"{ "id": "bg", "role": "background", "frame": [0, 0, 170, 170] }"#)
        let found = try RuleHarness.findings("widget-size", json, device: "iphone-14-pro")
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "widget-size")
        XCTAssertEqual(finding.elements, ["bg"])
        XCTAssertTrue(finding.message.contains("\"bg\" is 170 × 170 pt, but a small widget on"), finding.message)
        XCTAssertTrue(finding.message.contains("is 158 × 158 pt"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.setFrame(Rect(x: 0, y: 0, width: 158, height: 158))])
        XCTAssertEqual(try RuleHarness.findings("widget-size", RuleHarness.applying(fix, to: json), device: "iphone-14-pro"), [])
    }

    func testFixedSizeConstraintsAreReplacedByTheWidgetsSize() throws {
        let json = widget(family: "medium", """
            { "id": "bg", "role": "background",
              "constraints": ["left == parent.left", "top == parent.top", "width == 364", "height == 170"] }
            """)
        let finding = try XCTUnwrap(try RuleHarness.findings("widget-size", json, device: "iphone-14-pro").first)
        XCTAssertTrue(finding.message.contains("364 × 170 pt, but a medium widget"), finding.message)
        XCTAssertTrue(finding.message.contains("338 × 158 pt"), finding.message)
        let fixed = try RuleHarness.applying(try XCTUnwrap(finding.fix), to: json)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("widget-size", fixed), [])
    }

    func testBackgroundFillingTheWidgetIsCleanEverywhere() throws {
        for family in ["small", "medium", "large"] {
            XCTAssertEqual(try RuleHarness.findingsEverywhere("widget-size", widget(family: family, filled)), [], family)
        }
    }

    func testFamilyTheDeviceLacksFires() throws {
        let found = try RuleHarness.findings("widget-size", widget(family: "circular", filled), device: "ipad-pro-12-9")
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.elements, [])
        XCTAssertTrue(finding.message.contains("has no circular widget"), finding.message)
    }

    func testContainersMustFitButNeedNotFill() throws {
        let json = widget("""
            \(filled),
            { "id": "header", "role": "view", "frame": [0, 0, 158, 40] },
            { "id": "panel", "role": "view", "frame": [0, 50, 180, 60] }
            """)
        let found = try RuleHarness.findings("widget-size", json, device: "iphone-14-pro")
        XCTAssertEqual(found.map(\.elements), [["panel"]])
    }
}
