/// The edits of one write into a storyboard's or xib's XML, gathered and then applied at once.
struct IBEditor {
    let source: XMLSource
    let screen: LayoutScreen
    /// The scene as edited: where each view now sits.
    let edited: LayoutDocument
    typealias Refusal = IBDocumentWriter.Refusal
    private var edits = TextEdits()
    /// Constraints already written to their place.
    private var touched = Set<String>()
    private var removed: [String] = []
    private var additions: [Int: [String]] = [:]
    private var taken: Set<String>
    /// Where each view sits in the edited scene.
    private let parents: [String: String]

    init(source: XMLSource, screen: LayoutScreen, edited: LayoutDocument) {
        self.source = source; self.screen = screen; self.edited = edited
        taken = Set(source.byID.keys)
        parents = edited.parentIDs
    }

    /// The file with every edit made; refused where two touch the same bytes.
    mutating func finish() throws(Refusal) -> [UInt8] {
        let referenced = referencedIDs()
        for id in removed {
            guard !referenced.contains(id) else {
                throw Refusal(description: tr("the constraint \"{id}\" is connected to an outlet or a size-class variation, so Inset won't delete it; change it in Xcode", ["id": id]))
            }
            edits.replace(source.lineOrTag(source.byID[id]!), with: "")
        }
        for (container, texts) in additions.sorted(by: { $0.key < $1.key }) { try insert(texts, into: container) }
        guard let out = edits.applied(to: source.bytes) else {
            throw Refusal(description: tr("the fix changes the same part of the file twice"))
        }
        return out
    }

    mutating func setText(_ text: String, of tag: Int) throws(Refusal) {
        let t = source.tags[tag]
        let holder: (tag: Int, attribute: String)?
        switch t.name {
        case "label", "textView":
            holder = t["text"] != nil ? (tag, "text") : nil
        case "button":
            if let c = source.child(of: tag, named: "buttonConfiguration", key: "configuration") {
                // A configured button shows its configuration's title only.
                holder = source.tags[c]["title"] != nil ? (c, "title") : nil
            } else {
                holder = source.children(of: tag).first { source.tags[$0].name == "state" && source.tags[$0]["key"] == "normal" && source.tags[$0]["title"] != nil }
                    .map { ($0, "title") }
            }
        case "textField", "searchBar":
            holder = t["text"] != nil ? (tag, "text") : t["placeholder"] != nil ? (tag, "placeholder") : nil
        default:
            holder = nil
        }
        guard let holder, let attribute = source.tags[holder.tag].attributes.first(where: { $0.name == holder.attribute }) else {
            throw Refusal(description: tr("this view's text isn't a plain title in the file (attributed or multi-part text); change it in Xcode"))
        }
        edits.replace(attribute.valueRange, with: XMLText.escape(text))
    }

    mutating func setHidden(_ hidden: Bool, of tag: Int) {
        let t = source.tags[tag]
        if let flag = t.attributes.first(where: { $0.name == "hidden" }) {
            edits.replace(hidden ? flag.valueRange : source.removal(of: flag), with: hidden ? "YES" : "")
        } else if hidden {
            // Xcode writes the id last; the flag goes before it.
            let at = t.attributes.first { $0.name == "id" }?.range.lowerBound ?? (t.range.upperBound - (t.selfClosing ? 2 : 1))
            edits.insert("hidden=\"YES\" ", at: at)
        }
    }

    mutating func setFrame(_ rect: Rect, of tag: Int, element: String) throws(Refusal) {
        guard let rectTag = source.child(of: tag, named: "rect", key: "frame") else {
            throw Refusal(description: tr("\"{element}\" is placed by constraints; give it a frame in Xcode, or fix its constraints", ["element": element]))
        }
        edits.replace(source.tags[rectTag].range, with: IBFrameUpdate.rectText(rect, over: source.tags[rectTag]))
    }

