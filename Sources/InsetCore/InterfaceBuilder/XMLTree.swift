import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element read whole into memory, with where it starts in the file: Interface Builder
/// files refer across the tree by id, so the reader needs all of it at once.
final class XElement {
    let name: String
    /// In a list, looked through in order: an element has a dozen attributes at most, and a
    /// storyboard's load reads them a hundred thousand times, where hashing each name cost more
    /// than comparing it with the few there are.
    private(set) var attributes: [(name: String, value: String)]
    let location: SourceLocation
    private(set) var children: [XElement] = []
    /// The character data directly inside it (a `<string key="text">`'s text).
    fileprivate(set) var text = ""
    /// Unowned, not weak: a weak reference gave every parent a side table to allocate and to go
    /// through when freed. A tree is only read while its root is held.
    private(set) unowned var parent: XElement?

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name; self.attributes = attributes.map { (name: $0.key, value: $0.value) }; self.location = location
    }

    subscript(_ key: String) -> String? {
        for attribute in attributes where attribute.name == key { return attribute.value }
        return nil
    }

    /// The attributes by name, whatever their order.
    var attributeDictionary: [String: String] { Dictionary(attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }) }

    func child(_ name: String, key: String? = nil) -> XElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func children(_ name: String) -> [XElement] { children.filter { $0.name == name } }

    /// The first child with this `key` attribute, whatever its tag.
    func keyed(_ key: String) -> XElement? { children.first { $0["key"] == key } }

    /// A `<string>`'s text. Xcode writes a string XML can't carry (a control character, a line
    /// separator) as base64 of its UTF-8, flagged `base64-UTF8="YES"`.
    var stringValue: String {
        guard self["base64-UTF8"] == "YES" else { return text }
        let compact = text.filter { !$0.isWhitespace }
        let padded = compact + String(repeating: "=", count: (4 - compact.count % 4) % 4)
        guard let data = Data(base64Encoded: padded) else { return text }
        return String(decoding: data, as: UTF8.self)
    }

    /// Every element below this one, parents before their children, without gathering them:
    /// a storyboard's load visits its hundred thousand elements once this way.
    func forEachDescendant(_ body: (XElement) -> Void) {
        for c in children { body(c); c.forEachDescendant(body) }
    }

    /// How many elements lie below this one.
    var descendantCount: Int { children.reduce(children.count) { $0 + $1.descendantCount } }

    /// Every element below this one, depth first.
    func descendants() -> [XElement] {
        var out: [XElement] = []
        func walk(_ e: XElement) { for c in e.children { out.append(c); walk(c) } }
        walk(self)
        return out
    }

    func append(_ child: XElement) { children.append(child); child.parent = self }

    /// Gives an element the file left without an id one, before anything reads the tree.
    func assignID(_ id: String) {
        attributes.removeAll { $0.name == "id" }
        attributes.append((name: "id", value: id))
    }

    func double(_ key: String) -> Double? { self[key].flatMap(Double.init) }
    func flag(_ key: String) -> Bool { self[key] == "YES" }
}

/// Why an XML file could not be read, with where.
struct XMLReadError: Error {
    var location: SourceLocation
    var message: String
}

