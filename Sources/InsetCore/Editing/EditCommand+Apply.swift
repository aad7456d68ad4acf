/// What each command does to a document. Commands are pure: a refused one throws and the
/// document it was given is unchanged.
extension EditCommand {
    public func applied(to document: LayoutDocument) throws(EditError) -> LayoutDocument {
        var doc = document
        switch self {
        case .move(let id, let dx, let dy, let environment):
            try ElementMotion.apply(.translation(dx: dx, dy: dy), resizing: false, to: id, frame: nil,
                                    in: environment, document: &doc)
        case .resize(let id, let handle, let dx, let dy, let frame, let environment):
            try ElementMotion.apply(handle.edgeOffsets(dx: dx, dy: dy), resizing: true, to: id, frame: frame,
                                    in: environment, document: &doc)
        case .set(let id, let property):
            try Self.set(property, of: id, in: &doc)
        case .add(let element, let parent, let index):
            try Self.add(element, parent: parent, index: index, to: &doc)
        case .delete(let id):
            try Self.delete(id, from: &doc)
        case .reparent(let id, let parent, let index):
            try Self.reparent(id, parent: parent, index: index, in: &doc)
        case .applyFix(let fix):
            do {
                doc = try doc.applying(fix)
            } catch {
                throw .fixFailed("\(error)")
            }
            if let fixed = doc.element(id: fix.elementID) {
                try ElementValidation.check(fixed, ids: doc.elementIDs)
            }
        case .restore(let recovered):
            doc = recovered
        }
        return doc
    }

    // MARK: Keys

    private static func set(_ property: ElementProperty, of id: String, in doc: inout LayoutDocument) throws(EditError) {
        guard let path = doc.path(of: id) else { throw .noElement(id) }
        switch property {
        case .id(let new):
            guard new != id else { return }
            try ElementValidation.checkID(new, for: id, taken: doc.elementIDs)
            doc.modifyElement(at: path) { $0.id = new }
            rename(id, to: new, in: &doc)
            return
        case .fontSize(let size):
            try ElementValidation.checkFontSize(size, of: id, key: "fontSize")
        case .frame(let frame):
            try ElementValidation.checkFrame(frame, of: id, key: "frame")
        case .constraints(let list):
            try ElementValidation.checkConstraints(list ?? [], of: id, variant: nil, ids: doc.elementIDs)
        case .variants(let variants):
            var probe = doc[path: path]
            probe.constraints = nil
            probe.variants = variants
            try ElementValidation.check(probe, ids: doc.elementIDs)
        case .role, .text, .hidden, .ignore, .symbol:
            break
        }
        doc.modifyElement(at: path) { element in
            switch property {
            case .id: break
            case .role(let role): element.role = role
            case .text(let text): element.text = text
            case .fontSize(let size): element.fontSize = size
            case .frame(let frame): element.frame = frame
            case .constraints(let list):
                if list != element.constraints { element.constraintLocations = [] }
                element.constraints = list
            case .variants(let variants): element.variants = variants
            case .hidden(let hidden): element.hidden = hidden
            case .ignore(let ids): element.ignore = ids
            case .symbol(let symbol): element.symbol = symbol
            }
        }
    }

    /// Writes `new` for `old` in every constraint that names it, variants' included.
    private static func rename(_ old: String, to new: String, in doc: inout LayoutDocument) {
        for (path, element) in doc.pathsAndElements {
            var renamed = element
            renamed.constraints = element.constraints?.map { ConstraintText.renamingItem(in: $0, from: old, to: new) }
            for index in renamed.variants.indices {
                renamed.variants[index].constraints = renamed.variants[index].constraints?.map {
                    ConstraintText.renamingItem(in: $0, from: old, to: new)
                }
            }
            if renamed != element { doc.modifyElement(at: path) { $0 = renamed } }
        }
    }

    // MARK: The tree

    private static func parentPath(_ parent: String?, in doc: LayoutDocument) throws(EditError) -> ElementPath {
        guard let parent else { return [] }
        guard let path = doc.path(of: parent) else { throw .noElement(parent) }
        return path
    }

