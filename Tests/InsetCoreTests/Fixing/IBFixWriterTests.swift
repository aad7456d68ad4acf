import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import InsetCore
import XCTest

/// Fixes written into a storyboard's XML: each kind of edit changes only the lines it means to,
/// keeps the file well-formed for Foundation's parser, and reads back as the layout it meant.
final class IBFixWriterTests: XCTestCase {
    /// A scene with a 30 pt button sized by constraints (its width wired to an outlet), a label
    /// with a system font, a title with a text style, and a view placed by its autoresizing mask.
    private let xml = IBHarness.storyboard(IBHarness.scene(
        extra: """
        <connections>
            <outlet property="buttonWidth" destination="bW1-aa-001" id="out-aa-009"/>
        </connections>
        """,
        subviews: """
        \(IBHarness.view("btn", tag: "button", frame: [20, 100, 30, 30], body: """
        <constraints>
            <constraint firstAttribute="width" constant="30" id="bW1-aa-001"/>
            <constraint firstAttribute="height" constant="30" id="bH1-aa-002"/>
        </constraints>
        """))
        \(IBHarness.view("lbl", tag: "label", frame: [20, 200, 200, 20], attributes: "text=\"Hello\"", body: """
        <fontDescription key="fontDescription" type="system" pointSize="9"/>
        """))
        \(IBHarness.view("ttl", tag: "label", frame: [20, 300, 200, 20], attributes: "text=\"Title\"", body: """
        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
        """))
        <view contentMode="scaleToFill" id="box">
            <rect key="frame" x="10" y="400" width="50" height="50"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </view>
        """,
        constraints: """
        <constraint firstItem="btn" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="bL1-aa-003"/>
        <constraint firstItem="btn" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="52" id="bT1-aa-004"/>
        <constraint firstItem="lbl" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="lL1-aa-005"/>
        <constraint firstItem="lbl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="152" id="lT1-aa-006"/>
        <constraint firstItem="ttl" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="tL1-aa-007"/>
        <constraint firstItem="ttl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="252" id="tT1-aa-008"/>
        """))

