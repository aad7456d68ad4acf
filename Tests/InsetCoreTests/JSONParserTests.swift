import XCTest
@testable import InsetCore

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        do {
            return try JSONParser.parse(Array(text.utf8))
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    private func assertError(_ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String,
                             file: StaticString = #filePath, testLine: UInt = #line) {
        do {
            _ = try JSONParser.parse(bytes)
            XCTFail("parsed", file: file, line: testLine)
        } catch {
            XCTAssertEqual(error, JSONSyntaxError(location: SourceLocation(line: line, column: column), message: message),
                           file: file, line: testLine)
        }
    }

    private func assertError(_ text: String, _ line: Int, _ column: Int, _ message: String,
                             file: StaticString = #filePath, testLine: UInt = #line) {
        assertError(Array(text.utf8), line, column, message, file: file, testLine: testLine)
    }

    private func members(_ value: JSONValue?) -> [JSONMember] {
        guard case .object(let members)? = value?.kind else { return [] }
        return members
    }

    private func items(_ value: JSONValue?) -> [JSONValue] {
        guard case .array(let items)? = value?.kind else { return [] }
        return items
    }

    private func string(_ value: JSONValue?) -> String? {
        guard case .string(let text)? = value?.kind else { return nil }
        return text
    }

    private func number(_ value: JSONValue?) -> Double? {
        guard case .number(let n)? = value?.kind else { return nil }
        return n
    }

    // MARK: Values

    func testScalars() {
        let list = items(parse(#"[true, false, null, 0, -0.5, 12.5e2, 1E-2, "x"]"#))
        XCTAssertEqual(list.map(\.kindName), ["true", "false", "null", "a number", "a number", "a number", "a number", "a string"])
        XCTAssertEqual(list[3...6].map { number($0) }, [0, -0.5, 1250, 0.01])
        XCTAssertEqual(string(list[7]), "x")
    }

    func testEscapes() {
        XCTAssertEqual(string(parse(#""\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00""#)), "\"\\/\u{8}\u{C}\n\r\té😀")
    }

    func testUTF8AndByteOrderMark() {
        XCTAssertEqual(string(parse("\u{FEFF}\"Grüße 👋\"")), "Grüße 👋")
    }

    func testLocationsOfValuesAndKeys() {
        let root = parse("{\n  \"a\": [1,\n    {\"é\": \"x\", \"b\": true}]\n}")
        XCTAssertEqual(root?.location, SourceLocation(line: 1, column: 1))
        let a = members(root)[0]
        XCTAssertEqual(a.keyLocation, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(a.value.location, SourceLocation(line: 2, column: 8))
        XCTAssertEqual(items(a.value)[0].location, SourceLocation(line: 2, column: 9))
        let inner = members(items(a.value)[1])
        XCTAssertEqual(inner.map(\.keyLocation), [SourceLocation(line: 3, column: 6), SourceLocation(line: 3, column: 16)])
        // "é" is one column, though two bytes.
        XCTAssertEqual(inner.map(\.value.location), [SourceLocation(line: 3, column: 11), SourceLocation(line: 3, column: 21)])
    }

    func testOffsetsInsideStringsAccountForEscapes() throws {
        // Value: `a"é😀b`; in the file: `"a\"\u00e9\ud83d\ude00b"` starting at column 1.
        let value = try XCTUnwrap(parse(#""a\"\u00e9\ud83d\ude00b""#))
        XCTAssertEqual(string(value), "a\"é😀b")
        XCTAssertEqual((0...4).map { value.location(ofScalarOffset: $0).column }, [2, 3, 5, 11, 23])
    }

    func testRepeatedKeysAreKeptForTheReader() {
        XCTAssertEqual(members(parse(#"{"a": 1, "a": 2}"#)).map(\.key), ["a", "a"])
    }

    func testNestingUpToTheLimit() {
        let depth = JSONParser.maximumDepth
        XCTAssertNotNil(parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        assertError(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1),
                    1, depth + 1, "arrays and objects are nested more than 256 deep")
        assertError(String(repeating: "{\"a\":", count: 100_000), 1, 1 + 5 * depth, "arrays and objects are nested more than 256 deep")
    }

    // MARK: Errors

    func testStructureErrors() {
        assertError("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after object member, found '\"'")
        assertError("{\"a\": 1", 1, 8, "unexpected end of file; expected ',' or '}' after object member")
        assertError("[1 2]", 1, 4, "expected ',' or ']' after array element, found '2'")
        assertError("[1,", 1, 4, "unexpected end of file; expected a value")
        assertError("{\"a\": 1,}", 1, 9, "a comma must not follow the last member of an object")
        assertError("[1,]", 1, 4, "a comma must not follow the last element of an array")
        assertError("{a: 1}", 1, 2, "expected a key in double quotes, found 'a'")
        assertError("{'a': 1}", 1, 2, "keys use double quotes, not single quotes")
        assertError("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\"")
        assertError("['a']", 1, 2, "strings use double quotes, not single quotes")
        assertError("[1] // note", 1, 5, "unexpected '/' after the end of the JSON value")
        assertError("[// note\n1]", 1, 2, "comments are not allowed in JSON")
        assertError("{} {}", 1, 4, "unexpected '{' after the end of the JSON value")
        assertError("", 1, 1, "the file is empty; expected a JSON object")
        assertError("  \n ", 2, 2, "the file is empty; expected a JSON object")
        assertError("[,1]", 1, 2, "unexpected ','; expected a value")
        assertError("[\u{A0}]", 1, 2, "unexpected U+00A0; expected a value")
    }

    func testLiteralErrors() {
        assertError("[True]", 1, 2, "unexpected \"True\" (JSON spells it \"true\")")
        assertError("[nul]", 1, 2, "unexpected \"nul\"; strings need double quotes")
        assertError("[NaN]", 1, 2, "NaN is not a JSON number")
        assertError("[Infinity]", 1, 2, "Infinity is not a JSON number")
    }

    func testNumberErrors() {
        assertError("[01]", 1, 2, "a JSON number can't start with 0 followed by digits")
        assertError("[-]", 1, 3, "expected a digit after \"-\"")
        assertError("[1.]", 1, 4, "expected a digit after \".\"")
        assertError("[1e]", 1, 4, "expected a digit in the exponent")
        assertError("[+1]", 1, 2, "a JSON number starts with \"-\" or a digit")
        assertError("[.5]", 1, 2, "a JSON number starts with \"-\" or a digit")
        assertError("[1e400]", 1, 2, "the number 1e400 is too large")
    }

    func testStringErrors() {
        assertError("[\"abc", 1, 2, "unterminated string")
        assertError("[\"ab\nc\"]", 1, 2, "unterminated string; a string can't span lines (write \\n for a line break)")
        assertError("[\"a\tb\"]", 1, 4, "control character U+0009 in a string must be escaped")
        assertError(#"["\x"]"#, 1, 3, #"invalid escape "\x"; JSON's escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#)
        assertError(#"["\u12"]"#, 1, 3, "\\u must be followed by four hexadecimal digits")
        assertError(#"["\uDE00"]"#, 1, 3, "\\uDE00 is a lone low surrogate")
        assertError(#"["\uD83Dx"]"#, 1, 3, "\\uD83D is a high surrogate without its low half")
        assertError(#"["\uD83D\u0041"]"#, 1, 3, "\\uD83D is a high surrogate without its low half")
    }

    func testEncodingErrors() {
        assertError([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D], 1, 3, "invalid UTF-8 (byte 0xC3); save the file as UTF-8")
        assertError([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 (byte 0xED); save the file as UTF-8")
        assertError([0x5B, 0x22, 0xF0, 0x9F, 0x98], 1, 3, "invalid UTF-8 (byte 0xF0); save the file as UTF-8")
        assertError([0xFF, 0xFE, 0x7B, 0x00], 1, 1, "the file is UTF-16; save it as UTF-8")
        assertError([0x5B, 0xC0, 0x5D], 1, 2, "unexpected byte 0xC0; expected a value")
    }
}
