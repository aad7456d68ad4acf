import Foundation
@testable import InsetApp
import InsetCore
import XCTest
import InsetTestSupport

/// Moving, resizing and selecting on the canvas, through the model the canvas drives.
final class CanvasEditingTests: XCTestCase {
    @MainActor
    func openProfile() throws -> Inspector {
        let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer)
        let path = Bundle.module.url(forResource: "Fixtures/profile.inset.json", withExtension: nil)!.path
        XCTAssertTrue(inspector.open(path: path))
        return inspector
    }

    func testADragShowsLiveFramesAndEndsAsOneUndoStep() throws {
        try MainActor.assumeIsolated {
            let inspector = try openProfile()
            let editing = CanvasEditing(inspector: inspector)
            let before = try XCTUnwrap(inspector.layout?.element(id: "avatar")?.frame)
            let nameBefore = try XCTUnwrap(inspector.layout?.element(id: "name")?.frame)

            XCTAssertTrue(editing.beginMove("avatar"))
            XCTAssertEqual(inspector.selectedElementID, "avatar")
            editing.update(dx: 10.4, dy: 20.2)
            let live = try XCTUnwrap(inspector.layout?.element(id: "avatar")?.frame)
            XCTAssertEqual(live.x, before.x + 10, accuracy: 1e-6, "moves snap to whole points")
            XCTAssertEqual(live.y, before.y + 20, accuracy: 1e-6)
            XCTAssertEqual(inspector.layout?.element(id: "name")?.frame.y ?? 0, nameBefore.y + 20, accuracy: 1e-6,
                           "what is placed below it follows during the drag")
            XCTAssertFalse(inspector.isDirty, "nothing is written until the drag ends")

            editing.end()
            XCTAssertTrue(inspector.isDirty)
            XCTAssertEqual(inspector.undoActionName, "Move “avatar”")
            let constraints = try XCTUnwrap(inspector.document?.element(id: "avatar")?.constraints)
            XCTAssertTrue(constraints.contains("top == safeArea.top + 36"), "\(constraints)")
            XCTAssertTrue(constraints.contains("centerX == screen.centerX + 10"), "\(constraints)")

            inspector.undo()
            XCTAssertEqual(inspector.layout?.element(id: "avatar")?.frame, before)
            XCTAssertFalse(inspector.isDirty)
        }
    }

    func testCancellingADragPutsTheLayoutBack() throws {
        try MainActor.assumeIsolated {
            let inspector = try openProfile()
            let editing = CanvasEditing(inspector: inspector)
            let before = try XCTUnwrap(inspector.layout?.element(id: "avatar")?.frame)
            editing.beginMove("avatar")
            editing.update(dx: 30, dy: 0)
            editing.cancel()
            XCTAssertEqual(inspector.layout?.element(id: "avatar")?.frame, before)
            XCTAssertFalse(inspector.canUndo)
        }
    }

    func testResizingByAHandleChangesTheSize() throws {
        try MainActor.assumeIsolated {
            let inspector = try openProfile()
            let editing = CanvasEditing(inspector: inspector)
            let before = try XCTUnwrap(inspector.layout?.element(id: "avatar")?.frame)
            XCTAssertTrue(editing.beginResize("avatar", handle: .bottomRight))
            editing.update(dx: 24, dy: 24)
            XCTAssertEqual(inspector.layout?.element(id: "avatar")?.frame.width ?? 0, before.width + 24, accuracy: 1e-6)
            editing.end()
            let constraints = try XCTUnwrap(inspector.document?.element(id: "avatar")?.constraints)
            XCTAssertTrue(constraints.contains("width == 120"), "\(constraints)")
            XCTAssertTrue(constraints.contains("height == 120"), "\(constraints)")
            XCTAssertEqual(inspector.undoActionName, "Resize “avatar”")
        }
    }

    func testArrowKeysNudgeTheSelectionOneStepEach() throws {
        try MainActor.assumeIsolated {
            let inspector = try openProfile()
            let editing = CanvasEditing(inspector: inspector)
            let before = try XCTUnwrap(inspector.layout?.element(id: "close")?.frame)
            inspector.selectElement("close")
            editing.nudge(dx: -10, dy: 0)
            editing.nudge(dx: 0, dy: 1)
            let after = try XCTUnwrap(inspector.layout?.element(id: "close")?.frame)
            XCTAssertEqual(after.x, before.x - 10, accuracy: 1e-6)
            XCTAssertEqual(after.y, before.y + 1, accuracy: 1e-6)
            inspector.undo()
            XCTAssertEqual(inspector.layout?.element(id: "close")?.frame.y ?? 0, before.y, accuracy: 1e-6)
        }
    }

    func testAMoveAlongAnAxisNothingPlacesIsRefusedWithAMessage() throws {
        try MainActor.assumeIsolated {
            let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer)
            let dir = Scratch.root.appendingPathComponent("inset-canvas-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
            let file = dir.appendingPathComponent("half.inset.json")
            try Data("""
            {"format": "inset/1", "name": "Half", "platform": "iOS", "elements": [
              {"id": "label", "role": "text", "text": "Hi", "constraints": ["leading == margins.leading"]}]}
            """.utf8).write(to: file)
            XCTAssertTrue(inspector.open(path: file.path))
            let editing = CanvasEditing(inspector: inspector)
            var messages: [String] = []
            editing.report = { messages.append($0) }
            XCTAssertTrue(editing.beginMove("label"))
            editing.update(dx: 5, dy: 5)
            editing.update(dx: 8, dy: 9)
            editing.end()
            XCTAssertEqual(messages.count, 1, "said once, not at every step")
            XCTAssertTrue(messages.first?.contains("vertically") ?? false, "\(messages)")
            XCTAssertEqual(inspector.document?.element(id: "label")?.constraints, ["leading == margins.leading + 8"],
                           "it still moves along the axis that places it")
        }
    }

    func testTabWalksTheElementsAndLeavesAtEitherEnd() throws {
        try MainActor.assumeIsolated {
            let inspector = try openProfile()
            let ids = try XCTUnwrap(inspector.layout?.elements.filter { $0.role != .background }.map(\.id))
            XCTAssertTrue(inspector.selectNext())
            XCTAssertEqual(inspector.selectedElementID, ids.first)
            inspector.selectNext()
            XCTAssertEqual(inspector.selectedElementID, ids[1])
            inspector.selectNext(backward: true)
            XCTAssertFalse(inspector.selectNext(backward: true), "backward from the first: the focus leaves the canvas")
            XCTAssertEqual(inspector.selectedElementID, ids.first, "and the selection stays")
            inspector.selectElement(ids.last)
            XCTAssertFalse(inspector.selectNext(), "forward from the last: the focus leaves the canvas")
            XCTAssertEqual(inspector.selectedElementID, ids.last)
            inspector.selectElement(nil)
            inspector.selectNext(backward: true)
            XCTAssertEqual(inspector.selectedElementID, ids.last, "from no selection, backward starts at the last")
        }
    }

    func testTheSelectionFollowsARenameThroughUndoAndRedo() throws {
        try MainActor.assumeIsolated {
            let inspector = try openProfile()
            inspector.selectElement("name")
            try inspector.perform(.set(element: "name", .id("fullName")))
            XCTAssertEqual(inspector.selectedElementID, "fullName")
            inspector.undo()
            XCTAssertEqual(inspector.selectedElementID, "name")
            inspector.redo()
            XCTAssertEqual(inspector.selectedElementID, "fullName")
            try inspector.perform(.delete(element: "fullName"))
            XCTAssertNil(inspector.selectedElementID, "a deleted element is no longer selected")
        }
    }

    func testAnEditDuringADragEndsTheDrag() throws {
        try MainActor.assumeIsolated {
            let inspector = try openProfile()
            let editing = CanvasEditing(inspector: inspector)
            var interrupted = 0
            editing.interrupted = { interrupted += 1 }
            try inspector.perform(.set(element: "name", .text("Sam")))
            XCTAssertTrue(editing.beginMove("avatar"))
            editing.update(dx: 0, dy: 30)
            inspector.undo()
            XCTAssertFalse(editing.isActive)
            XCTAssertEqual(interrupted, 1)
            editing.end()
            XCTAssertTrue(inspector.canRedo, "the drop of a dropped drag records nothing over the redo")
            XCTAssertEqual(inspector.document?.element(id: "avatar")?.constraints?.contains("top == safeArea.top + 16"), true)
        }
    }

    func testNothingToSelectLeavesTabToFocus() throws {
        try MainActor.assumeIsolated {
            let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer)
            XCTAssertFalse(inspector.selectNext(), "no document: Tab moves the focus on")
        }
    }
}