    private func write(_ fix: Fix, into text: String? = nil) throws -> String {
        let text = text ?? xml
        let screen = try XCTUnwrap(try IBHarness.read(text).screens.first)
        let bytes = try IBFixWriter(source: try XMLSource(Array(text.utf8)), screen: screen).applying(fix)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func refusal(_ fix: Fix) -> String? {
        do { _ = try write(fix); return nil } catch { return "\(error)" }
    }

    /// The lines only in `before` and only in `after`, in order.
    private func changes(_ before: String, _ after: String) -> (removed: [String], added: [String]) {
        let a = before.components(separatedBy: "\n"), b = after.components(separatedBy: "\n")
        let diff = b.difference(from: a)
        return (diff.removals.map { if case .remove(_, let line, _) = $0 { return line.trimmingCharacters(in: .whitespaces) }; return "" },
                diff.insertions.map { if case .insert(_, let line, _) = $0 { return line.trimmingCharacters(in: .whitespaces) }; return "" })
    }

    private func parsesWithFoundation(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    private func constraints(of id: String, in text: String) throws -> [String] {
        try XCTUnwrap(try IBHarness.read(text).screens.first?.document.element(id: id)).constraints ?? []
    }

    func testChangingAConstantRewritesThatConstraintInPlaceKeepingItsID() throws {
        let width = try XCTUnwrap(try constraints(of: "btn", in: xml).firstIndex(of: "width == 30"))
        let out = try write(Fix(summary: "", elementID: "btn", edits: [.removeConstraint(index: width), .setConstraint(attribute: .width, constraint: "width >= 44")]))
        let (removed, added) = changes(xml, out)
        XCTAssertEqual(removed, [#"<constraint firstAttribute="width" constant="30" id="bW1-aa-001"/>"#])
        XCTAssertEqual(added, [#"<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="44" id="bW1-aa-001"/>"#])
        XCTAssertTrue(parsesWithFoundation(out))
        XCTAssertTrue(try constraints(of: "btn", in: out).contains("width >= 44"))
        XCTAssertTrue(out.contains(#"destination="bW1-aa-001""#), "the outlet still finds its constraint")
    }

    func testANewConstraintGoesToTheViewHoldingBothItemsWithAFreshInterfaceBuilderID() throws {
        let out = try write(Fix(summary: "", elementID: "lbl", edits: [.setConstraint(attribute: .trailing, constraint: "trailing == safeArea.trailing - 20")]))
        let (removed, added) = changes(xml, out)
        XCTAssertEqual(removed, [])
        XCTAssertEqual(added.count, 1)
        let line = try XCTUnwrap(added.first)
        XCTAssertTrue(line.hasPrefix(#"<constraint firstItem="lbl" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" constant="-20" id=""#), line)
        let id = try XCTUnwrap(line.split(separator: "\"").dropLast().last.map(String.init))
        XCTAssertNotNil(id.wholeMatch(of: try Regex("[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}")), id)
        XCTAssertEqual(out.components(separatedBy: "id=\"\(id)\"").count, 2, "the id is unique in the file")
        // In the root view's <constraints>, before its end.
        let rootBlock = try XCTUnwrap(out.range(of: #"<constraint firstItem="ttl" firstAttribute="top""#))
        XCTAssertLessThan(rootBlock.lowerBound, try XCTUnwrap(out.range(of: line)).lowerBound)
        XCTAssertTrue(parsesWithFoundation(out))
        XCTAssertTrue(try constraints(of: "lbl", in: out).contains("trailing == safeArea.trailing - 20"))
        XCTAssertEqual(try write(Fix(summary: "", elementID: "lbl", edits: [.setConstraint(attribute: .trailing, constraint: "trailing == safeArea.trailing - 20")])), out,
                       "the same fix writes the same id")
    }

    func testAViewWithoutConstraintsGetsABlockOfItsOwn() throws {
        let out = try write(Fix(summary: "", elementID: "lbl", edits: [.setConstraint(attribute: .height, constraint: "height >= 44")]))
        let (removed, added) = changes(xml, out)
        XCTAssertEqual(removed, [])
        XCTAssertEqual(added.count, 3)
        XCTAssertEqual(added.first, "<constraints>")
        XCTAssertTrue(added[1].hasPrefix(#"<constraint firstAttribute="height" relation="greaterThanOrEqual" constant="44" id=""#), added[1])
        XCTAssertEqual(added.last, "</constraints>")
        XCTAssertTrue(parsesWithFoundation(out))
        XCTAssertTrue(try constraints(of: "lbl", in: out).contains("height >= 44"))
    }

    func testRemovingAConstraintDeletesItsLineUnlessAnOutletHoldsIt() throws {
        let height = try XCTUnwrap(try constraints(of: "btn", in: xml).firstIndex(of: "height == 30"))
        let out = try write(Fix(summary: "", elementID: "btn", edits: [.removeConstraint(index: height)]))
        XCTAssertEqual(changes(xml, out).removed, [#"<constraint firstAttribute="height" constant="30" id="bH1-aa-002"/>"#])
        XCTAssertEqual(changes(xml, out).added, [])
        XCTAssertFalse(try constraints(of: "btn", in: out).contains("height == 30"))

        let width = try XCTUnwrap(try constraints(of: "btn", in: xml).firstIndex(of: "width == 30"))
        let refused = try XCTUnwrap(refusal(Fix(summary: "", elementID: "btn", edits: [.removeConstraint(index: width)])))
        XCTAssertTrue(refused.contains("bW1-aa-001") && refused.contains("outlet"), refused)
    }

    func testAFontSizeChangesOnlyThePointSizeAndATextStyleIsRefused() throws {
        let out = try write(Fix(summary: "", elementID: "lbl", edits: [.setFontSize(11)]))
        XCTAssertEqual(changes(xml, out).removed, [#"<fontDescription key="fontDescription" type="system" pointSize="9"/>"#])
        XCTAssertEqual(changes(xml, out).added, [#"<fontDescription key="fontDescription" type="system" pointSize="11"/>"#])
        XCTAssertEqual(try IBHarness.read(out).screens.first?.document.element(id: "lbl")?.fontSize, 11)
        XCTAssertTrue(refusal(Fix(summary: "", elementID: "ttl", edits: [.setFontSize(20)]))?.contains("text style") == true)
    }

    func testAFrameIsWrittenOnlyForAViewPlacedByItsAutoresizingMask() throws {
        let out = try write(Fix(summary: "", elementID: "box", edits: [.setFrame(Rect(x: 16, y: 400, width: 60, height: 44))]))
        XCTAssertEqual(changes(xml, out).removed, [#"<rect key="frame" x="10" y="400" width="50" height="50"/>"#])
        XCTAssertEqual(changes(xml, out).added, [#"<rect key="frame" x="16" y="400" width="60" height="44"/>"#])
        XCTAssertTrue(refusal(Fix(summary: "", elementID: "btn", edits: [.setFrame(Rect(x: 0, y: 0, width: 44, height: 44))]))?
            .contains("placed by constraints") == true)
    }

    func testWhatTheFormatCantSayIsRefusedBeforeAnythingIsWritten() throws {
        XCTAssertTrue(refusal(Fix(summary: "", elementID: "lbl", edits: [.setConstraint(attribute: .leading, constraint: "leading == readable.leading")]))?
            .contains("readable") == true)
        XCTAssertTrue(refusal(Fix(summary: "", elementID: "lbl", edits: [.setFontSize(12)], variant: 0))?
            .contains("size class") == true)
        XCTAssertTrue(refusal(Fix(summary: "", elementID: "nothing", edits: [.setFontSize(12)]))?.contains("nothing") == true)
        XCTAssertTrue(refusal(Fix(summary: "", elementID: "root", edits: [.setConstraint(attribute: .leading, constraint: "leading == safeArea.leading")]))?
            .contains("the scene's root view") == true)
    }

    func testACellsViewsAreNotTiedToViewsOutsideTheCell() throws {
        let storyboard = try String(contentsOf: FixRunTests.examples.appendingPathComponent("sign-in.storyboard"), encoding: .utf8)
        let screen = try XCTUnwrap(try IBHarness.read(storyboard).screens.first { $0.name == "Settings" })
        let fix = Fix(summary: "", elementID: "lbl-00-002", edits: [.setConstraint(attribute: .leading, constraint: "leading == margins.leading")])
        XCTAssertThrowsError(try IBFixWriter(source: try XMLSource(Array(storyboard.utf8)), screen: screen).applying(fix)) {
            XCTAssertTrue("\($0)".contains("same cell"), "\($0)")
        }
    }
}
