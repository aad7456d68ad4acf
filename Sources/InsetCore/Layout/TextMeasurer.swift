/// Measures text with real font metrics; implemented with Pango in `InsetText`, so the core
/// stays free of C libraries.
public protocol TextMeasurer: Sendable {
    /// The size of `text` set at `fontSize` points, wrapped to `maxWidth` when one is given.
    func measure(_ text: String, fontSize: Double, maxWidth: Double?) -> Size
    /// The same in a font weight (100 thin … 400 regular … 900 black), where the measurer has one.
    func measure(_ text: String, fontSize: Double, weight: Int, maxWidth: Double?) -> Size
    /// How far a line's baseline lies below its top (ascent) and above its bottom (descent).
    func lineMetrics(fontSize: Double) -> (ascent: Double, descent: Double)
    /// The same in the font of a file a project ships (`fontFile`, a path), where the measurer
    /// can load one.
    func measure(_ text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?) -> Size
    /// The same with glyphs at fractional positions and the width unrounded, as Core Text sets
    /// text on Apple's platforms, where the measurer can.
    func measureExact(_ text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?) -> Size
}

extension TextMeasurer {
    /// Measurers without fractional positions measure as they always do.
    public func measureExact(_ text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?) -> Size {
        measure(text, fontSize: fontSize, weight: weight, fontFile: fontFile, maxWidth: maxWidth)
    }

    /// Measurers that load no font files set text in their own font.
    public func measure(_ text: String, fontSize: Double, weight: Int, fontFile: String?, maxWidth: Double?) -> Size {
        measure(text, fontSize: fontSize, weight: weight, maxWidth: maxWidth)
    }

    /// Measurers without weights set every weight as regular.
    public func measure(_ text: String, fontSize: Double, weight: Int, maxWidth: Double?) -> Size {
        measure(text, fontSize: fontSize, maxWidth: maxWidth)
    }

    /// How far a line's baseline lies below its top (ascent) and above its bottom (descent):
    /// Inter's figures, for measurers that don't read the font's own.
    public func lineMetrics(fontSize: Double) -> (ascent: Double, descent: Double) {
        (fontSize * 0.96875, fontSize * 0.2421875)
    }
}
