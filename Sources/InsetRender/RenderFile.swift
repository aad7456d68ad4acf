import CPangoCairo
import Foundation
import InsetCore

/// Why a drawing could not be written.
public struct RenderError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

/// The files a drawing can be written to, named by their extensions (`inset render -o OUT.png`).
public enum CanvasFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    public var fileExtension: String { rawValue }

    public init?(pathExtension: String) { self.init(rawValue: pathExtension.lowercased()) }
}

extension CanvasDrawing {
    /// Writes the drawing atomically: a failure leaves whatever was at `path` as it was.
    public func write(_ format: CanvasFormat, to path: String, scale: Double = 2) throws {
        try AtomicFile.write(to: path) { try data(format, scale: scale) }
    }

    /// The file's bytes: a PNG at `scale` pixels per point on the appearance's backdrop, or an SVG
    /// or one-page PDF with one unit per point.
    public func data(_ format: CanvasFormat, scale: Double = 2) throws -> Data {
        switch format {
        case .png: return try pngData(scale: scale)
        case .svg: return try vectorData { cairo_svg_surface_create_for_stream($0, $1, size.width, size.height) }
        case .pdf: return try vectorData { cairo_pdf_surface_create_for_stream($0, $1, size.width, size.height) }
        }
    }

    public func writePNG(to path: String, scale: Double = 2) throws { try write(.png, to: path, scale: scale) }
    public func writeSVG(to path: String) throws { try write(.svg, to: path) }
    public func writePDF(to path: String) throws { try write(.pdf, to: path) }

    private func pngData(scale: Double) throws -> Data {
        let width = Int32((size.width * scale).rounded(.up)), height = Int32((size.height * scale).rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw RenderError(path: "PNG", reason: "can't create a \(width) × \(height) image")
        }
        defer { cairo_surface_destroy(surface) }
        render(on: surface, scale: scale)
        let sink = ByteSink()
        let status = sink.withWriter { cairo_surface_write_to_png_stream(surface, $0, $1) }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(path: "PNG", reason: String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }

    private func vectorData(_ make: (cairo_write_func_t, UnsafeMutableRawPointer) -> OpaquePointer?) throws -> Data {
        let sink = ByteSink()
        try sink.withWriter { write, closure in
            guard let surface = make(write, closure) else {
                throw RenderError(path: "drawing", reason: tr("can't create the surface"))
            }
            render(on: surface, scale: 1)
            try ByteSink.finish(surface, drawing: "drawing")
        }
        return sink.data
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

extension AtomicFile {
    /// Makes a file's bytes in memory, then writes them atomically; a drawing error names `path`.
    static func write(to path: String, _ make: () throws -> Data) throws {
        let bytes: Data
        do {
            bytes = try make()
        } catch var error as RenderError {
            error.path = path
            throw error
        }
        try write(bytes, to: URL(fileURLWithPath: path))
    }
}
