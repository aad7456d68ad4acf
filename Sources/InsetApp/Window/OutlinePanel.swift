import InsetCore
import InsetGtk

/// The element tree of the open document: select, add, delete, reorder and reparent, by dragging
/// rows or with the keyboard (Delete; Alt+Up/Down to reorder, Alt+Right/Left to indent and outdent).
@MainActor
final class OutlinePanel {
    let root = Box(.vertical)
    private unowned let inspector: Inspector
    private let content: OutlineContent
    private let list = ListBox()
    private let scroller = ScrolledWindow()
    private let stack = Stack()
    private let empty = Label("")
    private let actions = ActionGroup()
    private let dragSource = TextDragSource()
    /// The role chooser under the Add button.
    private var roleChooser: Popover?
    /// Adding and deleting, off for a storyboard, which this version doesn't write.
    private var menu: ContextMenu?
    /// The rows on screen, in list order.
    private var shown: [OutlineContent.Row] = []
    /// Set while the panel changes the list's selection itself, so that isn't taken for a click.
    private var updating = false
    /// The selected row, kept in sight when the list or its pane changes size.
    private var revealedRow: Int?
    /// The element being dragged from this list.
    private var draggedID: String?
    /// Pixels a tick while a drag hovers near the list's top or bottom edge; 0 elsewhere.
    private var edgeStep = 0.0
    private var edgeScrolling = false
    /// The row showing where a drop would land, and how.
    private var indicated: (row: ListRow, style: String)?
    /// Says why an edit was refused; the window shows it as a toast.
    var report: ((String) -> Void)?

    init(inspector: Inspector) {
        self.inspector = inspector
        content = OutlineContent(inspector: inspector)
        root.vexpand = true
        root.name = "outline"
        OutlinePanel.applyStyle()

        root.append(header())
        list.selectionMode = .single
        list.addCSSClass("navigation-sidebar")
        list.addCSSClass("outline-list")
        list.setAccessibleLabel(tr("Layers"))
        list.name = "outline-list"
        list.onRowSelected { [unowned self] index in self.rowSelected(index) }
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.child = list
        // After the allocation that changed it, which would otherwise put back the old position.
        scroller.vadjustment.onChanged { [unowned self] in
            guard let row = self.revealedRow else { return }
            MainLoop.post { [weak self] in self?.scrollToRow(row) }
        }
        empty.addCSSClass("dim-label")
        empty.wraps = true
        empty.setMargins(top: 24, start: 18, bottom: 24, end: 18)
        empty.setAlign(vertical: .start)
        stack.add(scroller, name: "rows")
        stack.add(empty, name: "empty")
        stack.vexpand = true
        root.append(stack)

        addActions()
        listenToKeys()
        acceptDrags()
        addContextMenu()
    }

    /// Shows the inspector's document and selection.
    func refresh() {
        content.revealSelection()
        let rows = content.rows
        if rows != shown {
            let hadFocus = list.containsFocus
            updating = true
            list.removeAll()
            shown = rows
            for row in rows { list.append(rowView(row), accessibleLabel: "\(row.title), \(NewElement.title(of: row.role))") }
            for (index, row) in rows.enumerated() { list.row(at: index)?.setAccessibleDescription(description(of: row)) }
            updating = false
            syncSelection(focus: hadFocus)
        } else {
            syncSelection(focus: false)
        }
        if inspector.document == nil {
            empty.text = tr("No layout open")
        } else {
            empty.text = tr("No elements yet. Add one with the + button.")
        }
        stack.visibleName = rows.isEmpty ? "empty" : "rows"
        updateActions()
    }

    // MARK: Header

    private func header() -> Widget {
        let bar = Box(.horizontal, spacing: 4)
        bar.setMargins(top: 8, start: 14, bottom: 4, end: 8)
        let title = Label(tr("Layers"))
        title.addCSSClass("heading")
        title.xalign = 0
        title.hexpand = true
        bar.append(title)

        let add = MenuButton()
        add.iconName = "list-add-symbolic"
        add.addCSSClass("flat")
        add.describe(tr("Add Element"))
        add.name = "outline-add"
        let chooser = addPopover()
        roleChooser = chooser
        add.popover = chooser
        bar.append(add)

        let delete = Button(iconName: "user-trash-symbolic")
        delete.addCSSClass("flat")
        delete.describe(tr("Delete Element (Delete)"))
        delete.name = "outline-delete"
        delete.setAction("outline.delete")
        bar.append(delete)
        return bar
    }

