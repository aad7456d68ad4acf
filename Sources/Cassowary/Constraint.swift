/// A linear relation between expressions with a strength; compared by identity, as the solver tracks it.
public final class Constraint: Hashable, CustomStringConvertible {
    /// How the expression relates to zero.
    public enum Relation: Hashable, CustomStringConvertible {
        case lessThanOrEqual, equal, greaterThanOrEqual

        public var description: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// `lhs − rhs`, reduced; the constraint reads `expression relation 0`.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced
        self.relation = relation
        self.strength = strength
    }

    /// The constraint `lhs relation rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A copy with another strength: the solver treats it as a new constraint.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// A copy with an Auto Layout priority (1…1000).
    public func withPriority(_ priority: Double) -> Constraint {
        withStrength(Strength(priority: priority))
    }

    public var isRequired: Bool { strength.isRequired }

    /// Whether `other` differs from this constraint at most in its constant (same terms in the same
    /// order, relation and strength), so the solver can take it as a change of constant.
    public func hasShape(of other: Constraint) -> Bool {
        guard relation == other.relation, strength == other.strength,
              expression.terms.count == other.expression.terms.count else { return false }
        for (a, b) in zip(expression.terms, other.expression.terms) {
            guard a.variable === b.variable, a.coefficient == b.coefficient else { return false }
        }
        return true
    }

    /// Whether the current variable values satisfy the relation within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .lessThanOrEqual: return v <= tolerance
        case .equal: return abs(v) <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        "\(expression) \(relation) 0" + (isRequired ? "" : " | \(strength)")
    }
}
