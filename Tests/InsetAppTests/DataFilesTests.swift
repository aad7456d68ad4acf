import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import InsetApp
import XCTest

/// The desktop file, AppStream metainfo and icon, checked with the desktop's own validators.
final class DataFilesTests: XCTestCase {
    static let data = RenderTests.repository.appendingPathComponent("data")
    var desktopFile: URL { DataFilesTests.data.appendingPathComponent("\(AppInfo.id).desktop") }
    var metainfo: URL { DataFilesTests.data.appendingPathComponent("\(AppInfo.id).metainfo.xml") }
    var icon: URL { DataFilesTests.data.appendingPathComponent("icons/hicolor/scalable/apps/\(AppInfo.id).svg") }

    func testDesktopFileIsValid() throws {
        let result = try run("desktop-file-validate", [desktopFile.path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.isEmpty, "no warnings or hints: \(result.output)")
        let text = try String(contentsOf: desktopFile, encoding: .utf8)
        XCTAssertTrue(text.contains("Icon=\(AppInfo.id)\n"))
        XCTAssertTrue(text.contains("Exec=inset %F\n"))
    }

    func testMetainfoIsValid() throws {
        let result = try run("appstreamcli", ["validate", "--no-net", metainfo.path])
        XCTAssertEqual(result.status, 0, result.output)
        let text = try String(contentsOf: metainfo, encoding: .utf8)
        XCTAssertTrue(text.contains("<id>\(AppInfo.id)</id>"))
        XCTAssertTrue(text.contains("<launchable type=\"desktop-id\">\(AppInfo.id).desktop</launchable>"))
        XCTAssertTrue(text.contains("<release version=\"\(AppInfo.version)\""), "the newest release is the app's version")
        XCTAssertTrue(text.contains("<content_rating"))
        XCTAssertFalse(text.contains("<url"), "no homepage or tracker that doesn't exist yet")
        XCTAssertTrue(text.contains("<mediatype>application/x-inset+json</mediatype>"))
    }

    /// The file types Inset opens: their globs, and the desktop file naming each one.
    func testMimeTypesNameTheGlobsAndTheDesktopFileOpensThem() throws {
        let mime = DataFilesTests.data.appendingPathComponent("\(AppInfo.id).mime.xml")
        let types = MimeTypes()
        let parser = XMLParser(data: try Data(contentsOf: mime))
        parser.delegate = types
        XCTAssertTrue(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
        XCTAssertEqual(types.globs, ["application/x-inset+json": ["*.inset.json"],
                                     "application/x-xcode-storyboard": ["*.storyboard"],
                                     "application/x-xcode-xib": ["*.xib"]])
        let desktop = try String(contentsOf: desktopFile, encoding: .utf8)
        let line = try XCTUnwrap(desktop.split(separator: "\n").first { $0.hasPrefix("MimeType=") })
        XCTAssertEqual(Set(line.dropFirst("MimeType=".count).split(separator: ";").map(String.init)), Set(types.globs.keys))
    }

    func testIconIsASquareSVGNamedForTheApp() throws {
        let text = try String(contentsOf: icon, encoding: .utf8)
        XCTAssertTrue(text.contains("viewBox=\"0 0 128 128\""))
        let parser = XMLParser(data: Data(text.utf8))
        XCTAssertTrue(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
        let symbolic = DataFilesTests.data.appendingPathComponent("icons/hicolor/symbolic/apps/\(AppInfo.id)-symbolic.svg")
        XCTAssertTrue(FileManager.default.fileExists(atPath: symbolic.path))
    }

    func testScreenshotForTheStoreExists() throws {
        let shot = DataFilesTests.data.appendingPathComponent("screenshots/main.png")
        let size = try FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int ?? 0
        XCTAssertGreaterThan(size, 10_000)
    }

    // MARK: Helpers

    /// Runs a validator, or skips the test saying which package provides it.
    private func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let executable = paths.map({ "\($0)/\(tool)" }).first(where: FileManager.default.isExecutableFile) else {
            let package = tool == "appstreamcli" ? "appstream" : "desktop-file-utils"
            throw XCTSkip("\(tool) is not installed (apt-get install \(package)); not validating")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// Each `<mime-type>` of a shared-mime-info file with its globs.
private final class MimeTypes: NSObject, XMLParserDelegate {
    var globs: [String: [String]] = [:]
    private var current: String?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if elementName == "mime-type" { current = attributes["type"]; globs[current ?? ""] = [] }
        if elementName == "glob", let current, let pattern = attributes["pattern"] { globs[current, default: []].append(pattern) }
    }
}
