import Foundation
import XCTest
@testable import InsetCore

/// Each example in data/examples comes out with the findings a designer would expect of it,
/// across every device of its platform, and no others.
final class ExampleScreensTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/examples")

    /// (rule, elements) pairs found anywhere in the query's environments.
    private func findings(_ name: String, _ query: EnvironmentQuery = EnvironmentQuery(orientation: .all)) throws -> Set<String> {
        let url = Self.examples.appendingPathComponent(name)
        let run = CheckRun(query: query, catalog: RuleHarness.catalog, measurer: RuleHarness.measurer)
        let result = run.check(url.path)
        XCTAssertEqual(result.errors, [], "\(name) loads")
        XCTAssertFalse(result.environments.isEmpty)
        return Set(result.findings.map { "\($0.rule) \($0.elements.joined(separator: ","))" })
    }

    func testWellMadeScreensAreCleanEverywhere() throws {
        XCTAssertEqual(try findings("checkout.inset.json"), [])
        XCTAssertEqual(try findings("settings.inset.json"), [])
    }

    func testPhotoViewerBreaksTheIPhoneRules() throws {
        XCTAssertEqual(try findings("photo-viewer.inset.json"), [
            "touch-target-size close", "safe-area close", "status-bar close", "rounded-corner close",
            "screen-corner-control close", "rtl-mirroring close", "rtl-mirroring caption",
            "offscreen-content caption",
            "full-width-button share", "safe-area share", "home-indicator share", "rounded-corner share",
            "screen-corner-control share",
        ])
    }

    func testSignInIsPortraitOnlyAndTheKeyboardCoversItsFields() throws {
        XCTAssertEqual(try findings("login.inset.json"), ["orientation-support "])
        var withKeyboard = EnvironmentQuery(devices: ["iphone-14-pro"])
        withKeyboard.keyboard = true
        XCTAssertEqual(try findings("login.inset.json", withKeyboard),
                       ["orientation-support ", "keyboard-overlap email", "keyboard-overlap password"])
    }

    func testArticleReaderIsTooWideOnLargeIPadsAndOverflowsNarrowSplits() throws {
        XCTAssertEqual(try findings("article-reader.inset.json"), ["readable-width body"])
        let splits = try findings("article-reader.inset.json",
                                  EnvironmentQuery(devices: ["ipad-pro-12-9"], orientation: .all, split: .all))
        XCTAssertTrue(splits.contains("split-overflow related"), "\(splits)")
    }

    func testTVHomeBreaksTheSafeZoneAndTheGrid() throws {
        let found = try findings("tv-home.inset.json")
        XCTAssertTrue(found.contains("tv-safe-zone title"))
        XCTAssertTrue(found.contains("tv-safe-zone play"))
        XCTAssertEqual(Set(found.map { String($0.split(separator: " ")[0]) }), ["tv-safe-zone", "tv-grid"])
    }

    func testWatchWorkoutHasTooManyGlyphButtonsInARow() throws {
        XCTAssertEqual(try findings("watch-workout.inset.json"), ["watch-controls-per-row lock,pause,end,next"])
    }

    func testVisionPlayerControlsAreTooClose() throws {
        XCTAssertEqual(try findings("vision-player.inset.json"),
                       ["vision-control-spacing back,play", "vision-control-spacing play,forward"])
    }

    func testMacEditorButtonsSitOnTheWindowsBottomEdge() throws {
        XCTAssertEqual(try findings("mac-editor.inset.json"), ["mac-window-bottom cancel", "mac-window-bottom save"])
    }

    func testWeatherWidgetTextIsTooSmallAndTooCloseToTheEdge() throws {
        XCTAssertEqual(try findings("weather-widget.inset.json"), ["widget-min-font updated", "widget-margins updated"])
    }

    func testEveryExampleIsCovered() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".inset.json") }
        XCTAssertGreaterThanOrEqual(names.count, 8)
        let platforms = try Set(names.map { try LayoutDocument.load(from: Self.examples.appendingPathComponent($0)).platform })
        XCTAssertEqual(platforms, Set(Platform.allCases), "an example for every platform")
    }
}
