import InsetCore

/// The outline apart from its widget: the element tree as rows in document order, which parents
/// are collapsed, and the edits the outline makes (add, delete, drag and keyboard moves), each
/// sent to the inspector as one undoable command.
@MainActor
final class OutlineContent {
    struct Row: Hashable {
        var id: String
        /// What the row reads: the designer's name for it (an Interface Builder user label), else
        /// its class and text as Xcode's outline shows them, else its id.
        var title: String
        var role: Role
        var depth: Int
        var hasChildren: Bool
        var isExpanded: Bool
        /// Not laid out in the environment shown: hidden there, by a variant, or inside something that is.
        var isHidden: Bool
        /// Findings naming the element in the environment shown, and the worst one's severity.
        var findingCount: Int
        var severity: Severity?
    }

    private let inspector: Inspector
    /// Parents whose children are folded away, by id; everything else is expanded.
    private(set) var collapsed: Set<String> = []

    init(inspector: Inspector) {
        self.inspector = inspector
    }

    var rows: [Row] {
        guard let document = inspector.document else { return [] }
        let laidOut = inspector.layout.map { Set($0.elements.map(\.id)) }
        var findings: [String: (count: Int, severity: Severity)] = [:]
        for finding in inspector.findings {
            for id in Set(finding.elements) {
                let seen = findings[id]
                findings[id] = ((seen?.count ?? 0) + 1, max(seen?.severity ?? finding.severity, finding.severity))
            }
        }
        var rows: [Row] = []
        func walk(_ list: [Element], depth: Int) {
            for element in list {
                let expanded = !collapsed.contains(element.id)
                rows.append(Row(id: element.id, title: Self.title(of: element), role: element.role, depth: depth, hasChildren: !element.children.isEmpty,
                                isExpanded: expanded, isHidden: laidOut.map { !$0.contains(element.id) } ?? false,
                                findingCount: findings[element.id]?.count ?? 0, severity: findings[element.id]?.severity))
                if expanded { walk(element.children, depth: depth + 1) }
            }
        }
        walk(document.elements, depth: 0)
        return rows
    }

    static func title(of element: Element) -> String {
        if let name = element.name, !name.isEmpty { return name }
        guard let className = element.className else { return element.id }
        let shown = className.hasPrefix("UI") ? String(className.dropFirst(2)) : className
        if let text = element.text, !text.isEmpty { return "\(shown) – \(text.prefix(40))" }
        return shown
    }

    // MARK: Folding

    func setExpanded(_ id: String, _ expanded: Bool) {
        if expanded {
            collapsed.remove(id)
        } else {
            collapsed.insert(id)
            // The selection doesn't vanish into a folded parent: it moves up to the parent.
            if let selected = inspector.selectedElementID, selected != id, inspector.document?.isWithin(selected, id) == true {
                inspector.selectElement(id)
            }
        }
    }

    /// Unfolds every parent of the selected element, so its row shows.
    func revealSelection() {
        guard let document = inspector.document, var id = inspector.selectedElementID else { return }
        while let parent = document.slot(of: id)?.parent {
            collapsed.remove(parent)
            id = parent
        }
    }

    // MARK: Adding and deleting

    /// Adds an element of `role` just after the selected one at its level (at the end when nothing
    /// is selected) and selects it; returns its id.
    @discardableResult
    func add(_ role: Role) throws(EditError) -> String? {
        guard let document = inspector.document else { return nil }
        // A storyboard's objects have Interface Builder's ids, and its views live in the root view.
        let storyboard = inspector.interfaceBuilder != nil
        let id = storyboard ? IBObjectID.make(seed: role.rawValue + "\(document.allElements.count)", taken: inspector.interfaceBuilder!.objectIDs)
            : NewElement.id(for: role, in: document)
        var place = TreeSlot(parent: nil, index: document.elements.count)
        if let selected = inspector.selectedElementID, let slot = document.slot(of: selected) {
            place = TreeSlot(parent: slot.parent, index: slot.index + 1)
        }
        if storyboard, place.parent == nil, let root = document.elements.first {
            place = TreeSlot(parent: root.id, index: root.children.count)
        }
        let element = NewElement.make(role, id: id, nested: place.parent != nil)
        try inspector.perform(.add(element, parent: place.parent, index: place.index))
        inspector.selectElement(id)
        return id
    }

    /// Deletes the selected element with its children, and the constraints that name them; the
    /// next sibling is selected (else the one before, else the parent).
    func deleteSelected() throws(EditError) {
        guard let document = inspector.document, let id = inspector.selectedElementID,
              let slot = document.slot(of: id) else { return }
        let siblings = document.children(of: slot.parent)
        let next = slot.index + 1 < siblings.count ? siblings[slot.index + 1].id
            : slot.index > 0 ? siblings[slot.index - 1].id : slot.parent
        try inspector.perform(.delete(element: id))
        inspector.selectElement(next)
    }

    // MARK: Moving

    enum Move { case up, down, indent, outdent }

    /// Moves the selected element; returns whether it moved (the first sibling can't go up, …).
    @discardableResult
    func moveSelected(_ move: Move) throws(EditError) -> Bool {
        try perform(command(for: move))
    }

    /// Whether `move` would do anything to the selected element, for menus and buttons.
    func canMoveSelected(_ move: Move) -> Bool {
        command(for: move) != nil
    }

    private func command(for move: Move) -> EditCommand? {
        guard let document = inspector.document, let id = inspector.selectedElementID else { return nil }
        switch move {
        case .up: return TreeMove.up(id, in: document)
        case .down: return TreeMove.down(id, in: document)
        case .indent: return TreeMove.indent(id, in: document)
        case .outdent: return TreeMove.outdent(id, in: document)
        }
    }

    /// The command a drop would perform; nil when it would change nothing or isn't allowed.
    func dropCommand(_ id: String, on target: String, _ position: DropPosition) -> EditCommand? {
        guard let document = inspector.document else { return nil }
        return try? TreeMove.drop(id, on: target, position, expanded: !collapsed.contains(target), in: document)
    }

    /// Drops `id` on `target`'s row and selects it; into itself or its own descendant throws `.cycle`.
    @discardableResult
    func drop(_ id: String, on target: String, _ position: DropPosition) throws(EditError) -> Bool {
        guard let document = inspector.document else { return false }
        let command = try TreeMove.drop(id, on: target, position, expanded: !collapsed.contains(target), in: document)
        let moved = try perform(command)
        if moved { inspector.selectElement(id) }
        return moved
    }

    /// Performs a move, first unfolding its new parent so the element stays in sight.
    private func perform(_ command: EditCommand?) throws(EditError) -> Bool {
        guard let command else { return false }
        if case .reparent(_, let parent?, _) = command { collapsed.remove(parent) }
        return try inspector.perform(command)
    }
}
