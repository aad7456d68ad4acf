/// An incremental Cassowary solver (after kiwi): add and remove constraints, edit variables,
/// read values. Every failed call throws a `SolverError` and leaves the constraints as they were
/// and the solution optimal; where the layout is ambiguous, the solver may then pick another of
/// the equally good solutions.
///
/// A solver is not thread-safe; its storage skips dynamic exclusivity checks, which cost more than
/// the solving itself on small layouts.
public final class Solver {
    private struct Record {
        let constraint: Constraint
        let tag: Tag
        /// The constant the tableau holds for it: the expression's, until `changeConstants`.
        var constant: Double
    }

    private struct Edit {
        let constraint: Constraint
        let tag: Tag
        var constant: Double
    }

    @exclusivity(unchecked) private var tableau = Tableau()
    @exclusivity(unchecked) private var symbols: [ObjectIdentifier: Symbol] = [:]
    /// Every variable the solver has seen, with its symbol at the same index.
    @exclusivity(unchecked) private var variables: [Variable] = []
    @exclusivity(unchecked) private var variableSymbols: [Symbol] = []
    @exclusivity(unchecked) private var records: [ObjectIdentifier: Record] = [:]
    /// Per symbol: the required constraint it marks, to name the constraints behind a conflict.
    @exclusivity(unchecked) private var owners: [Constraint?] = []
    @exclusivity(unchecked) private var edits: [ObjectIdentifier: Edit] = [:]
    /// Off in the scratch solvers that test conflict sets, which must not explain their own failures.
    private let minimizesConflicts: Bool

    public convenience init() { self.init(minimizesConflicts: true) }

    init(minimizesConflicts: Bool) { self.minimizesConflicts = minimizesConflicts }

    /// The constraints added and not removed, edit constraints included.
    public var constraints: [Constraint] { records.values.map(\.constraint) }

    public func add(_ constraint: Constraint) throws(SolverError) {
        guard records[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteValue
        }
        let terms = expression.terms.map { (symbol(for: $0.variable), $0.coefficient) }
        let tag: Tag
        do {
            tag = try tableau.insertConstraint(
                terms: terms, constant: expression.constant,
                relation: constraint.relation, strength: constraint.strength)
        } catch {
            throw solverError(error, for: constraint)
        }
        records[ObjectIdentifier(constraint)] = Record(constraint: constraint, tag: tag, constant: expression.constant)
        if constraint.isRequired {
            if owners.count <= tag.marker.index { owners += repeatElement(nil, count: tableau.symbolCount - owners.count) }
            owners[tag.marker.index] = constraint
        }
        try checkInvariantsInDebugBuilds()
    }

