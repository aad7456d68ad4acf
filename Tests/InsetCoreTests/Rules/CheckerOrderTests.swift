import Foundation
import XCTest
@testable import InsetCore

/// Environments are checked on every core; what comes out must be what checking them one by
/// one gives, in the same order, with each split measured against its device unsplit.
final class CheckerOrderTests: XCTestCase {
    func testEveryCoreGivesWhatOneAtATimeGives() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/examples")
        for name in ["article-reader", "checkout", "settings"] {
            let document = try LayoutDocument.load(from: examples.appendingPathComponent("\(name).inset.json"))
            var query = EnvironmentQuery(orientation: .all, split: .all)
            query.devices = ["iphone-15", "ipad-pro-11", "ipad-mini-8-3"]
            let environments = try query.environments(for: document, in: RuleHarness.catalog)
            let engine = LayoutEngine(measurer: RuleHarness.measurer)
            let checker = Checker(engine: engine)

            var one: [Finding] = []
            var order: [Int] = []
            for environment in environments {
                let layout = engine.solve(document, in: environment)
                var full = environment
                full.split = .full
                let reference = environment.split == .full ? nil : engine.solve(document, in: full)
                one += checker.check(layout, document: document, fullScreen: reference)
            }
            var all: [Finding] = []
            checker.solveAndCheck(document, in: environments) { index, _, findings in
                order.append(index)
                all += findings
            }
            XCTAssertEqual(order, Array(environments.indices), name)
            XCTAssertEqual(all, one, name)
            XCTAssertTrue(environments.contains { $0.split != .full }, "\(name) is checked in splits too")
        }
    }

    /// A run of several screens gives each core a screen: the results must be what checking
    /// them one after another, each on every core, gives, in the same order.
    func testSeveralScreensOnEveryCoreGiveWhatOneAtATimeGives() throws {
        let examples = DocumentHarness.repositoryRoot.appendingPathComponent("data/examples")
        let paths = ["sign-in.storyboard", "checkout.inset.json", "missing.inset.json", "settings.inset.json"]
            .map { examples.appendingPathComponent($0).path }
        let run = CheckRun(query: EnvironmentQuery(orientation: .all), catalog: RuleHarness.catalog,
                           measurer: RuleHarness.measurer)
        let together = run.run(paths).files
        let apart = paths.flatMap(run.checkScreens)
        XCTAssertGreaterThan(together.count, paths.count, "the storyboard has several scenes")
        XCTAssertEqual(together.map(\.displayName), apart.map(\.displayName))
        XCTAssertEqual(together.map(\.findings), apart.map(\.findings))
        XCTAssertEqual(together.map(\.errors), apart.map(\.errors))
        XCTAssertTrue(together.contains { !$0.errors.isEmpty } && together.contains { !$0.findings.isEmpty })
    }

    func testAnErrorFromTheCallerStopsTheCheck() throws {
        let document = try RuleHarness.load(RuleHarness.document(#"{ "id": "t", "role": "text", "text": "Hi", "constraints": ["leading == margins.leading", "top == safeArea.top"] }"#))
        let environments = try EnvironmentQuery(orientation: .all).environments(for: document, in: RuleHarness.catalog)
        struct Stop: Error {}
        var seen = 0
        XCTAssertThrowsError(try Checker(engine: LayoutEngine(measurer: RuleHarness.measurer))
            .check(document, in: environments) { done in
                seen = done
                if done == 3 { throw Stop() }
            })
        XCTAssertEqual(seen, 3)
    }
}
