import XCTest
@testable import InsetCore

/// The guides each platform's screens give content, as the platform's own layout reports them.
final class ScreenGeometryTests: XCTestCase {
    let catalog = try! DeviceCatalog.bundled()

    func geometry(_ id: String, _ orientation: Orientation = .portrait) throws -> ScreenGeometry {
        ScreenGeometry(environment: Environment(device: try XCTUnwrap(catalog.device(id: id)), orientation: orientation))
    }

    /// UIKit's safeAreaInsets on Apple TV: 60 pt top and bottom, 80 pt at the sides.
    func testAppleTVSafeAreaKeepsClearOfTheOverscannedEdges() throws {
        for id in ["apple-tv-4k", "apple-tv-hd"] {
            let g = try geometry(id, .landscape)
            XCTAssertEqual(g.bounds, Rect(x: 0, y: 0, width: 1920, height: 1080), id)
            XCTAssertEqual(g.safeArea, Rect(x: 80, y: 60, width: 1760, height: 960), id)
            XCTAssertEqual(g.margins.minX, 80 + 20, "regular width: UIKit's 20 pt margin inside the safe area")
        }
    }

    /// A watch's margins are its systemMinimumLayoutMargins, wider where its corners are rounder.
    func testWatchMarginsAreTheWatchsOwn() throws {
        let expected: [(String, Double)] = [("apple-watch-series-3-38mm", 1), ("apple-watch-series-4-40mm", 8.5),
                                            ("apple-watch-series-4-44mm", 9.5), ("apple-watch-series-7-41mm", 11),
                                            ("apple-watch-series-7-45mm", 12), ("apple-watch-ultra-49mm", 12)]
        for (id, margin) in expected {
            let g = try geometry(id)
            XCTAssertEqual(g.margins.minX - g.safeArea.minX, margin, id)
            XCTAssertEqual(g.safeArea.maxX - g.margins.maxX, margin, id)
        }
        for device in catalog.devices where device.platform == .watchOS {
            XCTAssertNotNil(device.layoutMargin, "\(device.id) has its own margin")
            XCTAssertTrue(device.sources.contains { $0.hasPrefix("layout margin:") }, "\(device.id) names its source")
        }
    }

    func testPhonesKeepUIKitsMargins() throws {
        let g = try geometry("iphone-15-pro")
        XCTAssertEqual(g.margins.minX - g.safeArea.minX, 16)
    }
}
