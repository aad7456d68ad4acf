@testable import InsetApp
import InsetCore
import XCTest

final class DeviceSearchTests: XCTestCase {
    func testEveryDeviceGroupedByFamily() throws {
        let catalog = try DeviceCatalog.bundled()
        let search = DeviceSearch(families: catalog.families, query: "")
        let devices = search.entries.filter { if case .device = $0 { return true } else { return false } }
        XCTAssertEqual(devices.count, catalog.devices.count)
        XCTAssertEqual(search.entries.first, .family(catalog.families[0].family))
    }

    func testTypingNarrowsByEveryWordAndKeepsHeadings() throws {
        let catalog = try DeviceCatalog.bundled()
        XCTAssertEqual(DeviceSearch(families: catalog.families, query: "pro 12").entries.first, .family(.iPhone),
                       "iPhone 12 Pro matches too")
        let search = DeviceSearch(families: catalog.families, query: "ipad pro 12")
        XCTAssertEqual(search.entries.first, .family(.iPad))
        XCTAssertTrue(search.firstDevice?.name.contains("12.9") ?? false, "\(String(describing: search.firstDevice?.name))")
        XCTAssertTrue(DeviceSearch(families: catalog.families, query: "zzz").entries.isEmpty)
        XCTAssertEqual(DeviceSearch(families: catalog.families, query: "WATCH ultra").firstDevice?.id, "apple-watch-ultra-49mm")
    }

    func testSizesAreInPointsPortraitFirst() throws {
        let catalog = try DeviceCatalog.bundled()
        XCTAssertEqual(DeviceSearch.size(of: try XCTUnwrap(catalog.device(id: "iphone-14-pro"))), "393 × 852 pt")
        XCTAssertEqual(DeviceSearch.size(of: try XCTUnwrap(catalog.device(id: "apple-tv-4k"))), "1920 × 1080 pt")
    }
}
