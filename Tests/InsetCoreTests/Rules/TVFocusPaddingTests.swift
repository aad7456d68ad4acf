import XCTest
@testable import InsetCore

final class TVFocusPaddingTests: XCTestCase {
    private func findings(_ elements: String, settings: RuleSettings = .defaults) throws -> [Finding] {
        try RuleHarness.findings("tv-focus-padding", RuleHarness.document(platform: "tvOS", elements),
                                 device: "apple-tv-4k", orientation: .landscape, settings: settings)
    }

    private let twoColumnRow = """
        { "id": "left", "role": "card", "frame": [80, 200, 860, 484] },
        { "id": "right", "role": "card", "frame": [980, 200, 860, 484] }
        """

    func testButtonsTooCloseToGrowFire() throws {
        let found = try findings("""
            { "id": "play", "role": "button", "frame": [300, 600, 400, 80] },
            { "id": "trailer", "role": "button", "frame": [710, 600, 400, 80] }
            """)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "tv-focus-padding")
        XCTAssertEqual(Set(finding.elements), ["play", "trailer"])
        XCTAssertTrue(finding.message.contains("are 10 pt apart"), finding.message)
        XCTAssertTrue(finding.message.contains("grows 18 pt on each side"), finding.message)
    }

    func testTheSeedsTwoColumnGridLeavesRoom() throws {
        XCTAssertEqual(try findings(twoColumnRow), [])
    }

    func testScaleOptionChangesTheGrowth() throws {
        let finding = try XCTUnwrap(try findings(twoColumnRow, settings: RuleSettings(options: ["scale": 1.2])).first)
        XCTAssertTrue(finding.message.contains("at 1.2×"), finding.message)
        XCTAssertTrue(finding.message.contains("grows 86 pt on each side"), finding.message)
    }

    func testAControlInsideACardIsPartOfIt() throws {
        XCTAssertEqual(try findings("""
            { "id": "tile", "role": "card", "frame": [300, 300, 400, 300],
              "children": [ { "id": "like", "role": "button", "symbol": "heart", "frame": [10, 10, 60, 60] } ] }
            """), [])
    }

    func testTextBesideACardIsNotFocusable() throws {
        XCTAssertEqual(try findings("""
            { "id": "tile", "role": "card", "frame": [300, 300, 400, 300] },
            { "id": "caption", "role": "text", "text": "Film", "frame": [300, 605, 400, 30] }
            """), [])
    }
}
