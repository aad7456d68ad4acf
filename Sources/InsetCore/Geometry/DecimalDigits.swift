extension Array where Element == UInt8 {
    /// A whole number's decimal digits, appended as ASCII: the one writer behind points in
    /// messages (`Rect.format`) and numbers in JSON (`JSONWriter`), which spell millions of them.
    mutating func appendDecimal(_ value: UInt64) {
        var power: UInt64 = 1
        while value / power >= 10 { power *= 10 }
        while power > 0 {
            append(UInt8(truncatingIfNeeded: 0x30 + value / power % 10))
            power /= 10
        }
    }
}
