import InsetText
import XCTest
@testable import InsetCore

/// Korean wraps between words, as iOS wraps it; Chinese and Japanese between characters.
final class LineBreakingTests: XCTestCase {
    private let measurer = PangoTextMeasurer()

    /// The widest line when words are set greedily into lines no wider than `width`.
    private func greedyWidth(_ words: [String], _ width: Double) -> Double {
        var widest = 0.0, line = ""
        for word in words {
            let candidate = line.isEmpty ? word : line + " " + word
            if !line.isEmpty, measurer.measure(candidate, fontSize: 17, maxWidth: nil).width > width {
                widest = max(widest, measurer.measure(line, fontSize: 17, maxWidth: nil).width)
                line = word
            } else {
                line = candidate
            }
        }
        return max(widest, measurer.measure(line, fontSize: 17, maxWidth: nil).width)
    }

    func testKoreanWrapsBetweenWords() {
        let text = "다시 오신 것을 진심으로 환영합니다"
        let single = measurer.measure(text, fontSize: 17, maxWidth: nil).width
        let width = (single * 0.6).rounded()
        let korean = measurer.measure(LineBreaking.prepared(text, language: "ko"), fontSize: 17, maxWidth: width)
        XCTAssertEqual(korean.width, greedyWidth(text.split(separator: " ").map(String.init), width), accuracy: 1.5,
                       "lines end at spaces")
        let anywhere = measurer.measure(text, fontSize: 17, maxWidth: width)
        XCTAssertGreaterThan(abs(anywhere.width - korean.width), 2, "Unicode's default breaks inside a word, elsewhere")
        XCTAssertEqual(LineBreaking.prepared(text, language: "ko").replacingOccurrences(of: "\u{2060}", with: ""), text)
        XCTAssertEqual(measurer.measure(LineBreaking.prepared(text, language: "ko"), fontSize: 17, maxWidth: nil).width,
                       single, accuracy: 0.5, "the joiners take no room")
    }

    func testChineseAndJapaneseWrapBetweenCharactersAndOtherLanguagesAreUntouched() {
        let chinese = "欢迎回来我们很高兴再次见到你"
        XCTAssertEqual(LineBreaking.prepared(chinese, language: "zh-Hans"), chinese)
        let single = measurer.measure(chinese, fontSize: 17, maxWidth: nil).width
        let wrapped = measurer.measure(chinese, fontSize: 17, maxWidth: (single * 0.55).rounded())
        XCTAssertGreaterThan(wrapped.width, single * 0.55 - 17, "a line fills to within a character")
        XCTAssertEqual(LineBreaking.prepared("다시 오신", language: "en"), "다시 오신")
    }

    func testAKoreanScreenWrapsItsLabelsByWord() throws {
        let json = RuleHarness.document(extra: "\"language\": \"ko\"", """
            { "id": "t", "role": "text", "text": "다시 오신 것을 진심으로 환영합니다",
              "constraints": ["leading == margins.leading", "top == safeArea.top", "width == 150"] }
            """)
        let layout = try RuleHarness.solve(json, device: "iphone-15")
        XCTAssertTrue(try XCTUnwrap(layout.element(id: "t")?.text).contains("\u{2060}"))
        XCTAssertGreaterThan(try XCTUnwrap(layout.element(id: "t")).frame.height, 40, "it wraps to lines")
    }
}
