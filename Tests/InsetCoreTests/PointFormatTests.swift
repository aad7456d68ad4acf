import Foundation
import XCTest
@testable import InsetCore

/// Figures in messages: at most two decimals, no trailing zeros, as `%.2f` trimmed prints them.
final class PointFormatTests: XCTestCase {
    func testFiguresPrintAsTwoDecimalsTrimmed() {
        XCTAssertEqual(Rect.format(44), "44")
        XCTAssertEqual(Rect.format(16.5), "16.5")
        XCTAssertEqual(Rect.format(133.333), "133.33")
        XCTAssertEqual(Rect.format(0.05), "0.05")
        XCTAssertEqual(Rect.format(-0.5), "-0.5")
        XCTAssertEqual(Rect.format(-12.07), "-12.07")
        XCTAssertEqual(Rect.format(-0.001), "0")
        XCTAssertEqual(Rect.format(2.999), "3")
        XCTAssertEqual(Rect.format(1e20), "100000000000000000000")
    }

    /// A rectangle in a message: its four figures, each as `format` prints it.
    func testARectangleListsItsFourFigures() {
        XCTAssertEqual(Rect(x: 0, y: -0.5, width: 133.333, height: 1024).description, "[0, -0.5, 133.33, 1024]")
        XCTAssertEqual(Rect(x: -12.07, y: 0.05, width: 9.999, height: 100.1).description, "[-12.07, 0.05, 10, 100.1]")
    }

    /// Against `String(format: "%.2f")` trimmed, the way figures were printed before, on many values.
    func testAgreesWithPrintf() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<20_000 {
            let scale = [1.0, 10, 1000, 100_000].randomElement(using: &generator)!
            let value = Double.random(in: -scale...scale, using: &generator)
            let rounded = (value * 100).rounded() / 100
            var expected = rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
            if expected.contains(".") { while expected.hasSuffix("0") { expected.removeLast() } }
            XCTAssertEqual(Rect.format(value), expected, "\(value)")
        }
    }
}
