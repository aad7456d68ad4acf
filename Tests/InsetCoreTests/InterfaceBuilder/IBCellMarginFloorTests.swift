import XCTest
@testable import InsetCore

/// Margins a file sets on a cell's content view: from Xcode 9.2 its top and bottom are kept, but
/// its sides never come in closer than its table's (Xcode drew 0, 10, 12 and 19 pt sides at the
/// table's 15 to 20 pt, and 15 and 22 pt ones as set where the table's were no wider).
final class IBCellMarginFloorTests: XCTestCase {
    /// A xib's own 320 pt cell on a 375 pt iPhone (the table's sides 16 pt) whose content view
    /// sets `margins` (top, left, bottom, right); `dot` is pinned to its leading, trailing and top
    /// margins.
    private func dot(margins: [Double], tools: Int = 21507) throws -> Rect? {
        let insets = "<edgeInsets key=\"layoutMargins\" top=\"\(margins[0])\" left=\"\(margins[1])\" bottom=\"\(margins[2])\" right=\"\(margins[3])\"/>"
        return try IBHarness.cellDot(width: 320, device: "retina4_7", tools: tools, topMargin: true, contentExtra: insets)
    }

    func testSidesSetNarrowerThanTheTablesAreTheTables() throws {
        XCTAssertEqual(try dot(margins: [0, 0, 0, 0]).map { [$0.minX, $0.minY, $0.width] }, [16, 0, 288],
                       "sides at the table's 16 pt, the top as set")
        XCTAssertEqual(try dot(margins: [4, 10, 4, 12]).map { [$0.minX, $0.minY, $0.width] }, [16, 4, 288])
    }

    func testSidesSetWiderThanTheTablesAreKept() throws {
        XCTAssertEqual(try dot(margins: [8, 22, 8, 30]).map { [$0.minX, $0.width] }, [22, 268])
    }

    func testBeforeXcode92TheSidesAreAsSet() throws {
        XCTAssertEqual(try dot(margins: [0, 0, 0, 0], tools: 12121).map { [$0.minX, $0.width] }, [0, 320])
    }
}
