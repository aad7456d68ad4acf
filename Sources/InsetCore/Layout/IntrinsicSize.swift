/// The size an element wants from its content, as UIKit's `intrinsicContentSize`.
///
/// Text comes from the measurer; standard controls and bars have the system's fixed figures.
enum IntrinsicSize {
    /// Padding a button puts around its title (UIButton.Configuration's default content insets).
    static let buttonPadding = Size(width: 12, height: 7)
    static let textFieldPadding = Size(width: 8, height: 7)

    /// nil where a dimension has no intrinsic value. `fontSize` is the size set (Dynamic Type
    /// applied); `scale` only grows the system's fixed figures that follow the text size.
    static func of(role: Role, text: String?, fontSize: Double?, symbol: String?,
                   measurer: TextMeasurer, scale: Double, maxWidth: Double? = nil, padding: Size? = nil, weight: Int = 400)
        -> (width: Double?, height: Double?)
    {
        switch role {
        case .switch: return (51, 31)
        case .stepper: return (94, 32)
        case .slider: return (nil, 31)
        case .navigationBar: return (nil, 44)
        case .tabBar: return (nil, 49)
        case .toolbar: return (nil, 44)
        default: break
        }
        let size = fontSize ?? defaultFontSize(role) * scale
        if let text, !text.isEmpty, role.showsText {
            let measured = measurer.measure(text, fontSize: size, weight: weight, maxWidth: maxWidth)
            let pad = padding ?? Self.padding(role)
            return (measured.width + 2 * pad.width, measured.height + 2 * pad.height)
        }
        if role == .button, symbol != nil {
            // A glyph button is drawn as its symbol at the font size, plus padding.
            let glyph = size * 1.2
            let pad = padding ?? buttonPadding
            return (glyph + 2 * pad.width, glyph + 2 * pad.height)
        }
        if role == .textField || role == .searchField { return (nil, 34 * max(1, scale)) }
        if role == .segmentedControl { return (nil, 32) }
        return (nil, nil)
    }

    static func padding(_ role: Role) -> Size {
        switch role {
        case .button, .card: return buttonPadding
        case .textField, .searchField, .segmentedControl: return textFieldPadding
        default: return Size(width: 0, height: 0)
        }
    }

    /// UIKit's default sizes: body text 17 pt.
    static func defaultFontSize(_ role: Role) -> Double { 17 }
}
