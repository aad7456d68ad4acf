import CPangoCairo
import InsetCore
import InsetRender
import InsetText
import XCTest

/// The canvas leaves out what the clip hides (most of a long screen, when a window shows part of
/// it) and draws under opaque layers only where they show: a window's view of the canvas has the
/// same pixels as that part of the whole canvas, even where paint spills past an element's frame.
final class CanvasCullingTests: XCTestCase {
    static let measurer = PangoTextMeasurer()

    /// A long list, a text frame too short for its line just above the window's top edge (its text
    /// spills into view), and a card a point tall whose shadow reaches down into view too.
    private func layout(spilling: Bool) throws -> (SolvedLayout, [Finding]) {
        var document = DragBenchmark.rowsLayout(rows: 60)
        if spilling {
            document.elements += [
                Element(id: "spill", role: .text, text: "Spill", fontSize: 40,
                        constraints: ["leading == margins.leading + 120", "top == safeArea.top + 400",
                                      "height == 2", "width == 150"]),
                Element(id: "card", role: .card, constraints: ["leading == margins.leading + 40",
                                                               "top == safeArea.top + 408", "height == 1", "width == 60"]),
            ]
        }
        let device = try XCTUnwrap(try DeviceCatalog.bundled().device(id: "iphone-16-pro"))
        let engine = LayoutEngine(measurer: Self.measurer)
        let layout = engine.solve(document, in: Environment(device: device))
        return (layout, Checker(engine: engine).check(layout, document: document))
    }

    private func drawing(spilling: Bool) throws -> CanvasDrawing {
        let (layout, findings) = try layout(spilling: spilling)
        var options = OverlayOptions.all
        options.names = true
        options.selectedElementID = "label12"
        return CanvasDrawing(layout: layout, findings: findings, options: options)
    }

    /// ARGB pixels of `drawing` on a `width` × `height` surface with the canvas's top left at `origin`.
    private func pixels(_ drawing: CanvasDrawing, width: Int, height: Int, origin: (x: Double, y: Double)) -> [[UInt32]] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        drawing.draw(cr: cr, scale: 2, origin: origin)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        return (0..<height).map { y in (0..<width).map { data[y * stride + $0] } }
    }

    /// The largest difference of any channel between two ARGB pixels.
    private func difference(_ a: UInt32, _ b: UInt32) -> UInt32 {
        stride(from: 0, to: 32, by: 8).map { shift in
            let x = (a >> UInt32(shift)) & 0xFF, y = (b >> UInt32(shift)) & 0xFF
            return x > y ? x - y : y - x
        }.max()!
    }

    func testAWindowOntoALongScreenShowsWhatTheWholeCanvasShowsThere() throws {
        let drawing = try drawing(spilling: true)
        let width = Int((drawing.size.width * 2).rounded(.up)), height = Int((drawing.size.height * 2).rounded(.up))
        let whole = pixels(drawing, width: width, height: height, origin: (0, 0))
        // A window whose top edge is 10 points under the short text frame.
        let top = Int(((drawing.canvas.windowRect.y + drawing.layout.safeArea.minY + 410) * 2).rounded())
        let window = pixels(drawing, width: width, height: 300, origin: (0, Double(-top)))
        var differing = 0
        for y in 0..<300 {
            for x in 0..<width where difference(window[y][x], whole[top + y][x]) > 1 { differing += 1 }
        }
        XCTAssertEqual(differing, 0, "pixels of the window unlike the whole canvas's")

        // The spilled text and shadow are there to be seen: without them the window differs.
        let plain = pixels(try self.drawing(spilling: false), width: width, height: height, origin: (0, 0))
        let changed = (0..<40).reduce(0) { n, y in n + (0..<width).filter { whole[top + y][$0] != plain[top + y][$0] }.count }
        XCTAssertGreaterThan(changed, 100, "nothing spills into the window: the test shows nothing")
    }
}