    /// Every role to add, in two columns of labelled groups.
    private func addPopover() -> Popover {
        let columns = Box(.horizontal, spacing: 12)
        columns.setMargins(6)
        let layout: [[NewElement.Group]] = [[.containers, .content, .bars], [.controls]]
        var lists: [(ListBox, [Role])] = []
        for groups in layout {
            let column = Box(.vertical, spacing: 2)
            for (number, group) in groups.enumerated() {
                let heading = Label(group.title)
                heading.addCSSClass("caption-heading")
                heading.addCSSClass("dim-label")
                heading.xalign = 0
                heading.setMargins(top: number == 0 ? 4 : 10, start: 10, bottom: 2, end: 10)
                column.append(heading)
                let choices = ListBox()
                choices.selectionMode = .none
                choices.addCSSClass("navigation-sidebar")
                choices.addCSSClass("outline-add-list")
                choices.setAccessibleLabel(group.title)
                for role in group.roles {
                    let row = Box(.horizontal, spacing: 10)
                    row.append(Image(iconName: OutlinePanel.icon(for: role)))
                    let name = Label(NewElement.title(of: role))
                    name.xalign = 0
                    row.append(name)
                    choices.append(row, accessibleLabel: tr("Add {role}", ["role": NewElement.title(of: role)]))
                }
                column.append(choices)
                lists.append((choices, group.roles))
            }
            columns.append(column)
        }
        let popover = Popover(child: columns)
        for (choices, roles) in lists {
            choices.onRowActivated { [unowned self, unowned popover] index in
                popover.popdown()
                self.attempt { () throws(EditError) in _ = try self.content.add(roles[index]) }
                self.list.row(at: self.list.selectedIndex ?? 0)?.grabFocus()
            }
        }
        return popover
    }

    // MARK: Rows

    private func rowView(_ row: OutlineContent.Row) -> Widget {
        let box = Box(.horizontal, spacing: 6)
        box.addCSSClass("outline-row")
        box.setMargins(top: 0, start: Int32(row.depth * 16), bottom: 0, end: 0)
        if row.hasChildren {
            let expander = Button(iconName: row.isExpanded ? "pan-down-symbolic" : "pan-end-symbolic")
            expander.addCSSClass("flat")
            expander.addCSSClass("outline-expander")
            expander.describe(row.isExpanded ? tr("Collapse {element}", ["element": row.id]) : tr("Expand {element}", ["element": row.id]))
            expander.focusable = false
            expander.setAlign(vertical: .center)
            let id = row.id, expanded = row.isExpanded
            expander.onClicked { [unowned self] in
                self.content.setExpanded(id, !expanded)
                self.refresh()
            }
            box.append(expander)
        } else {
            let spacer = Box(.horizontal)
            spacer.setSizeRequest(width: 20)
            box.append(spacer)
        }
        let icon = Image(iconName: OutlinePanel.icon(for: row.role))
        icon.tooltip = NewElement.title(of: row.role)
        box.append(icon)
        let name = Label(row.title)
        name.xalign = 0
        name.hexpand = true
        name.ellipsizeEnd()
        box.append(name)
        if row.isHidden {
            box.addCSSClass("hidden-element")
            let hidden = Image(iconName: "view-conceal-symbolic")
            hidden.addCSSClass("dim-label")
            hidden.describe(tr("Hidden in this environment"))
            box.append(hidden)
        }
        if row.findingCount > 0 {
            let pill = Label("\(row.findingCount)")
            pill.addCSSClass("count-pill")
            pill.addCSSClass("outline-count")
            pill.addCSSClass(row.severity?.rawValue ?? "info")
            pill.describe(row.findingCount == 1 ? "1 finding" : "\(row.findingCount) findings")
            pill.setAlign(vertical: .center)
            box.append(pill)
        }
        return box
    }

