/// Narrows the constraints blamed for an unsatisfiable one to a set where each is needed, so a
/// designer is shown only constraints that really take part in the conflict.
enum ConflictSet {
    /// Above this many suspects the tableau's certificate is reported as it is.
    static let minimizationLimit = 40

    /// `suspects` (required constraints that, with `constraint`, cannot all hold) without those
    /// that can go while the rest still conflict with `constraint`, which comes last.
    static func minimized(_ suspects: [Constraint], with constraint: Constraint) -> [Constraint] {
        guard suspects.count <= minimizationLimit, !isSatisfiable(suspects + [constraint]) else {
            return suspects + [constraint]
        }
        var kept = suspects
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            if isSatisfiable(trial + [constraint]) {
                index += 1
            } else {
                kept = trial
            }
        }
        return kept + [constraint]
    }

    private static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let solver = Solver(minimizesConflicts: false)
        do {
            try solver.add(constraints)
            return true
        } catch {
            if case .unsatisfiable = error { return false }
            return true
        }
    }
}
