import CPangoCairo
import Foundation
import InsetCore

extension CanvasDrawing {
    /// The canvas as an `<svg>` element to put inline in an HTML page, on a transparent backdrop.
    ///
    /// Cairo names glyphs and clips `glyph-0-1`, `clip-3`…; `idPrefix` makes those names unique
    /// so several drawings can share one page without borrowing each other's glyphs.
    /// The element is `displaySize` big on the page, its view box in those units.
    func svgElement(idPrefix: String, label: String, displaySize: Size) throws -> String {
        let sink = ByteSink()
        try sink.withWriter { write, closure in
            guard let surface = cairo_svg_surface_create_for_stream(write, closure, displaySize.width, displaySize.height) else {
                throw RenderError(path: label, reason: tr("can't create an SVG surface"))
            }
            let cr = cairo_create(surface)!
            // Drawn at the size shown, so badges and hairlines keep their on-screen size.
            draw(cr: cr, scale: displaySize.width / size.width)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError(path: label, reason: String(cString: cairo_status_to_string(status)))
            }
        }
        return SVGMarkup.inline(String(decoding: sink.bytes, as: UTF8.self), idPrefix: idPrefix,
                                label: label, size: displaySize)
    }
}

/// Turns a standalone SVG document from Cairo into an element fit to inline in HTML.
enum SVGMarkup {
    static func inline(_ document: String, idPrefix: String, label: String, size: Size) -> String {
        guard let start = document.range(of: "<svg") else { return "" }
        var svg = String(document[start.lowerBound...])
        svg = svg.replacingOccurrences(of: " id=\"", with: " id=\"\(idPrefix)")
        svg = svg.replacingOccurrences(of: "href=\"#", with: "href=\"#\(idPrefix)")
        svg = svg.replacingOccurrences(of: "url(#", with: "url(#\(idPrefix)")
        svg = roundingCoordinates(svg)
        // Our own opening tag: a fixed natural size that CSS may shrink, and a name for screen readers.
        guard let end = svg.range(of: ">") else { return "" }
        let attributes = svg[svg.index(svg.startIndex, offsetBy: 4)..<end.lowerBound]
        let kept = ["xmlns=", "xmlns:xlink=", "viewBox=", "version="].compactMap { name in
            attributes.range(of: name).map { r in
                let rest = attributes[r.lowerBound...]
                guard let q1 = rest.firstIndex(of: "\""), let q2 = rest[rest.index(after: q1)...].firstIndex(of: "\"") else { return "" }
                return String(rest[..<rest.index(after: q2)])
            }
        }.filter { !$0.isEmpty }
        var open = "<svg " + kept.joined(separator: " ")
        if !kept.contains(where: { $0.hasPrefix("viewBox=") }) {
            open += " viewBox=\"0 0 \(Rect.format(size.width)) \(Rect.format(size.height))\""
        }
        open += " width=\"\(Rect.format(size.width))\" height=\"\(Rect.format(size.height))\""
        open += " role=\"img\" aria-label=\"\(HTML.escape(label))\">"
        return open + svg[end.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension SVGMarkup {
    /// Cairo writes six decimals; two are a hundredth of a pixel at the size shown, and make the
    /// page a third smaller. Only path data and positions: transforms keep every digit.
    /// ` d="`, ` x="`…: the attributes whose numbers are rounded. (A string, not a regex literal,
    /// which xgettext would read as an unterminated string.)
    nonisolated(unsafe) private static let geometry = try! Regex(" (d|x|y|width|height)=\"")

    static func roundingCoordinates(_ svg: String) -> String {
        var out = ""
        out.reserveCapacity(svg.utf8.count)
        var rest = Substring(svg)
        while let attribute = rest.firstRange(of: Self.geometry) {
            out += rest[..<attribute.upperBound]
            rest = rest[attribute.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { break }
            out += rest[..<close].replacing(#/(-?\d+\.\d\d)\d+/#) { $0.output.1 }
            rest = rest[close...]
        }
        return out + rest
    }
}
