import XCTest
@testable import InsetCore

/// Text in Interface Builder files is measured with Inter but set as SF Pro sets it: tracked
/// looser when small and tighter when large, in the weight the file names.
final class IBTextMetricsTests: XCTestCase {
    private let system = SystemLineHeights(base: IBHarness.measurer, pixelScale: 3)
    private let sentence = "The quick brown fox jumps over the lazy dog"

    func testSmallTextIsSetWiderAndLargeTextNarrowerThanInterScaled() {
        func ratio(_ size: Double) -> Double {
            system.measure(sentence, fontSize: size, maxWidth: nil).width
                / IBHarness.measurer.measureExact(sentence, fontSize: size, weight: 400, fontFile: nil, maxWidth: nil).width
        }
        XCTAssertEqual(ratio(11), 0.965 * 1.03, accuracy: 0.005)
        XCTAssertEqual(ratio(14), 0.965 * 1.01, accuracy: 0.005)
        XCTAssertEqual(ratio(20), 0.965 * 0.97, accuracy: 0.005)
        XCTAssertEqual(SystemLineHeights.widthFactor(16.5), 0.965 * 0.98875, accuracy: 1e-9, "between table points, interpolated")
        XCTAssertEqual(SystemLineHeights.widthFactor(6), SystemLineHeights.widthFactor(9), "held beyond the table")
    }

    /// Glyphs sit at fractional positions, as Core Text sets them, and the width is rounded only
    /// to the device's pixels: Pango's whole-point advances had made "Label" at 17 pt 45 pt wide
    /// where its glyphs span 43.6, and Xcode records 41.5.
    func testTextIsMeasuredAtFractionalGlyphPositions() {
        let exact = IBHarness.measurer.measureExact("Label", fontSize: 17, weight: 400, fontFile: nil, maxWidth: nil).width
        let whole = IBHarness.measurer.measure("Label", fontSize: 17, maxWidth: nil).width
        XCTAssertNotEqual(exact, exact.rounded(), "a fractional width")
        XCTAssertLessThan(exact, whole)
        let set = system.measure("Label", fontSize: 17, maxWidth: nil).width
        XCTAssertEqual(set, (exact * SystemLineHeights.widthFactor(17) * 3).rounded(.up) / 3, "scaled to SF Pro, then to the pixel")
    }

    /// SF Pro's digits, capitals like O and W, "%" and "_" are wider than Inter's narrowed to SF
    /// Pro's average, and w and "/" narrower (`SFProGlyphs`). Widths Xcode recorded for these
    /// single-line labels in real files; each had been 1.5 to 2.5 pt short or long.
    func testSFProsOwnGlyphWidthsAreThoseXcodeRecords() {
        let recorded: [(text: String, scale: Double, width: Double)] = [
            ("8888", 3, 42), ("100 %", 3, 47 + 2.0 / 3), ("$75,894.63", 2, 88.5), ("Show Password", 2, 120), ("lbl_title", 2, 56),
        ]
        for (text, scale, width) in recorded {
            let set = SystemLineHeights(base: IBHarness.measurer, pixelScale: scale).measure(text, fontSize: 17, maxWidth: nil).width
            XCTAssertEqual(set, width, accuracy: 1, text)
        }
    }

