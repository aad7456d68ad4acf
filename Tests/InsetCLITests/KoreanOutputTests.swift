import Foundation
import XCTest

/// With a Korean locale the command line, its findings and its reports speak Korean; the ids,
/// figures and exit status that scripts read stay as they are.
final class KoreanOutputTests: XCTestCase {
    private let korean = ["LANG": "ko_KR.UTF-8", "LC_ALL": "", "LANGUAGE": ""]
    private let english = ["LANG": "C.UTF-8", "LC_ALL": "", "LANGUAGE": ""]

    override func setUpWithError() throws {
        let catalog = InsetBinary.root.appendingPathComponent(".build/locale/ko/LC_MESSAGES/inset.mo")
        guard FileManager.default.fileExists(atPath: catalog.path) else {
            XCTFail("no compiled Korean catalog at \(catalog.path): run scripts/build-locale.sh (scripts/setup.sh does)")
            throw XCTSkip()
        }
    }

    private static func hasHangul(_ s: String) -> Bool {
        s.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    func testCheckPrintsKoreanFindingsWithTheSameIdsFiguresAndStatus() throws {
        let args = ["check", InsetBinary.example("photo-viewer.inset.json"), "--device", "iphone-14-pro"]
        let ko = try InsetBinary.run(args, environment: korean)
        let en = try InsetBinary.run(args, environment: english)
        XCTAssertEqual(ko.status, en.status)
        XCTAssertEqual(en.status, 1)
        let koLines = ko.stdout.split(separator: "\n").map(String.init)
        let enLines = en.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(koLines.count, enLines.count, ko.stdout)
        // Every finding line keeps its rule id and reads in Korean.
        let findings = koLines.filter { $0.hasPrefix("    ") && !$0.hasPrefix("        ") }
        XCTAssertFalse(findings.isEmpty)
        for line in findings {
            XCTAssertTrue(Self.hasHangul(line), line)
        }
        for rule in ["sensor-housing", "touch-target-size"] where en.stdout.contains(rule) {
            XCTAssertTrue(ko.stdout.contains(rule), "rule ids stay as they are: \(rule)")
        }
        XCTAssertTrue(Self.hasHangul(koLines.last ?? ""), "the summary line: \(koLines.last ?? "")")
        XCTAssertFalse(ko.stdout.contains(" errors"), ko.stdout)
        XCTAssertTrue(en.stdout.contains(" errors"))
    }

    func testJSONKeepsItsKeysAndGivesMessagesInKorean() throws {
        let args = ["check", InsetBinary.example("photo-viewer.inset.json"), "--device", "iphone-14-pro", "--format", "json"]
        let ko = try InsetBinary.run(args, environment: korean)
        let object = try JSONSerialization.jsonObject(with: Data(ko.stdout.utf8)) as? [String: Any]
        let files = try XCTUnwrap(object?["files"] as? [[String: Any]])
        let findings = try XCTUnwrap(files.first?["findings"] as? [[String: Any]])
        XCTAssertFalse(findings.isEmpty)
        for finding in findings {
            XCTAssertNotNil(finding["rule"] as? String)
            XCTAssertTrue(Self.hasHangul(finding["message"] as? String ?? ""), "\(finding)")
        }
    }

    func testABadFileIsExplainedInKoreanAtItsPlace() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let file = dir.appendingPathComponent("broken.inset.json")
        try Data("{\"format\": \"inset/1\", \"name\": 'x'}".utf8).write(to: file)
        let ko = try InsetBinary.run(["check", file.path], environment: korean)
        XCTAssertEqual(ko.status, 2)
        XCTAssertTrue(ko.stdout.contains("broken.inset.json:1:"), ko.stdout)
        XCTAssertTrue(Self.hasHangul(ko.stdout), ko.stdout)
    }

    func testTheHTMLReportIsInKorean() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let out = dir.appendingPathComponent("report.html")
        let run = try InsetBinary.run(["report", InsetBinary.example("photo-viewer.inset.json"), "--device", "iphone-14-pro",
                                       "-o", out.path], environment: korean)
        XCTAssertEqual(run.status, 1, run.stderr)
        let html = try String(contentsOf: out, encoding: .utf8)
        XCTAssertTrue(html.contains("<html lang=\"ko\">"))
        XCTAssertFalse(html.contains("Where they happen"))
        XCTAssertFalse(html.contains("Guideline</summary>"))
        let headings = html.components(separatedBy: "<h3>").dropFirst().map { $0.prefix { $0 != "<" } }
        XCTAssertFalse(headings.isEmpty)
        for heading in headings { XCTAssertTrue(Self.hasHangul(String(heading)), String(heading)) }
    }

    func testThePDFReportIsInKorean() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let out = dir.appendingPathComponent("report.pdf")
        let run = try InsetBinary.run(["report", InsetBinary.example("photo-viewer.inset.json"), "--device", "iphone-14-pro",
                                       "-o", out.path], environment: korean)
        XCTAssertEqual(run.status, 1, run.stderr)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
        process.arguments = [out.path, "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(Self.hasHangul(text))
        XCTAssertFalse(text.contains("Guidelines cited"))
        XCTAssertFalse(text.contains("Page 1 of"))
    }
}
