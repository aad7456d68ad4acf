/// Why the tableau refused an operation, in symbols; `Solver` turns it into a `SolverError`.
enum TableauError: Error {
    /// The markers whose constraints, with the new one, prove it cannot hold.
    case unsatisfiable(markers: [Symbol])
    case internalFailure(String)
}
