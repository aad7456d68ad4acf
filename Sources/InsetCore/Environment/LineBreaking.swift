/// Line breaking as each language wants it, where Unicode's default differs: Korean breaks
/// between words, as iOS breaks it, not between any two syllables. Chinese and Japanese break
/// between characters and Thai by dictionary, as Pango already does.
enum LineBreaking {
    /// WORD JOINER: no width, no glyph, no break on either side.
    static let joiner: Unicode.Scalar = "\u{2060}"

    static func prepared(_ text: String, language: String?) -> String {
        guard let language, Language.matches(language, "ko") else { return text }
        var out = String.UnicodeScalarView()
        var previousWasHangul = false
        for scalar in text.unicodeScalars {
            let hangul = isHangul(scalar)
            if hangul && previousWasHangul { out.append(joiner) }
            out.append(scalar)
            previousWasHangul = hangul
        }
        return String(out)
    }

    private static func isHangul(_ s: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(s.value) || (0x1100...0x11FF).contains(s.value) || (0x3130...0x318F).contains(s.value)
    }
}
