import XCTest
@testable import InsetCore

/// The HTML report and the JUnit XML escape a layout's text the same way.
final class MarkupEscapingTests: XCTestCase {
    func testSpecialCharactersBecomeReferencesAndControlCharactersGo() {
        XCTAssertEqual(Markup.escaped(#"<script>alert('x')</script> & "Q&A""#),
                       "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Q&amp;A&quot;")
        XCTAssertEqual(Markup.escaped("line\none\ttab\u{0}\u{1B}\u{FFFE}end"), "line\none\ttabend", "XML 1.0 can't carry NUL or ESC")
        XCTAssertEqual(Markup.escaped("다시 오신 것을 환영합니다 — مرحبا"), "다시 오신 것을 환영합니다 — مرحبا")
    }

    /// Text with nothing to escape is handed back whole; a noncharacter alone still goes.
    func testOnlyTheNoncharactersGoFromOtherwisePlainText() {
        XCTAssertEqual(Markup.escaped("Sign in！"), "Sign in！", "U+FF01 shares its first byte with U+FFFF")
        XCTAssertEqual(Markup.escaped("a\u{FFFF}b\u{FFFE}c"), "abc")
        XCTAssertEqual(Markup.escaped("tab\tonly"), "tab\tonly")
    }

    /// Text around what is escaped keeps every other character, the replacement character and
    /// the byte-order mark too (the same first bytes as the noncharacters).
    func testTextAroundEscapesKeepsItsCharacters() {
        XCTAssertEqual(Markup.escaped("\"안녕\" \u{FFFD}\u{FEFF}<é>\u{FFFF}"), "&quot;안녕&quot; \u{FFFD}\u{FEFF}&lt;é&gt;")
        XCTAssertEqual(Markup.escaped("&"), "&amp;")
        XCTAssertEqual(Markup.escaped("\u{7}x\u{FFFE}"), "x")
        // Against the rule written scalar by scalar, on text mixing every case.
        let pieces = ["a", "&", "<", ">", "\"", "'", "\n", "\t", "\r", "\u{1}", "\u{1F}", "é", "한", "\u{FFFD}",
                      "\u{FFFE}", "\u{FFFF}", "\u{FF01}", "😀", " "]
        var generator = SeededGenerator(seed: 38)
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(Markup.escaped(text), reference(text), "\(Array(text.unicodeScalars))")
        }
    }

    private func reference(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default: if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
