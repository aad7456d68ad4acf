import XCTest
@testable import InsetCore

/// "Passes here, fails there": a finding's environments said in a designer's words.
final class EnvironmentDescriptionTests: XCTestCase {
    private let catalog = RuleHarness.catalog

    private func iPhoneEnvironments() throws -> [Environment] {
        let doc = LayoutDocument(name: "T", platform: .iOS)
        return try EnvironmentQuery(orientation: .all).environments(for: doc, in: catalog)
    }

    func testEveryEnvironment() throws {
        let all = try iPhoneEnvironments()
        XCTAssertEqual(EnvironmentDescription.describe(all, among: all), "in every environment checked")
    }

    func testOnlyLandscape() throws {
        let all = try iPhoneEnvironments()
        XCTAssertEqual(EnvironmentDescription.describe(all.filter { $0.orientation == .landscape }, among: all),
                       "only in landscape")
    }

    func testLandscapeOnDynamicIslandPhones() throws {
        let all = try iPhoneEnvironments()
        let subset = all.filter { $0.orientation == .landscape && $0.device.sensorHousing.kind == .dynamicIsland }
        XCTAssertEqual(EnvironmentDescription.describe(subset, among: all),
                       "only in landscape on devices with a Dynamic Island")
    }

    func testOneThirdSplit() throws {
        let doc = LayoutDocument(name: "T", platform: .iPadOS)
        let all = try EnvironmentQuery(devices: ["ipad-pro-12-9"], orientation: .all, split: .all)
            .environments(for: doc, in: catalog)
        XCTAssertEqual(EnvironmentDescription.describe(all.filter { $0.split == .oneThird }, among: all),
                       "only in 1/3 split")
    }

    func testScatteredEnvironmentsAreListed() throws {
        let all = try iPhoneEnvironments()
        let subset = [all[0], all[5], all[9], all[20]]
        let text = EnvironmentDescription.describe(subset, among: all)
        XCTAssertTrue(text.hasPrefix("in 4 of \(all.count) environments: \(all[0].label)"), text)
        XCTAssertTrue(text.hasSuffix("and 1 more"), text)
    }
}
