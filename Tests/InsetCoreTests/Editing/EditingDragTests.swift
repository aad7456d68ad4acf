import Foundation
import XCTest
@testable import InsetCore

/// A drag follows the pointer, carries what is attached along, and ends in an edit that re-solves
/// to where the element was dropped.
final class EditingDragTests: XCTestCase {
    private typealias H = DocumentHarness

    func testADragMovesAConstraintPlacedElementAndItsEditReproducesIt() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        let session = try DragSession(document: doc, elementID: "title", environment: env, engine: H.engine)
        let start = try XCTUnwrap(session.start.element(id: "title")).frame
        let subtitle = try XCTUnwrap(session.start.element(id: "subtitle")).frame
        var last: SolvedLayout?
        for step in 1...5 {
            last = try session.drag(dx: Double(step) * 3, dy: Double(step) * 10)
            XCTAssertFrame(try XCTUnwrap(last?.element(id: "title")).frame, start.offsetBy(dx: Double(step) * 3, dy: Double(step) * 10))
        }
        XCTAssertFrame(try XCTUnwrap(last?.element(id: "subtitle")).frame, subtitle.offsetBy(dx: 15, dy: 50))
        XCTAssertEqual(session.command, .move(element: "title", dx: 15, dy: 50, in: env))

        var history = DocumentHistory(document: doc)
        try history.perform(session.command)
        XCTAssertEqual(history.document.element(id: "title")?.constraints, ["leading == margins.leading + 15", "top == safeArea.top + 58"])
        let resolved = H.engine.solve(history.document, in: env)
        for element in try XCTUnwrap(last).elements {
            XCTAssertFrame(try XCTUnwrap(resolved.element(id: element.id)).frame, element.frame)
        }
        history.undo()
        XCTAssertEqual(history.document, doc)
    }

    func testADragInRightToLeftReproducesItsPosition() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc, rtl: true)
        let session = try DragSession(document: doc, elementID: "buy", environment: env, engine: H.engine)
        let dragged = try session.drag(dx: -12, dy: -30)
        let start = try XCTUnwrap(session.start.element(id: "buy")).frame
        XCTAssertFrame(try XCTUnwrap(dragged.element(id: "buy")).frame, start.offsetBy(dx: -12, dy: -30))
        let edited = try session.command.applied(to: doc)
        XCTAssertFrame(try H.frame("buy", of: edited, in: env), start.offsetBy(dx: -12, dy: -30))
    }

    func testADragAlongAnAxisNothingPlacesIsRefusedAndTheLastStepStays() throws {
        let doc = try H.document(RuleHarness.document("""
            { "id": "a", "role": "view", "constraints": ["top == 100", "left == 0", "width == 10", "height == 10"] },
            { "id": "b", "role": "view", "constraints": ["top == 200", "width == 10", "height == 10"] }
            """))
        let env = try H.environment(for: doc)
        XCTAssertThrowsError(try DragSession(document: doc, elementID: "ghost", environment: env, engine: H.engine))
        let session = try DragSession(document: doc, elementID: "b", environment: env, engine: H.engine)
        try session.drag(dx: 0, dy: 5)
        XCTAssertThrowsError(try session.drag(dx: 5, dy: 5))
        XCTAssertEqual(session.command, .move(element: "b", dx: 0, dy: 5, in: env))
        XCTAssertEqual(session.layout.element(id: "b")?.frame.y, 205)
    }

    func testAFramePlacedElementIsDraggedByItsFrame() throws {
        let doc = try H.document()
        let env = try H.environment(for: doc)
        let session = try DragSession(document: doc, elementID: "badge", environment: env, engine: H.engine)
        let layout = try session.drag(dx: 7, dy: -3)
        for id in ["badge", "dot"] {
            XCTAssertFrame(try XCTUnwrap(layout.element(id: id)).frame,
                           try XCTUnwrap(session.start.element(id: id)).frame.offsetBy(dx: 7, dy: -3))
        }
        XCTAssertEqual(try session.command.applied(to: doc).element(id: "badge")?.frame, Rect(x: 17, y: 197, width: 30, height: 30))
    }

    /// The benchmark's screen (`inset-bench drag`) does what it says: rows below the dragged one follow.
    func testTheBenchmarkLayoutDragsEveryRowBelow() throws {
        let doc = DragBenchmark.rowsLayout(rows: 6)
        let env = try H.environment(for: doc)
        let session = try DragSession(document: doc, elementID: "label3", environment: env, engine: H.engine)
        let layout = try session.drag(dx: 0, dy: 7)
        for id in ["label2", "switch2"] {
            XCTAssertEqual(layout.element(id: id)?.frame, session.start.element(id: id)?.frame)
        }
        for id in ["label3", "switch3", "label5", "switch5"] {
            XCTAssertFrame(try XCTUnwrap(layout.element(id: id)).frame,
                           try XCTUnwrap(session.start.element(id: id)).frame.offsetBy(dx: 0, dy: 7))
        }
    }
}
