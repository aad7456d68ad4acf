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
