/// Views added, deleted and moved, written into the XML before any value is: a deleted view goes
/// with its subtree and everything in the file that points at it (constraints, outlets, variation
/// masks), as Interface Builder deletes; a moved view's lines move, re-indented, into its new
/// superview's `<subviews>`; an added one is written as Interface Builder's library writes it.
struct IBStructure {
    let source: XMLSource
    let old: LayoutDocument
    let edited: LayoutDocument
    typealias Refusal = IBDocumentWriter.Refusal

    /// Ids of views whose superview changed, or whose place among their siblings did.
    private(set) var moved: Set<String> = []

    init(source: XMLSource, old: LayoutDocument, edited: LayoutDocument) {
        self.source = source; self.old = old; self.edited = edited
    }

    private static func children(_ document: LayoutDocument) -> [String?: [String]] {
        var out: [String?: [String]] = [nil: document.elements.map(\.id)]
        for e in document.allElements { out[e.id] = e.children.map(\.id) }
        return out
    }

    /// Whether the views or their order differ.
    var changes: Bool {
        func shape(_ elements: [Element]) -> [String] { elements.flatMap { ["(" + $0.id] + shape($0.children) + [")"] } }
        return shape(old.elements) != shape(edited.elements)
    }

    /// The file with the tree's changes made; values are written afterwards.
    mutating func apply() throws(Refusal) -> [UInt8] {
        let oldIDs = Set(old.allElements.map(\.id)), newIDs = Set(edited.allElements.map(\.id))
        let oldParents = old.parentIDs, newParents = edited.parentIDs
        let oldKids = Self.children(old), newKids = Self.children(edited)
        let deleted = oldIDs.subtracting(newIDs), added = newIDs.subtracting(oldIDs)
        for id in added where newParents[id] == nil {
            throw Refusal(description: tr("a scene's views go inside its root view; pick a view to add “{element}” into", ["element": id]))
        }
        for id in added where source.byID[id] != nil {
            throw Refusal(description: tr("the id \"{id}\" is already an object's in the file; ids are unique in a storyboard", ["id": id]))
        }
        // Views whose parent changed, and those out of order among the siblings that stayed.
        for (parent, kids) in newKids {
            let stayed = kids.filter { oldIDs.contains($0) }
            for id in stayed where oldParents[id] != parent { moved.insert(id) }
            let before = (oldKids[parent] ?? []).filter { stayed.contains($0) && oldParents[$0] == parent }
            let kept = stayed.filter { oldParents[$0] == parent }
            for id in Self.outOfOrder(kept, before) { moved.insert(id) }
        }
        for id in deleted.union(moved) where source.byID[id] == nil {
            throw Refusal(description: tr("\"{element}\" is drawn by its container, not written in the file; it can't be moved or deleted here", ["element": id]))
        }
        var edits = TextEdits()
        var removals: [Range<Int>] = []
        // Deleted subtrees, and what points at them from outside.
        let topDeleted = deleted.filter { oldParents[$0].map { !deleted.contains($0) } ?? true }
        for id in topDeleted { removals.append(source.lineOrTag(source.byID[id]!)) }
        let inside = { (offset: Int) in removals.contains { $0.contains(offset) } }
        let gone = Set(source.tags.filter { !$0.closing && inside($0.range.lowerBound) }.compactMap { $0["id"] })
        for (i, tag) in source.tags.enumerated() where !tag.closing && !inside(tag.range.lowerBound) {
            guard tag.attributes.contains(where: { Self.references.contains($0.name) && gone.contains($0.value) }) else { continue }
            let range = source.lineOrTag(i)
            if !removals.contains(where: { $0.contains(range.lowerBound) }) { removals.append(range) }
        }
        for r in removals { edits.replace(r, with: "") }
        // Moved and added views, each before the next sibling that stays where it was.
        for (parent, kids) in newKids.sorted(by: { ($0.key ?? "") < ($1.key ?? "") }) {
            // A new view's children are written with it.
            guard let parent, !added.contains(parent) else { continue }
            var block: [String] = []
            for (index, id) in kids.enumerated() where moved.contains(id) || added.contains(id) {
                let anchor = kids[(index + 1)...].first { !moved.contains($0) && !added.contains($0) && source.byID[$0] != nil }
                let (at, indent) = try place(in: parent, before: anchor)
                let text: String
                if moved.contains(id) {
                    let range = source.lineOrTag(source.byID[id]!)
                    if !removals.contains(where: { $0.overlaps(range) }) { edits.replace(range, with: "") }
                    text = reindent(range, to: indent)
                } else {
                    var movedIn: [Range<Int>] = []
                    text = try newView(id, indent: indent, movedIn: &movedIn)
                    for range in movedIn where !removals.contains(where: { $0.overlaps(range) }) { edits.replace(range, with: "") }
                }
                if let at { edits.insert(text, at: at) } else { block.append(text) }
            }
            if !block.isEmpty, let tag = source.byID[parent] {
                // A new <subviews> after the frame and mask, where Xcode writes it.
                let base = source.indentation(at: source.tags[tag].range.lowerBound)
                let after = [source.child(of: tag, named: "autoresizingMask"), source.child(of: tag, named: "rect", key: "frame")]
                    .compactMap { $0 }.first.map { source.lineOrTag($0).upperBound } ?? source.tags[tag].range.upperBound + 1
                edits.insert(base + "    <subviews>\n" + block.joined() + base + "    </subviews>\n", at: after)
            }
        }
        guard let out = edits.applied(to: source.bytes) else {
            throw Refusal(description: tr("move the views out of the one you delete, save, then delete it"))
        }
        return out
    }

