import CPangoCairo
import Foundation
import InsetRender

/// A surface the drag benchmark redraws the canvas onto each step, as one of the app's views of it
/// would: a window-sized viewport onto the canvas (the app's scrolled canvas), or the whole canvas.
final class CanvasTarget {
    let name: String
    let width: Int
    let height: Int
    let scale: Double
    /// Where the canvas's top left lands on the surface, in pixels (negative when scrolled past).
    let origin: (x: Double, y: Double)
    private let surface: OpaquePointer

    init(name: String, width: Int, height: Int, scale: Double, origin: (x: Double, y: Double)) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.origin = origin
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    }

    deinit { cairo_surface_destroy(surface) }

    /// A window's viewport: 1000 × 800 pixels, as a canvas pane on a laptop shows it.
    static let viewport = (width: 1000, height: 800)

    /// The viewport at `scale`, scrolled so the display's middle is in view; the canvas centred
    /// across when narrower, as `CanvasViewport.origin` places it.
    static func scrolled(_ drawing: CanvasDrawing, scale: Double) -> CanvasTarget {
        let (w, h) = viewport
        let x = max(0, (Double(w) - drawing.size.width * scale) / 2).rounded()
        let display = drawing.canvas.displayRect
        let y = min(0, (Double(h) / 2 - display.midY * scale).rounded())
        return CanvasTarget(name: "viewport \(w)×\(h) px at \(format(scale)) px/pt, scrolled to the display",
                            width: w, height: h, scale: scale, origin: (x, y))
    }

    /// The viewport with the whole canvas fitted into it.
    static func fitted(_ drawing: CanvasDrawing) -> CanvasTarget {
        let (w, h) = viewport
        let scale = min(Double(w) / drawing.size.width, Double(h) / drawing.size.height)
        let x = max(0, (Double(w) - drawing.size.width * scale) / 2).rounded()
        let y = max(0, (Double(h) - drawing.size.height * scale) / 2).rounded()
        return CanvasTarget(name: "viewport \(w)×\(h) px, canvas fitted (\(format(scale)) px/pt)",
                            width: w, height: h, scale: scale, origin: (x, y))
    }

    /// The whole canvas at `scale`: what `inset render` writes, and the app's canvas when nothing clips it.
    static func whole(_ drawing: CanvasDrawing, scale: Double) -> CanvasTarget {
        let w = Int((drawing.size.width * scale).rounded(.up)), h = Int((drawing.size.height * scale).rounded(.up))
        return CanvasTarget(name: "full canvas \(w)×\(h) px at \(format(scale)) px/pt", width: w, height: h,
                            scale: scale, origin: (0, 0))
    }

    /// Clears the surface and draws `drawing` on it, flushed, as a frame of the app would be.
    func draw(_ drawing: CanvasDrawing) {
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        drawing.draw(cr: cr, scale: scale, origin: origin)
        cairo_surface_flush(surface)
        cairo_destroy(cr)
    }

    func writePNG(to path: String) { cairo_surface_write_to_png(surface, path) }

    private static func format(_ x: Double) -> String { x == x.rounded() ? "\(Int(x))" : String(format: "%.2f", x) }
}
