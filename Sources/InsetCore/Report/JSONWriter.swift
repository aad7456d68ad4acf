/// Pretty JSON written as it goes, in the layout `JSONText` gives (Foundation's): for outputs of
/// tens of thousands of findings, which a tree of `[String: Any]` made slow and large. The
/// caller writes each object's keys in sorted order (`JSONText.keyPrecedes`).
struct JSONWriter {
    private(set) var text = ""
    /// Items written so far in each open object or array.
    private var counts: [Int]

    /// `depth`: how many objects and arrays the text written is nested in, where it is put
    /// into other text (`raw`).
    init(depth: Int = 0) {
        counts = Array(repeating: 1, count: depth)
    }

    mutating func open(_ bracket: Character) {
        text.append(bracket)
        text.append("\n")
        counts.append(0)
    }

    mutating func close(_ bracket: Character) {
        counts.removeLast()
        text.append("\n")
        indent(counts.count)
        text.append(bracket)
    }

    /// Starts a member of the open object.
    mutating func key(_ key: String) {
        item()
        JSONText.quote(key, into: &text)
        text.append(" : ")
    }

    /// Starts an item of the open array.
    mutating func item() {
        if counts[counts.count - 1] > 0 { text.append(",\n") }
        counts[counts.count - 1] += 1
        indent(counts.count)
    }

    mutating func string(_ value: String) { JSONText.quote(value, into: &text) }
    mutating func bool(_ value: Bool) { text.append(value ? "true" : "false") }
    mutating func int(_ value: Int) { text.append(String(value)) }
    mutating func double(_ value: Double) { text.append(JSONText.number(value)) }
    /// The text written since the last take, handed over: the writer goes on where it was.
    mutating func take() -> String {
        defer { text = "" }
        return text
    }

    /// A value written by another writer made with this one's depth.
    mutating func raw(_ value: String) { text.append(value) }

    /// A value of an object written on one line of the caller's: `members` in sorted order.
    enum Scalar { case string(String), int(Int), bool(Bool) }

    mutating func object(_ members: [(key: String, value: Scalar)]) {
        open("{")
        for member in members {
            key(member.key)
            switch member.value {
            case .string(let value): string(value)
            case .int(let value): int(value)
            case .bool(let value): bool(value)
            }
        }
        close("}")
    }

    mutating func strings(_ values: [String]) {
        open("[")
        for value in values { item(); string(value) }
        close("]")
    }

    private mutating func indent(_ level: Int) {
        text.append(level < Self.indents.count ? Self.indents[level] : String(repeating: "  ", count: level))
    }

    private static let indents = (0..<12).map { String(repeating: "  ", count: $0) }
}
