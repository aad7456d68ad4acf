import XCTest
@testable import InsetCore

/// Moves and resizes change frames or constants so the re-solved layout lands where the designer put it.
final class EditingMoveAndResizeTests: XCTestCase {
    private typealias H = DocumentHarness

    func testMovingAConstraintPlacedElementChangesItsOwnConstants() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        let moved = try EditCommand.move(element: "title", dx: 10, dy: 5, in: env).applied(to: doc)
        XCTAssertEqual(moved.element(id: "title")?.constraints, ["leading == margins.leading + 10", "top == safeArea.top + 13"])
        // What is attached to the title follows it; its constraints are untouched.
        XCTAssertEqual(moved.element(id: "subtitle")?.constraints, doc.element(id: "subtitle")?.constraints)
        XCTAssertEqual(moved.element(id: "close")?.constraints, doc.element(id: "close")?.constraints)
        for id in ["title", "subtitle"] {
            XCTAssertFrame(try H.frame(id, of: moved, in: env), try H.frame(id, of: doc, in: env).offsetBy(dx: 10, dy: 5))
        }
    }

    func testMovingBackToZeroDropsTheConstantAndKeepsTheSpacingAsWritten() throws {
        let doc = try H.document()
        let moved = try EditCommand.move(element: "subtitle", dx: 3, dy: -4, in: nil).applied(to: doc)
        XCTAssertEqual(moved.element(id: "subtitle")?.constraints, ["leading == title.leading + 3", "top == title.bottom"])
        let back = try EditCommand.move(element: "subtitle", dx: -3, dy: 0, in: nil).applied(to: moved)
        XCTAssertEqual(back.element(id: "subtitle")?.constraints, ["leading == title.leading", "top == title.bottom"])
        let down = try EditCommand.move(element: "subtitle", dx: 0, dy: 10, in: nil).applied(to: doc)
        XCTAssertEqual(down.element(id: "subtitle")?.constraints, ["leading == title.leading", "top == title.bottom+14"])
    }

    func testRightToLeftMirrorsLeadingAndTrailingConstants() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc, rtl: true)
        let moved = try EditCommand.move(element: "title", dx: -10, dy: 0, in: env).applied(to: doc)
        // In right-to-left, leading is the right edge and the engine negates its constant: moving
        // left by 10 is a leading constant 10 larger.
        XCTAssertEqual(moved.element(id: "title")?.constraints, ["leading == margins.leading + 10", "top == safeArea.top + 8"])
        XCTAssertFrame(try H.frame("title", of: moved, in: env), try H.frame("title", of: doc, in: env).offsetBy(dx: -10, dy: 0))
    }

    func testAConstraintToAnotherElementsLeftEdgeMovesByAddingTheDistance() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        let moved = try EditCommand.move(element: "tag", dx: -4, dy: 2, in: env).applied(to: doc)
        XCTAssertEqual(moved.element(id: "tag")?.constraints,
                       ["right == close.left - 12", "centerY == close.centerY + 2", "width == 20", "height == 20 @ high"])
        XCTAssertFrame(try H.frame("tag", of: moved, in: env), try H.frame("tag", of: doc, in: env).offsetBy(dx: -4, dy: 2))
    }

    func testAConstraintWrittenInAnotherElementThatPlacesThisOneMovesToo() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "a", "role": "view", "constraints": ["width == 40", "height == 40", "top == safeArea.top"] },
            { "id": "b", "role": "view", "constraints": ["a.left == margins.left + 20", "left == a.right", "top == a.top", "width == 10", "height == 10"] }
            """))
        let env = try H.environment(for: doc)
        let moved = try EditCommand.move(element: "a", dx: 5, dy: 0, in: env).applied(to: doc)
        XCTAssertEqual(moved.element(id: "b")?.constraints?.first, "a.left == margins.left + 25")
        XCTAssertFrame(try H.frame("a", of: moved, in: env), try H.frame("a", of: doc, in: env).offsetBy(dx: 5, dy: 0))
        XCTAssertFrame(try H.frame("b", of: moved, in: env), try H.frame("b", of: doc, in: env).offsetBy(dx: 5, dy: 0))
    }

    func testMovingAFramePlacedElementMovesItsFrame() throws {
        let doc = try H.document()
        let moved = try EditCommand.move(element: "dot", dx: 1.5, dy: -2, in: nil).applied(to: doc)
        XCTAssertEqual(moved.element(id: "dot")?.frame, Rect(x: 3.5, y: 0, width: 4, height: 4))
        XCTAssertEqual(moved.element(id: "badge")?.frame, doc.element(id: "badge")?.frame)
    }

    func testMovingWhereAVariantIsInForceEditsTheVariant() throws {
        let doc = try H.document()
        let landscape = try H.environment(for: doc, orientation: .landscape)
        let moved = try EditCommand.move(element: "buy", dx: -20, dy: 0, in: landscape).applied(to: doc)
        let buy = try XCTUnwrap(moved.element(id: "buy"))
        XCTAssertEqual(buy.constraints, doc.element(id: "buy")?.constraints, "the element's own list is not in force here")
        XCTAssertEqual(buy.variants[0].constraints,
                       ["trailing == margins.trailing - 20", "width == 240", "bottom == safeArea.bottom - 8", "height == 50"])
        XCTAssertFrame(try H.frame("buy", of: moved, in: landscape), try H.frame("buy", of: doc, in: landscape).offsetBy(dx: -20, dy: 0))
    }

    func testAStretchedElementMovesBothEdges() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        let moved = try EditCommand.move(element: "buy", dx: 4, dy: -6, in: env).applied(to: doc)
        XCTAssertEqual(moved.element(id: "buy")?.constraints,
                       ["leading == margins.leading + 4", "trailing == margins.trailing + 4", "bottom == safeArea.bottom - 14", "height == 50"])
        XCTAssertFrame(try H.frame("buy", of: moved, in: env), try H.frame("buy", of: doc, in: env).offsetBy(dx: 4, dy: -6))
    }

    func testInequalitiesTranslateWithTheElement() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "a", "role": "view", "constraints": ["left >= margins.left", "left == 30 @ low", "top == 100", "width == 10", "height == 10"] }
            """))
        let env = try H.environment(for: doc)
        let moved = try EditCommand.move(element: "a", dx: -25, dy: 0, in: env).applied(to: doc)
        XCTAssertEqual(moved.element(id: "a")?.constraints,
                       ["left >= margins.left - 25", "left == 5 @ low", "top == 100", "width == 10", "height == 10"])
        XCTAssertFrame(try H.frame("a", of: moved, in: env), try H.frame("a", of: doc, in: env).offsetBy(dx: -25, dy: 0))
    }

    func testAnElementNothingPlacesAlongTheAxisCantMoveAlongIt() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "a", "role": "view", "constraints": ["top == 100", "width == 10", "height == 10"] }
            """))
        let error = H.refusal(.move(element: "a", dx: 5, dy: 0, in: nil), on: doc)
        XCTAssertEqual(error, .notPlaced(elementID: "a", axis: .horizontal))
        XCTAssertEqual(error?.description.hasPrefix("element \"a\": nothing places it horizontally"), true)
        XCTAssertEqual(try EditCommand.move(element: "a", dx: 0, dy: 5, in: nil).applied(to: doc)
            .element(id: "a")?.constraints?.first, "top == 105")
        XCTAssertEqual(H.refusal(.move(element: "ghost", dx: 1, dy: 0, in: nil), on: doc), .noElement("ghost"))
    }

    // MARK: Resizing

    func testResizingByTheRightHandleMovesTheTrailingEdgeAndTheWidth() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        let before = try H.frame("close", of: doc, in: env)
        let resized = try EditCommand.resize(element: "close", handle: .right, dx: 6, dy: 9, frame: before, in: env).applied(to: doc)
        XCTAssertEqual(resized.element(id: "close")?.constraints,
                       ["trailing == margins.trailing + 6", "centerY == title.centerY", "width == 50", "height == 44"])
        XCTAssertFrame(try H.frame("close", of: resized, in: env),
                       Rect(x: before.x, y: before.y, width: before.width + 6, height: before.height))
    }

    func testResizingACornerOfAPinnedElementMovesEdgeConstants() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        let before = try H.frame("buy", of: doc, in: env)
        let resized = try EditCommand.resize(element: "buy", handle: .topLeft, dx: 10, dy: -20, frame: before, in: env).applied(to: doc)
        XCTAssertEqual(resized.element(id: "buy")?.constraints,
                       ["leading == margins.leading + 10", "trailing == margins.trailing", "bottom == safeArea.bottom - 8", "height == 70"])
        XCTAssertFrame(try H.frame("buy", of: resized, in: env),
                       Rect(x: before.x + 10, y: before.y - 20, width: before.width - 10, height: before.height + 20))
    }

    func testResizingTextSizedByItsContentSetsItsWidth() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        let before = try H.frame("title", of: doc, in: env)
        let resized = try EditCommand.resize(element: "title", handle: .right, dx: 20, dy: 0, frame: before, in: env).applied(to: doc)
        XCTAssertEqual(resized.element(id: "title")?.constraints,
                       ["leading == margins.leading", "top == safeArea.top + 8", "width == \(ConstraintText.number(ElementMotion.rounded(before.width + 20)))"])
        XCTAssertFrame(try H.frame("title", of: resized, in: env),
                       Rect(x: before.x, y: before.y, width: before.width + 20, height: before.height))
    }

    func testResizingAFramePlacedElementChangesItsFrame() throws {
        let doc = try H.document()
        let resized = try EditCommand.resize(element: "badge", handle: .bottomLeft, dx: -5, dy: 10, frame: .zero, in: nil).applied(to: doc)
        XCTAssertEqual(resized.element(id: "badge")?.frame, Rect(x: 5, y: 200, width: 35, height: 40))
        let error = H.refusal(.resize(element: "badge", handle: .right, dx: -31, dy: 0, frame: .zero, in: nil), on: doc)
        XCTAssertEqual(error?.description, "element \"badge\": width: it would be -1; it must be 0 or more")
    }
}
