import XCTest
@testable import InsetCore

/// The authored device as each Xcode's canvas drew a notched iPhone: the safe area's insets that
/// version gave it, which the frames it recorded follow. Other devices keep their own.
final class IBCanvasInsetsTests: XCTestCase {
    /// A view pinned to the safe area's top and bottom, in a file of `tools` on `device`.
    private func pinned(device: String, tools: String) -> String {
        IBHarness.storyboard(device: device, IBHarness.scene(subviews: IBHarness.view("a"), constraints: [
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"bottom\" secondItem=\"safe\" secondAttribute=\"bottom\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\""),
            IBHarness.constraint("firstItem=\"a\" firstAttribute=\"width\" constant=\"10\""),
        ].joined())).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(tools)\"")
    }

    private func insets(device: String, tools: String, on other: String? = nil) throws -> [Double] {
        let xml = pinned(device: device, tools: tools)
        let layout = try IBHarness.layout(xml, device: other)
        let a = try XCTUnwrap(layout.element(id: "a")?.frame)
        return [a.minY, layout.bounds.height - a.maxY]
    }

    func testEachXcodeDrawsTheNotchedIPhonesTopInsetItsOwnWay() throws {
        XCTAssertEqual(try insets(device: "retina6_1", tools: "20037"), [44, 34], "Xcode 13: 44 pt on every notched iPhone")
        XCTAssertEqual(try insets(device: "retina6_1", tools: "21179"), [44, 34], "Xcode 14's beta still")
        XCTAssertEqual(try insets(device: "retina6_1", tools: "21225"), [48, 34], "the device's own from Xcode 14")
        XCTAssertEqual(try insets(device: "retina5_9", tools: "21507"), [47, 34])
        XCTAssertEqual(try insets(device: "retina5_9", tools: "23504"), [50, 34], "the 5.8\" canvas as the iPhone 13 mini")
    }

    func testXcode16DrewTheSafeAreaTwiceAsDeep() throws {
        XCTAssertEqual(try insets(device: "retina6_1", tools: "23504"), [48, 34], "Xcode 15")
        XCTAssertEqual(try insets(device: "retina6_1", tools: "24128"), [96, 68], "Xcode 16")
        XCTAssertEqual(try insets(device: "retina6_12", tools: "24765"), [118, 68])
        XCTAssertEqual(try insets(device: "retina5_9", tools: "23727"), [100, 68])
        XCTAssertEqual(try insets(device: "retina6_12", tools: "32700.99.1234"), [59, 34], "Xcode 26")
        XCTAssertEqual(try insets(device: "retina4_7", tools: "24128"), [20, 0], "a Home-button iPhone keeps its bar")
        XCTAssertEqual(try insets(device: "retina6_1", tools: "24128", on: "iphone-15"), [59, 34],
                       "only the canvas: another device lays out as UIKit does")
        let ipad = try insets(device: "ipad11_0rounded", tools: "24128")
        XCTAssertEqual(ipad, try insets(device: "ipad11_0rounded", tools: "23504"), "an iPad canvas keeps the iPad's own")
        XCTAssertEqual(try insets(device: "ipad11_0rounded", tools: "20037"), ipad, "and had no 44 pt top before Xcode 14")
    }
}
