import Foundation

extension XMLTree {
    /// A big storyboard parsed a scene at a time on every core, since one parse of a whole app's
    /// storyboard is the longest step no other core can share. A scene's XML stands alone, so
    /// each `<scene>` is parsed by a parser of its own and the rest of the file (the document with
    /// its scenes blanked out) by another; the scenes are then put back in order.
    ///
    /// The tree is the one a single parse gives, with the same lines and columns. Any doubt gives
    /// nil and the single parse runs instead, which also words every error: a file Xcode didn't
    /// write (CDATA, a DTD, CR line ends, another encoding), scenes that aren't all
    /// side by side in one `<scenes>`, or a part that doesn't parse.
    enum SceneSplit {
        /// Below this, splitting saves less than it costs.
        static let minimumBytes = 64 * 1024
        static let minimumScenes = 4

        struct Part {
            var bytes: Range<Int>
            /// Lines before the part, and columns before it on its first line.
            var linesBefore: Int, columnsBefore: Int
        }

        /// The smaller minimums are for tests and the fuzzer, which split small files too.
        static func parse(_ data: Data, minimumBytes: Int = minimumBytes, minimumScenes: Int = minimumScenes) -> XElement? {
            guard data.count >= minimumBytes, ParallelMap.cores > 1 else { return nil }
            let data = data.startIndex == 0 ? data : Data(data)
            let found: (scenes: [Part], skeleton: Data)? = data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                return split(bytes, minimumScenes: minimumScenes)
            }
            guard let (scenes, skeleton) = found else { return nil }
            let jobs: [(Data, Part)] = [(skeleton, Part(bytes: 0..<skeleton.count, linesBefore: 0, columnsBefore: 0))]
                + scenes.map { (data, $0) }
            let trees = ParallelMap.map(jobs) { data, part in parsePart(data, part) }
            guard let root = trees[0], root.children("scenes").count == 1,
                  let list = root.child("scenes"), list.children.isEmpty else { return nil }
            for tree in trees.dropFirst() {
                guard let scene = tree, scene.name == "scene" else { return nil }
                list.append(scene)
            }
            return root
        }

        /// One part parsed alone; nil where it isn't well-formed.
        /// A part libxml2 had to mend is parsed again with the rest: how it mends depends on what
        /// came before.
        private static func parsePart(_ data: Data, _ part: Part) -> XElement? {
            let (_, delegate) = Builder.run(part.bytes == data.indices ? data : data.subdata(in: part.bytes),
                                            linesBefore: part.linesBefore, columnsBefore: part.columnsBefore)
            return delegate.isWellFormed ? delegate.root : nil
        }

