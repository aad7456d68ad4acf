import Foundation
import InsetCore
@testable import InsetRender
import InsetText
import XCTest
import InsetTestSupport

/// Checks of a small, hostile layout and an unreadable file, shared by the HTML and PDF report tests.
enum ReportFixture {
    static let measurer = PangoTextMeasurer()
    static let devices = ["iphone-14-pro", "iphone-se-4-7-inch"]

    /// A layout whose name and text try to run script, with a close button too small everywhere.
    static let hostile = """
    {
      "format": "inset/1",
      "name": "<script>alert('name')</script> & \\"Checkout\\"",
      "platform": "iOS",
      "orientations": ["portrait", "landscape"],
      "elements": [
        { "id": "bg", "role": "background",
          "constraints": ["left == screen.left", "right == screen.right", "top == screen.top", "bottom == screen.bottom"] },
        { "id": "close", "role": "button", "symbol": "xmark",
          "constraints": ["leading == safeArea.leading + 16", "top == safeArea.top + 120", "width == 30", "height == 30"] },
        { "id": "caption", "role": "text", "text": "<script>alert('text')</script> <img src=x onerror=alert(1)>",
          "fontSize": 17, "constraints": ["leading == margins.leading", "trailing <= margins.trailing", "top == close.bottom + 16"] }
      ]
    }
    """

    /// Checks the hostile layout and a file that isn't JSON, on two phones in both orientations.
    static func check() throws -> CheckResult {
        let dir = Scratch.root.appendingPathComponent("inset-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let good = dir.appendingPathComponent("<hostile>.inset.json")
        let bad = dir.appendingPathComponent("broken.inset.json")
        try Data(hostile.utf8).write(to: good)
        try Data("{ \"format\": \"inset/1\", <script> }".utf8).write(to: bad)
        let run = CheckRun(query: EnvironmentQuery(devices: devices, orientation: .all),
                           catalog: try DeviceCatalog.bundled(), measurer: measurer)
        return run.run([good.path, bad.path])
    }

    static var engine: LayoutEngine { LayoutEngine(measurer: measurer) }

    /// The escaping a browser needs, written out here so the test doesn't trust the code it tests.
    static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}

final class ReportHTMLTests: XCTestCase {
    static let result = Result { try ReportFixture.check() }
    static let html = Result { HTMLReport.render(try result.get(), engine: ReportFixture.engine) }

    private func check() throws -> (CheckResult, String) {
        (try Self.result.get(), try Self.html.get())
    }

    func testTheFixtureHasFindingsAndALoadError() throws {
        let (result, _) = try check()
        XCTAssertEqual(result.files.count, 2)
        XCTAssertFalse(result.files[0].findings.isEmpty, "the 30 pt close button should be found too small")
        XCTAssertTrue(result.files[0].findings.contains { $0.rule == "touch-target-size" })
        XCTAssertFalse(result.files[1].errors.isEmpty, "broken.inset.json isn't JSON")
    }

    func testOneSelfContainedFile() throws {
        let (_, html) = try check()
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.hasSuffix("</html>\n"))
        XCTAssertTrue(html.contains("<style>"))
        for external in ["<link", "src=\"http", "src='http", "url(http", "@import", "<script", "<iframe", "<object"] {
            XCTAssertFalse(html.lowercased().contains(external), "the report must not load or run anything: found \(external)")
        }
        // Every link stays inside the page (SVG's xmlns is a name, not a fetch).
        for href in values(of: "href", in: html) {
            XCTAssertTrue(href.hasPrefix("#"), "link out of the page: \(href)")
        }
    }

    func testEveryFindingIsListedWithItsRuleMessageAndFix() throws {
        let (result, html) = try check()
        for finding in result.files[0].findings {
            XCTAssertTrue(html.contains(">\(finding.rule)<"), "rule \(finding.rule) missing")
            XCTAssertTrue(html.contains(ReportFixture.escaped(finding.message)), "message missing: \(finding.message)")
            if let fix = finding.fix { XCTAssertTrue(html.contains(ReportFixture.escaped(fix.summary)), "fix missing: \(fix.summary)") }
        }
        for group in result.files[0].groups {
            let help = try XCTUnwrap(RuleRegistry.standard.rule(id: group.rule))
            XCTAssertTrue(html.contains(ReportFixture.escaped(help.guideline.quote)), "guideline of \(group.rule) missing")
            XCTAssertTrue(html.contains(ReportFixture.escaped(help.guideline.citation)))
        }
    }

    func testEachEnvironmentWithFindingsIsDrawnInline() throws {
        let (result, html) = try check()
        let withFindings = Set(result.files[0].findings.map(\.environment))
        XCTAssertEqual(html.components(separatedBy: "<svg").count - 1, withFindings.count)
        for env in withFindings { XCTAssertTrue(html.contains(ReportFixture.escaped(env.label))) }
        XCTAssertFalse(html.contains("<?xml"), "an inline SVG carries no XML declaration")
        // Several drawings share the page: Cairo's glyph and clip ids must not collide.
        let ids = values(of: "id", in: html)
        XCTAssertEqual(ids.count, Set(ids).count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.prefix(5))")
        for ref in values(of: "xlink:href", in: html) + values(of: "href", in: html) {
            XCTAssertTrue(ids.contains(String(ref.dropFirst())), "dangling reference \(ref)")
        }
    }

