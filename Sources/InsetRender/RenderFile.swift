import CPangoCairo
import InsetCore

/// Why a drawing could not be written.
public struct RenderError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

extension CanvasDrawing {
    /// A PNG of the canvas at `scale` pixels per point, on the appearance's backdrop.
    public func writePNG(to path: String, scale: Double = 2) throws {
        let width = Int32((size.width * scale).rounded(.up)), height = Int32((size.height * scale).rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw RenderError(path: path, reason: "can't create a \(width) × \(height) image")
        }
        defer { cairo_surface_destroy(surface) }
        render(on: surface, scale: scale)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// An SVG of the canvas, one unit per point.
    public func writeSVG(to path: String) throws {
        try writeVector(to: path) { cairo_svg_surface_create(path, $0, $1) }
    }

    /// A one-page PDF of the canvas, one PDF point per point.
    public func writePDF(to path: String) throws {
        try writeVector(to: path) { cairo_pdf_surface_create(path, $0, $1) }
    }

    private func writeVector(to path: String, _ make: (Double, Double) -> OpaquePointer?) throws {
        guard let surface = make(size.width, size.height) else {
            throw RenderError(path: path, reason: "can't create the file")
        }
        render(on: surface, scale: 1)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    private func render(on surface: OpaquePointer, scale: Double) {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let backdrop = palette.backdrop
        cairo_set_source_rgba(cr, backdrop.red, backdrop.green, backdrop.blue, backdrop.alpha)
        cairo_paint(cr)
        draw(cr: cr, scale: scale)
    }
}
