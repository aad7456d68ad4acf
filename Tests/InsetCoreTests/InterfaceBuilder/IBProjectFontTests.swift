import Foundation
import XCTest
@testable import InsetCore
import InsetTestSupport

/// Labels in a project's own font are set in that font's lines, as Xcode drew them, where the
/// project ships the font file its storyboard's `<customFonts>` names.
final class IBProjectFontTests: XCTestCase {
    /// A TrueType file of just the tables the metrics and the name come from: `head` (units per
    /// em), `hhea` (ascender, descender, line gap) and, given a PostScript name, `name`, which
    /// writes it for the Mac (one byte a character) or for Windows (UTF-16).
    static func fontFile(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int = 0,
                         postScriptName: String? = nil, macName: Bool = false) -> Data {
        func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(18..<20, with: u16(unitsPerEm))
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(4..<6, with: u16(ascender & 0xFFFF))
        hhea.replaceSubrange(6..<8, with: u16(descender & 0xFFFF))
        hhea.replaceSubrange(8..<10, with: u16(lineGap & 0xFFFF))
        var tables: [(String, [UInt8])] = [("head", head), ("hhea", hhea)]
        if let postScriptName {
            let text = macName ? Array(postScriptName.utf8) : postScriptName.utf16.flatMap { u16(Int($0)) }
            // A family name (1) first, so the reader looks for name 6 rather than taking the first.
            let family = macName ? Array("Wide".utf8) : "Wide".utf16.flatMap { u16(Int($0)) }
            let platform = macName ? [1, 0, 0] : [3, 1, 0x409]
            let records = u16(platform[0]) + u16(platform[1]) + u16(platform[2]) + u16(1) + u16(family.count) + u16(0)
                + u16(platform[0]) + u16(platform[1]) + u16(platform[2]) + u16(6) + u16(text.count) + u16(family.count)
            tables.append(("name", u16(0) + u16(2) + u16(6 + 24) + records + family + text))
        }
        var bytes = u32(0x0001_0000) + u16(tables.count) + u16(32) + u16(1) + u16(0)
        var offset = 12 + tables.count * 16
        for (tag, table) in tables {
            bytes += Array(tag.utf8) + u32(0) + u32(offset) + u32(table.count)
            offset += table.count
        }
        return Data(bytes + tables.flatMap(\.1))
    }

    func testAFontFilesLineMetricsComeFromItsHeadAndHheaTables() throws {
        let metrics = try XCTUnwrap(FontLineMetrics(fontFile: Self.fontFile(unitsPerEm: 1000, ascender: 1011, descender: -353)))
        XCTAssertEqual(metrics.ascent, 1.011, accuracy: 1e-9)
        XCTAssertEqual(metrics.descent, 0.353, accuracy: 1e-9)
        XCTAssertEqual(metrics.lineHeight, 1.364, accuracy: 1e-9)
        let gap = try XCTUnwrap(FontLineMetrics(fontFile: Self.fontFile(unitsPerEm: 2048, ascender: 1900, descender: -500, lineGap: 100)))
        XCTAssertEqual(gap.lineGap, 100.0 / 2048, accuracy: 1e-9)
        XCTAssertEqual(gap.lineHeight, 2400.0 / 2048, accuracy: 1e-9, "a line is ascender and descender, without the gap")
        XCTAssertNil(FontLineMetrics(fontFile: Data("not a font".utf8)))
        XCTAssertNil(FontLineMetrics(fontFile: Self.fontFile(unitsPerEm: 1000, ascender: 0, descender: 0)), "no line at all")
        XCTAssertNil(FontLineMetrics(fontFile: Self.fontFile(unitsPerEm: 1000, ascender: 1, descender: 0).prefix(40)),
                     "cut short before its tables")
    }

