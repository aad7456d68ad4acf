import XCTest
@testable import InsetCore

final class MacWindowBottomTests: XCTestCase {
    private func mac(_ elements: String) -> String {
        RuleHarness.document(platform: "macOS", """
            { "id": "bg", "role": "background",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            \(elements)
            """)
    }

    private func findings(_ json: String, settings: RuleSettings = .defaults) throws -> [Finding] {
        try RuleHarness.findings("mac-window-bottom", json, device: "mac-window", orientation: .landscape, settings: settings)
    }

    func testButtonAtTheBottomFires() throws {
        let json = mac("""
            { "id": "save", "role": "button", "text": "Save",
              "constraints": ["trailing == margins.trailing", "bottom == screen.bottom - 10"] }
            """)
        let found = try findings(json)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "mac-window-bottom")
        XCTAssertEqual(finding.elements, ["save"])
        XCTAssertTrue(finding.message.contains("\"save\" is 10 pt from the bottom of the window, inside the bottom 44 pt"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(try findings(RuleHarness.applying(fix, to: json)), [])
    }

    func testStatusTextAtTheBottomFires() throws {
        let json = mac(#"{ "id": "status", "role": "text", "text": "3 items selected", "frame": [20, 775, 300, 20] }"#)
        let finding = try XCTUnwrap(try findings(json).first)
        XCTAssertTrue(finding.message.contains("\"status\" is 5 pt from the bottom"), finding.message)
        XCTAssertEqual(try XCTUnwrap(finding.fix).edits, [.setFrame(Rect(x: 20, y: 736, width: 300, height: 20))])
    }

    func testArtworkAndScrollingListsMayReachTheBottom() throws {
        let json = mac("""
            { "id": "cover", "role": "image", "frame": [0, 600, 400, 200] },
            { "id": "files", "role": "list", "frame": [400, 100, 880, 700],
              "children": [ { "id": "row", "role": "button", "text": "Report.pdf", "frame": [0, 660, 880, 40] } ] }
            """)
        XCTAssertEqual(try findings(json), [])
    }

    func testControlsAboveTheBandAreCleanEverywhere() throws {
        let json = mac("""
            { "id": "title", "role": "text", "text": "Documents", "constraints": ["leading == margins.leading", "top == safeArea.top + 20"] },
            { "id": "save", "role": "button", "text": "Save",
              "constraints": ["trailing == margins.trailing", "bottom == screen.bottom - 60"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("mac-window-bottom", json), [])
    }

    func testBandIsAThreshold() throws {
        let json = mac("""
            { "id": "save", "role": "button", "text": "Save", "constraints": ["trailing == margins.trailing", "bottom == screen.bottom - 30"] }
            """)
        XCTAssertEqual(try findings(json).count, 1)
        XCTAssertEqual(try findings(json, settings: RuleSettings(threshold: 20)), [])
    }
}