    private func description(of row: OutlineContent.Row) -> String {
        var facts = ["level \(row.depth + 1)"]
        if row.hasChildren { facts.append(row.isExpanded ? "expanded" : "collapsed") }
        if row.isHidden { facts.append(tr("hidden in this environment")) }
        if row.findingCount > 0 { facts.append(row.findingCount == 1 ? "1 finding" : "\(row.findingCount) findings") }
        return facts.joined(separator: ", ")
    }

    static func icon(for role: Role) -> String {
        switch role {
        case .background: "view-paged-symbolic"
        case .view: "checkbox-symbolic"
        case .text: "format-text-plaintext-symbolic"
        case .image: "image-x-generic-symbolic"
        case .button: "input-mouse-symbolic"
        case .link: "insert-link-symbolic"
        case .textField: "input-keyboard-symbolic"
        case .searchField: "system-search-symbolic"
        case .switch: "selection-mode-symbolic"
        case .slider: "display-brightness-symbolic"
        case .stepper: "list-add-symbolic"
        case .segmentedControl: "view-dual-symbolic"
        case .control: "emblem-system-symbolic"
        case .navigationBar: "go-top-symbolic"
        case .tabBar: "go-bottom-symbolic"
        case .toolbar: "view-more-horizontal-symbolic"
        case .list: "view-list-symbolic"
        case .card: "input-touchpad-symbolic"
        case .ornament: "view-pin-symbolic"
        }
    }

    // MARK: Selection

    private func rowSelected(_ index: Int?) {
        guard !updating, let index, index < shown.count else { return }
        inspector.selectElement(shown[index].id)
    }

    /// Selects the inspector's element in the list (scrolling it into view), without echoing it back.
    private func syncSelection(focus: Bool) {
        let index = inspector.selectedElementID.flatMap { id in shown.firstIndex { $0.id == id } }
        guard index != list.selectedIndex || focus else { return }
        updating = true
        list.select(index)
        updating = false
        revealedRow = index
        guard let index else { return }
        if focus { list.row(at: index)?.grabFocus() }
        MainLoop.post { [weak self] in self?.scrollToRow(index) }
    }

    private func scrollToRow(_ index: Int) {
        let adjustment = scroller.vadjustment
        guard let row = list.row(at: index), row.allocatedHeight > 0, adjustment.pageSize > 0,
              let top = row.translate(x: 0, y: 0, to: list)?.y else { return }
        let bottom = top + Double(row.allocatedHeight)
        if top < adjustment.value {
            adjustment.value = top
        } else if bottom > adjustment.value + adjustment.pageSize {
            adjustment.value = bottom - adjustment.pageSize
        }
    }

    // MARK: Commands

    /// Runs an edit; a refused one is reported.
    private func attempt(_ edit: () throws(EditError) -> Void) {
        do {
            try edit()
        } catch {
            report?(tr("Couldn’t change the layers: {error}", ["error": error]))
        }
    }

    private func addActions() {
        let entries: [(String, @MainActor () -> Void)] = [
            ("delete", { [unowned self] in self.deleteSelected() }),
            ("move-up", { [unowned self] in self.move(.up) }),
            ("move-down", { [unowned self] in self.move(.down) }),
            ("indent", { [unowned self] in self.move(.indent) }),
            ("outdent", { [unowned self] in self.move(.outdent) }),
        ]
        for (name, run) in entries { actions.add(Action(name, run)) }
        root.insertActionGroup(actions, prefix: "outline")
    }

    private func deleteSelected() {
        attempt { () throws(EditError) in try content.deleteSelected() }
    }

    private func move(_ move: OutlineContent.Move) {
        attempt { () throws(EditError) in _ = try content.moveSelected(move) }
    }

    private func updateActions() {
        actions["delete"]?.isEnabled = inspector.selectedElementID != nil && inspector.document != nil
        actions["move-up"]?.isEnabled = content.canMoveSelected(.up)
        actions["move-down"]?.isEnabled = content.canMoveSelected(.down)
        actions["indent"]?.isEnabled = content.canMoveSelected(.indent)
        actions["outdent"]?.isEnabled = content.canMoveSelected(.outdent)
    }