    private static func checkIndex(_ index: Int, count: Int, of id: String) throws(EditError) {
        guard !(0...count).contains(index) else { return }
        throw .invalidValue(elementID: id, key: "index", reason: trn("{index} is outside the list, which has {n} element", "{index} is outside the list, which has {n} elements", count, ["index": index]))
    }

    private static func add(_ element: Element, parent: String?, index: Int, to doc: inout LayoutDocument) throws(EditError) {
        let parentPath = try parentPath(parent, in: doc)
        try checkIndex(index, count: doc[childrenOf: parentPath].count, of: element.id)
        var taken = doc.elementIDs
        for new in element.subtree {
            try ElementValidation.checkID(new.id, for: new.id, taken: taken)
            taken.insert(new.id)
        }
        for new in element.subtree { try ElementValidation.check(new, ids: taken) }
        doc[childrenOf: parentPath].insert(element, at: index)
    }

    private static func delete(_ id: String, from doc: inout LayoutDocument) throws(EditError) {
        guard let path = doc.path(of: id) else { throw .noElement(id) }
        let removed = Set(doc[path: path].subtree.map(\.id))
        doc[childrenOf: Array(path.dropLast())].remove(at: path.last!)
        for site in doc.constraintSites(naming: removed).reversed() {
            guard let owner = doc.path(of: site.elementID) else { continue }
            doc.modifyElement(at: owner) { element in
                let source: KeySource = site.variant.map { .variant($0) } ?? .own
                var list = element.constraintList(source) ?? []
                list.remove(at: site.index)
                element.setConstraintList(list, source)
            }
        }
    }

    private static func reparent(_ id: String, parent: String?, index: Int, in doc: inout LayoutDocument) throws(EditError) {
        guard let path = doc.path(of: id) else { throw .noElement(id) }
        let element = doc[path: path]
        if let parent {
            guard doc.path(of: parent) != nil else { throw .noElement(parent) }
            if element.subtree.contains(where: { $0.id == parent }) { throw .cycle(elementID: id, parentID: parent) }
        }
        doc[childrenOf: Array(path.dropLast())].remove(at: path.last!)
        let destination = try parentPath(parent, in: doc)
        try checkIndex(index, count: doc[childrenOf: destination].count, of: id)
        doc[childrenOf: destination].insert(element, at: index)
    }
}

/// One constraint string of an element, for listing what an edit would touch.
public struct ConstraintSite: Hashable, Sendable, CustomStringConvertible {
    public var elementID: String
    /// The variant's index from 0 when the string is in a variant's list.
    public var variant: Int?
    /// From 0 in its list.
    public var index: Int
    public var text: String

    public init(elementID: String, variant: Int?, index: Int, text: String) {
        self.elementID = elementID; self.variant = variant; self.index = index; self.text = text
    }

    /// `b: constraint 2: top == a.bottom + 8`, as messages name constraints.
    public var description: String {
        let list = variant.map { "variant \($0 + 1): " } ?? ""
        return "\(elementID): \(list)constraint \(index + 1): \(text)"
    }
}

extension LayoutDocument {
    /// The constraints of other elements that name `id` or anything inside it: what deleting it
    /// removes too, for the app to say so before it does.
    public func constraints(referringTo id: String) -> [ConstraintSite] {
        guard let element = element(id: id) else { return [] }
        let inside = Set(element.subtree.map(\.id))
        return constraintSites(naming: inside).filter { !inside.contains($0.elementID) }
    }

    /// Every constraint, in document order, whose items include one of `ids`.
    func constraintSites(naming ids: Set<String>) -> [ConstraintSite] {
        var out: [ConstraintSite] = []
        for element in allElements {
            for (variant, list) in element.constraintLists {
                for (index, text) in list.enumerated() {
                    guard let spec = try? ConstraintParser.parse(text) else { continue }
                    let items = [spec.first.item, spec.second?.item].compactMap { $0 }
                    if items.contains(where: { if case .element(let other) = $0 { ids.contains(other) } else { false } }) {
                        out.append(ConstraintSite(elementID: element.id, variant: variant, index: index, text: text))
                    }
                }
            }
        }
        return out
    }
}
