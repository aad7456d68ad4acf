import Foundation

/// The door every string a person reads goes through, so gettext can give it in their language.
/// InsetCore imports no C library: the executables plug gettext in (`InsetGettext`), and without
/// it (tests, other hosts) the English text is used.
public enum Translation {
    /// Looks up a message: `msgid` (and its plural, with the count) → the text in the user's language.
    public typealias Catalog = @Sendable (_ msgid: String, _ plural: String?, _ count: Int) -> String

    /// Set once at start-up, before any thread reads it.
    nonisolated(unsafe) private static var catalog: Catalog?
    nonisolated(unsafe) private static var language = "en"

    /// Plugs in a catalog; `language` is the BCP 47 tag of the language it gives ("ko"), used to
    /// name languages and format lists in that language.
    public static func install(_ catalog: Catalog?, language: String = "en") {
        self.catalog = catalog
        self.language = language
    }

    /// The language the user reads: "en" when no catalog is installed.
    public static var userLanguage: String { language }

    static func look(_ msgid: String, plural: String? = nil, count: Int = 1) -> String {
        if let catalog { return catalog(msgid, plural, count) }
        return plural == nil || count == 1 ? msgid : plural!
    }

    /// Puts each `{name}` of `template` in its value; a name with no value stays as written.
    /// Scans UTF-8 rather than characters: every finding's message passes through here.
    static func fill(_ template: String, _ values: KeyValuePairs<String, Any>) -> String {
        fill(template, values) { value, out in
            switch value {
            case let text as String: out.append(contentsOf: text.utf8)
            case let number as Int: out.append(contentsOf: String(number).utf8)
            case let value: out.append(contentsOf: "\(value)".utf8)
            }
        }
    }

    /// The same for values that are all text, as most messages' are (ids and figures): no value
    /// boxed as `Any`, copied and cast back.
    static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        fill(template, values) { value, out in out.append(contentsOf: value.utf8) }
    }

    private static func fill<Value>(_ template: String, _ values: KeyValuePairs<String, Value>,
                                    spell: (Value, inout [UInt8]) -> Void) -> String {
        guard !values.isEmpty, template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var template = template
        return template.withUTF8 { bytes -> String in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 48)
            // Text between placeholders is copied a run at a time, as buffers (a slice's generic
            // append went byte by byte), and each name compared in place with the pairs' keys.
            var start = 0, open = 0
            let count = bytes.count
            while open < count {
                guard bytes[open] == UInt8(ascii: "{") else { open += 1; continue }
                var close = open + 1
                while close < count, bytes[close] != UInt8(ascii: "}") { close += 1 }
                guard close < count else { break }
                let name = UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close])
                var found: Int?
                for index in values.indices {
                    var key = values[index].key
                    if key.withUTF8({ $0.count == name.count && (name.isEmpty || memcmp($0.baseAddress!, name.baseAddress!, name.count) == 0) }) {
                        found = index
                        break
                    }
                }
                if let found {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<open]))
                    spell(values[found].value, &out)
                    start = close + 1
                }
                open = close + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            return String(decoding: out, as: UTF8.self)
        }
    }
}

/// Translates an English message (the `msgid` xgettext finds by the keyword `tr`) and fills its
/// `{name}` placeholders, whose order a translation may change.
public func tr(_ msgid: String, _ values: KeyValuePairs<String, Any> = [:]) -> String {
    Translation.fill(Translation.look(msgid), values)
}

/// The same where every value is text: filled without boxing them.
public func tr(_ msgid: String, _ values: KeyValuePairs<String, String>) -> String {
    Translation.fill(Translation.look(msgid), values)
}

/// Translates a message with a count (keyword `trn`): `{n}` is the count.
public func trn(_ singular: String, _ plural: String, _ count: Int,
                _ values: KeyValuePairs<String, Any> = [:]) -> String {
    let text = Translation.look(singular, plural: plural, count: count)
    let filled = Translation.fill(text, values)
    return Translation.fill(filled, ["n": count])
}

/// Words messages are built from, translated once here.
public enum Words {
    /// "a and b and c": each pair through the translation, as the rules' messages list sides.
    public static func and(_ items: [String]) -> String {
        guard var out = items.first else { return "" }
        for item in items.dropFirst() { out = tr("{first} and {second}", ["first": out, "second": item]) }
        return out
    }

    /// A side or corner of a rectangle, as the rules name it: "top", "left", "top-left".
    public static func side(_ name: String) -> String {
        switch name {
        case "top": return tr("top")
        case "bottom": return tr("bottom")
        case "left": return tr("left")
        case "right": return tr("right")
        case "leading": return tr("leading")
        case "trailing": return tr("trailing")
        case "top-left": return tr("top-left")
        case "top-right": return tr("top-right")
        case "bottom-left": return tr("bottom-left")
        case "bottom-right": return tr("bottom-right")
        default: return name
        }
    }
}