    /// A font the file names but the project doesn't ship (Helvetica Neue here) is measured as the
    /// system font, but without SF Pro's own glyph widths; wrapped, SF Pro's text breaks where
    /// the width it is set at ends.
    func testOnlySFProIsSetWithItsOwnGlyphWidths() throws {
        let text = "WOW 100%"
        let labels = [("system", "type=\"system\""), ("named", "name=\"HelveticaNeue\" family=\"Helvetica Neue\"")].map { id, font in
            IBHarness.view(id, tag: "label", attributes: "text=\"\(text)\"", body: "<fontDescription key=\"fontDescription\" \(font) pointSize=\"17\"/>")
        }.joined()
        let pins = ["system", "named"].flatMap { id in [
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
        ] }.joined()
        let f = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: labels, constraints: pins)))
        var plain = SystemLineHeights(base: IBHarness.measurer, pixelScale: 2)
        XCTAssertEqual(f["system"]?.width, plain.measure(text, fontSize: 17, maxWidth: nil).width)
        plain.sfProGlyphs = false
        XCTAssertEqual(f["named"]?.width, plain.measure(text, fontSize: 17, maxWidth: nil).width)
        XCTAssertGreaterThan(f["system"]?.width ?? 0, (f["named"]?.width ?? 0) + 1, "O, W, the digits and % are wider in SF Pro")

        let sfPro = SystemLineHeights(base: IBHarness.measurer, pixelScale: 2)
        let oneLine = sfPro.measure(text, fontSize: 17, maxWidth: nil)
        XCTAssertEqual(sfPro.measure(text, fontSize: 17, maxWidth: oneLine.width).height, oneLine.height, "fits its own width")
        XCTAssertGreaterThan(sfPro.measure(text, fontSize: 17, maxWidth: oneLine.width - 2).height, oneLine.height,
                             "wraps when narrower than SF Pro sets it")
    }

    /// Lines are counted from a line measured as the text is: unhinted lines run a point taller
    /// than hinted ones at 14 pt, which had counted twelve lines as thirteen.
    func testManyLinesAreCountedAsManyLines() {
        let twelve = Array(repeating: "Line", count: 12).joined(separator: "\n")
        for size in [13.0, 14, 17] {
            XCTAssertEqual(system.measure(twelve, fontSize: size, maxWidth: 300).height, system.height(lines: 12, fontSize: size), "at \(size) pt")
        }
    }

    /// UILabel rounds its whole height up to the device's pixels, not each line to the nearest.
    func testALabelsHeightIsRoundedUpToThePixelOnTheWhole() {
        func height(_ text: String, _ size: Double, scale: Double) -> Double {
            SystemLineHeights(base: IBHarness.measurer, pixelScale: scale).measure(text, fontSize: size, maxWidth: nil).height
        }
        XCTAssertEqual(height("Hello", 14, scale: 2), 17, "16.7 pt, up to 17")
        XCTAssertEqual(height("Hello", 14, scale: 3), 17)
        XCTAssertEqual(height("Hello", 16, scale: 2), 19.5)
        XCTAssertEqual(height("Hello\nthere", 16, scale: 2), 38.5, "two lines of 19.09 pt, 38.19 up to 38.5")
        XCTAssertEqual(height("Hello", 16, scale: 3), 58.0 / 3, accuracy: 1e-9)
    }

    /// Chinese is set a whole em (and a fiftieth) a character, as PingFang sets it in Xcode's
    /// frames: SF Pro's narrowing had made "项目设置" at 15 pt 58 pt wide where Xcode records 61.5.
    func testChineseIsSetAWholeEmACharacter() {
        XCTAssertEqual(system.measure("项目设置", fontSize: 15, maxWidth: nil).width, 61.333333, accuracy: 0.01, "4 × 15 × 1.02 = 61.2, up to the pixel")
        XCTAssertEqual(system.measure("私有", fontSize: 15, maxWidth: nil).width, 30.666667, accuracy: 0.01)
        // Latin beside it is still narrowed as SF Pro's is.
        let mixed = system.measure("Wi-Fi 设置", fontSize: 17, maxWidth: nil).width
        let latin = system.measure("Wi-Fi ", fontSize: 17, maxWidth: nil).width
        XCTAssertEqual(mixed, latin + 2 * 17 * 1.02, accuracy: 0.7)
    }

    /// Hangul syllables are set 0.866 em apart, as Apple SD Gothic Neo sets them in Xcode's
    /// frames: "비밀번호" at 13 pt is 45.33 pt wide at 3×, where Noto's Hangul narrowed as Latin
    /// gave 47.
    func testKoreanIsSetAtSDGothicNeosWidth() {
        XCTAssertEqual(system.measure("설정", fontSize: 16, maxWidth: nil).width, 28, accuracy: 0.01)
        XCTAssertEqual(system.measure("비밀번호", fontSize: 13, maxWidth: nil).width, 45.333333, accuracy: 0.01, "4 × 13 × 0.866 = 45.03, up to the pixel")
        let mixed = system.measure("Wi-Fi 설정", fontSize: 17, maxWidth: nil).width
        let latin = system.measure("Wi-Fi ", fontSize: 17, maxWidth: nil).width
        XCTAssertEqual(mixed, latin + 2 * 17 * 0.866, accuracy: 1, "Latin beside it narrowed as SF Pro's")
    }

    /// Two lines of Korean are as wide as their wider line: the width Hangul is set at counts both
    /// lines' syllables against both lines' width, where it had counted them against the wider
    /// line's alone and wrapped the two into four (SsgSag's 331 pt hint, two lines in Xcode).
    func testKoreanOnTwoLinesIsSetAsEachLineIs() {
        let text = "어떤 점이 좋았는지 알려주세요.\n구체적인 사례를 들어주면 더 좋아요 :)"
        let size = system.measure(text, fontSize: 13, maxWidth: 331)
        XCTAssertEqual(size.height, system.height(lines: 2, fontSize: 13))
        let second = system.measure("구체적인 사례를 들어주면 더 좋아요 :)", fontSize: 13, maxWidth: nil).width
        XCTAssertEqual(size.width, second, accuracy: 8, "as wide as its wider line, near enough")
    }

    /// A label the file sets in Apple SD Gothic Neo sets Chinese at its Hangul's width, not
    /// PingFang's whole em: "訂單列表" at 22 pt was 77 pt wide in Xcode's frames (63 such labels).
    func testChineseInAppleSDGothicNeoIsSetAtItsHangulsWidth() throws {
        func width(font: String) throws -> Double {
            let label = IBHarness.view("title", tag: "label", attributes: #"text="訂單列表""#,
                                       body: "<fontDescription key=\"fontDescription\" \(font) pointSize=\"22\"/>")
            let pins = [#"firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100""#,
                        #"firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading""#]
                .map { IBHarness.constraint($0) }.joined()
            return try XCTUnwrap(try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: label, constraints: pins)))["title"]?.width)
        }
        XCTAssertEqual(try width(font: #"name="AppleSDGothicNeo-SemiBold" family="Apple SD Gothic Neo""#), 76.5, accuracy: 0.01,
                       "4 × 22 × 0.866 = 76.2, up to the pixel at 2×")
        XCTAssertEqual(try width(font: #"type="system""#), 90, accuracy: 0.01, "the system font's 1.02 em")
    }

    /// Wrapped, full-width text breaks where its width says it does: eight characters at 15 pt
    /// (122.4 pt) fit one line of 123 pt and take two of 119, which Latin's narrowing fitted.
    func testChineseWrapsAtTheWidthItIsSetAt() {
        let text = "项目设置项目设置"
        let line = system.height(lines: 1, fontSize: 15)
        XCTAssertEqual(system.measure(text, fontSize: 15, maxWidth: 123).height, line)
        XCTAssertEqual(system.measure(text, fontSize: 15, maxWidth: 119).height, system.height(lines: 2, fontSize: 15))
        XCTAssertLessThanOrEqual(system.measure(text, fontSize: 15, maxWidth: 119).width, 119)
    }

    /// SF Pro widens more with weight than Inter does.
    func testHeavierWeightsAreScaledWiderThanInterSetsThem() {
        func scaled(_ weight: Int) -> Double {
            system.measure(sentence, fontSize: 17, weight: weight, maxWidth: nil).width
                / IBHarness.measurer.measureExact(sentence, fontSize: 17, weight: weight, fontFile: nil, maxWidth: nil).width
        }
        XCTAssertEqual(scaled(600) / scaled(400), 1.017, accuracy: 0.002)
        XCTAssertEqual(scaled(700) / scaled(400), 1.03, accuracy: 0.002)
        XCTAssertEqual(scaled(300), scaled(400), accuracy: 0.002, "light text as regular")
    }

    func testBoldAndSemiboldTextIsWiderAndThinNarrower() throws {
        func label(_ id: String, _ font: String) -> (String, String, String, String) {
            (id, "label", "text=\"\(sentence)\"", "<fontDescription key=\"fontDescription\" \(font) pointSize=\"17\"/>")
        }
        let views = [label("regular", "type=\"system\""), label("bold", "type=\"boldSystem\""),
                     label("semibold", "type=\"system\" weight=\"semibold\""), label("thin", "type=\"system\" weight=\"thin\""),
                     label("custom", "name=\"Montserrat-Bold\" family=\"Montserrat\"")]
        let xml = views.map { IBHarness.view($0.0, tag: $0.1, attributes: $0.2, body: $0.3) }.joined()
        let pins = views.flatMap { v in [
            IBHarness.constraint("firstItem=\"\(v.0)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"\(v.0)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
        ] }.joined()
        let f = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: xml, constraints: pins)))
        let w = { (id: String) in f[id]?.width ?? 0 }
        XCTAssertGreaterThan(w("bold"), w("semibold"))
        XCTAssertGreaterThan(w("semibold"), w("regular"))
        XCTAssertLessThan(w("thin"), w("regular"))
        XCTAssertEqual(w("custom"), w("bold"), "a custom font named -Bold is measured bold")
        XCTAssertEqual(IBViews.weight(nil), nil)
    }

    /// A label in a text style sets its lines the style's leading apart (Body 22 pt, Footnote 18),
    /// as Xcode's frames show; the same text in a plain system font of the same size stacks its
    /// lines a line's height apart, and one line is a line's height in both.
    func testTextStylesSetTheirLinesTheirLeadingApart() throws {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let cases = [("Body", "style=\"UICTFontTextStyleBody\"", text), ("System17", "type=\"system\" pointSize=\"17\"", text),
                     ("Footnote", "style=\"UICTFontTextStyleFootnote\"", text), ("System13", "type=\"system\" pointSize=\"13\"", text),
                     ("OneLine", "style=\"UICTFontTextStyleBody\"", "Hello")]
        let views = cases.map { id, font, text in
            IBHarness.view(id, tag: "label", attributes: "text=\"\(text)\" numberOfLines=\"0\"",
                           body: "<fontDescription key=\"fontDescription\" \(font)/>")
        }.joined()
        let pins = cases.flatMap { id, _, _ in [
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"width\" constant=\"120\""),
        ] }.joined()
        let frames = try IBHarness.frames(IBHarness.storyboard(IBHarness.scene(subviews: views, constraints: pins)))
        func height(_ id: String) throws -> Double { try XCTUnwrap(frames[id]).height }
        func up(_ h: Double) -> Double { (h * 2 - 1e-6).rounded(.up) / 2 }  // retina6_1 is 2×
        for (style, system, size, leading) in [("Body", "System17", 17.0, 22.0), ("Footnote", "System13", 13, 18)] {
            let line = size * FontLineMetrics.sfPro.lineHeight
            let lines = (try height(system) / line).rounded()
            XCTAssertGreaterThan(lines, 2, "the text wraps")
            XCTAssertEqual(try height(system), up(lines * line), "\(system): lines a line's height apart")
            XCTAssertEqual(try height(style), up(line + (lines - 1) * leading), "\(style): lines its leading apart")
        }
        XCTAssertEqual(try height("OneLine"), up(17 * FontLineMetrics.sfPro.lineHeight), "one line is a line's height")
    }

    /// Apple TV's text styles are its own, sized for a screen across the room: Xcode records a
    /// one-line Headline label 46 pt tall there, 20.5 on an iPhone.
    func testTextStylesTakeTheirAppleTVSizesOnAppleTV() throws {
        let styles = ["Headline", "Title1", "Caption2"]
        let views = styles.map { style in
            IBHarness.view(style, tag: "label", attributes: "text=\"Now Playing\"",
                           body: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyle\(style)\"/>")
        }.joined()
        let pins = styles.flatMap { id in [
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"100\""),
            IBHarness.constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
        ] }.joined()
        let scene = IBHarness.scene(subviews: views, constraints: pins)
        let tv = try IBHarness.frames(IBHarness.storyboard(device: "appleTV", runtime: "AppleTV", scene))
        XCTAssertEqual(tv["Headline"]?.height ?? 0, 46, accuracy: 0.5)
        XCTAssertEqual(tv["Title1"]?.height ?? 0, 91, accuracy: 0.5)
        XCTAssertEqual(tv["Caption2"]?.height ?? 0, 28, accuracy: 0.5)
        let phone = try IBHarness.frames(IBHarness.storyboard(scene))
        XCTAssertEqual(phone["Headline"]?.height ?? 0, 20.5, accuracy: 0.5)
    }

    /// Text set on one line loses every kind of line break and nothing else, whatever its script;
    /// text with none is given back as it is.
    func testOneLineDropsEveryLineBreakAndNothingElse() {
        for breaking in ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
            XCTAssertEqual(SystemLineHeights.oneLine("Sign\(breaking)in 가입 ✓"), "Signin 가입 ✓", breaking.debugDescription)
        }
        var generator = SeededGenerator(seed: 7)
        let pieces = ["a", "é", "가", "字", "✓", "👍🏽", " ", "\n", "\u{2028}", "\u{2026}", "\u{00A0}", "\r\n"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(SystemLineHeights.oneLine(text), String(text.filter { !$0.isNewline }), text.debugDescription)
        }
    }
}
