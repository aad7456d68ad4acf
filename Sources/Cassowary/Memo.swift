/// Values of basic client variables, valid until the next change to the tableau, so a lazy row's
/// value costs its own cells once the variables it mentions have been evaluated.
struct Memo {
    private(set) var epoch: UInt32 = 1
    private var epochs: [UInt32] = []
    private var values: [Double] = []

    mutating func grow(to count: Int) {
        while epochs.count < count {
            epochs.append(0)
            values.append(0)
        }
    }

    /// Forgets every value; called whenever a row changes.
    mutating func invalidate() { epoch &+= 1 }

    func value(of symbol: Symbol) -> Double? {
        epochs[symbol.index] == epoch ? values[symbol.index] : nil
    }

    mutating func set(_ value: Double, for symbol: Symbol) {
        epochs[symbol.index] = epoch
        values[symbol.index] = value
    }
}

/// Work arrays reused across calls to avoid allocation: per symbol for expansions and closures,
/// per row slot for column walks.
struct Scratch {
    var sums: [Double] = []
    var seen: [Bool] = []
    var touched: [Symbol] = []
    /// Negated stamps of basic client variables an expansion has still to visit, latest first.
    var pending = SymbolHeap()
    /// Stamps of basic client variables a column walk has still to visit, earliest first.
    var walkQueue = StampQueue()
    var rowSums: [Double] = []
    var rowSeen: [Bool] = []
    var touchedRows: [Int] = []
    var stack: [Symbol] = []

    mutating func growSymbols(to count: Int) {
        while sums.count < count {
            sums.append(0)
            seen.append(false)
        }
    }

    mutating func growRows(to count: Int) {
        while rowSums.count < count {
            rowSums.append(0)
            rowSeen.append(false)
        }
    }
}