    /// A project's font file may be anything: cut short or scrambled, it is refused, never read past its end.
    func testAScrambledFontFileIsRefusedWithoutReadingPastItsEnd() {
        let good = [UInt8](Self.fontFile(unitsPerEm: 1000, ascender: 900, descender: -200))
        var generator = SeededGenerator(seed: 11)
        for length in 0..<good.count { _ = FontLineMetrics(fontFile: Data(good.prefix(length))) }
        for _ in 0..<2000 {
            var bytes = good
            for _ in 0..<4 { bytes[Int.random(in: 12..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = FontLineMetrics(fontFile: Data(bytes))
        }
        XCTAssertNotNil(FontLineMetrics(fontFile: Data(good)))
        let named = [UInt8](Self.fontFile(unitsPerEm: 1000, ascender: 900, descender: -200, postScriptName: "Wide-Bold"))
        for length in 0..<named.count { _ = SFNT(Data(named.prefix(length)))?.postScriptName }
        for _ in 0..<2000 {
            var bytes = named
            for _ in 0..<4 { bytes[Int.random(in: 12..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = SFNT(Data(bytes))?.postScriptName
        }
    }

    /// iOS registers a font by the PostScript name inside it, which the `name` table holds in
    /// Windows's UTF-16 or the Mac's bytes; a file without the table has none.
    func testAFontFilesPostScriptNameComesFromItsNameTable() {
        XCTAssertEqual(SFNT(Self.fontFile(unitsPerEm: 1000, ascender: 900, descender: -200, postScriptName: "ProximaNova-Regular"))?.postScriptName,
                       "ProximaNova-Regular")
        XCTAssertEqual(SFNT(Self.fontFile(unitsPerEm: 1000, ascender: 900, descender: -200, postScriptName: "Wide-Bold", macName: true))?.postScriptName,
                       "Wide-Bold")
        XCTAssertNil(SFNT(Self.fontFile(unitsPerEm: 1000, ascender: 900, descender: -200))?.postScriptName)
    }

    /// A project: `App.xcodeproj`, the storyboard in `App/Base.lproj`, the font in `Resources/Fonts`.
    /// The label is set in `name`, which the storyboard lists as the file `listedFile`; `files`
    /// are the font files the project holds, by file name.
    private func project(font: Data?, text: String = "Hello", height: Double? = nil, name: String = "Wide-Bold",
                         listedFile: String = "Wide-Bold.ttf", files: [String: Data] = [:]) throws -> URL {
        let root = Scratch.root.appendingPathComponent("inset-fonts-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("App/Base.lproj"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("Resources/Fonts"), withIntermediateDirectories: true)
        if let font { try font.write(to: root.appendingPathComponent("Resources/Fonts/Wide-Bold.ttf")) }
        for (file, data) in files { try data.write(to: root.appendingPathComponent("Resources/Fonts/\(file)")) }
        let label = IBHarness.view("title", tag: "label", attributes: #"text="\#(text)" numberOfLines="0""#,
                                   body: #"<fontDescription key="fontDescription" name="\#(name)" family="Wide" pointSize="15"/>"#)
        let xml = IBHarness.storyboard(IBHarness.scene(subviews: label, constraints: [
            IBHarness.constraint(#"firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100""#),
            IBHarness.constraint(#"firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#),
        ].joined() + (height.map { IBHarness.constraint(#"firstItem="title" firstAttribute="height" constant="\#($0)""#) } ?? ""))).replacingOccurrences(of: "<resources>", with: """
            <customFonts key="customFonts"><array key="\(listedFile)"><string>\(name)</string></array></customFonts>
            <resources>
            """)
        try Data(xml.utf8).write(to: root.appendingPathComponent("App/Base.lproj/Main.storyboard"))
        return root
    }

    private func truncations(in root: URL) throws -> [Finding] {
        let file = try LayoutFile.load(from: root.appendingPathComponent("App/Base.lproj/Main.storyboard"))
        let screen = try XCTUnwrap(file.screens.first)
        let env = try XCTUnwrap(try EnvironmentQuery(devices: ["authored"]).environments(for: screen, in: IBHarness.catalog).first)
        let checker = Checker(engine: LayoutEngine(measurer: IBHarness.measurer), registry: .standard, configuration: RuleConfiguration())
        return checker.check(screen.document, in: [env]).filter { $0.rule == "text-truncation" }
    }

    /// A label 38 pt tall holds two lines of SF Pro at 15 pt (18 pt each), not two of a font
    /// 1.364 em tall (20.5 pt each). (One line a little taller than its label is drawn whole.)
    func testTextTruncationCountsTheLinesOfTheProjectsFont() throws {
        let shipped = try project(font: Self.fontFile(unitsPerEm: 1000, ascender: 1011, descender: -353), text: "Hello&#10;again", height: 38)
        let missing = try project(font: nil, text: "Hello&#10;again", height: 38)
        defer { try? FileManager.default.removeItem(at: shipped); try? FileManager.default.removeItem(at: missing) }
        XCTAssertEqual(try truncations(in: shipped).map(\.elements), [["title"]])
        XCTAssertEqual(try truncations(in: missing).count, 0)
    }

    private func titleFrame(in root: URL) throws -> Rect? {
        let file = try LayoutFile.load(from: root.appendingPathComponent("App/Base.lproj/Main.storyboard"))
        let screen = try XCTUnwrap(file.screens.first)
        let env = try XCTUnwrap(try EnvironmentQuery(devices: ["authored"]).environments(for: screen, in: IBHarness.catalog).first)
        return LayoutEngine(measurer: IBHarness.measurer).solve(screen.document, in: env).element(id: "title")?.frame
    }

    func testALabelInAFontTheProjectShipsIsSetInThatFontsLines() throws {
        let shipped = try project(font: Self.fontFile(unitsPerEm: 1000, ascender: 1011, descender: -353))
        let missing = try project(font: nil)
        defer { try? FileManager.default.removeItem(at: shipped); try? FileManager.default.removeItem(at: missing) }
        // 15 pt × 1.364 on the iPhone 11's 2× pixels: 20.5 pt, where SF Pro's line is 18.
        XCTAssertEqual(try titleFrame(in: shipped)?.height, 20.5)
        XCTAssertEqual(try titleFrame(in: missing)?.height, 18, "without the file, SF Pro's lines")
    }

    /// With a real font file, the text's width is that file's face: here Noto Sans Regular
    /// (Debian's `fonts-noto-core`, which setup installs) shipped under the project's own name.
    func testALabelInAFontTheProjectShipsIsMeasuredInThatFont() throws {
        let noto = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")
        guard let data = try? Data(contentsOf: noto) else { throw XCTSkip("Noto Sans is not installed") }
        let text = "Mwmwmw iiii Mwmwmw iiii"
        let shipped = try project(font: data, text: text)
        let missing = try project(font: nil, text: text)
        defer { try? FileManager.default.removeItem(at: shipped); try? FileManager.default.removeItem(at: missing) }
        let file = shipped.appendingPathComponent("Resources/Fonts/Wide-Bold.ttf").path
        let inNoto = IBHarness.measurer.measure(text, fontSize: 15, weight: 700, fontFile: file, maxWidth: nil)
        let inInter = IBHarness.measurer.measure(text, fontSize: 15, weight: 700, maxWidth: nil)
        let inInterRegular = IBHarness.measurer.measure(text, fontSize: 15, weight: 400, maxWidth: nil)
        XCTAssertGreaterThan(abs(inNoto.width - inInterRegular.width), 2, "the two fonts set the text to other widths")
        XCTAssertEqual(IBHarness.measurer.measure(text, fontSize: 15, weight: 400, fontFile: file, maxWidth: nil), inNoto,
                       "the file's own face, not the system's bold of its family")
        // Its glyphs at fractional positions, rounded up to the iPhone 11's 2× pixels, as UILabel rounds.
        let exact = IBHarness.measurer.measureExact(text, fontSize: 15, weight: 700, fontFile: file, maxWidth: nil)
        XCTAssertEqual(try titleFrame(in: shipped)?.width, (exact.width * 2).rounded(.up) / 2)
        XCTAssertNotEqual(try titleFrame(in: missing)?.width, try titleFrame(in: shipped)?.width)
        XCTAssertEqual(IBHarness.measurer.measure(text, fontSize: 15, weight: 700, fontFile: "/nowhere/Missing.ttf", maxWidth: nil),
                       inInter, "a file that can't be read measures as Inter")
    }

    /// The designer's Mac held "Mark Simonson - Wide Bold.otf"; the project ships the same font as
    /// `Wide-Bold.ttf`. iOS finds it by the PostScript name inside, and so does Inset.
    func testAFontListedUnderAnotherFileNameIsFoundByItsPostScriptName() throws {
        let font = Self.fontFile(unitsPerEm: 1000, ascender: 1011, descender: -353, postScriptName: "Wide-Bold")
        let renamed = try project(font: nil, listedFile: "Mark Simonson - Wide Bold.otf", files: ["Wide-Bold.ttf": font])
        let unnamed = try project(font: nil, listedFile: "Mark Simonson - Wide Bold.otf",
                                  files: ["Wide-Bold.ttf": Self.fontFile(unitsPerEm: 1000, ascender: 1011, descender: -353)])
        defer { try? FileManager.default.removeItem(at: renamed); try? FileManager.default.removeItem(at: unnamed) }
        XCTAssertEqual(try titleFrame(in: renamed)?.height, 20.5, "the font's own 1.364 em line, found by its name")
        XCTAssertEqual(try titleFrame(in: unnamed)?.height, 18, "a file that doesn't name itself Wide-Bold isn't taken for it")
    }

    /// The storyboard names a weight the project doesn't ship: its family's nearest shipped weight
    /// stands in, with that weight's lines, and an italic only for an italic.
    func testAMissingWeightIsSetInItsFamilysNearestShippedWeight() throws {
        let family = [
            "Wide-Regular.ttf": Self.fontFile(unitsPerEm: 1000, ascender: 1100, descender: -300, postScriptName: "Wide-Regular"),
            "Wide-Bold.ttf": Self.fontFile(unitsPerEm: 1000, ascender: 1011, descender: -353, postScriptName: "Wide-Bold"),
            "Other-Semibold.ttf": Self.fontFile(unitsPerEm: 1000, ascender: 1200, descender: -400, postScriptName: "Other-Semibold"),
        ]
        let semibold = try project(font: nil, name: "Wide-Semibold", listedFile: "Wide-Semibold.otf", files: family)
        let light = try project(font: nil, name: "Wide-Light", listedFile: "Wide-Light.otf", files: family)
        let italic = try project(font: nil, name: "Wide-SemiboldItalic", listedFile: "Wide-SemiboldItalic.otf", files: family)
        defer { for root in [semibold, light, italic] { try? FileManager.default.removeItem(at: root) } }
        // 15 pt on 2× pixels: × 1.364 (Bold's line) is 20.5, × 1.4 (Regular's) 21, SF Pro's 18.
        XCTAssertEqual(try titleFrame(in: semibold)?.height, 20.5, "semibold (600) is nearer bold (700) than regular (400)")
        XCTAssertEqual(try titleFrame(in: light)?.height, 21, "light (300) is nearest regular")
        XCTAssertEqual(try titleFrame(in: italic)?.height, 18, "no italic of the family: SF Pro's line, not an upright's")
    }
}
