/// Reading lazy rows: expanding them, their values, their closures, and the true column of a
/// symbol across them.
extension Tableau {
    /// `row` with every basic client variable it mentions replaced by its own (expanded) row, so
    /// that it mentions parametric symbols only. Referenced rows are expanded latest-first: a lazy
    /// row only refers to variables that became basic before it, so each is visited once.
    mutating func expanded(_ row: Row) -> Row {
        var none: [Int: Row]? = nil
        return expanded(row, reusing: &none)
    }

    /// `expanded(row)`, taking the expansions of basic client variables from `memo` where it has
    /// them: a batch of reads of an unchanged tableau (the ambiguity pass) then expands each row of
    /// a long chain once, not once for every variable after it.
    mutating func expanded(_ row: Row, reusing memo: inout [Int: Row]?) -> Row {
        guard row.cells.contains(where: { isExternalBasic($0.symbol) }) else { return row }
        var constant = row.constant
        for cell in row.cells { accumulate(cell.coefficient, cell.symbol) }
        while let negatedStamp = scratch.pending.popMin() {
            let symbol = evaluationOrder[Int(-negatedStamp)]
            let factor = scratch.sums[symbol.index]
            scratch.sums[symbol.index] = 0
            guard factor != 0 else { continue }
            // A known expansion mentions no basic client variable, so it queues nothing more.
            guard let definition = memo?[symbol.index] ?? self.row(of: symbol) else { continue }
            constant += factor * definition.constant
            for cell in definition.cells { accumulate(factor * cell.coefficient, cell.symbol) }
        }
        var result = Row(constant: constant, capacity: scratch.touched.count)
        for symbol in scratch.touched {
            let sum = scratch.sums[symbol.index]
            if !isNearZero(sum) && !isExternalBasic(symbol) { result.append(Cell(symbol: symbol, coefficient: sum)) }
            scratch.sums[symbol.index] = 0
            scratch.seen[symbol.index] = false
        }
        scratch.touched.removeAll(keepingCapacity: true)
        return result
    }

    private mutating func accumulate(_ coefficient: Double, _ symbol: Symbol) {
        let index = symbol.index
        if !scratch.seen[index] {
            scratch.seen[index] = true
            scratch.touched.append(symbol)
            let stamp = stamps[index]
            if stamp >= 0 { scratch.pending.push(-stamp) }
        }
        scratch.sums[index] += coefficient
    }

    /// The basic client variables `row` depends on directly or through their rows, or nil when
    /// there are more than `limit` or one of those rows mentions a parametric client variable
    /// (which only rows of client variables may hold).
    mutating func closure(of row: Row, limit: Int) -> [Symbol]? {
        var result: [Symbol] = []
        scratch.stack.removeAll(keepingCapacity: true)
        var acceptable = pushDependencies(of: row)
        while acceptable, let symbol = scratch.stack.popLast() {
            if scratch.seen[symbol.index] { continue }
            scratch.seen[symbol.index] = true
            result.append(symbol)
            if result.count > limit { acceptable = false }
            if let definition = self.row(of: symbol), !pushDependencies(of: definition) { acceptable = false }
        }
        for symbol in result { scratch.seen[symbol.index] = false }
        return acceptable ? result : nil
    }

    /// Pushes the basic client variables a row mentions; false if it mentions a parametric one.
    private mutating func pushDependencies(of row: Row) -> Bool {
        for cell in row.cells where kind(cell.symbol) == .external {
            guard isExternalBasic(cell.symbol) else { return false }
            if !scratch.seen[cell.symbol.index] { scratch.stack.append(cell.symbol) }
        }
        return true
    }

    /// The current value of a basic client variable (its row with parametric symbols at zero).
    mutating func externalValue(_ symbol: Symbol) -> Double {
        if valuesEpoch == memo.epoch { return values[symbol.index] }
        if let known = memo.value(of: symbol) { return known }
        scratch.stack.removeAll(keepingCapacity: true)
        scratch.stack.append(symbol)
        while let top = scratch.stack.last {
            if memo.value(of: top) != nil {
                scratch.stack.removeLast()
                continue
            }
            guard let definition = self.row(of: top) else {
                memo.set(0, for: top)
                continue
            }
            var ready = true
            var value = definition.constant
            for cell in definition.cells where isExternalBasic(cell.symbol) {
                if let known = memo.value(of: cell.symbol) {
                    value += cell.coefficient * known
                } else {
                    scratch.stack.append(cell.symbol)
                    ready = false
                }
            }
            if ready {
                memo.set(value, for: top)
                scratch.stack.removeLast()
            }
        }
        return memo.value(of: symbol) ?? 0
    }

