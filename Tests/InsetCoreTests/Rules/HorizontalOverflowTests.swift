import XCTest
@testable import InsetCore

final class HorizontalOverflowTests: XCTestCase {
    func testFixedWidthPastTheEdgeFires() throws {
        let json = RuleHarness.document("""
            { "id": "banner", "role": "image", "constraints": ["leading == margins.leading", "top == safeArea.top", "width == 400", "height == 100"] }
            """)
        let found = try RuleHarness.findings("horizontal-overflow", json)
        XCTAssertEqual(found.map(\.elements), [["banner"]])
        // 16 + 400 = 416 on a 393 pt screen: 23 pt over.
        XCTAssertEqual(found.first?.message, "\"banner\" extends 23 pt past the side of the 393 pt wide screen")
    }

    func testLongSingleLineTextOverflows() throws {
        let json = RuleHarness.document("""
            { "id": "title", "role": "button", "text": "A very long button title that cannot possibly fit on a phone", "constraints": ["leading == margins.leading", "top == safeArea.top"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("horizontal-overflow", json).map(\.elements), [["title"]])
    }

    func testContentInsideTheScreenAndOrnamentsAreFine() throws {
        let json = RuleHarness.document("""
            { "id": "bg", "role": "background", "constraints": ["left == screen.left - 10", "right == screen.right + 10", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "row", "role": "view", "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top", "height == 44"] }
            """)
        XCTAssertEqual(try RuleHarness.findingsEverywhere("horizontal-overflow", json), [])
        let vision = RuleHarness.document(platform: "visionOS", """
            { "id": "tools", "role": "ornament", "constraints": ["leading == screen.trailing - 20", "centerY == screen.centerY", "width == 60", "height == 200"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("horizontal-overflow", vision, device: "vision-pro-window", orientation: .landscape), [])
    }

    /// A row of 250 pt cards: the second runs 96 pt past the 414 pt screen. In a collection that
    /// scrolls sideways that is where scrolling takes it; in one that scrolls down it overflows.
    func testACardPastTheSideOfASidewaysCollectionIsFine() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: OffscreenContentTests.cardRow(sideways: true, cardWidth: 250)
            + OffscreenContentTests.cardRow(sideways: false, id: "down", y: 300, cardWidth: 250)))
        XCTAssertEqual(try IBHarness.findings(xml, rule: "horizontal-overflow").map(\.elements), [["down-2"], ["down-2-content"]])
    }
}
