import Foundation
import InsetCore
import InsetRender
import XCTest
import InsetTestSupport

/// Text measured in a project's own font is drawn in that font: drawn in Inter, a label sized for
/// Proxima Nova ran past its frame ("Message us," with its comma outside).
final class ProjectFontDrawingTests: XCTestCase {
    /// Noto Sans Regular (Debian's `fonts-noto-core`, which setup installs) stands for a project's font.
    private let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"

    /// The outlines of the glyphs the label's text is drawn with: those the drawing of its screen
    /// defines and the same screen with an empty label doesn't.
    private func outlines(fontFile: String?) throws -> Set<String> {
        try Set(drawn(fontFile: fontFile, text: "Mwmwmw gag")).subtracting(drawn(fontFile: fontFile, text: ""))
    }

    /// Every glyph outline an SVG of a screen of one label defines.
    private func drawn(fontFile: String?, text: String) throws -> [String] {
        let env = try XCTUnwrap(try EnvironmentQuery(devices: ["iphone-11"]).environments(
            for: LayoutDocument(name: "t", platform: .iOS), in: DeviceCatalog.bundled()).first)
        let geometry = ScreenGeometry(environment: env)
        let label = LaidOutElement(id: "l", role: .text, text: text, fontSize: 30,
                                   frame: Rect(x: 20, y: 100, width: 300, height: 40), fontFile: fontFile)
        let layout = SolvedLayout(environment: env, geometry: geometry, guides: [:], elements: [label], issues: [])
        let drawing = CanvasDrawing(layout: layout, findings: [], options: OverlayOptions(safeArea: false, findings: false))
        let path = Scratch.root.appendingPathComponent("font-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try drawing.writeSVG(to: path)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        // Each outline without its symbol's id, which numbers glyphs in the order they are drawn.
        return svg.components(separatedBy: "<symbol").dropFirst().map { symbol in
            let body = symbol.components(separatedBy: "</symbol>")[0]
            return String(body[(body.firstIndex(of: ">").map { body.index(after: $0) } ?? body.startIndex)...])
        }
    }

    func testALabelInAProjectFontIsDrawnInThatFont() throws {
        guard FileManager.default.fileExists(atPath: noto) else { throw XCTSkip("Noto Sans is not installed") }
        let inter = try outlines(fontFile: nil)
        let own = try outlines(fontFile: noto)
        XCTAssertEqual(inter.count, 6, "M, w, m, g, a and the space")
        XCTAssertEqual(own.count, 6)
        XCTAssertTrue(own.isDisjoint(with: inter), "the letters' outlines are Noto's, not Inter's")
        XCTAssertEqual(try outlines(fontFile: noto), own, "the same face every time")
        XCTAssertEqual(try outlines(fontFile: "/nowhere/Missing.ttf"), inter, "a file that can't be loaded draws as Inter")
    }
}
