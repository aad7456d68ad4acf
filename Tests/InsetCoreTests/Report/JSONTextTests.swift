import Foundation
import XCTest
@testable import InsetCore

/// Inset writes JSON itself (`JSONText`, `JSONWriter`) because Foundation took seconds on big
/// checks; the text must stay what Foundation writes, byte for byte, so scripts and diffs of
/// earlier output see no change.
final class JSONTextTests: XCTestCase {
    func testAValueOfEveryKindReadsAsFoundationWritesIt() {
        let value: [String: Any] = [
            "files": [["path": "a/b.inset.json", "errors": [] as [Any], "empty": [:] as [String: Any]]],
            "numbers": [0.0, -0.0, 1.0, 2.5, 0.1, 12.34, 390.0, 1e16, 1e15, 1e-5, 1e21, 1.0 / 3.0, -12.5, 5e-324] as [Any],
            "ints": [0, -5, Int.max],
            "text": ["quote \" backslash \\ slash / tab \t line \n return \r \u{8}\u{c}\u{0}\u{1f}", "한국어 · עברית", "",
                     "\"\u{301}accent after a quote", "é\"", "\u{1F600}\\\u{1F600}", "\"", "\n\n", "ends with \\"],
            "flags": [true, false], "none": NSNull(),
            "_private": 1, "$schema": "s", "B": 2, "a": 3, "camelCase": 4, "camelcasE": 5, "x10": 6, "x9": 7, "é": 8,
            "nested": [[[] as [Any]], [["k": [1, 2]]]] as [Any],
        ]
        XCTAssertEqual(JSONText.pretty(value), JSONOutput.foundationSerialize(value))
    }

    /// Layout files (`PrettyJSON`) quote into a `String`, with control characters in upper-case
    /// hex, through the same escaping as the check's bytes.
    func testAStringQuotesAsTheBytesDoWithUpperCaseHex() {
        var text = ""
        JSONText.quote("tab\t\u{1F}\"é\\", into: &text, upperHex: true)
        XCTAssertEqual(text, #""tab\t\u001F\"é\\""#)
        var bytes: [UInt8] = []
        JSONText.quote("tab\t\u{1F}\"é\\", into: &bytes)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), #""tab\t\u001f\"é\\""#)
    }

    /// The check's writer prints whole numbers by itself, without `String(Double)`.
    func testTheWriterWritesNumbersAsFoundationDoes() {
        let doubles = [0.0, -0.0, 1.0, 9.0, 10.0, 2.5, -390.0, 0.01, -12.5, 1e15 - 1, 1e15, 1e16, 1e-5, 123456.78]
        let ints = [0, 7, 10, 99, 100, 1_000_001, -5, Int.max, Int.min]
        var writer = JSONWriter()
        writer.open(UInt8(ascii: "["))
        for value in doubles { writer.item(); writer.double(value) }
        for value in ints { writer.item(); writer.int(value) }
        writer.close(UInt8(ascii: "]"))
        XCTAssertEqual(writer.text, JSONOutput.foundationSerialize(doubles as [Any] + ints as [Any]))
        var infinite = JSONWriter()
        infinite.double(.infinity)
        XCTAssertEqual(infinite.text, JSONText.number(.infinity), "what Foundation can't write is written as before")
    }

    func testKeysSortAsFoundationSortsThem() {
        let keys = ["rule", "severity", "message", "elements", "rect", "environment", "fix", "location", "line",
                    "column", "sizeClass", "textSize", "$schema", "_x", "A", "a", "ab", "aB", "Ab", "b", "elementId",
                    "informationUri", "id", "x1", "x10", "x2", "ü", "z-a", "z.a", "za"]
        let foundation = keys.sorted {
            $0.compare($1, options: [.numeric, .caseInsensitive, .forcedOrdering],
                       range: $0.startIndex..<$0.endIndex, locale: NSLocale.system) == .orderedAscending
        }
        XCTAssertEqual(keys.sorted(by: JSONText.keyPrecedes), foundation)
        var order = JSONText.KeyOrder()
        let object: [String: Any] = Dictionary(uniqueKeysWithValues: keys.map { ($0, 0 as Any) })
        XCTAssertEqual(order.sorted(object.keys), foundation)
    }

    func testWhatItCannotWriteFoundationWrites() {
        XCTAssertNil(JSONText.pretty(["date": Date()]))
        XCTAssertNil(JSONText.pretty([Double.nan]))
    }

    /// `inset check --format json` on files with findings of every part: fixes, locations, a
    /// storyboard's scenes, languages, a file that fails to load.
    func testTheCheckOutputIsWhatFoundationWouldWrite() throws {
        let examples = DocumentHarness.repositoryRoot.appendingPathComponent("data/examples")
        let dir = try DocumentHarness.scratchDirectory()
        let bad = dir.appendingPathComponent("broken.inset.json")
        try "{ \"format\": \"inset/2\" }".write(to: bad, atomically: true, encoding: .utf8)
        var query = EnvironmentQuery(orientation: .all)
        // The iPhones 13 and 14 lay out alike: the second's findings retell the first's.
        query.devices = ["iphone-se-4-inch", "iphone-13", "iphone-14", "iphone-16-pro"]
        query.languages = ["all"]
        let run = CheckRun(query: query, catalog: RuleHarness.catalog, measurer: RuleHarness.measurer)
        let paths = ["checkout", "settings", "article-reader"].map { examples.appendingPathComponent("\($0).inset.json").path }
            + [examples.appendingPathComponent("sign-in.storyboard").path, bad.path]
        var result = run.run(paths)
        let findings = result.files.flatMap(\.findings)
        XCTAssertTrue(findings.contains { $0.fix != nil }, "some findings carry a fix")
        XCTAssertTrue(result.files.contains { $0.screen != nil } && result.files.contains { !$0.errors.isEmpty })
        XCTAssertTrue(findings.contains { $0.retells != nil && $0.environment.device.id == "iphone-14" })
        XCTAssertEqual(JSONOutput.render(result), JSONOutput.foundationSerialize(JSONOutput.object(result)))

        // A retold finding changed afterwards (as a baseline or a setting may) is written as it is now.
        let file = try XCTUnwrap(result.files.firstIndex { $0.findings.contains { $0.retells != nil } })
        let twin = try XCTUnwrap(result.files[file].findings.lastIndex { $0.retells != nil })
        result.files[file].findings[twin].message = "changed after the check"
        result.files[file].findings[twin].severity = .info
        XCTAssertNil(result.files[file].findings[twin].retells)
        let text = JSONOutput.render(result)
        XCTAssertTrue(text.contains("changed after the check"))
        XCTAssertEqual(text, JSONOutput.foundationSerialize(JSONOutput.object(result)))
    }
}
