import Foundation
import XCTest

/// Storyboards on the command line: `check`, `layout` and `render` with `--scene` and
/// `--device authored`, grouped by scene (cli.md).
final class InterfaceBuilderCommandTests: XCTestCase {
    private var storyboard: String { InsetBinary.example("sign-in.storyboard") }

    func testCheckGroupsFindingsByScene() throws {
        let out = try InsetBinary.run(["check", storyboard, "--device", "authored", "--format", "json"])
        XCTAssertEqual(out.status, 1, out.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as! [String: Any]
        let files = object["files"] as! [[String: Any]]
        XCTAssertEqual(files.map { ($0["screen"] as? [String: Any])?["name"] as? String }, ["Sign In", "Settings"])
        XCTAssertTrue(files.allSatisfy { ($0["path"] as? String)?.hasSuffix("sign-in.storyboard") == true })
        let signIn = files[0]["findings"] as! [[String: Any]]
        let badge = try XCTUnwrap(signIn.first { ($0["elements"] as? [String]) == ["box-00-001"] })
        XCTAssertEqual(badge["rule"] as? String, "status-bar")
        XCTAssertEqual((badge["environment"] as? [String: Any])?["device"] as? String, "iphone-11")
        let location = try XCTUnwrap(badge["location"] as? [String: Int])
        let line = try String(contentsOfFile: storyboard).split(separator: "\n", omittingEmptySubsequences: false)[location["line"]! - 1]
        XCTAssertTrue(line.contains("id=\"box-00-001\""), "the finding points at the view's line in the XML: \(line)")
    }

    /// A storyboard's scenes are screens of one file, in `check`'s last line and `report`'s.
    func testCheckAndReportCountAStoryboardAsOneFileOfItsScenes() throws {
        let check = try InsetBinary.run(["check", storyboard, "--device", "authored"])
        XCTAssertTrue(check.stdout.hasSuffix(" in 1 file (2 screens)\n"), check.stdout)
        let dir = try InsetBinary.temporaryDirectory()
        let report = try InsetBinary.run(["report", storyboard, "--device", "authored", "-o", dir.appendingPathComponent("r.html").path])
        XCTAssertTrue(report.stderr.contains("in 1 file (2 screens)"), report.stderr)
    }

    func testSceneByNameOrIdAndAnUnknownOneNamesTheOthers() throws {
        let byName = try InsetBinary.run(["check", storyboard, "--device", "authored", "--scene", "settings"])
        XCTAssertEqual(byName.status, 1, byName.stdout + byName.stderr)
        XCTAssertTrue(byName.stdout.contains("sign-in.storyboard — Settings: 1 error"), byName.stdout)
        XCTAssertTrue(byName.stdout.contains("\"inf-00-001\" is 22 × 22 pt"), byName.stdout)
        XCTAssertFalse(byName.stdout.contains("Sign In"))
        let byID = try InsetBinary.run(["check", storyboard, "--device", "authored", "--scene", "vc0-00-001"])
        XCTAssertTrue(byID.stdout.contains("— Sign In:"), byID.stdout)
        let unknown = try InsetBinary.run(["check", storyboard, "--scene", "Checkout"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue((unknown.stdout + unknown.stderr).contains("Sign In (vc0-00-001), Settings (tvc-00-001)"), unknown.stdout)
    }

    func testLayoutPrintsEveryFrameAsCliMdShows() throws {
        let out = try InsetBinary.run(["layout", storyboard, "--device", "authored", "--scene", "Sign In", "--format", "json"])
        XCTAssertEqual(out.status, 0, out.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as! [String: Any]
        let file = (object["files"] as! [[String: Any]])[0]
        let screen = (file["screens"] as! [[String: Any]])[0]
        XCTAssertEqual(screen["id"] as? String, "vc0-00-001")
        XCTAssertEqual(screen["name"] as? String, "Sign In")
        let layout = (screen["layouts"] as! [[String: Any]])[0]
        XCTAssertEqual((layout["environment"] as? [String: Any])?["orientation"] as? String, "portrait")
        let elements = layout["elements"] as! [[String: Any]]
        let root = try XCTUnwrap(elements.first { $0["id"] as? String == "rt0-00-001" })
        XCTAssertTrue(root["parent"] is NSNull)
        XCTAssertEqual(root["frame"] as? [Double], [0, 0, 414, 896])
        let button = try XCTUnwrap(elements.first { $0["id"] as? String == "btn-00-001" })
        XCTAssertEqual(button["parent"] as? String, "rt0-00-001")
        XCTAssertEqual(button["frame"] as? [Double], [20, 896 - 34 - 50, 374, 50])
    }

    func testLayoutTakesInsetFilesToo() throws {
        let out = try InsetBinary.run(["layout", InsetBinary.example("settings.inset.json"), "--device", "iphone-15"])
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertTrue(out.stdout.contains("— iPhone 15, portrait"), out.stdout)
    }

    func testRenderNeedsASceneWhenTheFileHasSeveral() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let png = dir.appendingPathComponent("s.png").path
        let none = try InsetBinary.run(["render", storyboard, "--device", "authored", "-o", png])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("pick one with --scene"), none.stderr)
        let one = try InsetBinary.run(["render", storyboard, "--device", "authored", "--scene", "Settings", "-o", png])
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png))
    }
}
