import Foundation
import XCTest

/// `inset fix` run as a CI job runs it.
final class FixCommandTests: XCTestCase {
    private func copy(_ name: String) throws -> (dir: URL, file: URL) {
        let dir = try InsetBinary.temporaryDirectory()
        let file = dir.appendingPathComponent(name)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: InsetBinary.example(name)), to: file)
        return (dir, file)
    }

    func testFixWritesTheFileListsWhatItDidAndExitsAsCheck() throws {
        let (dir, file) = try copy("photo-viewer.inset.json")
        let before = try Data(contentsOf: file)
        let fix = try InsetBinary.run(["fix", file.lastPathComponent, "--device", "iphone-14-pro"], in: dir)
        XCTAssertEqual(fix.status, 1, "errors remain, so the status is check's: \(fix.stdout)\(fix.stderr)")
        XCTAssertTrue(fix.stdout.contains("fixed \"close\" (touch-target-size): set width and height to at least 44"), fix.stdout)
        XCTAssertTrue(fix.stdout.contains("skipped \"close\""), fix.stdout)
        XCTAssertNotEqual(try Data(contentsOf: file), before)
        let check = try InsetBinary.run(["check", file.lastPathComponent, "--device", "iphone-14-pro"], in: dir)
        XCTAssertFalse(check.stdout.contains("touch-target-size"), "the fixed finding is gone: \(check.stdout)")
        XCTAssertEqual(check.stdout.split(separator: "\n").last, fix.stdout.split(separator: "\n").last,
                       "fix ends with what check then says")
    }

    func testDryRunPrintsAPatchThatAppliesAndWritesNothing() throws {
        let (dir, file) = try copy("photo-viewer.inset.json")
        let before = try Data(contentsOf: file)
        let run = try InsetBinary.run(["fix", file.lastPathComponent, "--device", "iphone-14-pro", "--dry-run"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try Data(contentsOf: file), before, "a dry run writes nothing")
        XCTAssertTrue(run.stdout.hasPrefix("--- a/photo-viewer.inset.json\n+++ b/photo-viewer.inset.json\n@@ "), run.stdout)
        XCTAssertTrue(run.stderr.contains("fixes applied"), "the report goes to standard error: \(run.stderr)")
        let patch = dir.appendingPathComponent("fix.patch")
        try Data(run.stdout.utf8).write(to: patch)
        let apply = Process()
        apply.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        apply.arguments = ["apply", "fix.patch"]
        apply.currentDirectoryURL = dir
        try apply.run()
        apply.waitUntilExit()
        XCTAssertEqual(apply.terminationStatus, 0, "git apply takes the patch")
        let fixed = try InsetBinary.run(["check", file.lastPathComponent, "--device", "iphone-14-pro"], in: dir)
        XCTAssertFalse(fixed.stdout.contains("touch-target-size"))
    }

    func testAnUnknownRuleIsRefusedWithASuggestion() throws {
        let run = try InsetBinary.run(["fix", InsetBinary.example("photo-viewer.inset.json"), "--rule", "touch-targt-size"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("there is no rule \"touch-targt-size\" (did you mean \"touch-target-size\"?)"), run.stderr)
    }

    func testAStoryboardIsFixedInPlaceForXcodeWithTheScenesNamed() throws {
        let (dir, file) = try copy("sign-in.storyboard")
        let dry = try InsetBinary.run(["fix", file.lastPathComponent, "--device", "iphone-15-pro", "--scene", "Settings", "--dry-run"], in: dir)
        XCTAssertTrue(dry.stdout.hasPrefix("--- a/sign-in.storyboard\n+++ b/sign-in.storyboard\n@@ "), dry.stdout)
        XCTAssertTrue(dry.stdout.contains(#"+                                                <constraint firstAttribute="width" constant="44" id="c24-00-001"/>"#), dry.stdout)
        XCTAssertTrue(dry.stderr.contains("skipped \"lbl-00-002\" (safe-area)") && dry.stderr.contains("same cell"), dry.stderr)
        XCTAssertTrue(dry.stderr.contains("— Settings:"), "findings are grouped by scene: \(dry.stderr)")

        let fix = try InsetBinary.run(["fix", file.lastPathComponent, "--device", "iphone-15-pro", "--scene", "Settings"], in: dir)
        XCTAssertEqual(fix.status, 1, fix.stdout + fix.stderr)
        let written = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(written.contains(#"<constraint firstAttribute="height" constant="44" id="c25-00-001"/>"#))
        let check = try InsetBinary.run(["check", file.lastPathComponent, "--device", "iphone-15-pro", "--scene", "Settings", "--format", "json"], in: dir)
        XCTAssertFalse(check.stdout.contains("\"touch-target-size\""), check.stdout)
    }
}
