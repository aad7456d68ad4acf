/// A constraint string that breaks the grammar, with where, so an editor can underline it.
public struct ConstraintSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the offending text starts, in Unicode scalars from the start of the string (from 0).
    public var offset: Int
    /// How many Unicode scalars it spans; 0 when something is missing at the end.
    public var length: Int
    /// What is wrong and what was expected, with a suggestion where one is close.
    public var message: String

    public init(offset: Int, length: Int, message: String) {
        self.offset = offset; self.length = length; self.message = message
    }

    public var description: String { "column \(offset + 1): \(message)" }
}

/// Reads the format's constraint strings into `ConstraintSpec`s; pure and cheap enough to run on
/// every keystroke in the inspector.
///
/// Grammar (whitespace anywhere between tokens):
/// `[item.]attribute relation [multiplier *] item.attribute [(+|-) constant] [@ priority]` or
/// `[item.]attribute relation constant [@ priority]`. As an extension, the right-hand item may be
/// left out too (`width == 2 * height`): it is then the element itself, as on the left.
public enum ConstraintParser {
    /// Parses `string`; when `elementIDs` is given, an item that is neither a guide nor one of
    /// them is an error too, with the nearest id or guide suggested.
    public static func parse(_ string: String,
                             elementIDs: Set<String>? = nil) throws(ConstraintSyntaxError) -> ConstraintSpec {
        var reader = Reader(scalars: Array(string.unicodeScalars), elementIDs: elementIDs)
        return try reader.constraint()
    }

    /// Priority words and the priorities they stand for.
    public static let priorityNames: [(name: String, value: Double)] =
        [("required", 1000), ("high", 750), ("low", 250)]
}

/// A recursive-descent reader over one string's scalars.
private struct Reader {
    let scalars: [Unicode.Scalar]
    let elementIDs: Set<String>?
    var position = 0

    init(scalars: [Unicode.Scalar], elementIDs: Set<String>?) {
        self.scalars = scalars; self.elementIDs = elementIDs
    }

    typealias Failure = ConstraintSyntaxError

    private static let attributeNames = Attribute.allCases.map(\.rawValue)
    /// The attributes inset/1 documents: margins and baselines are Interface Builder's extension.
    private static let formatAttributeNames = Attribute.allCases.filter { !$0.isMargin && !$0.isBaseline }.map(\.rawValue)
    private static let guideNames = Guide.allCases.map(\.rawValue)

    mutating func constraint() throws(Failure) -> ConstraintSpec {
        skipSpace()
        if position == scalars.count {
            throw Failure(offset: 0, length: 0,
                          message: tr("empty constraint; expected one like \"width >= 44\" or \"top == safeArea.top + 8\""))
        }
        guard let first = try anchor() else {
            throw unexpected(tr("expected an attribute such as \"width\" or an item and attribute such as \"parent.width\""))
        }
        let relation = try self.relation()
        var spec = ConstraintSpec(first: first, relation: relation)
        skipSpace()
        let rightStart = position
        if !startsDigitItem(), let number = try signedNumber() {
            try rejectUnit()
            skipSpace()
            if peek == "*" {
                position += 1
                skipSpace()
                let anchorStart = position
                guard let second = try anchor() else {
                    throw unexpected(tr("expected an item and attribute after \"*\", such as \"parent.width\""))
                }
                try checkAxes(first.attribute, second, from: anchorStart)
                spec.multiplier = number
                spec.second = second
                try constant(into: &spec)
            } else {
                spec.constant = number
            }
        } else if let second = try anchor() {
            try checkAxes(first.attribute, second, from: rightStart)
            spec.second = second
            try constant(into: &spec)
        } else {
            throw unexpected(tr("expected a number or an item and attribute after \"{relation}\"", ["relation": relation.rawValue]))
        }
        try priority(into: &spec)
        skipSpace()
        if position < scalars.count {
            throw unexpected(spec.second == nil && (peek == "+" || peek == "-")
                ? tr("a constant alone takes no \"+\" or \"-\"; write the sum as one number")
                : tr("expected \"@\" and a priority, or the end of the constraint"))
        }
        return spec
    }

    // MARK: Anchors

