import XCTest
@testable import InsetCore

/// A finding's fix is one undo step that makes the finding go away.
final class EditingFixTests: XCTestCase {
    func testApplyingAFixIsOneStepAndClearsTheFinding() throws {
        let doc = try RuleHarness.load(RuleHarness.document("""
            { "id": "close", "role": "button", "symbol": "xmark",
              "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 30", "height == 30"] }
            """))
        let env = try DocumentHarness.environment(for: doc)
        let checker = Checker(engine: DocumentHarness.engine, registry: .standard)
        let touch = { (document: LayoutDocument) in checker.check(document, in: [env]).filter { $0.rule == "touch-target-size" } }
        let finding = try XCTUnwrap(touch(doc).first)
        let fix = try XCTUnwrap(finding.fix)

        var history = DocumentHistory(document: doc)
        XCTAssertTrue(try history.perform(.applyFix(fix)))
        XCTAssertEqual(history.undoActionName, "Apply fix: set width and height to at least 44")
        XCTAssertEqual(touch(history.document), [])

        history.undo()
        XCTAssertFalse(history.canUndo, "the fix was one step")
        XCTAssertEqual(try DocumentHarness.text(history.document), try DocumentHarness.text(doc))
        XCTAssertEqual(touch(history.document), [finding])
    }

    func testAFixForAnElementThatIsGoneIsRefused() throws {
        let doc = try DocumentHarness.document()
        let fix = Fix(summary: "grow", elementID: "ghost", edits: [.setFontSize(20)])
        XCTAssertEqual(DocumentHarness.refusal(.applyFix(fix), on: doc)?.description,
                       #"the fix no longer applies: no element "ghost" to fix"#)
    }
}