/// Foundation's XML parser (libxml2 underneath) building an `XElement` tree.
enum XMLTree {
    /// The data with every processing instruction that has a target and nothing else
    /// (`<?name?>`) turned to spaces: libxml2 hands Foundation's parser no data for one, and it
    /// crashes reading it. They mean nothing to a layout, and the spaces keep every line and column.
    static func blankingBareProcessingInstructions(_ data: Data) -> Data {
        var out: [UInt8]?
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            // An instruction begins "<?": found by its "?", which markup seldom holds, with
            // `memchr`, rather than by looking at every "<" (a storyboard's check waited on
            // that scan, byte by byte, before its scenes went to the cores).
            var from = 1
            while count - 2 > from, let found = memchr(base + from, Int32(UInt8(ascii: "?")), count - 2 - from) {
                let question = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let i = question - 1
                guard bytes[i] == UInt8(ascii: "<") else { from = question + 1; continue }
                var end = i + 2
                while end < count, !isSpaceOrEnd(bytes[end]) { end += 1 }
                if end + 1 < count, end > i + 2, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") {
                    if out == nil { out = [UInt8](bytes) }
                    for k in i...(end + 1) { out![k] = UInt8(ascii: " ") }
                    from = end + 2
                } else {
                    from = question + 1
                }
            }
        }
        return out.map { Data($0) } ?? data
    }

    /// Where a processing instruction's target ends: at white space, `?` or `>`.
    private static func isSpaceOrEnd(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "?") || b == UInt8(ascii: ">")
    }

    /// `splittingScenes`: a big storyboard's scenes on every core (`SceneSplit`), the same tree.
    static func parse(_ data: Data, splittingScenes: Bool = true) throws(XMLReadError) -> XElement {
        // Foundation's parser traps on some malformed UTF-8 in names and values: refuse it first.
        if let bad = firstInvalidUTF8(in: data) {
            throw XMLReadError(location: bad, message: tr("it is not UTF-8 text: a byte sequence at this place is not valid UTF-8, as Xcode always writes"))
        }
        let blanked = blankingBareProcessingInstructions(data)
        if splittingScenes, let tree = SceneSplit.parse(blanked) { return tree }
        let (parser, delegate) = Builder.run(blanked)
        // Where the file ends too soon, the element never closed says more than the end does.
        if !delegate.isWellFormed, let first = delegate.firstError, !XMLErrorCode.atTheEnd.contains(first.code),
           delegate.broken.map({ (first.location.line, first.location.column) < ($0.location.line, $0.location.column) }) ?? true {
            throw XMLReadError(location: first.location, message: XMLErrorCode.describe(first.code))
        }
        if let broken = delegate.broken { throw broken }
        if !delegate.stack.isEmpty, let open = delegate.stack.last {
            throw XMLReadError(location: open.location,
                               message: tr("it is not well-formed XML: <{open}> is never closed", ["open": open.name]))
        }
        if !delegate.finished || delegate.root == nil {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = delegate.root == nil || parser.parserError == nil ? tr("the file holds no XML element")
                : XMLErrorCode.describe((parser.parserError! as NSError).code)
            throw XMLReadError(location: SourceLocation(line: line, column: column), message: reason)
        }
        return delegate.root!
    }

    /// Where the first byte sequence that isn't UTF-8 starts, by line and column; nil when all is.
    static func firstInvalidUTF8(in data: Data) -> SourceLocation? {
        // The standard library checks a whole file at once, far faster than decoding it here.
        if String(validating: data, as: UTF8.self) != nil { return nil }
        var line = 1, column = 1
        var iterator = data.makeIterator()
        var decoder = Unicode.UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return nil
            case .error:
                return SourceLocation(line: line, column: column)
            }
        }
    }

    final class Builder: NSObject, XMLParserDelegate {
        weak var parser: XMLParser?
        /// Whether libxml2 got to the end of the input.
        private(set) var finished = false
        /// Where the parsed bytes start in the file, for a part of it parsed alone (`SceneSplit`):
        /// lines before them, and columns before them on their first line.
        var linesBefore = 0, columnsBefore = 0
        var root: XElement?
        var stack: [XElement] = []
        /// libxml2 recovers from some errors by itself; a well-formedness check of our own.
        var broken: XMLReadError?
        var firstError: (location: SourceLocation, code: Int)?

        /// Foundation's parser run over `data` into a new builder; the parser is kept for its last
        /// place and error. `linesBefore` and `columnsBefore`: where `data` starts in the file.
        static func run(_ data: Data, linesBefore: Int = 0, columnsBefore: Int = 0) -> (XMLParser, Builder) {
            let delegate = Builder()
            delegate.linesBefore = linesBefore
            delegate.columnsBefore = columnsBefore
            let parser = XMLParser(data: data)
            parser.shouldProcessNamespaces = false
            parser.shouldResolveExternalEntities = false
            parser.delegate = delegate
            delegate.parser = parser
            delegate.finished = parser.parse()
            return (parser, delegate)
        }

        /// Whether the input was one whole element that libxml2 read without an error. What it
        /// mends on its own is refused too: no file Xcode wrote needs mending (none of 4,474 real
        /// ones), and how it mends depends on what came before.
        var isWellFormed: Bool { finished && broken == nil && firstError == nil && stack.isEmpty && root != nil }

        func location(_ parser: XMLParser) -> SourceLocation {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            return SourceLocation(line: line + linesBefore, column: line == 1 ? column + columnsBefore : column)
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let location = location(parser)
            let element = XElement(name: elementName, attributes: attributeDict, location: location)
            if let top = stack.last { top.append(element) } else if root == nil { root = element }
            stack.append(element)
        }

        /// libxml2 recovers and goes on, and its last word (or its state at the end) can be far
        /// from what is wrong: the first error it met is where to look.
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            let code = (parseError as NSError).code
            if firstError == nil, !XMLErrorCode.warnings.contains(code) { firstError = (location(parser), code) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            guard let open = stack.last, open.name == elementName else {
                if broken == nil {
                    let at = location(parser)
                    broken = XMLReadError(location: at, message: stack.last.map { tr("it is not well-formed XML: </{closing}> closes <{open}> opened at line {line}", ["closing": elementName, "open": $0.name, "line": $0.location.line]) }
                            ?? tr("it is not well-formed XML: </{closing}> closes nothing", ["closing": elementName]))
                }
                parser.abortParsing()
                return
            }
            stack.removeLast()
        }
    }
}
