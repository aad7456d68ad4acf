/// Markup helpers for the HTML report: every string from a layout file goes through `escape`.
enum HTML {
    /// Text safe inside an element or a quoted attribute: `<script>` stays words on the page.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// `<tag class="…">escaped text</tag>`.
    static func element(_ tag: String, class name: String? = nil, _ text: String) -> String {
        let attribute = name.map { " class=\"\($0)\"" } ?? ""
        return "<\(tag)\(attribute)>\(escape(text))</\(tag)>"
    }
}
