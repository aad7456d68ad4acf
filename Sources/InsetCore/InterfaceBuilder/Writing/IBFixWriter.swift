/// Writes a one-click fix into a storyboard's or xib's XML as Interface Builder would write the
/// change: a constraint's attributes rewritten where it is (keeping its id, so outlets to it
/// hold), a new one in the `<constraints>` of the nearest view holding both its items, a font's
/// size or a frame's numbers; every other byte stays. What the format can't say is refused.
struct IBFixWriter {
    let source: XMLSource
    let screen: LayoutScreen

    struct Refusal: Error, CustomStringConvertible { var description: String }

    func applying(_ fix: Fix) throws(Refusal) -> [UInt8] {
        let document = screen.document
        guard let element = document.element(id: fix.elementID), let tag = source.byID[fix.elementID] else {
            throw Refusal(description: tr("\"{element}\" is not a view of the file, so the fix can't be written to it", ["element": fix.elementID]))
        }
        guard fix.variant == nil else {
            throw Refusal(description: tr("the fix is for one size class; Inset doesn't write size-class variations into storyboards and xibs yet, so make it in Xcode"))
        }
        var edits = TextEdits()
        var list = zip(element.constraints ?? [], screen.constraintIDs[element.id] ?? []).map { (text: $0, id: $1) }
        var removed: [(text: String, id: String)] = []
        var written: [(spec: ConstraintSpec, text: String, id: String?)] = []
        for edit in fix.edits {
            switch edit {
            case .setFontSize(let size):
                try setFontSize(size, of: tag, edits: &edits)
            case .setFrame(let rect):
                guard element.traits?.autoresizing != nil, let rectTag = source.child(of: tag, named: "rect", key: "frame") else {
                    throw Refusal(description: tr("\"{element}\" is placed by constraints; give it a frame in Xcode, or fix its constraints", ["element": element.id]))
                }
                edits.replace(source.tags[rectTag].range, with: "<rect key=\"frame\" x=\"\(IBFormat.number(rect.x))\" y=\"\(IBFormat.number(rect.y))\" width=\"\(IBFormat.number(rect.width))\" height=\"\(IBFormat.number(rect.height))\"/>")
            case .removeConstraint(let index):
                try requireOwnConstraints(element)
                guard list.indices.contains(index) else {
                    throw Refusal(description: tr("{owner} has no constraint {number}", ["owner": element.id, "number": index + 1]))
                }
                let entry = list.remove(at: index)
                removed.append((entry.text, try writtenID(entry.id, of: element)))
            case .setConstraint(let attribute, let text):
                try requireOwnConstraints(element)
                guard let spec = try? ConstraintParser.parse(text) else {
                    throw Refusal(description: tr("the fix's constraint “{text}” doesn't parse", ["text": text]))
                }
                func constrains(_ text: String) -> Bool {
                    guard let old = try? ConstraintParser.parse(text) else { return false }
                    return old.first.item == .this && old.first.attribute == attribute
                }
                var replaced: [(text: String, id: String)] = []
                for entry in list where constrains(entry.text) { replaced.append((entry.text, try writtenID(entry.id, of: element))) }
                list.removeAll { constrains($0.text) }
                // The constraint it replaces becomes the new one, keeping its id (and the outlets
                // to it), also when the fix removed it first; the others go.
                if replaced.isEmpty, let i = removed.firstIndex(where: { constrains($0.text) }) {
                    replaced.append(removed.remove(at: i))
                }
                written.append((spec, text, replaced.first?.id))
                removed += replaced.dropFirst()
                list.append((text, replaced.first?.id ?? ""))
            }
        }
        let referenced = referencedIDs()
        for id in removed.map(\.id) where !written.contains(where: { $0.id == id }) {
            guard !referenced.contains(id) else {
                throw Refusal(description: tr("the constraint \"{id}\" is connected to an outlet or a size-class variation, so Inset won't delete it; change it in Xcode", ["id": id]))
            }
            edits.replace(source.lineOrTag(source.byID[id]!), with: "")
        }
        var additions: [Int: [String]] = [:]
        var taken = Set(source.byID.keys)
        for (spec, written, oldID) in written {
            let (container, text) = try constraintTag(spec, written, of: element, id: oldID) { newID(&taken, seed: element.id + written) }
            if let oldID, let old = source.byID[oldID], source.tags[old].parent.flatMap({ source.tags[$0].parent }) == container {
                edits.replace(source.tags[old].range, with: text)
            } else {
                if let oldID, let old = source.byID[oldID] { edits.replace(source.lineOrTag(old), with: "") }
                additions[container, default: []].append(text)
            }
        }
        for (container, texts) in additions.sorted(by: { $0.key < $1.key }) { try insert(texts, into: container, edits: &edits) }
        guard let out = edits.applied(to: source.bytes) else {
            throw Refusal(description: tr("the fix changes the same part of the file twice"))
        }
        return out
    }

