import XCTest
@testable import InsetCore

/// Where Xcode drew a table's cells' side margins: 15 pt in a table placed in a view
/// controller's view, from Xcode 9.1 to 11, below the large iPhones; a table view controller's
/// cells, and every cell from Xcode 12 on, at the screen's 16 (20 on a large iPhone).
final class IBTableCellMarginTests: XCTestCase {
    /// The dot's distance from its cell's leading edge, pinned to both side margins, with the
    /// table (`IBHarness.oneCellTable`) placed in a view controller's view or as a table view
    /// controller's own.
    private func inset(tools: Int, device: String, controllersOwnTable: Bool) throws -> Double? {
        let table = IBHarness.oneCellTable(dot: #"x="15" y="12" width="345" height="20""#, constraints: [
            #"firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin""#,
            #"firstAttribute="trailingMargin" secondItem="dot" secondAttribute="trailing""#,
            #"firstItem="dot" firstAttribute="centerY" secondItem="content" secondAttribute="centerY""#,
            #"firstItem="dot" firstAttribute="height" constant="20""#,
        ].map { IBHarness.constraint($0) }.joined())
        let xml = controllersOwnTable ? IBHarness.storyboard(device: device, """
                <scene sceneID="vc-scene"><objects>
                    <tableViewController title="Main" id="vc" sceneMemberID="viewController">
                        \(table.replacingOccurrences(of: #"translatesAutoresizingMaskIntoConstraints="NO" id="tbl""#, with: #"key="view" id="tbl""#))
                    </tableViewController>
                </objects></scene>
            """) : IBHarness.tableStoryboard(table, device: device)
        let frames = try IBHarness.frames(xml.replacingOccurrences(of: #"toolsVersion="22505""#, with: "toolsVersion=\"\(tools)\""))
        guard let dot = frames["dot"], let content = frames["content"] else { return nil }
        XCTAssertEqual(content.maxX - dot.maxX, dot.minX - content.minX, "the same margin at both sides")
        return dot.minX - content.minX
    }

    func testXcode11DrewATablesCellsInAViewControllers15PointsIn() throws {
        XCTAssertEqual(try inset(tools: 15705, device: "retina4_7", controllersOwnTable: false), 15, "Xcode 11, 375 pt")
        XCTAssertEqual(try inset(tools: 16097, device: "retina4_0", controllersOwnTable: false), 15, "Xcode 11, 320 pt")
        XCTAssertEqual(try inset(tools: 14460, device: "retina4_7", controllersOwnTable: false), 15, "Xcode 10")
    }

    /// Glucosio's iPad storyboard (Xcode 10): its table's cells 15 pt in, where the iPad's own
    /// margins are 20.
    func testOnAnIPadTooATablesCellsInAViewControllerWere15PointsIn() throws {
        XCTAssertEqual(try inset(tools: 14113, device: "ipad12_9", controllersOwnTable: false), 15)
        XCTAssertEqual(try inset(tools: 17701, device: "ipad12_9", controllersOwnTable: false), 20, "Xcode 12: the iPad's")
    }

    func testATableViewControllersCellsTakeTheScreensMargins() throws {
        XCTAssertEqual(try inset(tools: 15705, device: "retina4_7", controllersOwnTable: true), 16)
        XCTAssertEqual(try inset(tools: 14460, device: "retina4_7", controllersOwnTable: true), 16)
    }

    func testFromXcode12AndOnLargeIPhonesTheCellsTakeTheScreensMargins() throws {
        XCTAssertEqual(try inset(tools: 17701, device: "retina4_7", controllersOwnTable: false), 16, "Xcode 12")
        XCTAssertEqual(try inset(tools: 15705, device: "retina5_5", controllersOwnTable: false), 20, "a 414 pt iPhone")
    }
}
