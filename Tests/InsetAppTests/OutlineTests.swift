import Foundation
@testable import InsetApp
import InsetCore
import XCTest
import InsetTestSupport

/// The outline's model: rows of the element tree, and adding, deleting, dragging and keyboard
/// moves, each one undo step.
final class OutlineTests: XCTestCase {
    func onMain(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated { try body() }
    }

    /// The settings example (a list holding two labels and two switches), opened from a copy.
    @MainActor
    func openSettings() throws -> (Inspector, OutlineContent) {
        let source = RenderTests.repository.appendingPathComponent("data/examples/settings.inset.json")
        let dir = Scratch.root.appendingPathComponent("inset-outline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("settings.inset.json")
        try FileManager.default.copyItem(at: source, to: copy)
        let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer)
        XCTAssertTrue(inspector.open(path: copy.path))
        return (inspector, OutlineContent(inspector: inspector))
    }

    @MainActor
    func ids(_ inspector: Inspector, in parent: String?) -> [String] {
        inspector.document?.children(of: parent).map(\.id) ?? []
    }

    let topLevel = ["background", "navigation", "list"]
    let inList = ["airplane-label", "airplane-switch", "wifi-label", "wifi-switch"]

    func testRowsListTheTreeInDocumentOrderWithDepths() throws {
        try onMain {
            let (_, outline) = try openSettings()
            let rows = outline.rows
            XCTAssertEqual(rows.map(\.id), topLevel + inList)
            XCTAssertEqual(rows.map(\.depth), [0, 0, 0, 1, 1, 1, 1])
            XCTAssertEqual(rows.filter(\.hasChildren).map(\.id), ["list"])
            XCTAssertEqual(rows.first { $0.id == "wifi-switch" }?.role, .switch)
            XCTAssertTrue(rows.allSatisfy(\.isExpanded))
            XCTAssertFalse(rows.contains(where: \.isHidden))

            outline.setExpanded("list", false)
            XCTAssertEqual(outline.rows.map(\.id), topLevel, "a collapsed parent hides its children")
            XCTAssertEqual(outline.rows.last?.isExpanded, false)
        }
    }

    func testFoldingKeepsTheSelectionInSight() throws {
        try onMain {
            let (inspector, outline) = try openSettings()
            inspector.selectElement("wifi-label")
            outline.setExpanded("list", false)
            XCTAssertEqual(inspector.selectedElementID, "list", "folding away the selection selects the parent")

            inspector.selectElement("wifi-switch")
            outline.revealSelection()
            XCTAssertTrue(outline.rows.contains { $0.id == "wifi-switch" }, "selecting on the canvas unfolds the parents")
        }
    }

    func testRowsMarkElementsHiddenHereAndCountTheirFindings() throws {
        try onMain {
            let (inspector, outline) = try openSettings()
            try inspector.perform(.set(element: "list", .hidden(true)))
            let hidden = outline.rows.filter(\.isHidden).map(\.id)
            XCTAssertEqual(hidden, ["list"] + inList, "whatever is inside a hidden element is hidden too")

            // A button far too small to tap: the touch target rule names it.
            let tiny = Element(id: "tiny", role: .button, text: "x", fontSize: 8,
                               constraints: ["leading == margins.leading", "top == safeArea.top + 100", "width == 10", "height == 10"])
            try inspector.perform(.add(tiny, parent: nil, index: 3))
            let expected = inspector.findings.filter { $0.elements.contains("tiny") }
            XCTAssertFalse(expected.isEmpty)
            let row = try XCTUnwrap(outline.rows.first { $0.id == "tiny" })
            XCTAssertEqual(row.findingCount, expected.count)
            XCTAssertEqual(row.severity, expected.map(\.severity).max())
        }
    }

