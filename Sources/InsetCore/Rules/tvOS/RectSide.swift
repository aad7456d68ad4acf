/// A side of a rectangle in window coordinates: what the platform rules measure content against.
enum RectSide: String, CaseIterable, Sendable {
    case left, right, top, bottom

    /// How far `rect` reaches past this side of `area`; negative when it stays inside.
    func overshoot(of rect: Rect, beyond area: Rect) -> Double {
        switch self {
        case .left: return area.minX - rect.minX
        case .right: return rect.maxX - area.maxX
        case .top: return area.minY - rect.minY
        case .bottom: return rect.maxY - area.maxY
        }
    }

    /// How the side is named in a sentence: "the left edge".
    var edge: String { tr("the {side} edge", ["side": Words.side(rawValue)]) }

    /// Whether a constraint on `attribute` sets this side in the given layout direction.
    func isSet(by attribute: Attribute, rightToLeft: Bool) -> Bool {
        attribute.resolved(rightToLeft: rightToLeft).frameAttribute.rawValue == rawValue
    }
}
