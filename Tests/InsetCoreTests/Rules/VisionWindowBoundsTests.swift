import XCTest
@testable import InsetCore

final class VisionWindowBoundsTests: XCTestCase {
    private let background = """
        { "id": "bg", "role": "background",
          "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] }
        """

    private func window(_ elements: String) -> String {
        RuleHarness.document(platform: "visionOS", "\(background),\n\(elements)")
    }

    private func findings(_ json: String) throws -> [Finding] {
        try RuleHarness.findings("vision-window-bounds", json, device: "vision-pro-window", orientation: .landscape)
    }

    func testContentBelowTheWindowFires() throws {
        let json = window("""
            { "id": "player", "role": "image",
              "constraints": ["centerX == screen.centerX", "width == 600", "bottom == screen.bottom + 24", "height == 300"] }
            """)
        let found = try findings(json)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "vision-window-bounds")
        XCTAssertEqual(finding.elements, ["player"])
        XCTAssertTrue(finding.message.contains("\"player\" reaches 24 pt past the bottom edge of the window"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(try findings(RuleHarness.applying(fix, to: json)), [])
    }

    func testFramePlacedContentIsMovedIn() throws {
        let json = window(#"{ "id": "badge", "role": "text", "text": "New", "frame": [-30, 40, 120, 40] }"#)
        let finding = try XCTUnwrap(try findings(json).first)
        XCTAssertTrue(finding.message.contains("30 pt past the left edge"), finding.message)
        XCTAssertEqual(try XCTUnwrap(finding.fix).edits, [.setFrame(Rect(x: 0, y: 40, width: 120, height: 40))])
    }

    func testOrnamentsAndTheirControlsSitOutside() throws {
        let json = window("""
            { "id": "controls", "role": "ornament",
              "constraints": ["centerX == screen.centerX", "top == screen.bottom + 20", "width == 400", "height == 64"],
              "children": [ { "id": "play", "role": "button", "symbol": "play.fill",
                              "constraints": ["leading == parent.leading + 10", "centerY == parent.centerY", "width == 44", "height == 44"] } ] },
            { "id": "tabs", "role": "tabBar",
              "constraints": ["trailing == screen.leading - 20", "top == screen.top", "width == 80", "height == 300"] }
            """)
        XCTAssertEqual(try findings(json), [])
    }

    func testContentInsideTheWindowIsCleanEverywhere() throws {
        let json = window("""
            { "id": "title", "role": "text", "text": "Library", "fontSize": 29,
              "constraints": ["leading == margins.leading", "top == safeArea.top + 24"] },
            { "id": "open", "role": "button", "text": "Open",
              "constraints": ["centerX == screen.centerX", "bottom == safeArea.bottom - 24"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("vision-window-bounds", json), [])
    }
}
