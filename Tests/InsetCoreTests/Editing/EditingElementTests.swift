import XCTest
@testable import InsetCore

/// Setting keys, renaming, adding, deleting and moving elements in the tree, and what is refused.
final class EditingElementTests: XCTestCase {
    private typealias H = DocumentHarness

    // MARK: Keys

    func testRenameRewritesEveryReferenceAndNothingElse() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "title", "role": "text", "text": "T", "constraints": ["leading == margins.leading", "top == safeArea.top"] },
            { "id": "title-2", "role": "text", "text": "U", "constraints": ["leading==title.leading", "top == title .bottom + 1e1"] },
            { "id": "icon", "role": "image", "constraints": ["title.left == right + 4", "centerY == title-2.centerY", "width == 0.5 * title.height @ 300", "height == 10"],
              "variants": [ { "when": { "orientation": "landscape" }, "constraints": ["right == title.left - 8", "top == title.top", "width == 10", "height == 10"] } ] }
            """))
        let renamed = try EditCommand.set(element: "title", .id("heading")).applied(to: doc)
        XCTAssertNil(renamed.element(id: "title"))
        XCTAssertEqual(renamed.elements[0].id, "heading")
        XCTAssertEqual(renamed.element(id: "title-2")?.constraints, ["leading==heading.leading", "top == heading .bottom + 1e1"])
        let icon = try XCTUnwrap(renamed.element(id: "icon"))
        XCTAssertEqual(icon.constraints, ["heading.left == right + 4", "centerY == title-2.centerY", "width == 0.5 * heading.height @ 300", "height == 10"])
        XCTAssertEqual(icon.variants[0].constraints, ["right == heading.left - 8", "top == heading.top", "width == 10", "height == 10"])
    }

    func testARenameTheFormatWouldRefuseIsRefused() throws {
        let doc = try H.document()
        XCTAssertEqual(H.refusal(.set(element: "title", .id("close")), on: doc)?.description,
                       #"element "title": id: "close" is already the id of another element; ids are unique in the file"#)
        XCTAssertEqual(H.refusal(.set(element: "title", .id("safeArea")), on: doc)?.description,
                       #"element "title": id: "safeArea" is the name of a guide, so constraints can't refer to this element; choose another id"#)
        XCTAssertEqual(H.refusal(.set(element: "title", .id("2nd")), on: doc)?.description.hasPrefix(
            #"element "title": id: "2nd" is not a valid id"#), true)
        XCTAssertEqual(H.refusal(.set(element: "nope", .text("x")), on: doc), .noElement("nope"))
    }

    func testAnInvalidConstraintIsRefusedWithTheParsersMessage() throws {
        let doc = try H.document()
        let error = H.refusal(.set(element: "title", .constraints(["leading == margins.leading", "botom == safeArea.bottom"])), on: doc)
        guard case .invalidConstraint(let id, let listVariant, let index, let syntax) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertEqual([id, "\(String(describing: listVariant))", "\(index)"], ["title", "nil", "1"])
        var parserError: ConstraintSyntaxError?
        do { _ = try ConstraintParser.parse("botom == safeArea.bottom") } catch { parserError = error }
        XCTAssertEqual(syntax, parserError)
        XCTAssertEqual(error?.description,
                       #"element "title": constraint 2: column 1: unknown attribute "botom" (did you mean "bottom"?)"#)
        XCTAssertEqual(H.refusal(.set(element: "title", .constraints(["top == ghost.bottom"])), on: doc)?.description,
                       #"element "title": constraint 1: column 8: unknown element or guide "ghost""#)
        var variant = try XCTUnwrap(doc.element(id: "buy")).variants[0]
        variant.constraints = ["width == 240", "height = 50"]
        XCTAssertEqual(H.refusal(.set(element: "buy", .variants([variant])), on: doc)?.description,
                       #"element "buy": variant 1: constraint 2: column 8: unknown relation "=" (did you mean "=="?)"#)
    }

    func testKeysTheLoaderWouldRefuseAreRefused() throws {
        let doc = try H.document()
        XCTAssertEqual(H.refusal(.set(element: "title", .fontSize(0)), on: doc)?.description,
                       #"element "title": fontSize: expected a positive number of points, found 0"#)
        XCTAssertEqual(H.refusal(.set(element: "badge", .frame(Rect(x: 0, y: 0, width: -1, height: 4))), on: doc)?.description,
                       #"element "badge": frame: width is -1; it must be 0 or more"#)
        XCTAssertEqual(H.refusal(.set(element: "badge", .frame(Rect(x: .nan, y: 0, width: 1, height: 4))), on: doc)?.description,
                       #"element "badge": frame: x is nan; it must be a number of points"#)
    }

    func testEveryKeyCanBeSet() throws {
        let doc = try H.document()
        let variant = Variant(when: Condition(layoutDirection: .rtl), hidden: true)
        let edits: [ElementProperty] = [
            .role(.link), .text("Hello"), .fontSize(20), .frame(Rect(x: 1, y: 2, width: 3, height: 4)),
            .constraints(["leading == margins.leading", "top == subtitle.bottom"]), .variants([variant]),
            .hidden(true), .ignore(["touch-target-size"]), .symbol("gear"),
        ]
        var edited = doc
        for property in edits { edited = try EditCommand.set(element: "title", property).applied(to: edited) }
        let title = try XCTUnwrap(edited.element(id: "title"))
        XCTAssertEqual(title.role, .link)
        XCTAssertEqual(title.text, "Hello")
        XCTAssertEqual(title.fontSize, 20)
        XCTAssertEqual(title.frame, Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(title.constraints, ["leading == margins.leading", "top == subtitle.bottom"])
        XCTAssertEqual(title.variants, [variant])
        XCTAssertEqual(title.hidden, true)
        XCTAssertEqual(title.ignore, ["touch-target-size"])
        XCTAssertEqual(title.symbol, "gear")
        // What was set is what a save writes and a load reads back.
        XCTAssertEqual(try RuleHarness.load(H.text(edited)).withoutLocations, edited.withoutLocations)
    }

    // MARK: Adding, deleting, moving in the tree

    func testAddingPutsTheElementWhereAsked() throws {
        let doc = try H.document()
        let star = Element(id: "star", role: .image, frame: Rect(x: 0, y: 0, width: 8, height: 8))
        let added = try EditCommand.add(star, parent: "badge", index: 0).applied(to: doc)
        XCTAssertEqual(added.element(id: "badge")?.children.map(\.id), ["star", "dot"])
        let top = try EditCommand.add(star, parent: nil, index: 1).applied(to: doc)
        XCTAssertEqual(top.elements.map(\.id), ["title", "star", "close", "subtitle", "tag", "badge", "buy"])
        XCTAssertEqual(H.refusal(.add(star, parent: "badge", index: 2), on: doc)?.description,
                       #"element "star": index: 2 is outside the list, which has 1 element"#)
        XCTAssertEqual(H.refusal(.add(Element(id: "dot", role: .view), parent: nil, index: 0), on: doc)?.description,
                       #"element "dot": id: "dot" is already the id of another element; ids are unique in the file"#)
        let nested = Element(id: "pair", role: .view, children: [Element(id: "pair", role: .view)])
        XCTAssertNotNil(H.refusal(.add(nested, parent: nil, index: 0), on: doc))
        let broken = Element(id: "x", role: .view, constraints: ["top == ghost.top"])
        XCTAssertEqual(H.refusal(.add(broken, parent: nil, index: 0), on: doc)?.description,
                       #"element "x": constraint 1: column 8: unknown element or guide "ghost""#)
        XCTAssertEqual(H.refusal(.add(star, parent: "ghost", index: 0), on: doc), .noElement("ghost"))
    }

    func testDeletingRemovesTheConstraintsThatNameItAndSaysWhichFirst() throws {
        let doc = try H.document()
        XCTAssertEqual(doc.constraints(referringTo: "title").map(\.description), [
            "close: constraint 2: centerY == title.centerY",
            "subtitle: constraint 1: leading == title.leading",
            "subtitle: constraint 2: top == title.bottom+4",
        ])
        let deleted = try EditCommand.delete(element: "title").applied(to: doc)
        XCTAssertNil(deleted.element(id: "title"))
        XCTAssertEqual(deleted.element(id: "close")?.constraints, ["trailing == margins.trailing", "width == 44", "height == 44"])
        XCTAssertEqual(deleted.element(id: "subtitle")?.constraints, [])
        // The result is a file the loader takes.
        XCTAssertNoThrow(try RuleHarness.load(H.text(deleted)))
    }

    func testDeletingAParentTakesItsChildrenAndTheirReferences() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "card", "role": "view", "frame": [0, 0, 100, 100], "children": [ { "id": "label", "role": "text", "frame": [0, 0, 10, 10] } ] },
            { "id": "other", "role": "view", "constraints": ["top == label.bottom", "left == 0", "width == 1", "height == 1"],
              "variants": [ { "when": { "orientation": "landscape" }, "constraints": ["top == card.top", "left == 0"] } ] }
            """))
        XCTAssertEqual(doc.constraints(referringTo: "card").count, 2)
        let deleted = try EditCommand.delete(element: "card").applied(to: doc)
        XCTAssertEqual(deleted.elements.map(\.id), ["other"])
        XCTAssertEqual(deleted.elements[0].constraints, ["left == 0", "width == 1", "height == 1"])
        XCTAssertEqual(deleted.elements[0].variants[0].constraints, ["left == 0"])
    }

    func testReparentingMovesInTheTreeAndRefusesCycles() throws {
        let doc = try H.document()
        let moved = try EditCommand.reparent(element: "tag", parent: "badge", index: 1).applied(to: doc)
        XCTAssertEqual(moved.element(id: "badge")?.children.map(\.id), ["dot", "tag"])
        XCTAssertEqual(moved.elements.map(\.id), ["title", "close", "subtitle", "badge", "buy"])
        let reordered = try EditCommand.reparent(element: "buy", parent: nil, index: 0).applied(to: doc)
        XCTAssertEqual(reordered.elements.map(\.id), ["buy", "title", "close", "subtitle", "tag", "badge"])
        let out = try EditCommand.reparent(element: "dot", parent: nil, index: 6).applied(to: doc)
        XCTAssertEqual(out.elements.map(\.id).last, "dot")
        XCTAssertEqual(out.element(id: "badge")?.children, [])

        XCTAssertEqual(H.refusal(.reparent(element: "badge", parent: "dot", index: 0), on: doc)?.description,
                       #"element "badge" can't be put inside "dot", which is inside it"#)
        XCTAssertEqual(H.refusal(.reparent(element: "badge", parent: "badge", index: 0), on: doc)?.description,
                       #"element "badge" can't be put inside itself"#)
        XCTAssertEqual(H.refusal(.reparent(element: "tag", parent: nil, index: 9), on: doc)?.description,
                       #"element "tag": index: 9 is outside the list, which has 5 elements"#)
        XCTAssertEqual(H.refusal(.reparent(element: "tag", parent: "ghost", index: 0), on: doc), .noElement("ghost"))
    }

    func testActionNames() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        let names: [(EditCommand, String)] = [
            (.move(element: "close", dx: 1, dy: 0, in: env), "Move “close”"),
            (.resize(element: "close", handle: .left, dx: 1, dy: 0, frame: .zero, in: env), "Resize “close”"),
            (.set(element: "close", .id("dismiss")), "Rename “close” to “dismiss”"),
            (.set(element: "close", .hidden(true)), "Hide “close”"),
            (.set(element: "close", .text("x")), "Change Text of “close”"),
            (.add(Element(id: "x", role: .view), parent: nil, index: 0), "Add “x”"),
            (.delete(element: "close"), "Delete “close”"),
            (.reparent(element: "close", parent: "badge", index: 0), "Move “close” into “badge”"),
            (.reparent(element: "dot", parent: "badge", index: 0), "Reorder “dot”"),
            (.reparent(element: "dot", parent: nil, index: 0), "Move “dot” to the Top Level"),
            (.applyFix(Fix(summary: "set width and height to 44", elementID: "close", edits: [])), "Apply fix: set width and height to 44"),
        ]
        for (command, name) in names { XCTAssertEqual(command.actionName(in: doc), name) }
    }
}
