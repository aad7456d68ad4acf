import Foundation

/// A font's vertical metrics in ems, as UIKit sets a line of it: the ascender and the descender
/// from the font's `hhea` table. Its line gap is kept but adds nothing: Xcode's labels in the two
/// project fonts of batches 14 to 21 that have one (Gotham, 0.2 em; Nota, 0.07) are as tall as
/// ascender and descender, one line or several (19 labels, none a gap taller).
public struct FontLineMetrics: Hashable, Sendable {
    public var ascent: Double
    public var descent: Double
    public var lineGap: Double

    public init(ascent: Double, descent: Double, lineGap: Double = 0) {
        self.ascent = ascent; self.descent = descent; self.lineGap = lineGap
    }

    /// SF Pro's, which Xcode sets system text in.
    public static let sfPro = FontLineMetrics(ascent: 0.9521, descent: 0.2412)

    public var lineHeight: Double { ascent + descent }

    /// A line at `size` in whole points, as UIKit sets a legacy button's title.
    public func wholeLine(at size: Double) -> Double { (size * lineHeight - 1e-6).rounded(.up) }

    /// The metrics of a TrueType or OpenType file (`.ttf`, `.otf`): its `head` table's units per
    /// em and its `hhea` table's ascender, descender and line gap. Nil for anything else.
    public init?(fontFile data: Data) {
        guard let font = SFNT(data), let head = font.tables["head"], let hhea = font.tables["hhea"],
              let unitsPerEm = font.u16(head + 18), unitsPerEm > 0,
              let ascender = font.s16(hhea + 4), let descender = font.s16(hhea + 6), let gap = font.s16(hhea + 8) else { return nil }
        let em = Double(unitsPerEm)
        self.init(ascent: Double(ascender) / em, descent: Double(-descender) / em, lineGap: Double(max(0, gap)) / em)
        // A line no taller than nothing, or of several ems, is a broken table, not a font's.
        guard lineHeight > 0.5, lineHeight < 3 else { return nil }
    }
}

/// A font file's PostScript name, by which iOS registers it whatever the file is called; nil for
/// anything that isn't a TrueType or OpenType file naming itself.
public func fontPostScriptName(_ fontFile: Data) -> String? { SFNT(fontFile)?.postScriptName }

/// A TrueType or OpenType file's table directory, read just far enough for the tables above.
struct SFNT {
    /// The file's bytes, not copied: a project's Chinese fonts are megabytes, of which a few
    /// hundred bytes are read.
    let bytes: Data
    var tables: [String: Int] = [:]

    init?(_ data: Data) {
        bytes = data.startIndex == 0 ? data : Data(data)
        guard let version = u32(0), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
              let count = u16(4), count < 512 else { return nil }
        for i in 0..<count {
            let record = 12 + 16 * i
            guard record + 16 <= bytes.count, let offset = u32(record + 8) else { return nil }
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = offset
        }
    }

    /// The font's PostScript name (`name` table, name 6), by which iOS registers it whatever its
    /// file is called; nil where the table has none or it can't be read.
    var postScriptName: String? {
        guard let table = tables["name"], let count = u16(table + 2), let strings = u16(table + 4) else { return nil }
        for i in 0..<count {
            let record = table + 6 + 12 * i
            guard let platform = u16(record), let nameID = u16(record + 6), let length = u16(record + 8),
                  let offset = u16(record + 10) else { return nil }
            let start = table + strings + offset
            guard nameID == 6, length > 0, start + length <= bytes.count else { continue }
            let raw = [UInt8](bytes[start..<start + length])
            // Windows and Unicode platforms write UTF-16, big-endian; the Mac's is one byte a character.
            let name = platform == 1 ? String(decoding: raw, as: UTF8.self)
                : String(decoding: stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) },
                         as: UTF16.self)
            if !name.isEmpty { return name }
        }
        return nil
    }

    func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
    func s16(_ at: Int) -> Int? { u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
    func u32(_ at: Int) -> Int? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return high << 16 | low
    }
}