        /// The scenes' byte ranges, and the rest of the file with each scene turned to as many line
        /// ends, and spaces up to the column where it ended.
        static func split(_ bytes: UnsafeBufferPointer<UInt8>, minimumScenes: Int) -> (scenes: [Part], skeleton: Data)? {
            let n = bytes.count
            guard declaresUTF8(bytes) else { return nil }
            var starts: [Part] = []
            var ends: [(at: Int, lineStart: Int, line: Int)] = []
            var lists: [Int] = [], listEnds: [Int] = []
            var comments: [Int: Int] = [:]
            var line = 1, lineStart = 0
            var comment: Int?
            var i = 0
            while i < n {
                let b = bytes[i]
                if b == 0x0A { line += 1; lineStart = i + 1; i += 1; continue }
                if b == 0x0D { return nil }
                if let start = comment {
                    // Xcode names each scene in a comment before it: `<!--Settings-->`.
                    if b == UInt8(ascii: "-"), has("-->", at: i, in: bytes) { comments[start] = i + 3; comment = nil; i += 3 } else { i += 1 }
                    continue
                }
                guard b == UInt8(ascii: "<"), i + 1 < n else { i += 1; continue }
                let next = bytes[i + 1]
                if next == UInt8(ascii: "!") {
                    guard has("<!--", at: i, in: bytes) else { return nil }
                    comment = i
                    i += 4
                    continue
                }
                if next == UInt8(ascii: "?") {
                    // A processing instruction's text is no markup: passed over to its `?>`.
                    var end = i + 2
                    while end + 1 < n, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) {
                        if bytes[end] == 0x0A { line += 1; lineStart = end + 1 }
                        if bytes[end] == 0x0D { return nil }
                        end += 1
                    }
                    guard end + 1 < n else { return nil }
                    i = end + 2
                    continue
                }
                if next == UInt8(ascii: "s"), has("scene", at: i + 1, in: bytes), i + 6 < n, endsName(bytes[i + 6]) {
                    guard ascii(bytes, lineStart..<i) else { return nil }
                    starts.append(Part(bytes: i..<i, linesBefore: line - 1, columnsBefore: i - lineStart))
                } else if next == UInt8(ascii: "s"), has("scenes", at: i + 1, in: bytes), i + 7 < n, endsName(bytes[i + 7]) {
                    // Every `<scenes` counts: the one list must be `<scenes>` itself.
                    lists.append(bytes[i + 7] == UInt8(ascii: ">") ? i + 8 : -1)
                } else if next == UInt8(ascii: "/"), has("scene", at: i + 2, in: bytes), i + 7 < n, endsName(bytes[i + 7]) {
                    guard bytes[i + 7] == UInt8(ascii: ">"), ascii(bytes, lineStart..<i) else { return nil }
                    ends.append((i + 8, lineStart, line))
                } else if next == UInt8(ascii: "/"), has("scenes", at: i + 2, in: bytes) {
                    listEnds.append(i)
                }
                i += 1
            }
            guard comment == nil, starts.count >= minimumScenes, starts.count == ends.count,
                  lists.count == 1, listEnds.count == 1 else { return nil }
            /// Whether only white space and comments lie between two places.
            func blank(_ from: Int, _ to: Int) -> Bool {
                var k = from
                while k < to {
                    if isSpace(bytes[k]) { k += 1 } else if let end = comments[k], end <= to { k = end } else { return false }
                }
                return k == to
            }
            for k in starts.indices {
                guard starts[k].bytes.lowerBound < ends[k].at else { return nil }
                starts[k].bytes = starts[k].bytes.lowerBound..<ends[k].at
                if k + 1 < starts.count {
                    guard ends[k].at <= starts[k + 1].bytes.lowerBound, blank(ends[k].at, starts[k + 1].bytes.lowerBound) else { return nil }
                }
            }
            // The scenes lie together, and alone, in one `<scenes>` element.
            let first = starts[0].bytes.lowerBound, last = ends[ends.count - 1].at
            guard lists[0] >= 0, lists[0] <= first, last <= listEnds[0], blank(lists[0], first), blank(last, listEnds[0]) else { return nil }
            // The rest keeps what lies between the scenes (Xcode's comments naming them), which
            // must parse too; each scene becomes as many line ends, and spaces up to its end's column.
            var skeleton = Data(capacity: n - ends.indices.reduce(0) { $0 + ends[$1].at - starts[$1].bytes.lowerBound } + 64 * starts.count)
            var from = 0
            for (scene, end) in zip(starts, ends) {
                skeleton.append(bytes.baseAddress! + from, count: scene.bytes.lowerBound - from)
                let lineEnds = end.line - 1 - scene.linesBefore
                skeleton.append(contentsOf: repeatElement(UInt8(0x0A), count: lineEnds))
                skeleton.append(contentsOf: repeatElement(UInt8(ascii: " "), count: lineEnds > 0 ? end.at - end.lineStart : end.at - scene.bytes.lowerBound))
                from = end.at
            }
            skeleton.append(bytes.baseAddress! + from, count: n - from)
            return (starts, skeleton)
        }

        /// Whether the XML declaration names no encoding, or UTF-8; false for one too long to read
        /// here, and for a byte order mark, which Xcode doesn't write.
        private static func declaresUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return false }
            guard has("<?xml", at: 0, in: bytes) else { return true }
            var end = 0
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") {
                end += 1
                if end > 4096 { return false }
            }
            let declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self).lowercased()
            guard let range = declaration.range(of: "encoding") else { return true }
            let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
            return rest.hasPrefix("utf-8")
        }

        private static func has(_ text: StaticString, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let count = text.utf8CodeUnitCount
            guard offset >= 0, offset + count <= bytes.count else { return false }
            let start = text.utf8Start
            for k in 0..<count where bytes[offset + k] != start[k] { return false }
            return true
        }

        /// What may follow a tag's name: white space, `>` or `/`.
        private static func endsName(_ b: UInt8) -> Bool {
            isSpace(b) || b == UInt8(ascii: ">") || b == UInt8(ascii: "/")
        }

        private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A }

        private static func ascii(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
            range.allSatisfy { bytes[$0] < 0x80 }
        }
    }
}

/// For the fuzzer: whether a split parse, where the file splits, gives the very tree (names,
/// attributes, text, lines and columns) one parse gives.
public enum XMLSceneSplitCheck {
    public static func agrees(_ data: Data) -> Bool {
        let blanked = XMLTree.blankingBareProcessingInstructions(data)
        guard XMLTree.firstInvalidUTF8(in: data) == nil,
              let split = XMLTree.SceneSplit.parse(blanked, minimumBytes: 0, minimumScenes: 2) else { return true }
        guard let whole = try? XMLTree.parse(data, splittingScenes: false) else { return false }
        return same(split, whole)
    }

    private static func same(_ a: XElement, _ b: XElement) -> Bool {
        guard a.name == b.name, a.attributeDictionary == b.attributeDictionary, a.location == b.location,
              a.text.trimmingCharacters(in: .whitespacesAndNewlines) == b.text.trimmingCharacters(in: .whitespacesAndNewlines),
              a.children.count == b.children.count else { return false }
        return zip(a.children, b.children).allSatisfy { same($0, $1) }
    }
}
