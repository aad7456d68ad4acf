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
}
