/// Python's `random.Random(seed)` (MT19937 with `init_by_array`), so suggested values match kiwi_bench.py's exactly.
struct PythonRandom {
    private var state = [UInt32](repeating: 0, count: 624)
    private var index = 624

    init(seed: UInt32) {
        initialize(19_650_218)
        var i = 1
        let key = [seed]
        var j = 0
        for _ in 0..<max(624, key.count) {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_664_525)) &+ key[j] &+ UInt32(j)
            i += 1
            j += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0..<623 {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_566_083_941)) &- UInt32(i)
            i += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
        }
        state[0] = 0x8000_0000
    }

    private mutating func initialize(_ seed: UInt32) {
        state[0] = seed
        for i in 1..<624 {
            state[i] = 1_812_433_253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i)
        }
        index = 624
    }

    private mutating func nextWord() -> UInt32 {
        if index >= 624 {
            for k in 0..<624 {
                let y = (state[k] & 0x8000_0000) | (state[(k + 1) % 624] & 0x7FFF_FFFF)
                state[k] = state[(k + 397) % 624] ^ (y >> 1) ^ ((y & 1) == 0 ? 0 : 0x9908_B0DF)
            }
            index = 0
        }
        var y = state[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C_5680
        y ^= (y << 15) & 0xEFC6_0000
        y ^= y >> 18
        return y
    }

    /// `random.random()`: 53 random bits in [0, 1).
    mutating func random() -> Double {
        let a = Double(nextWord() >> 5), b = Double(nextWord() >> 6)
        return (a * 67_108_864 + b) / 9_007_199_254_740_992
    }

    /// `random.uniform(a, b)`.
    mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * random() }
}
