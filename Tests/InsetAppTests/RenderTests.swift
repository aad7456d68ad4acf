import CPangoCairo
import Foundation
import InsetApp
import InsetCore
import InsetRender
import InsetText
import XCTest

/// Draws real layouts on real devices and reads pixels back where the layout says things are.
final class RenderTests: XCTestCase {
    static let measurer = PangoTextMeasurer()

    func testDeviceBodyScreenAndButtonAreWhereTheLayoutSays() throws {
        let (layout, findings) = try solve("profile.inset.json", device: "iphone-14-pro")
        let drawing = CanvasDrawing(layout: layout, findings: findings, options: OverlayOptions(safeArea: false))
        let image = try render(drawing, name: "profile-iphone-14-pro")
        let display = drawing.canvas.displayRect
        let scale = image.scale

        // The bezel is dark; the screen's background is light.
        XCTAssertLessThan(image.pixel(at: (display.minX - 6) * scale, display.midY * scale).brightness, 0.2)
        let follow = try XCTUnwrap(layout.element(id: "follow")).frame.offsetBy(dx: display.x, dy: display.y)
        // A prominent button is filled with the tint.
        let tint = image.pixel(at: (follow.minX + 8) * scale, follow.midY * scale)
        XCTAssertGreaterThan(tint.blue, 0.8)
        XCTAssertLessThan(tint.red, 0.2)
        // The display's rounded corner clips: the very corner is bezel, not screen.
        XCTAssertLessThan(image.pixel(at: (display.minX + 10) * scale, (display.minY + 10) * scale).brightness, 0.2)
        // The Dynamic Island is black.
        let island = try XCTUnwrap(layout.geometry.sensorHousing)
        XCTAssertLessThan(image.pixel(at: (display.minX + island.midX) * scale, (display.minY + island.midY) * scale).brightness, 0.05)
    }

    func testSafeAreaTintAndFindingOutline() throws {
        let (layout, findings) = try solve("profile.inset.json", device: "iphone-14-pro")
        let close = try XCTUnwrap(findings.first { $0.rule == "touch-target-size" && $0.elements == ["close"] },
                                  "the 30 pt close button is too small: \(findings.map(\.rule))")
        let plain = try render(CanvasDrawing(layout: layout, findings: [], options: OverlayOptions(safeArea: false, findings: false)),
                               name: "profile-plain")
        let overlaid = try render(CanvasDrawing(layout: layout, findings: findings, options: OverlayOptions(safeArea: true)),
                                  name: "profile-overlays")
        let drawing = CanvasDrawing(layout: layout, findings: findings, options: OverlayOptions())
        let display = drawing.canvas.displayRect, s = plain.scale
        // Inside the safe area the tint changes the colour; above it (status bar band) it doesn't.
        let inside = (x: (display.minX + 8) * s, y: (display.minY + layout.safeArea.minY + 200) * s)
        XCTAssertNotEqual(plain.pixel(at: inside.x, inside.y), overlaid.pixel(at: inside.x, inside.y))
        let outside = (x: (display.minX + 120) * s, y: (display.minY + 3) * s)
        XCTAssertEqual(plain.pixel(at: outside.x, outside.y), overlaid.pixel(at: outside.x, outside.y))
        // The error outline is red along the finding's rectangle.
        let edge = close.rect.offsetBy(dx: display.x, dy: display.y)
        let red = overlaid.pixel(at: edge.minX * s + 0.5, edge.midY * s)
        XCTAssertGreaterThan(red.red, 0.75)
        XCTAssertLessThan(red.green, 0.35)
    }

    func testEveryExampleOnItsFirstDeviceWritesPNGSVGAndPDF() throws {
        let examples = RenderTests.repository.appendingPathComponent("data/examples")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        let catalog = try DeviceCatalog.bundled()
        for file in files.sorted() where file.hasSuffix(".inset.json") {
            let document = try LayoutDocument.load(from: examples.appendingPathComponent(file))
            for device in catalog.devices(for: document.platform).prefix(1) {
                var environment = EnvironmentChoice().environment(for: document, on: device)
                environment.keyboard = document.allElements.contains { $0.role == .textField }
                let layout = LayoutEngine(measurer: RenderTests.measurer).solve(document, in: environment)
                let findings = Checker(engine: LayoutEngine(measurer: RenderTests.measurer)).check(layout, document: document)
                let drawing = CanvasDrawing(layout: layout, findings: findings, options: .all)
                let base = RenderTests.gallery.appendingPathComponent(file.replacingOccurrences(of: ".inset.json", with: ""))
                try drawing.writePNG(to: base.path + ".png", scale: 1)
                try drawing.writeSVG(to: base.path + ".svg")
                try drawing.writePDF(to: base.path + ".pdf")
                for ext in ["png", "svg", "pdf"] {
                    let size = try FileManager.default.attributesOfItem(atPath: base.path + "." + ext)[.size] as? Int ?? 0
                    XCTAssertGreaterThan(size, 1000, "\(file).\(ext)")
                }
            }
        }
    }

    // MARK: Helpers

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where the pictures go, to look at: `$INSET_RENDER_GALLERY` or a temporary folder.
    static let gallery: URL = {
        let dir = ProcessInfo.processInfo.environment["INSET_RENDER_GALLERY"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("inset-render-gallery")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }()

    func solve(_ fixture: String, device id: String, change: (inout EnvironmentChoice) -> Void = { _ in })
        throws -> (SolvedLayout, [Finding]) {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/\(fixture)", withExtension: nil))
        let document = try LayoutDocument.load(from: url)
        let device = try XCTUnwrap(try DeviceCatalog.bundled().device(id: id))
        var choice = EnvironmentChoice()
        change(&choice)
        let engine = LayoutEngine(measurer: RenderTests.measurer)
        let layout = engine.solve(document, in: choice.environment(for: document, on: device))
        return (layout, Checker(engine: engine).check(layout, document: document))
    }

    func render(_ drawing: CanvasDrawing, name: String, scale: Double = 2) throws -> Picture {
        let path = RenderTests.gallery.appendingPathComponent(name + ".png").path
        try drawing.writePNG(to: path, scale: scale)
        return try Picture(path: path, scale: scale)
    }
}

/// A PNG read back with Cairo, for sampling pixels.
struct Picture {
    struct Pixel: Equatable {
        var red, green, blue: Double
        var brightness: Double { (red + green + blue) / 3 }
    }

    let width: Int, height: Int, scale: Double
    private let bytes: [UInt8]
    private let stride: Int

    init(path: String, scale: Double) throws {
        guard let surface = cairo_image_surface_create_from_png(path),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw CocoaError(.fileReadCorruptFile)
        }
        defer { cairo_surface_destroy(surface) }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        bytes = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height))
        self.scale = scale
    }

    func pixel(at x: Double, _ y: Double) -> Pixel {
        let px = min(max(Int(x), 0), width - 1), py = min(max(Int(y), 0), height - 1)
        let i = py * stride + px * 4  // ARGB32, little endian: B G R A
        return Pixel(red: Double(bytes[i + 2]) / 255, green: Double(bytes[i + 1]) / 255, blue: Double(bytes[i]) / 255)
    }
}