    /// The element's own constraints from what was read to `texts`: the same text keeps its
    /// `<constraint>`; a changed one on the same attribute is rewritten in place, keeping its id;
    /// the rest are deleted or added.
    mutating func rewriteConstraints(of element: Element, to texts: [String]) throws(Refusal) {
        if element.variants.contains(where: { $0.constraints != nil }) {
            throw Refusal(description: tr("\"{element}\"'s constraints vary with the size class; Inset doesn't rewrite size-class variations yet, so make the fix in Xcode", ["element": element.id]))
        }
        // Those a deleted view took with it are gone already.
        var old = zip(element.constraints ?? [], screen.constraintIDs[element.id] ?? [])
            .filter { $0.1.isEmpty || source.byID[$0.1] != nil }.map { (text: $0, id: $1, used: false) }
        var pending: [String] = []
        for text in texts {
            if let i = old.firstIndex(where: { !$0.used && $0.text == text }) { old[i].used = true } else { pending.append(text) }
        }
        for text in pending {
            guard let spec = try? ConstraintParser.parse(text) else {
                throw Refusal(description: tr("the fix's constraint “{text}” doesn't parse", ["text": text]))
            }
            let same = old.firstIndex { entry in
                guard !entry.used, let o = try? ConstraintParser.parse(entry.text) else { return false }
                return o.first.item == .this && o.first.attribute == spec.first.attribute
            }
            var keep: String?
            if let same {
                old[same].used = true
                if screen.remappedConstraints.contains(old[same].id) {
                    throw Refusal(description: tr("the constraint \"{id}\" is pinned to a safe area that Inset lays out as the view's own edges, and rewriting it would lose the guide; change it in Xcode", ["id": old[same].id]))
                }
                keep = try writtenID(old[same].id, of: element)
            }
            try write(spec, text, of: element, replacing: keep)
        }
        for entry in old where !entry.used { removed.append(try writtenID(entry.id, of: element)) }
    }

    /// One constraint written: over the one it replaces when that sits in the right
    /// `<constraints>`, else added there (keeping the replaced one's id).
    private mutating func write(_ spec: ConstraintSpec, _ text: String, of element: Element, replacing oldID: String?) throws(Refusal) {
        let id = oldID ?? IBObjectID.make(seed: element.id + text, taken: taken)
        taken.insert(id)
        let (container, tagText) = try constraintTag(spec, text, of: element, id: id)
        if let oldID { touched.insert(oldID) }
        if let oldID, let old = source.byID[oldID], source.tags[old].parent.flatMap({ source.tags[$0].parent }) == container {
            edits.replace(source.tags[old].range, with: tagText)
        } else {
            if let oldID, let old = source.byID[oldID] { edits.replace(source.lineOrTag(old), with: "") }
            additions[container, default: []].append(tagText)
        }
    }

    mutating func setFontSize(_ size: Double, of tag: Int) throws(Refusal) {
        guard let font = source.child(of: tag, named: "fontDescription", key: "fontDescription"),
              let point = source.tags[font].attributes.first(where: { $0.name == "pointSize" }) else {
            throw Refusal(description: tr("its font is a text style, not a size; pick a larger text style in Xcode"))
        }
        edits.replace(point.valueRange, with: IBFormat.number(size))
    }

    private func writtenID(_ id: String, of element: Element) throws(Refusal) -> String {
        guard !id.isEmpty, let tag = source.byID[id], source.tags[tag].name == "constraint" else {
            throw Refusal(description: tr("\"{element}\" is placed by its frame and autoresizing mask, not by constraints in the file; add constraints in Xcode", ["element": element.id]))
        }
        guard source.tags[tag].selfClosing else {
            throw Refusal(description: tr("the constraint \"{id}\" has size-class variations; change it in Xcode", ["id": id]))
        }
        return id
    }

    /// Every id something in the file points at: outlets, variation masks.
    private func referencedIDs() -> Set<String> {
        var out = Set<String>()
        for tag in source.tags where !tag.closing && tag.name != "constraint" {
            for a in tag.attributes where a.name != "id" { out.insert(a.value) }
        }
        return out
    }

