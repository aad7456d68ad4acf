import XCTest
@testable import InsetCore

final class KeyboardOverlapTests: XCTestCase {
    private func layout(field constraints: String, role: String = "textField") -> String {
        RuleHarness.document("""
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "email", "role": "\(role)", "text": "Email", "fontSize": 17,
              "constraints": [\(constraints)] }
            """)
    }

    private let atTheBottom = #""leading == margins.leading", "trailing == margins.trailing", "bottom == safeArea.bottom - 8", "height == 44""#

    func testFieldUnderTheKeyboardFires() throws {
        let findings = try RuleHarness.findings("keyboard-overlap", layout(field: atTheBottom), keyboard: true)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.rule, "keyboard-overlap")
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.elements, ["email"])
        let keyboard = ScreenGeometry(environment: finding.environment).keyboard
        XCTAssertTrue(keyboard.contains(finding.rect), "the rect is the hidden part")
        XCTAssertTrue(finding.message.contains("\"email\" has 44 of its 44 pt under the keyboard"), finding.message)
    }

    func testSearchFieldsCountToo() throws {
        let finding = try XCTUnwrap(RuleHarness.findings("keyboard-overlap", layout(field: atTheBottom, role: "searchField"), keyboard: true).first)
        XCTAssertEqual(finding.elements, ["email"])
    }

    func testWithoutTheKeyboardNothingIsHidden() throws {
        XCTAssertEqual(try RuleHarness.findings("keyboard-overlap", layout(field: atTheBottom)), [])
    }

    func testFieldNearTheTopIsClear() throws {
        let json = layout(field: #""leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 20""#)
        XCTAssertEqual(try RuleHarness.findings("keyboard-overlap", json, keyboard: true), [])
        XCTAssertEqual(try RuleHarness.findings("keyboard-overlap", json, orientation: .landscape, keyboard: true), [])
    }

    func testFixPinsTheFieldAboveTheKeyboard() throws {
        let json = layout(field: #""leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 560""#)
        let finding = try XCTUnwrap(RuleHarness.findings("keyboard-overlap", json, keyboard: true).first)
        let fixed = try RuleHarness.applying(try XCTUnwrap(finding.fix), to: json)
        XCTAssertEqual(try RuleHarness.findings("keyboard-overlap", fixed, keyboard: true), [])
        XCTAssertEqual(try RuleHarness.findings("keyboard-overlap", fixed, orientation: .landscape, keyboard: true), [])
        XCTAssertEqual(try RuleHarness.findings("unsatisfiable-layout", fixed, keyboard: true), [])
    }

    func testFieldInAListScrollsIntoView() throws {
        let json = RuleHarness.document("""
            { "id": "form", "role": "list",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"],
              "children": [
                { "id": "email", "role": "textField", "text": "Email",
                  "constraints": ["leading == parent.leading + 16", "trailing == parent.trailing - 16", "bottom == parent.bottom - 60"] } ] }
            """)
        XCTAssertEqual(try RuleHarness.findings("keyboard-overlap", json, keyboard: true), [])
    }
}
