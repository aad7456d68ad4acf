/// Adding, removing and editing constraints as rows, following kiwi's `SolverImpl`.
extension Tableau {
    /// Adds the row for `Σ terms + constant  relation  0` and returns the markers that track it.
    /// On failure the tableau holds the same constraints as before and is optimal again.
    mutating func insertConstraint(
        terms: [(Symbol, Double)], constant: Double, relation: Constraint.Relation, strength: Strength
    ) throws(TableauError) -> Tag {
        var row = Row(constant: constant, capacity: terms.count + 2)
        for (symbol, coefficient) in terms where !isNearZero(coefficient) {
            row.append(Cell(symbol: symbol, coefficient: coefficient))
        }
        let tag = addMarkers(to: &row, relation: relation, strength: strength)
        do {
            try place(row, tag: tag)
            try optimize()
        } catch {
            for error in [tag.marker, tag.other] where !error.isNone && kind(error) == .error {
                objective.add(-strength.weight, error, kinds: kinds)
            }
            throw error
        }
        return tag
    }

    /// Slack, error or dummy symbols for the relation, with errors weighted in the objective.
    private mutating func addMarkers(to row: inout Row, relation: Constraint.Relation, strength: Strength) -> Tag {
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            row.append(Cell(symbol: slack, coefficient: sign))
            guard !strength.isRequired else { return Tag(marker: slack, other: .none) }
            let error = makeSymbol(.error)
            row.append(Cell(symbol: error, coefficient: -sign))
            objective.add(strength.weight, error, kinds: kinds)
            return Tag(marker: slack, other: error)
        case .equal:
            guard !strength.isRequired else {
                let dummy = makeSymbol(.dummy)
                row.append(Cell(symbol: dummy, coefficient: 1))
                return Tag(marker: dummy, other: .none)
            }
            let plus = makeSymbol(.error)
            let minus = makeSymbol(.error)
            row.append(Cell(symbol: plus, coefficient: -1))
            row.append(Cell(symbol: minus, coefficient: 1))
            objective.add(strength.weight, plus, kinds: kinds)
            objective.add(strength.weight, minus, kinds: kinds)
            return Tag(marker: plus, other: minus)
        }
    }

    /// Chooses the row's basic symbol and puts it in the tableau.
    private mutating func place(_ raw: Row, tag: Tag) throws(TableauError) {
        // A variable no row mentions yet can take the row as it is, lazily.
        if let fresh = raw.cells.first(where: { kind($0.symbol) == .external && !isBasic($0.symbol) && columns[$0.symbol.index].isEmpty }) {
            var row = raw
            Tableau.solve(&row, for: fresh.symbol)
            insertRow(row, basic: fresh.symbol)
            return
        }
        if placeLazily(raw, tag: tag) { return }
        var row = expanded(raw)
        if row.constant < 0 { row.scale(by: -1) }
        let subject = row.cells.first(where: { kind($0.symbol) == .external })?.symbol
            ?? restrictedSubject(of: &row, tag: tag)
        if let subject {
            Tableau.solve(&row, for: subject)
            let slot = insertRow(row, basic: subject)
            substitute(subject, with: rows[slot])
            return
        }
        if row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
            // Only required equalities left: redundant if the constant vanishes, else contradictory.
            guard isNearZero(row.constant) else { throw .unsatisfiable(markers: row.cells.map(\.symbol)) }
            Tableau.solve(&row, for: tag.marker)
            insertRow(row, basic: tag.marker)
            return
        }
        try placeWithArtificialVariable(row)
    }

    /// Keeps the row lazy with its own slack or error marker as basic symbol (kiwi's first choice
    /// after client variables) when it depends on few basic client variables.
    private mutating func placeLazily(_ raw: Row, tag: Tag) -> Bool {
        guard raw.cells.contains(where: { isExternalBasic($0.symbol) }) else { return false }
        var row = inliningAliases(in: raw)
        guard let dependencies = closure(of: row, limit: Tableau.closureLimit) else { return false }
        if value(ofDetached: row) < 0 { row.scale(by: -1) }
        guard let marker = [tag.marker, tag.other].first(where: {
            !$0.isNone && kind($0).isPivotable && row.coefficient(of: $0) < 0
        }) else { return false }
        Tableau.solve(&row, for: marker)
        let slot = insertRow(row, basic: marker, closure: dependencies)
        if kind(marker) == .error { objective.substitute(marker, with: expanded(rows[slot]), kinds: kinds) }
        return true
    }

    /// `row` with variables that are short aliases of other variables (`wᵢ = w₀ − dummy`)
    /// replaced by their definitions, so the row points at the end of the chain and a column walk
    /// from there reaches it in one step.
    private func inliningAliases(in row: Row) -> Row {
        var result = row
        for _ in 0..<4 {
            guard let alias = result.cells.first(where: { cell in
                guard isExternalBasic(cell.symbol), let definition = self.row(of: cell.symbol) else { return false }
                return definition.cells.count <= 4 && definition.cells.contains { isExternalBasic($0.symbol) }
            }), let definition = self.row(of: alias.symbol) else { break }
            result.substitute(alias.symbol, with: definition)
        }
        return result
    }

    /// A slack or error symbol that can be basic in the row while every restricted row stays
    /// non-negative: kiwi's choice of the constraint's own negative marker, else (beyond kiwi) one
    /// whose substitution moves no other row below zero, which spares the artificial variable.
    /// May flip the row's sign when its constant is zero.
    private mutating func restrictedSubject(of row: inout Row, tag: Tag) -> Symbol? {
        for marker in [tag.marker, tag.other] where !marker.isNone && kind(marker).isPivotable {
            if row.coefficient(of: marker) < 0 { return marker }
        }
        var best: (symbol: Symbol, columnSize: Int, flip: Bool)?
        let zeroConstant = isNearZero(row.constant)
        for cell in row.cells where kind(cell.symbol).isPivotable {
            let columnSize = columns[cell.symbol.index].count
            if let best, best.columnSize <= columnSize { continue }
            if zeroConstant {
                best = (cell.symbol, columnSize, cell.coefficient > 0)
            } else if cell.coefficient < 0 && keepsFeasible(cell.symbol, value: row.constant / -cell.coefficient) {
                best = (cell.symbol, columnSize, false)
            }
        }
        guard let best else { return nil }
        if best.flip { row.scale(by: -1) }
        return best.symbol
    }

    /// Whether giving parametric `symbol` the value `value` leaves every restricted row non-negative.
    private mutating func keepsFeasible(_ symbol: Symbol, value: Double) -> Bool {
        let column = restrictedColumn(of: symbol)
        prepareValues(lazyRows: column.count)
        return column.allSatisfy { rowValue($0.slot) + $0.coefficient * value >= 0 }
    }

    /// Phase one with an artificial variable equal to the row, as kiwi's `addWithArtificialVariable`.
    /// Throws the markers of the final artificial row (a Farkas certificate) when the row cannot hold.
    private mutating func placeWithArtificialVariable(_ row: Row) throws(TableauError) {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = Objective(row, kinds: kinds)
        do {
            try optimize(artificialObjective: true)
        } catch {
            artificial = nil
            throw error
        }
        // kiwi's absolute 1e-8, widened for rows whose numbers are large enough to round past it.
        let success = abs(artificial?.constant ?? 0) < nearZeroThreshold * max(1, abs(row.constant))
        artificial = nil
        let slot = Int(rowOf[art.index])
        if slot >= 0 {
            guard success else {
                let markers = rows[slot].cells.map(\.symbol)
                dropRow(slot)
                try optimize()
                throw .unsatisfiable(markers: markers)
            }
            let cells = rows[slot].cells
            guard let entering = cells.first(where: { kind($0.symbol).isPivotable })?.symbol
                ?? cells.first?.symbol
            else {
                dropRow(slot)
                return
            }
            pivot(row: slot, entering: entering)
        }
        let column = art.index
        while let last = columns[column].last {
            let slot = Int(last)
            if let i = rows[slot].position(of: art) { removeCell(at: i, fromRow: slot) } else { break }
        }
        objective.remove(art)
    }

    /// Takes a constraint's row out of the tableau, as kiwi's `removeConstraint`.
    mutating func removeConstraint(tag: Tag, strength: Strength) throws(TableauError) {
        for error in [tag.marker, tag.other] where !error.isNone && kind(error) == .error {
            if let row = row(of: error) {
                objective.add(expanded(row), times: -strength.weight, kinds: kinds)
            } else {
                objective.add(-strength.weight, error, kinds: kinds)
            }
        }
        let basicSlot = Int(rowOf[tag.marker.index])
        if basicSlot >= 0 {
            dropRow(basicSlot)
        } else if let slot = markerLeavingRow(for: tag.marker) {
            let redundant = columns[tag.marker.index].map { basics[Int($0)] }.filter { kind($0) == .dummy }
            pivot(row: slot, entering: tag.marker)
            dropRow(slot)
            try reinstate(redundant)
        }
        try optimize()
    }

    /// Required equalities that were redundant (a basic dummy whose row holds only dummies and is
    /// zero) and lost that when a constraint they leaned on went: their rows are placed afresh, so
    /// they hold as equalities again rather than as the `dummy ≥ 0` a restricted row would mean.
    private mutating func reinstate(_ dummies: [Symbol]) throws(TableauError) {
        for dummy in dummies {
            let slot = Int(rowOf[dummy.index])
            guard slot >= 0 else { continue }
            let row = rows[slot]
            guard !isNearZero(row.constant) || row.cells.contains(where: { kind($0.symbol) != .dummy }) else { continue }
            var raw = row
            raw.append(Cell(symbol: dummy, coefficient: -1))
            dropRow(slot)
            try place(raw, tag: Tag(marker: dummy, other: .none))
        }
    }

    /// Moves an edit constraint's constant by `delta`, as kiwi's `suggestValue`.
    mutating func suggest(tag: Tag, delta: Double) throws(TableauError) {
        var dummies: [Symbol] = []
        shift(tag: tag, delta: delta, dummies: &dummies)
        try checkRedundantEqualities(dummies)
        try dualOptimize()
    }

    /// Moves the marker of a constraint by `-delta` (the constraint's constant by `delta` times its
    /// marker's coefficient), leaving the rows that went negative for `dualOptimize` and the
    /// redundant required equalities it touched in `dummies`, for `checkRedundantEqualities`.
    mutating func shift(tag: Tag, delta: Double, dummies: inout [Symbol]) {
        if let slot = rowSlot(of: tag.marker) {
            rows[slot].constant -= delta
            memo.invalidate()
            if kind(tag.marker) == .dummy { dummies.append(tag.marker) }
            if rowValue(slot) < 0 { infeasible.append(tag.marker) }
        } else if let slot = rowSlot(of: tag.other) {
            rows[slot].constant += delta
            memo.invalidate()
            if rowValue(slot) < 0 { infeasible.append(tag.other) }
        } else {
            // Rows holding the marker shift; lazy rows reach it only through watched variables.
            let reachesLazy = reachesLazyRows(tag.marker)
            for slot32 in columns[tag.marker.index] {
                let slot = Int(slot32)
                rows[slot].constant += delta * rows[slot].coefficient(of: tag.marker)
                if isRestrictedRow(slot) && !isLazyRestrictedRow(slot) && rows[slot].constant < 0 {
                    infeasible.append(basics[slot])
                }
                if kind(basics[slot]) == .dummy { dummies.append(basics[slot]) }
            }
            memo.invalidate()
            if reachesLazy {
                let reached = restrictedColumn(of: tag.marker).filter { isLazyRestrictedRow($0.slot) }
                prepareValues(lazyRows: reached.count)
                for (slot, _) in reached {
                    if kind(basics[slot]) == .dummy { dummies.append(basics[slot]) }
                    if rowValue(slot) < 0 { infeasible.append(basics[slot]) }
                }
            }
        }
    }

    /// Throws when one of these redundant required equalities (basic dummies, whose rows must stay
    /// zero) no longer holds after constants moved: no pivot can mend that.
    mutating func checkRedundantEqualities(_ dummies: [Symbol]) throws(TableauError) {
        for dummy in dummies {
            guard let slot = rowSlot(of: dummy) else { continue }
            let value = rowValue(slot)
            if !isNearZero(value) && abs(value) > 1e-9 * max(1, abs(rows[slot].constant)) {
                infeasible.removeAll()
                throw .unsatisfiable(markers: [dummy])
            }
        }
    }

    /// Which symbols are basic (by slot), and which restricted ones sit at zero: the optimal
    /// vertex's shape. Two tableaux with the same shape have the same optimal face around their
    /// vertex, so the same variables are determined. Nil when a row's value is too near zero to say.
    mutating func basisShape() -> BasisShape? {
        evaluate()
        var basic: [Int32] = []
        var zero: [Int32] = []
        var digest = BasisShape.seed
        basic.reserveCapacity(liveRowCount)
        for slot in rows.indices where !basics[slot].isNone {
            let symbol = basics[slot]
            basic.append(symbol.id)
            digest = BasisShape.mix(digest, symbol.id)
            guard isRestrictedRow(slot) else { continue }
            let value = abs(rowValue(slot))
            if value < 1e-7 {
                zero.append(symbol.id)
                // Told apart from a basic symbol by its sign bit.
                digest = BasisShape.mix(digest, ~symbol.id)
            } else if value < 1e-3 {
                return nil
            }
        }
        // In slot order: a chain's pivots keep rows in their slots, and a tableau that holds the
        // same basis in other slots only costs a second ambiguity pass.
        return BasisShape(basic: basic, zero: zero, digest: digest)
    }

    private func rowSlot(of symbol: Symbol) -> Int? {
        guard !symbol.isNone else { return nil }
        let slot = rowOf[symbol.index]
        return slot >= 0 ? Int(slot) : nil
    }
}
