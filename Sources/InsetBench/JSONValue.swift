/// The few JSON values a result line holds, written without Foundation.
enum JSONValue {
    case int(Int)
    case number(Double)
    case string(String)

    var json: String {
        switch self {
        case .int(let i): return String(i)
        case .number(let x): return x.isFinite ? "\(x)" : "null"
        case .string(let s):
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
    }
}

/// One JSON object on one line, keys in the given order.
func jsonLine(_ fields: [(key: String, value: JSONValue)]) -> String {
    "{" + fields.map { "\(JSONValue.string($0.key).json): \($0.value.json)" }.joined(separator: ", ") + "}"
}
