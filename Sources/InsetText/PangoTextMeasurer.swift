import CPangoCairo
import Foundation
import InsetCore

/// Measures text with Pango and the Inter font (Debian's `fonts-inter`), the closest open match to SF Pro.
///
/// Results are cached, since a layout is solved for many environments with the same strings.
public final class PangoTextMeasurer: TextMeasurer, @unchecked Sendable {
    public static let fontFamily = "Inter"

    private let lock = NSLock()
    /// Inter, with the system's fonts to fall back on.
    private let system: Setter
    /// The same with glyphs at fractional positions (`measureExact`).
    private let exactSystem: Setter
    private var layout: OpaquePointer { system.layout }
    private var cache: [Key: Size] = [:]
    /// How many measurements it holds: what a warmup (`TextSizeWarmup`) left measured.
    public var measuredCount: Int { lock.withLock { cache.count } }

    private struct Key: Hashable {
        let text: String
        let fontSize: Double
        let weight: Int
        let maxWidth: Double?
        /// A project font's file (`fileFont`); nil is Inter.
        var fontFile: String? = nil
        /// Glyphs at fractional positions and the width unrounded (`measureExact`).
        var exact = false
    }

    /// A layout on a font map of its own: the system's, or for a project font a map whose
    /// fontconfig holds that file and no other, so its text is set in that very face (whatever
    /// its family or weight, and whatever the system has of the same name) and the process's
    /// fonts are left as they are.
    private final class Setter {
        let context: OpaquePointer
        let layout: OpaquePointer

        /// Takes the caller's reference to `fontMap`. `exact` places glyphs at fractional
        /// positions with unhinted advances, as Core Text does, rather than at whole pixels.
        init?(fontMap: UnsafeMutablePointer<PangoFontMap>, exact: Bool = false) {
            defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
            guard let ctx = pango_font_map_create_context(fontMap) else { return nil }
            // 72 dpi makes one point one Pango pixel, so sizes come back in points.
            pango_cairo_context_set_resolution(ctx, 72)
            if exact {
                pango_context_set_round_glyph_positions(ctx, 0)
                let options = cairo_font_options_create()
                cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
                cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
                pango_cairo_context_set_font_options(ctx, options)
                cairo_font_options_destroy(options)
            }
            context = ctx
            layout = pango_layout_new(ctx)
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    /// The project font files loaded so far, by path and exactness (nil where a file can't be loaded).
    private var fileFonts: [FileFont: Setter?] = [:]
    private struct FileFont: Hashable {
        let path: String
        let exact: Bool
    }

    public init() {
        system = Setter(fontMap: pango_cairo_font_map_new())!
        exactSystem = Setter(fontMap: pango_cairo_font_map_new(), exact: true)!
    }

    /// A measurer whose fonts load on another core now (fontconfig reads its caches on first
    /// use), while the caller reads its files: a command line check doesn't wait for both.
    public static func warming() -> PangoTextMeasurer {
        let measurer = PangoTextMeasurer()
        DispatchQueue.global(qos: .userInitiated).async {
            _ = measurer.measure("Inset", fontSize: 17, maxWidth: nil)
            _ = measurer.measureExact("Inset", fontSize: 17, weight: 400, fontFile: nil, maxWidth: nil)
        }
        return measurer
    }

    /// Whether the font system resolves the family to Inter itself rather than a fallback.
    public static var hasInter: Bool {
        let fontMap = pango_cairo_font_map_new()
        defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        guard let ctx = pango_font_map_create_context(fontMap) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(ctx)) }
        let wanted = pango_font_description_from_string("\(fontFamily) 17")
        defer { pango_font_description_free(wanted) }
        guard let font = pango_font_map_load_font(fontMap, ctx, wanted) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let described = pango_font_describe(font)
        defer { pango_font_description_free(described) }
        guard let family = pango_font_description_get_family(described) else { return false }
        return String(cString: family) == fontFamily
    }

    public func measure(_ text: String, fontSize: Double, maxWidth: Double?) -> Size {
        measure(text, fontSize: fontSize, weight: 400, maxWidth: maxWidth)
    }

    /// Text in a project's font, set in that file's face (`Setter`). A file that can't be
    /// loaded measures as Inter.
    public func measure(_ text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?) -> Size {
        measure(text, fontSize: fontSize, weight: weight, fontFile: fontFile, maxWidth: maxWidth, exact: false)
    }

    public func measureExact(_ text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?) -> Size {
        measure(text, fontSize: fontSize, weight: weight, fontFile: fontFile, maxWidth: maxWidth, exact: true)
    }

    private func measure(_ text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?, exact: Bool) -> Size {
        guard let fontFile, lock.withLock({ fileFont(fontFile, exact: exact) }) != nil else {
            return measured(Key(text: text, fontSize: fontSize, weight: weight, maxWidth: maxWidth, exact: exact))
        }
        // The face is the file's own: the weight asked for changes nothing.
        return measured(Key(text: text, fontSize: fontSize, weight: 400, maxWidth: maxWidth, fontFile: fontFile, exact: exact))
    }

