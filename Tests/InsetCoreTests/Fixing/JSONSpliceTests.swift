@testable import InsetCore
import XCTest

/// A layout written back over the text it came from keeps every byte the edit didn't change.
final class JSONSpliceTests: XCTestCase {
    private let original = """
        {
          "format": "inset/1",
          "name": "Splice",
          "platform": "iOS",
          "elements": [
            { "id": "title", "role": "text", "text": "Hi",   "fontSize": 17,
              "constraints": ["leading == margins.leading", "top == safeArea.top + 8"] },
            {
              "id": "go",
              "role": "button",
              "text": "Go",
              "constraints": [
                "leading == margins.leading",
                "top == title.bottom + 8"
              ]
            }
          ]
        }

        """

    private func document() throws -> LayoutDocument {
        try LayoutDocument.decode(data: Data(original.utf8), path: "splice.inset.json")
    }

    func testAnUnchangedLayoutIsWrittenByteForByte() throws {
        XCTAssertEqual(String(decoding: try document().encoded(over: Data(original.utf8)), as: UTF8.self), original)
    }

    func testAChangedValueIsTheOnlyChangeAndKeepsItsLineStyle() throws {
        var doc = try document()
        doc.elements[0].fontSize = 20
        doc.elements[0].constraints![1] = "top == safeArea.top + 16"
        doc.elements[1].constraints![1] = "top == title.bottom + 12"
        let written = String(decoding: try doc.encoded(over: Data(original.utf8)), as: UTF8.self)
        XCTAssertEqual(written, original
            .replacingOccurrences(of: "\"fontSize\": 17", with: "\"fontSize\": 20")
            .replacingOccurrences(of: "top == safeArea.top + 8", with: "top == safeArea.top + 16")
            .replacingOccurrences(of: "top == title.bottom + 8", with: "top == title.bottom + 12"))
    }

    func testAListThatGrowsStaysOnItsOneLine() throws {
        var doc = try document()
        doc.elements[0].constraints!.append("width >= 44")
        let written = String(decoding: try doc.encoded(over: Data(original.utf8)), as: UTF8.self)
        XCTAssertTrue(written.contains("\"constraints\": [\"leading == margins.leading\", \"top == safeArea.top + 8\", \"width >= 44\"] },"), written)
        XCTAssertEqual(written.split(separator: "\n").count, original.split(separator: "\n").count)
    }

    func testAnElementThatGainsAKeyIsRewrittenAndTheOthersAreNot() throws {
        var doc = try document()
        doc.elements[1].hidden = true
        let written = String(decoding: try doc.encoded(over: Data(original.utf8)), as: UTF8.self)
        XCTAssertTrue(written.hasPrefix(String(original.prefix(while: { $0 != "{" })) + "{\n  \"format\""))
        XCTAssertTrue(written.contains("{ \"id\": \"title\", \"role\": \"text\", \"text\": \"Hi\",   \"fontSize\": 17,"), "the other element keeps its bytes")
        XCTAssertTrue(written.contains("\"hidden\": true"))
        XCTAssertEqual(try LayoutDocument.decode(data: Data(written.utf8), path: "x.inset.json").elements[1].hidden, true)
    }
}
