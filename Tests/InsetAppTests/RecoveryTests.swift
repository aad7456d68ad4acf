import Foundation
@testable import InsetApp
import InsetCore
import XCTest
import InsetTestSupport

/// The app's autosave: a recovery copy while there are unsaved edits, offered when the file is
/// opened again after the app died, and gone once the edits are saved or discarded.
final class RecoveryTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = Scratch.root.appendingPathComponent("inset-recovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = Bundle.module.url(forResource: "Fixtures/profile.inset.json", withExtension: nil)!
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("profile.inset.json"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    var path: String { folder.appendingPathComponent("profile.inset.json").path }
    var store: RecoveryStore { RecoveryStore(stateDirectory: folder.appendingPathComponent("state")) }

    @MainActor
    func open() throws -> Inspector {
        let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer, recovery: store)
        XCTAssertTrue(inspector.open(path: path))
        return inspector
    }

    func testAnUnsavedEditIsOfferedAfterTheAppDies() throws {
        try MainActor.assumeIsolated {
            let first = try open()
            XCTAssertNil(first.recoveredVersion)
            try first.perform(.set(element: "name", .text("Sam")))
            try first.autosave()
            XCTAssertNotNil(store.recovery(for: path), "a copy is kept while the edit is unsaved")
            // The app dies here: nothing saved, nothing discarded.

            let second = try open()
            XCTAssertEqual(second.recoveredVersion?.element(id: "name")?.text, "Sam")
            XCTAssertEqual(second.document?.element(id: "name")?.text, "Jordan Appleseed", "the file itself is shown until asked")
            second.restoreRecovered()
            XCTAssertEqual(second.document?.element(id: "name")?.text, "Sam")
            XCTAssertTrue(second.isDirty, "restored edits still need saving")
            XCTAssertEqual(second.undoActionName, "Restore Recovered Version")
            try second.save()
            XCTAssertNil(store.recovery(for: path), "saving removes the copy")
            XCTAssertNil(try open().recoveredVersion)
        }
    }

    func testDiscardingTheOfferAndUndoingToCleanRemoveTheCopy() throws {
        try MainActor.assumeIsolated {
            let first = try open()
            try first.perform(.set(element: "name", .text("Sam")))
            try first.autosave()
            let second = try open()
            XCTAssertNotNil(second.recoveredVersion)
            second.discardRecovered()
            XCTAssertNil(store.recovery(for: path))
            XCTAssertEqual(second.document?.element(id: "name")?.text, "Jordan Appleseed")

            try second.perform(.set(element: "name", .text("Alex")))
            try second.autosave()
            XCTAssertNotNil(store.recovery(for: path))
            second.undo()
            try second.autosave()
            XCTAssertNil(store.recovery(for: path), "back at the saved state there is nothing to recover")
        }
    }

    func testDiscardedOrReloadedEditsAreNotWrittenBackByTheTimer() throws {
        try MainActor.assumeIsolated {
            let first = try open()
            try first.perform(.set(element: "name", .text("Sam")))
            try first.autosave()
            let second = try open()
            second.discardRecovered()
            // The other window's timer has nothing new to write.
            try second.autosave()
            XCTAssertNil(store.recovery(for: path))

            try second.perform(.set(element: "name", .text("Alex")))
            try second.autosave()
            XCTAssertNotNil(store.recovery(for: path))
            XCTAssertTrue(second.reload(), "the person chose the file's version")
            XCTAssertNil(store.recovery(for: path), "so the copy of the edits they dropped goes")
            XCTAssertNil(try open().recoveredVersion)
        }
    }

    func testAnsweringLaterKeepsTheCopyForTheNextOpening() throws {
        try MainActor.assumeIsolated {
            let first = try open()
            try first.perform(.set(element: "name", .text("Sam")))
            try first.autosave()
            let second = try open()
            second.postponeRecovered()
            XCTAssertNil(second.recoveredVersion)
            try second.autosave()
            XCTAssertEqual(try open().recoveredVersion?.element(id: "name")?.text, "Sam")
        }
    }
}
