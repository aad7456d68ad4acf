import InsetCore
import InsetRender
import XCTest

/// The device's name and badge above it grow with the device, so a render of an iPad or a TV,
/// seen shrunk to fit, still has a readable header.
final class CanvasHeaderTests: XCTestCase {
    func canvas(_ id: String, _ orientation: Orientation = .portrait) throws -> CanvasLayout {
        let device = try XCTUnwrap(try DeviceCatalog.bundled().device(id: id))
        return CanvasLayout(environment: Environment(device: device, orientation: orientation))
    }

    func testTheHeaderGrowsWithTheDevice() throws {
        let phone = try canvas("iphone-16-pro-max"), watch = try canvas("apple-watch-ultra-49mm")
        let pad = try canvas("ipad-pro-12-9"), tv = try canvas("apple-tv-4k", .landscape)
        XCTAssertEqual(phone.headerScale, 1)
        XCTAssertEqual(watch.headerScale, 1)
        XCTAssertEqual(pad.headerScale, 1024 / 440, accuracy: 1e-9)
        XCTAssertEqual(tv.headerScale, 1080 / 440, accuracy: 1e-9)
        XCTAssertEqual(try canvas("ipad-pro-12-9", .landscape).headerScale, pad.headerScale,
                       "turning the device doesn't change its header")
        // The header's room above the body grows with it: about the same share of the device's width.
        let share = { (c: CanvasLayout) in c.bodyRect.minY / c.bodyRect.width }
        XCTAssertEqual(share(pad) / share(phone), 1, accuracy: 0.15)
        XCTAssertEqual(share(tv) / share(phone), 1, accuracy: 0.6, "a TV is wide for its height")
        XCTAssertGreaterThan(tv.bodyRect.minY, 2 * phone.bodyRect.minY)
    }
}