    func testDroppingBeforeIntoAndAfterMovesTheElementAsOneUndoStep() throws {
        try onMain {
            let (inspector, outline) = try openSettings()
            let original = try XCTUnwrap(inspector.document)

            XCTAssertTrue(try outline.drop("wifi-switch", on: "airplane-label", .before))
            XCTAssertEqual(ids(inspector, in: "list"), ["wifi-switch", "airplane-label", "airplane-switch", "wifi-label"])
            XCTAssertEqual(inspector.selectedElementID, "wifi-switch")
            XCTAssertNotNil(inspector.undo())
            XCTAssertEqual(inspector.document, original)

            XCTAssertTrue(try outline.drop("airplane-label", on: "wifi-label", .after))
            XCTAssertEqual(ids(inspector, in: "list"), ["airplane-switch", "wifi-label", "airplane-label", "wifi-switch"],
                           "the index counts once the element has left its place")
            XCTAssertNotNil(inspector.undo())

            XCTAssertTrue(try outline.drop("navigation", on: "list", .into))
            XCTAssertEqual(ids(inspector, in: nil), ["background", "list"])
            XCTAssertEqual(ids(inspector, in: "list"), inList + ["navigation"], "into puts it last inside")
            XCTAssertEqual(outline.rows.first { $0.id == "navigation" }?.depth, 1)
            XCTAssertNotNil(inspector.undo())
            XCTAssertEqual(inspector.document, original)

            XCTAssertTrue(try outline.drop("wifi-switch", on: "background", .before))
            XCTAssertEqual(ids(inspector, in: nil), ["wifi-switch"] + topLevel, "out of its parent to the top level")
            XCTAssertNotNil(inspector.undo())

            XCTAssertTrue(try outline.drop("background", on: "list", .after))
            XCTAssertEqual(ids(inspector, in: "list").first, "background",
                           "below an expanded parent's row is the top of its children")
            XCTAssertNotNil(inspector.undo())
            outline.setExpanded("list", false)
            XCTAssertTrue(try outline.drop("background", on: "list", .after))
            XCTAssertEqual(ids(inspector, in: nil), ["navigation", "list", "background"], "below a folded one, after it")
            XCTAssertNotNil(inspector.undo())
            XCTAssertEqual(inspector.document, original)
            XCTAssertFalse(inspector.canUndo)
        }
    }

    func testDroppingIntoItselfOrItsOwnDescendantIsRefused() throws {
        try onMain {
            let (inspector, outline) = try openSettings()
            let original = try XCTUnwrap(inspector.document)
            for (target, position) in [("wifi-label", DropPosition.into), ("list", .into), ("airplane-label", .before),
                                       ("wifi-switch", .after)] {
                XCTAssertNil(outline.dropCommand("list", on: target, position), "\(position) \(target)")
                XCTAssertThrowsError(try outline.drop("list", on: target, position)) { error in
                    XCTAssertEqual(error as? EditError, .cycle(elementID: "list", parentID: target))
                }
            }
            XCTAssertNil(outline.dropCommand("navigation", on: "navigation", .after), "onto its own row: nothing to do")
            XCTAssertNil(outline.dropCommand("navigation", on: "list", .before), "already just before it")
            XCTAssertFalse(try outline.drop("navigation", on: "list", .before))
            XCTAssertEqual(inspector.document, original)
            XCTAssertFalse(inspector.canUndo)
        }
    }

    func testAddingPutsAnElementWithAFreeIDAfterTheSelectionAndSelectsIt() throws {
        try onMain {
            let (inspector, outline) = try openSettings()
            let original = try XCTUnwrap(inspector.document)
            inspector.selectElement("airplane-label")
            XCTAssertEqual(try outline.add(.button), "button")
            XCTAssertEqual(inspector.selectedElementID, "button")
            XCTAssertEqual(ids(inspector, in: "list"), ["airplane-label", "button", "airplane-switch", "wifi-label", "wifi-switch"])
            let button = try XCTUnwrap(inspector.document?.element(id: "button"))
            XCTAssertEqual(button.text, "Button")
            XCTAssertEqual(button.fontSize, 17)
            let frame = try XCTUnwrap(inspector.layout?.element(id: "button")?.frame, "the new button lays out")
            XCTAssertGreaterThan(frame.width, 40)
            XCTAssertGreaterThanOrEqual(frame.height, 44)

            XCTAssertEqual(try outline.add(.button), "button2", "ids stay unique")
            XCTAssertEqual(ids(inspector, in: "list")[2], "button2")

            inspector.selectElement(nil)
            XCTAssertEqual(try outline.add(.text), "text")
            XCTAssertEqual(ids(inspector, in: nil).last, "text", "with nothing selected it goes last")

            for _ in 0..<3 { XCTAssertNotNil(inspector.undo()) }
            XCTAssertEqual(inspector.document, original)
        }
    }

    func testEveryRoleAddsWhereItLaysOutWithoutConflictOrAmbiguity() throws {
        try onMain {
            let (inspector, outline) = try openSettings()
            for role in Role.allCases {
                for parent in [nil, "wifi-label"] {
                    inspector.selectElement(parent)
                    let id = try XCTUnwrap(try outline.add(role))
                    let layout = try XCTUnwrap(inspector.layout)
                    XCTAssertNotNil(layout.element(id: id), "\(role) in \(parent ?? "the screen") lays out")
                    for issue in layout.issues {
                        switch issue {
                        case .unsatisfiable(let constraints):
                            XCTAssertFalse(constraints.contains { $0.elementID == id }, "\(role) conflicts: \(constraints)")
                        case .ambiguous(let element, _, _):
                            XCTAssertNotEqual(element, id, "\(role) is ambiguous")
                        case .notModelled(let element, let message):
                            XCTFail("an inset/1 layout has nothing left unmodelled: \(element ?? ""): \(message)")
                        }
                    }
                    XCTAssertNotNil(inspector.undo())
                }
            }
        }
    }

