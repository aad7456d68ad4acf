/// One entry of a row: a symbol, its coefficient, and where this row sits in that symbol's column
/// list (declared before the coefficient so a cell packs into 16 bytes).
struct Cell {
    var symbol: Symbol
    /// Position of the owning row in `Tableau.columns[symbol]`; unused outside the tableau.
    var columnSlot: Int32
    var coefficient: Double

    init(symbol: Symbol, coefficient: Double, columnSlot: Int32 = -1) {
        self.symbol = symbol
        self.columnSlot = columnSlot
        self.coefficient = coefficient
    }
}

/// The equation `basic = constant + Σ cells`, with a hash index once it grows long, so that
/// substituting a short row into a long one costs the short row's length, not the long one's.
struct Row {
    var constant: Double
    private(set) var cells: [Cell] = []
    /// Open-addressing table of `cell index + 1` (0 is empty); empty while the row is short.
    private var table: [Int32] = []
    private var shift: UInt32 = 32

    /// Rows up to this length are searched linearly.
    private static let linearLimit = 12

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    func position(of symbol: Symbol) -> Int? {
        if table.isEmpty {
            for i in cells.indices where cells[i].symbol == symbol { return i }
            return nil
        }
        let mask = table.count - 1
        var slot = home(symbol)
        while true {
            let entry = Int(table[slot])
            if entry == 0 { return nil }
            if cells[entry - 1].symbol == symbol { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    func coefficient(of symbol: Symbol) -> Double {
        position(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// Makes room for `extra` more cells, so a long substitution grows the row and its index once.
    mutating func reserve(_ extra: Int) {
        let needed = cells.count + extra
        cells.reserveCapacity(needed)
        if needed > Row.linearLimit && needed * 2 > table.count { rebuildTable(for: needed) }
    }

    /// Adds a cell for a symbol the row does not hold yet.
    mutating func append(_ cell: Cell) {
        cells.append(cell)
        if table.isEmpty {
            if cells.count > Row.linearLimit { rebuildTable() }
        } else if cells.count * 2 > table.count {
            rebuildTable()
        } else {
            place(cells.count - 1)
        }
    }

    /// Removes the cell at `index`, moving the last cell into its place.
    mutating func remove(at index: Int) {
        let last = cells.count - 1
        if !table.isEmpty {
            deleteSlot(slot(of: index))
            if index != last { table[slot(of: last)] = Int32(index + 1) }
        }
        if index != last { cells[index] = cells[last] }
        cells.removeLast()
    }

    /// Adds `coefficient · symbol` to a row outside the tableau, dropping the cell when it cancels.
    mutating func add(_ coefficient: Double, _ symbol: Symbol) {
        if let i = position(of: symbol) {
            let sum = cells[i].coefficient + coefficient
            if isNearZero(sum) { remove(at: i) } else { cells[i].coefficient = sum }
        } else if !isNearZero(coefficient) {
            append(Cell(symbol: symbol, coefficient: coefficient))
        }
    }

    /// Replaces `symbol` by `definition` in a row outside the tableau.
    mutating func substitute(_ symbol: Symbol, with definition: Row) {
        guard let i = position(of: symbol) else { return }
        let factor = cells[i].coefficient
        remove(at: i)
        constant += factor * definition.constant
        for cell in definition.cells { add(factor * cell.coefficient, cell.symbol) }
    }

    mutating func setCoefficient(_ coefficient: Double, at index: Int) {
        cells[index].coefficient = coefficient
    }

    mutating func setColumnSlot(_ slot: Int32, at index: Int) {
        cells[index].columnSlot = slot
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Fibonacci hashing: the high bits of `id · 2³²/φ` spread strided symbol ids evenly.
    private func home(_ symbol: Symbol) -> Int {
        Int((UInt32(bitPattern: symbol.id) &* 2_654_435_769) >> shift)
    }

    private func slot(of index: Int) -> Int {
        let mask = table.count - 1
        var slot = home(cells[index].symbol)
        while Int(table[slot]) != index + 1 { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func place(_ index: Int) {
        let mask = table.count - 1
        var slot = home(cells[index].symbol)
        while table[slot] != 0 { slot = (slot + 1) & mask }
        table[slot] = Int32(index + 1)
    }

    private mutating func rebuildTable(for count: Int = 0) {
        var capacity = 32
        while capacity < max(count, cells.count) * 4 { capacity *= 2 }
        shift = UInt32(32 - capacity.trailingZeroBitCount)
        table = [Int32](repeating: 0, count: capacity)
        for i in cells.indices { place(i) }
    }

    /// Backward-shift deletion keeps linear probing free of tombstones.
    private mutating func deleteSlot(_ start: Int) {
        let mask = table.count - 1
        var hole = start
        var probe = start
        while true {
            probe = (probe + 1) & mask
            let entry = table[probe]
            if entry == 0 { break }
            let wanted = home(cells[Int(entry) - 1].symbol)
            let movable = probe > hole ? (wanted <= hole || wanted > probe) : (wanted <= hole && wanted > probe)
            if movable {
                table[hole] = entry
                hole = probe
            }
        }
        table[hole] = 0
    }
}