    /// `item.attribute` or a bare `attribute`, or nil when no word starts here.
    private mutating func anchor() throws(Failure) -> Anchor? {
        skipSpace()
        let start = position
        guard let word = identifier(allowingHyphens: true) else { return nil }
        let afterWord = position
        skipSpace()
        if peek == "." {
            position += 1
            skipSpace()
            let item = try self.item(word, at: start)
            let attributeStart = position
            guard let name = identifier(allowingHyphens: false) else {
                throw Failure(offset: position, length: position < scalars.count ? 1 : 0,
                              message: tr("expected an attribute after \"{word}.\", such as \"{word}.top\"", ["word": word]))
            }
            return Anchor(item: item, attribute: try attribute(name, at: attributeStart))
        }
        position = afterWord
        // Without a dot the word is an attribute, which has no hyphen: `trailing-8` is
        // `trailing - 8`.
        if let hyphen = word.firstIndex(of: "-"),
           Attribute(rawValue: String(word[..<hyphen])) != nil {
            position = start + word.unicodeScalars.distance(from: word.startIndex, to: hyphen)
            return Anchor(item: .this, attribute: Attribute(rawValue: String(word[..<hyphen]))!)
        }
        if Guide(rawValue: word) != nil || elementIDs?.contains(word) == true {
            throw Failure(offset: start, length: word.unicodeScalars.count,
                          message: tr("expected \".\" and an attribute after \"{word}\", such as \"{word}.top\"", ["word": word]))
        }
        return Anchor(item: .this, attribute: try attribute(word, at: start))
    }

    private func item(_ word: String, at start: Int) throws(Failure) -> ItemRef {
        if let guide = Guide(rawValue: word) { return .guide(guide) }
        guard let ids = elementIDs, !ids.contains(word) else { return .element(word) }
        let hint = NameSuggestion.hint(for: word, among: Self.guideNames + ids.sorted())
        throw Failure(offset: start, length: word.unicodeScalars.count,
                      message: tr("unknown element or guide \"{word}\"{hint}", ["word": word, "hint": hint]))
    }

    private func attribute(_ name: String, at start: Int) throws(Failure) -> Attribute {
        if let attribute = Attribute(rawValue: name) { return attribute }
        let hint = NameSuggestion.hint(for: name, among: Self.attributeNames)
        let expected = hint.isEmpty ? tr("; expected one of {names}", ["names": Self.formatAttributeNames.joined(separator: ", ")]) : hint
        throw Failure(offset: start, length: name.unicodeScalars.count,
                      message: tr("unknown attribute \"{name}\"{expected}", ["name": name, "expected": expected]))
    }

    /// Auto Layout's rule: a position relates only to attributes of its own axis; sizes may cross.
    private func checkAxes(_ a: Attribute, _ second: Anchor, from start: Int) throws(Failure) {
        let b = second.attribute
        let isSize: (Attribute) -> Bool = { $0 == .width || $0 == .height }
        guard a.isHorizontal != b.isHorizontal, !(isSize(a) && isSize(b)) else { return }
        let axis: (Attribute) -> String = { $0.isHorizontal ? "horizontal" : "vertical" }
        throw Failure(offset: start, length: position - start,
                      message: tr("\"{a}\" is {axis} but \"{second}\" is {axis2}; only width and height may be related across axes", ["a": a.rawValue, "axis": axis(a), "second": second, "axis2": axis(b)]))
    }

    // MARK: Relation, constant, priority

    private mutating func relation() throws(Failure) -> Relation {
        skipSpace()
        let start = position
        var text = ""
        while let c = peek, "=<>!≤≥≠".unicodeScalars.contains(c) { text.unicodeScalars.append(c); position += 1 }
        if let relation = Relation(rawValue: text) { return relation }
        guard !text.isEmpty else {
            throw unexpected("expected a relation, \"==\", \">=\" or \"<=\"")
        }
        let meant: String? = switch text {
        case "=", "===": "=="
        case ">", "=>", "≥": ">="
        case "<", "=<", "≤": "<="
        default: nil
        }
        let message = meant.map { tr("unknown relation \"{text}\" (did you mean \"{suggestion}\"?)", ["text": text, "suggestion": $0]) }
            ?? tr("unknown relation \"{text}\"; the relations are \"==\", \">=\" and \"<=\"", ["text": text])
        throw Failure(offset: start, length: text.unicodeScalars.count, message: message)
    }

    /// An optional `+ constant` or `- constant` after the right-hand anchor.
    private mutating func constant(into spec: inout ConstraintSpec) throws(Failure) {
        skipSpace()
        if peek == "*" {
            throw unexpected(tr("put the multiplier before the item, as in \"0.5 * parent.width\""))
        }
        guard let sign = peek, sign == "+" || sign == "-" else { return }
        position += 1
        skipSpace()
        guard let value = try number() else {
            throw unexpected(tr("expected a number after \"{sign}\"", ["sign": sign]))
        }
        try rejectUnit()
        spec.constant = sign == "-" ? -value : value
    }

