import XCTest
@testable import InsetCore

final class ConstraintParserTests: XCTestCase {
    private func parse(_ text: String, ids: Set<String>? = nil,
                       file: StaticString = #filePath, line: UInt = #line) -> ConstraintSpec? {
        do {
            return try ConstraintParser.parse(text, elementIDs: ids)
        } catch {
            XCTFail("\"\(text)\": \(error)", file: file, line: line)
            return nil
        }
    }

    private func failure(_ text: String, ids: Set<String>? = nil,
                         file: StaticString = #filePath, line: UInt = #line) -> ConstraintSyntaxError? {
        do {
            let spec = try ConstraintParser.parse(text, elementIDs: ids)
            XCTFail("\"\(text)\" parsed as \(spec)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func assertFailure(_ text: String, ids: Set<String>? = nil, offset: Int, length: Int, _ message: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        guard let error = failure(text, ids: ids, file: file, line: line) else { return }
        XCTAssertEqual(error, ConstraintSyntaxError(offset: offset, length: length, message: message),
                       file: file, line: line)
    }

    // MARK: The forms of the grammar

    func testConstantForm() {
        XCTAssertEqual(parse("width >= 44"),
                       ConstraintSpec(first: Anchor(item: .this, attribute: .width), relation: .greaterOrEqual, constant: 44))
        XCTAssertEqual(parse("height <= 0.5"),
                       ConstraintSpec(first: Anchor(item: .this, attribute: .height), relation: .lessOrEqual, constant: 0.5))
        XCTAssertEqual(parse("width == -3")?.constant, -3)
        XCTAssertEqual(parse("width == - 3")?.constant, -3)
        XCTAssertEqual(parse("width == 1e2")?.constant, 100)
        XCTAssertEqual(parse("width == 2.5E-1")?.constant, 0.25)
        XCTAssertEqual(parse("width == .5")?.constant, 0.5)
    }

    func testItemForm() {
        XCTAssertEqual(parse("top == safeArea.top + 8"),
                       ConstraintSpec(first: Anchor(item: .this, attribute: .top), relation: .equal,
                                      second: Anchor(item: .guide(.safeArea), attribute: .top), constant: 8))
        XCTAssertEqual(parse("bottom == safeArea.bottom - 8")?.constant, -8)
        XCTAssertEqual(parse("centerX == parent.centerX"),
                       ConstraintSpec(first: Anchor(item: .this, attribute: .centerX), relation: .equal,
                                      second: Anchor(item: .guide(.parent), attribute: .centerX)))
        XCTAssertEqual(parse("leading == title.trailing + 8"),
                       ConstraintSpec(first: Anchor(item: .this, attribute: .leading), relation: .equal,
                                      second: Anchor(item: .element("title"), attribute: .trailing), constant: 8))
    }

    func testMultiplierForm() {
        XCTAssertEqual(parse("width == 0.5 * parent.width @ high"),
                       ConstraintSpec(first: Anchor(item: .this, attribute: .width), relation: .equal,
                                      second: Anchor(item: .guide(.parent), attribute: .width),
                                      multiplier: 0.5, priority: 750))
        XCTAssertEqual(parse("height == -2 * screen.height + 10 @ 300"),
                       ConstraintSpec(first: Anchor(item: .this, attribute: .height), relation: .equal,
                                      second: Anchor(item: .guide(.screen), attribute: .height),
                                      multiplier: -2, constant: 10, priority: 300))
    }

    func testLeftItemIsAnElementOrAGuide() {
        XCTAssertEqual(parse("buy.top >= title.bottom + 12")?.first, Anchor(item: .element("buy"), attribute: .top))
        XCTAssertEqual(parse("margins.leading == parent.leading")?.first, Anchor(item: .guide(.margins), attribute: .leading))
    }

    func testEveryGuideAndAttribute() {
        for guide in Guide.allCases {
            for attribute in Attribute.allCases {
                XCTAssertEqual(parse("\(attribute.rawValue) == \(guide.rawValue).\(attribute.rawValue)")?.second,
                               Anchor(item: .guide(guide), attribute: attribute))
            }
        }
    }

    func testBareRightAttributeIsTheElementItself() {
        XCTAssertEqual(parse("width == 2 * height"),
                       ConstraintSpec(first: Anchor(item: .this, attribute: .width), relation: .equal,
                                      second: Anchor(item: .this, attribute: .height), multiplier: 2))
    }

    func testHyphenatedIDs() {
        XCTAssertEqual(parse("leading == buy-button.trailing - 8", ids: ["buy-button"])?.second,
                       Anchor(item: .element("buy-button"), attribute: .trailing))
        XCTAssertEqual(parse("buy-button.top == parent.top")?.first, Anchor(item: .element("buy-button"), attribute: .top))
        // With no dot after it, a hyphen after an attribute is a minus.
        XCTAssertEqual(parse("width == 2 * height-8")?.constant, -8)
    }

    // MARK: Priorities

    func testPrioritySpellings() {
        XCTAssertEqual(parse("width >= 44")?.priority, 1000)
        XCTAssertEqual(parse("width >= 44 @ required")?.priority, 1000)
        XCTAssertEqual(parse("width >= 44 @ high")?.priority, 750)
        XCTAssertEqual(parse("width >= 44 @ low")?.priority, 250)
        XCTAssertEqual(parse("width >= 44 @ 1")?.priority, 1)
        XCTAssertEqual(parse("width >= 44 @ 1000")?.priority, 1000)
        XCTAssertEqual(parse("width >= 44 @ 500.5")?.priority, 500.5)
        XCTAssertEqual(parse("width >= 44 @ 1000")?.isRequired, true)
        XCTAssertEqual(parse("width >= 44 @ 999")?.isRequired, false)
    }

    func testPriorityErrors() {
        assertFailure("width >= 44 @ 0", offset: 14, length: 1, "priority 0 is out of range; it is from 1 to 1000")
        assertFailure("width >= 44 @ 1001", offset: 14, length: 4, "priority 1001 is out of range; it is from 1 to 1000")
        assertFailure("width >= 44 @ -5", offset: 14, length: 2, "priority -5 is out of range; it is from 1 to 1000")
        assertFailure("width >= 44 @ hihg", offset: 14, length: 4, "unknown priority \"hihg\" (did you mean \"high\"?)")
        assertFailure("width >= 44 @ medium", offset: 14, length: 6,
                      "unknown priority \"medium\"; expected required, high, low or a number from 1 to 1000")
        assertFailure("width >= 44 @", offset: 13, length: 0,
                      "unexpected end; expected a priority after \"@\": required, high, low or a number from 1 to 1000")
    }

    // MARK: Whitespace

    func testWhitespaceInsensitive() {
        let expected = ConstraintSpec(first: Anchor(item: .this, attribute: .width), relation: .equal,
                                      second: Anchor(item: .guide(.parent), attribute: .width),
                                      multiplier: 0.5, constant: 8, priority: 750)
        for text in ["width == 0.5 * parent.width + 8 @ high",
                     "width==0.5*parent.width+8@high",
                     "  width\t==  0.5 *parent.width+ 8  @high  ",
                     "width == 0.5 * parent . width + 8 @ high",
                     "\u{00A0}width == 0.5 * parent.width + 8 @ high\n"] {
            XCTAssertEqual(parse(text), expected, text)
        }
        XCTAssertEqual(parse("leading==title.trailing-8")?.constant, -8)
    }

    // MARK: Errors, with where and a suggestion

    func testEmpty() {
        assertFailure("", offset: 0, length: 0,
                      "empty constraint; expected one like \"width >= 44\" or \"top == safeArea.top + 8\"")
        assertFailure("   ", offset: 0, length: 0,
                      "empty constraint; expected one like \"width >= 44\" or \"top == safeArea.top + 8\"")
    }

    func testMisspeltAttributes() {
        assertFailure("botom == safeArea.bottom", offset: 0, length: 5, "unknown attribute \"botom\" (did you mean \"bottom\"?)")
        assertFailure("bottom == safeArea.botom", offset: 19, length: 5, "unknown attribute \"botom\" (did you mean \"bottom\"?)")
        assertFailure("Width >= 44", offset: 0, length: 5, "unknown attribute \"Width\" (did you mean \"width\"?)")
        assertFailure("wïdth >= 44", offset: 0, length: 5, "unknown attribute \"wïdth\" (did you mean \"width\"?)")
        assertFailure("size >= 44", offset: 0, length: 4,
                      "unknown attribute \"size\"; expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY")
    }

    func testMisspeltRelations() {
        assertFailure("width = 44", offset: 6, length: 1, "unknown relation \"=\" (did you mean \"==\"?)")
        assertFailure("width => 44", offset: 6, length: 2, "unknown relation \"=>\" (did you mean \">=\"?)")
        assertFailure("width =< 44", offset: 6, length: 2, "unknown relation \"=<\" (did you mean \"<=\"?)")
        assertFailure("width > 44", offset: 6, length: 1, "unknown relation \">\" (did you mean \">=\"?)")
        assertFailure("width ≤ 44", offset: 6, length: 1, "unknown relation \"≤\" (did you mean \"<=\"?)")
        assertFailure("width != 44", offset: 6, length: 2,
                      "unknown relation \"!=\"; the relations are \"==\", \">=\" and \"<=\"")
        assertFailure("width 44", offset: 6, length: 1, "unexpected \"4\"; expected a relation, \"==\", \">=\" or \"<=\"")
    }

    func testGuidesAndElements() {
        assertFailure("top == safearea.top", ids: ["title"], offset: 7, length: 8,
                      "unknown element or guide \"safearea\" (did you mean \"safeArea\"?)")
        assertFailure("top == titel.bottom", ids: ["title", "buy"], offset: 7, length: 5,
                      "unknown element or guide \"titel\" (did you mean \"title\"?)")
        assertFailure("top == nowhere.bottom", ids: ["title"], offset: 7, length: 7,
                      "unknown element or guide \"nowhere\"")
        // Without the file's ids an unknown item is taken for an element.
        XCTAssertEqual(parse("top == nowhere.bottom")?.second?.item, .element("nowhere"))
        assertFailure("top == safeArea", offset: 7, length: 8,
                      "expected \".\" and an attribute after \"safeArea\", such as \"safeArea.top\"")
        assertFailure("top == title", ids: ["title"], offset: 7, length: 5,
                      "expected \".\" and an attribute after \"title\", such as \"title.top\"")
        assertFailure("top == safeArea.", offset: 16, length: 0,
                      "expected an attribute after \"safeArea.\", such as \"safeArea.top\"")
    }

    func testMalformedRightSides() {
        assertFailure("width ==", offset: 8, length: 0,
                      "unexpected end; expected a number or an item and attribute after \"==\"")
        assertFailure("== 44", offset: 0, length: 1,
                      "unexpected \"=\"; expected an attribute such as \"width\" or an item and attribute such as \"parent.width\"")
        assertFailure("width == parent.width * 0.5", offset: 22, length: 1,
                      "unexpected \"*\"; put the multiplier before the item, as in \"0.5 * parent.width\"")
        assertFailure("width == 0.5 *", offset: 14, length: 0,
                      "unexpected end; expected an item and attribute after \"*\", such as \"parent.width\"")
        assertFailure("width == parent.width +", offset: 23, length: 0, "unexpected end; expected a number after \"+\"")
        assertFailure("width == 44 + 8", offset: 12, length: 1,
                      "unexpected \"+\"; a constant alone takes no \"+\" or \"-\"; write the sum as one number")
        assertFailure("width >= 44pt", offset: 11, length: 2,
                      "unexpected \"pt\" after the number; constants are in points, without a unit")
        assertFailure("width >= 44 wide", offset: 12, length: 1,
                      "unexpected \"w\"; expected \"@\" and a priority, or the end of the constraint")
        assertFailure("width == 1e999", offset: 9, length: 5, "number 1e999 is out of range")
    }

    func testAxesMustAgree() {
        assertFailure("left == parent.top", offset: 8, length: 10,
                      "\"left\" is horizontal but \"parent.top\" is vertical; only width and height may be related across axes")
        assertFailure("centerY == 0.5 * parent.width", offset: 17, length: 12,
                      "\"centerY\" is vertical but \"parent.width\" is horizontal; only width and height may be related across axes")
        XCTAssertNotNil(parse("height == 0.75 * parent.width"))
    }

    func testDescriptionGivesTheColumn() {
        XCTAssertEqual(failure("width = 44")?.description, "column 7: unknown relation \"=\" (did you mean \"==\"?)")
    }

    func testAnchorDescriptions() {
        XCTAssertEqual(parse("leading == title.trailing")?.second?.description, "title.trailing")
        XCTAssertEqual(parse("width >= 44")?.first.description, "width")
    }
}
