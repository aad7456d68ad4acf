import Foundation
import XCTest
@testable import InsetCore

/// A run's screens share their environments, and what is worked out from the environments alone
/// is kept for the next screen (`SharedEnvironments`, `EnvironmentMemo`): a screen whose
/// environments or document differ must never be handed another's.
final class SharedEnvironmentsTests: XCTestCase {
    func testEqualEnvironmentsMadeAgainAreTheOnesMadeBefore() throws {
        let document = try RuleHarness.load(RuleHarness.document(#"{ "id": "t", "role": "text", "text": "Hi" }"#))
        let query = EnvironmentQuery(orientation: .all)
        let first = SharedEnvironments.interned(try query.environments(for: document, in: RuleHarness.catalog))
        let again = try query.environments(for: document, in: RuleHarness.catalog)
        XCTAssertEqual(first, again)
        XCTAssertFalse(SharedEnvironments.identical(first, again), "made anew, each device has a box of its own")
        XCTAssertTrue(SharedEnvironments.identical(first, SharedEnvironments.interned(again)))
    }

    func testAMemoIsMadeAgainForOtherEnvironmentsOrAnotherKey() throws {
        let document = try RuleHarness.load(RuleHarness.document(#"{ "id": "t", "role": "text", "text": "Hi" }"#))
        let all = try EnvironmentQuery(orientation: .all).environments(for: document, in: RuleHarness.catalog)
        let memo = EnvironmentMemo<Bool, Int>()
        var made = 0
        func value(_ environments: [Environment], _ key: Bool) -> Int {
            memo.value(for: environments, key) { made += 1; return made }
        }
        XCTAssertEqual(value(all, false), 1)
        XCTAssertEqual(value(all, false), 1, "the very environments and key: kept")
        XCTAssertEqual(value(all, true), 2, "another key")
        XCTAssertEqual(value(Array(all.dropLast()), true), 3, "fewer environments")
        var changed = all
        changed[0].keyboard.toggle()
        XCTAssertEqual(value(changed, true), 4, "an environment changed")
        let equalButMadeAgain = try EnvironmentQuery(orientation: .all).environments(for: document, in: RuleHarness.catalog)
        XCTAssertEqual(value(equalButMadeAgain, true), 5, "equal environments not interned are not taken for the same")
    }

    /// Screens of every kind in one run, a storyboard's scenes before and after them: each
    /// screen's findings, and where each group of them happens, are what solving and checking it
    /// afresh in each environment gives, with nothing shared between screens or environments.
    func testScreensOfEveryKindInOneRunGiveWhatAFreshCheckGives() throws {
        let examples = DocumentHarness.repositoryRoot.appendingPathComponent("data/examples")
        let names = ["sign-in.storyboard", "article-reader.inset.json", "weather-widget.inset.json", "checkout.inset.json",
                     "tv-home.inset.json", "sign-in.storyboard"]
        let paths = names.map { examples.appendingPathComponent($0).path }
        let query = EnvironmentQuery(orientation: .all)
        let run = CheckRun(query: query, catalog: RuleHarness.catalog, measurer: RuleHarness.measurer)
        let results = run.run(paths).files
        var screens: [LayoutScreen] = []
        for path in paths { screens += try LayoutFile.load(from: URL(fileURLWithPath: path)).screens }
        XCTAssertEqual(results.count, screens.count)
        XCTAssertGreaterThan(screens.count, names.count, "the storyboard has several scenes")
        let engine = LayoutEngine(measurer: RuleHarness.measurer)
        let checker = Checker(engine: engine)
        for (result, screen) in zip(results, screens) {
            let environments = try query.environments(for: screen, in: RuleHarness.catalog)
            var fresh: [Finding] = []
            for environment in environments {
                fresh += checker.check(engine.solve(screen.document, in: environment), document: screen.document)
            }
            XCTAssertEqual(result.findings, fresh, result.displayName)
            for group in result.groups {
                var seen = Set<Environment>()
                let subset = group.findings.map(\.environment).filter { seen.insert($0).inserted }
                XCTAssertEqual(group.whereItHappens, EnvironmentDescription.describe(subset, among: environments),
                               "\(result.displayName): \(group.rule) \(group.elements)")
            }
        }
        XCTAssertTrue(results.contains { !$0.findings.isEmpty })
    }
}
