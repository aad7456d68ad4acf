import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import InsetCore
import InsetTestSupport

/// The check's outputs: cli.md's JSON, SARIF, JUnit, CSV and text, on a small bad layout.
final class CheckOutputTests: XCTestCase {
    private func result() throws -> CheckResult {
        let dir = Scratch.root.appendingPathComponent("inset-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let good = dir.appendingPathComponent("close.inset.json")
        try RuleHarness.document("""
            { "id": "bg", "role": "background", "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
            { "id": "close", "role": "button", "symbol": "xmark", "constraints": ["leading == margins.leading", "top == safeArea.top + 8", "width == 30", "height == 30"] }
            """).write(to: good, atomically: true, encoding: .utf8)
        let bad = dir.appendingPathComponent("broken.inset.json")
        try "{ \"format\": \"inset/2\" }".write(to: bad, atomically: true, encoding: .utf8)
        let run = CheckRun(query: EnvironmentQuery(devices: ["iphone-14-pro"]), catalog: RuleHarness.catalog,
                           measurer: RuleHarness.measurer)
        return run.run([good.path, bad.path])
    }

    func testJSONHasTheShapeCliMdGives() throws {
        let r = try result()
        XCTAssertEqual(r.exitCode, 2, "an invalid file makes the exit status 2")
        let object = try JSONSerialization.jsonObject(with: Data(JSONOutput.render(r).utf8)) as! [String: Any]
        let files = object["files"] as! [[String: Any]]
        XCTAssertEqual(files.count, 2)
        let findings = files[0]["findings"] as! [[String: Any]]
        let touch = try XCTUnwrap(findings.first { $0["rule"] as? String == "touch-target-size" })
        XCTAssertEqual(touch["severity"] as? String, "error")
        XCTAssertEqual(touch["elements"] as? [String], ["close"])
        XCTAssertEqual(touch["rect"] as? [Double], [16, 67, 30, 30])
        let env = touch["environment"] as! [String: Any]
        XCTAssertEqual(env["device"] as? String, "iphone-14-pro")
        XCTAssertEqual(env["orientation"] as? String, "portrait")
        XCTAssertEqual(env["split"] as? String, "full")
        XCTAssertEqual(env["textSize"] as? String, "large")
        XCTAssertEqual(env["layoutDirection"] as? String, "ltr")
        XCTAssertEqual(env["keyboard"] as? Bool, false)
        XCTAssertEqual(env["sizeClass"] as? [String: String], ["horizontal": "compact", "vertical": "regular"])
        XCTAssertNotNil(touch["fix"] as? String)
        XCTAssertEqual((files[1]["findings"] as! [Any]).count, 0)
        let errors = files[1]["errors"] as! [String]
        XCTAssertTrue(errors.contains { $0.contains("broken.inset.json:1:") && $0.contains("inset/2") }, "\(errors)")
    }

    func testSARIFNamesRulesLevelsAndLocations() throws {
        let object = try JSONSerialization.jsonObject(with: Data(SARIFOutput.render(try result()).utf8)) as! [String: Any]
        XCTAssertEqual(object["version"] as? String, "2.1.0")
        let run = (object["runs"] as! [[String: Any]])[0]
        let driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
        let ruleIDs = (driver["rules"] as! [[String: Any]]).map { $0["id"] as! String }
        XCTAssertEqual(ruleIDs, RuleRegistry.standard.ids)
        let results = run["results"] as! [[String: Any]]
        let touch = try XCTUnwrap(results.first { $0["ruleId"] as? String == "touch-target-size" })
        XCTAssertEqual(touch["level"] as? String, "error")
        let region = ((touch["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["region"] as! [String: Int]
        XCTAssertEqual(region["startLine"], 4, "the line where \"close\" starts")
    }

    func testJUnitFailsOnlyOnErrors() throws {
        let xml = JUnitOutput.render(try result())
        XCTAssertTrue(xml.contains("<failure type=\"touch-target-size\""))
        XCTAssertTrue(xml.contains("name=\"load\""), "the invalid file is an error case")
        let doc = try XMLDocument(xmlString: xml)
        let suites = try doc.nodes(forXPath: "//testsuite") as! [XMLElement]
        XCTAssertEqual(suites.compactMap { $0.attribute(forName: "name")?.stringValue.map { URL(fileURLWithPath: $0).lastPathComponent } },
                       ["close.inset.json", "broken.inset.json"], "a suite per file, in the order the files were given")
    }

    /// Each environment's test case holds that environment's findings: a button a tenth of
    /// the screen wide is too narrow in portrait only.
    func testJUnitFailsTheEnvironmentWhereTheErrorIs() throws {
        let dir = Scratch.root.appendingPathComponent("inset-junit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("narrow.inset.json")
        try RuleHarness.document("""
            { "id": "go", "role": "button", "text": "Go", "constraints": ["centerX == screen.centerX", "centerY == screen.centerY", "width == 0.1 * screen.width", "height == 50"] }
            """).write(to: file, atomically: true, encoding: .utf8)
        let run = CheckRun(query: EnvironmentQuery(devices: ["iphone-14-pro"], orientation: .all),
                           catalog: RuleHarness.catalog, measurer: RuleHarness.measurer)
        let doc = try XMLDocument(xmlString: JUnitOutput.render(run.run([file.path])))
        let cases = try doc.nodes(forXPath: "//testcase") as! [XMLElement]
        XCTAssertEqual(cases.count, 2)
        let failed = cases.filter { (try? $0.nodes(forXPath: "failure[@type='touch-target-size']").isEmpty) == false }
        XCTAssertEqual(failed.map { $0.attribute(forName: "name")?.stringValue }, ["iPhone 14 Pro, portrait"])
        XCTAssertEqual(try doc.nodes(forXPath: "//testsuite/@failures").first?.stringValue, "1")
    }

    func testCSVQuotesAndDefusesFormulas() {
        XCTAssertEqual(CSVOutput.field("a,b"), "\"a,b\"")
        XCTAssertEqual(CSVOutput.field("say \"hi\""), "\"say \"\"hi\"\"\"")
        XCTAssertEqual(CSVOutput.field("=HYPERLINK(1)"), "'=HYPERLINK(1)")
        XCTAssertEqual(CSVOutput.field("-8"), "-8")
    }

    func testTextGroupsByElementWithoutColourWhenPiped() throws {
        let text = TextOutput(color: false).render(try result())
        XCTAssertTrue(text.contains("  \"close\"\n"), text)
        XCTAssertTrue(text.contains("touch-target-size  \"close\" is 30 × 30 pt"), text)
        XCTAssertFalse(text.contains("\u{1B}["))
        XCTAssertTrue(TextOutput(color: true).render(try result()).contains("\u{1B}[31m"))
    }

    /// A storyboard's scenes are checked apart but are screens of one file, as the last line says.
    func testTheLastLineCountsFilesAndTheirScreens() throws {
        let storyboard = Scratch.root.appendingPathComponent("inset-out-\(UUID().uuidString).storyboard")
        try IBHarness.storyboard(IBHarness.scene(id: "a", title: "First", subviews: "")
                                 + IBHarness.scene(id: "b", title: "Second", subviews: ""))
            .write(to: storyboard, atomically: true, encoding: .utf8)
        let run = CheckRun(query: EnvironmentQuery(devices: ["iphone-14-pro"]), catalog: RuleHarness.catalog,
                           measurer: RuleHarness.measurer)
        let text = TextOutput(color: false).render(run.run([storyboard.path]))
        XCTAssertTrue(text.hasSuffix(" in 1 file (2 screens)\n"), text)
        XCTAssertTrue(TextOutput(color: false).render(try result()).hasSuffix(" in 2 files\n"))
    }

    func testBaselineHidesKnownFindingsOnly() throws {
        let r = try result()
        let file = r.files[0]
        let baseline = Baseline(findings: Array(file.findings.prefix(1)), path: file.path)
        XCTAssertTrue(baseline.contains(file.findings[0], path: file.path))
        XCTAssertEqual(file.findings.dropFirst().filter { baseline.contains($0, path: file.path) }.count,
                       file.findings.dropFirst().filter { Baseline.key($0, path: file.path) == Baseline.key(file.findings[0], path: file.path) }.count)
        let url = Scratch.root.appendingPathComponent("baseline-\(UUID().uuidString).json")
        try AtomicFile.write(baseline.encoded(), to: url)
        XCTAssertEqual(try Baseline.load(from: url), baseline)
    }
}
