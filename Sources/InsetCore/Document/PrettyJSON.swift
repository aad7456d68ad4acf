/// JSON laid out the way layout files are saved: two-space indent, one key a line, short lists of
/// scalars on one line, so files diff well in version control.
enum PrettyJSON {
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A list of scalars kept on one line, such as a frame.
    case inlineArray([PrettyJSON])
    /// A list with one item a line.
    case array([PrettyJSON])
    /// Members in the order given.
    case object([(key: String, value: PrettyJSON)])

    /// The text, ending with a line break.
    func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out.append("\n")
        return out
    }

    /// The value alone, its block closing at `indent` spaces: for putting it back where one was.
    func rendered(indent: Int) -> String {
        var out = ""
        write(into: &out, indent: indent)
        return out
    }

    var isScalar: Bool {
        switch self {
        case .bool, .number, .string: return true
        default: return false
        }
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .bool(let flag): out.append(flag ? "true" : "false")
        case .number(let number): out.append(Self.text(of: number))
        case .string(let text): Self.quote(text, into: &out)
        case .inlineArray(let items):
            out.append("[")
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(", ") }
                item.write(into: &out, indent: indent)
            }
            out.append("]")
        case .array(let items):
            writeBlock(open: "[", close: "]", count: items.count, into: &out, indent: indent) { out, index in
                items[index].write(into: &out, indent: indent + 2)
            }
        case .object(let members):
            writeBlock(open: "{", close: "}", count: members.count, into: &out, indent: indent) { out, index in
                Self.quote(members[index].key, into: &out)
                out.append(": ")
                members[index].value.write(into: &out, indent: indent + 2)
            }
        }
    }

    private func writeBlock(open: String, close: String, count: Int, into out: inout String, indent: Int,
                            item: (inout String, Int) -> Void) {
        out.append(open)
        guard count > 0 else { return out.append(close) }
        let inner = String(repeating: " ", count: indent + 2)
        for index in 0..<count {
            out.append(index == 0 ? "\n" : ",\n")
            out.append(inner)
            item(&out, index)
        }
        out.append("\n" + String(repeating: " ", count: indent) + close)
    }

    /// Swift's shortest form that reads back exactly (`0.5`, `1e+20`), less a needless `.0`.
    static func text(of number: Double) -> String {
        if number == 0 { return "0" }
        let text = String(number)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as is.
    static func quote(_ text: String, into out: inout String) {
        JSONText.quote(text, into: &out, upperHex: true)
    }
}