    /// Adds constraints in order, stopping at the first that fails.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        if record.tag.marker.index < owners.count { owners[record.tag.marker.index] = nil }
        do {
            try tableau.removeConstraint(tag: record.tag, strength: constraint.strength)
        } catch {
            throw solverError(error, for: constraint)
        }
        try checkInvariantsInDebugBuilds()
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// Lets `suggestValue` steer `variable` with the given (non-required) strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try add(constraint)
        guard let record = records[ObjectIdentifier(constraint)] else { return }
        edits[ObjectIdentifier(variable)] = Edit(constraint: constraint, tag: record.tag, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        edits[ObjectIdentifier(variable)] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue }
        let delta = value - edit.constant
        edit.constant = value
        edits[ObjectIdentifier(variable)] = edit
        do {
            try tableau.suggest(tag: edit.tag, delta: delta)
        } catch {
            throw solverError(error, for: edit.constraint)
        }
        try checkInvariantsInDebugBuilds()
    }

    /// Gives constraints the solver holds new constants (each the constant of the constraint's
    /// expression, `lhs − rhs`) and finds the optimum again from the current one: moving a layout
    /// to a screen of another size costs a few pivots instead of a new system. A constraint's
    /// `expression` keeps the constant it was made with. When the new constants contradict the
    /// required constraints this throws and the solver is unusable: `reset()` it.
    public func changeConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws(SolverError) {
        var dummies: [Symbol] = []
        for (constraint, constant) in changes {
            guard var record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
            guard constant.isFinite else { throw .nonFiniteValue }
            let change = constant - record.constant
            guard change != 0 else { continue }
            record.constant = constant
            records[ObjectIdentifier(constraint)] = record
            // The marker's coefficient in the constraint's own row (see `addMarkers`).
            let markerCoefficient: Double
            switch constraint.relation {
            case .equal: markerCoefficient = constraint.isRequired ? 1 : -1
            case .lessThanOrEqual: markerCoefficient = 1
            case .greaterThanOrEqual: markerCoefficient = -1
            }
            tableau.shift(tag: record.tag, delta: change / markerCoefficient, dummies: &dummies)
        }
        do {
            try tableau.checkRedundantEqualities(dummies)
            try tableau.dualOptimize()
        } catch {
            throw .internalFailure("\(error)")
        }
        try checkInvariantsInDebugBuilds()
    }

    /// The shape of the current optimal vertex (see `BasisShape`), or nil when a value is too
    /// close to zero to tell.
    public func basisShape() -> BasisShape? { tableau.basisShape() }

    /// Writes the current solution into every variable the solver knows.
    public func updateVariables() {
        tableau.evaluate()
        tableau.values.withUnsafeBufferPointer { values in
            variables.withUnsafeBufferPointer { variables in
                variableSymbols.withUnsafeBufferPointer { symbols in
                    for i in variables.indices { variables[i].value = values[symbols[i].index] }
                }
            }
        }
    }

    /// Forgets every constraint, edit and variable.
    public func reset() {
        tableau.reset()
        symbols.removeAll()
        variables.removeAll()
        variableSymbols.removeAll()
        records.removeAll()
        owners.removeAll()
        edits.removeAll()
    }

    /// Whether the constraints fix `variable`'s value: false when another solution exists that
    /// satisfies every required constraint and is just as good for the others (Auto Layout's
    /// "ambiguous layout"), and for variables the solver has never seen.
    public func isDetermined(_ variable: Variable) -> Bool {
        guard let symbol = symbols[ObjectIdentifier(variable)] else { return false }
        return tableau.isDetermined(symbol)
    }

    /// `isDetermined` for each of `variables`, in one pass that expands each lazy row once: what a
    /// check of a whole layout asks, linear in a chain of views rather than quadratic.
    public func areDetermined(_ variables: [Variable]) -> [Bool] {
        var memo: [Int: Row]? = [:]
        let may = tableau.mayMove()
        return variables.map { variable in
            guard let symbol = symbols[ObjectIdentifier(variable)] else { return false }
            if tableau.isExternalBasic(symbol) && !may[symbol.index] { return true }
            return tableau.isDetermined(symbol, reusing: &memo)
        }
    }

    /// Checks the tableau's invariants: feasibility, solved form, the column index, lazy-row order,
    /// and that the objective is optimal and equals the weighted errors of the soft constraints.
    public func checkInvariants() throws(SolverError) {
        var weights: [(Symbol, Double)] = []
        for record in records.values where !record.constraint.isRequired {
            let weight = record.constraint.strength.weight
            // Soft equalities weigh both markers; soft inequalities only the error after the slack.
            if record.constraint.relation == .equal { weights.append((record.tag.marker, weight)) }
            weights.append((record.tag.other, weight))
        }
        let violations = tableau.invariantViolations(errorWeights: weights)
        if !violations.isEmpty { throw .internalFailure(violations.joined(separator: "; ")) }
    }

    /// Debug builds check the tableau after every change when this is on; the solver's own
    /// tests turn it on, while the layout engine's tests leave it off so they run at a usable speed.
    nonisolated(unsafe) public static var verifiesEveryChange = false

    private func checkInvariantsInDebugBuilds() throws(SolverError) {
        #if DEBUG
        if Solver.verifiesEveryChange && tableau.liveRowCount <= 200 { try checkInvariants() }
        #endif
    }

    private func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = symbols[key] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols[key] = symbol
        variables.append(variable)
        variableSymbols.append(symbol)
        return symbol
    }

    private func solverError(_ error: TableauError, for constraint: Constraint) -> SolverError {
        switch error {
        case .internalFailure(let message):
            return .internalFailure(message)
        case .unsatisfiable(let markers):
            var seen = Set<ObjectIdentifier>()
            let others = markers.compactMap { $0.index < owners.count ? owners[$0.index] : nil }.filter { seen.insert(ObjectIdentifier($0)).inserted }
            return .unsatisfiable(conflicting: minimizesConflicts
                ? ConflictSet.minimized(others, with: constraint) : others + [constraint])
        }
    }
}

/// Which symbols are basic at an optimum and which of those sit at zero. Solvers of the same
/// constraints whose optima have the same shape agree on which variables are determined, whatever
/// the constants: ambiguity found once holds for every environment of that shape.
public struct BasisShape: Hashable, Sendable {
    let basic: [Int32]
    let zero: [Int32]
    /// A digest of both, made while they are gathered: hashing thousands of symbols for each
    /// lookup had cost more than the ambiguity it spares.
    let digest: UInt64

    public static func == (a: BasisShape, b: BasisShape) -> Bool {
        a.digest == b.digest && a.basic == b.basic && a.zero == b.zero
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    /// FNV-1a over 32-bit symbols.
    static func mix(_ digest: UInt64, _ symbol: Int32) -> UInt64 {
        (digest ^ UInt64(UInt32(bitPattern: symbol))) &* 0x100000001b3
    }
    static let seed: UInt64 = 0xcbf29ce484222325
}