    func testDeletingRemovesTheElementAndTheConstraintsNamingIt() throws {
        try onMain {
            let (inspector, outline) = try openSettings()
            let original = try XCTUnwrap(inspector.document)
            inspector.selectElement("airplane-label")
            try outline.deleteSelected()
            XCTAssertNil(inspector.document?.element(id: "airplane-label"))
            XCTAssertEqual(ids(inspector, in: "list"), ["airplane-switch", "wifi-label", "wifi-switch"])
            let mentions = inspector.document?.allElements.flatMap { $0.constraints ?? [] }.filter { $0.contains("airplane-label") }
            XCTAssertEqual(mentions, [], "constraints naming it go too")
            XCTAssertEqual(inspector.selectedElementID, "airplane-switch", "the next sibling is selected")
            XCTAssertFalse(outline.rows.contains { $0.id == "airplane-label" })

            inspector.selectElement("list")
            try outline.deleteSelected()
            XCTAssertEqual(ids(inspector, in: nil), ["background", "navigation"], "its children go with it")
            XCTAssertEqual(inspector.selectedElementID, "navigation", "the last sibling hands over to the one before")

            XCTAssertNotNil(inspector.undo())
            XCTAssertNotNil(inspector.undo())
            XCTAssertEqual(inspector.document, original)
        }
    }

    func testKeyboardMovesReorderIndentAndOutdent() throws {
        try onMain {
            let (inspector, outline) = try openSettings()
            let original = try XCTUnwrap(inspector.document)
            inspector.selectElement("wifi-label")
            XCTAssertTrue(try outline.moveSelected(.up))
            XCTAssertEqual(ids(inspector, in: "list"), ["airplane-label", "wifi-label", "airplane-switch", "wifi-switch"])
            XCTAssertTrue(try outline.moveSelected(.down))
            XCTAssertTrue(try outline.moveSelected(.down))
            XCTAssertEqual(ids(inspector, in: "list"), ["airplane-label", "airplane-switch", "wifi-switch", "wifi-label"])
            XCTAssertFalse(outline.canMoveSelected(.down), "the last sibling can't go further down")
            XCTAssertFalse(try outline.moveSelected(.down))

            XCTAssertTrue(try outline.moveSelected(.indent))
            XCTAssertEqual(ids(inspector, in: "wifi-switch"), ["wifi-label"], "into the sibling above, last")
            XCTAssertEqual(outline.rows.first { $0.id == "wifi-label" }?.depth, 2)
            XCTAssertTrue(try outline.moveSelected(.outdent))
            XCTAssertEqual(ids(inspector, in: "list"), ["airplane-label", "airplane-switch", "wifi-switch", "wifi-label"],
                           "out again, just after its old parent")
            XCTAssertTrue(try outline.moveSelected(.outdent))
            XCTAssertEqual(ids(inspector, in: nil), topLevel + ["wifi-label"])
            XCTAssertFalse(outline.canMoveSelected(.outdent), "the top level has no parent to leave")
            XCTAssertEqual(inspector.selectedElementID, "wifi-label")

            inspector.selectElement("background")
            XCTAssertFalse(outline.canMoveSelected(.up))
            XCTAssertFalse(outline.canMoveSelected(.indent), "the first sibling has nothing above to go into")

            for _ in 0..<6 { XCTAssertNotNil(inspector.undo()) }
            XCTAssertEqual(inspector.document, original, "each move was one undo step")
            XCTAssertFalse(inspector.canUndo)
        }
    }

    func testNewIDsAndRoleNames() throws {
        let document = LayoutDocument(name: "x", platform: .iOS, elements: [
            Element(id: "button", role: .button), Element(id: "button2", role: .button),
        ])
        XCTAssertEqual(NewElement.id(for: .button, in: document), "button3")
        XCTAssertEqual(NewElement.id(for: .navigationBar, in: document), "navigationBar")
        XCTAssertEqual(NewElement.title(of: .navigationBar), "Navigation Bar")
        XCTAssertEqual(NewElement.title(of: .switch), "Switch")
        XCTAssertEqual(Set(NewElement.Group.allCases.flatMap(\.roles)), Set(Role.allCases), "every role is in the Add menu")
    }
}
