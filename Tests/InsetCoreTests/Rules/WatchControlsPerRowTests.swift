import XCTest
@testable import InsetCore

final class WatchControlsPerRowTests: XCTestCase {
    private func findings(_ elements: String) throws -> [Finding] {
        try RuleHarness.findings("watch-controls-per-row", RuleHarness.document(platform: "watchOS", elements),
                                 device: "apple-watch-series-7-45mm")
    }

    /// Buttons in one row across the screen: `symbols` glyph buttons, then `titles` text buttons.
    private func row(symbols: Int = 0, titles: [String] = [], top: Double = 120) -> String {
        let glyphs = (0..<symbols).map { #"{ "id": "g\#($0)", "role": "button", "symbol": "star" }"# }
        let texts = titles.map { #"{ "id": "\#($0.lowercased())", "role": "button", "text": "\#($0)", "fontSize": 15 }"# }
        let all = glyphs + texts
        let width = 198.0 / Double(max(1, all.count))
        return all.enumerated().map { i, element in
            String(element.dropLast(2)) + #", "frame": [\#(Rect.format(Double(i) * width)), \#(Rect.format(top)), \#(Rect.format(width - 2)), 44] }"#
        }.joined(separator: ",\n")
    }

    func testFourGlyphButtonsFire() throws {
        let found = try findings(row(symbols: 4))
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.rule, "watch-controls-per-row")
        XCTAssertEqual(finding.elements, ["g0", "g1", "g2", "g3"])
        XCTAssertTrue(finding.message.contains("are 4 glyph buttons side by side; show at most 3 in a row"), finding.message)
    }

    func testThreeGlyphButtonsAreFine() throws {
        XCTAssertEqual(try findings(row(symbols: 3)), [])
    }

    func testThreeTextButtonsFire() throws {
        let finding = try XCTUnwrap(try findings(row(titles: ["Yes", "No", "Later"])).first)
        XCTAssertEqual(finding.elements, ["yes", "no", "later"])
        XCTAssertTrue(finding.message.contains("are 3 controls side by side"), finding.message)
        XCTAssertTrue(finding.message.contains("at most 2"), finding.message)
    }

    func testTwoTextButtonsAreFine() throws {
        XCTAssertEqual(try findings(row(titles: ["Yes", "No"])), [])
    }

    func testTextMakesAMixedRowATextRow() throws {
        XCTAssertEqual(try findings(row(symbols: 2, titles: ["Stop"])).count, 1)
    }

    func testStackedButtonsAreNotSideBySide() throws {
        XCTAssertEqual(try findings(row(symbols: 3, top: 60) + ",\n" + row(titles: ["Yes", "No"], top: 120)), [])
    }
}
