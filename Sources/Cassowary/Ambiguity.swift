/// Whether the constraints pin a variable down, for reporting ambiguous layouts.
///
/// At the optimum every basic client variable equals `constant + Σ aᵢ·sᵢ` over parametric symbols.
/// It is pinned when no sᵢ can move on the set of optimal solutions: dummies never move, symbols
/// with a positive objective coefficient would worsen the objective, and a parametric client
/// variable moves freely (it sits in no restricted row). Zero-cost slacks and errors may move or
/// may be blocked by degenerate rows; for those a copy of the tableau minimises and maximises the
/// variable with only zero-cost symbols allowed to enter, so the optimum is never left.
extension Tableau {
    mutating func isDetermined(_ symbol: Symbol) -> Bool {
        var none: [Int: Row]? = nil
        return isDetermined(symbol, reusing: &none)
    }

    /// `isDetermined` for one of a batch of reads of an unchanged tableau: expansions go into
    /// `memo` for the next ones to reuse.
    mutating func isDetermined(_ symbol: Symbol, reusing memo: inout [Int: Row]?) -> Bool {
        guard let definition = row(of: symbol) else { return false }
        let row: Row
        if let known = memo?[symbol.index] {
            row = known
        } else {
            row = expanded(definition, reusing: &memo)
            if memo != nil, kind(symbol) == .external { memo?[symbol.index] = row }
        }
        if row.cells.contains(where: { kind($0.symbol) == .external }) { return false }
        let movable = row.cells.contains { kind($0.symbol) != .dummy && objective.coefficient(of: $0.symbol) == 0 }
        guard movable else { return true }
        let tolerance = 1e-7 * max(1, abs(row.constant))
        for direction in [1.0, -1.0] {
            var bound = self
            var goal = row
            goal.scale(by: direction)
            bound.artificial = Objective(goal, kinds: kinds)
            guard let reached = bound.minimizeOnOptimalFace() else { return false }
            if abs(reached - goal.constant) > tolerance { return false }
        }
        return true
    }

    /// Minimises the artificial objective, letting only symbols that cost the main objective
    /// nothing enter; nil when it decreases without bound.
    private mutating func minimizeOnOptimalFace() -> Double? {
        let main = objective
        let kinds = self.kinds
        while let entering = artificial?.entering(where: { kinds[$0.index] != .dummy && main.coefficient(of: $0) == 0 }) {
            guard let slot = leavingRow(for: entering) else { return nil }
            pivot(row: slot, entering: entering)
        }
        return artificial?.constant
    }

    /// Per symbol, for basic client variables: whether the row, expanded, may mention a symbol
    /// that can move on the optimal face (a parametric client variable, or a slack or error that
    /// costs nothing). Found in one pass in stamp order, without expanding a row: false means
    /// `isDetermined` is certainly true, which spares the expansions of long chains of views
    /// (whose memo grows with the square of the chain).
    mutating func mayMove() -> [Bool] {
        var may = [Bool](repeating: false, count: symbolCount)
        for symbol in evaluationOrder where !symbol.isNone {
            var moves = false
            for cell in rows[Int(rowOf[symbol.index])].cells {
                switch kind(cell.symbol) {
                case .external: moves = isExternalBasic(cell.symbol) ? may[cell.symbol.index] : true
                case .dummy: moves = false
                case .slack, .error: moves = objective.coefficient(of: cell.symbol) == 0
                }
                if moves { break }
            }
            may[symbol.index] = moves
        }
        return may
    }
}
