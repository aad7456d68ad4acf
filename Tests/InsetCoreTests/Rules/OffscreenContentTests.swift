import XCTest
@testable import InsetCore

final class OffscreenContentTests: XCTestCase {
    func testContentPushedBelowTheScreenFires() throws {
        let json = RuleHarness.document("""
            { "id": "hero", "role": "image", "constraints": ["leading == safeArea.leading", "trailing == safeArea.trailing", "top == safeArea.top", "height == 0.75 * hero.width"] },
            { "id": "caption", "role": "text", "text": "Caption", "constraints": ["leading == margins.leading", "top == hero.bottom + 600"] }
            """)
        // The hero ends at 59 + 0.75 × 393 ≈ 354 pt; 600 pt below that is past the 852 pt screen.
        XCTAssertEqual(try RuleHarness.findings("offscreen-content", json).map(\.elements), [["caption"]])
        let closer = json.replacingOccurrences(of: "+ 600", with: "+ 300")
        XCTAssertEqual(try RuleHarness.findings("offscreen-content", closer).count, 0)
    }

    func testPartlyVisibleAndOrnamentsDoNotFire() throws {
        let json = RuleHarness.document("""
            { "id": "peek", "role": "card", "text": "More", "constraints": ["leading == screen.trailing - 40", "top == safeArea.top", "width == 120", "height == 80"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("offscreen-content", json), [])
        let vision = RuleHarness.document(platform: "visionOS", """
            { "id": "tools", "role": "ornament", "constraints": ["leading == screen.trailing + 20", "centerY == screen.centerY", "width == 60", "height == 200"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("offscreen-content", vision, device: "vision-pro-window", orientation: .landscape), [])
    }

    func testAListsRowsBelowTheFoldDoNotFireButRowsBesideTheScreenDo() throws {
        let json = RuleHarness.document("""
            { "id": "feed", "role": "list", "constraints": ["leading == safeArea.leading", "trailing == safeArea.trailing", "top == safeArea.top", "bottom == safeArea.bottom"],
              "children": [
                { "id": "row", "role": "card", "text": "Row", "constraints": ["leading == feed.leading", "trailing == feed.trailing", "top == feed.top + 1200", "height == 60"],
                  "children": [ { "id": "row-switch", "role": "switch", "constraints": ["trailing == row.trailing - 16", "centerY == row.centerY"] } ] },
                { "id": "aside", "role": "card", "text": "Aside", "constraints": ["leading == feed.trailing + 40", "top == feed.top", "width == 100", "height == 60"] }
              ] },
            { "id": "footer", "role": "text", "text": "Footer", "constraints": ["leading == margins.leading", "top == safeArea.bottom + 200"] }
            """)
        // The row and its switch scroll into sight; the card beside the list never does, nor does
        // text below the screen outside any list.
        XCTAssertEqual(try RuleHarness.findings("offscreen-content", json).map(\.elements).sorted { $0[0] < $1[0] },
                       [["aside"], ["footer"]])
    }
}