    /// The `<constraint/>` for `spec`, held by `element`, and the view whose `<constraints>` hold it.
    private func constraintTag(_ spec: ConstraintSpec, _ written: String, of element: Element, id: String) throws(Refusal) -> (Int, String) {
        guard case .this = spec.first.item else {
            throw Refusal(description: tr("the fix's constraint “{text}” is not the element's own", ["text": written]))
        }
        var second: (item: String, attribute: Attribute)?
        if let s = spec.second {
            second = try target(s, of: element)
        }
        let container: String
        if let second {
            guard let common = commonAncestor(element.id, second.item) else {
                throw Refusal(description: tr("“{text}” joins views that share no superview", ["text": written]))
            }
            container = common
            guard cell(holding: element.id) == cell(holding: second.item) else {
                throw Refusal(description: tr("a cell's views can be constrained only to views of the same cell, and “{text}” reaches outside it; make the fix in Xcode", ["text": written]))
            }
        } else {
            container = element.id
        }
        guard let containerTag = source.byID[container] else {
            throw Refusal(description: tr("\"{element}\" is not a view of the file, so the fix can't be written to it", ["element": container]))
        }
        var text = "<constraint"
        if second != nil || container != element.id { text += " firstItem=\"\(element.id)\"" }
        text += " firstAttribute=\"\(spec.first.attribute.rawValue)\""
        switch spec.relation {
        case .greaterOrEqual: text += " relation=\"greaterThanOrEqual\""
        case .lessOrEqual: text += " relation=\"lessThanOrEqual\""
        case .equal: break
        }
        if let second {
            text += " secondItem=\"\(second.item)\" secondAttribute=\"\(second.attribute.rawValue)\""
            if spec.multiplier != 1 { text += " multiplier=\"\(IBFormat.number(spec.multiplier))\"" }
        }
        if !spec.isRequired {
            text += " priority=\"\(IBFormat.number(spec.priority))\""
        }
        if spec.constant != 0 { text += " constant=\"\(IBFormat.number(spec.constant))\"" }
        let keep = source.byID[id].map { old in
            source.tags[old].attributes.filter { !Self.written.contains($0.name) }
                .map { " " + String(decoding: source.bytes[$0.range], as: UTF8.self) }.joined()
        } ?? ""
        text += keep + " id=\"\(id)\"/>"
        return (containerTag, text)
    }

