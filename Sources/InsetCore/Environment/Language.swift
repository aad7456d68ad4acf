import Foundation

/// Languages a screen is checked in: its own text, its translations (BCP 47 tags), and the
/// pseudo-languages Xcode and Android offer for finding what a translation will break.
public enum Language {
    public static let pseudo = ["pseudo-double", "pseudo-accented", "pseudo-rtl", "pseudo-bounded"]

    public static func isPseudo(_ tag: String) -> Bool { pseudo.contains(tag) }

    /// Arabic, Hebrew, Persian, Urdu and the other right-to-left scripts' languages.
    public static func isRightToLeft(_ tag: String) -> Bool {
        if tag == "pseudo-rtl" { return true }
        let base = tag.split(separator: "-").first.map { String($0).lowercased() } ?? tag
        return ["ar", "he", "iw", "fa", "ur", "ps", "yi", "ckb", "dv", "sd", "ug", "ku"].contains(base)
    }

    /// Whether `tag` is `pattern` or more specific than it: `de` matches `de-CH`.
    public static func matches(_ tag: String, _ pattern: String) -> Bool {
        let t = tag.lowercased(), p = pattern.lowercased()
        return t == p || t.hasPrefix(p + "-")
    }

    /// "German", "Chinese (Simplified)", "double-length pseudo-language".
    public static func name(_ tag: String) -> String {
        switch tag {
        case "pseudo-double": return tr("the double-length pseudo-language")
        case "pseudo-accented": return tr("the accented pseudo-language")
        case "pseudo-rtl": return tr("the right-to-left pseudo-language")
        case "pseudo-bounded": return tr("the bounded pseudo-language")
        default:
            return Locale(identifier: Translation.userLanguage).localizedString(forIdentifier: tag) ?? tag
        }
    }

    /// The text a pseudo-language shows for `text`.
    public static func pseudoText(_ text: String, _ tag: String) -> String {
        switch tag {
        case "pseudo-double": return text + " " + text
        case "pseudo-bounded": return "[" + text + "]"
        case "pseudo-rtl": return String(text.reversed())
        case "pseudo-accented":
            // Accented letters, and about 40 % more of them, as Xcode's accented pseudo-language.
            var out = ""
            var letters = 0
            for c in text {
                out.append(accents[c] ?? c)
                if c.isLetter {
                    letters += 1
                    if letters % 5 == 2 || letters % 5 == 4 { out.append(accents[c] ?? c) }
                }
            }
            return out
        default: return text
        }
    }

    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ď", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ",
        "k": "ķ", "l": "ľ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ř", "s": "š", "t": "ţ",
        "u": "ü", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Á", "B": "Ɓ", "C": "Ç", "D": "Ď", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Í", "J": "Ĵ",
        "K": "Ķ", "L": "Ľ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ř", "S": "Š", "T": "Ţ",
        "U": "Ü", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}
