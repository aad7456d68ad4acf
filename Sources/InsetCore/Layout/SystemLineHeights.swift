/// Text measured with Inter but set in lines as tall as SF Pro's, rounded to the device's pixels
/// as UILabel rounds them: Interface Builder files were laid out by Xcode with SF Pro, and their
/// vertical rhythm follows its line height (20⅓ pt at 17 pt on a 3× screen), not Inter's. Text in
/// a font the project ships is measured in that font and set in its own lines.
struct SystemLineHeights: TextMeasurer {
    let base: TextMeasurer
    let pixelScale: Double
    /// SF Pro's, or the project font's the element is set in.
    var metrics = FontLineMetrics.sfPro
    /// For a font the file names and the project doesn't ship, its own lines where they are known,
    /// its text still measured as the system's is; nil is `metrics`' lines.
    var fontLines: FontLineMetrics?
    /// The project font's file, to measure with; nil measures with the base's own font.
    var fontFile: String?
    /// For text in a text style, the points from one baseline to the next (the style's leading):
    /// lines after the first are set this far apart rather than a line's height.
    var lineSpacing: Double?
    /// Whether the text is SF Pro's own, set with its glyphs' widths (`SFProGlyphs`), rather than
    /// a font the file names and Inset hasn't.
    var sfProGlyphs = true

    /// How much narrower SF Pro sets text than Inter at mid sizes: the median over the labels of
    /// 147 real storyboards and xibs, Xcode's recorded widths against Inter's.
    static let widthFactor = 0.965

    /// SF Pro tracks small text looser and large text tighter (its optical sizes and tracking
    /// table); Inter doesn't. The factor at each size, from the medians of Xcode's recorded label
    /// widths against Inter's over 350 more files (sizes between the points are interpolated);
    /// 13, 14, 17 and 18 pt then set to the factor that puts most single-line labels within a
    /// point of Xcode's width (of 1,290 labels at those sizes in batches 14 to 21, checked on
    /// half the batches with the factor fitted on the other half).
    static let widthFactors: [(size: Double, factor: Double)] = [
        (9, 1.035), (11, 1.03), (12, 1.02), (13, 1.0175), (14, 1.01), (15, 1), (16, 0.995), (17, 0.9825),
        (18, 0.9825), (20, 0.97), (22, 0.96), (24, 0.965),
    ]

    static func widthFactor(_ fontSize: Double) -> Double {
        let table = widthFactors
        guard let first = table.first, let last = table.last else { return widthFactor }
        if fontSize <= first.size { return widthFactor * first.factor }
        if fontSize >= last.size { return widthFactor * last.factor }
        let upper = table.firstIndex { $0.size >= fontSize }!
        let a = table[upper - 1], b = table[upper]
        let t = (fontSize - a.size) / (b.size - a.size)
        return widthFactor * (a.factor + (b.factor - a.factor) * t)
    }

    /// SF Pro's heavier weights widen more than Inter's do: medians of Xcode's recorded widths of
    /// single-line labels over 545 samples of batches 14 to 16, by weight.
    static func weightFactor(_ weight: Int) -> Double {
        switch weight {
        case ..<450: return 1
        case ..<550: return 1.013
        case ..<650: return 1.017
        case ..<750: return 1.03
        default: return 1.04
        }
    }

    /// `lines` lines' height, rounded up to the device's pixels on the whole, as UILabel sizes
    /// itself: Xcode's frames of 1,095 labels agree with that, 27 with each line rounded to the
    /// nearest pixel (14 pt is 17 pt tall at 2× and 3×, two lines of 16 pt 38.5 at 2×).
    func height(lines: Double, fontSize: Double) -> Double {
        let line = fontSize * (fontLines ?? metrics).lineHeight
        let height = lines > 1 && lineSpacing != nil ? line + (lines - 1) * lineSpacing! : lines * line
        return (height * pixelScale - 1e-6).rounded(.up) / pixelScale
    }

    func measure(_ text: String, fontSize: Double, maxWidth: Double?) -> Size {
        measure(text, fontSize: fontSize, weight: 400, maxWidth: maxWidth)
    }

    func measure(_ text: String, fontSize: Double, weight: Int, maxWidth: Double?) -> Size {
        // Wrapped as the narrower font would wrap it. SF Pro's tracking against Inter says nothing
        // of a project's own font, which is measured as it is.
        // Glyphs at fractional positions, as Core Text places them: Pango's whole-point advances
        // and a width rounded up had made short labels a point or two too wide.
        var factor = metrics == .sfPro ? Self.widthFactor(fontSize) * Self.weightFactor(weight) : 1
        if metrics == .sfPro, fontFile == nil, let wide = fullWidthFactor(text, fontSize: fontSize, weight: weight, factor: factor) {
            factor = wide
        } else if metrics == .sfPro, fontFile == nil, let glyphs = glyphFactor(text, fontSize: fontSize, weight: weight, factor: factor) {
            factor = glyphs
        }
        let measured = base.measureExact(text, fontSize: fontSize, weight: weight, fontFile: fontFile, maxWidth: maxWidth.map { $0 / factor })
        // A line measured as the text was, so the two agree on how many lines it has.
        let line = base.measureExact("X", fontSize: fontSize, weight: fontFile == nil ? 400 : weight, fontFile: fontFile, maxWidth: nil).height
        let lines = line > 0 ? max(1, (measured.height / line).rounded()) : 1
        let width = (measured.width * factor * pixelScale).rounded(.up) / pixelScale
        return Size(width: width, height: height(lines: lines, fontSize: fontSize))
    }

