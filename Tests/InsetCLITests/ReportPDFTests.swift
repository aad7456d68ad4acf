import Foundation
import InsetCore
import InsetRender
import XCTest
import InsetTestSupport

final class ReportPDFTests: XCTestCase {
    private func write(_ result: CheckResult) throws -> (path: String, data: Data) {
        let path = Scratch.root.appendingPathComponent("inset-report-\(UUID().uuidString).pdf").path
        try PDFReport.write(result, engine: ReportFixture.engine, to: path)
        return (path, try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func testAPDFWithAPagePerEnvironmentWithFindings() throws {
        let result = try ReportFixture.check()
        let (path, data) = try write(result)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(String(decoding: data.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertTrue(String(decoding: data.suffix(16), as: UTF8.self).contains("%%EOF"))

        // The summary, with the file that can't be read; the layout's problems; a page per
        // environment with findings; the guidelines cited.
        let environments = Set(result.files[0].findings.map(\.environment)).count
        XCTAssertGreaterThan(environments, 0)
        XCTAssertEqual(try pageCount(path, data), 1 + 1 + environments + 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".partial-\(getpid())"), "no partial file left behind")
    }

    func testTheTextIsInInterAndTheTitleIsTheLayouts() throws {
        let (path, data) = try write(try ReportFixture.check())
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains("Inter"), "the font embedded is Inter")
        if let info = run("/usr/bin/pdfinfo", [path]) {
            XCTAssertTrue(info.contains("Title:") && info.contains("Inset report"), info)
        }
        // The hostile name is drawn as words, whatever they say.
        if let words = run("/usr/bin/pdftotext", [path, "-"]) {
            XCTAssertTrue(words.contains("<script>alert('name')</script>"), "the layout's name is on the page as text")
            XCTAssertTrue(words.contains("touch-target-size"))
            XCTAssertTrue(words.contains("Page 1 of"))
            XCTAssertTrue(words.contains("can’t be checked"), "the load error is on the summary")
        }
    }

    func testAResultWithNothingInItStillMakesASummaryPage() throws {
        let (path, data) = try write(CheckResult(files: []))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try pageCount(path, data), 1)
    }

    func testAnUnwritablePathThrowsAndLeavesNothing() {
        XCTAssertThrowsError(try PDFReport.write(CheckResult(files: []), engine: ReportFixture.engine,
                                                 to: "/nonexistent-folder/report.pdf"))
    }

    // MARK: Helpers

    /// Pages by `pdfinfo` where it is installed, else by counting page objects.
    private func pageCount(_ path: String, _ data: Data) throws -> Int {
        if let info = run("/usr/bin/pdfinfo", [path]),
           let line = info.split(separator: "\n").first(where: { $0.hasPrefix("Pages:") }),
           let n = Int(line.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) {
            return n
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page").count - 1 - (text.components(separatedBy: "/Type /Pages").count - 1)
    }

    private func run(_ tool: String, _ arguments: [String]) -> String? {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: out, as: UTF8.self) : nil
    }
}
