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
}