    func testTextFromTheLayoutFileStaysText() throws {
        let (_, html) = try check()
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(html.contains("<img"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt; &amp; &quot;Checkout&quot;"),
                      "the layout's name is shown, escaped")
        XCTAssertTrue(html.contains("&lt;hostile&gt;.inset.json"), "the path is shown, escaped")
        // Cairo draws text as glyph outlines, so the element's text never reaches the SVG as markup.
        XCTAssertFalse(html.contains("onerror"))
    }

    func testSummaryCountsAndPerDeviceRows() throws {
        let (result, html) = try check()
        let summary = try XCTUnwrap(section("devices", in: html))
        XCTAssertTrue(summary.contains("By device"))
        for name in ["iPhone 14 Pro", "4.7” iPhone SE"] { XCTAssertTrue(summary.contains(ReportFixture.escaped(name)), name) }
        XCTAssertEqual(summary.components(separatedBy: "<tr>").count - 2, 2, "a header row and one row per device")
        let errors = result.count(.error)
        XCTAssertTrue(html.contains("<span class=\"n\">\(errors)</span><span class=\"l\">error"), "an error tile counting \(errors)")
        XCTAssertTrue(html.contains("1 layout file") || html.contains("2 layout files"))
    }

    func testLoadErrorsAreShownForTheFileThatCantBeChecked() throws {
        let (result, html) = try check()
        XCTAssertTrue(html.contains("This file can’t be checked"))
        for e in result.files[1].errors { XCTAssertTrue(html.contains(ReportFixture.escaped(e)), e) }
    }

    func testEnvironmentsPastTheLimitAreListedAndEveryProblemIsStillDrawn() throws {
        let (result, _) = try check()
        let content = ReportContent(result, renderLimit: 1)
        let file = content.files[0]
        XCTAssertEqual(file.drawn.count, 1)
        XCTAssertEqual(file.drawn.count + file.undrawn.count, Set(result.files[0].findings.map(\.environment)).count)
        let html = HTMLReportPage(content: content, engine: ReportFixture.engine).html()
        XCTAssertEqual(html.components(separatedBy: "<svg").count - 1, 1)
        XCTAssertTrue(html.contains("with findings, not drawn"))
        // The drawn environment was chosen to show as many problems as any could.
        let drawn = Set(file.drawn[0].findings.map { $0.rule + "/" + $0.elements.joined(separator: ",") })
        for env in file.undrawn {
            XCTAssertGreaterThanOrEqual(drawn.count, Set(env.findings.map { $0.rule + "/" + $0.elements.joined(separator: ",") }).count)
        }
    }

    func testTheDrawingBudgetIsSharedFairly() {
        let needs = [0, 2, 76, 76, 30]
        let limits = ReportContent.share(48, among: needs, each: 24)
        XCTAssertEqual(limits[0], 0)
        XCTAssertEqual(limits[1], 2, "a file needing few drawings gets them all")
        XCTAssertLessThanOrEqual(limits.reduce(0, +), 48)
        XCTAssertGreaterThanOrEqual(limits.reduce(0, +), 46, "the budget is used")
        for (limit, need) in zip(limits, needs) { XCTAssertLessThanOrEqual(limit, min(need, 24)) }
        XCTAssertEqual(ReportContent.share(48, among: [100], each: 24), [24])
    }

    func testSVGCoordinatesAreShortenedButTransformsKeptWhole() {
        let svg = #"<path d="M 1.234567 -2.5 L 10.999999 3" transform="matrix(0.123456,0,0,1,0.555555,0)"/><use x="149.95342" y="47.78663"/>"#
        XCTAssertEqual(SVGMarkup.roundingCoordinates(svg),
                       #"<path d="M 1.23 -2.5 L 10.99 3" transform="matrix(0.123456,0,0,1,0.555555,0)"/><use x="149.95" y="47.78"/>"#)
    }

    func testTheExamplesMakeAReportOfReasonableSize() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/examples")
        let paths = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".inset.json") }.sorted().map { examples.appendingPathComponent($0).path }
        XCTAssertFalse(paths.isEmpty)
        // One device each keeps the test quick; the point is that every platform draws.
        let catalog = try DeviceCatalog.bundled()
        let files = try paths.map { path -> FileResult in
            let document = try LayoutDocument.load(from: URL(fileURLWithPath: path))
            let device = try XCTUnwrap(catalog.devices(for: document.platform).first { device in
                document.widget.map { device.widgetSizes?[$0.family.rawValue] != nil } ?? true
            })
            let run = CheckRun(query: EnvironmentQuery(devices: [device.id]), catalog: catalog, measurer: ReportFixture.measurer)
            return run.check(document, path: path)
        }
        let html = HTMLReport.render(CheckResult(files: files), engine: ReportFixture.engine)
        XCTAssertLessThan(html.utf8.count, 8_000_000)
        for file in files where file.errors.isEmpty {
            XCTAssertTrue(html.contains(ReportFixture.escaped(file.document!.name)), file.path)
        }
        XCTAssertFalse(html.contains("Couldn’t draw"))
    }

    // MARK: Helpers

    /// Every value of `name="…"` in the page.
    private func values(of name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }

    /// The markup of `<section … id="id">` up to its end.
    private func section(_ id: String, in html: String) -> String? {
        guard let start = html.range(of: "id=\"\(id)\"") else { return nil }
        guard let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }
}
