import Foundation
import XCTest

/// The canvas sets a label's text as the file does: aligned in its frame as `textAlignment`
/// says, in the weight of its font. A centred caption drawn from the left edge, or a bold
/// heading drawn regular, is not the screen the designer made in Xcode.
final class LabelStyleTests: XCTestCase {
    private let wide = "<constraint firstAttribute=\"width\" constant=\"300\" id=\"w\"/>"

    func testALabelsTextLinesUpAsItsFileSays() throws {
        // The label is 300 pt wide; where it starts on the drawing is the natural text's start.
        let natural = try XCTUnwrap(try extent(label: "0000", attributes: "textAlignment=\"natural\""))
        let width = natural.maxX - natural.minX
        XCTAssertEqual(width, 40, accuracy: 8, "four digits at 17 pt")
        let centred = try XCTUnwrap(try extent(label: "0000", attributes: "textAlignment=\"center\""))
        XCTAssertEqual((centred.minX + centred.maxX) / 2 - natural.minX, 150, accuracy: 2, "centred in the frame")
        let right = try XCTUnwrap(try extent(label: "0000", attributes: "textAlignment=\"right\""))
        XCTAssertEqual(right.maxX - natural.minX, 300, accuracy: 2, "against the right edge")
        let unset = try XCTUnwrap(try extent(label: "0000", attributes: ""))
        XCTAssertEqual(unset.minX, natural.minX, accuracy: 0.01, "no alignment written is natural")
    }

    /// Drawn positions round to whole pixels, so the weights are told apart by the outlines of
    /// the label's glyphs, not by their advances.
    func testALabelsTextIsDrawnInItsFontsWeight() throws {
        let text = "Delivery address"
        let regular = try outlines(label: text, font: "system")
        let semibold = try outlines(label: text, font: "system\" weight=\"semibold")
        let bold = try outlines(label: text, font: "boldSystem")
        XCTAssertEqual(regular.count, 16, "every letter of \(text)")
        // Compared as a whole: a failure doesn't print every outline.
        XCTAssertFalse(semibold == regular, "semibold is drawn semibold")
        XCTAssertFalse(bold == regular, "bold is drawn bold")
        XCTAssertFalse(bold == semibold)
        XCTAssertTrue(try outlines(label: text, font: "system\" weight=\"regular") == regular)
    }

    /// The outlines of the glyphs the label is drawn with, in order.
    private func outlines(label text: String, font: String) throws -> [String] {
        let (svg, uses) = try labelGlyphs(text, font: font, attributes: "")
        return uses.map { use in
            guard let start = svg.range(of: "id=\"\(use.glyph)\">"),
                  let end = svg.range(of: "</symbol>", range: start.upperBound..<svg.endIndex) else { return "" }
            return String(svg[start.upperBound..<end.lowerBound])
        }
    }

    /// Each glyph an SVG draws: its outline's id and where it is drawn.
    private func glyphUses(_ svg: String) -> [(glyph: String, x: Double, y: String)] {
        svg.components(separatedBy: "<use xlink:href=\"#").dropFirst().compactMap { use in
            func value(_ name: String) -> String? {
                use.range(of: " \(name)=\"").map { String(use[$0.upperBound...].prefix { $0 != "\"" }) }
            }
            guard let x = value("x").flatMap(Double.init), let y = value("y") else { return nil }
            return (String(use.prefix { $0 != "\"" }), x, y)
        }
    }

    /// The label's screen drawn to SVG, and the glyphs of the label alone: those on a baseline
    /// its screen has and the same screen with an empty label lacks.
    private func labelGlyphs(_ text: String, font: String, attributes: String) throws -> (svg: String, uses: [(glyph: String, x: Double, y: String)]) {
        let svg = try OneLabelScreen.svg(label: text, font: font, constraints: wide, attributes: attributes, pointSize: 17)
        let others = Set(glyphUses(try OneLabelScreen.svg(label: "", font: font, constraints: wide, attributes: attributes, pointSize: 17)).map(\.y))
        return (svg, glyphUses(svg).filter { !others.contains($0.y) })
    }

    /// Where the label's glyphs start and end on the x axis, the last one's advance taken as the
    /// mean of the others'.
    private func extent(label text: String, attributes: String) throws -> (minX: Double, maxX: Double)? {
        let xs = try labelGlyphs(text, font: "system", attributes: attributes).uses.map(\.x)
        guard let first = xs.min(), let last = xs.max(), xs.count > 1 else { return nil }
        return (first, last + (last - first) / Double(xs.count - 1))
    }
}
