import XCTest
@testable import InsetCore

/// `inset devices` output: the terminal table and the JSON shape cli.md promises.
final class DeviceCatalogFormatterTests: XCTestCase {
    func testJSONRoundTripsAndCarriesCliKeys() throws {
        let catalog = try DeviceCatalog.bundled()
        let json = DeviceCatalogFormatter.json(catalog)
        let decoded = try JSONDecoder().decode([Device].self, from: Data(json.utf8))
        XCTAssertEqual(decoded, catalog.devices)

        let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let cliKeys = ["id", "name", "family", "platform", "points", "pixels", "scale", "sizeClasses", "safeArea",
                       "cornerRadius", "sensorHousing", "homeIndicator", "statusBar", "splits", "sources"]
        for object in objects {
            for key in cliKeys { XCTAssertNotNil(object[key], "\(object["id"] ?? "?") lacks \(key)") }
        }
        let pro = try XCTUnwrap(objects.first { $0["id"] as? String == "iphone-14-pro" })
        XCTAssertEqual((pro["sensorHousing"] as? [String: Any])?["kind"] as? String, "dynamicIsland")
        XCTAssertEqual((pro["sizeClasses"] as? [String: [String: String]])?["landscape"],
                       ["horizontal": "compact", "vertical": "compact"])
        XCTAssertTrue(json.hasPrefix("[") && json.hasSuffix("]"), "print adds the newline")
    }

    func testTextHasFamilyHeadingsAndAlignedRows() throws {
        let text = DeviceCatalogFormatter.text(try DeviceCatalog.bundled())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for heading in ["iPhone", "iPad", "iPod", "Apple TV", "Apple Watch", "Vision Pro", "Mac"] {
            XCTAssertTrue(lines.contains(heading), "heading \(heading)")
        }
        let header = try XCTUnwrap(lines.first)
        XCTAssertTrue(header.contains("NAME") && header.contains("LANDSCAPE"))
        let row = try XCTUnwrap(lines.first { $0.contains(" iphone-14-pro ") })
        XCTAssertTrue(row.hasPrefix("  iPhone 14 Pro "))
        XCTAssertTrue(row.contains("393 × 852") && row.contains("@3x") && row.contains("wC hR") && row.contains("wC hC"))
        let idColumn = try XCTUnwrap(header.range(of: "ID")).lowerBound.utf16Offset(in: header)
        let rowID = try XCTUnwrap(row.range(of: "iphone-14-pro")).lowerBound.utf16Offset(in: row)
        XCTAssertEqual(rowID, idColumn, "columns line up")
        let tv = try XCTUnwrap(lines.first { $0.contains(" apple-tv-4k ") })
        XCTAssertTrue(tv.contains("–") && tv.hasSuffix("wR hC"), "no portrait size classes: \(tv)")
        XCTAssertFalse(lines.contains { $0.hasSuffix(" ") }, "no trailing spaces")
    }
}
