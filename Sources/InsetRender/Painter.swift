import CPangoCairo
import InsetCore
import InsetText

/// Cairo and Pango calls in the vocabulary of the drawing code: shapes, fills, strokes and text.
struct Painter {
    let cr: OpaquePointer
    /// One device pixel in points, for hairlines that stay crisp at any zoom.
    let pixel: Double
    /// Whether the drawing becomes pixels here (an image, or GTK's recording of a widget), so what
    /// no pixel would show can be left out; files of shapes (PDF, SVG) get every shape, clipped.
    let rasterizes: Bool

    /// One Pango context for all the text of a drawing, brought up to date with the transform
    /// before each layout: a context made afresh for every label costs as much as shaping it.
    private let textContext: TextContext

    init(cr: OpaquePointer, pixel: Double) {
        self.cr = cr
        self.pixel = pixel
        textContext = TextContext()
        let type = cairo_surface_get_type(cairo_get_target(cr))
        rasterizes = type == CAIRO_SURFACE_TYPE_IMAGE || type == CAIRO_SURFACE_TYPE_RECORDING
    }

    /// Runs `body` with the graphics state saved and restored around it.
    func withState(_ body: () -> Void) {
        cairo_save(cr)
        body()
        cairo_restore(cr)
    }

    func translate(_ dx: Double, _ dy: Double) { cairo_translate(cr, dx, dy) }
    func scale(_ sx: Double, _ sy: Double) { cairo_scale(cr, sx, sy) }
    func set(_ color: Color) { cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha) }

    // MARK: Paths

    func rect(_ r: Rect) { cairo_rectangle(cr, r.x, r.y, r.width, r.height) }

    /// A rectangle with circular corners, the radius clamped to half the shorter side.
    func roundedRect(_ r: Rect, radius: Double) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0 else { return rect(r) }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, .pi / 2, .pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    func capsule(_ r: Rect) { roundedRect(r, radius: min(r.width, r.height) / 2) }

    func circle(x: Double, y: Double, radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, radius, 0, 2 * .pi)
    }

    func move(_ x: Double, _ y: Double) { cairo_move_to(cr, x, y) }
    func line(_ x: Double, _ y: Double) { cairo_line_to(cr, x, y) }
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        cairo_curve_to(cr, x1, y1, x2, y2, x3, y3)
    }
    func arc(x: Double, y: Double, radius: Double, from a0: Double, to a1: Double) {
        cairo_arc(cr, x, y, radius, a0, a1)
    }
    func closePath() { cairo_close_path(cr) }
    func newPath() { cairo_new_path(cr) }

    // MARK: Painting

    func fill(_ color: Color) {
        set(color)
        cairo_fill(cr)
    }

    /// Fills the path and keeps it, to stroke it next.
    func fillPreserve(_ color: Color) {
        set(color)
        cairo_fill_preserve(cr)
    }

    /// Strokes the path `width` device pixels wide, dashed when `dash` is given (in pixels).
    func stroke(_ color: Color, pixels width: Double = 1, dash: [Double]? = nil, cap: cairo_line_cap_t = CAIRO_LINE_CAP_BUTT) {
        set(color)
        cairo_set_line_width(cr, width * pixel)
        cairo_set_line_cap(cr, cap)
        if let dash {
            let scaled = dash.map { $0 * pixel }
            cairo_set_dash(cr, scaled, Int32(scaled.count), 0)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// Strokes the path `width` points wide (scales with the drawing).
    func stroke(_ color: Color, points width: Double, cap: cairo_line_cap_t = CAIRO_LINE_CAP_ROUND) {
        set(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, cap)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
    }

    func clip() { cairo_clip(cr) }

    /// The part of the current user space drawing can still reach: the clip within the surface;
    /// nil where every shape is kept. Whatever lies wholly outside it can be left undrawn, which
    /// is most of a long screen.
    var visibleRect: Rect? {
        guard rasterizes else { return nil }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Whether paint within `reach` can show in `visible` (from `visibleRect`).
    static func shows(_ reach: Rect, in visible: Rect?) -> Bool {
        visible.map(reach.intersects) ?? true
    }

    /// Runs `body` with the inside of `r` (corners of `radius`) left out, for paint that an opaque
    /// fill of that shape drawn next covers: no pixel changes, and a large shape (a device's
    /// shadow and body, its display) isn't filled two or three times over. The inside left out is
    /// a cross of whole device pixels a pixel in from the edges; `body` runs once for each box of
    /// whole pixels around it, clipped to it, so Cairo neither composites nor scan-converts the
    /// rows it leaves out, and each pixel is drawn once, as it would be without the boxes.
    func outside(_ r: Rect, radius: Double, _ body: () -> Void) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // Only where the canvas is scaled and moved, not turned.
        guard rasterizes, m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return body() }
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        func inner(_ q: Rect) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
            var (x0, y0, x1, y1) = (q.minX, q.minY, q.maxX, q.maxY)
            cairo_user_to_device(cr, &x0, &y0)
            cairo_user_to_device(cr, &x1, &y1)
            return (x0.rounded(.up) + 1, y0.rounded(.up) + 1, x1.rounded(.down) - 1, y1.rounded(.down) - 1)
        }
        // The cross: a tall box between the corners and a wide one beside them.
        let t = inner(Rect(x: r.minX + rad, y: r.minY, width: r.width - 2 * rad, height: r.height))
        let w = inner(Rect(x: r.minX, y: r.minY + rad, width: r.width, height: r.height - 2 * rad))
        var c = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &c.x0, &c.y0, &c.x1, &c.y1)
        cairo_restore(cr)
        let x0 = c.x0.rounded(.down), y0 = c.y0.rounded(.down), x1 = c.x1.rounded(.up), y1 = c.y1.rounded(.up)
        guard t.x1 > t.x0, t.y1 > t.y0, w.x1 > w.x0, w.y1 > w.y0, t.x0 >= w.x0, t.x1 <= w.x1,
              t.y0 <= w.y0, t.y1 >= w.y1, [x0, y0, x1, y1, t.x0, t.y0, t.x1, t.y1, w.x0, w.x1].allSatisfy(\.isFinite)
        else { return body() }
        let boxes = [(x0, y0, x1, t.y0), (x0, t.y1, x1, y1),           // above and below the cross
                     (x0, t.y0, t.x0, w.y0), (t.x1, t.y0, x1, w.y0),   // beside its top arm
                     (x0, w.y1, t.x0, t.y1), (t.x1, w.y1, x1, t.y1),   // beside its bottom arm
                     (x0, w.y0, w.x0, w.y1), (w.x1, w.y0, x1, w.y1)]   // beside its middle
        for (bx0, by0, bx1, by1) in boxes where bx1 > bx0 && by1 > by0 {
            withState {
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, bx0, by0, bx1 - bx0, by1 - by0)
                cairo_clip(cr)
                cairo_set_matrix(cr, &m)
                body()
            }
        }
    }

    func fill(_ r: Rect, _ color: Color, radius: Double = 0) {
        roundedRect(r, radius: radius)
        fill(color)
    }

    /// A vertical gradient through `stops` (offset 0…1, colour) filling the current path.
    func fillVerticalGradient(from y0: Double, to y1: Double, _ stops: [(Double, Color)]) {
        fillGradient(cairo_pattern_create_linear(0, y0, 0, y1), stops)
    }

    func fillLinearGradient(from p0: (Double, Double), to p1: (Double, Double), _ stops: [(Double, Color)]) {
        fillGradient(cairo_pattern_create_linear(p0.0, p0.1, p1.0, p1.1), stops)
    }

    private func fillGradient(_ pattern: OpaquePointer?, _ stops: [(Double, Color)]) {
        guard let pattern else { return }
        for (offset, c) in stops {
            cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha)
        }
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    /// A soft shadow under a rounded rectangle, built from stacked translucent outlines.
    func shadow(_ r: Rect, radius: Double, blur: Double, offsetY: Double, opacity: Double) {
        let steps = 8
        for i in 0..<steps {
            let t = Double(i + 1) / Double(steps)
            let grow = blur * (1 - t)
            roundedRect(Rect(x: r.x - grow, y: r.y - grow + offsetY, width: r.width + 2 * grow,
                             height: r.height + 2 * grow), radius: radius + grow)
            fill(Color.black.withAlpha(opacity / Double(steps) * t * 1.6))
        }
    }

    // MARK: Text

    enum Weight { case regular, medium, semibold, bold
        var pango: PangoWeight {
            switch self {
            case .regular: return PANGO_WEIGHT_NORMAL
            case .medium: return PANGO_WEIGHT_MEDIUM
            case .semibold: return PANGO_WEIGHT_SEMIBOLD
            case .bold: return PANGO_WEIGHT_BOLD
            }
        }
    }

    enum Alignment { case leading, center, trailing }

    struct TextStyle {
        var size: Double
        var weight: Weight = .regular
        var color: Color
        var alignment: Alignment = .leading
        var rightToLeft = false
        var wraps = true
        var family = PangoTextMeasurer.fontFamily
        /// A project font file to set the text in, as it was measured; nil is `family`.
        var fontFile: String?
    }

    /// A Pango layout for `text` set in `style`, wrapped to `width` when given, and cut short with
    /// an ellipsis at `lines` lines a paragraph or at `height`.
    private func layout(_ text: String, _ style: TextStyle, width: Double?, height: Double? = nil, lines: Int? = nil,
                        lineHeight: Double? = nil) -> OpaquePointer {
        let fileContext = style.fontFile.flatMap { textContext.context(for: cr, fontFile: $0) }
        let layout = pango_layout_new(fileContext ?? textContext.context(for: cr))!
        if let lineHeight {
            // Every line that far below the one before, whatever fonts it falls back to.
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32(lineHeight * Double(PANGO_SCALE))))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }

        let font = pango_font_description_new()
        pango_font_description_set_family(font, style.family)
        // A project font's face is its file's, as the measurer sets it: no weight asked of it.
        pango_font_description_set_weight(font, fileContext == nil ? style.weight.pango : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, style.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)

        pango_layout_set_auto_dir(layout, 0)
        if let width, width > 0 {
            pango_layout_set_width(layout, Int32(min(width * Double(PANGO_SCALE), Double(Int32.max))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            // One ellipsized line, or wrapped lines ellipsized where they run out of height.
            if !style.wraps {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            } else if let lines {
                pango_layout_set_height(layout, -Int32(max(1, lines)))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            } else if let height, height > 0 {
                pango_layout_set_height(layout, Int32(min(height * Double(PANGO_SCALE), Double(Int32.max))))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        let pangoAlign: PangoAlignment
        switch (style.alignment, style.rightToLeft) {
        case (.center, _): pangoAlign = PANGO_ALIGN_CENTER
        case (.leading, false), (.trailing, true): pangoAlign = PANGO_ALIGN_LEFT
        default: pangoAlign = PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(layout, pangoAlign)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    /// The size `text` takes in `style`, wrapped to `width` when given.
    func measure(_ text: String, _ style: TextStyle, width: Double? = nil) -> Size {
        let layout = self.layout(text, style, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Size(width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }

    enum VerticalAlignment { case top, center }

    /// SF Pro's line height in ems, which the layout sets the system font's lines at.
    static let systemLineHeight = FontLineMetrics.sfPro.lineHeight

    /// Draws `text` inside `rect`: wrapped to its width, ellipsized where it runs out of height.
    ///
    /// The lines that fit are counted here, from the text's own line height, with half a line of
    /// room more: frames are measured with SF Pro's line heights and drawn in Inter, whose lines
    /// run a little taller, and a 3-line 28 pt label lost its last line to an ellipsis. (Pango's
    /// own cut at a height kept fewer lines still on a canvas zoomed out: one of two at 67 %.)
    /// Text whose fallback font sets much taller lines (Chinese and Japanese in Noto CJK, 1.45
    /// em) and that fits at SF Pro's line height is set at that height, as iOS sets it in a
    /// system-font label, rather than cut short.
    func text(_ text: String, in rect: Rect, _ style: TextStyle, vertical: VerticalAlignment = .center) {
        var layout = self.layout(text, style, width: rect.width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let room = rect.height + style.size * 0.5
        if style.wraps, rect.height > 0, Double(logical.height) / Double(PANGO_SCALE) > room {
            let count = Int(pango_layout_get_line_count(layout))
            let lineHeight = Double(logical.height) / Double(PANGO_SCALE) / Double(max(1, count))
            let fit = max(1, Int((room / lineHeight).rounded(.down)))
            let paragraphs = text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{2029}" }
            let system = style.size * Self.systemLineHeight
            g_object_unref(UnsafeMutableRawPointer(layout))
            if !paragraphs, lineHeight > system * 1.15, Double(count) * system <= room {
                layout = self.layout(text, style, width: rect.width, lineHeight: system)
            } else {
                layout = paragraphs ? self.layout(text, style, width: rect.width, height: room)
                    : self.layout(text, style, width: rect.width, lines: fit)
            }
            pango_layout_get_extents(layout, &ink, &logical)
        }
        let height = Double(logical.height) / Double(PANGO_SCALE)
        let y = vertical == .center ? rect.midY - height / 2 : rect.minY
        set(style.color)
        move(rect.minX, y)
        pango_cairo_show_layout(cr, layout)
        newPath()
    }

    /// Draws one line of `text` with its left edge (or centre) at `x`, its vertical centre at `y`.
    func label(_ text: String, x: Double, centerY y: Double, _ style: TextStyle, centered: Bool = false) {
        var line = style
        line.wraps = false
        let size = measure(text, line)
        let left = centered ? x - size.width / 2 : x
        self.text(text, in: Rect(x: left, y: y - size.height / 2, width: size.width + 1, height: size.height), line)
    }
}

/// A Pango context for a cairo context: unhinted metrics and outlines, grey antialiasing, made
/// on first use and told the cairo context's transform each time it is asked for.
private final class TextContext {
    private var made: OpaquePointer?
    /// Per project font file, a context on its own font map (`ProjectFontMaps`); nil where it can't load.
    private var files: [String: OpaquePointer?] = [:]

    func context(for cr: OpaquePointer) -> OpaquePointer {
        if let made {
            pango_cairo_update_context(cr, made)
            return made
        }
        let context = pango_cairo_create_context(cr)!
        Self.setOptions(context)
        made = context
        return context
    }

    func context(for cr: OpaquePointer, fontFile: String) -> OpaquePointer? {
        let context = files[fontFile] ?? {
            let made = ProjectFontMaps.map(for: fontFile).flatMap { pango_font_map_create_context($0) }
            if let made { Self.setOptions(made) }
            files[fontFile] = made
            return made
        }()
        if let context { pango_cairo_update_context(cr, context) }
        return context
    }

    /// Unhinted glyphs at fractional positions, as the measurer places them.
    private static func setOptions(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        if let made { g_object_unref(UnsafeMutableRawPointer(made)) }
        for case let context? in files.values { g_object_unref(UnsafeMutableRawPointer(context)) }
    }
}
