#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How much the solver cares about a constraint: required ones must hold, the rest trade off by weight.
///
/// Weights follow kiwi: `create(a, b, c, w) = a·w·10⁶ + b·w·10³ + c·w`, each part clipped to 0…1000,
/// so a strong constraint outweighs up to a thousand medium ones.
public struct Strength: Comparable, Hashable, CustomStringConvertible {
    /// The objective weight; `required.weight` and above mean the constraint must hold.
    public let weight: Double

    public init(weight: Double) {
        self.weight = weight.isNaN ? 0 : min(max(weight, 0), Strength.requiredWeight)
    }

    /// kiwi's `strength::create`.
    public init(strong a: Double, medium b: Double, weak c: Double, weight w: Double = 1) {
        func part(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x * w, 0), 1000) }
        self.init(weight: part(a) * 1_000_000 + part(b) * 1000 + part(c))
    }

    /// Auto Layout priority 1…1000: 1000 is required, 750 ("high") is `strong`, 500 is `medium`,
    /// 250 ("low") is `weak`, and every step of one in between is about 2.8 % heavier than the last,
    /// so 999 beats 998 and 751 beats 750 one for one.
    public init(priority: Double) {
        if priority >= 1000 {
            self = .required
        } else if !(priority > 0) {
            self.init(weight: 0)
        } else {
            self.init(weight: Strength.priorityBase(of: priority))
        }
    }

    /// The weight of a priority below 1000: 1000^((p − 250) / 250).
    private static func priorityBase(of priority: Double) -> Double {
        pow(1000, (priority - 250) / 250)
    }

    public static let requiredWeight = 1_001_001_000.0
    public static let required = Strength(weight: requiredWeight)
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)
    /// Auto Layout's `defaultHigh` (750).
    public static let high = Strength(priority: 750)
    /// Auto Layout's `defaultLow` (250).
    public static let low = Strength(priority: 250)

    public var isRequired: Bool { weight >= Strength.requiredWeight }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default: return "strength(\(weight))"
        }
    }
}
