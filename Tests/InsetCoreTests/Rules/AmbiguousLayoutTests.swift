import XCTest
@testable import InsetCore

final class AmbiguousLayoutTests: XCTestCase {
    func testElementWithoutPositionIsAmbiguous() throws {
        let json = RuleHarness.document("""
            { "id": "floating", "role": "view", "constraints": ["width == 100", "height == 100"] }
            """)
        let found = try RuleHarness.findings("ambiguous-layout", json)
        XCTAssertEqual(found.map(\.elements), [["floating"]])
        XCTAssertEqual(found.first?.message, "\"floating\" is ambiguous: its constraints don't fix its position and size")
    }

    func testOnlyTheLooseAxisIsNamed() throws {
        let json = RuleHarness.document("""
            { "id": "wide", "role": "view", "constraints": ["leading == margins.leading", "top == safeArea.top", "width >= 10", "height == 10"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("ambiguous-layout", json).first?.message,
                       "\"wide\" is ambiguous: its constraints don't fix its horizontal position or width")
    }

    func testFramesTextAndControlsWithIntrinsicSizesAreDetermined() throws {
        let json = RuleHarness.document("""
            { "id": "box", "role": "view", "frame": [10, 100, 50, 50] },
            { "id": "label", "role": "text", "text": "Hello", "constraints": ["leading == margins.leading", "top == safeArea.top"] },
            { "id": "toggle", "role": "switch", "constraints": ["trailing == margins.trailing", "centerY == label.centerY"] }
            """)
        XCTAssertEqual(try RuleHarness.findings("ambiguous-layout", json), [])
    }

    /// A card whose top nothing fixes is ambiguous; the title pinned inside it is fixed in the
    /// card and moves only with it, so the card alone is named (as Xcode flags it alone). A view
    /// inside it that is loose on the other axis is still named for that axis.
    func testWhatMovesOnlyWithALooseAncestorIsNotNamed() throws {
        let json = RuleHarness.document("""
            { "id": "card", "role": "view", "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top >= safeArea.top + 20", "height == 60"],
              "children": [
                { "id": "title", "role": "view", "constraints": ["leading == card.leading + 8", "top == card.top + 8", "width == 100", "height == 20"] },
                { "id": "badge", "role": "view", "constraints": ["top == card.top + 8", "width == 20", "height == 20"] }
              ] }
            """)
        let found = try RuleHarness.findings("ambiguous-layout", json)
        XCTAssertEqual(found.map(\.elements), [["card"], ["badge"]])
        XCTAssertEqual(found.last?.message, "\"badge\" is ambiguous: its constraints don't fix its horizontal position or width")
    }
}
