/// Why the solver refused a request; the solver is left as it was before the call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints listed
    /// (they include the new one, last); designers see this set.
    case unsatisfiable(conflicting: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// An edit variable's strength must be below required.
    case badRequiredStrength
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteValue
    /// The tableau reached a state the algorithm rules out (numerical trouble); the message says where.
    case internalFailure(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let conflicting):
            return "unsatisfiable required constraints: " + conflicting.map(\.description).joined(separator: "; ")
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .badRequiredStrength: return "an edit variable cannot be required"
        case .nonFiniteValue: return "a coefficient, constant or value is not finite"
        case .internalFailure(let message): return "internal solver failure: \(message)"
        }
    }
}
