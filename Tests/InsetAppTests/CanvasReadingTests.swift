import Foundation
@testable import InsetApp
import InsetCore
import XCTest

/// What a screen reader hears about the canvas: the environment and each element with its problems.
final class CanvasReadingTests: XCTestCase {
    func testEachElementIsNamedWithItsRoleAndDescribedWithItsProblems() throws {
        try MainActor.assumeIsolated {
            let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer)
            XCTAssertTrue(inspector.open(path: Bundle.module.url(forResource: "Fixtures/profile.inset.json", withExtension: nil)!.path))
            inspector.selectDevice(id: "iphone-15-pro")
            let layout = try XCTUnwrap(inspector.layout)
            let reading = CanvasReading(documentName: "Profile", layout: layout, findings: inspector.findings,
                                        dark: false, selected: "close")
            XCTAssertEqual(reading.description, "Profile on iPhone 15 Pro, portrait, light; 1 problem; selected: close")
            XCTAssertEqual(reading.elements.map(\.id), layout.elements.map(\.id), "in document order, as Tab walks them")
            let close = try XCTUnwrap(reading.elements.first { $0.id == "close" })
            XCTAssertEqual(close.name, "close, Button")
            XCTAssertEqual(close.description,
                           "30 × 30 pt at 347, 66. 1 problem: \"close\" is 30 × 30 pt; make it at least 44 × 44 pt (error).")
            let name = try XCTUnwrap(reading.elements.first { $0.id == "name" })
            XCTAssertTrue(name.description.hasPrefix("“Jordan Appleseed”. "), name.description)
            XCTAssertTrue(name.description.hasSuffix("No problems."), name.description)
        }
    }

    func testTheCountAndPointsReadAsWords() {
        XCTAssertEqual(CanvasReading.count(0), "No problems")
        XCTAssertEqual(CanvasReading.count(1), "1 problem")
        XCTAssertEqual(CanvasReading.count(3), "3 problems")
        XCTAssertEqual(CanvasReading.points(148.5), "148.5")
        XCTAssertEqual(CanvasReading.points(44.0001), "44")
    }
}
