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