    /// Delete deletes; Alt with an arrow moves; Left and Right fold and unfold, as in a tree.
    private func listenToKeys() {
        let keys = KeyController()
        keys.capturesFirst()
        keys.onKeyPressed { [unowned self] key in
            guard !key.control, !key.shift, self.inspector.selectedElementID != nil else { return false }
            switch (key.name, key.alt) {
            case ("Delete", false), ("KP_Delete", false), ("BackSpace", false):
                self.deleteSelected()
            case ("Up", true): self.move(.up)
            case ("Down", true): self.move(.down)
            case ("Right", true): self.move(.indent)
            case ("Left", true): self.move(.outdent)
            case ("Right", false): self.fold(expand: true)
            case ("Left", false): self.fold(expand: false)
            default: return false
            }
            return true
        }
        list.add(keys)
    }

    /// Right unfolds the selected row; Left folds it, or goes to its parent when there's nothing to fold.
    private func fold(expand: Bool) {
        guard let id = inspector.selectedElementID, let row = shown.first(where: { $0.id == id }) else { return }
        if row.hasChildren && row.isExpanded != expand {
            content.setExpanded(id, expand)
            refresh()
        } else if !expand, let parent = inspector.document?.slot(of: id)?.parent {
            inspector.selectElement(parent)
            list.row(at: list.selectedIndex ?? 0)?.grabFocus()
        }
    }

    // MARK: Dragging

    private func acceptDrags() {
        let source = dragSource
        source.onPrepare { [unowned self] x, y in
            guard let row = self.list.row(atY: y), row.index < self.shown.count else { return nil }
            self.draggedID = self.shown[row.index].id
            return self.draggedID
        }
        source.onDragBegin { [unowned self] in
            guard let id = self.draggedID, let row = self.shown.first(where: { $0.id == id }) else { return nil }
            return (self.dragIcon(row), -14, 14)
        }
        source.onDragEnd { [unowned self] in
            self.draggedID = nil
            self.edgeStep = 0
            self.indicate(nil)
        }
        list.add(source)

        let target = TextDropTarget()
        target.onMotion { [unowned self] x, y in
            self.scrollNearEdge(listY: y)
            guard let place = self.dropPlace(y: y), self.dropCommand(on: place.row, place.position) != nil else {
                self.indicate(nil)
                return false
            }
            self.indicate((place.row, "drop-\(place.position)"))
            return true
        }
        target.onLeave { [unowned self] in
            self.edgeStep = 0
            self.indicate(nil)
        }
        target.onDrop { [unowned self] text, _, y in
            self.edgeStep = 0
            self.indicate(nil)
            guard text == self.draggedID, let place = self.dropPlace(y: y) else { return false }
            let targetID = self.shown[place.row.index].id
            var moved = false
            self.attempt { () throws(EditError) in moved = try self.content.drop(text, on: targetID, place.position) }
            return moved
        }
        list.add(target)
    }

    /// Scrolls while the pointer stays near the top or bottom of the visible rows, so a row can be
    /// dropped on one out of sight; stops when it moves away, leaves or drops.
    private func scrollNearEdge(listY y: Double) {
        let viewY = list.translate(x: 0, y: y, to: scroller)?.y ?? y
        edgeStep = EdgeScroll.step(pointerY: viewY, viewHeight: Double(scroller.allocatedHeight))
        guard edgeStep != 0, !edgeScrolling else { return }
        edgeScrolling = true
        scrollEdgeStep()
    }

    private func scrollEdgeStep() {
        guard edgeStep != 0, draggedID != nil else {
            edgeScrolling = false
            return
        }
        let adjustment = scroller.vadjustment
        adjustment.value = min(max(adjustment.value + edgeStep, adjustment.lower), adjustment.upper - adjustment.pageSize)
        MainLoop.after(milliseconds: 30) { [weak self] in self?.scrollEdgeStep() }
    }

