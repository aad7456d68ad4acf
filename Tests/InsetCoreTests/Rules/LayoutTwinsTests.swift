import Foundation
import XCTest
@testable import InsetCore

/// Devices that differ only in name are solved and checked once (`LayoutTwins`); every
/// environment must still get exactly the layout and findings a fresh solve of it gives, under
/// its own name.
final class LayoutTwinsTests: XCTestCase {
    private let engine = LayoutEngine(measurer: RuleHarness.measurer)

    /// Every example on every device of its platform, in both orientations and every split.
    func testTwinsGetWhatAFreshSolveOfEachGives() throws {
        var twinned = 0
        for url in DocumentHarness.exampleLayoutFiles() {
            let document = try LayoutDocument.load(from: url)
            let environments = try EnvironmentQuery(orientation: .all, split: .all)
                .environments(for: document, in: RuleHarness.catalog)
            let twins = LayoutTwins(environments, document: document)
            twinned += environments.count - twins.unique.count
            assertSameAsFresh(document, environments, url.lastPathComponent)
        }
        XCTAssertGreaterThan(twinned, 50, "the examples' devices include twins, so the shortcut is exercised")
    }

    func testAStoryboardsScenesToo() throws {
        let file = try LayoutFile.load(from: DocumentHarness.repositoryRoot.appendingPathComponent("data/examples/sign-in.storyboard"))
        for screen in try file.screens(matching: []) {
            let environments = try EnvironmentQuery(orientation: .all).environments(for: screen, in: RuleHarness.catalog)
            XCTAssertLessThan(LayoutTwins(environments, document: screen.document).unique.count, environments.count)
            assertSameAsFresh(screen.document, environments, screen.name)
        }
    }

