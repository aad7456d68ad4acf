import XCTest
@testable import InsetCore

final class EnvironmentQueryTests: XCTestCase {
    private let catalog = RuleHarness.catalog

    func testDefaultsToEveryDeviceOfThePlatformInTheFilesOrientations() throws {
        let doc = LayoutDocument(name: "T", platform: .iOS, orientations: [.portrait])
        let envs = try EnvironmentQuery().environments(for: doc, in: catalog)
        XCTAssertEqual(envs.count, catalog.devices(for: .iOS).count)
        XCTAssertTrue(envs.allSatisfy { $0.orientation == .portrait && $0.split == .full })
        XCTAssertTrue(envs.contains { $0.device.id == "iphone-se-4-inch" })
        XCTAssertFalse(envs.contains { $0.device.family == .iPad })
    }

    func testDeviceByNameAndUnknownDeviceSuggestion() throws {
        let doc = LayoutDocument(name: "T", platform: .iPadOS)
        let envs = try EnvironmentQuery(devices: ["12.9 iPad Pro"], orientation: .only(.landscape))
            .environments(for: doc, in: catalog)
        XCTAssertEqual(envs.map(\.device.id), ["ipad-pro-12-9"])
        XCTAssertThrowsError(try EnvironmentQuery(devices: ["iphone-14-pr"]).environments(for: doc, in: catalog)) { error in
            XCTAssertEqual("\(error)", "unknown device \"iphone-14-pr\" (did you mean \"iphone-14-pro\"?); `inset devices` lists them")
        }
    }

    func testAllSplitsSkipHalfInPortrait() throws {
        let doc = LayoutDocument(name: "T", platform: .iPadOS)
        let envs = try EnvironmentQuery(devices: ["ipad-pro-12-9"], orientation: .all, split: .all)
            .environments(for: doc, in: catalog)
        let portrait = envs.filter { $0.orientation == .portrait }.map(\.split)
        XCTAssertFalse(portrait.contains(.half), "1/2 split doesn't exist in portrait (seed 000's multitasking table)")
        XCTAssertTrue(portrait.contains(.oneThird))
        XCTAssertTrue(envs.filter { $0.orientation == .landscape }.map(\.split).contains(.half))
    }

    func testLandscapeOnlyDevicesIgnoreThePortraitDefault() throws {
        let doc = LayoutDocument(name: "T", platform: .tvOS)
        let envs = try EnvironmentQuery().environments(for: doc, in: catalog)
        XCTAssertFalse(envs.isEmpty)
        XCTAssertTrue(envs.allSatisfy { $0.orientation == .landscape })
    }
}
