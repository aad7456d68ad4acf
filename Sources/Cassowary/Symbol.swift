/// A column of the tableau: a solver variable, or a slack, error or dummy the solver adds per constraint.
struct Symbol: Hashable, Comparable {
    let id: Int32

    var index: Int { Int(id) }

    /// The absence of a symbol, where kiwi uses its invalid symbol.
    static let none = Symbol(id: -1)

    var isNone: Bool { id < 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// What a symbol stands for, which decides where it may sit in the tableau.
enum SymbolKind: UInt8 {
    /// A client `Variable`: unrestricted in sign.
    case external
    /// Non-negative gap of an inequality.
    case slack
    /// Non-negative violation of a non-required constraint, weighted in the objective.
    case error
    /// Marker of a required equality: always zero, never enters the basis.
    case dummy

    /// Restricted symbols are kept non-negative by the simplex.
    var isRestricted: Bool { self != .external }

    /// Slack and error symbols may enter the basis in a pivot.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// The markers that track one constraint through pivots, as in kiwi's `Tag`.
struct Tag {
    var marker: Symbol
    var other: Symbol
}

/// Coefficients and constants smaller than this are treated as zero, as in kiwi.
let nearZeroThreshold = 1.0e-8

func isNearZero(_ value: Double) -> Bool { abs(value) < nearZeroThreshold }
