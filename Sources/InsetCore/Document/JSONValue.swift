/// A parsed JSON value that remembers where it starts, so a problem in a layout file can name
/// its line and column (Foundation's parser forgets them).
struct JSONValue: Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order; a repeated key is kept, so its reader can report it in context.
        case object([JSONMember])
    }

    var kind: Kind
    /// Where the value's first character is: a string's opening quote, an object's `{`.
    var location: SourceLocation
    /// For a string, each escape in the file that is longer than the character it stands for.
    var escapes: [JSONEscape] = []

    /// How the value reads in a message: "a string", "an array", "true".
    var kindName: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return tr("an array")
        case .object: return tr("an object")
        }
    }

    /// The file location of the character `offset` Unicode scalars into this string's value.
    func location(ofScalarOffset offset: Int) -> SourceLocation {
        let widening = escapes.lazy.filter { $0.valueOffset < offset }.reduce(0) { $0 + $1.extraScalars }
        return SourceLocation(line: location.line, column: location.column + 1 + offset + widening)
    }
}

/// One `"key": value` of an object, with where the key is.
struct JSONMember: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: JSONValue
}

/// An escape such as `\n` or `\u00e9` inside a string: one character in the value, more in the file.
struct JSONEscape: Sendable {
    /// Scalars of the value before the escaped character.
    var valueOffset: Int
    /// How many more scalars the escape takes in the file than in the value.
    var extraScalars: Int
}
