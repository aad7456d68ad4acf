/// The exact old values of what an edit changed, so undoing it gives back the document byte for
/// byte (no arithmetic run backwards: `0.1 + 0.2 - 0.2` is not `0.1`). Applying a patch returns
/// the patch that takes it back again, which is how redo works.
///
/// Only what changed is kept: a move stores one element; an add, delete or reparent stores the
/// lists whose membership changed (arrays share their storage, so that is cheap too).
struct DocumentPatch: Sendable {
    enum Change: Sendable {
        /// The document's own keys (everything but `elements`).
        case header(LayoutDocument)
        /// One element, with its children, at a path.
        case element(ElementPath, Element)
        /// A whole list: the top level for `[]`, else the children of the element at the path.
        case list(ElementPath, [Element])
    }

    var changes: [Change] = []

    var isEmpty: Bool { changes.isEmpty }

    /// The patch that turns `new` back into `old`.
    init(from new: LayoutDocument, to old: LayoutDocument) {
        var header = (new: new, old: old)
        header.new.elements = []
        header.old.elements = []
        if header.new != header.old { changes.append(.header(header.old)) }
        diff(new.elements, old.elements, at: [])
    }

    private init(changes: [Change]) { self.changes = changes }

    private mutating func diff(_ new: [Element], _ old: [Element], at parent: ElementPath) {
        guard new.count == old.count, zip(new, old).allSatisfy({ $0.id == $1.id }) else {
            changes.append(.list(parent, old))
            return
        }
        for index in old.indices where new[index] != old[index] {
            var bare = (new: new[index], old: old[index])
            bare.new.children = []
            bare.old.children = []
            if bare.new == bare.old {
                diff(new[index].children, old[index].children, at: parent + [index])
            } else {
                changes.append(.element(parent + [index], old[index]))
            }
        }
    }

    /// Applies the patch and returns the one that undoes it.
    func apply(to document: inout LayoutDocument) -> DocumentPatch {
        var inverse: [Change] = []
        for change in changes {
            switch change {
            case .header(let header):
                var current = document
                current.elements = []
                inverse.append(.header(current))
                let elements = document.elements
                document = header
                document.elements = elements
            case .element(let path, let element):
                inverse.append(.element(path, document[path: path]))
                document[path: path] = element
            case .list(let parent, let list):
                inverse.append(.list(parent, document[childrenOf: parent]))
                document[childrenOf: parent] = list
            }
        }
        return DocumentPatch(changes: inverse.reversed())
    }
}
