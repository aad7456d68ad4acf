import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import InsetApp
import InsetCore
import InsetRender
import XCTest
import InsetTestSupport

/// Exporting from the app: every report format and the canvas as pictures, progress, unsaved
/// edits, failures and cancelling, through the inspector's model.
final class ExportTests: XCTestCase {
    func onMain(_ body: @MainActor () throws -> Void) throws {
        try MainActor.assumeIsolated { try body() }
    }

    /// A fresh folder holding a copy of the photo viewer example.
    func folderWithPhotoViewer() throws -> URL {
        let folder = Scratch.root.appendingPathComponent("inset-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let example = RenderTests.repository.appendingPathComponent("data/examples/photo-viewer.inset.json")
        try FileManager.default.copyItem(at: example, to: folder.appendingPathComponent("photo-viewer.inset.json"))
        return folder
    }

    @MainActor
    func openPhotoViewer(background: BackgroundWork = InPlace()) throws -> (Inspector, URL) {
        let folder = try folderWithPhotoViewer()
        let inspector = Inspector(catalog: try DeviceCatalog.bundled(), measurer: InspectorTests.measurer,
                                  background: background, choice: EnvironmentChoice(deviceID: "iphone-14-pro"))
        XCTAssertTrue(inspector.open(path: folder.appendingPathComponent("photo-viewer.inset.json").path))
        return (inspector, folder)
    }

    /// Runs an export in place and returns how it ended and every progress step heard.
    @MainActor
    func export(_ inspector: Inspector, _ kind: Export.Kind, to path: String) throws -> (Export.Outcome, [Export.Progress]) {
        let export = try XCTUnwrap(inspector.export(kind, to: path))
        var steps: [Export.Progress] = []
        var outcome: Export.Outcome?
        inspector.run(export, progress: { steps.append($0) }, then: { outcome = $0 })
        return (try XCTUnwrap(outcome, "InPlace delivers at once"), steps)
    }

    @MainActor
    func exportWritten(_ inspector: Inspector, _ kind: Export.Kind, to path: String) throws -> Data {
        let (outcome, _) = try export(inspector, kind, to: path)
        guard case .written(let written) = outcome else { XCTFail("\(kind): \(outcome)"); return Data() }
        XCTAssertEqual(written, path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    func testEveryReportFormatWritesAFileThatParsesAsThatFormat() throws {
        try onMain {
            let (inspector, folder) = try openPhotoViewer()
            let finding = try XCTUnwrap(inspector.findings.first, "the photo viewer has findings on an iPhone 14 Pro")
            func path(_ format: ReportFormat) -> String { folder.appendingPathComponent("report.\(format.fileExtension)").path }
            @MainActor func report(_ format: ReportFormat) throws -> Data { try exportWritten(inspector, .report(format, .environment), to: path(format)) }

            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: try report(.json)) as? [String: Any])
            let file = try XCTUnwrap((json["files"] as? [[String: Any]])?.first)
            let findings = try XCTUnwrap(file["findings"] as? [[String: Any]])
            XCTAssertEqual(findings.count, inspector.findings.count, "one environment: the canvas's findings")
            XCTAssertEqual(findings.first?["rule"] as? String, finding.rule)
            XCTAssertEqual((findings.first?["environment"] as? [String: Any])?["device"] as? String, "iphone-14-pro")

            let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: try report(.sarif)) as? [String: Any])
            let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
            XCTAssertFalse(runs.isEmpty)
            XCTAssertEqual((runs[0]["results"] as? [Any])?.count, inspector.findings.count)

            let html = String(decoding: try report(.html), as: UTF8.self)
            XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>") || html.hasPrefix("<!doctype html>"), String(html.prefix(40)))
            XCTAssertTrue(html.contains(finding.rule))
            XCTAssertTrue(html.contains(finding.elements[0]))

            XCTAssertTrue(try report(.pdf).starts(with: Data("%PDF-".utf8)))

            let junit = try report(.junit)
            XCTAssertTrue(XMLParser(data: junit).parse(), "JUnit is XML")
            XCTAssertTrue(String(decoding: junit, as: UTF8.self).contains("<testsuite "))

            let csv = String(decoding: try report(.csv), as: UTF8.self).components(separatedBy: "\r\n")
            XCTAssertEqual(csv[0], CSVOutput.header.joined(separator: ","))
            XCTAssertEqual(csv.filter { !$0.isEmpty }.count, inspector.findings.count + 1)

            let text = String(decoding: try report(.text), as: UTF8.self)
            XCTAssertTrue(text.contains(finding.rule))
            XCTAssertFalse(text.contains("\u{1B}["), "no terminal colours in a file")
        }
    }

    func testTheCanvasWritesPNGAtTheDevicesScaleSVGAndPDF() throws {
        try onMain {
            let (inspector, folder) = try openPhotoViewer()
            let layout = try XCTUnwrap(inspector.layout)
            let size = CanvasDrawing(layout: layout, findings: inspector.findings, options: inspector.overlays).size
            let device = layout.environment.device
            XCTAssertEqual(device.scale, 3)

            let png = try exportWritten(inspector, .canvas(.png), to: folder.appendingPathComponent("canvas.png").path)
            XCTAssertEqual([UInt8](png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            XCTAssertEqual(bigEndian(16), Int((size.width * device.scale).rounded(.up)), "IHDR width")
            XCTAssertEqual(bigEndian(20), Int((size.height * device.scale).rounded(.up)), "IHDR height")
            // The device's screen is drawn at its own pixels: the picture is wider than the screen is.
            XCTAssertGreaterThanOrEqual(bigEndian(16), Int(device.pixels.width))

            let svg = try exportWritten(inspector, .canvas(.svg), to: folder.appendingPathComponent("canvas.svg").path)
            let parser = XMLParser(data: svg)
            let root = RootElement()
            parser.delegate = root
            XCTAssertTrue(parser.parse(), "SVG is XML")
            XCTAssertEqual(root.name, "svg")

            let pdf = try exportWritten(inspector, .canvas(.pdf), to: folder.appendingPathComponent("canvas.pdf").path)
            XCTAssertTrue(pdf.starts(with: Data("%PDF-".utf8)))
        }
    }

    func testEveryEnvironmentReportCountsProgressToTheTotalAndMatchesInsetReport() throws {
        try onMain {
            let (inspector, folder) = try openPhotoViewer()
            let total = inspector.exportEnvironments(.allEnvironments).count
            XCTAssertGreaterThan(total, 10, "every iPhone and iPad, in the file's orientations")
            let path = folder.appendingPathComponent("all.json").path
            let (outcome, steps) = try export(inspector, .report(.json, .allEnvironments), to: path)
            guard case .written = outcome else { return XCTFail("\(outcome)") }

            let checking = steps.filter { !$0.writing }
            XCTAssertEqual(checking.last, Export.Progress(done: total, total: total, writing: false))
            XCTAssertEqual(checking.map(\.done), checking.map(\.done).sorted(), "progress only goes forward")
            XCTAssertTrue(steps.last?.writing == true, "writing the file comes last")

            // The same bytes `inset report photo-viewer.inset.json -o all.json` writes.
            let run = CheckRun(catalog: inspector.catalog, measurer: InspectorTests.measurer)
            let expected = JSONOutput.render(run.run([try XCTUnwrap(inspector.path)])) + "\n"
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), expected)
        }
    }

    func testUnsavedEditsAreInTheExportedReport() throws {
        try onMain {
            let (inspector, folder) = try openPhotoViewer()
            let onDisk = try Data(contentsOf: URL(fileURLWithPath: try XCTUnwrap(inspector.path)))
            let element = try XCTUnwrap(inspector.findings.first?.elements.first)
            try inspector.perform(.set(element: element, .id("renamed-but-unsaved")))
            XCTAssertTrue(inspector.isDirty)

            let path = folder.appendingPathComponent("edited.json").path
            let json = String(decoding: try exportWritten(inspector, .report(.json, .environment), to: path), as: UTF8.self)
            XCTAssertTrue(json.contains("\"renamed-but-unsaved\""), "the report is of the document in the editor")
            XCTAssertFalse(json.contains("\"\(element)\""))
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: try XCTUnwrap(inspector.path))), onDisk,
                           "exporting doesn't save")
        }
    }

    func testAFailedExportNamesTheFileAndCauseAndLeavesTheOldFile() throws {
        try onMain {
            let (inspector, folder) = try openPhotoViewer()
            let target = folder.appendingPathComponent("report.html")
            let old = Data("an earlier report\n".utf8)
            try old.write(to: target)
            XCTAssertEqual(chmod(folder.path, 0o555), 0)
            // Root ignores permissions; drop to "nobody" for the attempt, as a designer would be.
            let asRoot = geteuid() == 0
            if asRoot, seteuid(65534) != 0 { throw XCTSkip("can't drop root privileges to test permissions") }
            let outcome = try? export(inspector, .report(.html, .environment), to: target.path).0
            let image = try? export(inspector, .canvas(.png), to: folder.appendingPathComponent("canvas.png").path).0
            if asRoot { XCTAssertEqual(seteuid(0), 0) }

            guard case .failed(let failure) = outcome else { return XCTFail("\(String(describing: outcome))") }
            XCTAssertEqual(failure.description, "Couldn’t export “report.html”: permission denied")
            guard case .failed(let imageFailure) = image else { return XCTFail("\(String(describing: image))") }
            XCTAssertEqual(imageFailure.description, "Couldn’t export “canvas.png”: permission denied")
            XCTAssertEqual(try Data(contentsOf: target), old)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
                           ["photo-viewer.inset.json", "report.html"], "no temporary file is left")
        }
    }

    func testAMissingFolderIsNamedToo() throws {
        try onMain {
            let (inspector, _) = try openPhotoViewer()
            let export = try XCTUnwrap(inspector.export(.report(.csv, .environment), to: "/nonexistent-inset-folder/r.csv"))
            XCTAssertThrowsError(try export.write()) { error in
                XCTAssertEqual("\(error)", "Couldn’t export “r.csv”: no such file or directory")
            }
        }
    }

    func testCancellingStopsTheExportAndWritesNothing() throws {
        try onMain {
            let background = LaterWork()
            let (inspector, folder) = try openPhotoViewer(background: background)
            let total = inspector.exportEnvironments(.allEnvironments).count
            let path = folder.appendingPathComponent("cancelled.pdf").path
            let export = try XCTUnwrap(inspector.export(.report(.pdf, .allEnvironments), to: path))
            var steps: [Export.Progress] = []
            var outcome: Export.Outcome?
            var task: ExportTask?
            task = inspector.run(export, progress: { step in
                steps.append(step)
                task?.cancel()
            }, then: { outcome = $0 })
            XCTAssertNil(outcome, "nothing has run yet")
            background.runAll()

            guard case .cancelled = outcome else { return XCTFail("\(String(describing: outcome))") }
            XCTAssertEqual(steps.count, 1, "nothing is reported after cancelling: \(steps)")
            XCTAssertLessThan(try XCTUnwrap(steps.first).done, total)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path))
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["photo-viewer.inset.json"])
        }
    }

    /// The end-to-end test's hook: an export holds after its first step while the hold file
    /// exists, writing nothing, and goes on once the file is gone.
    func testAHeldExportWritesNothingUntilTheHoldFileGoes() throws {
        let (inspector, folder, holdFile) = try MainActor.assumeIsolated { try self.heldPhotoViewer() }
        let path = folder.appendingPathComponent("held.json").path
        let firstStep = expectation(description: "the first step is reported")
        let ended = expectation(description: "the export ends")
        var outcome: Export.Outcome?
        try MainActor.assumeIsolated {
            let export = try XCTUnwrap(inspector.export(.report(.json, .allEnvironments), to: path))
            var steps = 0
            inspector.run(export, progress: { _ in
                steps += 1
                if steps == 1 { firstStep.fulfill() }
            }, then: { outcome = $0; ended.fulfill() })
        }
        wait(for: [firstStep], timeout: 600)
        XCTAssertNil(outcome, "held")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "nothing is written while held")
        try FileManager.default.removeItem(atPath: holdFile)
        wait(for: [ended], timeout: 600)
        guard case .written = outcome else { return XCTFail("\(String(describing: outcome))") }
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }

    func testCancellingAHeldExportEndsItWhileTheHoldFileStays() throws {
        let (inspector, folder, holdFile) = try MainActor.assumeIsolated { try self.heldPhotoViewer() }
        let path = folder.appendingPathComponent("held.html").path
        let ended = expectation(description: "the export ends")
        var outcome: Export.Outcome?
        try MainActor.assumeIsolated {
            let export = try XCTUnwrap(inspector.export(.report(.html, .allEnvironments), to: path))
            var task: ExportTask?
            task = inspector.run(export, progress: { _ in task?.cancel() }, then: { outcome = $0; ended.fulfill() })
        }
        wait(for: [ended], timeout: 600)
        guard case .cancelled = outcome else { return XCTFail("\(String(describing: outcome))") }
        XCTAssertTrue(FileManager.default.fileExists(atPath: holdFile))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    /// The photo viewer open with exports on a thread of their own, held by a file that exists.
    @MainActor
    func heldPhotoViewer() throws -> (Inspector, URL, String) {
        let (inspector, folder) = try openPhotoViewer(background: ThreadWork())
        let holdFile = folder.appendingPathComponent("hold").path
        XCTAssertTrue(FileManager.default.createFile(atPath: holdFile, contents: Data()))
        inspector.exportHold = ExportHold(path: holdFile)
        return (inspector, folder, holdFile)
    }

    func testTheFormatComesFromTheExtensionElseFromTheFilter() {
        XCTAssertTrue(Export.destination("/d/r.pdf", filter: ReportFormat.html) == ("/d/r.pdf", .pdf))
        XCTAssertTrue(Export.destination("/d/r.XML", filter: ReportFormat.html) == ("/d/r.XML", .junit))
        XCTAssertTrue(Export.destination("/d/r", filter: ReportFormat.sarif) == ("/d/r.sarif", .sarif))
        XCTAssertTrue(Export.destination("/d/r.report", filter: ReportFormat.text) == ("/d/r.report.txt", .text))
        XCTAssertTrue(Export.destination("/d/shot.svg", filter: CanvasFormat.png) == ("/d/shot.svg", .svg))
        XCTAssertTrue(Export.destination("/d/shot", filter: CanvasFormat.pdf) == ("/d/shot.pdf", .pdf))
    }

    func testSuggestedNamesFollowTheFileAndTheEnvironment() throws {
        try onMain {
            let (inspector, _) = try openPhotoViewer()
            XCTAssertEqual(inspector.suggestedExportName(.report(.html, .allEnvironments)), "photo-viewer-report.html")
            XCTAssertEqual(inspector.suggestedExportName(.report(.junit, .environment)), "photo-viewer-report.xml")
            XCTAssertEqual(inspector.suggestedExportName(.canvas(.png)), "photo-viewer-iphone-14-pro-portrait.png")
            XCTAssertEqual(Export.slug("Photo viewer — Draft 2"), "photo-viewer-draft-2")
        }
    }
}

/// Holds work until the test runs it, so a test can act while an export is under way.
private final class LaterWork: BackgroundWork, @unchecked Sendable {
    private var pending: [() -> Void] = []

    func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void) {
        pending.append {
            let result = work()
            MainActor.assumeIsolated { deliver(result) }
        }
    }

    func post(_ update: @escaping @Sendable @MainActor () -> Void) {
        MainActor.assumeIsolated { update() }
    }

    func runAll() {
        while !pending.isEmpty { pending.removeFirst()() }
    }
}

/// Runs work on a thread of its own and delivers on the main queue, which XCTest's waits run.
private struct ThreadWork: BackgroundWork {
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void) {
        let deliver = MainOnly(deliver)
        Thread.detachNewThread {
            let result = work()
            DispatchQueue.main.async { MainActor.assumeIsolated { deliver.value(result) } }
        }
    }
}

/// Carries a main-actor closure to a thread that only hands it back to the main queue.
private struct MainOnly<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Remembers the name of an XML document's root element.
private final class RootElement: NSObject, XMLParserDelegate {
    var name: String?
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == nil { name = elementName }
    }
}
