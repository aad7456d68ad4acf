import XCTest
@testable import InsetCore

/// data/layout.schema.json must say what the loader does, so editors that use it agree with Inset.
final class DocumentSchemaTests: XCTestCase {
    private let schemaURL = DocumentHarness.repositoryRoot.appendingPathComponent("data/layout.schema.json")

    private func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: schemaURL)
        XCTAssertNoThrow(try JSONParser.parse(Array(data)), "the schema is strict JSON")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func object(_ dictionary: [String: Any]?, _ path: String...) -> [String: Any]? {
        path.reduce(dictionary) { $0?[$1] as? [String: Any] }
    }

    private func definition(_ schema: [String: Any], _ name: String) -> [String: Any]? {
        object(schema, "$defs", name)
    }

    func testSchemaIsDraft2020() throws {
        XCTAssertEqual(try schema()["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
    }

    func testEnumsListEveryCase() throws {
        let schema = try schema()
        XCTAssertEqual(object(schema, "properties", "platform")?["enum"] as? [String], Platform.allCases.map(\.rawValue))
        XCTAssertEqual(definition(schema, "role")?["enum"] as? [String], Role.allCases.map(\.rawValue))
        XCTAssertEqual(object(schema, "properties", "widget", "properties", "family")?["enum"] as? [String],
                       WidgetSpec.Family.allCases.map(\.rawValue))
        let condition = object(definition(schema, "condition"), "properties")
        XCTAssertEqual(object(condition, "family")?["enum"] as? [String], DeviceFamily.allCases.map(\.rawValue))
        XCTAssertEqual(object(condition, "split")?["enum"] as? [String], Split.allCases.map(\.rawValue))
        XCTAssertEqual(object(condition, "layoutDirection")?["enum"] as? [String], LayoutDirection.allCases.map(\.rawValue))
        XCTAssertEqual(definition(schema, "sizeClass")?["enum"] as? [String], SizeClass.allCases.map(\.rawValue))
        XCTAssertEqual(definition(schema, "orientation")?["enum"] as? [String], Orientation.allCases.map(\.rawValue))
        XCTAssertEqual(object(definition(schema, "id"), "not")?["enum"] as? [String], Guide.allCases.map(\.rawValue))
    }

    func testKeysMatchTheLoader() throws {
        let schema = try schema()
        let objects: [([String: Any]?, [String])] = [
            (schema, LayoutKeys.document),
            (object(schema, "properties", "widget"), LayoutKeys.widget),
            (definition(schema, "element"), LayoutKeys.element),
            (definition(schema, "variant"), LayoutKeys.variant),
            (definition(schema, "condition"), LayoutKeys.condition),
        ]
        for (object, keys) in objects {
            XCTAssertEqual(Set((object?["properties"] as? [String: Any] ?? [:]).keys), Set(keys))
            XCTAssertEqual(object?["additionalProperties"] as? Bool, false)
        }
    }

    func testIDPatternIsTheLoaders() throws {
        let pattern = try XCTUnwrap(definition(try schema(), "id")?["pattern"] as? String)
        XCTAssertEqual(pattern, "^[A-Za-z_][A-Za-z0-9_-]*$")
        for id in ["a", "_b", "buy-button", "A9_-", "2nd", "my id", "é", ""] {
            XCTAssertEqual(id.range(of: pattern, options: .regularExpression) != nil, LayoutDecoder.isValidID(id), id)
        }
    }

    func testConstraintPatternAcceptsWhatTheParserAccepts() throws {
        let pattern = try XCTUnwrap(definition(try schema(), "constraint")?["pattern"] as? String)
        let valid = ["width >= 44", "top == safeArea.top + 8", "width == 0.5 * parent.width @ high",
                     "centerX == parent.centerX", "leading == title.trailing + 8", "width==2*height-8",
                     "buy-button.top <= title.bottom - 1e2 @ 500", "height == -3"]
        for text in valid {
            XCTAssertNoThrow(try ConstraintParser.parse(text), text)
            XCTAssertNotNil(text.range(of: pattern, options: .regularExpression), text)
        }
        for text in ["width = 44", "botom == parent.bottom", "width >= 44 @", ""] {
            XCTAssertNil(text.range(of: pattern, options: .regularExpression), text)
        }
    }

    func testBundledExamplesLoad() {
        for url in DocumentHarness.exampleLayoutFiles() {
            XCTAssertNoThrow(try LayoutDocument.load(from: url), url.lastPathComponent)
        }
    }

    /// Validates with a real draft 2020-12 validator where the machine has one (scripts/setup.sh
    /// installs python3-jsonschema).
    func testExamplesValidateAgainstTheSchema() throws {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path) else { throw XCTSkip("no /usr/bin/python3") }
        let folder = try DocumentHarness.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let docExample = folder.appendingPathComponent("doc.inset.json")
        try Data(DocumentHarness.formatDocExample.utf8).write(to: docExample)
        let invalid = folder.appendingPathComponent("invalid.inset.json")
        try Data(#"{"format": "inset/1", "name": "A", "platform": "iOS", "elements": [{"id": "a", "role": "buton"}]}"#.utf8)
            .write(to: invalid)

        let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            sys.exit(3)
        validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
        jsonschema.Draft202012Validator.check_schema(validator.schema)
        for path in sys.argv[2:]:
            errors = list(validator.iter_errors(json.load(open(path))))
            print(path.rsplit("/", 1)[-1], "invalid" if errors else "valid")
        """
        let process = Process()
        process.executableURL = python
        let files = [docExample, invalid] + DocumentHarness.exampleLayoutFiles()
        process.arguments = ["-c", script, schemaURL.path] + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3 { throw XCTSkip("python3-jsonschema is not installed") }
        XCTAssertEqual(process.terminationStatus, 0)
        let expected = files.map { "\($0.lastPathComponent) \($0 == invalid ? "invalid" : "valid")" }
        XCTAssertEqual(text.split(separator: "\n").map(String.init), expected)
    }
}
