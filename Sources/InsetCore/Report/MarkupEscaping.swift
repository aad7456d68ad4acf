/// Text from a layout file made safe for the HTML report and the JUnit XML: one escaping for both,
/// so a name like `<script>` or `Q&A` reads the same in every report.
public enum Markup {
    /// Text safe inside an element or a quoted attribute, in HTML and in XML 1.0: the five
    /// special characters as references, and control characters XML can't carry dropped.
    public static func escaped(_ text: String) -> String {
        // Most text has nothing to escape: it is returned as it is, without a scalar-by-scalar copy.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }) {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
