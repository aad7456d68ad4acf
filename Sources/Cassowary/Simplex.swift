/// The primal and dual simplex steps, as kiwi takes them, over the column index.
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
            let constant = rows[slot].constant
            guard constant < 0 && !isNearZero(constant) else { continue }
            guard let entering = dualEntering(row: slot) else {
                infeasible.removeAll()
                throw .internalFailure("dual optimize found no entering symbol")
            }
            pivot(row: slot, entering: entering)
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio; ties to the lower symbol).
    func leavingRow(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Symbol.none
        for slot32 in columns[entering.index] {
            let slot = Int(slot32)
            let basic = basics[slot]
            guard kinds[basic.index] != .external else { continue }
            let coefficient = rows[slot].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// The symbol of an infeasible row whose entry costs the objective least per unit.
    func dualEntering(row slot: Int) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for cell in rows[slot].cells where cell.coefficient > 0 && kinds[cell.symbol.index] != .dummy {
            let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
            if ratio < bestRatio || (ratio == bestRatio && cell.symbol < (best ?? .none)) {
                best = cell.symbol
                bestRatio = ratio
            }
        }
        return best
    }

    /// The row to pivot a constraint's marker into before dropping it, by kiwi's precedence:
    /// a restricted row where the marker's coefficient is negative (least ratio), else a restricted
    /// row (least ratio), else a client variable's row.
    mutating func markerLeavingRow(for marker: Symbol) -> Int? {
        var first: (slot: Int, ratio: Double, basic: Symbol)?
        var second: (slot: Int, ratio: Double, basic: Symbol)?
        var unrestricted: [Int] = []
        for slot32 in columns[marker.index] {
            let slot = Int(slot32)
            let basic = basics[slot]
            let coefficient = rows[slot].coefficient(of: marker)
            if kinds[basic.index] == .external {
                unrestricted.append(slot)
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if first.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
                    first = (slot, ratio, basic)
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if second.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
                    second = (slot, ratio, basic)
                }
            }
        }
        if let first { return first.slot }
        if let second { return second.slot }
        // Lazy rows hold the marker's exact coefficient only once expanded.
        for slot in unrestricted { expandRow(slot) }
        return columns[marker.index].last.map { Int($0) }
    }
}
