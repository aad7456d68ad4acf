import XCTest
@testable import InsetCore

/// Undo gives back the document byte for byte, redo does the step again, a gesture is one step,
/// and the dirty flag follows the save point.
final class EditingHistoryTests: XCTestCase {
    private typealias H = DocumentHarness

    /// One command of every kind, each valid on the harness's screen.
    private func everyCommand(_ doc: LayoutDocument) throws -> [EditCommand] {
        let env = try H.environment(for: doc)
        let rtl = try H.environment(for: doc, rtl: true)
        let landscape = try H.environment(for: doc, orientation: .landscape)
        let close = try H.frame("close", of: doc, in: env)
        let title = try H.frame("title", of: doc, in: env)
        return [
            .move(element: "title", dx: 0.1, dy: 0.2, in: env),
            .move(element: "title", dx: -7, dy: 0, in: rtl),
            .move(element: "tag", dx: 3, dy: 3, in: env),
            .move(element: "dot", dx: 1, dy: 1, in: nil),
            .move(element: "buy", dx: -20, dy: 4, in: landscape),
            .resize(element: "close", handle: .bottomLeft, dx: -4, dy: 6, frame: close, in: env),
            .resize(element: "title", handle: .right, dx: 12.5, dy: 0, frame: title, in: env),
            .resize(element: "badge", handle: .top, dx: 0, dy: -5, frame: .zero, in: nil),
            .set(element: "title", .id("heading")),
            .set(element: "title", .role(.button)),
            .set(element: "title", .text(nil)),
            .set(element: "title", .fontSize(12)),
            .set(element: "title", .frame(Rect(x: 1, y: 2, width: 3, height: 4))),
            .set(element: "title", .constraints(["leading == margins.leading", "top == safeArea.top"])),
            .set(element: "title", .variants([Variant(when: Condition(orientation: .landscape), hidden: true)])),
            .set(element: "title", .hidden(true)),
            .set(element: "title", .ignore(["touch-target-size"])),
            .set(element: "title", .symbol("star")),
            .add(Element(id: "new", role: .view, frame: Rect(x: 0, y: 0, width: 1, height: 1)), parent: "badge", index: 1),
            .delete(element: "title"),
            .delete(element: "badge"),
            .reparent(element: "tag", parent: "badge", index: 0),
            .reparent(element: "dot", parent: nil, index: 0),
            .applyFix(Fix(summary: "set width to at least 60", elementID: "close",
                          edits: [.setConstraint(attribute: .width, constraint: "width >= 60")])),
        ]
    }

    func testEveryEditUndoesByteForByteAndRedoes() throws {
        let doc = try H.document()
        let original = try H.text(doc)
        for command in try everyCommand(doc) {
            var history = DocumentHistory(document: doc)
            XCTAssertTrue(try history.perform(command), "\(command) changed nothing")
            let edited = history.document
            XCTAssertEqual(edited, try command.applied(to: doc))
            XCTAssertNotEqual(try H.text(edited), original, "\(command)")
            XCTAssertEqual(history.undo(), command.actionName(in: doc))
            XCTAssertEqual(try H.text(history.document), original, "\(command)")
            XCTAssertEqual(history.document, doc, "\(command) didn't undo exactly")
            XCTAssertFalse(history.canUndo)
            XCTAssertEqual(history.redo(), command.actionName(in: doc))
            XCTAssertEqual(history.document, edited, "\(command) didn't redo exactly")
            XCTAssertNoThrow(try RuleHarness.load(H.text(edited)), "\(command) made a file that doesn't load")
        }
    }

    func testStepsUndoAndRedoInOrder() throws {
        var history = DocumentHistory(document: try H.document())
        let states = [history.document]
        try history.perform(.move(element: "dot", dx: 1, dy: 0, in: nil))
        try history.perform(.set(element: "dot", .id("spot")))
        try history.perform(.delete(element: "spot"))
        XCTAssertEqual(history.undoActionName, "Delete “spot”")
        XCTAssertNil(history.redoActionName)
        var seen = [history.document]
        while history.canUndo { history.undo(); seen.append(history.document) }
        XCTAssertEqual(seen.last, states.first)
        XCTAssertEqual(history.redoActionName, "Move “dot”")
        while history.canRedo { history.redo() }
        XCTAssertEqual(history.document, seen.first)
        XCTAssertNil(history.redo())

        // A new edit after undoing drops what could have been redone.
        history.undo()
        try history.perform(.set(element: "spot", .hidden(true)))
        XCTAssertFalse(history.canRedo)
        XCTAssertEqual(history.undoActionName, "Hide “spot”")
    }

