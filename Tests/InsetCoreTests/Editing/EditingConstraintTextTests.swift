import XCTest
@testable import InsetCore

/// Constants and names change inside a constraint string, the rest kept as the designer wrote it.
final class EditingConstraintTextTests: XCTestCase {
    private func setting(_ text: String, to constant: Double, file: StaticString = #filePath, line: UInt = #line) -> String {
        guard let spec = try? ConstraintParser.parse(text) else {
            XCTFail("\(text) doesn't parse", file: file, line: line)
            return text
        }
        let result = ConstraintText.settingConstant(of: text, spec: spec, to: constant)
        var expected = spec
        expected.constant = constant
        XCTAssertEqual(try? ConstraintParser.parse(result), expected, result, file: file, line: line)
        return result
    }

    func testConstantsChangeInPlace() {
        XCTAssertEqual(setting("top == a.bottom + 8 @ high", to: 12), "top == a.bottom + 12 @ high")
        XCTAssertEqual(setting("top==a.bottom-8@low", to: 0), "top==a.bottom@low")
        XCTAssertEqual(setting("top==a.bottom-8@low", to: 3), "top==a.bottom+3@low")
        XCTAssertEqual(setting("centerX == parent.centerX", to: -3), "centerX == parent.centerX - 3")
        XCTAssertEqual(setting("width == 0.333 * parent.width", to: 5), "width == 0.333 * parent.width + 5")
        XCTAssertEqual(setting("left == a.right + 1e1", to: 12.5), "left == a.right + 12.5")
        XCTAssertEqual(setting("left == a.right - 2.5e-1", to: 1), "left == a.right + 1")
        XCTAssertEqual(setting("trailing == trailing-8", to: -10), "trailing == trailing-10")
        XCTAssertEqual(setting("row-12.left == row-11.right", to: 4), "row-12.left == row-11.right + 4")
        XCTAssertEqual(setting("width >= 44", to: 50), "width >= 50")
        XCTAssertEqual(setting("left == - 3 @ 600", to: 7), "left == 7 @ 600")
        XCTAssertEqual(setting("height==44", to: 0.1), "height==0.1")
    }

    func testItemsAreRenamedAsTheParserReadsThem() {
        XCTAssertEqual(ConstraintText.renamingItem(in: "leading==title.leading", from: "title", to: "heading"), "leading==heading.leading")
        XCTAssertEqual(ConstraintText.renamingItem(in: "title.top == title-2 .bottom + 1e1", from: "title", to: "h"), "h.top == title-2 .bottom + 1e1")
        XCTAssertEqual(ConstraintText.renamingItem(in: "top == title-2.bottom", from: "title-2", to: "t2"), "top == t2.bottom")
        XCTAssertEqual(ConstraintText.renamingItem(in: "width == 0.5 * e1.width", from: "e1", to: "e2"), "width == 0.5 * e2.width")
        XCTAssertEqual(ConstraintText.renamingItem(in: "top == safeArea.top", from: "top", to: "x"), "top == safeArea.top")
    }

    func testTheCanonicalFormKeepsEveryDigit() throws {
        let spec = try ConstraintParser.parse("width == 0.3333 * parent.width - 0.125 @ 600")
        XCTAssertEqual(ConstraintText.written(spec), "width == 0.3333 * parent.width - 0.125 @ 600")
        XCTAssertEqual(ConstraintText.written(try ConstraintParser.parse("a.left>=-4@low")), "a.left >= -4 @ low")
    }
}