    /// The attributes that name another object.
    static let references: Set<String> = ["destination", "firstItem", "secondItem", "reference", "target"]

    /// The siblings not in the longest run that kept its order.
    static func outOfOrder(_ now: [String], _ before: [String]) -> Set<String> {
        Set(now.difference(from: before).insertions.compactMap { change -> String? in
            if case .insert(_, let id, _) = change { return id }
            return nil
        })
    }

    /// Where a view goes in `parent`'s `<subviews>` (nil: the parent has none yet), and the
    /// indentation of its lines.
    private func place(in parent: String, before anchor: String?) throws(Refusal) -> (Int?, String) {
        guard let parentTag = source.byID[parent], !source.tags[parentTag].selfClosing else {
            throw Refusal(description: tr("\"{element}\" is drawn by its container, not written in the file; it can't be moved or deleted here", ["element": parent]))
        }
        if let anchor, let tag = source.byID[anchor] {
            return (source.lineStart(source.tags[tag].range.lowerBound), source.indentation(at: source.tags[tag].range.lowerBound))
        }
        if let block = source.child(of: parentTag, named: "subviews"), !source.tags[block].selfClosing {
            let close = source.tags[source.tags[block].closer].range.lowerBound
            return (source.lineStart(close), source.indentation(at: close) + "    ")
        }
        return (nil, source.indentation(at: source.tags[parentTag].range.lowerBound) + "        ")
    }

    /// A moved view's lines with their indentation shifted to `indent`.
    private func reindent(_ range: Range<Int>, to indent: String) -> String {
        let text = String(decoding: source.bytes[range], as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = String(lines.first?.prefix { $0 == " " || $0 == "\t" } ?? "")
        var out = lines.map { line -> String in
            line.hasPrefix(first) && !line.isEmpty ? indent + line.dropFirst(first.count) : String(line)
        }.joined(separator: "\n")
        if !out.hasSuffix("\n") { out += "\n" }
        return out
    }

    /// A new view's XML; a view of the file moved into it keeps its own lines (`movedIn` lists them).
    private func newView(_ id: String, indent: String, movedIn: inout [Range<Int>]) throws(Refusal) -> String {
        guard let element = edited.element(id: id) else { return "" }
        var moves: [Range<Int>] = []
        let text = try IBNewView.xml(element, indent: indent) { child, indent throws(Refusal) in
            if let tag = source.byID[child.id] {
                let range = source.lineOrTag(tag)
                moves.append(range)
                return reindent(range, to: indent)
            }
            var inner: [Range<Int>] = []
            let text = try newView(child.id, indent: indent, movedIn: &inner)
            moves += inner
            return text
        }
        movedIn += moves
        return text
    }
}
