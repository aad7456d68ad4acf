import CPangoCairo
import InsetCore
@testable import InsetRender
import XCTest

/// The status bar as iOS draws it: mirrored in right-to-left languages.
final class StatusBarDrawingTests: XCTestCase {
    func items(_ id: String, _ direction: LayoutDirection) throws -> (items: [StatusBarItem], width: Double) {
        let device = try XCTUnwrap(try DeviceCatalog.bundled().device(id: id))
        let environment = Environment(device: device, layoutDirection: direction)
        let geometry = ScreenGeometry(environment: environment)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let chrome = SystemChrome(environment: environment, geometry: geometry, style: DeviceStyle(environment: environment),
                                  palette: Palette(.light), painter: Painter(cr: cr!, pixel: 1))
        return (chrome.statusBarItems(), geometry.displaySize.width)
    }

    func clock(_ items: [StatusBarItem]) throws -> Rect {
        try XCTUnwrap(items.first { if case .text(let t, _, _) = $0.kind { return t.hasPrefix("9:41") } else { return false } }).frame
    }

    func battery(_ items: [StatusBarItem]) throws -> Rect {
        try XCTUnwrap(items.first { $0.kind == .battery }).frame
    }

    func testRightToLeftPutsTheTimeOnTheRightAndTheBatteryOnTheLeft() throws {
        for id in ["iphone-15-pro", "iphone-se-4-7-inch", "ipad-pro-12-9"] {
            let (ltr, width) = try items(id, .ltr)
            let (rtl, _) = try items(id, .rtl)
            XCTAssertLessThan(try clock(ltr).midX, try battery(ltr).midX, id)
            XCTAssertGreaterThan(try clock(rtl).midX, try battery(rtl).midX, id)
            XCTAssertEqual(ltr.count, rtl.count)
            for (a, b) in zip(ltr, rtl) {
                XCTAssertEqual(a.kind, b.kind)
                XCTAssertEqual(b.frame.minX, width - a.frame.maxX, accuracy: 1e-9, "\(id): \(a.kind) mirrored")
                XCTAssertEqual(b.frame.minY, a.frame.minY)
            }
        }
    }
}
