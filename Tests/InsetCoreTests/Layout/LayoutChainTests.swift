import Foundation
import XCTest
@testable import InsetCore

/// A chain moves one constraint system from environment to environment; every layout it gives
/// must be the one a fresh solve of that environment gives: frames, text sizes, guides, issues.
final class LayoutChainTests: XCTestCase {
    private let engine = LayoutEngine(measurer: RuleHarness.measurer)

    private static var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/examples")
    }

    /// Solves `environments` along one chain, in order and then shuffled (so moves also cross
    /// devices, orientations, text sizes and directions far apart), against fresh solves.
    /// Returns how many layouts came from moves.
    @discardableResult
    private func assertChainMatchesFresh(_ document: LayoutDocument, _ environments: [Environment],
                                         _ name: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var generator = SeededGenerator(seed: 7)
        var moves = 0
        for order in [environments, environments.shuffled(using: &generator)] {
            let chain = LayoutChain(engine: engine, document: document)
            for environment in order {
                let moved = chain.solve(in: environment)
                let fresh = engine.solve(document, in: environment)
                let label = "\(name) on \(environment.device.id) \(environment.orientation) \(environment.split) \(environment.textSize) \(environment.language ?? "-")"
                XCTAssertEqual(moved.elements, fresh.elements, label, file: file, line: line)
                XCTAssertEqual(moved.issues, fresh.issues, label, file: file, line: line)
                XCTAssertEqual(moved.guides, fresh.guides, label, file: file, line: line)
            }
            moves += chain.moves
        }
        return moves
    }

    private func environments(_ document: LayoutDocument, textSizes: [TextSize] = [.large, .AX3],
                              languages: [String] = [], devices: [String] = []) throws -> [Environment] {
        var all: [Environment] = []
        for size in textSizes {
            var query = EnvironmentQuery(orientation: .all, split: .all, textSize: size)
            query.devices = devices
            query.languages = languages
            all += try query.environments(for: document, in: RuleHarness.catalog)
        }
        return all
    }

    func testEveryExampleMovesToWhatAFreshSolveGives() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".inset.json") }.sorted()
        XCTAssertGreaterThan(names.count, 8)
        for name in names {
            let document = try LayoutDocument.load(from: Self.examples.appendingPathComponent(name))
            let moves = assertChainMatchesFresh(document, try environments(document), name)
            XCTAssertGreaterThan(moves, 0, "\(name): the fast path is taken")
        }
    }

    func testAStoryboardInEveryLanguageMovesToWhatAFreshSolveGives() throws {
        let url = Self.examples.appendingPathComponent("sign-in.storyboard")
        let file = try LayoutFile.load(from: url, strings: Localizations.discovered(for: url.path))
        for screen in file.screens {
            let document = screen.document
            let envs = try environments(document, textSizes: [.large], languages: ["all"],
                                        devices: ["iphone-se-4-inch", "iphone-15-pro-max", "ipad-pro-11"])
            XCTAssertTrue(envs.contains { $0.isRightToLeft }, "Arabic is among the languages")
            assertChainMatchesFresh(document, envs, screen.name)
        }
    }

    /// Margins a view preserves from the root follow the device's (16 or 20 pt, and the safe
    /// area in landscape), so a move must make them again: here a scroll view's content, which
    /// keeps its margins whatever the safe area, preserves the scroll view's, which preserves the
    /// root's.
    func testPreservedMarginsMoveToWhatAFreshSolveGives() throws {
        let flag = #"preservesSuperviewLayoutMargins="YES""#
        let a = IBHarness.view("a", frame: [20, 10, 374, 10])
        let content = IBHarness.view("c", frame: [0, 0, 414, 300], attributes: flag, body: "<subviews>\(a)</subviews><constraints>" + [
            IBHarness.constraint(#"firstItem="a" firstAttribute="leading" secondItem="c" secondAttribute="leadingMargin""#),
            IBHarness.constraint(#"firstItem="c" firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing""#),
            IBHarness.constraint(#"firstItem="a" firstAttribute="top" secondItem="c" secondAttribute="topMargin""#),
            IBHarness.constraint(#"firstItem="a" firstAttribute="height" constant="10""#),
            IBHarness.constraint(#"firstItem="c" firstAttribute="height" constant="300""#),
        ].joined() + "</constraints>")
        let scroll = IBHarness.view("s", tag: "scrollView", frame: [0, 0, 414, 896], attributes: flag,
                                    body: "<subviews>\(content)</subviews><constraints>" + [
            IBHarness.constraint(#"firstItem="c" firstAttribute="leading" secondItem="s" secondAttribute="leading""#),
            IBHarness.constraint(#"firstItem="c" firstAttribute="trailing" secondItem="s" secondAttribute="trailing""#),
            IBHarness.constraint(#"firstItem="c" firstAttribute="top" secondItem="s" secondAttribute="top""#),
            IBHarness.constraint(#"firstItem="c" firstAttribute="bottom" secondItem="s" secondAttribute="bottom""#),
            IBHarness.constraint(#"firstItem="c" firstAttribute="width" secondItem="s" secondAttribute="width""#),
        ].joined() + "</constraints>")
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: scroll, constraints: [
            IBHarness.constraint(#"firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading""#),
            IBHarness.constraint(#"firstItem="root" firstAttribute="trailing" secondItem="s" secondAttribute="trailing""#),
            IBHarness.constraint(#"firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top""#),
            IBHarness.constraint(#"firstItem="root" firstAttribute="bottom" secondItem="s" secondAttribute="bottom""#),
        ].joined()))
        let document = try XCTUnwrap(IBHarness.read(xml).screens.first).document
        let envs = try environments(document, textSizes: [.large], languages: ["en", "pseudo-rtl"],
                                    devices: ["iphone-se-4-inch", "iphone-15-pro-max", "iphone-15", "ipad-pro-11"])
        XCTAssertGreaterThan(assertChainMatchesFresh(document, envs, "preserved margins"), 0)
        XCTAssertEqual(try IBHarness.frames(xml)["a"]?.minX, 20, "the root's 20 pt, through the scroll view")
    }

    /// Phones alternate between @2x and @3x (and portrait and landscape), which a storyboard's
    /// labels are measured by: a chain measures each text once for each, not again at every
    /// device it comes back to.
    func testAChainComingBackToAPixelScaleMeasuresNoTextAgain() throws {
        let url = Self.examples.appendingPathComponent("sign-in.storyboard")
        let screen = try XCTUnwrap(LayoutFile.load(from: url).screens.first)
        // Two 414 × 896 pt phones at @2x and two at @3x, taken in turn.
        var query = EnvironmentQuery(devices: ["iphone-11", "iphone-11-pro-max", "iphone-xr", "iphone-xs-max"])
        query.textSize = .large
        let portrait = try query.environments(for: screen.document, in: RuleHarness.catalog).filter { $0.orientation == .portrait }
        let (x2, x3) = (portrait.filter { $0.device.scale == 2 }, portrait.filter { $0.device.scale == 3 })
        XCTAssertEqual([x2.count, x3.count], [2, 2])
        let environments = [x2[0], x3[0], x2[1], x3[1]]
        let counting = CountingMeasurer(RuleHarness.measurer)
        let chain = LayoutChain(engine: LayoutEngine(measurer: counting), document: screen.document)
        _ = chain.solve(in: environments[0])
        _ = chain.solve(in: environments[1])
        let bothScales = counting.calls
        XCTAssertGreaterThan(bothScales, 0, "the scene has text to measure")
        for environment in environments.dropFirst(2) {
                let layout = chain.solve(in: environment)
            XCTAssertEqual(layout.elements, LayoutEngine(measurer: RuleHarness.measurer).solve(screen.document, in: environment).elements)
        }
        XCTAssertEqual(chain.moves, 3)
        XCTAssertEqual(counting.calls, bothScales, "texts were measured again at a pixel scale already seen")
    }

    /// An iPhone draws a toolbar on the safe area's bottom 49 pt tall above a Home indicator, 44
    /// on a Home-button phone, and 32 in landscape, and nothing else otherwise: a chain through
    /// the four measures the other texts once and still gives each bar its height.
    func testBarsTakeTheirHeightsWhileTheRestIsMeasuredOnce() throws {
        let label = IBHarness.view("note", tag: "label", frame: [16, 100, 200, 21], attributes: #"text="Departures and arrivals""#)
        let xml = IBHarness.storyboard(IBHarness.scene(
            subviews: IBHarness.view("bar", tag: "toolbar", frame: [0, 813, 414, 49]) + label,
            constraints: [
                #"firstItem="bar" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom""#,
                #"firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading""#,
                #"firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing""#,
                #"firstItem="note" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#,
                #"firstItem="note" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16""#,
                #"firstItem="bar" firstAttribute="top" relation="greaterThanOrEqual" secondItem="note" secondAttribute="bottom" constant="8""#,
            ].map { IBHarness.constraint($0) }.joined()))
        let document = try XCTUnwrap(IBHarness.read(xml).screens.first).document
        var query = EnvironmentQuery(devices: ["iphone-se-4-inch", "iphone-11"], orientation: .all)
        query.textSize = .large
        let environments = try query.environments(for: document, in: RuleHarness.catalog)
        XCTAssertEqual(environments.map(\.device.scale), [2, 2, 2, 2], "one pixel scale: texts measure alike on all four")
        let counting = CountingMeasurer(RuleHarness.measurer)
        let chain = LayoutChain(engine: LayoutEngine(measurer: counting), document: document)
        _ = chain.solve(in: environments[0])
        let first = counting.calls
        XCTAssertGreaterThan(first, 0, "the label is measured")
        var heights: [String: Double] = [:]
        for environment in environments.dropFirst() {
            let layout = chain.solve(in: environment)
            XCTAssertEqual(layout.elements, engine.solve(document, in: environment).elements,
                           "\(environment.device.id) \(environment.orientation)")
            heights["\(environment.device.id) \(environment.orientation)"] = layout.elements.first { $0.id == "bar" }?.frame.height
        }
        XCTAssertEqual(chain.moves, 3)
        XCTAssertEqual(heights, ["iphone-se-4-inch landscape": 32, "iphone-11 portrait": 49, "iphone-11 landscape": 32])
        XCTAssertEqual(counting.calls, first, "the label was measured again where only the bars differ")
    }

    /// After the warmup the app runs when a file opens, a switch to any text size finds every
    /// text it lays out measured.
    func testAWarmedUpDocumentIsMeasuredAtEveryTextSize() throws {
        let url = Self.examples.appendingPathComponent("settings.inset.json")
        let document = try LayoutDocument.load(from: url)
        let phone = try XCTUnwrap(RuleHarness.catalog.device(id: "iphone-15"))
        let shown = Environment(device: phone, textSize: .large)
        let measurer = CountingMeasurer(RuleHarness.measurer)
        TextSizeWarmup.warm(document, like: shown, engine: LayoutEngine(measurer: measurer), stop: { true })
        XCTAssertEqual(measurer.misses, 0, "a warmup told to stop (another file opened) measures nothing more")
        TextSizeWarmup.warm(document, like: shown, engine: LayoutEngine(measurer: measurer))
        let chain = LayoutChain(engine: LayoutEngine(measurer: measurer), document: document)
        _ = chain.solve(in: shown)
        let opened = measurer.misses
        for size in TextSize.allCases {
            var other = shown
            other.textSize = size
            _ = chain.solve(in: other)
        }
        XCTAssertGreaterThan(opened, 0)
        XCTAssertEqual(measurer.misses, opened, "a text size switch measured texts the warmup hadn't")
    }

    /// Constraints that only hold on wide screens: where they conflict the move fails and a fresh
    /// solve reports the conflict; where the layout is ambiguous a fresh solve picks the frames.
    func testConflictsAmbiguityVariantsAndWrappingMatchAFreshSolve() throws {
        let document = try RuleHarness.load(RuleHarness.document("""
            { "id": "bg", "role": "background", "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "wide", "role": "button", "text": "Wide", "constraints": ["leading == screen.leading", "trailing <= screen.trailing", "width >= 380", "top == safeArea.top + 8", "height == 44"] },
            { "id": "loose", "role": "text", "text": "Loose", "constraints": ["top == wide.bottom + 8"] },
            { "id": "body", "role": "text", "text": "A long paragraph that wraps onto several lines at the larger text sizes and on narrow screens.",
              "constraints": ["leading == margins.leading", "trailing == margins.trailing", "top == loose.bottom + 8"],
              "variants": [ { "when": { "horizontalSizeClass": "regular" }, "constraints": ["leading == readable.leading", "trailing == readable.trailing", "top == loose.bottom + 20"] } ] },
            { "id": "tag", "role": "text", "text": "Tag", "constraints": ["trailing == margins.trailing", "top == body.bottom + 8"],
              "variants": [ { "when": { "verticalSizeClass": "compact" }, "hidden": true } ] }
            """))
        let envs = try environments(document, textSizes: [.small, .large, .AX5],
                                    devices: ["iphone-se-4-inch", "iphone-15", "iphone-15-pro-max", "ipad-mini-8-3", "ipad-pro-13-m4"])
        assertChainMatchesFresh(document, envs, "conflicts")
        let solved = envs.map { engine.solve(document, in: $0) }
        XCTAssertTrue(solved.contains { $0.issues.contains { if case .unsatisfiable = $0 { return true } else { return false } } },
                      "the wide button conflicts somewhere")
        XCTAssertTrue(solved.contains { $0.issues.allSatisfy { if case .unsatisfiable = $0 { return false } else { return true } } },
                      "and fits somewhere")
    }

    /// The app moves the shown layout on to each edited version of the document: edits that only
    /// change numbers or text move, the rest are solved afresh, and either way the layout is the
    /// fresh one.
    func testEditedVersionsMoveToWhatAFreshSolveGives() throws {
        let original = try LayoutDocument.load(from: Self.examples.appendingPathComponent("checkout.inset.json"))
        var edits: [LayoutDocument] = []
        var constant = original
        constant.elements[1].constraints = constant.elements[1].constraints?.map { $0.replacingOccurrences(of: "+ 8", with: "+ 30") }
        edits.append(constant)
        var text = original
        if let i = text.elements.firstIndex(where: { $0.text != nil }) { text.elements[i].text = "A much longer text than before, to wrap" }
        edits.append(text)
        var priority = original
        priority.elements[1].constraints = priority.elements[1].constraints?.map { $0 + " @750" }
        edits.append(priority)
        var added = original
        added.elements.append(Element(id: "extra", role: .text, text: "Extra", fontSize: 15,
                                      constraints: ["leading == margins.leading", "top == safeArea.top + 4"]))
        edits.append(added)
        let envs = try environments(original, textSizes: [.large], devices: ["iphone-se-4-inch", "iphone-15", "ipad-pro-11"])
        let chain = LayoutChain(engine: engine, document: original)
        var step = 0
        for document in [original] + edits + [original] {
            for env in envs {
                let moved = chain.solve(document, in: env)
                let fresh = engine.solve(document, in: env)
                XCTAssertEqual(moved.elements, fresh.elements, "version \(step) on \(env.device.id) \(env.orientation) \(env.split)")
                XCTAssertEqual(moved.issues, fresh.issues, "version \(step) on \(env.device.id)")
            }
            step += 1
        }
        XCTAssertEqual(chain.document, original)
        XCTAssertGreaterThan(chain.moves, envs.count * 3, "edits of numbers and text move")
    }

    func testAWellPlacedScreenMovesAlmostEverywhere() throws {
        let document = try LayoutDocument.load(from: Self.examples.appendingPathComponent("settings.inset.json"))
        let envs = try environments(document, textSizes: [.large])
        let chain = LayoutChain(engine: engine, document: document)
        for env in envs { _ = chain.solve(in: env) }
        // Only the first environment and the changes of size class need a new system.
        XCTAssertGreaterThan(chain.moves, envs.count / 2)
    }

    /// Guides are pinned variables: a constraint that reads only guides reads nothing of the
    /// environment, so a move to a device with other margins and another safe area keeps it as it
    /// is and changes the pins, and still lands where a fresh solve does.
    func testConstraintsOnGuidesAreKeptByAMoveAndStillFollowTheGuides() throws {
        let json = RuleHarness.document("""
            {"id": "title", "role": "text", "text": "Title", "constraints": ["leading == margins.leading", "top == safeArea.top + 12"]},
            {"id": "save", "role": "button", "text": "Save", "constraints": ["trailing == margins.trailing", "bottom == safeArea.bottom", "width == 0.5 * screen.width"]}
            """)
        let document = try RuleHarness.load(json)
        func env(_ device: String) throws -> Environment {
            try RuleHarness.environment(for: document, device: device, orientation: .portrait, split: .full,
                                        textSize: .large, rtl: false, keyboard: false)
        }
        let small = try env("iphone-se-4-inch"), large = try env("iphone-16-pro-max")
        let first = LayoutSystem(document: document, environment: small, measurer: RuleHarness.measurer)
        let before = first.solve()
        XCTAssertEqual(first.plan.compactMap { $0 }.joined().filter { $0 == SpecKind.changes }.count, 0,
                       "no constraint reads a constant of the environment")
        let (moved, layout) = try XCTUnwrap(first.moved(to: large))
        XCTAssertEqual(moved.carried?.cursor, moved.structure.count)
        let fresh = engine.solve(document, in: large)
        XCTAssertEqual(layout.elements, fresh.elements)
        XCTAssertEqual(layout.guides, fresh.guides)
        // The move really went somewhere: other margins, another safe area, another width.
        let title = try XCTUnwrap(layout.element(id: "title")), save = try XCTUnwrap(layout.element(id: "save"))
        XCTAssertNotEqual(title.frame.minX, try XCTUnwrap(before.element(id: "title")).frame.minX)
        XCTAssertEqual(title.frame.minX, fresh.guides[.margins]!.minX)
        XCTAssertEqual(title.frame.minY, fresh.guides[.safeArea]!.minY + 12)
        XCTAssertEqual(save.frame.width, large.device.points.width / 2)
        XCTAssertEqual(save.frame.maxY, fresh.guides[.safeArea]!.maxY)
    }
}

/// Counts the texts the engine asks to measure (`calls`), and remembers what it measured as the
/// app's measurer caches, counting what it had to measure anew (`misses`).
final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
    private struct Key: Hashable { let text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?, exact: Bool }
    private let base: TextMeasurer
    private let lock = NSLock()
    private var known: [Key: Size] = [:]
    private var asked = 0, missed = 0
    var calls: Int { lock.withLock { asked } }
    var misses: Int { lock.withLock { missed } }

    init(_ base: TextMeasurer) { self.base = base }

    private func cached(_ key: Key, _ measure: () -> Size) -> Size {
        if let hit = lock.withLock({ asked += 1; return known[key] }) { return hit }
        let size = measure()
        lock.withLock { known[key] = size; missed += 1 }
        return size
    }

    func measure(_ text: String, fontSize: Double, maxWidth: Double?) -> Size {
        measure(text, fontSize: fontSize, weight: 400, fontFile: nil, maxWidth: maxWidth)
    }
    func measure(_ text: String, fontSize: Double, weight: Int, maxWidth: Double?) -> Size {
        measure(text, fontSize: fontSize, weight: weight, fontFile: nil, maxWidth: maxWidth)
    }
    func lineMetrics(fontSize: Double) -> (ascent: Double, descent: Double) { base.lineMetrics(fontSize: fontSize) }
    func measure(_ text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?) -> Size {
        cached(Key(text: text, fontSize: fontSize, weight: weight, fontFile: fontFile, maxWidth: maxWidth, exact: false)) {
            base.measure(text, fontSize: fontSize, weight: weight, fontFile: fontFile, maxWidth: maxWidth)
        }
    }
    func measureExact(_ text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?) -> Size {
        cached(Key(text: text, fontSize: fontSize, weight: weight, fontFile: fontFile, maxWidth: maxWidth, exact: true)) {
            base.measureExact(text, fontSize: fontSize, weight: weight, fontFile: fontFile, maxWidth: maxWidth)
        }
    }
}
