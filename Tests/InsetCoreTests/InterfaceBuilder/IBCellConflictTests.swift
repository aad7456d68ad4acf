import XCTest
@testable import InsetCore

/// What gives way where a storyboard cell's content can't fit its row: Xcode 10 and before let go
/// of the pins to the content view's bottom, each view at its own size; Xcode 11 on breaks the
/// innermost constraint, a view's own size among them.
final class IBCellConflictTests: XCTestCase {
    /// The frame of a 40 pt tall view pinned 8 pt below a 44 pt row's top and to its bottom.
    private func field(tools: Int) throws -> Rect? {
        let frames = try IBHarness.frames(xml(tools: tools))
        guard let dot = frames["dot"], let content = frames["content"] else { return nil }
        return Rect(x: dot.minX - content.minX, y: dot.minY - content.minY, width: dot.width, height: dot.height)
    }

    private func xml(tools: Int) -> String {
        let table = IBHarness.oneCellTable(cell: #"rowHeight="44""#, dot: #"x="16" y="8" width="200" height="40""#, constraints: [
            #"firstItem="dot" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8""#,
            #"firstAttribute="bottom" secondItem="dot" secondAttribute="bottom""#,
            #"firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16""#,
            #"firstItem="dot" firstAttribute="width" constant="200""#,
            #"firstItem="dot" firstAttribute="height" constant="40""#,
        ].map { IBHarness.constraint($0) }.joined())
        return IBHarness.tableStoryboard(table).replacingOccurrences(of: #"toolsVersion="22505""#, with: "toolsVersion=\"\(tools)\"")
    }

    func testXcode10LetTheCellsBottomPinGo() throws {
        XCTAssertEqual(try field(tools: 14460), Rect(x: 16, y: 8, width: 200, height: 40))
        // How Xcode lays the cell out, as for a xib's own cell: no conflict to report.
        XCTAssertEqual(try IBHarness.findings(xml(tools: 14460), rule: "unsatisfiable-layout"), [])
        XCTAssertEqual(try IBHarness.findings(xml(tools: 15705), rule: "unsatisfiable-layout").count, 1, "Xcode 11")
        XCTAssertEqual(try field(tools: 10116), Rect(x: 16, y: 8, width: 200, height: 40), "Xcode 7")
    }

    func testXcode11AndOnBreakTheViewsOwnHeight() throws {
        XCTAssertEqual(try field(tools: 15705), Rect(x: 16, y: 8, width: 200, height: 36))
        XCTAssertEqual(try field(tools: 14868), Rect(x: 16, y: 8, width: 200, height: 36), "an Xcode 11 beta")
        XCTAssertEqual(try field(tools: 22505), Rect(x: 16, y: 8, width: 200, height: 36))
    }

    /// Where nothing conflicts, the pin still holds the view to the row's bottom.
    func testWithoutAConflictTheBottomPinStillHolds() throws {
        let table = IBHarness.oneCellTable(cell: #"rowHeight="44""#, dot: #"x="16" y="8" width="200" height="36""#, constraints: [
            #"firstItem="dot" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8""#,
            #"firstAttribute="bottom" secondItem="dot" secondAttribute="bottom""#,
            #"firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16""#,
            #"firstItem="dot" firstAttribute="width" constant="200""#,
        ].map { IBHarness.constraint($0) }.joined())
        let xml = IBHarness.tableStoryboard(table).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="14460""#)
        let frames = try IBHarness.frames(xml)
        XCTAssertEqual(frames["dot"]?.height, 36)
    }
}
