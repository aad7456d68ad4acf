import XCTest
@testable import InsetCore

/// A drag starts without the solve's ambiguity pass, and from the layout on screen when given it:
/// its steps are the same either way.
final class EditingDragStartTests: XCTestCase {
    private typealias H = DocumentHarness

    /// `floating` has nothing placing it vertically: the full solve finds it ambiguous.
    private let ambiguousScreen = RuleHarness.document("""
        { "id": "title", "role": "text", "text": "Settings", "fontSize": 34,
          "constraints": ["leading == margins.leading", "top == safeArea.top + 8"] },
        { "id": "floating", "role": "view", "constraints": ["leading == margins.leading", "width == 40", "height == 40"] },
        { "id": "subtitle", "role": "text", "text": "Your account", "fontSize": 17,
          "constraints": ["leading == title.leading", "top == title.bottom + 4"] }
        """)

    private func ambiguousIDs(_ layout: SolvedLayout) -> [String] {
        layout.issues.compactMap { if case .ambiguous(let id, _, _) = $0 { id } else { nil } }
    }

    func testASessionSolvesTheSameFramesWithoutLookingForAmbiguity() throws {
        let doc = try H.document(ambiguousScreen)
        let env = try H.environment(for: doc)
        let solved = H.engine.solve(doc, in: env)
        XCTAssertEqual(ambiguousIDs(solved), ["floating"])
        let session = try DragSession(document: doc, elementID: "title", environment: env, engine: H.engine)
        XCTAssertEqual(session.start.elements, solved.elements)
        XCTAssertEqual(ambiguousIDs(session.start), [], "the session's own start skips the ambiguity pass")
    }

    func testASessionGivenTheLayoutOnScreenStartsFromItAndStepsAsWithout() throws {
        let doc = try H.document(ambiguousScreen)
        let env = try H.environment(for: doc)
        let onScreen = H.engine.solve(doc, in: env)
        let given = try DragSession(document: doc, elementID: "title", environment: env, engine: H.engine, start: onScreen)
        let own = try DragSession(document: doc, elementID: "title", environment: env, engine: H.engine)
        XCTAssertTrue(given.isLive)
        XCTAssertEqual(ambiguousIDs(given.start), ["floating"], "the given layout's issues are kept")
        for (dx, dy) in [(0.0, 12.0), (-5, 30), (8, -4)] {
            let a = try given.drag(dx: dx, dy: dy), b = try own.drag(dx: dx, dy: dy)
            XCTAssertEqual(a.elements.map(\.frame), b.elements.map(\.frame))
            XCTAssertEqual(ambiguousIDs(a), ["floating"])
        }
    }

    func testALayoutOfAnotherEnvironmentIsNotTakenAsTheStart() throws {
        let doc = try H.document(ambiguousScreen)
        let env = try H.environment(for: doc)
        let landscape = H.engine.solve(doc, in: try H.environment(for: doc, orientation: .landscape))
        let session = try DragSession(document: doc, elementID: "title", environment: env, engine: H.engine, start: landscape)
        XCTAssertEqual(session.start.elements, H.engine.solve(doc, in: env).elements)
    }
}
