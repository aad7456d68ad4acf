@testable import InsetApp
import InsetCore
import XCTest

final class LaunchOptionsTests: XCTestCase {
    func testFilesAndOptionsInAnyOrder() throws {
        let options = try LaunchOptions.parse(["a.inset.json", "--screenshot", "out.png", "b.inset.json",
                                               "--device=iphone-15", "--text-size", "xxxLarge", "--select", "buy",
                                               "--window-size", "800x600"])
        XCTAssertEqual(options.files, ["a.inset.json", "b.inset.json"])
        XCTAssertEqual(options.screenshot, "out.png")
        XCTAssertEqual(options.device, "iphone-15")
        XCTAssertEqual(options.textSize, .xxxLarge)
        XCTAssertFalse(options.rightToLeft)
        XCTAssertEqual(options.selection, "buy")
        XCTAssertEqual(try LaunchOptions.parse(["Main.storyboard", "--scene", "Settings"]).scene, "Settings")
        XCTAssertEqual(options.windowSize?.width, 800)
        XCTAssertEqual(options.windowSize?.height, 600)
    }

    func testBadValuesSayWhatIsExpected() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--orientation", "sideways"])) { error in
            XCTAssertTrue("\(error)".contains("portrait or landscape"), "\(error)")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--split", "3/4"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["--text-size", "huge"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["--screenshot"])) { error in
            XCTAssertEqual("\(error)", "--screenshot needs a value")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--frobnicate"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["--window-size", "big"]))
    }

    func testViewPicksTheCanvasOrTheGridOfEveryDevice() throws {
        XCTAssertEqual(try LaunchOptions.parse(["a.inset.json"]).view, .canvas)
        XCTAssertEqual(try LaunchOptions.parse(["a.inset.json", "--view", "grid"]).view, .grid)
        XCTAssertEqual(try LaunchOptions.parse(["--view=canvas"]).view, .canvas)
        let languages = try LaunchOptions.parse(["--view", "languages"])
        XCTAssertEqual(languages.view, .grid)
        XCTAssertTrue(languages.gridByLanguage, "the grid, of every language")
        XCTAssertFalse(try LaunchOptions.parse(["--view", "grid"]).gridByLanguage)
        XCTAssertThrowsError(try LaunchOptions.parse(["--view", "list"])) { error in
            XCTAssertEqual("\(error)", "--view must be canvas, grid or languages, not \"list\"")
        }
    }
}