    /// Call with the lock held.
    private func fileFont(_ path: String, exact: Bool) -> Setter? {
        let key = FileFont(path: path, exact: exact)
        if let known = fileFonts[key] { return known }
        let made = ProjectFontMaps.make(path).flatMap { Setter(fontMap: $0, exact: exact) }
        fileFonts[key] = made
        return made
    }

    public func measure(_ text: String, fontSize: Double, weight: Int, maxWidth: Double?) -> Size {
        measured(Key(text: text, fontSize: fontSize, weight: weight, maxWidth: maxWidth))
    }

    private func measured(_ key: Key) -> Size {
        // Text as wide as its width or narrower keeps its one line (or its own lines): what the
        // unwrapped measure gives, which one cache entry serves at every width.
        if let maxWidth = key.maxWidth, maxWidth > 0 {
            let unwrapped = measured(Key(text: key.text, fontSize: key.fontSize, weight: key.weight, maxWidth: nil,
                                         fontFile: key.fontFile, exact: key.exact))
            if unwrapped.width <= maxWidth { return unwrapped }
        }
        lock.lock()
        defer { lock.unlock() }
        if let hit = cache[key] { return hit }
        let size = measureUncached(key)
        cache[key] = size
        return size
    }

    /// What Pango gives wrapping at `maxWidth` itself, without the shortcut `measure` takes for
    /// text that fits: for tests that hold the two to the same size.
    func wrappedByPango(_ text: String, fontSize: Double, weight: Int = 400, maxWidth: Double) -> Size {
        lock.lock()
        defer { lock.unlock() }
        return measureUncached(Key(text: text, fontSize: fontSize, weight: weight, maxWidth: maxWidth))
    }

    /// How many characters of `text` no installed font has a glyph for, so they would show as
    /// boxes: 0 where the system's fallback fonts cover every script in it.
    public func missingGlyphs(in text: String, fontSize: Double = 17) -> Int {
        lock.lock()
        defer { lock.unlock() }
        setFont(size: fontSize)
        pango_layout_set_width(layout, -1)
        pango_layout_set_text(layout, text, -1)
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// Inter at `size`; Pango falls back, character by character, to a font of the system's that
    /// has the script (Noto for Hangul, Han, Kana, Arabic, Hebrew, Thai, Devanagari…), as iOS falls
    /// back from SF Pro.
    private func setFont(size: Double, weight: Int = 400, in layout: OpaquePointer? = nil) {
        let layout = layout ?? self.layout
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, PangoTextMeasurer.fontFamily)
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: PangoWeight.RawValue(max(100, min(1000, weight)))))
        pango_layout_set_font_description(layout, description)
    }

    private func measureUncached(_ key: Key) -> Size {
        let layout = key.fontFile.flatMap { fileFonts[FileFont(path: $0, exact: key.exact)] ?? nil }?.layout
            ?? (key.exact ? exactSystem.layout : self.layout)
        setFont(size: key.fontSize, weight: key.weight, in: layout)
        if let maxWidth = key.maxWidth, maxWidth > 0 {
            pango_layout_set_width(layout, Int32(min(maxWidth * Double(PANGO_SCALE), Double(Int32.max))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_text(layout, key.text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        let width = Double(logical.width) / scale
        return Size(width: key.exact ? width : width.rounded(.up), height: (Double(logical.height) / scale).rounded(.up))
    }

}

/// For drawing, one font map a project font file: its fontconfig holds that file and no other, as
/// the measurer's does, so the canvas sets the text in the face it was measured in. Each thread
/// has maps of its own, as Pango's default font map is the thread's (an export draws on a worker
/// while the canvas draws on the main thread), kept while the thread lives; nil for a file
/// fontconfig can't load.
public enum ProjectFontMaps {
    private final class Maps {
        var byPath: [String: UnsafeMutablePointer<PangoFontMap>?] = [:]
        deinit { for case let map? in byPath.values { g_object_unref(UnsafeMutableRawPointer(map)) } }
    }

    private static let key = "app.inset.ProjectFontMaps"

    public static func map(for path: String) -> UnsafeMutablePointer<PangoFontMap>? {
        let thread = Thread.current.threadDictionary
        let maps = thread[key] as? Maps ?? {
            let made = Maps()
            thread[key] = made
            return made
        }()
        if let known = maps.byPath[path] { return known }
        let made = make(path)
        maps.byPath[path] = made
        return made
    }

    /// A new font map whose fontconfig holds the file at `path` and no other; the caller owns its
    /// reference. Nil where fontconfig can't load the file.
    static func make(_ path: String) -> UnsafeMutablePointer<PangoFontMap>? {
        guard let config = FcConfigCreate() else { return nil }
        defer { FcConfigDestroy(config) }
        guard FcConfigAppFontAddFile(config, path) != 0, let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { return nil }
        // The font map keeps its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        return map
    }
}
