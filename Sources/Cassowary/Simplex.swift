/// The primal and dual simplex steps, as kiwi takes them, over the column index and lazy rows.
extension Tableau {
    /// Phase 2 of the simplex on the main objective, or on the artificial one while it exists.
    mutating func optimize(artificialObjective: Bool = false) throws(TableauError) {
        while true {
            let entering = artificialObjective ? artificial?.entering() : objective.entering()
            guard let entering else { return }
            guard let slot = leavingRow(for: entering) else {
                throw .internalFailure("the objective is unbounded")
            }
            pivot(row: slot, entering: entering)
        }
    }

    /// Restores feasibility after constants changed, keeping the objective optimal.
    mutating func dualOptimize() throws(TableauError) {
        while let leaving = infeasible.popLast() {
            let slot = Int(rowOf[leaving.index])
            guard slot >= 0 else { continue }
            let value = rowValue(slot)
            guard value < 0 && !isNearZero(value) else { continue }
            makeEager(slot)
            guard let entering = dualEntering(row: slot) else {
                infeasible.removeAll()
                throw .internalFailure("dual optimize found no entering symbol")
            }
            pivot(row: slot, entering: entering)
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio; ties to the lower symbol).
    mutating func leavingRow(for entering: Symbol) -> Int? {
        var best: (slot: Int, ratio: Double, basic: Symbol)?
        let candidates = restrictedColumn(of: entering).filter { $0.coefficient < -nearZeroThreshold }
        prepareValues(lazyRows: candidates.count)
        for (slot, coefficient) in candidates {
            let ratio = -rowValue(slot) / coefficient
            let basic = basics[slot]
            if best.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
                best = (slot, ratio, basic)
            }
        }
        return best?.slot
    }

    /// The symbol of an infeasible eager row whose entry costs the objective least per unit.
    func dualEntering(row slot: Int) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for cell in rows[slot].cells where cell.coefficient > 0 && kinds[cell.symbol.index] != .dummy {
            let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
            if best.map({ ratio < $0.ratio || (ratio == $0.ratio && cell.symbol < $0.symbol) }) ?? true {
                best = (cell.symbol, ratio)
            }
        }
        return best?.symbol
    }

    /// The row to pivot a constraint's marker into before dropping it, by kiwi's precedence:
    /// a restricted row where the marker's coefficient is negative (least ratio), else a restricted
    /// row (least ratio), else a client variable's row.
    mutating func markerLeavingRow(for marker: Symbol) -> Int? {
        var first: (slot: Int, ratio: Double, basic: Symbol)?
        var second: (slot: Int, ratio: Double, basic: Symbol)?
        let column = restrictedColumn(of: marker)
        prepareValues(lazyRows: column.count)
        for (slot, coefficient) in column where !isNearZero(coefficient) {
            let basic = basics[slot]
            let value = rowValue(slot)
            if coefficient < 0 {
                let ratio = -value / coefficient
                if first.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
                    first = (slot, ratio, basic)
                }
            } else {
                let ratio = value / coefficient
                if second.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
                    second = (slot, ratio, basic)
                }
            }
        }
        if let first { return first.slot }
        if let second { return second.slot }
        // Lazy client-variable rows hold the marker's exact coefficient only once expanded.
        for slot32 in columns[marker.index] where !isRestrictedRow(Int(slot32)) { makeEager(Int(slot32)) }
        guard let slot = columns[marker.index].last.map({ Int($0) }) else { return nil }
        // The variable is about to become parametric, which restricted rows must not mention.
        for (dependent, _) in restrictedColumn(of: basics[slot]) where isLazyRestrictedRow(dependent) {
            makeEager(dependent)
        }
        return slot
    }
}