    private mutating func priority(into spec: inout ConstraintSpec) throws(Failure) {
        skipSpace()
        guard peek == "@" else { return }
        position += 1
        skipSpace()
        let start = position
        let names = ConstraintParser.priorityNames.map(\.name)
        if let word = identifier(allowingHyphens: false) {
            if let named = ConstraintParser.priorityNames.first(where: { $0.name == word }) {
                spec.priority = named.value
                return
            }
            let hint = NameSuggestion.hint(for: word, among: names)
            throw Failure(offset: start, length: word.unicodeScalars.count,
                          message: hint.isEmpty ? tr("unknown priority \"{word}\"; expected required, high, low or a number from 1 to 1000", ["word": word])
                              : tr("unknown priority \"{word}\"{hint}", ["word": word, "hint": hint]))
        }
        guard let value = try signedNumber() else {
            throw unexpected(tr("expected a priority after \"@\": required, high, low or a number from 1 to 1000"))
        }
        guard (1...1000).contains(value) else {
            throw Failure(offset: start, length: position - start,
                          message: tr("priority {priority} is out of range; it is from 1 to 1000", ["priority": PrettyJSON.text(of: value)]))
        }
        spec.priority = value
    }

    // MARK: Tokens

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func skipSpace() {
        while let c = peek, c.isWhitespaceFast { position += 1 }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, with `-` inside too when `allowingHyphens` (element ids); other
    /// letters are taken in as well, so a message quotes the whole misspelt word.
    private mutating func identifier(allowingHyphens: Bool) -> String? {
        guard let c = peek, c.isLetterFast || c == "_" || (allowingHyphens && startsDigitItem())
        else { return nil }
        var word = ""
        while let c = peek, c.isLetterFast || c.isASCIIDigit || c == "_" || (allowingHyphens && c == "-") {
            word.unicodeScalars.append(c)
            position += 1
        }
        return word
    }

    /// Whether an item whose id starts with a digit starts here, as Interface Builder's object ids
    /// may (`1kl-z0-0K0.top`, `42.width`): a word of id characters followed by "." and a letter.
    private func startsDigitItem() -> Bool {
        guard isDigit(at: position) else { return false }
        var i = position
        while i < scalars.count, scalars[i].isLetterFast || scalars[i].isASCIIDigit
                || scalars[i] == "_" || scalars[i] == "-" { i += 1 }
        while i < scalars.count, scalars[i].isWhitespaceFast { i += 1 }
        guard i + 1 < scalars.count, scalars[i] == "." else { return false }
        var j = i + 1
        while j < scalars.count, scalars[j].isWhitespaceFast { j += 1 }
        return j < scalars.count && scalars[j].isLetterFast
    }

    /// A number with an optional sign, which may be apart from it (`- 3`).
    private mutating func signedNumber() throws(Failure) -> Double? {
        let start = position
        var negative = false
        if let c = peek, c == "-" || c == "+" {
            negative = c == "-"
            position += 1
            skipSpace()
        }
        guard let value = try number() else {
            position = start
            return nil
        }
        return negative ? -value : value
    }

    /// `8`, `0.5`, `.5`, `1e2`: digits with an optional fraction and exponent.
    private mutating func number() throws(Failure) -> Double? {
        let start = position
        skipDigits()
        if peek == ".", isDigit(at: position + 1) {
            position += 1
            skipDigits()
        }
        guard position > start else { return nil }
        if let e = peek, e == "e" || e == "E" {
            let sign = position + 1 < scalars.count && "+-".unicodeScalars.contains(scalars[position + 1]) ? 1 : 0
            if isDigit(at: position + 1 + sign) {
                position += 1 + sign
                skipDigits()
            }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<position]))
        guard let value = Double(text.hasPrefix(".") ? "0" + text : text), value.isFinite else {
            throw Failure(offset: start, length: position - start, message: tr("number {text} is out of range", ["text": text]))
        }
        return value
    }

    private mutating func skipDigits() {
        while isDigit(at: position) { position += 1 }
    }

    private func isDigit(at index: Int) -> Bool {
        index < scalars.count && scalars[index].isASCIIDigit
    }

    /// `44pt`: constants are plain points.
    private mutating func rejectUnit() throws(Failure) {
        guard let c = peek, c.isLetterFast || c == "%" else { return }
        let unitStart = position
        while let c = peek, c.isLetterFast || c == "%" { position += 1 }
        let unit = String(String.UnicodeScalarView(scalars[unitStart..<position]))
        throw Failure(offset: unitStart, length: position - unitStart,
                      message: tr("unexpected \"{unit}\" after the number; constants are in points, without a unit", ["unit": unit]))
    }

    private func unexpected(_ expectation: String) -> Failure {
        guard let c = peek else { return Failure(offset: position, length: 0, message: tr("unexpected end; {expectation}", ["expectation": expectation])) }
        let shown = c.isWhitespaceFast || c.value < 0x20 ? "U+\(String(c.value, radix: 16, uppercase: true))" : String(c)
        return Failure(offset: position, length: 1, message: "unexpected \"\(shown)\"; \(expectation)")
    }
}

private extension Unicode.Scalar {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Unicode.Scalar {
    /// ASCII answered directly: a Unicode property lookup cost more than the rest of reading a
    /// constraint, and constraints are nearly always ASCII.
    var isLetterFast: Bool {
        value < 0x80 ? (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) : properties.isAlphabetic
    }

    var isWhitespaceFast: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
