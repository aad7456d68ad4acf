import Foundation

/// Reading and writing layout files: a load checks everything and returns all or nothing; a save
/// is atomic.
extension LayoutDocument {
    /// Reads and checks the file at `url`, which is only ever read.
    public static func load(from url: URL) throws(LayoutLoadError) -> LayoutDocument {
        try decode(bytes: try readBytes(of: url), path: url.relativePath)
    }

    /// A layout file's bytes, or why they can't be read, named as a load problem.
    static func readBytes(of url: URL) throws(LayoutLoadError) -> [UInt8] {
        do {
            return try SystemFile.contents(of: url.path)
        } catch {
            let reason = error.code == EFBIG ? tr("it is larger than 64 MB, far beyond any layout") : error.reason
            throw LayoutLoadError(problems: [LayoutProblem(path: url.relativePath, message: tr("can't read the file: {reason}", ["reason": reason]))])
        }
    }

    /// Checks the contents of a layout file; `path` is only used to name it in problems.
    public static func decode(data: Data, path: String) throws(LayoutLoadError) -> LayoutDocument {
        try decode(bytes: [UInt8](data), path: path)
    }

    private static func decode(bytes: [UInt8], path: String) throws(LayoutLoadError) -> LayoutDocument {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch where isInterfaceBuilderFile(path: path, bytes: bytes) {
            throw LayoutLoadError(problems: [LayoutProblem(path: path, line: 1, column: 1, message:
                tr("an Interface Builder file (XML), which this version of Inset can't read yet; open an inset/1 layout (.inset.json) instead"))])
        } catch {
            throw LayoutLoadError(problems: [LayoutProblem(path: path, line: error.location.line,
                                                           column: error.location.column, message: error.message)])
        }
        return try LayoutDecoder.decode(root, path: path).get()
    }

    /// The file's text: UTF-8 JSON indented by two spaces, absent optional keys left out, keys in
    /// a fixed order (`LayoutKeys`): format, name, platform, orientations, statusBar, widget,
    /// elements; per element id, role, text, symbol, fontSize, frame, constraints, variants,
    /// hidden, ignore, children; per variant when, text, fontSize, frame, constraints, hidden.
    public func encoded() throws(LayoutSaveError) -> Data {
        Data(try LayoutEncoder.json(for: self).rendered().utf8)
    }

    /// The file's text written over `original`, the text it was read from: only the values that
    /// changed are rewritten, the rest keeps its bytes. Without a readable original, `encoded()`.
    public func encoded(over original: Data?) throws(LayoutSaveError) -> Data {
        let json = try LayoutEncoder.json(for: self)
        guard let original, let text = JSONSplice.text(original: [UInt8](original), new: json) else {
            return Data(json.rendered().utf8)
        }
        return Data(text.utf8)
    }

    /// Writes the file atomically: on any failure the old file at `url` is untouched. Over
    /// `original`, the text the document was read from, only what changed is rewritten. Returns
    /// what it wrote.
    @discardableResult
    public func save(to url: URL, over original: Data? = nil) throws(LayoutSaveError) -> Data {
        let path = url.relativePath
        let data: Data
        do {
            data = try encoded(over: original)
        } catch {
            throw LayoutSaveError(path: path, code: nil, reason: error.reason)
        }
        do {
            try SystemFile.replace(url.path, with: [UInt8](data))
        } catch {
            throw LayoutSaveError(path: path, code: error.code, reason: error.reason)
        }
        return data
    }

    /// A storyboard or xib, by its name or its XML start: worth a message of its own rather than a
    /// JSON syntax error.
    private static func isInterfaceBuilderFile(path: String, bytes: [UInt8]) -> Bool {
        let lower = path.lowercased()
        if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") { return true }
        let start = String(decoding: bytes.prefix(512), as: UTF8.self)
        return start.hasPrefix("<?xml") && start.contains("com.apple.InterfaceBuilder")
    }
}
