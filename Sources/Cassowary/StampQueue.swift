/// Pending stamps of a column walk, as a bitset read front to back: a walk only ever adds stamps
/// above the one it is visiting, so the next smallest is found by scanning forward, and adding or
/// taking one costs no heap sifting.
struct StampQueue {
    private var words: [UInt64] = []
    /// Index of the first word that may still hold a stamp.
    private var cursor = 0

    /// Adds `stamp`, which must not lie below the last stamp taken.
    mutating func insert(_ stamp: Int32) {
        let word = Int(stamp) >> 6
        while words.count <= word { words.append(0) }
        words[word] |= 1 << UInt64(stamp & 63)
        cursor = min(cursor, word)
    }

    /// Takes the smallest stamp; nil (and ready for the next walk) when none is left.
    mutating func popMin() -> Int32? {
        while cursor < words.count {
            let bits = words[cursor]
            if bits != 0 {
                let bit = bits.trailingZeroBitCount
                words[cursor] = bits & (bits - 1)
                return Int32(cursor << 6 | bit)
            }
            cursor += 1
        }
        cursor = 0
        return nil
    }
}
