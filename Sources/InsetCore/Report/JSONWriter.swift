/// Pretty JSON written as it goes, in the layout `JSONText` gives (Foundation's): for outputs of
/// tens of thousands of findings, which a tree of `[String: Any]` made slow and large. The
/// caller writes each object's keys in sorted order (`JSONText.keyPrecedes`). Bytes, not a
/// `String`: a storyboard's check writes 83 MB of it, and appending to a `String` checks its
/// capacity, encoding and flags at every piece.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Items written so far in each open object or array.
    private var counts: [Int]

    /// `depth`: how many objects and arrays the text written is nested in, where it is put
    /// into other text (`raw`).
    init(depth: Int = 0) {
        counts = Array(repeating: 1, count: depth)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Room for `count` more bytes at once: a buffer grown by doubling copies all it holds at
    /// each step, and a storyboard's check writes 1.6 MB for each scene.
    mutating func reserve(_ count: Int) { bytes.reserveCapacity(bytes.count + count) }

    mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        bytes.append(0x0A)
        counts.append(0)
    }

    mutating func close(_ bracket: UInt8) {
        counts.removeLast()
        bytes.append(0x0A)
        indent(counts.count)
        bytes.append(bracket)
    }

    /// Starts a member of the open object.
    mutating func key(_ key: String) {
        item()
        JSONText.quote(key, into: &bytes)
        append(" : ")
    }

    /// Starts an item of the open array.
    mutating func item() {
        if counts[counts.count - 1] > 0 {
            bytes.append(UInt8(ascii: ","))
            bytes.append(0x0A)
        }
        counts[counts.count - 1] += 1
        indent(counts.count)
    }

    mutating func string(_ value: String) { JSONText.quote(value, into: &bytes) }
    mutating func bool(_ value: Bool) { append(value ? "true" : "false") }
    mutating func int(_ value: Int) {
        guard value >= 0 else { bytes.append(contentsOf: String(value).utf8); return }
        bytes.appendDecimal(UInt64(value))
    }
    /// What `JSONText.number` writes; whole numbers (most of a finding's rect) without making a
    /// `String`.
    mutating func double(_ value: Double) {
        let magnitude = value.magnitude
        if magnitude < 1e15, magnitude.rounded(.down) == magnitude, !(value == 0 && value.sign == .minus) {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.appendDecimal(UInt64(magnitude))
        } else {
            bytes.append(contentsOf: JSONText.number(value).utf8)
        }
    }
    /// The bytes written since the last take, handed over: the writer goes on where it was.
    mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// A value written by another writer made with this one's depth.
    mutating func raw(_ value: String) { bytes.append(contentsOf: value.utf8) }
    mutating func raw(_ value: [UInt8]) { bytes.append(contentsOf: value) }

    /// A value of an object written on one line of the caller's: `members` in sorted order.
    enum Scalar { case string(String), int(Int), bool(Bool) }

    mutating func object(_ members: [(key: String, value: Scalar)]) {
        open(UInt8(ascii: "{"))
        for member in members {
            key(member.key)
            switch member.value {
            case .string(let value): string(value)
            case .int(let value): int(value)
            case .bool(let value): bool(value)
            }
        }
        close(UInt8(ascii: "}"))
    }

    mutating func strings(_ values: [String]) {
        open(UInt8(ascii: "["))
        for value in values { item(); string(value) }
        close(UInt8(ascii: "]"))
    }

    private mutating func indent(_ level: Int) {
        var left = 2 * level
        while left > 0 {
            let run = min(left, Self.spaces.utf8CodeUnitCount)
            bytes.append(contentsOf: UnsafeBufferPointer(start: Self.spaces.utf8Start, count: run))
            left -= run
        }
    }

    /// Constant text from static strings: a static array costs a retain and release at each use,
    /// a fifth of the time of writing a storyboard's check.
    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private static let spaces: StaticString = "                                "
}
