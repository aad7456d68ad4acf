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
        // Byte by byte, unchanged runs copied whole: scalar by scalar into a `String` took a
        // third of a storyboard's JUnit output, whose messages all quote element ids.
        var text = text
        return text.withUTF8 { bytes -> String in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 32)
            var run = 0, i = 0
            func put(_ entity: StaticString, skipping count: Int) {
                out.append(contentsOf: bytes[run..<i])
                out.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                i += count
                run = i
            }
            while i < bytes.count {
                switch bytes[i] {
                case 0x26: put("&amp;", skipping: 1)
                case 0x3C: put("&lt;", skipping: 1)
                case 0x3E: put("&gt;", skipping: 1)
                case 0x22: put("&quot;", skipping: 1)
                case 0x27: put("&#39;", skipping: 1)
                case 0x0A, 0x09, 0x0D: i += 1
                case ..<0x20: put("", skipping: 1)
                // U+FFFE and U+FFFF, which XML can't carry.
                case 0xEF where i + 2 < bytes.count && bytes[i + 1] == 0xBF && bytes[i + 2] >= 0xBE: put("", skipping: 3)
                default: i += 1
                }
            }
            out.append(contentsOf: bytes[run...])
            return String(decoding: out, as: UTF8.self)
        }
    }
}
