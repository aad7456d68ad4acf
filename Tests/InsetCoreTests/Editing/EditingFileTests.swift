import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import InsetCore

/// Saving marks clean only when the file is written, and changes made to the file by someone else
/// are noticed, never overwritten silently.
final class EditingFileTests: XCTestCase {
    private typealias H = DocumentHarness
    private var folder: URL!

    override func setUpWithError() throws { folder = try DocumentHarness.scratchDirectory() }

    override func tearDownWithError() throws {
        chmod(folder.path, 0o755)
        try? FileManager.default.removeItem(at: folder)
    }

    /// The harness's screen written to a file and opened.
    private func openScreen(named name: String = "screen.inset.json") throws -> EditableDocument {
        let url = folder.appendingPathComponent(name)
        try Data(H.screen.utf8).write(to: url)
        return try EditableDocument.open(url)
    }

    private func contents(_ url: URL?) throws -> String {
        String(decoding: try Data(contentsOf: XCTUnwrap(url)), as: UTF8.self)
    }

    func testSavingWritesTheDocumentAndMarksItClean() throws {
        var editable = try openScreen()
        XCTAssertFalse(editable.isDirty)
        try editable.history.perform(.move(element: "dot", dx: 2, dy: 0, in: nil))
        XCTAssertTrue(editable.isDirty)
        try editable.save()
        XCTAssertFalse(editable.isDirty)
        // The file reads back to the document, and only the moved dot's frame was rewritten.
        let saved = try contents(editable.fileURL)
        XCTAssertEqual(try LayoutDocument.decode(data: Data(saved.utf8), path: "screen.inset.json"), editable.document)
        XCTAssertEqual(saved, H.screen.replacingOccurrences(of: "\"id\": \"dot\", \"role\": \"view\", \"frame\": [2, 2, 4, 4]",
                                                            with: "\"id\": \"dot\", \"role\": \"view\", \"frame\": [4, 2, 4, 4]"))
        XCTAssertEqual(editable.checkDisk(), .unchanged, "our own save is not someone else's change")
        editable.history.undo()
        XCTAssertTrue(editable.isDirty, "the file now holds the moved dot")
    }

    func testSavingElsewhereMovesTheDocumentThere() throws {
        var editable = try openScreen()
        try editable.history.perform(.set(element: "dot", .hidden(true)))
        let copy = folder.appendingPathComponent("copy.inset.json")
        try editable.save(to: copy)
        XCTAssertEqual(editable.fileURL, copy)
        XCTAssertFalse(editable.isDirty)
        XCTAssertEqual(try EditableDocument.open(copy).document.withoutLocations, editable.document.withoutLocations)
    }

    func testAFailedSaveLeavesTheDocumentDirtyAndTheFileIntact() throws {
        var editable = try openScreen()
        let url = try XCTUnwrap(editable.fileURL)
        let old = try Data(contentsOf: url)
        try editable.history.perform(.set(element: "title", .text("Changed")))
        XCTAssertEqual(chmod(folder.path, 0o555), 0)
        // Root ignores permissions; drop to "nobody" for the attempt, as a designer would be.
        let asRoot = geteuid() == 0
        if asRoot, seteuid(65534) != 0 { throw XCTSkip("can't drop root privileges to test permissions") }
        var failure: DocumentSaveError?
        do { try editable.save() } catch { failure = error }
        if asRoot { XCTAssertEqual(seteuid(0), 0) }

        XCTAssertEqual(failure?.description, "could not save \(url.relativePath): permission denied")
        XCTAssertTrue(editable.isDirty)
        XCTAssertEqual(try Data(contentsOf: url), old)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["screen.inset.json"])
    }

    func testANewDocumentNeedsAFile() {
        var editable = EditableDocument(document: LayoutDocument(name: "New", platform: .iOS))
        XCTAssertThrowsError(try editable.save()) { error in
            XCTAssertEqual(error as? DocumentSaveError, .noFile)
        }
    }

    // MARK: Changes on disk

    func testChangesOnDiskAreToldApart() throws {
        var editable = try openScreen()
        let url = try XCTUnwrap(editable.fileURL)
        XCTAssertEqual(editable.checkDisk(), .unchanged)

        // A touch changes the time, not the contents.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: url.path)
        XCTAssertEqual(editable.checkDisk(), .unchanged)

        let theirs = H.screen.replacingOccurrences(of: "Settings", with: "Preferences")
        try Data(theirs.utf8).write(to: url)
        XCTAssertEqual(editable.checkDisk(), .changedWhileClean)
        try editable.reload()
        XCTAssertEqual(editable.document.element(id: "title")?.text, "Preferences")
        XCTAssertEqual(editable.checkDisk(), .unchanged)
        XCTAssertFalse(editable.history.canUndo)

        try editable.history.perform(.set(element: "title", .text("Mine")))
        try Data(H.screen.utf8).write(to: url)
        XCTAssertEqual(editable.checkDisk(), .changedWhileDirty)

        try FileManager.default.removeItem(at: url)
        XCTAssertEqual(editable.checkDisk(), .removed)
        XCTAssertEqual(editable.externalChange(on: nil), .removed)
    }

    func testSavingOverAFileChangedOnDiskIsAConflictUnlessForced() throws {
        var editable = try openScreen()
        let url = try XCTUnwrap(editable.fileURL)
        try editable.history.perform(.set(element: "title", .text("Mine")))
        let theirs = H.screen.replacingOccurrences(of: "Settings", with: "Theirs")
        try Data(theirs.utf8).write(to: url)

        XCTAssertThrowsError(try editable.save()) { error in
            XCTAssertEqual("\(error)", "could not save \(url.relativePath): it changed on disk since it was opened; reload it, or save anyway to replace it")
        }
        XCTAssertTrue(editable.isDirty)
        XCTAssertEqual(try contents(url), theirs)

        try editable.save(force: true)
        XCTAssertFalse(editable.isDirty)
        XCTAssertEqual(try EditableDocument.open(url).document.element(id: "title")?.text, "Mine")
    }

    func testAFileThatDoesntLoadIsRefusedWithItsProblems() throws {
        let url = folder.appendingPathComponent("bad.inset.json")
        try Data("{}".utf8).write(to: url)
        XCTAssertThrowsError(try EditableDocument.open(url)) { error in
            XCTAssertTrue("\(error)".contains("bad.inset.json"), "\(error)")
        }
        XCTAssertThrowsError(try EditableDocument.open(folder.appendingPathComponent("missing.inset.json"))) { error in
            XCTAssertTrue("\(error)".hasSuffix("missing.inset.json: can't read the file: no such file or directory"), "\(error)")
        }
    }
}
