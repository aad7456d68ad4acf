/// Measures text with real font metrics; implemented with Pango in `InsetText`, so the core
/// stays free of C libraries.
public protocol TextMeasurer: Sendable {
    /// The size of `text` set at `fontSize` points, wrapped to `maxWidth` when one is given.
    func measure(_ text: String, fontSize: Double, maxWidth: Double?) -> Size
}
