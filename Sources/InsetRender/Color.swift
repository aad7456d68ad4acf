/// An sRGB colour with alpha, components 0…1.
public struct Color: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `Color(hex: 0x007AFF)`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Mixed with `other` by `amount` (0 keeps this colour, 1 gives `other`).
    public func mixed(with other: Color, _ amount: Double) -> Color {
        Color(red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
              blue: blue + (other.blue - blue) * amount, alpha: alpha + (other.alpha - alpha) * amount)
    }

    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
    public static let clear = Color(hex: 0x000000, alpha: 0)
}
