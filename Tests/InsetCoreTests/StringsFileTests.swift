import Foundation
import XCTest
@testable import InsetCore
import InsetTestSupport

/// Translations as teams keep them: `.strings` files (UTF-8 and UTF-16, comments, escapes),
/// String Catalogs, and a storyboard's own `xx.lproj` files found beside it.
final class StringsFileTests: XCTestCase {
    private let sample = """
        /* Class = "UILabel"; text = "Welcome back"; ObjectID = "ttl-00-001"; */
        "ttl-00-001.text" = "Willkommen zurück";

        // A button's title, with escapes.
        "btn-00-001.normalTitle" = "Sag \\"Hallo\\"\\n\\U00E9\\u00E8 \\\\";
        bare_key = "old style";
        """

    func testUTF8WithCommentsAndEscapes() throws {
        let table = try StringsFile.parse(Array(sample.utf8), path: "de.lproj/Main.strings")
        XCTAssertEqual(table["ttl-00-001.text"], "Willkommen zurück")
        XCTAssertEqual(table["btn-00-001.normalTitle"], "Sag \"Hallo\"\néè \\")
        XCTAssertEqual(table["bare_key"], "old style")
    }

    func testUTF16WithAndWithoutAByteOrderMark() throws {
        let little: [UInt8] = [0xFF, 0xFE] + Array(sample.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        XCTAssertEqual(try StringsFile.parse(little, path: "x.strings")["ttl-00-001.text"], "Willkommen zurück")
        let big: [UInt8] = Array(sample.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        XCTAssertEqual(try StringsFile.parse(big, path: "x.strings")["bare_key"], "old style")
    }

    func testABrokenFileNamesTheLineAndTheFix() {
        let broken = "\"a\" = \"one\";\n\"b\" = \"two\"\n\"c\" = \"three\";\n"
        XCTAssertThrowsError(try StringsFile.parse(Array(broken.utf8), path: "de.lproj/Main.strings")) { error in
            let problem = (error as! LayoutLoadError).problems[0]
            XCTAssertEqual(problem.line, 3)
            XCTAssertTrue(problem.message.contains("expected \";\""), problem.message)
            XCTAssertTrue(problem.description.hasPrefix("de.lproj/Main.strings:3:"), problem.description)
        }
        XCTAssertThrowsError(try StringsFile.parse(Array("\"a\" = \"never closed;\n".utf8), path: "x.strings")) { error in
            XCTAssertTrue("\(error)".contains("never closed"), "\(error)")
        }
        XCTAssertThrowsError(try StringsFile.parse(Array("/* open\n\"a\" = \"b\";".utf8), path: "x.strings")) { error in
            XCTAssertTrue("\(error)".contains("comment is never closed"), "\(error)")
        }
    }

    func testAStringCatalogGivesEveryLanguage() throws {
        let catalog = """
            { "sourceLanguage": "en", "version": "1.0", "strings": {
                "title": { "localizations": {
                  "de": { "stringUnit": { "state": "translated", "value": "Titel" } },
                  "ko": { "stringUnit": { "state": "translated", "value": "제목" } } } },
                "buy": { "localizations": { "de": { "stringUnit": { "state": "needs_review", "value": "Kaufen" } } } },
                "empty": { } } }
            """
        let tables = try StringCatalog.parse(Array(catalog.utf8), path: "Localizable.xcstrings")
        XCTAssertEqual(tables["de"], ["title": "Titel", "buy": "Kaufen"])
        XCTAssertEqual(tables["ko"], ["title": "제목"])
        XCTAssertThrowsError(try StringCatalog.parse(Array("{ \"version\": \"1.0\" }".utf8), path: "x.xcstrings")) { error in
            XCTAssertTrue("\(error)".contains("not a String Catalog"), "\(error)")
        }
        XCTAssertThrowsError(try StringCatalog.parse(Array("{ \"strings\": ".utf8), path: "x.xcstrings")) { error in
            XCTAssertNotNil((error as! LayoutLoadError).problems[0].line)
        }
    }

    func testAStoryboardsLprojFilesAreFoundAndKeyedByObjectID() throws {
        let dir = Scratch.root.appendingPathComponent("strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for folder in ["Base.lproj", "de.lproj", "ar.lproj"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: IBHarness.view("lbl", tag: "label", attributes: "text=\"Hello\""), constraints: [
            IBHarness.constraint("firstItem=\"lbl\" firstAttribute=\"leading\" secondItem=\"safe\" secondAttribute=\"leading\" constant=\"16\""),
            IBHarness.constraint("firstItem=\"lbl\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\""),
        ].joined()))
        let storyboard = dir.appendingPathComponent("Base.lproj/Main.storyboard")
        try Data(xml.utf8).write(to: storyboard)
        try Data("\"lbl.text\" = \"Hallo\";\n\"gone.text\" = \"x\";\n".utf8).write(to: dir.appendingPathComponent("de.lproj/Main.strings"))
        try Data("\"lbl.text\" = \"مرحبا\";\n".utf8).write(to: dir.appendingPathComponent("ar.lproj/Main.strings"))
        let file = try LayoutFile.load(from: storyboard)
        XCTAssertEqual(file.screens[0].document.localizations["de"], ["lbl": "Hallo"])
        var query = EnvironmentQuery(devices: ["iphone-15"], orientation: .only(.portrait))
        query.languages = ["ar"]
        let env = try XCTUnwrap(query.environments(for: file.screens[0], in: IBHarness.catalog).first)
        let layout = LayoutEngine(measurer: IBHarness.measurer).solve(file.screens[0].document, in: env)
        XCTAssertEqual(layout.element(id: "lbl")?.text, "مرحبا")
        XCTAssertEqual(layout.element(id: "lbl")?.frame.maxX, 393 - 16, "right to left, from the leading edge")

        try Data("\"lbl.text\" = \"Hallo\"\n".utf8).write(to: dir.appendingPathComponent("de.lproj/Main.strings"))
        XCTAssertThrowsError(try LayoutFile.load(from: storyboard)) { error in
            XCTAssertTrue("\(error)".contains("de.lproj/Main.strings:2:"), "a broken strings file is named: \(error)")
        }
    }

    func testAStringsFileNeedsItsLanguage() {
        XCTAssertEqual(StringsSource(argument: "de=Localizable.strings"), StringsSource(path: "Localizable.strings", language: "de"))
        XCTAssertEqual(StringsSource(argument: "fr.lproj/Main.strings").language, nil)
        XCTAssertEqual(Localizations.lprojLanguage(of: "App/fr.lproj/Main.strings"), "fr")
        let path = Scratch.root.appendingPathComponent("loose-\(UUID().uuidString).strings").path
        FileManager.default.createFile(atPath: path, contents: Data("\"a\" = \"b\";".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try Localizations.read(StringsSource(path: path))) { error in
            XCTAssertTrue("\(error)".contains("--strings de="), "\(error)")
        }
    }
}
