/// Where SF Pro Text's regular glyphs are wider or narrower than Inter's, narrowed by
/// `SystemLineHeights.widthFactor`, sets them: an O or a W wider, a w or a slash narrower.
///
/// Fitted by least squares (each character's correction pulled toward none) to the widths Xcode
/// recorded for 1,497 single-line regular labels at 11 to 19 pt in batches 14 to 21 of real
/// storyboards and xibs; only characters seen in at least 8 labels, and corrections of at least
/// 4 thousandths of an em, are kept. Fitted on half of the batches, it took the other half's labels
/// within a point of Xcode's width from 73.6 % to 88.0 %, and from 91.9 % to 94.2 % the other
/// way round. Bold and semibold text, and SF Pro Display's sizes, fitted this way got no better.
enum SFProGlyphs {
    static func applies(fontSize: Double, weight: Int) -> Bool {
        weight < 450 && fontSize >= 11 && fontSize < 20
    }

    /// The text's correction in ems: the sum of its characters'.
    static func correction(_ text: String) -> Double {
        var thousandths = 0
        for scalar in text.unicodeScalars where scalar.value < 128 {
            thousandths += Int(table[Int(scalar.value)])
        }
        return Double(thousandths) / 1000
    }

    /// Thousandths of an em, by ASCII code.
    private static let table: [Int8] = {
        var t = [Int8](repeating: 0, count: 128)
        let corrections: [(Character, Int8)] = [
            (" ", -6), ("%", 103), ("'", 28), ("(", 8), (")", 8), ("-", 24), (".", 13), ("/", -44),
            ("0", 9), ("2", 10), ("3", -13), ("5", 16), ("6", 14), ("7", 28), ("8", 31), ("9", 19), (":", 28),
            ("B", 12), ("C", 8), ("D", 20), ("E", 10), ("G", 13), ("H", 19), ("I", 6), ("J", -12), ("L", 11),
            ("M", 12), ("N", -5), ("O", 44), ("Q", 5), ("R", 8), ("T", -11), ("U", 11), ("V", 9), ("W", 36),
            ("Y", -17), ("_", 112), ("a", -7), ("f", -5), ("g", 8), ("k", 14), ("m", 17), ("p", 10), ("t", -10),
            ("u", 22), ("w", -31), ("x", -11), ("y", -14), ("z", 7),
        ]
        for (c, v) in corrections { t[Int(c.asciiValue!)] = v }
        return t
    }()
}
