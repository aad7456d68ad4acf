import XCTest
@testable import InsetCore

final class WidgetMarginsTests: XCTestCase {
    private func widget(family: String = "small", _ elements: String) -> String {
        RuleHarness.document(platform: "widget", extra: #""widget": { "family": "\#(family)" }"#, """
            { "id": "bg", "role": "background",
              "constraints": ["left == parent.left", "right == parent.right", "top == parent.top", "bottom == parent.bottom"] },
            \(elements)
            """)
    }

    func testTextInTheMarginFires() throws {
        let json = widget("""
            { "id": "temp", "role": "text", "text": "21°", "fontSize": 34,
              "constraints": ["leading == parent.leading + 8", "top == parent.top + 16"] }
            """)
        let found = try RuleHarness.findings("widget-margins", json)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "widget-margins")
        XCTAssertEqual(finding.elements, ["temp"])
        XCTAssertTrue(finding.message.contains("\"temp\" is 8 pt from the left edge of the widget; keep it 16 pt in, the standard margin"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("widget-margins", RuleHarness.applying(fix, to: json)), [])
    }

    func testContentAtTheStandardMarginsIsCleanEverywhere() throws {
        for family in ["small", "large"] {
            let json = widget(family: family, """
                { "id": "temp", "role": "text", "text": "21°", "fontSize": 34,
                  "constraints": ["leading == margins.leading", "top == margins.top"] },
                { "id": "icon", "role": "image", "constraints": ["trailing == margins.trailing", "top == margins.top", "width == 24", "height == 24"] },
                { "id": "place", "role": "text", "text": "Cupertino", "fontSize": 13,
                  "constraints": ["leading == margins.leading", "bottom == margins.bottom"] }
                """)
            XCTAssertEqual(try RuleHarness.findingsEverywhere("widget-margins", json), [], family)
        }
    }

    func testGroupedContentMayUseTightMargins() throws {
        let json = widget(family: "medium", """
            { "id": "group", "role": "view",
              "constraints": ["leading == parent.leading + 6", "top == parent.top + 6", "width == 150", "bottom == parent.bottom - 6"],
              "children": [ { "id": "note", "role": "text", "text": "Call Ana", "fontSize": 13,
                              "constraints": ["leading == parent.leading + 6", "top == parent.top + 6"] } ] },
            { "id": "add", "role": "button", "symbol": "plus", "frame": [290, 12, 36, 36] }
            """)
        XCTAssertEqual(try RuleHarness.findings("widget-margins", json), [])
    }

    func testGroupedContentStillKeepsTheTightMargin() throws {
        let json = widget(family: "medium", """
            { "id": "group", "role": "view", "frame": [4, 4, 150, 150],
              "children": [ { "id": "note", "role": "text", "text": "Call Ana", "fontSize": 13, "frame": [4, 30, 100, 20] } ] }
            """)
        let finding = try XCTUnwrap(try RuleHarness.findings("widget-margins", json).first)
        XCTAssertEqual(finding.elements, ["note"])
        XCTAssertTrue(finding.message.contains("8 pt from the left edge"), finding.message)
        XCTAssertTrue(finding.message.contains("keep it 11 pt in, the tight margin"), finding.message)
        XCTAssertEqual(try XCTUnwrap(finding.fix).edits, [.setFrame(Rect(x: 7, y: 30, width: 100, height: 20))])
    }

    func testFullBleedArtworkAndLockScreenFamiliesAreExempt() throws {
        let photo = """
            { "id": "photo", "role": "image",
              "constraints": ["left == parent.left", "right == parent.right", "top == parent.top", "bottom == parent.bottom"] },
            { "id": "label", "role": "text", "text": "Now", "fontSize": 12, "frame": [4, 4, 40, 16] }
            """
        XCTAssertEqual(try RuleHarness.findings("widget-margins", widget(photo)).map(\.elements), [["label"]])
        XCTAssertEqual(try RuleHarness.findings("widget-margins", widget(family: "circular", photo)), [])
    }
}
