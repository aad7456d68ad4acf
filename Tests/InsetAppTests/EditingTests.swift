import Foundation
@testable import InsetApp
import InsetCore
import InsetText
import XCTest
import InsetTestSupport

/// Editing through the inspector's model: one-click fixes, undo and redo, the dirty flag and saving.
final class EditingTests: XCTestCase {
    func onMain(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated { try body() }
    }

    /// A copy of the widget fixture in a fresh folder, so saving doesn't touch the fixture.
    func copyOfWidget() throws -> String {
        let source = Bundle.module.url(forResource: "Fixtures/widget.inset.json", withExtension: nil)!
        let dir = Scratch.root.appendingPathComponent("inset-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("widget.inset.json")
        try FileManager.default.copyItem(at: source, to: copy)
        return copy.path
    }

    @MainActor
    func openWidget() throws -> (Inspector, String) {
        let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer)
        let path = try copyOfWidget()
        XCTAssertTrue(inspector.open(path: path))
        return (inspector, path)
    }

    @MainActor
    func smallFontFix(_ inspector: Inspector) -> Fix? {
        inspector.panel.sections.flatMap(\.rows).first { $0.rule == "widget-min-font" }?.fix
    }

    func testApplyingAFixIsOneUndoStepAndTheFindingGoesAway() throws {
        try onMain {
            let (inspector, _) = try openWidget()
            var changes: [Inspector.Change] = []
            inspector.observe { changes.append($0) }
            XCTAssertFalse(inspector.isDirty)
            XCTAssertFalse(inspector.canUndo)
            let fix = try XCTUnwrap(smallFontFix(inspector), "the small text's row offers a fix")
            XCTAssertEqual(fix.elementID, "place")

            try inspector.applyFix(fix)
            XCTAssertEqual(inspector.document?.element(id: "place")?.fontSize, 11)
            XCTAssertNil(smallFontFix(inspector))
            XCTAssertFalse(inspector.findings.contains { $0.rule == "widget-min-font" })
            XCTAssertTrue(inspector.isDirty)
            XCTAssertTrue(inspector.canUndo)
            XCTAssertFalse(inspector.canRedo)
            XCTAssertTrue(changes.contains { $0.contains(.document) && $0.contains(.layout) })

            XCTAssertNotNil(inspector.undo())
            XCTAssertEqual(inspector.document?.element(id: "place")?.fontSize, 9)
            XCTAssertNotNil(smallFontFix(inspector), "undo brings the finding back")
            XCTAssertFalse(inspector.isDirty, "undoing to the save point is clean")
            XCTAssertFalse(inspector.canUndo)
            XCTAssertTrue(inspector.canRedo)

            XCTAssertNotNil(inspector.redo())
            XCTAssertEqual(inspector.document?.element(id: "place")?.fontSize, 11)
            XCTAssertNil(smallFontFix(inspector))
            XCTAssertTrue(inspector.isDirty)
            XCTAssertNil(inspector.redo(), "nothing left to redo")
        }
    }

    func testSavingWritesTheFileAndMakesTheDocumentClean() throws {
        try onMain {
            let (inspector, path) = try openWidget()
            try inspector.applyFix(try XCTUnwrap(smallFontFix(inspector)))
            try inspector.save()
            XCTAssertFalse(inspector.isDirty)
            XCTAssertEqual(inspector.checkDisk(), .unchanged, "our own save is not someone else's change")

            let reread = try LayoutDocument.load(from: URL(fileURLWithPath: path))
            XCTAssertEqual(reread.element(id: "place")?.fontSize, 11)
            inspector.undo()
            XCTAssertTrue(inspector.isDirty, "undoing past the save point is a change")
        }
    }

    func testSaveAsMovesTheDocumentToTheNewFile() throws {
        try onMain {
            let (inspector, path) = try openWidget()
            try inspector.applyFix(try XCTUnwrap(smallFontFix(inspector)))
            let other = (path as NSString).deletingLastPathComponent + "/copy.inset.json"
            try inspector.save(to: other)
            XCTAssertEqual(inspector.path, other)
            XCTAssertFalse(inspector.isDirty)
            XCTAssertEqual(try LayoutDocument.load(from: URL(fileURLWithPath: other)).element(id: "place")?.fontSize, 11)
            XCTAssertEqual(try LayoutDocument.load(from: URL(fileURLWithPath: path)).element(id: "place")?.fontSize, 9,
                           "the original file is untouched")
        }
    }

    func testAFileChangedOnDiskIsAConflictAndStaysDirty() throws {
        try onMain {
            let (inspector, path) = try openWidget()
            try inspector.applyFix(try XCTUnwrap(smallFontFix(inspector)))
            let changed = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "Lisbon", with: "Porto")
            try changed.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertEqual(inspector.checkDisk(), .changedWhileDirty)
            XCTAssertThrowsError(try inspector.save()) { error in
                guard case DocumentSaveError.conflict = error else { return XCTFail("\(error)") }
            }
            XCTAssertTrue(inspector.isDirty)
            XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("Porto"), "the other change is kept")

            try inspector.save(force: true)
            XCTAssertFalse(inspector.isDirty)
            XCTAssertEqual(try LayoutDocument.load(from: URL(fileURLWithPath: path)).element(id: "place")?.fontSize, 11)
        }
    }

    func testASaveThatFailsNamesTheFileAndStaysDirty() throws {
        try onMain {
            let (inspector, path) = try openWidget()
            try inspector.applyFix(try XCTUnwrap(smallFontFix(inspector)))
            let nowhere = (path as NSString).deletingLastPathComponent + "/missing-folder/out.inset.json"
            XCTAssertThrowsError(try inspector.save(to: nowhere)) { error in
                XCTAssertTrue("\(error)".contains("out.inset.json"), "\(error)")
            }
            XCTAssertTrue(inspector.isDirty)
            XCTAssertEqual(inspector.path, path)
        }
    }

    func testReloadingWhenCleanPicksUpTheDiskAndDropsTheHistory() throws {
        try onMain {
            let (inspector, path) = try openWidget()
            try inspector.applyFix(try XCTUnwrap(smallFontFix(inspector)))
            try inspector.save()
            let changed = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "Lisbon", with: "Porto")
            try changed.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertEqual(inspector.checkDisk(), .changedWhileClean)
            XCTAssertTrue(inspector.reload())
            XCTAssertEqual(inspector.document?.element(id: "place")?.text, "Porto")
            XCTAssertFalse(inspector.canUndo)
            XCTAssertFalse(inspector.isDirty)
        }
    }
}
