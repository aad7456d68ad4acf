import Foundation

/// The bytes of an XML file with where each tag starts and ends: Foundation's parser gives the
/// tree but not the places, and a surgical save changes only the bytes it means to.
struct XMLSource {
    struct Attribute {
        var name: String
        var value: String
        /// Where the whole `name="value"` text is, and the value inside its quotes.
        var range: Range<Int>
        var valueRange: Range<Int>
    }

    struct Tag {
        var name: String
        var range: Range<Int>
        var closing: Bool
        var selfClosing: Bool
        var attributes: [Attribute]
        /// For an opening tag, the index of its closing tag (itself when self-closing).
        var closer: Int
        /// The index of the opening tag of the element it is in; nil at the top.
        var parent: Int?

        subscript(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    let bytes: [UInt8]
    private(set) var tags: [Tag] = []
    /// Opening tags by their `id` attribute.
    private(set) var byID: [String: Int] = [:]

    struct Malformed: Error { var offset: Int }

    init(_ bytes: [UInt8]) throws(Malformed) {
        self.bytes = bytes
        var stack: [Int] = []
        var i = 0
        let n = bytes.count
        func starts(_ s: String, at p: Int) -> Bool { bytes[p...].starts(with: s.utf8) }
        func skip(to end: String, from p: Int) throws(Malformed) -> Int {
            var q = p
            while q < n {
                if bytes[q...].starts(with: end.utf8) { return q + end.utf8.count }
                q += 1
            }
            throw Malformed(offset: p)
        }
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if starts("<!--", at: i) { i = try skip(to: "-->", from: i); continue }
            if starts("<![CDATA[", at: i) { i = try skip(to: "]]>", from: i); continue }
            if starts("<?", at: i) { i = try skip(to: "?>", from: i); continue }
            if starts("<!", at: i) { i = try skip(to: ">", from: i); continue }
            let start = i
            i += 1
            let closing = i < n && bytes[i] == UInt8(ascii: "/")
            if closing { i += 1 }
            let nameStart = i
            while i < n, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            var attributes: [Attribute] = []
            var selfClosing = false
            while true {
                while i < n, Self.isSpace(bytes[i]) { i += 1 }
                guard i < n else { throw Malformed(offset: start) }
                if bytes[i] == UInt8(ascii: ">") { i += 1; break }
                if bytes[i] == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: ">") { selfClosing = true; i += 2; break }
                let attrStart = i
                while i < n, bytes[i] != UInt8(ascii: "="), !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">") { i += 1 }
                let attrName = String(decoding: bytes[attrStart..<i], as: UTF8.self)
                while i < n, Self.isSpace(bytes[i]) { i += 1 }
                guard i < n, bytes[i] == UInt8(ascii: "=") else { throw Malformed(offset: attrStart) }
                i += 1
                while i < n, Self.isSpace(bytes[i]) { i += 1 }
                guard i < n, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { throw Malformed(offset: attrStart) }
                let quote = bytes[i]
                let valueStart = i + 1
                i = valueStart
                while i < n, bytes[i] != quote { i += 1 }
                guard i < n else { throw Malformed(offset: attrStart) }
                let valueEnd = i
                let value = XMLText.unescape(String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self))
                i += 1
                attributes.append(Attribute(name: attrName, value: value, range: attrStart..<i, valueRange: valueStart..<valueEnd))
            }
            let index = tags.count
            var tag = Tag(name: name, range: start..<i, closing: closing, selfClosing: selfClosing,
                          attributes: attributes, closer: index, parent: nil)
            if closing {
                guard let open = stack.popLast(), tags[open].name == name else { throw Malformed(offset: start) }
                tags[open].closer = index
                tag.parent = tags[open].parent
            } else {
                tag.parent = stack.last
                if let id = tag["id"], byID[id] == nil { byID[id] = index }
                if !selfClosing { stack.append(index) }
            }
            tags.append(tag)
        }
        guard stack.isEmpty else { throw Malformed(offset: tags[stack.last!].range.lowerBound) }
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    /// The opening tags directly inside the element opened at `index`.
    func children(of index: Int) -> [Int] {
        guard !tags[index].selfClosing else { return [] }
        return (index + 1..<tags[index].closer).filter { !tags[$0].closing && tags[$0].parent == index }
    }

    func child(of index: Int, named name: String, key: String? = nil) -> Int? {
        children(of: index).first { tags[$0].name == name && (key == nil || tags[$0]["key"] == key) }
    }

    /// The whole line a tag sits on, newline included, when nothing else is on it; else the tag.
    func lineOrTag(_ index: Int) -> Range<Int> {
        let r = tags[index].closer == index ? tags[index].range : tags[index].range.lowerBound..<tags[tags[index].closer].range.upperBound
        var a = r.lowerBound, b = r.upperBound
        while a > 0, bytes[a - 1] == 0x20 || bytes[a - 1] == 0x09 { a -= 1 }
        while b < bytes.count, bytes[b] == 0x20 || bytes[b] == 0x09 || bytes[b] == 0x0D { b += 1 }
        guard a == 0 || bytes[a - 1] == 0x0A, b == bytes.count || bytes[b] == 0x0A else { return r }
        return a..<min(bytes.count, b + 1)
    }

    /// An attribute with the space before it: what removing it takes out.
    func removal(of attribute: Attribute) -> Range<Int> {
        let a = attribute.range.lowerBound
        return (a > 0 && Self.isSpace(bytes[a - 1]) ? a - 1 : a)..<attribute.range.upperBound
    }

    /// The spaces that begin the line holding `offset`.
    func indentation(at offset: Int) -> String {
        let a = lineStart(offset)
        var b = a
        while b < bytes.count, bytes[b] == 0x20 || bytes[b] == 0x09 { b += 1 }
        return String(decoding: bytes[a..<b], as: UTF8.self)
    }

    /// Where the line holding `offset` starts.
    func lineStart(_ offset: Int) -> Int {
        var a = offset
        while a > 0, bytes[a - 1] != 0x0A { a -= 1 }
        return a
    }
}

/// Text edits by byte range, applied together: the rest of the file keeps its bytes.
struct TextEdits {
    private var edits: [(range: Range<Int>, text: String)] = []

    mutating func replace(_ range: Range<Int>, with text: String) { edits.append((range, text)) }
    mutating func insert(_ text: String, at offset: Int) { edits.append((offset..<offset, text)) }

    /// Nil when two edits overlap.
    func applied(to bytes: [UInt8]) -> [UInt8]? {
        let sorted = edits.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var at = 0
        for edit in sorted {
            guard edit.range.lowerBound >= at else { return nil }
            out += bytes[at..<edit.range.lowerBound]
            out += Array(edit.text.utf8)
            at = edit.range.upperBound
        }
        out += bytes[at...]
        return out
    }
}

enum XMLText {
    static func unescape(_ s: String) -> String {
        guard s.contains("&") else { return s }
        return s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

extension XMLText {
    /// Text as an attribute value, the way Xcode escapes it.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            default: out.append(c)
            }
        }
        return out
    }
}
