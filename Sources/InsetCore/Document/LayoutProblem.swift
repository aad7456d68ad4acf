/// One thing wrong with a layout file, located as precisely as the file allows, so the designer
/// can go straight to it.
public struct LayoutProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var path: String
    /// From 1; nil when the problem is with the file as a whole (it can't be read).
    public var line: Int?
    /// From 1, in Unicode scalars; nil with `line`.
    public var column: Int?
    /// The id of the element the problem is in, when it has one.
    public var elementID: String?
    /// The key as the message names it: `fontSize`, `constraint 2`, `variant 1: when.split`.
    public var key: String?
    /// What is wrong and what was expected.
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, elementID: String? = nil,
                key: String? = nil, message: String) {
        self.path = path; self.line = line; self.column = column
        self.elementID = elementID; self.key = key; self.message = message
    }

    /// `checkout.inset.json:14:9: element "buy": constraint 2: unknown attribute "botom" (did you mean "bottom"?)`
    public var description: String {
        var text = path
        if let line { text += ":\(line)" }
        if let column, line != nil { text += ":\(column)" }
        text += ": "
        if let elementID { text += "element \"\(elementID)\": " }
        if let key { text += "\(key): " }
        return text + message
    }
}

/// A layout file that was refused, with every problem found in it, in file order.
public struct LayoutLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [LayoutProblem]

    public init(problems: [LayoutProblem]) { self.problems = problems }

    /// One problem a line, as `inset check` prints them.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