    private func setFontSize(_ size: Double, of tag: Int, edits: inout TextEdits) throws(Refusal) {
        guard let font = source.child(of: tag, named: "fontDescription", key: "fontDescription"),
              let point = source.tags[font].attributes.first(where: { $0.name == "pointSize" }) else {
            throw Refusal(description: tr("its font is a text style, not a size; pick a larger text style in Xcode"))
        }
        edits.replace(point.valueRange, with: IBFormat.number(size))
    }

    /// Constraint edits change the element's own list: refused where its constraints vary by size class.
    private func requireOwnConstraints(_ element: Element) throws(Refusal) {
        if element.variants.contains(where: { $0.constraints != nil }) {
            throw Refusal(description: tr("\"{element}\"'s constraints vary with the size class; Inset doesn't rewrite size-class variations yet, so make the fix in Xcode", ["element": element.id]))
        }
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
    private func constraintTag(_ spec: ConstraintSpec, _ written: String, of element: Element, id: String?, newID: () -> String) throws(Refusal) -> (Int, String) {
        let parents = parentMap()
        guard case .this = spec.first.item else {
            throw Refusal(description: tr("the fix's constraint “{text}” is not the element's own", ["text": written]))
        }
        var second: (item: String, attribute: Attribute)?
        if let s = spec.second {
            second = try target(s, of: element, parents: parents)
        }
        let container: String
        if let second {
            guard let common = commonAncestor(element.id, second.item, parents) else {
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
        if spec.priority < 1000 { text += " priority=\"\(IBFormat.number(spec.priority))\"" }
        if spec.constant != 0 { text += " constant=\"\(IBFormat.number(spec.constant))\"" }
        let keep = id.flatMap { source.byID[$0] }.map { old in
            source.tags[old].attributes.filter { !Self.written.contains($0.name) }
                .map { " " + String(decoding: source.bytes[$0.range], as: UTF8.self) }.joined()
        } ?? ""
        text += keep + " id=\"\(id ?? newID())\"/>"
        return (containerTag, text)
    }

    private static let written: Set<String> = ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute",
                                               "multiplier", "priority", "constant", "id"]

    /// The view (or guide) and attribute the file names for the model's `item.attribute`.
    private func target(_ anchor: Anchor, of element: Element, parents: [String: String]) throws(Refusal) -> (item: String, attribute: Attribute) {
        let root = screen.document.elements.first?.id ?? ""
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

    private func parentMap() -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ e: Element) { for c in e.children { out[c.id] = e.id; walk(c) } }
        screen.document.elements.forEach(walk)
        return out
    }

    private func commonAncestor(_ a: String, _ b: String, _ parents: [String: String]) -> String? {
        // A guide's owner view stands for the guide.
        let b = source.byID[b].flatMap { source.tags[$0].name == "viewLayoutGuide" ? source.tags[$0].parent.flatMap { source.tags[$0]["id"] } : b } ?? b
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
    private func insert(_ texts: [String], into container: Int, edits: inout TextEdits) throws(Refusal) {
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

    /// An object id in Interface Builder's form (`aB3-xY-9kQ`), unique in the file and the same
    /// for the same fix every time.
    private func newID(_ taken: inout Set<String>, seed: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for b in seed.utf8 { hash = (hash ^ UInt64(b)) &* 0x100000001b3 }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        while true {
            var chars: [Character] = []
            for i in 0..<8 {
                hash = hash &* 6364136223846793005 &+ 1442695040888963407
                chars.append(alphabet[Int((hash >> 33) % UInt64(alphabet.count))])
                if i == 2 || i == 4 { chars.append("-") }
            }
            let id = String(chars)
            if !taken.contains(id) { taken.insert(id); return id }
        }
    }
}
