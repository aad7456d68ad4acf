@testable import InsetCore
import XCTest

/// After a fix, the frames Xcode would update are updated, and only those.
final class IBFrameUpdateTests: XCTestCase {
    private let xml = IBHarness.storyboard(IBHarness.scene(
        subviews: """
        \(IBHarness.view("btn", tag: "button", frame: [20, 100, 30, 30], attributes: "misplaced=\"YES\"", body: """
        <constraints>
            <constraint firstAttribute="width" constant="30" id="bW1-aa-001"/>
            <constraint firstAttribute="height" constant="30" id="bH1-aa-002"/>
        </constraints>
        """))
        \(IBHarness.view("tag", frame: [58, 100.5, 100, 29]))
        \(IBHarness.view("other", frame: [20, 300, 100, 40]))
        """,
        constraints: """
        <constraint firstItem="btn" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="bL1-aa-003"/>
        <constraint firstItem="btn" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="52" id="bT1-aa-004"/>
        <constraint firstItem="tag" firstAttribute="leading" secondItem="btn" secondAttribute="trailing" constant="8" id="gL1-aa-005"/>
        <constraint firstItem="tag" firstAttribute="centerY" secondItem="btn" secondAttribute="centerY" id="gC1-aa-006"/>
        <constraint firstItem="tag" firstAttribute="width" constant="100" id="gW1-aa-007"/>
        <constraint firstItem="tag" firstAttribute="height" constant="29" id="gH1-aa-008"/>
        <constraint firstItem="other" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="oL1-aa-009"/>
        <constraint firstItem="other" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="252" id="oT1-aa-010"/>
        <constraint firstItem="other" firstAttribute="width" constant="100" id="oW1-aa-011"/>
        <constraint firstItem="other" firstAttribute="height" constant="40" id="oH1-aa-012"/>
        """))

    func testTheViewsAFixMovedGetNewFramesAndLoseTheirMisplacedFlag() throws {
        let before = try XCTUnwrap(try IBHarness.read(xml).screens.first)
        let width = try XCTUnwrap(before.document.element(id: "btn")?.constraints?.firstIndex(of: "width == 30"))
        let fix = Fix(summary: "", elementID: "btn", edits: [.removeConstraint(index: width), .setConstraint(attribute: .width, constraint: "width == 44")])
        let fixed = try IBFixWriter(source: try XMLSource(Array(xml.utf8)), screen: before).applying(fix)
        let after = try XCTUnwrap(try LayoutFile.decode(bytes: fixed, path: "Main.storyboard").screens.first)
        let updated = IBFrameUpdate(catalog: IBHarness.catalog, measurer: IBHarness.measurer).update(fixed, before: before, after: after)
        let text = String(decoding: updated, as: UTF8.self)
        let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let original = xml.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let added = lines.difference(from: original).insertions.compactMap { change -> String? in
            if case .insert(_, let line, _) = change { return line }
            return nil
        }
        XCTAssertEqual(added, [
            #"<button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn">"#,
            #"<rect key="frame" x="20.0" y="100.0" width="44" height="30.0"/>"#,
            #"<constraint firstAttribute="width" constant="44" id="bW1-aa-001"/>"#,
            #"<rect key="frame" x="72" y="100.5" width="100.0" height="29.0"/>"#,
        ], "the button widens and the tag pinned to it moves 14 pt; the other view stays; numbers that didn't change keep Xcode's text")
        XCTAssertTrue(text.contains(#"<rect key="frame" x="20.0" y="300.0" width="100.0" height="40.0"/>"#), "as it was written")
    }

    /// Xcode measures text with SF, Inset with Inter: a label Xcode drew 41.33 pt tall that Inset
    /// draws 34.33 and a fix then pins to at least 44 is 44 in Xcode too, centred where it was.
    func testASizeAConstraintNowSetsIsTheConstantAndTheEdgeThatStayedStays() {
        let centred = IBFrameUpdate.axis(recorded: (401.33, 41.33), old: (404.83, 34.33), new: (400, 44), pinned: [44])
        XCTAssertEqual(centred.0, 400, accuracy: 0.01)
        XCTAssertEqual(centred.1, 44, accuracy: 0.01)
        let trailing = IBFrameUpdate.axis(recorded: (275, 22), old: (273, 22), new: (251, 44), pinned: [44])
        XCTAssertEqual(trailing.0, 253, accuracy: 0.01, "the trailing edge stays")
        let grown = IBFrameUpdate.axis(recorded: (20, 100), old: (20, 90), new: (20, 110), pinned: [])
        XCTAssertEqual(grown.1, 120, accuracy: 0.01, "a size no constant sets grows by what it grew here")
        XCTAssertEqual(grown.0, 20, accuracy: 0.01)
    }
}