    /// What follows the pointer: the row's icon and id on a card, the pointer at its left.
    private func dragIcon(_ row: OutlineContent.Row) -> Widget {
        let card = Box(.horizontal, spacing: 8)
        card.addCSSClass("outline-drag-icon")
        card.append(Image(iconName: OutlinePanel.icon(for: row.role)))
        card.append(Label(row.title))
        return card
    }

    /// The row under `y` and where in it: its top third drops before, the middle into, the bottom third after.
    private func dropPlace(y: Double) -> (row: ListRow, position: DropPosition)? {
        guard let row = list.row(atY: y), row.index < shown.count,
              let top = row.translate(x: 0, y: 0, to: list)?.y, row.allocatedHeight > 0 else { return nil }
        let fraction = (y - top) / Double(row.allocatedHeight)
        return (row, fraction < 1.0 / 3 ? .before : fraction > 2.0 / 3 ? .after : .into)
    }

    private func dropCommand(on row: ListRow, _ position: DropPosition) -> EditCommand? {
        guard let draggedID else { return nil }
        return content.dropCommand(draggedID, on: shown[row.index].id, position)
    }

    /// Marks the row a drop would land on: a line above or below it, or the whole row for into.
    private func indicate(_ next: (row: ListRow, style: String)?) {
        if let indicated {
            if indicated.row.index == next?.row.index && indicated.style == next?.style { return }
            indicated.row.removeCSSClass(indicated.style)
        }
        indicated = next
        if let next { next.row.addCSSClass(next.style) }
    }

    // MARK: Context menu

    private func addContextMenu() {
        let menu = Menu()
        let moves = Menu()
        moves.append(tr("Move _Up"), action: "outline.move-up")
        moves.append(tr("Move _Down"), action: "outline.move-down")
        moves.append(tr("_Indent"), action: "outline.indent")
        moves.append(tr("_Outdent"), action: "outline.outdent")
        menu.appendSection(moves)
        let delete = Menu()
        delete.append(tr("_Delete"), action: "outline.delete")
        menu.appendSection(delete)
        let popup = ContextMenu(menu, on: root)
        self.menu = popup

        let click = ClickGesture(button: 3)
        click.onReleased { [unowned self, unowned popup] _, x, y in
            guard let row = self.list.row(atY: y), row.index < self.shown.count else { return }
            self.inspector.selectElement(self.shown[row.index].id)
            guard let point = self.list.translate(x: x, y: y, to: self.root) else { return }
            popup.popup(x: point.x, y: point.y)
        }
        list.add(click)
    }

    // MARK: Style

    private static var styled = false

    /// The drop indicators and the compact tree rows, once per process.
    private static func applyStyle() {
        guard !styled else { return }
        styled = true
        StyleSheet.apply("""
        .outline-list row { min-height: 30px; padding-top: 0; padding-bottom: 0; }
        .outline-list row.drop-before { border-radius: 0; box-shadow: inset 0 2px 0 0 @accent_bg_color; }
        .outline-list row.drop-after { border-radius: 0; box-shadow: inset 0 -2px 0 0 @accent_bg_color; }
        .outline-list row.drop-into { background-color: alpha(@accent_bg_color, 0.18); box-shadow: inset 0 0 0 2px @accent_bg_color; }
        .outline-row.hidden-element > image, .outline-row.hidden-element > label { opacity: 0.55; }
        .outline-expander { min-width: 20px; min-height: 20px; padding: 0; margin: 0; border-radius: 4px; }
        .outline-count { padding: 0 7px; font-size: 0.8em; }
        .outline-list:drop(active) { box-shadow: none; }
        .outline-drag-icon { padding: 6px 12px; border-radius: 8px; background-color: @popover_bg_color; color: @popover_fg_color; box-shadow: 0 1px 4px alpha(black, 0.3); margin: 6px; }
        .outline-add-list row { min-height: 30px; padding-top: 0; padding-bottom: 0; }
        """)
    }

    /// Gives the keyboard focus to the selected row, or the first; false when there are no rows.
    @discardableResult
    func focusList() -> Bool {
        guard let row = list.row(at: list.selectedIndex ?? 0) else { return false }
        row.grabFocus()
        return row.containsFocus
    }
}
