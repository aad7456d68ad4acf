import XCTest

/// Every message in the sources has a Korean translation with the same placeholders, and the
/// template in `po/` is made from the sources as they are.
final class KoreanCatalogTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryMessageInTheSourcesIsTranslatedWithTheSamePlaceholders() throws {
        let messages = try Self.sourceMessages()
        XCTAssertGreaterThan(messages.count, 500, "the scan of Sources/ found too few tr(\"…\") calls")
        let korean = try POFile(path: Self.root.appendingPathComponent("po/ko.po").path)
        var missing: [String] = [], mismatched: [String] = []
        for message in messages.sorted() {
            guard let entry = korean.entries[message], !entry.translations.contains(where: \.isEmpty) else {
                missing.append(message); continue
            }
            let wanted = Self.placeholders(message)
            for text in entry.translations where Self.placeholders(text).subtracting(["{n}"]) != wanted.subtracting(["{n}"]) {
                mismatched.append("\(message) → \(text)")
            }
        }
        XCTAssertEqual(missing, [], "untranslated in po/ko.po: run scripts/update-po.sh and translate these")
        XCTAssertEqual(mismatched, [], "a translation must keep every {placeholder} of its message")
        XCTAssertEqual(korean.fuzzy, [], "fuzzy entries in po/ko.po are not used by gettext: review them")
    }

    func testTheTemplateHoldsEveryMessageOfTheSources() throws {
        let template = try POFile(path: Self.root.appendingPathComponent("po/inset.pot").path)
        let stale = try Self.sourceMessages().filter { template.entries[$0] == nil }
        XCTAssertEqual(stale.sorted(), [], "po/inset.pot is out of date: run scripts/update-po.sh")
    }

    /// The first string literal of every `tr(` and both of every `trn(` call, unescaped.
    static func sourceMessages() throws -> Set<String> {
        var messages = Set<String>()
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        for file in files {
            let text = Array(try String(contentsOf: file, encoding: .utf8).unicodeScalars)
            var i = 0
            while i < text.count {
                let plural = matches(text, i, "trn(\"")
                guard plural || matches(text, i, "tr(\""), i == 0 || !isIdentifier(text[i - 1]) else { i += 1; continue }
                i += plural ? 4 : 3
                let (first, end) = literal(text, i)
                messages.insert(first)
                i = end
                if plural, let open = text[i...].firstIndex(of: "\"") {
                    let (second, after) = literal(text, open)
                    messages.insert(second)
                    i = after
                }
            }
        }
        return messages
    }

    private static func matches(_ text: [Unicode.Scalar], _ i: Int, _ word: String) -> Bool {
        let w = Array(word.unicodeScalars)
        return i + w.count <= text.count && Array(text[i..<i + w.count]) == w
    }

    private static func isIdentifier(_ c: Unicode.Scalar) -> Bool {
        CharacterSet.alphanumerics.contains(c) || c == "_" || c == "."
    }

    /// The Swift string literal starting at the quote at `start`; returns its text and the index after it.
    private static func literal(_ text: [Unicode.Scalar], _ start: Int) -> (String, Int) {
        var out = String.UnicodeScalarView()
        var i = start + 1
        while i < text.count, text[i] != "\"" {
            if text[i] == "\\", i + 1 < text.count {
                switch text[i + 1] {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(text[i + 1])
                }
                i += 2
            } else {
                out.append(text[i]); i += 1
            }
        }
        return (String(out), i + 1)
    }

    static func placeholders(_ text: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: "\\{[A-Za-z0-9_]+\\}")
        let range = NSRange(text.startIndex..., in: text)
        return Set(regex.matches(in: text, range: range).map { String(text[Range($0.range, in: text)!]) })
    }
}

/// The entries of a gettext catalog, as msgfmt reads them.
struct POFile {
    struct Entry { var translations: [String] }
    var entries: [String: Entry] = [:]
    var fuzzy: [String] = []

    init(path: String) throws {
        var msgid: String?, plural: String?, strings: [String] = [], key = "", isFuzzy = false, nextFuzzy = false
        func finish() {
            if let msgid, !msgid.isEmpty {
                entries[msgid] = Entry(translations: strings)
                if let plural { entries[plural] = Entry(translations: strings) }
                if isFuzzy { fuzzy.append(msgid) }
            }
            msgid = nil; plural = nil; strings = []
        }
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#,") && line.contains("fuzzy") { nextFuzzy = true }
            if line.hasPrefix("#~") { continue }
            if line.hasPrefix("msgid ") {
                finish(); msgid = Self.value(line); key = "id"; isFuzzy = nextFuzzy; nextFuzzy = false
            } else if line.hasPrefix("msgid_plural ") {
                plural = Self.value(line); key = "plural"
            } else if line.hasPrefix("msgstr") {
                strings.append(Self.value(line)); key = "str"
            } else if line.hasPrefix("\"") {
                switch key {
                case "id": msgid! += Self.value(line)
                case "plural": plural! += Self.value(line)
                default: strings[strings.count - 1] += Self.value(line)
                }
            }
        }
        finish()
    }

    /// The C string between the first and last quote of a line, unescaped.
    private static func value(_ line: Substring) -> String {
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { return "" }
        var out = ""
        var escaping = false
        for c in line[line.index(after: open)..<close] {
            if escaping {
                out.append(c == "n" ? "\n" : c == "t" ? "\t" : c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
