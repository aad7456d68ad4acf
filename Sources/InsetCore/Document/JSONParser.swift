/// Malformed JSON: where, and what was expected there.
struct JSONSyntaxError: Error, Hashable, Sendable {
    var location: SourceLocation
    var message: String
}

/// A strict RFC 8259 parser over UTF-8 bytes that records every value's line and column
/// (columns count Unicode scalars from 1) and refuses nesting deep enough to exhaust the stack.
struct JSONParser {
    /// Far beyond any real layout file, far below what the stack can take.
    static let maximumDepth = 256

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.document()
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func document() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw failure(tr("the file is UTF-16; save it as UTF-8"))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw failure(tr("the file is empty; expected a JSON object")) }
        let value = try self.value()
        skipWhitespace()
        if index < bytes.count {
            throw failure(tr("unexpected {found} after the end of the JSON value", ["found": describeHere()]))
        }
        return value
    }

    // MARK: Values

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        let location = here
        guard let b = peek else { throw failure(tr("unexpected end of file; expected a value")) }
        switch b {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""):
            let (text, escapes) = try string()
            return JSONValue(kind: .string(text), location: location, escapes: escapes)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try number()), location: location)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return JSONValue(kind: try literal(), location: location)
        case UInt8(ascii: "'"):
            throw failure(tr("strings use double quotes, not single quotes"))
        case UInt8(ascii: "/"):
            throw failure(tr("comments are not allowed in JSON"))
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            throw failure(tr("a JSON number starts with \"-\" or a digit"))
        default:
            throw failure(tr("unexpected {found}; expected a value", ["found": describeHere()]))
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        let location = here
        try enterNesting()
        advance()
        var members: [JSONMember] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONValue(kind: .object(members), location: location)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                if peek == UInt8(ascii: "}") {
                    throw failure(tr("a comma must not follow the last member of an object"))
                }
                if peek == UInt8(ascii: "'") {
                    throw failure(tr("keys use double quotes, not single quotes"))
                }
                throw failure(peek == nil ? tr("unexpected end of file; expected a key in double quotes")
                                          : tr("expected a key in double quotes, found {found}", ["found": describeHere()]))
            }
            let keyLocation = here
            let (key, _) = try string()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw failure(tr("expected ':' after the key \"{key}\"", ["key": key]))
            }
            advance()
            skipWhitespace()
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: try value()))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return JSONValue(kind: .object(members), location: location)
            case nil: throw failure(tr("unexpected end of file; expected ',' or '}' after object member"))
            default: throw failure(tr("expected ',' or '}' after object member, found {found}", ["found": describeHere()]))
            }
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        let location = here
        try enterNesting()
        advance()
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONValue(kind: .array(elements), location: location)
        }
        while true {
            skipWhitespace()
            if peek == UInt8(ascii: "]") {
                throw failure(tr("a comma must not follow the last element of an array"))
            }
            elements.append(try value())
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return JSONValue(kind: .array(elements), location: location)
            case nil: throw failure(tr("unexpected end of file; expected ',' or ']' after array element"))
            default: throw failure(tr("expected ',' or ']' after array element, found {found}", ["found": describeHere()]))
            }
        }
    }

    private mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw failure(tr("arrays and objects are nested more than {depth} deep", ["depth": Self.maximumDepth]))
        }
    }

    /// `true`, `false` or `null`; any other word is an error that names it.
    private mutating func literal() throws(JSONSyntaxError) -> JSONValue.Kind {
        let start = here
        var word = ""
        while let b = peek, b.isASCIILetterOrDigit, word.utf8.count < 32 {
            word.unicodeScalars.append(Unicode.Scalar(b))
            advance()
        }
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "NaN", "Infinity":
            throw JSONSyntaxError(location: start, message: tr("{word} is not a JSON number", ["word": word]))
        default:
            let meant = ["true", "false", "null"].first { $0 == word.lowercased() }
            throw JSONSyntaxError(location: start, message: meant.map { tr("unexpected \"{word}\" (JSON spells it \"{spelling}\")", ["word": word, "spelling": $0]) }
                ?? tr("unexpected \"{word}\"; strings need double quotes", ["word": word]))
        }
    }

    // MARK: Strings

    /// A string's value and the escapes that made it shorter than its text in the file.
    private mutating func string() throws(JSONSyntaxError) -> (String, [JSONEscape]) {
        let opening = here
        advance()
        // Most strings are plain ASCII: taken in one slice, without copying byte by byte.
        var plain = index
        while plain < bytes.count, bytes[plain] >= 0x20, bytes[plain] < 0x80,
              bytes[plain] != UInt8(ascii: "\""), bytes[plain] != UInt8(ascii: "\\") { plain += 1 }
        if plain < bytes.count, bytes[plain] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[index..<plain], as: UTF8.self)
            column += plain - index + 1
            index = plain + 1
            return (text, [])
        }
        var utf8: [UInt8] = []
        var escapes: [JSONEscape] = []
        var scalars = 0
        while true {
            guard let b = peek else {
                throw JSONSyntaxError(location: opening, message: tr("unterminated string"))
            }
            switch b {
            case UInt8(ascii: "\""):
                advance()
                return (String(decoding: utf8, as: UTF8.self), escapes)
            case UInt8(ascii: "\\"):
                let escapeStart = column
                let scalar = try escape()
                utf8.append(contentsOf: Array(String(scalar).utf8))
                escapes.append(JSONEscape(valueOffset: scalars, extraScalars: column - escapeStart - 1))
            case 0..<0x20:
                if b == UInt8(ascii: "\n") {
                    throw JSONSyntaxError(location: opening, message: tr("unterminated string; a string can't span lines (write \\n for a line break)"))
                }
                throw failure(tr("control character {found} in a string must be escaped", ["found": describeHere()]))
            case 0x80...:
                let length = try utf8SequenceLength()
                utf8.append(contentsOf: bytes[index..<index + length])
                for _ in 0..<length { advance() }
            default:
                utf8.append(b)
                advance()
            }
            scalars += 1
        }
    }

    /// Reads one escape after its backslash, joining a UTF-16 surrogate pair into one scalar.
    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = here
        advance()
        guard let b = peek else { throw failure(tr("unterminated string")) }
        advance()
        switch b {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit(escapeStart: start)
            if (0xDC00...0xDFFF).contains(unit) {
                throw JSONSyntaxError(location: start, message: tr("\\u{hex} is a lone low surrogate", ["hex": hex(unit)]))
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(location: start, message: tr("\\u{hex} is a high surrogate without its low half", ["hex": hex(unit)]))
                }
                advance(); advance()
                let low = try hexUnit(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(location: start, message: tr("\\u{hex} is a high surrogate without its low half", ["hex": hex(unit)]))
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            return Unicode.Scalar(unit)!
        default:
            let shown = b < 0x80 && b >= 0x20 ? String(Unicode.Scalar(b)) : "U+\(hex(UInt32(b)))"
            throw JSONSyntaxError(location: start, message: tr("invalid escape \"\\{shown}\"; JSON's escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", ["shown": shown]))
        }
    }

    private mutating func hexUnit(escapeStart: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek, let digit = b.hexDigitValue else {
                throw JSONSyntaxError(location: escapeStart, message: tr("\\u must be followed by four hexadecimal digits"))
            }
            unit = unit << 4 | digit
            advance()
        }
        return unit
    }

    /// The length of the valid UTF-8 sequence starting here, or an error naming the bad byte.
    private func utf8SequenceLength() throws(JSONSyntaxError) -> Int {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>) = switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: (0, 0...0)
        }
        guard length > 0, index + length <= bytes.count, secondRange.contains(bytes[index + 1]),
              bytes[index + 2 ..< index + length].allSatisfy({ (0x80...0xBF).contains($0) }) else {
            throw failure(tr("invalid UTF-8 (byte 0x{hex}); save the file as UTF-8", ["hex": hex(UInt32(lead), digits: 2)]))
        }
        return length
    }

    // MARK: Numbers

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as a Double.
    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        let location = here
        if peek == UInt8(ascii: "-") { advance() }
        guard let first = peek, first.isASCIIDigit else {
            throw failure(tr("expected a digit after \"-\""))
        }
        advance()
        if first == UInt8(ascii: "0"), let next = peek, next.isASCIIDigit {
            throw JSONSyntaxError(location: location, message: tr("a JSON number can't start with 0 followed by digits"))
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            advance()
            guard peek?.isASCIIDigit == true else { throw failure(tr("expected a digit after \".\"")) }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard peek?.isASCIIDigit == true else { throw failure(tr("expected a digit in the exponent")) }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(location: location, message: tr("the number {text} is too large", ["text": text.prefix(40)]))
        }
        return value
    }

    private mutating func skipDigits() {
        while let b = peek, b.isASCIIDigit { advance() }
    }

    // MARK: Position

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    /// Moves past one byte, counting lines and Unicode scalars (not UTF-8 continuation bytes).
    private mutating func advance() {
        let b = bytes[index]
        index += 1
        if b == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { advance() }
    }

    /// The character here as a message shows it: `'x'`, or `U+00A0` for the invisible.
    private func describeHere() -> String {
        guard let b = peek else { return tr("end of file") }
        if b >= 0x21 && b < 0x7F { return "'\(Unicode.Scalar(b))'" }
        if b < 0x80 { return "U+\(hex(UInt32(b)))" }
        var decoder = UTF8()
        var iterator = bytes[index...].prefix(4).makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
                ? "U+\(hex(scalar.value))" : "'\(scalar)'"
        }
        return "byte 0x\(hex(UInt32(b), digits: 2))"
    }

    private func failure(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: here, message: message)
    }

    private func hex(_ value: UInt32, digits: Int = 4) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

private extension UInt8 {
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isASCIILetterOrDigit: Bool {
        isASCIIDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z"))
    }
    var hexDigitValue: UInt32? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(self - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(self - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
