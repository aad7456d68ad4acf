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
}
