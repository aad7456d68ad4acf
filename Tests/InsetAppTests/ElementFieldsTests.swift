@testable import InsetApp
import InsetCore
import XCTest

/// What the element inspector accepts as it is typed, and what it says otherwise.
final class ElementFieldsTests: XCTestCase {
    let document = LayoutDocument(name: "T", platform: .iOS, elements: [
        Element(id: "title", role: .text, text: "Hello", constraints: ["leading == margins.leading"]),
        Element(id: "buy", role: .button, text: "Buy", frame: Rect(x: 16, y: 100, width: 200, height: 44)),
    ])

    func testIDsMustBeValidAndFree() {
        let title = document.element(id: "title")!
        XCTAssertEqual(ElementFields.id(" heading ", for: title, in: document).value, "heading")
        XCTAssertEqual(ElementFields.id("title", for: title, in: document).value, "title", "its own id is fine")
        XCTAssertEqual(ElementFields.id("buy", for: title, in: document).message,
                       "\"buy\" is already the id of another element; ids are unique in the file")
        XCTAssertNotNil(ElementFields.id("margins", for: title, in: document).message,
                        "a guide's name is refused as typed, as the rename would refuse it")
        XCTAssertNotNil(ElementFields.id("2nd", for: title, in: document).message)
        XCTAssertNotNil(ElementFields.id("", for: title, in: document).message)
    }

    func testConstraintsAreParsedWithTheDocumentsIDs() {
        XCTAssertEqual(ElementFields.constraint("top == buy.bottom + 8", in: document).value, "top == buy.bottom + 8")
        let typo = ElementFields.constraint("top == by.bottom + 8", in: document).message ?? ""
        XCTAssertTrue(typo.contains("column 8"), typo)
        XCTAssertTrue(typo.contains("\"buy\""), "suggests the id meant: \(typo)")
        let attribute = ElementFields.constraint("botom == safeArea.bottom", in: document).message ?? ""
        XCTAssertTrue(attribute.contains("column 1") && attribute.contains("bottom"), attribute)
    }

    func testNumbersFramesAndRules() {
        XCTAssertEqual(ElementFields.fontSize("17").value, .some(17))
        XCTAssertEqual(ElementFields.fontSize("").value, .some(nil), "empty clears the size")
        XCTAssertNotNil(ElementFields.fontSize("0").message)
        XCTAssertNotNil(ElementFields.fontSize("big").message)
        XCTAssertEqual(ElementFields.frame("16, 100, 200, 44").value, Rect(x: 16, y: 100, width: 200, height: 44))
        XCTAssertNotNil(ElementFields.frame("16, 100, 200").message)
        XCTAssertNotNil(ElementFields.frame("16, 100, -1, 44").message)
        XCTAssertEqual(ElementFields.text(of: Rect(x: 16, y: 100.5, width: 200, height: 44)), "16, 100.5, 200, 44")
        let known = RuleRegistry.standard.ids
        XCTAssertEqual(ElementFields.ignoredRules("touch-target-size, touch-target-size", known: known).value,
                       ["touch-target-size"])
        let typo = ElementFields.ignoredRules("touch-target-sise", known: known).message ?? ""
        XCTAssertTrue(typo.contains("did you mean \"touch-target-size\""), typo)
    }

    func testVariantsRoundTripAndReportProblemsWhereTheyAre() throws {
        let title = document.element(id: "title")!
        var variant = Variant(when: Condition())
        variant.when.verticalSizeClass = .compact
        variant.constraints = ["top == buy.bottom"]
        let text = VariantText.text(of: variant)
        XCTAssertEqual(try VariantText.parse(text, of: title, in: document).get(), variant)

        let bad = "{\n  \"when\": { \"verticalSizeClass\": \"tiny\" }\n}"
        guard case .failure(let error) = VariantText.parse(bad, of: title, in: document) else {
            return XCTFail("a size class that doesn't exist is refused")
        }
        let problem = try XCTUnwrap(error.problems.first)
        XCTAssertEqual(problem.line, 2, "the line within what was typed")
        XCTAssertTrue(problem.message.contains("compact"), problem.message)
    }

    func testAVariantsProblemNamesThatVariantAndWhereInItsText() throws {
        let title = document.element(id: "title")!
        let typed = "{\n  \"when\": { \"orientation\": \"landscape\" },\n  \"constraints\": [\"botom == safeArea.bottom\"]\n}"
        guard case .failure(let error) = VariantText.parse(typed, index: 2, of: title, in: document) else {
            return XCTFail("a misspelt attribute is refused")
        }
        let message = VariantText.message(for: try XCTUnwrap(error.problems.first))
        XCTAssertTrue(message.hasPrefix("line 3, column "), message)
        XCTAssertTrue(message.contains("variant 3: constraint 1: "), message)
        XCTAssertTrue(message.contains("\"bottom\""), "suggests the attribute meant: \(message)")
    }

    /// The inspector says what places an element whose constraints don't: the stack view that
    /// arranges it (an Interface Builder file's arranged views have no constraint of their own),
    /// before it says nothing does.
    func testThePlacementNoteNamesTheStackThatArrangesAnElement() {
        var stack = Element(id: "row", role: .view, constraints: ["top == safeArea.top"], children: [
            Element(id: "name", role: .text, text: "Name"),
            Element(id: "value", role: .text, text: "42", constraints: ["width == 80"]),
        ])
        stack.name = "Details"
        var traits = LayoutTraits()
        traits.stack = StackArrangement(spacing: 8)
        stack.traits = traits
        let loose = Element(id: "loose", role: .view)
        let doc = LayoutDocument(name: "S", platform: .iOS, elements: [stack, loose])
        XCTAssertEqual(ElementFields.placementNote(of: doc.element(id: "name")!, in: doc), "Arranged by the stack view \"Details\"")
        XCTAssertEqual(ElementFields.placementNote(of: doc.element(id: "value")!, in: doc), "Also arranged by the stack view \"Details\"")
        XCTAssertEqual(ElementFields.placementNote(of: loose, in: doc), "Nothing places this element yet")
        XCTAssertNil(ElementFields.placementNote(of: doc.element(id: "row")!, in: doc), "its constraints place it")
        XCTAssertEqual(doc.parent(of: "value")?.id, "row")
        XCTAssertNil(doc.parent(of: "row"))
    }
}