    func testAnEditThatChangesNothingIsNoStep() throws {
        var history = DocumentHistory(document: try H.document())
        XCTAssertFalse(try history.perform(.move(element: "title", dx: 0, dy: 0, in: nil)))
        XCTAssertFalse(try history.perform(.set(element: "title", .text("Settings"))))
        XCTAssertFalse(try history.perform(.reparent(element: "title", parent: nil, index: 0)))
        XCTAssertFalse(history.canUndo)
        XCTAssertFalse(history.isDirty)
    }

    func testARefusedEditChangesNothing() throws {
        let doc = try H.document()
        var history = DocumentHistory(document: doc)
        XCTAssertThrowsError(try history.perform(.set(element: "title", .constraints(["wdth == 4"]))))
        XCTAssertEqual(history.document, doc)
        XCTAssertFalse(history.canUndo)
        XCTAssertFalse(history.isDirty)
    }

    func testADragIsOneUndoStep() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        var history = DocumentHistory(document: doc)
        history.beginGesture()
        for step in 1...30 {
            try history.updateGesture(.move(element: "close", dx: Double(step) * 0.7, dy: -Double(step), in: env))
        }
        XCTAssertTrue(history.isInGesture)
        XCTAssertTrue(history.isDirty)
        // A refused update leaves the last good one showing.
        let shown = history.document
        XCTAssertThrowsError(try history.updateGesture(.move(element: "ghost", dx: 1, dy: 1, in: env)))
        XCTAssertEqual(history.document, shown)
        history.endGesture()
        XCTAssertEqual(history.document, try EditCommand.move(element: "close", dx: 21, dy: -30, in: env).applied(to: doc))
        XCTAssertEqual(history.undoActionName, "Move “close”")
        history.undo()
        XCTAssertEqual(history.document, doc)
        XCTAssertFalse(history.canUndo, "thirty updates are one step")
        XCTAssertFalse(history.isDirty)
        history.redo()
        XCTAssertEqual(history.document, shown)
    }

    func testACancelledOrMotionlessGestureLeavesNoStep() throws {
        let doc = try H.document()
        var history = DocumentHistory(document: doc)
        history.beginGesture()
        try history.updateGesture(.move(element: "dot", dx: 5, dy: 5, in: nil))
        history.cancelGesture()
        XCTAssertEqual(history.document, doc)
        XCTAssertFalse(history.canUndo)
        history.beginGesture()
        try history.updateGesture(.move(element: "dot", dx: 5, dy: 5, in: nil))
        try history.updateGesture(.move(element: "dot", dx: 0, dy: 0, in: nil))
        history.endGesture()
        XCTAssertFalse(history.canUndo)
        XCTAssertFalse(history.isDirty)
    }

    func testDirtyFollowsTheSavePoint() throws {
        var history = DocumentHistory(document: try H.document())
        XCTAssertFalse(history.isDirty)
        try history.perform(.move(element: "dot", dx: 1, dy: 0, in: nil))
        XCTAssertTrue(history.isDirty)
        history.undo()
        XCTAssertFalse(history.isDirty, "undoing back to the save point is clean")
        history.redo()
        XCTAssertTrue(history.isDirty)
        history.markSaved()
        XCTAssertFalse(history.isDirty)
        history.undo()
        XCTAssertTrue(history.isDirty, "before the save point is dirty too")
        history.redo()
        XCTAssertFalse(history.isDirty)

        // Once the saved state is dropped from the redo stack, no undo reaches it again.
        history.undo()
        try history.perform(.move(element: "dot", dx: 0, dy: 1, in: nil))
        XCTAssertTrue(history.isDirty)
        history.undo()
        XCTAssertTrue(history.isDirty)
    }
}