    /// The value of `row` with parametric symbols at zero.
    mutating func value(ofDetached row: Row) -> Double {
        var value = row.constant
        for cell in row.cells where isExternalBasic(cell.symbol) {
            value += cell.coefficient * externalValue(cell.symbol)
        }
        return value
    }

    /// Evaluates every client variable at once when the lazy rows to read are many enough that
    /// one pass is cheaper than evaluating what they mention one by one.
    mutating func prepareValues(lazyRows count: Int) {
        if count > 16 && count * 2 > evaluationOrder.count && valuesEpoch != memo.epoch { evaluate() }
    }

    /// The current value of the basic symbol of the row at `slot`.
    mutating func rowValue(_ slot: Int) -> Double {
        if isRestrictedRow(slot) && !isLazyRestrictedRow(slot) { return rows[slot].constant }
        return value(ofDetached: rows[slot])
    }

    /// The coefficients `symbol` would have in the restricted rows if every row were expanded.
    /// Climbs from the rows holding it through basic client variables, in stamp order, but only
    /// through those some lazy restricted row depends on.
    mutating func restrictedColumn(of symbol: Symbol) -> [(slot: Int, coefficient: Double)] {
        // The work arrays are moved out of `self` so the loops below touch them without checks.
        var walk = scratch
        scratch = Scratch()
        spreadColumn(of: symbol, times: 1, into: &walk)
        while let stamp = walk.walkQueue.popMin() {
            let variable = evaluationOrder[Int(stamp)]
            let factor = walk.sums[variable.index]
            walk.sums[variable.index] = 0
            walk.seen[variable.index] = false
            spreadColumn(of: variable, times: factor, into: &walk)
        }
        var result: [(slot: Int, coefficient: Double)] = []
        result.reserveCapacity(walk.touchedRows.count)
        for slot in walk.touchedRows {
            result.append((slot, walk.rowSums[slot]))
            walk.rowSums[slot] = 0
            walk.rowSeen[slot] = false
        }
        walk.touchedRows.removeAll(keepingCapacity: true)
        scratch = walk
        return result
    }

    /// Adds `factor` times the column of `symbol` to the walk: restricted rows collect it, rows of
    /// watched variables pass it on, other rows of variables are skipped before any lookup.
    private func spreadColumn(of symbol: Symbol, times factor: Double, into walk: inout Scratch) {
        for slot32 in columns[symbol.index] {
            let slot = Int(slot32)
            let basic = basics[slot]
            if isRestrictedRow(slot) {
                if !walk.rowSeen[slot] {
                    walk.rowSeen[slot] = true
                    walk.touchedRows.append(slot)
                }
                walk.rowSums[slot] += factor * rows[slot].coefficient(of: symbol)
            } else if watchers[basic.index] > 0 {
                if !walk.seen[basic.index] {
                    walk.seen[basic.index] = true
                    walk.walkQueue.insert(stamps[basic.index])
                }
                walk.sums[basic.index] += factor * rows[slot].coefficient(of: symbol)
            }
        }
    }

    /// Computes `values` for every basic client variable, in stamp order.
    mutating func evaluate() {
        rows.withUnsafeBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                for symbol in evaluationOrder where !symbol.isNone {
                    let slot = Int(rowOf[symbol.index])
                    rows[slot].cells.withUnsafeBufferPointer { cells in
                        // Parametric symbols are zero there and restricted ones never appear here.
                        var value = rows[slot].constant
                        for cell in cells { value += cell.coefficient * values[cell.symbol.index] }
                        values[symbol.index] = value
                    }
                }
            }
        }
        valuesEpoch = memo.epoch
    }
}
