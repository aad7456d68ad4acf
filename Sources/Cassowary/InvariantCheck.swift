/// The properties every public operation must leave the tableau with, checked by tests and by
/// debug builds on small tableaux.
extension Tableau {
    /// Descriptions of broken invariants; empty when all hold. `errorWeights` lists every error
    /// symbol of a soft constraint with its weight, to rebuild the objective from scratch.
    /// Uses the scratch arrays and value memo only, so the tableau is unchanged afterwards.
    mutating func invariantViolations(errorWeights: [(Symbol, Double)]) -> [String] {
        var violations: [String] = []
        var cellCount = 0
        var watched = [Int32](repeating: 0, count: symbolCount)
        for slot in rows.indices where !basics[slot].isNone {
            let basic = basics[slot]
            let row = rows[slot]
            let restricted = kind(basic).isRestricted
            cellCount += row.cells.count
            for symbol in closures[slot] { watched[symbol.index] += 1 }
            if rowOf[basic.index] != slot { violations.append("row \(slot): basic \(basic.id) not mapped to it") }
            if kind(basic) == .dummy && (!isNearZero(row.constant) || row.cells.contains { kind($0.symbol) != .dummy }) {
                violations.append("redundant equality of \(basic.id) no longer holds as one")
            }
            if restricted && rowValue(slot) < -feasibilityTolerance(row) {
                violations.append("row of \(basic.id) infeasible: \(rowValue(slot))")
            }
            if restricted, let dependencies = closure(of: row, limit: symbolCount),
               !Set(dependencies).isSubset(of: Set(closures[slot])) {
                violations.append("lazy row of \(basic.id) depends on variables outside its closure")
            }
            for cell in row.cells {
                let symbol = cell.symbol
                let columnSlot = Int(cell.columnSlot)
                if columnSlot < 0 || columnSlot >= columns[symbol.index].count || columns[symbol.index][columnSlot] != slot {
                    violations.append("row of \(basic.id): column index wrong for \(symbol.id)")
                }
                if isBasic(symbol) && !isExternalBasic(symbol) {
                    violations.append("row of \(basic.id) holds basic \(symbol.id)")
                } else if restricted && kind(symbol) == .external && !isExternalBasic(symbol) {
                    violations.append("restricted row of \(basic.id) holds parametric variable \(symbol.id)")
                } else if !restricted && isExternalBasic(symbol) && stamps[symbol.index] >= stamps[basic.index] {
                    violations.append("lazy row of \(basic.id) refers to later \(symbol.id)")
                }
                if isNearZero(cell.coefficient) { violations.append("row of \(basic.id) keeps a zero cell") }
            }
        }
        if watched != watchers { violations.append("watcher counts differ from closures") }
        if cellCount != columns.reduce(0, { $0 + $1.count }) { violations.append("column index size differs from cells") }
        for (stamp, symbol) in evaluationOrder.enumerated() where !symbol.isNone {
            if stamps[symbol.index] != stamp || !isBasic(symbol) { violations.append("evaluation order wrong at \(symbol.id)") }
        }
        if artificial != nil { violations.append("artificial objective left behind") }
        violations += objectiveViolations(errorWeights: errorWeights)
        return violations
    }

    private func feasibilityTolerance(_ row: Row) -> Double {
        1e-7 * max(1, row.cells.reduce(abs(row.constant)) { max($0, abs($1.coefficient)) })
    }

    private mutating func objectiveViolations(errorWeights: [(Symbol, Double)]) -> [String] {
        var violations: [String] = []
        var rebuilt = Objective()
        var scale = 1.0
        for (error, weight) in errorWeights {
            scale = max(scale, weight)
            if let row = row(of: error) {
                rebuilt.add(expanded(row), times: weight, kinds: kinds)
            } else {
                rebuilt.add(weight, error, kinds: kinds)
            }
        }
        let tolerance = 1e-6 * scale
        for cell in objective.row.cells {
            if isBasic(cell.symbol) { violations.append("objective holds basic \(cell.symbol.id)") }
            if kind(cell.symbol) == .external { violations.append("objective holds variable \(cell.symbol.id)") }
            if cell.coefficient < 0 && kind(cell.symbol) != .dummy {
                violations.append("objective not optimal: \(cell.symbol.id) has \(cell.coefficient)")
            }
            if abs(cell.coefficient - rebuilt.coefficient(of: cell.symbol)) > tolerance {
                violations.append("objective coefficient of \(cell.symbol.id) drifted")
            }
        }
        for cell in rebuilt.row.cells where objective.coefficient(of: cell.symbol) == 0 && abs(cell.coefficient) > tolerance {
            violations.append("objective lost \(cell.symbol.id)")
        }
        return violations
    }
}