    func testTheIPhone13And14AreTwinsButNotTheMini() throws {
        let document = try RuleHarness.load(RuleHarness.document(#"{ "id": "t", "role": "text", "text": "Hi", "constraints": ["leading == margins.leading", "top == safeArea.top"] }"#))
        let environments = try environments(["iphone-13", "iphone-14", "iphone-13-mini"], for: document)
        XCTAssertEqual(LayoutTwins(environments, document: document).representative, [0, 1, 0, 1, 4, 5])
    }

    /// A variant for one device lays that device out apart from its twins.
    func testAVariantForOneDeviceSeparatesIt() throws {
        let document = try RuleHarness.load(RuleHarness.document(#"""
            { "id": "t", "role": "button", "text": "Buy", "constraints": ["leading == margins.leading", "top == safeArea.top", "height == 44"],
              "variants": [{ "when": { "device": "iphone-14" }, "constraints": ["leading == margins.leading", "top == safeArea.top + 100", "height == 44"] }] }
            """#))
        let environments = try environments(["iphone-13", "iphone-14"], for: document)
        XCTAssertEqual(LayoutTwins(environments, document: document).unique.count, 4)
        var tops: [Double] = []
        Checker(engine: engine).solveAndCheck(document, in: environments) { _, layout, _ in
            tops.append(layout.element(id: "t")!.frame.y)
        }
        XCTAssertEqual(tops[1] + 100, tops[3], "the iPhone 14 takes its own variant")
    }

    func testFindingsNameTheirOwnDevice() throws {
        // A button in the Home indicator's strip, on devices that share one.
        let document = try RuleHarness.load(RuleHarness.document(#"{ "id": "buy", "role": "button", "text": "Buy", "constraints": ["leading == 16", "trailing == screen.trailing - 16", "bottom == screen.bottom", "height == 44"] }"#))
        let environments = try environments(["iphone-13", "iphone-14"], for: document)
        var seen: [(Environment, [Finding])] = []
        Checker(engine: engine).solveAndCheck(document, in: environments) { index, layout, findings in
            XCTAssertEqual(layout.environment, environments[index])
            seen.append((environments[index], findings))
        }
        XCTAssertFalse(seen[2].1.isEmpty, "the button breaks a rule")
        for (environment, findings) in seen {
            XCTAssertTrue(findings.allSatisfy { $0.environment == environment })
        }
        XCTAssertEqual(seen[0].1.map(\.message), seen[2].1.map(\.message))
    }

    /// Slide Over is as wide as a 1/3 split on many iPads: one solve serves both, and each gets
    /// what a fresh solve of it gives.
    func testSplitsOfOneWindowAreTwinsAndEachGetsWhatAFreshSolveGives() throws {
        let document = try RuleHarness.load(RuleHarness.document(platform: "iPadOS", #"{ "id": "t", "role": "text", "text": "Hello there", "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top"] }"#))
        var query = EnvironmentQuery(orientation: .all, split: .all)
        query.devices = ["ipad-pro-11-m4"]
        let environments = try query.environments(for: document, in: RuleHarness.catalog)
        func twin(_ orientation: Orientation, _ split: Split) -> Split {
            let environment = environments.first { $0.orientation == orientation && $0.split == split }!
            return LayoutTwins.splitTwin(environment, splitsMatter: false).split
        }
        XCTAssertEqual(twin(.portrait, .slideOver), .oneThird, "both 320 pt wide in portrait")
        XCTAssertEqual(twin(.portrait, .oneThird), .oneThird)
        XCTAssertEqual(twin(.landscape, .slideOver), .slideOver, "375 pt against 320 in landscape")
        XCTAssertEqual(twin(.portrait, .twoThirds), .twoThirds)
        assertSameAsFresh(document, environments, "one label")
        // Solved once: the twins' layouts share one list of elements, which a second solve
        // would have made anew.
        var layouts: [String: SolvedLayout] = [:]
        Checker(engine: engine).solveAndCheck(document, in: environments) { index, layout, _ in
            layouts["\(environments[index].orientation) \(environments[index].split)"] = layout
        }
        func storage(_ key: String) -> UnsafeRawPointer? {
            layouts[key]?.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        XCTAssertNotNil(storage("portrait slideOver"))
        XCTAssertEqual(storage("portrait slideOver"), storage("portrait oneThird"))
        XCTAssertNotEqual(storage("landscape slideOver"), storage("landscape oneThird"))
    }

    /// A variant for Slide Over lays it out apart from the 1/3 split of the same width.
    func testAVariantForASplitSeparatesIt() throws {
        let document = try RuleHarness.load(RuleHarness.document(platform: "iPadOS", #"""
            { "id": "t", "role": "button", "text": "Buy", "constraints": ["leading == margins.leading", "top == safeArea.top", "height == 44"],
              "variants": [{ "when": { "split": "slideOver" }, "constraints": ["leading == margins.leading", "top == safeArea.top + 100", "height == 44"] }] }
            """#))
        XCTAssertTrue(LayoutTwins.splitsMatter(document))
        var query = EnvironmentQuery(orientation: .only(.portrait), split: .all)
        query.devices = ["ipad-pro-11-m4"]
        let environments = try query.environments(for: document, in: RuleHarness.catalog)
        var tops: [Split: Double] = [:]
        Checker(engine: engine).solveAndCheck(document, in: environments) { index, layout, _ in
            tops[environments[index].split] = layout.element(id: "t")!.frame.y
        }
        XCTAssertEqual(tops[.oneThird]! + 100, tops[.slideOver])
        assertSameAsFresh(document, environments, "a Slide Over variant")
    }

    private func environments(_ devices: [String], for document: LayoutDocument) throws -> [Environment] {
        var query = EnvironmentQuery(orientation: .all)
        query.devices = devices
        return try query.environments(for: document, in: RuleHarness.catalog)
    }

    private func assertSameAsFresh(_ document: LayoutDocument, _ environments: [Environment], _ name: String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let checker = Checker(engine: engine)
        var fast: [(SolvedLayout, [Finding])] = []
        checker.solveAndCheck(document, in: environments) { index, layout, findings in
            XCTAssertEqual(index, fast.count, file: file, line: line)
            fast.append((layout, findings))
        }
        for (environment, (layout, findings)) in zip(environments, fast) {
            let fresh = engine.solve(document, in: environment)
            var full = environment
            full.split = .full
            let reference = environment.split == .full ? nil : engine.solve(document, in: full)
            XCTAssertEqual(layout.environment, environment, "\(name): \(environment.label)", file: file, line: line)
            XCTAssertEqual(layout.elements.map(\.frame), fresh.elements.map(\.frame), "\(name): \(environment.label)", file: file, line: line)
            XCTAssertEqual(findings, checker.check(fresh, document: document, fullScreen: reference),
                           "\(name): \(environment.label)", file: file, line: line)
        }
    }
}
