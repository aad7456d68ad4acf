/// The simplex tableau in solved form.
///
/// Rows whose basic symbol is restricted (slack, error, dummy) mention only parametric symbols,
/// as in kiwi. Rows whose basic symbol is a client variable may also mention other such basic
/// variables that became basic earlier ("lazy" rows): a chain `leftᵢ = leftᵢ₋₁ + widthᵢ₋₁ + 8`
/// then stays one short row per view instead of a row as long as the chain. Values are found by
/// evaluating those rows in the order their variables became basic. A column index (symbol → rows
/// holding it) lets a pivot touch only the rows that hold the entering symbol.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// Rows by slot; a free slot holds an empty row and `.none` as its basic symbol.
    var rows: [Row] = []
    private(set) var basics: [Symbol] = []
    private var freeSlots: [Int] = []
    /// Per symbol: the slot of the row it is basic in, or -1 when parametric.
    private(set) var rowOf: [Int32] = []
    /// Per symbol: the slots of the rows holding it.
    private(set) var columns: [[Int32]] = []
    var objective = Objective()
    /// Phase-one objective while a row is added through an artificial variable, or a probe's objective.
    var artificial: Objective?
    /// Restricted basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// Per symbol: position in `evaluationOrder` while it is a basic client variable, else -1.
    private(set) var stamps: [Int32] = []
    /// Basic client variables in the order they became basic; `.none` where one left the basis.
    private(set) var evaluationOrder: [Symbol] = []
    private var staleInOrder = 0
    /// Per symbol: the value of a basic client variable after `evaluate()`, zero for the rest.
    private(set) var values: [Double] = []
    private var scratch = Scratch()

    var symbolCount: Int { kinds.count }

    var liveRowCount: Int { rows.count - freeSlots.count }

    func kind(_ symbol: Symbol) -> SymbolKind { kinds[symbol.index] }

    func isBasic(_ symbol: Symbol) -> Bool { rowOf[symbol.index] >= 0 }

    /// A basic client variable, whose row may be lazy.
    func isExternalBasic(_ symbol: Symbol) -> Bool { stamps[symbol.index] >= 0 }

    func row(of symbol: Symbol) -> Row? {
        let slot = rowOf[symbol.index]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(id: Int32(kinds.count))
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        stamps.append(-1)
        values.append(0)
        scratch.grow(to: kinds.count)
        return symbol
    }

    // MARK: Cells and columns

    /// Adds `coefficient · symbol` to a row, dropping the cell when it cancels.
    mutating func add(_ coefficient: Double, _ symbol: Symbol, toRow slot: Int) {
        if let i = rows[slot].position(of: symbol) {
            let sum = rows[slot].cells[i].coefficient + coefficient
            if isNearZero(sum) {
                removeCell(at: i, fromRow: slot)
            } else {
                rows[slot].setCoefficient(sum, at: i)
            }
        } else if !isNearZero(coefficient) {
            let column = symbol.index
            rows[slot].append(Cell(symbol: symbol, coefficient: coefficient, columnSlot: Int32(columns[column].count)))
            columns[column].append(Int32(slot))
        }
    }

    mutating func removeCell(at index: Int, fromRow slot: Int) {
        let cell = rows[slot].cells[index]
        let column = cell.symbol.index
        let position = Int(cell.columnSlot)
        let moved = columns[column].removeLast()
        if position < columns[column].count {
            columns[column][position] = moved
            let other = Int(moved)
            if let j = rows[other].position(of: cell.symbol) {
                rows[other].setColumnSlot(Int32(position), at: j)
            }
        }
        rows[slot].remove(at: index)
    }

    /// Puts a row into the tableau with `basic` as its basic symbol and returns its slot.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Symbol) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basics[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
        }
        for i in row.cells.indices {
            let column = row.cells[i].symbol.index
            rows[slot].setColumnSlot(Int32(columns[column].count), at: i)
            columns[column].append(Int32(slot))
        }
        rowOf[basic.index] = Int32(slot)
        enterBasis(basic)
        return slot
    }

    /// Takes a row out of the tableau; its basic symbol becomes parametric.
    mutating func dropRow(_ slot: Int) {
        while let last = rows[slot].cells.indices.last { removeCell(at: last, fromRow: slot) }
        let basic = basics[slot]
        rowOf[basic.index] = -1
        leaveBasis(basic)
        rows[slot] = Row()
        basics[slot] = .none
        freeSlots.append(slot)
    }

    /// Replaces a row's cells and constant, keeping its basic symbol.
    mutating func replaceRow(_ slot: Int, with row: Row) {
        while let last = rows[slot].cells.indices.last { removeCell(at: last, fromRow: slot) }
        rows[slot].constant = row.constant
        for cell in row.cells { add(cell.coefficient, cell.symbol, toRow: slot) }
    }

    private mutating func enterBasis(_ symbol: Symbol) {
        guard kinds[symbol.index] == .external else { return }
        stamps[symbol.index] = Int32(evaluationOrder.count)
        evaluationOrder.append(symbol)
    }

    private mutating func leaveBasis(_ symbol: Symbol) {
        let stamp = Int(stamps[symbol.index])
        guard stamp >= 0 else { return }
        evaluationOrder[stamp] = .none
        stamps[symbol.index] = -1
        values[symbol.index] = 0
        staleInOrder += 1
        if staleInOrder > 64 && staleInOrder * 2 > evaluationOrder.count { compactEvaluationOrder() }
    }

    private mutating func compactEvaluationOrder() {
        evaluationOrder.removeAll { $0.isNone }
        for (stamp, symbol) in evaluationOrder.enumerated() { stamps[symbol.index] = Int32(stamp) }
        staleInOrder = 0
    }

    // MARK: Pivoting

    /// Replaces `symbol` everywhere by `row` (the row it just became basic in), as kiwi's
    /// `substitute`, but visiting only the rows in the symbol's column.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let column = symbol.index
        while let last = columns[column].last {
            let slot = Int(last)
            guard let i = rows[slot].position(of: symbol) else { break }
            let factor = rows[slot].cells[i].coefficient
            removeCell(at: i, fromRow: slot)
            rows[slot].constant += factor * row.constant
            for cell in row.cells { add(factor * cell.coefficient, cell.symbol, toRow: slot) }
            let basic = basics[slot]
            if kinds[basic.index] != .external && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: row, kinds: kinds)
        artificial?.substitute(symbol, with: row, kinds: kinds)
    }

    /// Makes `entering` basic in the row at `slot`; that row's basic symbol leaves the basis.
    mutating func pivot(row slot: Int, entering: Symbol) {
        let leaving = basics[slot]
        guard let i = rows[slot].position(of: entering) else { return }
        let coefficient = rows[slot].cells[i].coefficient
        removeCell(at: i, fromRow: slot)
        add(-1, leaving, toRow: slot)
        rows[slot].scale(by: -1 / coefficient)
        rowOf[leaving.index] = -1
        leaveBasis(leaving)
        basics[slot] = entering
        rowOf[entering.index] = Int32(slot)
        enterBasis(entering)
        substitute(entering, with: rows[slot])
    }

    /// Solves a detached row for `subject`: `0 = constant + Σ cells` becomes `subject = …`.
    static func solve(_ row: inout Row, for subject: Symbol) {
        guard let i = row.position(of: subject) else { return }
        let coefficient = row.cells[i].coefficient
        row.remove(at: i)
        row.scale(by: -1 / coefficient)
    }

    // MARK: Lazy rows

    /// `row` with every basic client variable it mentions replaced by its own (expanded) row, so
    /// that it mentions parametric symbols only. Referenced rows are expanded latest-first: a lazy
    /// row only refers to variables that became basic before it, so each is visited once.
    mutating func expanded(_ row: Row) -> Row {
        guard row.cells.contains(where: { stamps[$0.symbol.index] >= 0 }) else { return row }
        var constant = row.constant
        for cell in row.cells { accumulate(cell.coefficient, cell.symbol) }
        while let negatedStamp = scratch.pending.popMin() {
            let symbol = evaluationOrder[Int(-negatedStamp)]
            let factor = scratch.sums[symbol.index]
            scratch.sums[symbol.index] = 0
            guard factor != 0, let definition = self.row(of: symbol) else { continue }
            constant += factor * definition.constant
            for cell in definition.cells { accumulate(factor * cell.coefficient, cell.symbol) }
        }
        var result = Row(constant: constant)
        for symbol in scratch.touched {
            let sum = scratch.sums[symbol.index]
            if !isNearZero(sum) && stamps[symbol.index] < 0 { result.append(Cell(symbol: symbol, coefficient: sum)) }
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

    /// Rewrites a lazy row in terms of parametric symbols only.
    mutating func expandRow(_ slot: Int) {
        let expansion = expanded(rows[slot])
        replaceRow(slot, with: expansion)
    }

    /// Computes `values` for every basic client variable.
    mutating func evaluate() {
        for symbol in evaluationOrder where !symbol.isNone {
            let row = rows[Int(rowOf[symbol.index])]
            var value = row.constant
            for cell in row.cells { value += cell.coefficient * values[cell.symbol.index] }
            values[symbol.index] = value
        }
    }

    /// The value of a client variable as of the last `evaluate()`: zero when parametric.
    func value(of symbol: Symbol) -> Double { values[symbol.index] }

    mutating func reset() { self = Tableau() }
}

/// Work arrays for expanding lazy rows, kept between calls to avoid allocation.
struct Scratch {
    var sums: [Double] = []
    var seen: [Bool] = []
    var touched: [Symbol] = []
    /// Negated stamps of basic client variables still to expand, so the min-heap yields the latest.
    var pending = SymbolHeap()

    mutating func grow(to count: Int) {
        while sums.count < count {
            sums.append(0)
            seen.append(false)
        }
    }
}