    /// Chinese and Japanese characters are set a whole em and a fiftieth apart in Xcode's frames
    /// (PingFang's and Hiragino's, with the system's tracking): over 187 labels of real files,
    /// 2 characters at 15 pt 31 pt wide, 24 at 16 pt 392. SF Pro's narrowing is Latin's and
    /// doesn't apply to them.
    static let fullWidthEm = 1.02

    /// Hangul syllables are set 0.866 em apart (Apple SD Gothic Neo's, the system font's Korean,
    /// with its tracking): 173 of 173 labels of Hangul alone in batches 26 and 28 within a point
    /// of Xcode's width, 156 within a quarter, where Noto's Hangul narrowed as Latin had 102.
    static let hangulEm = 0.866

    /// Where the file names a font that sets Chinese and Japanese at another fixed width than the
    /// system's, that width in ems (`LayoutTraits.fullWidthEm`).
    var fullWidthEm: Double?

    /// The advance, in ems, of a character the font sets at a fixed width; nil for others.
    func fixedEm(_ scalar: Unicode.Scalar) -> Double? {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60: return fullWidthEm ?? Self.fullWidthEm
        case 0xAC00...0xD7A3: return Self.hangulEm
        default: return nil
        }
    }

    /// For text with full-width characters (or Hangul), the factor that takes its width as
    /// measured to the width Xcode gives it: the rest narrowed as SF Pro is, those characters at
    /// `fixedEm`. Nil for text without them.
    private func fullWidthFactor(_ text: String, fontSize: Double, weight: Int, factor: Double) -> Double? {
        // Every such character is U+3000 or above, three bytes from 0xE3 on: most text has none.
        guard text.utf8.contains(where: { $0 >= 0xE3 }) else { return nil }
        let wide = text.unicodeScalars.reduce(0.0) { $0 + (fixedEm($1) ?? 0) }
        guard wide > 0 else { return nil }
        let text = Self.oneLine(text)
        let whole = base.measureExact(text, fontSize: fontSize, weight: weight, fontFile: nil, maxWidth: nil).width
        guard whole > 0 else { return nil }
        var rest = String.UnicodeScalarView()
        rest.append(contentsOf: text.unicodeScalars.filter { fixedEm($0) == nil })
        let narrow = rest.isEmpty ? 0 : base.measureExact(String(rest), fontSize: fontSize, weight: weight, fontFile: nil, maxWidth: nil).width
        return (narrow * factor + wide * fontSize) / whole
    }

    /// The text's lines set on one: its corrections count every line, so its width must too, not
    /// only its widest line's.
    static func oneLine(_ text: String) -> String {
        guard mayHoldNewline(text) else { return text }
        return String(text.filter { !$0.isNewline })
    }

    /// Whether `text`'s bytes hold the start of a newline (U+000A to U+000D, U+0085, U+2028,
    /// U+2029): read byte by byte, where looking through its characters for one cost more than
    /// measuring it.
    static func mayHoldNewline(_ text: String) -> Bool {
        text.utf8.contains { $0 >= 0x0A && $0 <= 0x0D || $0 == 0xC2 || $0 == 0xE2 }
    }

    /// For regular text at SF Pro Text's sizes, the factor that adds `SFProGlyphs`' corrections
    /// to the narrowed width, so that the text wraps at the width it then has. Nil where none apply.
    private func glyphFactor(_ text: String, fontSize: Double, weight: Int, factor: Double) -> Double? {
        guard sfProGlyphs, SFProGlyphs.applies(fontSize: fontSize, weight: weight) else { return nil }
        let extra = SFProGlyphs.correction(text) * fontSize
        guard extra != 0 else { return nil }
        let whole = base.measureExact(Self.oneLine(text), fontSize: fontSize, weight: weight, fontFile: nil, maxWidth: nil).width
        guard whole > 0 else { return nil }
        return factor + extra / whole
    }

    func measure(_ text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?) -> Size {
        var lines = self
        lines.fontFile = fontFile ?? self.fontFile
        return lines.measure(text, fontSize: fontSize, weight: weight, maxWidth: maxWidth)
    }

    func lineMetrics(fontSize: Double) -> (ascent: Double, descent: Double) {
        (fontSize * (fontLines ?? metrics).ascent, fontSize * (fontLines ?? metrics).descent)
    }
}
