import InsetCore

/// Markup helpers for the HTML report: every string from a layout file goes through `escape`.
enum HTML {
    /// Text safe inside an element or a quoted attribute: `<script>` stays words on the page.
    static func escape(_ text: String) -> String { Markup.escaped(text) }

    /// `<tag class="…">escaped text</tag>`.
    static func element(_ tag: String, class name: String? = nil, _ text: String) -> String {
        let attribute = name.map { " class=\"\($0)\"" } ?? ""
        return "<\(tag)\(attribute)>\(escape(text))</\(tag)>"
    }
}
