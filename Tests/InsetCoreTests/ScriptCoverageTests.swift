import InsetText
import XCTest
@testable import InsetCore

/// Text in every script of the languages Apple ships is measured (and so drawn) with real glyphs:
/// the set-up installs fonts Pango falls back to from Inter, as iOS falls back from SF Pro.
final class ScriptCoverageTests: XCTestCase {
    let measurer = PangoTextMeasurer()

    static let samples: [(script: String, text: String)] = [
        ("Hangul", "다시 오신 것을 환영합니다"), ("Han (Simplified)", "欢迎回来，请登录"),
        ("Han (Traditional)", "歡迎回來，請登入"), ("Kana", "おかえりなさい、ログイン"),
        ("Arabic", "مرحبًا بعودتك"), ("Hebrew", "ברוך שובך"), ("Thai", "ยินดีต้อนรับกลับ"),
        ("Devanagari", "वापसी पर स्वागत है"), ("Greek", "Καλώς ήρθατε"), ("Cyrillic", "С возвращением"),
        ("Latin", "Willkommen zurück, Änderungen speichern"), ("Persian", "خوش آمدید"),
        ("Bengali", "স্বাগতম"), ("Tamil", "மீண்டும் வருக"), ("Vietnamese", "Chào mừng trở lại"),
    ]

    func testNoScriptShowsBoxes() {
        for (script, text) in Self.samples {
            XCTAssertEqual(measurer.missingGlyphs(in: text), 0,
                           "\(script): “\(text)” has glyphs no installed font covers (scripts/setup.sh installs the Noto fonts)")
        }
    }

    func testAMissingGlyphIsCounted() {
        // A private-use character no font has: what the check above would see without the fonts.
        XCTAssertGreaterThan(measurer.missingGlyphs(in: "\u{F8FF}\u{10FFFD}"), 0)
    }

    /// A Hangul syllable or a Han character is about one em wide; with boxes of hex digits it was not.
    func testFullWidthCharactersAreAboutAnEmWide() {
        for (script, text) in [("Hangul", "다시오신것을환영합니다"), ("Han", "欢迎回来请登录"), ("Kana", "おかえりなさい")] {
            let width = measurer.measure(text, fontSize: 17, maxWidth: nil).width
            let perCharacter = width / Double(text.count)
            XCTAssertEqual(perCharacter, 17, accuracy: 17 * 0.2, "\(script): \(perCharacter) pt a character at 17 pt")
        }
    }
}
