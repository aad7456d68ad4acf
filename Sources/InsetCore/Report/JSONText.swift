import Foundation

/// JSON as Foundation's `JSONSerialization` writes it with `.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes`, byte for byte, without what made that slow: bridging every value to
/// an `NSDictionary` and sorting keys through `NSString`. A storyboard's 95,000 findings took it
/// 18 s; `JSONTextTests` holds the two to the same text.
enum JSONText {
    struct Unsupported: Error {}

    /// nil where the value holds something other than strings, numbers, booleans, null, arrays and
    /// string-keyed dictionaries (the caller then asks Foundation).
    static func pretty(_ value: Any) -> String? {
        var writer = JSONWriter()
        var order = KeyOrder()
        do {
            try write(value, into: &writer, order: &order)
        } catch {
            return nil
        }
        return writer.text
    }

    private static func write(_ value: Any, into writer: inout JSONWriter, order: inout KeyOrder) throws(Unsupported) {
        switch value {
        case let text as String:
            writer.string(text)
        case let flag as Bool where type(of: value) == Bool.self:
            writer.bool(flag)
        case let number as Int where type(of: value) == Int.self:
            writer.int(number)
        case let number as Double where type(of: value) == Double.self:
            guard number.isFinite else { throw Unsupported() }
            writer.double(number)
        case let object as [String: Any]:
            writer.open(UInt8(ascii: "{"))
            for key in order.sorted(object.keys) {
                writer.key(key)
                try write(object[key]!, into: &writer, order: &order)
            }
            writer.close(UInt8(ascii: "}"))
        case let items as [Any]:
            writer.open(UInt8(ascii: "["))
            for item in items {
                writer.item()
                try write(item, into: &writer, order: &order)
            }
            writer.close(UInt8(ascii: "]"))
        case is NSNull:
            writer.raw("null")
        default:
            throw Unsupported()
        }
    }

    /// Swift's shortest form that reads back exactly, less a trailing `.0`, as Foundation writes it.
    static func number(_ value: Double) -> String {
        let text = String(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Keys sorted, each key's collation worked out once for the whole text.
    struct KeyOrder {
        private var known: [String: [UInt8]] = [:]

        mutating func sorted(_ keys: Dictionary<String, Any>.Keys) -> [String] {
            var decorated: [(key: String, collation: [UInt8]?)] = []
            decorated.reserveCapacity(keys.count)
            for key in keys {
                if let hit = known[key] {
                    decorated.append((key, hit))
                } else {
                    let made = JSONText.collationKey(key).map { $0.primary + [0] + $0.lowerFirst }
                    if let made { known[key] = made }
                    decorated.append((key, made))
                }
            }
            guard decorated.allSatisfy({ $0.collation != nil }) else { return keys.sorted(by: keyPrecedes) }
            return decorated.sorted { $0.collation!.lexicographicallyPrecedes($1.collation!) }.map(\.key)
        }
    }

    /// Foundation's order (`.numeric, .caseInsensitive, .forcedOrdering` in the system locale):
    /// for keys of letters, `_` and `$`, which is every key Inset writes, that is `_` before `$`
    /// before letters, letters without case, then lower case first; other keys ask Foundation.
    static func keyPrecedes(_ a: String, _ b: String) -> Bool {
        guard let x = collationKey(a), let y = collationKey(b) else {
            return a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering],
                             range: a.startIndex..<a.endIndex, locale: NSLocale.system) == .orderedAscending
        }
        if x.primary != y.primary { return x.primary.lexicographicallyPrecedes(y.primary) }
        return x.lowerFirst.lexicographicallyPrecedes(y.lowerFirst)
    }

    static func collationKey(_ key: String) -> (primary: [UInt8], lowerFirst: [UInt8])? {
        var primary: [UInt8] = [], tie: [UInt8] = []
        primary.reserveCapacity(key.utf8.count)
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "_"): primary.append(1); tie.append(0)
            case UInt8(ascii: "$"): primary.append(2); tie.append(0)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): primary.append(byte); tie.append(0)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): primary.append(byte + 32); tie.append(1)
            default: return nil
            }
        }
        return (primary, tie)
    }

    /// Escaped as Foundation escapes: quotes, backslashes, the short forms of \b \f \n \r \t and
    /// `\u00xx` for other control characters (in lower case; layout files, `PrettyJSON`, write
    /// upper case); `/` and the rest as they are.
    static func quote(_ text: String, into out: inout String, upperHex: Bool = false) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        quote(text, into: &bytes, upperHex: upperHex)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// The same into bytes, as `JSONWriter` writes. Runs between the bytes to escape are copied
    /// whole (a run may start inside a character: `"` and a combining accent); a check's JSON
    /// quotes a hundred thousand messages.
    static func quote(_ text: String, into out: inout [UInt8], upperHex: Bool = false) {
        out.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            var run = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                if run != index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
                switch byte {
                case 0x22: out.append(0x5C); out.append(0x22)
                case 0x5C: out.append(0x5C); out.append(0x5C)
                case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r"))
                case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t"))
                case 0x08: out.append(0x5C); out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(0x5C); out.append(UInt8(ascii: "f"))
                default:
                    let hex = String(byte, radix: 16, uppercase: upperHex)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                }
                run = index + 1
            }
            if run < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...])) }
        }
        out.append(0x22)
    }
}
