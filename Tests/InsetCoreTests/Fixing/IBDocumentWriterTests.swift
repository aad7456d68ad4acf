@testable import InsetCore
import XCTest

/// Edits made in the app, written into a storyboard: texts, hidden flags and constraint values
/// change in place; what the writer can't say yet is refused and nothing is written.
final class IBDocumentWriterTests: XCTestCase {
    private let xml = IBHarness.storyboard(IBHarness.scene(
        subviews: """
        \(IBHarness.view("lbl", tag: "label", frame: [20, 200, 200, 20], attributes: "text=\"Hello\"", body: """
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        """))
        \(IBHarness.view("btn", tag: "button", frame: [20, 300, 80, 44], body: """
        <state key="normal" title="Go"/>
        """))
        """,
        constraints: """
        <constraint firstItem="lbl" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="lL1-aa-001"/>
        <constraint firstItem="lbl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="152" id="lT1-aa-002"/>
        <constraint firstItem="btn" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="bL1-aa-003"/>
        <constraint firstItem="btn" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="8" id="bT1-aa-004"/>
        """))

    private func edited(_ change: (inout LayoutDocument) -> Void) throws -> (screen: LayoutScreen, document: LayoutDocument) {
        let screen = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        var document = screen.document
        change(&document)
        return (screen, document)
    }

    private func write(_ change: (inout LayoutDocument) -> Void) throws -> String {
        let (screen, document) = try edited(change)
        return String(decoding: try IBDocumentWriter(bytes: Array(xml.utf8), screen: screen).write(document), as: UTF8.self)
    }

    private func changedLines(_ after: String) -> [String] {
        let a = xml.components(separatedBy: "\n"), b = after.components(separatedBy: "\n")
        return b.difference(from: a).insertions.compactMap {
            if case .insert(_, let line, _) = $0 { return line.trimmingCharacters(in: .whitespaces) }
            return nil
        }
    }

    private func update(_ id: String, in document: inout LayoutDocument, _ change: (inout Element) -> Void) {
        func walk(_ elements: inout [Element]) {
            for i in elements.indices {
                if elements[i].id == id { change(&elements[i]) }
                walk(&elements[i].children)
            }
        }
        walk(&document.elements)
    }

    func testTextsAreWrittenWhereXcodeKeepsThemEscaped() throws {
        let out = try write { doc in
            update("lbl", in: &doc) { $0.text = "Fish & \"Chips\"" }
            update("btn", in: &doc) { $0.text = "Continue" }
        }
        XCTAssertEqual(changedLines(out), [
            #"<label contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" text="Fish &amp; &quot;Chips&quot;" id="lbl">"#,
            #"<state key="normal" title="Continue"/>"#,
        ])
        let reread = try IBHarness.read(out).screens.first?.document
        XCTAssertEqual(reread?.element(id: "lbl")?.text, "Fish & \"Chips\"")
        XCTAssertEqual(reread?.element(id: "btn")?.text, "Continue")
    }

    func testHidingAndShowingAViewSetsItsFlag() throws {
        let hidden = try write { doc in update("btn", in: &doc) { $0.hidden = true } }
        XCTAssertEqual(changedLines(hidden), [#"<button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO"  hidden="YES" id="btn">"#])
        XCTAssertEqual(try IBHarness.read(hidden).screens.first?.document.element(id: "btn")?.traits?.hiddenInPlace, true)
    }

    func testAConstantChangedInTheInspectorIsRewrittenInPlace() throws {
        let out = try write { doc in
            update("btn", in: &doc) { e in
                e.constraints = e.constraints?.map { $0 == "top == lbl.bottom + 8" ? "top == lbl.bottom + 24" : $0 }
            }
        }
        XCTAssertEqual(changedLines(out), [#"<constraint firstItem="btn" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="24" id="bT1-aa-004"/>"#])
    }

    func testAddingDeletingOrMovingViewsIsRefused() throws {
        let (screen, document) = try edited { doc in
            update("root", in: &doc) { $0.children.removeLast() }
        }
        XCTAssertThrowsError(try IBDocumentWriter(bytes: Array(xml.utf8), screen: screen).write(document)) {
            XCTAssertTrue("\($0)".contains("adding, deleting and moving views"), "\($0)")
        }
    }
}
