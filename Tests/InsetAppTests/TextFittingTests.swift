import CPangoCairo
import Foundation
import InsetCore
import InsetRender
import InsetText
import XCTest
import InsetTestSupport

/// Interface Builder files are laid out with SF Pro's widths; the canvas draws Inter, a little
/// wider. A label sized by its text must still show all of it, not wrap or end in "…".
final class TextFittingTests: XCTestCase {
    func testATextSizedLabelShowsEveryLetterNotAnEllipsis() throws {
        for (text, weight) in [("SUBTOTAL", "system"), ("Delivery address", "boldSystem")] {
            let drawn = try glyphsDrawn(label: text, font: weight)
            let none = try glyphsDrawn(label: "", font: weight)
            XCTAssertEqual(drawn - none, text.count, "\(text) (\(weight)) is drawn whole")
            XCTAssertEqual(try lines(label: text, font: weight), 1, "\(text) stays on one line")
        }
    }

    func testALabelStretchedTallerThanItsLineKeepsItOnOneLine() throws {
        // A stack stretches a one-line label; its text must not wrap into the extra height.
        let tall = "<constraint firstAttribute=\"height\" constant=\"70\" id=\"h\"/>"
        let drawn = try glyphsDrawn(label: "SUBTOTAL", font: "system", constraints: tall)
        let none = try glyphsDrawn(label: "", font: "system", constraints: tall)
        XCTAssertEqual(drawn - none, 8)
        XCTAssertEqual(try lines(label: "SUBTOTAL", font: "system", constraints: tall), 1)
    }

    func testALabelOverflowingByFarIsStillCutShort() throws {
        // A fixed width far narrower than the text: narrowing would make it unreadable.
        let narrow = "<constraint firstAttribute=\"width\" constant=\"40\" id=\"w\"/>"
        let drawn = try glyphsDrawn(label: "SUBTOTAL", font: "system", constraints: narrow)
        let none = try glyphsDrawn(label: "", font: "system", constraints: narrow)
        XCTAssertLessThan(drawn - none, 8)
        XCTAssertGreaterThan(drawn - none, 0, "cut short, not left out")
    }

    /// A label of several lines, sized by its text, shows every line it was sized for: drawn in
    /// Inter, whose lines are a little taller than SF Pro's, its last line was cut to "…".
    func testAWrappedLabelShowsEveryLineItWasSizedFor() throws {
        let text = "Las condiciones de uso y la política de privacidad han sido actualizadas."
        let wide = "<constraint firstAttribute=\"width\" constant=\"348\" id=\"w\"/>"
        XCTAssertEqual(try lines(label: text, font: "boldSystem", constraints: wide, attributes: "numberOfLines=\"0\"", pointSize: 28), 3)
        // On a canvas zoomed out to two thirds, as the app opens a tall phone, the same.
        let narrow = "<constraint firstAttribute=\"width\" constant=\"288\" id=\"w\"/>"
        for scale in [2.0 / 3, 1, 2] {
            XCTAssertEqual(try lines(label: "Acepto las políticas de privacidad", font: "boldSystem", constraints: narrow,
                                     attributes: "numberOfLines=\"0\"", pointSize: 21, scale: scale), 2, "at \(scale)")
        }
    }

    /// Chinese falls back to Noto CJK, whose lines are 1.45 em where SF Pro's are 1.19: a label
    /// sized for three lines of it drew two and an ellipsis. It is set at the system font's line
    /// height, as iOS sets it, and shows every line.
    func testChineseShowsEveryLineItWasSizedFor() throws {
        let text = "这是一个用于测试的中文段落，它应该在标签中完整地显示所有文字，而不是被省略号截断。"
        let narrow = "<constraint firstAttribute=\"width\" constant=\"240\" id=\"w\"/>"
        for scale in [2.0 / 3, 1] {
            XCTAssertEqual(try lines(label: text, font: "system", constraints: narrow, attributes: "numberOfLines=\"0\"", pointSize: 15, scale: scale),
                           3, "at \(scale)")
        }
    }

    /// Glyphs in the SVG of a one-label screen: each drawn glyph is a `<use>` of its outline.
    private func glyphsDrawn(label text: String, font: String, constraints size: String = "", attributes: String = "") throws -> Int {
        try svg(label: text, font: font, constraints: size, attributes: attributes).components(separatedBy: "<use xlink:href=\"#glyph").count - 1
    }

    /// The lines the label's glyphs sit on: the baselines its SVG has that the empty screen's lacks.
    private func lines(label text: String, font: String, constraints size: String = "", attributes: String = "",
                       pointSize: Int = 14, scale: Double = 1) throws -> Int {
        func baselines(_ svg: String) -> Set<String> {
            Set(svg.components(separatedBy: "<use xlink:href=\"#glyph").dropFirst().compactMap { use in
                use.range(of: #"y=""#).map { String(use[$0.upperBound...].prefix { $0 != "\"" }) }
            })
        }
        return try baselines(svg(label: text, font: font, constraints: size, attributes: attributes, pointSize: pointSize, scale: scale))
            .subtracting(baselines(svg(label: "", font: font, constraints: size, attributes: attributes, pointSize: pointSize, scale: scale))).count
    }

    private func svg(label text: String, font: String, constraints size: String, attributes: String = "",
                     pointSize: Int = 14, scale: Double = 1) throws -> String {
        try OneLabelScreen.svg(label: text, font: font, constraints: size, attributes: attributes, pointSize: pointSize, scale: scale)
    }
}
