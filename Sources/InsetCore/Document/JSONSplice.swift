/// Writes a layout back into the text it was read from, changing only the values that changed:
/// keys, order, spacing and line breaks the person chose stay, so `git diff` after `inset fix` or a
/// save shows only what the edit did.
enum JSONSplice {
    /// `original` with each value that differs from `new` replaced by `new`'s; nil when
    /// `original` doesn't parse (the caller then writes `new` whole).
    static func text(original: [UInt8], new: PrettyJSON) -> String? {
        guard let value = try? JSONParser.parse(original) else { return nil }
        var scalars = Array(String(decoding: original, as: UTF8.self).unicodeScalars)
        var scanner = Scanner(scalars: scalars)
        guard let node = scanner.value() else { return nil }
        var edits: [(Range<Int>, String)] = []
        splice(node, value, new, scalars, into: &edits)
        for (range, text) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            scalars.replaceSubrange(range, with: Array(text.unicodeScalars))
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    /// Where each value of the text is, parallel to the parsed `JSONValue`.
    struct Node {
        var range: Range<Int>
        var members: [Node] = []
    }

    private static func splice(_ node: Node, _ old: JSONValue, _ new: PrettyJSON, _ text: [Unicode.Scalar],
                               into edits: inout [(Range<Int>, String)]) {
        if same(old, new) { return }
        switch (old.kind, new) {
        case (.object(let members), .object(let fields))
            where members.map(\.key).sorted() == fields.map(\.key).sorted() && members.count == node.members.count:
            for (index, member) in members.enumerated() {
                splice(node.members[index], member.value, fields.first { $0.key == member.key }!.value, text, into: &edits)
            }
        case (.array(let items), .array(let news)) where items.count == news.count && items.count == node.members.count:
            for index in items.indices { splice(node.members[index], items[index], news[index], text, into: &edits) }
        case (.array(let items), .inlineArray(let news)) where items.count == news.count && items.count == node.members.count:
            for index in items.indices { splice(node.members[index], items[index], news[index], text, into: &edits) }
        default:
            // A list written on one line stays on one line.
            var value = new
            if case .array(let items) = new, !text[node.range].contains("\n"), items.allSatisfy(\.isScalar) {
                value = .inlineArray(items)
            }
            edits.append((node.range, value.rendered(indent: indent(at: node.range.lowerBound, text))))
        }
    }

    /// The spaces that open the line `offset` is on: the indent a block value there closes at.
    private static func indent(at offset: Int, _ text: [Unicode.Scalar]) -> Int {
        var start = offset
        while start > 0 && text[start - 1] != "\n" { start -= 1 }
        var count = 0
        while start + count < text.count && text[start + count] == " " { count += 1 }
        return count
    }

    /// Whether the parsed value reads the same as the one to write.
    private static func same(_ old: JSONValue, _ new: PrettyJSON) -> Bool {
        switch (old.kind, new) {
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)), (.array(let a), .inlineArray(let b)):
            return a.count == b.count && zip(a, b).allSatisfy(same)
        case (.object(let a), .object(let b)):
            return a.count == b.count && a.allSatisfy { m in b.first { $0.key == m.key }.map { same(m.value, $0.value) } ?? false }
        default: return false
        }
    }

    /// Finds the extent of every value; the text is known to be valid JSON.
    struct Scanner {
        let scalars: [Unicode.Scalar]
        var i = 0

        mutating func value() -> Node? {
            skipSpace()
            guard i < scalars.count else { return nil }
            let start = i
            switch scalars[i] {
            case "{":
                i += 1
                var members: [Node] = []
                while true {
                    skipSpace()
                    if scalars[i] == "}" { i += 1; break }
                    if scalars[i] == "," { i += 1; continue }
                    skipString()
                    skipSpace()
                    i += 1  // the colon
                    guard let member = value() else { return nil }
                    members.append(member)
                }
                return Node(range: start..<i, members: members)
            case "[":
                i += 1
                var items: [Node] = []
                while true {
                    skipSpace()
                    if scalars[i] == "]" { i += 1; break }
                    if scalars[i] == "," { i += 1; continue }
                    guard let item = value() else { return nil }
                    items.append(item)
                }
                return Node(range: start..<i, members: items)
            case "\"":
                skipString()
            default:
                while i < scalars.count, !",]} \t\r\n".unicodeScalars.contains(scalars[i]) { i += 1 }
            }
            return Node(range: start..<i)
        }

        private mutating func skipSpace() {
            while i < scalars.count, " \t\r\n".unicodeScalars.contains(scalars[i]) { i += 1 }
        }

        private mutating func skipString() {
            i += 1
            while i < scalars.count && scalars[i] != "\"" { i += scalars[i] == "\\" ? 2 : 1 }
            i += 1
        }
    }
}