    private static let written: Set<String> = ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute",
                                               "multiplier", "priority", "constant", "id"]

    /// The view (or guide) and attribute the file names for the model's `item.attribute`.
    private func target(_ anchor: Anchor, of element: Element) throws(Refusal) -> (item: String, attribute: Attribute) {
        let root = edited.elements.first?.id ?? ""
        let rootConstraints = screen.document.elements.first?.constraints ?? []
        switch anchor.item {
        case .this:
            return (element.id, anchor.attribute)
        case .element(let id):
            guard source.byID[id] != nil else {
                throw Refusal(description: tr("\"{element}\" is not a view of the file, so the fix can't be written to it", ["element": id]))
            }
            return (id, anchor.attribute)
        case .guide(.parent):
            guard let parent = parents[element.id] else {
                throw Refusal(description: tr("\"{element}\" is the scene's root view; it has no superview in the file", ["element": element.id]))
            }
            return (parent, anchor.attribute)
        case .guide(.screen):
            guard screen.rootFillsScreen, rootConstraints.contains("top == screen.top"), rootConstraints.contains("bottom == screen.bottom") else {
                throw Refusal(description: tr("the scene's root view doesn't cover the screen here, so a constraint to the screen can't be written; pin it to the root view in Xcode"))
            }
            return (root, anchor.attribute)
        case .guide(.safeArea):
            guard screen.rootFillsScreen, let rootTag = source.byID[root],
                  let guide = source.child(of: rootTag, named: "viewLayoutGuide", key: "safeArea"), let id = source.tags[guide]["id"] else {
                throw Refusal(description: tr("the root view has no safe area layout guide; turn on “Safe Area Layout Guide” in Xcode's File inspector first"))
            }
            return (id, anchor.attribute)
        case .guide(.margins):
            let margin: [Attribute: Attribute] = [.leading: .leadingMargin, .trailing: .trailingMargin, .left: .leftMargin,
                                                  .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin,
                                                  .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins]
            guard screen.rootFillsScreen, let attribute = margin[anchor.attribute] else {
                throw Refusal(description: tr("“{anchor}” has no counterpart in Interface Builder's margin attributes", ["anchor": "\(anchor)"]))
            }
            return (root, attribute)
        case .guide(let guide):
            throw Refusal(description: tr("Interface Builder files can't name the {guide} guide in a constraint; make the fix in Xcode", ["guide": guide.rawValue]))
        }
    }

    /// The table or collection cell a view (or guide) is drawn in: a prototype, laid out apart.
    private func cell(holding id: String) -> Int? {
        var current = source.byID[id]
        while let c = current {
            if ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"].contains(source.tags[c].name) { return c }
            current = source.tags[c].parent
        }
        return nil
    }

    /// A guide's owner view stands for the guide.
    private func view(_ id: String) -> String {
        source.byID[id].flatMap { source.tags[$0].name == "viewLayoutGuide" ? source.tags[$0].parent.flatMap { source.tags[$0]["id"] } : id } ?? id
    }

    /// Constraints between a moved view and another go to the `<constraints>` of the nearest view
    /// that now holds both, as UIKit requires.
    mutating func relocateConstraints(touching moved: Set<String>) throws(Refusal) {
        func isMoved(_ id: String) -> Bool {
            var current: String? = view(id)
            while let c = current { if moved.contains(c) { return true }; current = parents[c] }
            return false
        }
        for (i, tag) in source.tags.enumerated() where tag.name == "constraint" && !tag.closing {
            guard let block = tag.parent, source.tags[block].name == "constraints", let owner = source.tags[block].parent,
                  let container = source.tags[owner]["id"], let id = tag["id"], !touched.contains(id), !removed.contains(id),
                  let second = tag["secondItem"] else { continue }
            let first = tag["firstItem"] ?? container
            guard isMoved(first) || isMoved(second) else { continue }
            guard let holder = commonAncestor(view(first), second) else {
                throw Refusal(description: tr("“{text}” joins views that share no superview", ["text": id]))
            }
            guard holder != container, let holderTag = source.byID[holder] else { continue }
            var text = String(decoding: source.bytes[tag.range], as: UTF8.self)
            if tag["firstItem"] == nil, let r = text.range(of: "<constraint ") { text.replaceSubrange(r, with: "<constraint firstItem=\"\(container)\" ") }
            edits.replace(source.lineOrTag(i), with: "")
            additions[holderTag, default: []].append(text)
        }
    }

    private func commonAncestor(_ a: String, _ b: String) -> String? {
        let a = view(a), b = view(b)
        var chain: [String] = [a]
        while let p = parents[chain.last!] { chain.append(p) }
        var current: String? = b
        while let c = current {
            if chain.contains(c) { return c }
            current = parents[c]
        }
        return nil
    }

    /// Adds constraint tags to a view's `<constraints>`, making the block where it has none.
    private mutating func insert(_ texts: [String], into container: Int) throws(Refusal) {
        if let block = source.child(of: container, named: "constraints"), !source.tags[block].selfClosing {
            let close = source.tags[source.tags[block].closer].range.lowerBound
            let indent = source.children(of: block).last.map { source.indentation(at: source.tags[$0].range.lowerBound) }
                ?? source.indentation(at: close) + "    "
            let at = source.lineStart(close)
            edits.insert(texts.map { indent + $0 + "\n" }.joined(), at: at)
            return
        }
        guard !source.tags[container].selfClosing else {
            throw Refusal(description: tr("the view has no room for constraints in the file; open it in Xcode and save it again"))
        }
        let close = source.tags[source.tags[container].closer].range.lowerBound
        let base = source.indentation(at: close)
        let block = base + "    <constraints>\n" + texts.map { base + "        " + $0 + "\n" }.joined() + base + "    </constraints>\n"
        edits.insert(block, at: source.lineStart(close))
    }

}

/// An object id in Interface Builder's form (`aB3-xY-9kQ`), unique among `taken` and the same for
/// the same seed every time, so the same edit writes the same file.
public enum IBObjectID {
    public static func make(seed: String, taken: Set<String>) -> String {
        var hash = fnv1a(seed.utf8)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        while true {
            var chars: [Character] = []
            for i in 0..<8 {
                hash = hash &* 6364136223846793005 &+ 1442695040888963407
                chars.append(alphabet[Int((hash >> 33) % UInt64(alphabet.count))])
                if i == 2 || i == 4 { chars.append("-") }
            }
            let id = String(chars)
            if !taken.contains(id) { return id }
        }
    }
}
