/// Text measured with Inter but set in lines as tall as SF Pro's, rounded to the device's pixels
/// as UILabel rounds them: Interface Builder files were laid out by Xcode with SF Pro, and their
/// vertical rhythm follows its line height (20⅓ pt at 17 pt on a 3× screen), not Inter's.
struct SystemLineHeights: TextMeasurer {
    let base: TextMeasurer
    let pixelScale: Double

    /// SF Pro's ascender and descender, in ems.
    static let ascent = 0.9521, descent = 0.2412
    /// How much narrower SF Pro sets text than Inter: the median over the labels of 147 real
    /// storyboards and xibs, Xcode's recorded widths against Inter's.
    static let widthFactor = 0.965

    func lineHeight(_ fontSize: Double) -> Double {
        ((fontSize * (Self.ascent + Self.descent)) * pixelScale).rounded() / pixelScale
    }

    func measure(_ text: String, fontSize: Double, maxWidth: Double?) -> Size {
        // Wrapped as the narrower font would wrap it.
        let measured = base.measure(text, fontSize: fontSize, maxWidth: maxWidth.map { $0 / Self.widthFactor })
        let line = base.measure("X", fontSize: fontSize, maxWidth: nil).height
        let lines = line > 0 ? max(1, (measured.height / line).rounded()) : 1
        let width = (measured.width * Self.widthFactor * pixelScale).rounded(.up) / pixelScale
        return Size(width: width, height: lines * lineHeight(fontSize))
    }

    func lineMetrics(fontSize: Double) -> (ascent: Double, descent: Double) {
        (fontSize * Self.ascent, fontSize * Self.descent)
    }
}
