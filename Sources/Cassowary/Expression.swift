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
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        let merged = order.compactMap { v in sums[v].flatMap { $0 == 0 ? nil : Term(v, $0) } }
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
