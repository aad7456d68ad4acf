import InsetCore

/// The colours of a simulated Apple screen (UIKit's system colours) and of Inspector's overlays.
public struct Palette: Sendable {
    public let appearance: OverlayOptions.Appearance
    var isDark: Bool { appearance == .dark }

    public init(_ appearance: OverlayOptions.Appearance) { self.appearance = appearance }

    // MARK: The screen, as iOS draws it

    var background: Color { isDark ? .black : .white }
    var groupedBackground: Color { isDark ? .black : Color(hex: 0xF2F2F7) }
    var secondaryGroupedBackground: Color { isDark ? Color(hex: 0x1C1C1E) : .white }
    var label: Color { isDark ? .white : .black }
    var secondaryLabel: Color { isDark ? Color(hex: 0xEBEBF5, alpha: 0.6) : Color(hex: 0x3C3C43, alpha: 0.6) }
    var tertiaryLabel: Color { isDark ? Color(hex: 0xEBEBF5, alpha: 0.3) : Color(hex: 0x3C3C43, alpha: 0.3) }
    var separator: Color { isDark ? Color(hex: 0x545458, alpha: 0.65) : Color(hex: 0x3C3C43, alpha: 0.29) }
    var fill: Color { isDark ? Color(hex: 0x787880, alpha: 0.36) : Color(hex: 0x787880, alpha: 0.2) }
    var tertiaryFill: Color { isDark ? Color(hex: 0x767680, alpha: 0.24) : Color(hex: 0x767680, alpha: 0.12) }
    var tint: Color { isDark ? Color(hex: 0x0A84FF) : Color(hex: 0x007AFF) }
    var green: Color { isDark ? Color(hex: 0x30D158) : Color(hex: 0x34C759) }
    var indigo: Color { isDark ? Color(hex: 0x5E5CE6) : Color(hex: 0x5856D6) }
    var barMaterial: Color { isDark ? Color(hex: 0x1C1C1E, alpha: 0.92) : Color(hex: 0xF9F9F9, alpha: 0.92) }
    var keyboardBackground: Color { isDark ? Color(hex: 0x2C2C2E) : Color(hex: 0xD1D4DA) }
    var key: Color { isDark ? Color(hex: 0x6C6C70) : .white }
    var specialKey: Color { isDark ? Color(hex: 0x464649) : Color(hex: 0xACB1BA) }
    var keyShadow: Color { isDark ? Color(hex: 0x000000, alpha: 0.5) : Color(hex: 0x898A8D) }
    /// The Home indicator and status bar glyphs contrast with the screen.
    var systemChrome: Color { isDark ? .white : .black }

    // MARK: The inspector around and over it

    /// Behind the device, for files and reports (the app's canvas shows its own view colour).
    public var backdrop: Color { isDark ? Color(hex: 0x1E1E1E) : Color(hex: 0xFAFAFA) }
    var caption: Color { isDark ? Color(hex: 0xFFFFFF, alpha: 0.8) : Color(hex: 0x000000, alpha: 0.8) }
    var body: Color { isDark ? Color(hex: 0x3A3A3C) : Color(hex: 0x1D1D1F) }
    var rim: Color { isDark ? Color(hex: 0x8E8E93) : Color(hex: 0x6E6E73) }

    public static let safeArea = Color(hex: 0x26A269)
    public static let margins = Color(hex: 0xC061CB)
    public static let readable = Color(hex: 0x1C9DAE)
    public static let keyboardGuide = Color(hex: 0x865E3C)
    public static let outline = Color(hex: 0x77767B)
    public static let selection = Color(hex: 0x3584E4)

    /// Findings: error red, warning orange, info blue.
    public static func severity(_ severity: Severity) -> Color {
        switch severity {
        case .error: return Color(hex: 0xE01B24)
        case .warning: return Color(hex: 0xFF7800)
        case .info: return Color(hex: 0x1C71D8)
        }
    }
}
