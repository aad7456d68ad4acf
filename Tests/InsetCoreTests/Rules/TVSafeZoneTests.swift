import XCTest
@testable import InsetCore

final class TVSafeZoneTests: XCTestCase {
    private let background = """
        { "id": "bg", "role": "background",
          "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] }
        """

    private func tv(_ elements: String) -> String {
        RuleHarness.document(platform: "tvOS", "\(background),\n\(elements)")
    }

    private func findings(_ json: String, settings: RuleSettings = .defaults) throws -> [Finding] {
        try RuleHarness.findings("tv-safe-zone", json, device: "apple-tv-4k", orientation: .landscape, settings: settings)
    }

    func testTitleNearTheTopEdgeFires() throws {
        let json = tv("""
            { "id": "title", "role": "text", "text": "Movies", "fontSize": 57,
              "constraints": ["leading == screen.leading + 90", "top == screen.top + 20"] }
            """)
        let found = try findings(json)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "tv-safe-zone")
        XCTAssertEqual(finding.elements, ["title"])
        XCTAssertTrue(finding.message.contains("\"title\" is 20 pt from the top edge"), finding.message)
        XCTAssertTrue(finding.message.contains("60 pt from the top and bottom and 80 pt from the sides"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(try findings(RuleHarness.applying(fix, to: json)), [])
    }

    /// Apple TV's safe area is the safe zone (UIKit's 60 / 80 pt overscan insets), so content
    /// pinned to it passes and content a point past it doesn't.
    func testContentPinnedToTheSafeAreaKeepsToTheZone() throws {
        let flush = tv("""
            { "id": "shelf", "role": "text", "text": "Top Shelf",
              "constraints": ["left == safeArea.left", "top == safeArea.top", "width == 300", "height == 60"] },
            { "id": "more", "role": "button", "text": "More",
              "constraints": ["right == safeArea.right", "bottom == safeArea.bottom", "width == 200", "height == 80"] }
            """)
        XCTAssertEqual(try findings(flush), [])
        let past = tv("""
            { "id": "shelf", "role": "text", "text": "Top Shelf",
              "constraints": ["left == safeArea.left - 10", "top == safeArea.top", "width == 300", "height == 60"] }
            """)
        let finding = try XCTUnwrap(try findings(past).first)
        XCTAssertTrue(finding.message.contains("\"shelf\" is 70 pt from the left edge"), finding.message)
    }

    func testButtonInTheSideBandsNamesBothEdges() throws {
        let json = tv("""
            { "id": "play", "role": "button", "text": "Play", "fontSize": 38,
              "constraints": ["left == screen.left + 30", "right == screen.right - 50", "bottom == screen.bottom - 200", "height == 80"] }
            """)
        let finding = try XCTUnwrap(try findings(json).first)
        XCTAssertTrue(finding.message.contains("30 pt from the left edge and 50 pt from the right edge"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(try findings(RuleHarness.applying(fix, to: json)), [])
    }

    func testRightToLeftFixKeepsTheLeadingInset() throws {
        let json = tv("""
            { "id": "title", "role": "text", "text": "Movies", "fontSize": 57,
              "constraints": ["leading == screen.leading + 30", "top == screen.top + 60"] }
            """)
        let finding = try XCTUnwrap(try RuleHarness.findings("tv-safe-zone", json, device: "apple-tv-4k", orientation: .landscape, rtl: true).first)
        XCTAssertTrue(finding.message.contains("30 pt from the right edge"), finding.message)
        let fixed = try RuleHarness.applying(try XCTUnwrap(finding.fix), to: json)
        XCTAssertEqual(try RuleHarness.findings("tv-safe-zone", fixed, device: "apple-tv-4k", orientation: .landscape, rtl: true), [])
        XCTAssertEqual(try findings(fixed), [])
    }

    func testFramePlacedContentMovesIntoTheZone() throws {
        let json = tv(#"{ "id": "poster", "role": "card", "frame": [20, 300, 300, 450] }"#)
        let finding = try XCTUnwrap(try findings(json).first)
        XCTAssertTrue(finding.message.contains("20 pt from the left edge"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.edits, [.setFrame(Rect(x: 80, y: 300, width: 300, height: 450))])
        XCTAssertEqual(try findings(RuleHarness.applying(fix, to: json)), [])
    }

    func testContentInsideTheZoneIsCleanEverywhere() throws {
        let json = tv("""
            { "id": "title", "role": "text", "text": "Movies", "fontSize": 57,
              "constraints": ["leading == screen.leading + 80", "top == screen.top + 60"] },
            { "id": "first", "role": "card", "text": "Film",
              "constraints": ["leading == screen.leading + 80", "top == title.bottom + 40", "width == 410", "height == 230"] },
            { "id": "next", "role": "card", "text": "Film",
              "constraints": ["leading == first.trailing + 40", "top == first.top", "width == 410", "height == 230"] },
            { "id": "more", "role": "button", "text": "More",
              "constraints": ["trailing == screen.trailing - 80", "bottom == screen.bottom - 60"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("tv-safe-zone", json), [])
    }

    func testContentFlowingOffscreenIsAllowed() throws {
        let json = tv("""
            { "id": "peek", "role": "card", "text": "Film",
              "constraints": ["trailing == screen.leading + 40", "top == screen.top + 300", "width == 410", "height == 230"] },
            { "id": "shelf", "role": "card", "text": "Film",
              "constraints": ["leading == screen.trailing - 60", "top == screen.top + 300", "width == 410", "height == 230"] },
            { "id": "hero", "role": "image",
              "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "height == 500"] }
            """)
        XCTAssertEqual(try findings(json), [])
    }

    func testFullWidthRowsOfAListSpanTheScreen() throws {
        let json = tv("""
            { "id": "menu", "role": "list", "frame": [0, 200, 1920, 880],
              "children": [ { "id": "row", "role": "button", "text": "Settings", "frame": [0, 0, 1920, 66] } ] }
            """)
        XCTAssertEqual(try findings(json), [])
    }

    func testWideLabelIsJudgedByItsText() throws {
        let json = tv("""
            { "id": "title", "role": "text", "text": "Movies", "fontSize": 57,
              "constraints": ["leading == screen.leading + 80", "trailing == screen.trailing", "top == screen.top + 60"] },
            { "id": "peek", "role": "card", "frame": [-300, 400, 410, 230],
              "children": [ { "id": "caption", "role": "text", "text": "Film", "frame": [320, 10, 80, 30] } ] }
            """)
        XCTAssertEqual(try findings(json), [])
    }

    func testControlTouchingTheEdgeStillFires() throws {
        let json = tv("""
            { "id": "back", "role": "button", "text": "Back",
              "constraints": ["left == screen.left", "top == screen.top + 200"] }
            """)
        let finding = try XCTUnwrap(try findings(json).first)
        XCTAssertEqual(finding.elements, ["back"])
        XCTAssertTrue(finding.message.contains("0 pt from the left edge"), finding.message)
    }

    func testOptionsWidenTheZone() throws {
        let json = tv("""
            { "id": "title", "role": "text", "text": "Movies", "fontSize": 57,
              "constraints": ["leading == screen.leading + 85", "top == screen.top + 70"] }
            """)
        XCTAssertEqual(try findings(json), [])
        let wider = RuleSettings(options: ["horizontal": 90, "vertical": 60])
        let finding = try XCTUnwrap(try findings(json, settings: wider).first)
        XCTAssertTrue(finding.message.contains("85 pt from the left edge"), finding.message)
        XCTAssertTrue(finding.message.contains("90 pt from the sides"), finding.message)
    }
}
