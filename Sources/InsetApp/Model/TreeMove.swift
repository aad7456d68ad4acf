import InsetCore

/// Where an element sits in the tree: its parent (nil at the top level) and its index among its siblings.
struct TreeSlot: Hashable {
    var parent: String?
    var index: Int
}

/// Where a dragged row lands, relative to the row it is dropped on.
public enum DropPosition: Hashable, Sendable {
    case before, into, after
}

extension LayoutDocument {
    func slot(of id: String) -> TreeSlot? {
        func search(_ list: [Element], parent: String?) -> TreeSlot? {
            for (index, element) in list.enumerated() {
                if element.id == id { return TreeSlot(parent: parent, index: index) }
                if let found = search(element.children, parent: element.id) { return found }
            }
            return nil
        }
        return search(elements, parent: nil)
    }

    /// The top-level elements for nil.
    func children(of parent: String?) -> [Element] {
        guard let parent else { return elements }
        return element(id: parent)?.children ?? []
    }

    /// Whether `id` is `ancestor` or anywhere inside it.
    func isWithin(_ id: String, _ ancestor: String) -> Bool {
        guard let top = element(id: ancestor) else { return false }
        func search(_ element: Element) -> Bool { element.id == id || element.children.contains(where: search) }
        return search(top)
    }
}

/// The outline's moves as `.reparent` commands: drops, and the keyboard's up, down, indent and
/// outdent. Each returns nil when the element would stay where it is.
enum TreeMove {
    /// Dropping `id` on the row of `target`. Dropping after an expanded element with children puts
    /// it first inside, where the row below the line is. Into itself or its own descendant throws `.cycle`.
    static func drop(_ id: String, on target: String, _ position: DropPosition, expanded: Bool,
                     in document: LayoutDocument) throws(EditError) -> EditCommand? {
        guard document.slot(of: id) != nil else { throw .noElement(id) }
        guard let targetSlot = document.slot(of: target) else { throw .noElement(target) }
        if id == target && position != .into { return nil }
        if document.isWithin(target, id) { throw .cycle(elementID: id, parentID: target) }
        let hasChildren = !document.children(of: target).isEmpty
        switch position {
        case .into:
            let count = document.children(of: target).filter { $0.id != id }.count
            return reparent(id, to: TreeSlot(parent: target, index: count), in: document)
        case .after where hasChildren && expanded:
            return reparent(id, to: TreeSlot(parent: target, index: 0), in: document)
        case .before, .after:
            let siblings = document.children(of: targetSlot.parent).filter { $0.id != id }
            guard let index = siblings.firstIndex(where: { $0.id == target }) else { return nil }
            return reparent(id, to: TreeSlot(parent: targetSlot.parent, index: position == .before ? index : index + 1),
                            in: document)
        }
    }

    /// One place earlier among its siblings.
    static func up(_ id: String, in document: LayoutDocument) -> EditCommand? {
        guard let slot = document.slot(of: id), slot.index > 0 else { return nil }
        return reparent(id, to: TreeSlot(parent: slot.parent, index: slot.index - 1), in: document)
    }

    /// One place later among its siblings.
    static func down(_ id: String, in document: LayoutDocument) -> EditCommand? {
        guard let slot = document.slot(of: id), slot.index + 1 < document.children(of: slot.parent).count else { return nil }
        return reparent(id, to: TreeSlot(parent: slot.parent, index: slot.index + 1), in: document)
    }

    /// Into the sibling above it, as its last child.
    static func indent(_ id: String, in document: LayoutDocument) -> EditCommand? {
        guard let slot = document.slot(of: id), slot.index > 0 else { return nil }
        let previous = document.children(of: slot.parent)[slot.index - 1]
        return reparent(id, to: TreeSlot(parent: previous.id, index: previous.children.count), in: document)
    }

    /// Out of its parent, just after it.
    static func outdent(_ id: String, in document: LayoutDocument) -> EditCommand? {
        guard let parent = document.slot(of: id)?.parent, let parentSlot = document.slot(of: parent) else { return nil }
        return reparent(id, to: TreeSlot(parent: parentSlot.parent, index: parentSlot.index + 1), in: document)
    }

    /// The command, or nil when `destination` is where the element already is.
    private static func reparent(_ id: String, to destination: TreeSlot, in document: LayoutDocument) -> EditCommand? {
        guard document.slot(of: id) != destination else { return nil }
        return .reparent(element: id, parent: destination.parent, index: destination.index)
    }
}
