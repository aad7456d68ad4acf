import Foundation
import XCTest

/// `inset check` end to end: options, exit codes, formats, settings and baselines (cli.md).
final class CheckCommandTests: XCTestCase {
    private let tinyButton = """
        { "format": "inset/1", "name": "Tiny", "platform": "iOS",
          "elements": [
            { "id": "bg", "role": "background", "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "close", "role": "button", "symbol": "xmark", "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 30", "height == 30"] } ] }
        """

    private func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testCleanExampleExitsZero() throws {
        let out = try InsetBinary.run(["check", InsetBinary.example("settings.inset.json")])
        XCTAssertEqual(out.status, 0, out.stdout + out.stderr)
        XCTAssertTrue(out.stdout.contains("no findings"), out.stdout)
    }

    func testErrorFindingExitsOneAndNamesTheFigure() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let file = try write(tinyButton, "tiny.inset.json", in: dir)
        let out = try InsetBinary.run(["check", file, "--device", "iPhone 14 Pro"])
        XCTAssertEqual(out.status, 1)
        XCTAssertTrue(out.stdout.contains("\"close\" is 30 × 30 pt; make it at least 44 × 44 pt"), out.stdout)
        XCTAssertFalse(out.stdout.contains("\u{1B}["), "no colour when piped")
    }

    func testInvalidFileExitsTwoAndOthersAreStillChecked() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let bad = try write("{ \"format\": \"inset/1\", \"name\": \"B\", \"platform\": \"iOS\", \"elements\": [ { \"id\": \"x\", \"role\": \"buton\" } ] }", "bad.inset.json", in: dir)
        let good = try write(tinyButton, "tiny.inset.json", in: dir)
        let out = try InsetBinary.run(["check", bad, good, "--device", "iphone-14-pro", "--format", "json"])
        XCTAssertEqual(out.status, 2)
        let object = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as! [String: Any]
        let files = object["files"] as! [[String: Any]]
        let errors = files[0]["errors"] as! [String]
        XCTAssertTrue(errors.contains { $0.contains("bad.inset.json:1:") && $0.contains("did you mean \"button\"") }, "\(errors)")
        XCTAssertFalse((files[1]["findings"] as! [Any]).isEmpty, "the valid file is still checked")
    }

    func testBadCommandLineExitsTwo() throws {
        let out = try InsetBinary.run(["check", InsetBinary.example("checkout.inset.json"), "--split", "1/4"])
        XCTAssertEqual(out.status, 2)
        XCTAssertTrue(out.stderr.contains("--split must be full, 2/3, 1/2, 1/3, slideOver or all"), out.stderr)
        let unknown = try InsetBinary.run(["check", InsetBinary.example("checkout.inset.json"), "--device", "iphone-14-pr"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue((unknown.stdout + unknown.stderr).contains("did you mean \"iphone-14-pro\""))
    }

    func testSARIFValidatesAgainstTheSchema() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let out = try InsetBinary.run(["check", InsetBinary.example("photo-viewer.inset.json"), "--format", "sarif"])
        XCTAssertEqual(out.status, 1)
        let sarif = dir.appendingPathComponent("out.sarif")
        try out.stdout.write(to: sarif, atomically: true, encoding: .utf8)
        let validate = Process()
        validate.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        validate.arguments = ["python3", InsetBinary.root.appendingPathComponent("scripts/validate-sarif.py").path, sarif.path]
        let err = Pipe()
        validate.standardError = err
        try validate.run()
        validate.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(validate.terminationStatus, 0, "SARIF schema: \(message)")
    }

    func testProjectSettingsChangeThresholdsAndUnknownRulesAreNamed() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let file = try write(tinyButton, "tiny.inset.json", in: dir)
        try #"{ "rules": { "touch-target-size": { "threshold": 28 } } }"#
            .write(to: dir.appendingPathComponent(".inset-rules.json"), atomically: true, encoding: .utf8)
        let relaxed = try InsetBinary.run(["check", file, "--device", "iphone-14-pro", "--format", "json"])
        XCTAssertFalse(relaxed.stdout.contains("touch-target-size"), relaxed.stdout)
        try #"{ "rules": { "touch-target-sise": { "enabled": false } } }"#
            .write(to: dir.appendingPathComponent(".inset-rules.json"), atomically: true, encoding: .utf8)
        let wrong = try InsetBinary.run(["check", file, "--device", "iphone-14-pro"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stdout.contains(".inset-rules.json: unknown rule \"touch-target-sise\" (did you mean \"touch-target-size\"?)"), wrong.stdout)
    }

    func testElementCanIgnoreARule() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let ignored = tinyButton.replacingOccurrences(of: "\"symbol\": \"xmark\",", with: "\"symbol\": \"xmark\", \"ignore\": [\"touch-target-size\"],")
        let file = try write(ignored, "tiny.inset.json", in: dir)
        let out = try InsetBinary.run(["check", file, "--device", "iphone-14-pro"])
        XCTAssertFalse(out.stdout.contains("touch-target-size"), out.stdout)
    }

    func testBaselineShowsOnlyNewFindings() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let file = try write(tinyButton, "tiny.inset.json", in: dir)
        let baseline = dir.appendingPathComponent("baseline.json").path
        let first = try InsetBinary.run(["check", file, "--device", "iphone-14-pro", "--write-baseline", baseline])
        XCTAssertEqual(first.status, 1)
        let again = try InsetBinary.run(["check", file, "--device", "iphone-14-pro", "--baseline", baseline])
        XCTAssertEqual(again.status, 0, again.stdout)
        let worse = tinyButton.replacingOccurrences(of: "\"top == safeArea.top + 8\"", with: "\"top == screen.top\"")
        _ = try write(worse, "tiny.inset.json", in: dir)
        let new = try InsetBinary.run(["check", file, "--device", "iphone-14-pro", "--baseline", baseline])
        XCTAssertEqual(new.status, 1)
        XCTAssertTrue(new.stdout.contains("status-bar"), new.stdout)
        XCTAssertFalse(new.stdout.contains("touch-target-size"), "already in the baseline")
    }

    func testJUnitIsWellFormedXML() throws {
        let out = try InsetBinary.run(["check", InsetBinary.example("photo-viewer.inset.json"), "--format", "junit",
                                       "--device", "iphone-14-pro"])
        XCTAssertTrue(out.stdout.hasPrefix("<?xml"))
        XCTAssertTrue(out.stdout.contains("<testsuite name="))
        XCTAssertTrue(out.stdout.contains("<failure type=\"touch-target-size\""))
    }
}
