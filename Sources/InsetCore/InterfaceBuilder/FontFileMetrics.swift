import Foundation

/// A font's vertical metrics in ems, as UIKit sets a line of it: `UIFont.lineHeight` is the
/// ascender, the descender and the line gap from the font's `hhea` table.
public struct FontLineMetrics: Hashable, Sendable {
    public var ascent: Double
    public var descent: Double
    public var lineGap: Double

    public init(ascent: Double, descent: Double, lineGap: Double = 0) {
        self.ascent = ascent; self.descent = descent; self.lineGap = lineGap
    }

    /// SF Pro's, which Xcode sets system text in.
    public static let sfPro = FontLineMetrics(ascent: 0.9521, descent: 0.2412)

    public var lineHeight: Double { ascent + descent + lineGap }

    /// The metrics of a TrueType or OpenType file (`.ttf`, `.otf`): its `head` table's units per
    /// em and its `hhea` table's ascender, descender and line gap. Nil for anything else.
    public init?(fontFile data: Data) {
        guard let font = SFNT(data), let head = font.tables["head"], let hhea = font.tables["hhea"],
              let unitsPerEm = font.u16(head + 18), unitsPerEm > 0,
              let ascender = font.s16(hhea + 4), let descender = font.s16(hhea + 6), let gap = font.s16(hhea + 8) else { return nil }
        let em = Double(unitsPerEm)
        self.init(ascent: Double(ascender) / em, descent: Double(-descender) / em, lineGap: Double(max(0, gap)) / em)
    }

    /// The family a font file names (its `name` table's typographic family, else its family),
    /// which a text system picks it by.
    public static func family(ofFontFile data: Data) -> String? {
        guard let font = SFNT(data), let name = font.tables["name"], let count = font.u16(name + 2),
              let strings = font.u16(name + 4) else { return nil }
        var found: [Int: String] = [:]
        for i in 0..<count {
            let record = name + 6 + 12 * i
            guard let platform = font.u16(record), let nameID = font.u16(record + 6), nameID == 1 || nameID == 16,
                  let length = font.u16(record + 8), let offset = font.u16(record + 10) else { continue }
            let start = name + strings + offset
            guard start + length <= font.bytes.count else { continue }
            let raw = Array(font.bytes[start..<start + length])
            // Windows and Unicode names are UTF-16 big-endian; Macintosh ones are single bytes.
            let text = platform == 1 ? String(decoding: raw, as: UTF8.self)
                : String(decoding: stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }, as: UTF16.self)
            if found[nameID] == nil, !text.isEmpty { found[nameID] = text }
        }
        return found[16] ?? found[1]
    }
}

/// A TrueType or OpenType file's table directory, read just far enough for the tables above.
private struct SFNT {
    let bytes: [UInt8]
    var tables: [String: Int] = [:]

    init?(_ data: Data) {
        bytes = [UInt8](data)
        guard let version = u32(0), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
              let count = u16(4), count < 512 else { return nil }
        for i in 0..<count {
            let record = 12 + 16 * i
            guard record + 16 <= bytes.count, let offset = u32(record + 8) else { return nil }
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = offset
        }
    }

    func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
    func s16(_ at: Int) -> Int? { u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
    func u32(_ at: Int) -> Int? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return high << 16 | low
    }
}
