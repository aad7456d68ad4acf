/// Apple's `.strings` files as Xcode and `genstrings` write them: `"key" = "value";` pairs with
/// `/* */` and `//` comments, in UTF-8 or UTF-16 (with or without a byte-order mark), and the
/// escapes `\" \\ \n \t \r \0 \Uxxxx \uxxxx`.
public enum StringsFile {
    public static func parse(_ bytes: [UInt8], path: String) throws(LayoutLoadError) -> [String: String] {
        guard let text = decode(bytes) else {
            throw LayoutLoadError(problems: [LayoutProblem(path: path, line: 1, column: 1,
                message: tr("not UTF-8 or UTF-16 text; save the .strings file as UTF-8 in Xcode"))])
        }
        var reader = Reader(scalars: Array(text.unicodeScalars), path: path)
        return try reader.table()
    }

    /// UTF-16 by its byte-order mark, or by its zero bytes; else UTF-8 (a BOM dropped).
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), littleEndian: false) }
        if bytes.count >= 2, bytes.count % 2 == 0 {
            let sample = bytes.prefix(200)
            let evenZeros = stride(from: 0, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
            let oddZeros = stride(from: 1, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
            if oddZeros > sample.count / 4 { return utf16(bytes[...], littleEndian: true) }
            if evenZeros > sample.count / 4 { return utf16(bytes[...], littleEndian: false) }
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(validating: body, as: UTF8.self)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            i += 2
        }
        return String(validating: units, as: UTF16.self)
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        let path: String
        var position = 0

        init(scalars: [Unicode.Scalar], path: String) { self.scalars = scalars; self.path = path }

        private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        mutating func table() throws(LayoutLoadError) -> [String: String] {
            var out: [String: String] = [:]
            while true {
                try skipSpaceAndComments()
                guard peek != nil else { return out }
                let key = try string(what: tr("a key in quotes, as in \"title\" = \"Titel\";"))
                try skipSpaceAndComments()
                guard peek == "=" else { throw failure(tr("expected \"=\" after the key \"{key}\"", ["key": key])) }
                position += 1
                try skipSpaceAndComments()
                let value = try string(what: tr("the text in quotes after \"=\""))
                try skipSpaceAndComments()
                guard peek == ";" else { throw failure(tr("expected \";\" after the text of \"{key}\"", ["key": key])) }
                position += 1
                out[key] = value
            }
        }

        /// A quoted string, or the bare word old files use for keys.
        private mutating func string(what: String) throws(LayoutLoadError) -> String {
            guard let c = peek else { throw failure(tr("unexpected end of the file; expected {what}", ["what": what])) }
            if c != "\"" {
                var word = ""
                while let c = peek, c.properties.isAlphabetic || ("0"..."9").contains(c) || "_.-$".unicodeScalars.contains(c) {
                    word.unicodeScalars.append(c); position += 1
                }
                if word.isEmpty { throw failure("expected \(what)") }
                return word
            }
            let start = position
            position += 1
            var out = ""
            while let c = peek {
                position += 1
                switch c {
                case "\"": return out
                case "\\":
                    guard let e = peek else { break }
                    position += 1
                    switch e {
                    case "n": out += "\n"
                    case "t": out += "\t"
                    case "r": out += "\r"
                    case "0": out += "\0"
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, let h = peek, h.properties.isASCIIHexDigit { hex.unicodeScalars.append(h); position += 1 }
                        guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                            throw failure("\\\(e) needs four hex digits, as in \\U00E9")
                        }
                        out.unicodeScalars.append(scalar)
                    default: out.unicodeScalars.append(e)
                    }
                default: out.unicodeScalars.append(c)
                }
            }
            position = start
            throw failure(tr("this text's quotes are never closed; end it with \""))
        }

        private mutating func skipSpaceAndComments() throws(LayoutLoadError) {
            while let c = peek {
                if c.properties.isWhitespace { position += 1; continue }
                if c == "/", position + 1 < scalars.count {
                    let next = scalars[position + 1]
                    if next == "/" {
                        while let c = peek, c != "\n" { position += 1 }
                        continue
                    }
                    if next == "*" {
                        let start = position
                        position += 2
                        while position + 1 < scalars.count, !(scalars[position] == "*" && scalars[position + 1] == "/") { position += 1 }
                        guard position + 1 < scalars.count else {
                            position = start
                            throw failure(tr("this comment is never closed; end it with */"))
                        }
                        position += 2
                        continue
                    }
                }
                return
            }
        }

        private func failure(_ message: String) -> LayoutLoadError {
            var line = 1, column = 1
            for s in scalars[..<min(position, scalars.count)] {
                if s == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            return LayoutLoadError(problems: [LayoutProblem(path: path, line: line, column: column, message: message)])
        }
    }
}
