/// The simplex tableau in solved form.
///
/// kiwi keeps every row in terms of parametric symbols only; on layouts that makes rows as long as
/// a chain of views (`leftᵢ = leftᵢ₋₁ + widthᵢ₋₁ + 8` expands to every width before it) and lets
/// one pivot fill thousands of rows. Here rows may stay "lazy" and mention basic client variables:
///
/// - A row whose basic symbol is a client variable may mention client variables that became basic
///   before it (their `stamps` are smaller), so values are found in stamp order.
/// - A restricted row (slack, error or dummy basic) may mention basic client variables when the
///   set it depends on through them (its closure) is small; `watchers` counts, per variable, the
///   lazy restricted rows depending on it, so a column walk only climbs rows that lead to one.
/// - Restricted basic symbols never appear in rows; objectives mention parametric symbols only.
///
/// A column index (symbol → rows holding it) lets a pivot touch only the rows that hold the
/// entering symbol.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// Rows by slot; a free slot holds an empty row and `.none` as its basic symbol.
    var rows: [Row] = []
    private(set) var basics: [Symbol] = []
    /// Per slot: for a lazy restricted row, the basic client variables it depends on; else empty.
    private(set) var closures: [[Symbol]] = []
    private var freeSlots: [Int] = []
    /// Per symbol: the slot of the row it is basic in, or -1 when parametric.
    private(set) var rowOf: [Int32] = []
    /// Per symbol: the slots of the rows holding it.
    private(set) var columns: [[Int32]] = []
    /// Per symbol: how many lazy restricted rows have this basic client variable in their closure.
    private(set) var watchers: [Int32] = []
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
    /// Per symbol: a basic client variable's value as of the last `evaluate()`; zero for the rest.
    var values: [Double] = []
    /// The memo epoch `values` was computed in; they are current while it still matches.
    var valuesEpoch: UInt32 = 0
    var memo = Memo()
    var scratch = Scratch()

    /// Lazy restricted rows may depend on at most this many basic client variables.
    static let closureLimit = 16

    /// Cells a pivot may add by writing out the lazy rows it reaches.
    static let eagerFillBudget = 1 << 16

    var symbolCount: Int { kinds.count }

    var liveRowCount: Int { rows.count - freeSlots.count }

    func kind(_ symbol: Symbol) -> SymbolKind { kinds[symbol.index] }

    func isBasic(_ symbol: Symbol) -> Bool { rowOf[symbol.index] >= 0 }

    /// A basic client variable, which lazy rows may mention.
    func isExternalBasic(_ symbol: Symbol) -> Bool { stamps[symbol.index] >= 0 }

    func isRestrictedRow(_ slot: Int) -> Bool { kinds[basics[slot].index] != .external }

    func isLazyRestrictedRow(_ slot: Int) -> Bool { !closures[slot].isEmpty }

    func row(of symbol: Symbol) -> Row? {
        let slot = rowOf[symbol.index]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(id: Int32(kinds.count))
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        watchers.append(0)
        stamps.append(-1)
        values.append(0)
        memo.grow(to: kinds.count)
        scratch.growSymbols(to: kinds.count)
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
        detachFromColumn(cell)
        rows[slot].remove(at: index)
    }

    /// Takes a cell's row out of the cell's column; the row whose entry moves into the gap is
    /// told its new position (it is never the cell's own row).
    private mutating func detachFromColumn(_ cell: Cell) {
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
    }

    /// Puts a row into the tableau with `basic` as its basic symbol and returns its slot; a
    /// restricted row that mentions basic client variables passes its closure.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Symbol, closure: [Symbol] = []) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basics[slot] = basic
            closures[slot] = closure
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
            closures.append(closure)
            scratch.growRows(to: rows.count)
        }
        for symbol in closure { watchers[symbol.index] += 1 }
        for i in row.cells.indices {
            let column = row.cells[i].symbol.index
            rows[slot].setColumnSlot(Int32(columns[column].count), at: i)
            columns[column].append(Int32(slot))
        }
        rowOf[basic.index] = Int32(slot)
        enterBasis(basic)
        memo.invalidate()
        return slot
    }

    /// Takes a row out of the tableau; its basic symbol becomes parametric.
    mutating func dropRow(_ slot: Int) {
        releaseClosure(slot)
        while let last = rows[slot].cells.indices.last { removeCell(at: last, fromRow: slot) }
        let basic = basics[slot]
        rowOf[basic.index] = -1
        leaveBasis(basic)
        rows[slot] = Row()
        basics[slot] = .none
        freeSlots.append(slot)
        memo.invalidate()
    }

    /// Rewrites a lazy row in terms of parametric symbols only.
    mutating func makeEager(_ slot: Int) {
        guard rows[slot].cells.contains(where: { isExternalBasic($0.symbol) }) else {
            releaseClosure(slot)
            return
        }
        let expansion = expanded(rows[slot])
        while let last = rows[slot].cells.indices.last { removeCell(at: last, fromRow: slot) }
        rows[slot].constant = expansion.constant
        for cell in expansion.cells { add(cell.coefficient, cell.symbol, toRow: slot) }
        releaseClosure(slot)
        memo.invalidate()
    }

    private mutating func releaseClosure(_ slot: Int) {
        guard !closures[slot].isEmpty else { return }
        for symbol in closures[slot] { watchers[symbol.index] -= 1 }
        closures[slot] = []
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

    /// Replaces `symbol` by `row` (the row it just became basic in) in the rows that hold it and
    /// in the objectives, as kiwi's `substitute`, visiting only the symbol's column.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let column = symbol.index
        while let last = columns[column].last {
            let slot = Int(last)
            guard let i = rows[slot].position(of: symbol) else { break }
            let factor = rows[slot].cells[i].coefficient
            removeCell(at: i, fromRow: slot)
            // Worked on outside the array so each cell costs no uniqueness checks.
            var target = rows[slot]
            rows[slot] = Row()
            target.constant += factor * row.constant
            target.reserve(row.cells.count)
            for cell in row.cells {
                let coefficient = factor * cell.coefficient
                if let j = target.position(of: cell.symbol) {
                    let sum = target.cells[j].coefficient + coefficient
                    if isNearZero(sum) {
                        detachFromColumn(target.cells[j])
                        target.remove(at: j)
                    } else {
                        target.setCoefficient(sum, at: j)
                    }
                } else if !isNearZero(coefficient) {
                    let symbolColumn = cell.symbol.index
                    target.append(Cell(symbol: cell.symbol, coefficient: coefficient, columnSlot: Int32(columns[symbolColumn].count)))
                    columns[symbolColumn].append(Int32(slot))
                }
            }
            rows[slot] = target
            if isRestrictedRow(slot) && !isLazyRestrictedRow(slot) && rows[slot].constant < 0 {
                infeasible.append(basics[slot])
            }
        }
        objective.substitute(symbol, with: row, kinds: kinds)
        artificial?.substitute(symbol, with: row, kinds: kinds)
        memo.invalidate()
    }

    /// Makes `entering` basic in the row at `slot`; that row's basic symbol leaves the basis.
    /// Restricted rows whose values this pushes below zero are queued for the dual simplex.
    mutating func pivot(row slot: Int, entering: Symbol) {
        makeEager(slot)
        let affected = reachesLazyRows(entering) ? restrictedColumn(of: entering) : []
        // Lazy rows the pivot reaches cost a column walk on every later change; when writing them
        // out in full stays cheap (small layouts), do so, and keep kiwi's plain rows from then on.
        let lazy = affected.filter { $0.slot != slot && isLazyRestrictedRow($0.slot) }
        if !lazy.isEmpty && rows[slot].cells.count * lazy.count <= Tableau.eagerFillBudget {
            for entry in lazy { makeEager(entry.slot) }
        }
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
        let reached = affected.filter { $0.slot != slot && isLazyRestrictedRow($0.slot) }
        prepareValues(lazyRows: reached.count)
        for entry in reached where rowValue(entry.slot) < 0 { infeasible.append(basics[entry.slot]) }
    }

    /// Whether a change to `symbol` can reach a lazy restricted row: one holds it, or a row of a
    /// variable that some lazy row depends on does.
    func reachesLazyRows(_ symbol: Symbol) -> Bool {
        columns[symbol.index].contains { slot32 in
            let slot = Int(slot32)
            return isLazyRestrictedRow(slot) || (!isRestrictedRow(slot) && watchers[basics[slot].index] > 0)
        }
    }

    /// Solves a detached row for `subject`: `0 = constant + Σ cells` becomes `subject = …`.
    static func solve(_ row: inout Row, for subject: Symbol) {
        guard let i = row.position(of: subject) else { return }
        let coefficient = row.cells[i].coefficient
        row.remove(at: i)
        row.scale(by: -1 / coefficient)
    }

    mutating func reset() { self = Tableau() }
}
