/// A linear combination of variables plus a constant, the side of a constraint.
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }

    public init(_ term: Term) { self.init([term]) }

    public init(constant: Double) { self.init([], constant: constant) }

    /// The expression with terms on the same variable merged and zero terms dropped, as the solver reads it.
    public var reduced: Expression {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 16 {
            for term in terms {
                if let i = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[i].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
        } else {
            var positions: [ObjectIdentifier: Int] = [:]
            for term in terms {
                if let i = positions[ObjectIdentifier(term.variable)] {
                    merged[i].coefficient += term.coefficient
                } else {
                    positions[ObjectIdentifier(term.variable)] = merged.count
                    merged.append(term)
                }
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    /// The value with every variable at its current `value`.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
