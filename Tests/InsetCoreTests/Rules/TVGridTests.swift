import XCTest
@testable import InsetCore

final class TVGridTests: XCTestCase {
    /// A row of `count` cards chained leading to trailing, the first at `x`, `top` below the screen top.
    private func row(_ prefix: String, count: Int, width: Double, spacing: Double, top: Double, height: Double = 230) -> String {
        (0..<count).map { i in
            let leading = i == 0 ? "leading == screen.leading + 80" : "leading == \(prefix)\(i - 1).trailing + \(Rect.format(spacing))"
            return """
                { "id": "\(prefix)\(i)", "role": "card",
                  "constraints": ["\(leading)", "top == screen.top + \(Rect.format(top))", "width == \(Rect.format(width))", "height == \(Rect.format(height))"] }
                """
        }.joined(separator: ",\n")
    }

    private func findings(_ elements: String, settings: RuleSettings = .defaults) throws -> [Finding] {
        try RuleHarness.findings("tv-grid", RuleHarness.document(platform: "tvOS", elements),
                                 device: "apple-tv-4k", orientation: .landscape, settings: settings)
    }

    func testEveryGridInTheTableIsClean() throws {
        for (columns, _, width) in TVGrid.widths {
            let elements = row("a", count: columns, width: width, spacing: 40, top: 100)
                + ",\n" + row("b", count: columns, width: width, spacing: 40, top: 430)
            XCTAssertEqual(try findings(elements), [], "\(columns) columns")
        }
    }

    func testShortLastRowIsJudgedByItsWidth() throws {
        let elements = row("a", count: 4, width: 410, spacing: 40, top: 100) + ",\n" + row("b", count: 2, width: 410, spacing: 40, top: 430)
        XCTAssertEqual(try findings(elements), [])
        XCTAssertEqual(try RuleHarness.findingsEverywhere("tv-grid", RuleHarness.document(platform: "tvOS", elements)), [])
    }

    func testOffGridWidthNamesTheNearestGrid() throws {
        let elements = row("a", count: 4, width: 400, spacing: 40, top: 100)
        let found = try findings(elements)
        XCTAssertEqual(found.count, 4)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(finding.rule, "tv-grid")
        XCTAssertEqual(finding.elements, ["a0"])
        XCTAssertTrue(finding.message.contains("\"a0\" is 400 pt wide; a four-column grid's unfocused cards are 410 pt wide"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        let fixed = try RuleHarness.applying(fix, to: RuleHarness.document(platform: "tvOS", elements))
        let after = try RuleHarness.findings("tv-grid", fixed, device: "apple-tv-4k", orientation: .landscape)
        XCTAssertFalse(after.contains { $0.elements == ["a0"] }, "\(after.map(\.message))")
    }

    func testUnevenSpacingFiresWithAFix() throws {
        let elements = row("a", count: 3, width: 560, spacing: 30, top: 100)
        let found = try findings(elements)
        XCTAssertEqual(found.count, 2)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(finding.elements, ["a0", "a1"])
        XCTAssertTrue(finding.message.contains("\"a0\" and \"a1\" are 30 pt apart; cards in a grid row are 40 pt apart"), finding.message)
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.elementID, "a1")
        let fixed = try RuleHarness.applying(fix, to: RuleHarness.document(platform: "tvOS", elements))
        let after = try RuleHarness.findings("tv-grid", fixed, device: "apple-tv-4k", orientation: .landscape)
        XCTAssertFalse(after.contains { $0.elements == ["a0", "a1"] }, "\(after.map(\.message))")
    }

    func testRowsTooCloseFire() throws {
        let elements = row("a", count: 3, width: 560, spacing: 40, top: 100, height: 300)
            + ",\n" + row("b", count: 3, width: 560, spacing: 40, top: 460, height: 300)
        let found = try findings(elements)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(finding.message.contains("\"b0\" is 60 pt below the row starting with \"a0\"; leave at least 100 pt"), finding.message)
    }

    func testLoneCardIsNoGrid() throws {
        XCTAssertEqual(try findings(row("a", count: 1, width: 700, spacing: 40, top: 100)), [])
    }

    func testBannerAboveAGridIsNotPartOfIt() throws {
        let elements = row("hero", count: 1, width: 1760, spacing: 40, top: 60, height: 300)
            + ",\n" + row("a", count: 4, width: 410, spacing: 40, top: 400)
        XCTAssertEqual(try findings(elements), [])
    }

    func testLastRowOfOneCardIsSpacedWithTheGrid() throws {
        let elements = row("a", count: 4, width: 410, spacing: 40, top: 100)
            + ",\n" + row("b", count: 1, width: 410, spacing: 40, top: 350)
        let finding = try XCTUnwrap(try findings(elements).first)
        XCTAssertTrue(finding.message.contains("\"b0\" is 20 pt below the row starting with \"a0\""), finding.message)
    }

    func testOptionsChangeTheSpacing() throws {
        let elements = row("a", count: 3, width: 560, spacing: 30, top: 100)
        XCTAssertEqual(try findings(elements, settings: RuleSettings(options: ["horizontal": 30])), [])
    }
}
