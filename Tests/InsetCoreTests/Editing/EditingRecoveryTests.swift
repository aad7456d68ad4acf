import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import InsetCore
import InsetTestSupport

/// Recovery copies survive a crash, are offered only when they say something the file doesn't,
/// and go away after a save.
final class EditingRecoveryTests: XCTestCase {
    private typealias H = DocumentHarness
    private var folder: URL!
    private var state: URL!

    override func setUpWithError() throws {
        folder = try DocumentHarness.scratchDirectory()
        state = folder.appendingPathComponent("state", isDirectory: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func openScreen() throws -> EditableDocument {
        let url = folder.appendingPathComponent("screen.inset.json")
        try Data(H.screen.utf8).write(to: url)
        return try EditableDocument.open(url)
    }

    func testTheStoreLivesInTheXDGStateDirectory() {
        XCTAssertEqual(RecoveryStore.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).directory.path, "/s/inset/recovery")
        XCTAssertEqual(RecoveryStore.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).directory.path,
                       "/h/.local/state/inset/recovery")
        XCTAssertEqual(RecoveryStore.standard(environment: ["HOME": "/h"]).directory.path, "/h/.local/state/inset/recovery")
        let store = RecoveryStore(stateDirectory: URL(fileURLWithPath: "/s"))
        let name = store.url(for: "/work/a.inset.json").lastPathComponent
        XCTAssertTrue(name.hasSuffix(".inset.json"))
        XCTAssertEqual(name.count, 16 + ".inset.json".count)
        XCTAssertEqual(store.url(for: "/work/./b/../a.inset.json"), store.url(for: "/work/a.inset.json"))
        XCTAssertNotEqual(store.url(for: "/work/b.inset.json"), store.url(for: "/work/a.inset.json"))
    }

    func testACopyLeftByACrashIsFoundByTheNextRunAndDiscardedAfterASave() throws {
        var editable = try openScreen()
        let path = try XCTUnwrap(editable.fileURL).path
        try editable.history.perform(.set(element: "title", .text("Unsaved")))
        try editable.autosave(into: RecoveryStore(stateDirectory: state))
        // The app dies here: nothing discards the copy.

        let nextRun = RecoveryStore(stateDirectory: state)
        let recovered = try XCTUnwrap(nextRun.recoveredVersion(for: path))
        XCTAssertEqual(recovered.withoutLocations, editable.document.withoutLocations)
        let copy = try XCTUnwrap(nextRun.recovery(for: path))
        XCTAssertEqual(copy.originalPath, RecoveryStore.absolute(path))
        XCTAssertLessThan(abs(copy.savedAt.timeIntervalSinceNow), 60)
        XCTAssertEqual(nextRun.all().map(\.originalPath), [copy.originalPath])
        let header = String(decoding: try Data(contentsOf: nextRun.url(for: path)), as: UTF8.self)
        XCTAssertTrue(header.hasPrefix("{\n  \"recoveryOf\": \"\(copy.originalPath)\",\n  \"savedAt\": \""), header)

        // Recovered, saved: the copy goes.
        var restored = try EditableDocument.open(URL(fileURLWithPath: path))
        try restored.history.perform(.set(element: "title", .text("Unsaved")))
        try restored.save()
        try restored.autosave(into: nextRun)
        XCTAssertNil(nextRun.recovery(for: path))
        XCTAssertNil(nextRun.recoveredVersion(for: path))
    }

    func testACopyOlderThanTheFileOrSayingTheSameIsNotOffered() throws {
        let editable = try openScreen()
        let url = try XCTUnwrap(editable.fileURL)
        let store = RecoveryStore(stateDirectory: state)
        let edited = try EditCommand.set(element: "title", .text("Other")).applied(to: editable.document)

        try store.write(edited, for: url.path, at: Date(timeIntervalSinceNow: -3600))
        XCTAssertNil(store.recoveredVersion(for: url.path), "the file was saved after the copy")
        XCTAssertNotNil(store.recovery(for: url.path))

        try store.write(editable.document, for: url.path)
        XCTAssertNil(store.recoveredVersion(for: url.path), "the copy says what the file says")

        try store.write(edited, for: url.path)
        XCTAssertEqual(store.recoveredVersion(for: url.path)?.element(id: "title")?.text, "Other")
        try FileManager.default.removeItem(at: url)
        XCTAssertNotNil(store.recoveredVersion(for: url.path), "the file is gone: the copy is all there is")
        store.discard(for: url.path)
        XCTAssertNil(store.recovery(for: url.path))
        store.discard(for: url.path)
    }

    func testAutosaveOfACleanDocumentRemovesTheCopy() throws {
        var editable = try openScreen()
        let store = RecoveryStore(stateDirectory: state)
        let path = try XCTUnwrap(editable.fileURL).path
        try editable.history.perform(.move(element: "dot", dx: 1, dy: 1, in: nil))
        try editable.autosave(into: store)
        XCTAssertNotNil(store.recovery(for: path))
        editable.history.undo()
        try editable.autosave(into: store)
        XCTAssertNil(store.recovery(for: path))
    }

    func testAnUnreadableCopyIsIgnored() throws {
        let store = RecoveryStore(stateDirectory: state)
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: store.url(for: "/x.inset.json"))
        XCTAssertNil(store.recovery(for: "/x.inset.json"))
        XCTAssertNil(store.recoveredVersion(for: "/x.inset.json"))
        XCTAssertEqual(store.all().count, 0)
    }

    // MARK: A real crash

    private static let childVariable = "INSET_RECOVERY_CRASH_CHILD"

    /// Run as a child process by the test below: keeps a recovery copy, then waits to be killed.
    func testCrashChildWritesACopyAndWaits() throws {
        guard let spec = ProcessInfo.processInfo.environment[Self.childVariable] else {
            throw XCTSkip("runs only as the child of testACopySurvivesAKilledProcess")
        }
        let parts = spec.components(separatedBy: "\n")
        var editable = try EditableDocument.open(URL(fileURLWithPath: parts[1]))
        try editable.history.perform(.set(element: "title", .text("Typed before the crash")))
        try editable.autosave(into: RecoveryStore(stateDirectory: URL(fileURLWithPath: parts[0])))
        FileManager.default.createFile(atPath: parts[1] + ".ready", contents: nil)
        sleep(120)
    }

    func testACopySurvivesAKilledProcess() throws {
        let editable = try openScreen()
        let path = try XCTUnwrap(editable.fileURL).path
        let binary = URL(fileURLWithPath: CommandLine.arguments[0])
        guard binary.lastPathComponent.hasSuffix(".xctest"), FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("the test bundle can't be run as a child process here")
        }
        let child = Process()
        child.executableURL = binary
        child.arguments = ["InsetCoreTests.EditingRecoveryTests/testCrashChildWritesACopyAndWaits"]
        child.environment = ProcessInfo.processInfo.environment.merging(
            [Self.childVariable: "\(state.path)\n\(path)", Scratch.inherited: Scratch.root.path]) { $1 }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }
        let deadline = Date(timeIntervalSinceNow: 120)
        while !FileManager.default.fileExists(atPath: path + ".ready") {
            guard child.isRunning, Date() < deadline else { return XCTFail("the child never wrote its copy") }
            usleep(50_000)
        }
        XCTAssertEqual(kill(child.processIdentifier, SIGKILL), 0)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationReason, .uncaughtSignal)

        let recovered = RecoveryStore(stateDirectory: state).recoveredVersion(for: path)
        XCTAssertEqual(recovered?.element(id: "title")?.text, "Typed before the crash")
    }
}
