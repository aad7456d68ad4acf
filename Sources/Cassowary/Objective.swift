/// A function the simplex minimises, with a heap of its negative entries so that finding the
/// entering symbol (the lowest-numbered negative one, Bland's rule as in kiwi) needs no scan.
struct Objective {
    private(set) var row = Row()
    /// Every non-dummy symbol with a negative coefficient, plus stale entries dropped lazily.
    private var negatives = SymbolHeap()

    init() {}

    /// An objective equal to `row`; dummies never enter, so they are not candidates.
    init(_ row: Row, kinds: [SymbolKind]) {
        self.row = row
        for cell in row.cells where cell.coefficient < 0 && kinds[cell.symbol.index] != .dummy {
            negatives.push(cell.symbol.id)
        }
    }

    var constant: Double { row.constant }

    func coefficient(of symbol: Symbol) -> Double { row.coefficient(of: symbol) }

    mutating func add(_ coefficient: Double, _ symbol: Symbol, kinds: [SymbolKind]) {
        if let i = row.position(of: symbol) {
            let sum = row.cells[i].coefficient + coefficient
            if isNearZero(sum) {
                row.remove(at: i)
            } else {
                if sum < 0 && row.cells[i].coefficient >= 0 && kinds[symbol.index] != .dummy {
                    negatives.push(symbol.id)
                }
                row.setCoefficient(sum, at: i)
            }
        } else if !isNearZero(coefficient) {
            row.append(Cell(symbol: symbol, coefficient: coefficient))
            if coefficient < 0 && kinds[symbol.index] != .dummy { negatives.push(symbol.id) }
        }
    }

    /// Adds `factor · other`.
    mutating func add(_ other: Row, times factor: Double, kinds: [SymbolKind]) {
        row.constant += factor * other.constant
        for cell in other.cells { add(factor * cell.coefficient, cell.symbol, kinds: kinds) }
    }

    /// Replaces `symbol` by the row it is now basic in.
    mutating func substitute(_ symbol: Symbol, with other: Row, kinds: [SymbolKind]) {
        guard let i = row.position(of: symbol) else { return }
        let factor = row.cells[i].coefficient
        row.remove(at: i)
        add(other, times: factor, kinds: kinds)
    }

    mutating func remove(_ symbol: Symbol) {
        if let i = row.position(of: symbol) { row.remove(at: i) }
    }

    /// The lowest-numbered symbol with a negative coefficient that `allowed` accepts; rejected ones
    /// are dropped from the candidates for good.
    mutating func entering(where allowed: (Symbol) -> Bool = { _ in true }) -> Symbol? {
        while let id = negatives.min {
            let symbol = Symbol(id: id)
            if row.coefficient(of: symbol) < 0 && allowed(symbol) { return symbol }
            negatives.popMin()
        }
        return nil
    }
}
