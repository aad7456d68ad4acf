import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
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

    /// The file written for an edit, checked to parse and to read back as the layout edited.
    private func write(_ change: (inout LayoutDocument) -> Void, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let (screen, document) = try edited(change)
        let out = String(decoding: try IBDocumentWriter(bytes: Array(xml.utf8), screen: screen).write(document), as: UTF8.self)
        XCTAssertTrue(XMLParser(data: Data(out.utf8)).parse(), "Foundation's parser reads it", file: file, line: line)
        try assertSameLayout(document, out, file: file, line: line)
        return out
    }

    /// Every view of the edited scene where the file written puts it, on the authored device.
    private func assertSameLayout(_ edited: LayoutDocument, _ out: String, file: StaticString, line: UInt) throws {
        let screen = try XCTUnwrap(try IBHarness.read(out).screens.first)
        let environment = try XCTUnwrap(try EnvironmentQuery(devices: ["authored"]).environments(for: screen, in: IBHarness.catalog).first)
        let engine = LayoutEngine(measurer: IBHarness.measurer)
        func frames(_ document: LayoutDocument) -> [String: Rect] {
            engine.solve(document, in: environment).elements.reduce(into: [:]) { $0[$1.id] = $1.frame }
        }
        let want = frames(edited), got = frames(screen.document)
        XCTAssertEqual(Set(got.keys), Set(want.keys), file: file, line: line)
        for (id, frame) in want {
            XCTAssertTrue(got[id].map { $0.isClose(to: frame) } ?? false, "\(id): \(String(describing: got[id])) ≠ \(frame)", file: file, line: line)
        }
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

    func testAMoveOnTheCanvasChangesTheConstantsThatPlaceTheView() throws {
        let out = try write { doc in
            var history = DocumentHistory(document: doc)
            _ = try? history.perform(.move(element: "btn", dx: 12, dy: 10, in: nil))
            doc = history.document
        }
        XCTAssertEqual(changedLines(out), [
            #"<constraint firstItem="btn" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="32" id="bL1-aa-003"/>"#,
            #"<constraint firstItem="btn" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="18" id="bT1-aa-004"/>"#,
        ])
    }

    func testMovingAViewPlacedByItsAutoresizingMaskRewritesItsFrame() throws {
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: """
            <view contentMode="scaleToFill" id="box">
                <rect key="frame" x="10" y="400" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """))
        let screen = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        var history = DocumentHistory(document: screen.document)
        XCTAssertTrue(try history.perform(.move(element: "box", dx: 6, dy: -20, in: nil)))
        XCTAssertTrue(try history.perform(.resize(element: "box", handle: .right, dx: 10, dy: 0,
                                                  frame: Rect(x: 16, y: 380, width: 50, height: 50), in: nil)))
        let out = String(decoding: try IBDocumentWriter(bytes: Array(xml.utf8), screen: screen).write(history.document), as: UTF8.self)
        XCTAssertTrue(out.contains(#"<rect key="frame" x="16" y="380" width="60" height="50"/>"#), out)
        try assertSameLayout(history.document, out, file: #filePath, line: #line)
    }

    func testAConstantChangedInTheInspectorIsRewrittenInPlace() throws {
        let out = try write { doc in
            update("btn", in: &doc) { e in
                e.constraints = e.constraints?.map { $0 == "top == lbl.bottom + 8" ? "top == lbl.bottom + 24" : $0 }
            }
        }
        XCTAssertEqual(changedLines(out), [#"<constraint firstItem="btn" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="24" id="bT1-aa-004"/>"#])
    }

    private func parses(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    private func removedLines(_ after: String) -> [String] {
        let a = xml.components(separatedBy: "\n"), b = after.components(separatedBy: "\n")
        return b.difference(from: a).removals.compactMap {
            if case .remove(_, let line, _) = $0 { return line.trimmingCharacters(in: .whitespaces) }
            return nil
        }
    }

    func testDeletingAViewTakesItsLinesAndEverythingPointingAtIt() throws {
        let out = try write { doc in
            update("root", in: &doc) { $0.children.removeAll { $0.id == "lbl" } }
            update("btn", in: &doc) { e in e.constraints = e.constraints?.filter { !$0.contains("lbl") } }
        }
        let removed = removedLines(out)
        XCTAssertFalse(out.contains("\"lbl\""), "no trace of the label is left")
        XCTAssertTrue(removed.contains(#"<constraint firstItem="btn" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="8" id="bT1-aa-004"/>"#))
        XCTAssertTrue(removed.contains(#"<constraint firstItem="lbl" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="lL1-aa-001"/>"#))
        XCTAssertEqual(changedLines(out), [])
        XCTAssertTrue(parses(out))
        let reread = try XCTUnwrap(try IBHarness.read(out).screens.first?.document)
        XCTAssertNil(reread.element(id: "lbl"))
        XCTAssertEqual(reread.element(id: "btn")?.constraints, ["leading == safeArea.leading + 20"])
    }

    func testAnAddedViewIsWrittenAsInterfaceBuildersLibraryWritesItWithItsConstraints() throws {
        let id = IBObjectID.make(seed: "text", taken: [])
        XCTAssertNotNil(id.wholeMatch(of: try Regex("[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}")))
        let out = try write { doc in
            update("root", in: &doc) {
                $0.children.append(Element(id: id, role: .text, text: "New", fontSize: 17,
                                           constraints: ["leading == parent.leading + 16", "top == btn.bottom + 8", "width == 100"]))
            }
        }
        XCTAssertTrue(parses(out))
        XCTAssertEqual(removedLines(out), [])
        let reread = try XCTUnwrap(try IBHarness.read(out).screens.first?.document)
        let label = try XCTUnwrap(reread.element(id: id))
        XCTAssertEqual(label.role, .text)
        XCTAssertEqual(label.text, "New")
        XCTAssertEqual(label.fontSize, 17)
        XCTAssertEqual(Set(label.constraints ?? []), ["leading == root.leading + 16", "top == btn.bottom + 8", "width == 100"])
        XCTAssertEqual(reread.element(id: "root")?.children.last?.id, id, "after the views that were there")
    }

    func testMovingAViewMovesItsLinesAndTheConstraintsThatMustFollow() throws {
        // The button goes into a new card view; its constraint to the label then belongs to the root.
        let card = IBObjectID.make(seed: "card", taken: [])
        let out = try write { doc in
            update("root", in: &doc) { root in
                let button = root.children.first { $0.id == "btn" }!
                root.children.removeAll { $0.id == "btn" }
                root.children.insert(Element(id: card, role: .view, constraints: ["leading == parent.leading", "top == parent.top + 300",
                                                                                  "width == 200", "height == 200"],
                                             children: [button]), at: 0)
            }
        }
        XCTAssertTrue(parses(out), out)
        let reread = try XCTUnwrap(try IBHarness.read(out).screens.first?.document)
        XCTAssertEqual(reread.element(id: "root")?.children.map(\.id), [card, "lbl"])
        XCTAssertEqual(reread.element(id: card)?.children.map(\.id), ["btn"])
        XCTAssertEqual(Set(reread.element(id: "btn")?.constraints ?? []), ["leading == safeArea.leading + 20", "top == lbl.bottom + 8"])
        // Reordering alone moves the lines and nothing else.
        let swapped = try write { doc in update("root", in: &doc) { $0.children.reverse() } }
        XCTAssertEqual(try IBHarness.read(swapped).screens.first?.document.element(id: "root")?.children.map(\.id), ["btn", "lbl"])
        XCTAssertEqual(Set(changedLines(swapped)), Set(removedLines(swapped)), "the same lines, in another order")
    }
}

private extension Rect {
    func isClose(to other: Rect) -> Bool {
        abs(x - other.x) < 0.01 && abs(y - other.y) < 0.01 && abs(width - other.width) < 0.01 && abs(height - other.height) < 0.01
    }
}
