import InsetCore
import InsetGtk

/// The selected element's keys, editable: id, role, text, font size, frame or constraints,
/// variants, ignored rules. Each field is checked as it is typed (the error shows under its
/// group) and reaches the document, as one undo step, on Enter or its apply button.
@MainActor
final class ElementPanel {
    let root = Box(.vertical)
    private unowned let inspector: Inspector
    private let stack = Stack()
    private let content = Box(.vertical, spacing: 18)
    /// What the form shows now; it is rebuilt only when the element itself changes, so an edit
    /// in progress in another field survives a re-solve.
    private var shown: Element?
    /// Which variants apply depends on it.
    private var shownEnvironment: Environment?
    /// Groups and their error labels, for messages in place.
    private var errors: [String: Label] = [:]
    /// Rows built for the shown element; kept alive with it.
    private var widgets: [Widget] = []
    /// The entry rows by title ("ID", "Constraint 2", "Add Constraint"), to put the focus back after a rebuild.
    private var entries: [(title: String, row: Widget)] = []

    init(inspector: Inspector) {
        self.inspector = inspector
        root.vexpand = true
        let empty = StatusPage(iconName: "edit-select-all-symbolic", title: tr("No Selection"),
                               description: tr("Select an element on the canvas or in the outline to edit it."))
        empty.addCSSClass("compact")
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        content.setMargins(top: 12, start: 12, bottom: 18, end: 12)
        scroller.child = content
        scroller.vexpand = true
        stack.add(empty, name: "empty")
        stack.add(scroller, name: "element")
        stack.vexpand = true
        root.append(stack)
        root.setAccessibleLabel(tr("Element inspector"))
    }

    /// Shows the selected element as the document now has it.
    func refresh() {
        guard let id = inspector.selectedElementID, let element = inspector.document?.element(id: id) else {
            shown = nil
            stack.visibleName = "empty"
            return
        }
        stack.visibleName = "element"
        let environment = inspector.environment
        guard element != shown || environment != shownEnvironment else { return }
        shown = element
        shownEnvironment = environment
        rebuild(element)
    }

    // MARK: Building the form

    /// Gives the keyboard focus to the first field; false when no element is selected.
    @discardableResult
    func focus() -> Bool {
        guard shown != nil, let first = entries.first?.row else { return false }
        return first.focusInto()
    }

    /// Rebuilds the form; a field that had the focus (an edit just applied with Enter) gets it
    /// back, or "Add Constraint" when it is gone, so typing on with the keyboard works.
    private func rebuild(_ element: Element) {
        let hadFocus = root.containsFocus
        let focused = entries.first { $0.row.containsFocus }?.title
        build(element)
        guard hadFocus else { return }
        let target = entries.first { $0.title == focused } ?? entries.first { $0.title == tr("Add Constraint") } ?? entries.first
        target?.row.focusInto()
    }

    private func build(_ element: Element) {
        content.removeAll()
        errors = [:]
        widgets = []
        entries = []
        content.append(identityGroup(element))
        content.append(placementGroup(element))
        content.append(variantsGroup(element))
        content.append(ignoreGroup(element))
        let delete = Button(label: tr("_Delete Element"))
        delete.addCSSClass("destructive-action")
        delete.setAlign(horizontal: .center)
        delete.onClicked { [unowned self] in self.perform(.delete(element: element.id), group: "element") }
        keep(delete)
        content.append(delete)
    }

    /// Adds a group with an error label under it, hidden until there is something to say.
    private func group(_ name: String, title: String, description: String? = nil) -> (PreferencesGroup, Widget) {
        let group = PreferencesGroup(title: title, description: description)
        let box = Box(.vertical, spacing: 6)
        box.append(group)
        let error = Label()
        error.addCSSClass("error")
        error.addCSSClass("caption")
        error.wraps = true
        error.xalign = 0
        error.isVisible = false
        error.setAccessibleLabel("\(title) error")
        box.append(error)
        errors[name] = error
        keep(group, box, error)
        return (group, box)
    }

    /// Signal handlers reach their widgets through these wrappers, so they live as long as the form.
    private func keep(_ list: Widget...) { widgets.append(contentsOf: list) }

    private func show(_ message: String?, in name: String) {
        guard let label = errors[name] else { return }
        label.text = message ?? ""
        label.isVisible = message != nil
    }

    /// An entry row that checks as it is typed and applies `commit` with the checked value.
    private func entry<Value>(_ title: String, text: String, group name: String,
                              check: @escaping @MainActor (String) -> ElementFields.Checked<Value>,
                              commit: @escaping @MainActor (Value) -> EditCommand) -> EntryRow {
        let row = EntryRow(title: title, text: text)
        keep(row)
        entries.append((title, row))
        row.onChanged { [unowned self, unowned row] typed in
            let message = typed == text ? nil : check(typed).message
            if message == nil { row.removeCSSClass("error") } else { row.addCSSClass("error") }
            self.show(message.map { "\(title): \($0)" }, in: name)
        }
        row.onApply { [unowned self] typed in
            switch check(typed) {
            case .valid(let value): self.perform(commit(value), group: name)
            case .invalid(let message): self.show("\(title): \(message)", in: name)
            }
        }
        return row
    }

    private func perform(_ command: EditCommand, group name: String) {
        do {
            try inspector.perform(command)
            show(nil, in: name)
        } catch {
            show(error.description, in: name)
        }
    }

    // MARK: Groups

    private func identityGroup(_ element: Element) -> Widget {
        let id = element.id
        let (group, container) = group("element", title: tr("Element"))
        group.add(entry("ID", text: id, group: "element",
                        check: { [unowned self] in
                            guard let document = self.inspector.document else { return .invalid(tr("no document")) }
                            return ElementFields.id($0, for: element, in: document)
                        },
                        commit: { .set(element: id, .id($0)) }))

        let roles = Role.allCases.map(\.rawValue)
        let role = DropDown(items: roles)
        role.selected = roles.firstIndex(of: element.role.rawValue) ?? 0
        role.setAlign(vertical: .center)
        role.describeWithButton(tr("Role"))
        role.onSelected { [unowned self] index in
            guard index >= 0, index < roles.count, let new = Role(rawValue: roles[index]), new != element.role else { return }
            self.perform(.set(element: id, .role(new)), group: "element")
        }
        let roleRow = ActionRow(title: tr("Role"))
        keep(role, roleRow)
        roleRow.addSuffix(role)
        group.add(roleRow)

        if element.role.showsText || element.text != nil {
            group.add(entry(tr("Text"), text: element.text ?? "", group: "element",
                            check: { .valid($0) }, commit: { .set(element: id, .text($0.isEmpty ? nil : $0)) }))
            group.add(entry(tr("Font Size"), text: element.fontSize.map(ConstraintText.number) ?? "", group: "element",
                            check: ElementFields.fontSize, commit: { .set(element: id, .fontSize($0)) }))
        }
        if element.role == .button {
            group.add(entry(tr("Symbol"), text: element.symbol ?? "", group: "element",
                            check: { .valid($0) }, commit: { .set(element: id, .symbol($0.isEmpty ? nil : $0)) }))
        }
        let hidden = Switch()
        hidden.isActive = element.hidden ?? false
        hidden.setAlign(vertical: .center)
        hidden.onToggled { [unowned self] on in
            guard on != (element.hidden ?? false) else { return }
            self.perform(.set(element: id, .hidden(on ? true : nil)), group: "element")
        }
        let hiddenRow = ActionRow(title: tr("Hidden"), subtitle: tr("Out of the layout and every rule"))
        keep(hidden, hiddenRow)
        hiddenRow.addSuffix(hidden)
        hiddenRow.setActivatableWidget(hidden)
        group.add(hiddenRow)
        return container
    }

    private func placementGroup(_ element: Element) -> Widget {
        let id = element.id
        if let frame = element.frame, element.constraints == nil {
            let (group, container) = group("placement", title: tr("Frame"), description: tr("x, y, width, height in points, from the parent’s top left"))
            group.add(entry(tr("Frame"), text: ElementFields.text(of: frame), group: "placement",
                            check: ElementFields.frame, commit: { .set(element: id, .frame($0)) }))
            return container
        }
        let list = element.constraints ?? []
        var note = ElementFields.placementNote(of: element, in: inspector.document)
        if let index = placingVariant(of: element) {
            note = tr("Here, variant {number} places it instead; dragging on the canvas edits that variant", ["number": index + 1])
        }
        let (group, container) = group("placement", title: tr("Constraints"), description: note)
        let check: @MainActor (String) -> ElementFields.Checked<String> = { [unowned self] text in
            guard let document = self.inspector.document else { return .invalid(tr("no document")) }
            return ElementFields.constraint(text, in: document)
        }
        for (index, text) in list.enumerated() {
            let row = entry(tr("Constraint {number}", ["number": index + 1]), text: text, group: "placement", check: check) { new in
                var next = list
                next[index] = new
                return .set(element: id, .constraints(next))
            }
            let remove = Button(iconName: "list-remove-symbolic")
            remove.addCSSClass("flat")
            remove.setAlign(vertical: .center)
            remove.describe(tr("Remove Constraint {number}", ["number": index + 1]))
            remove.onClicked { [unowned self] in
                var next = list
                next.remove(at: index)
                self.perform(.set(element: id, .constraints(next)), group: "placement")
            }
            row.addSuffix(remove)
            keep(remove)
            group.add(row)
        }
        group.add(entry(tr("Add Constraint"), text: "", group: "placement", check: check) { new in
            .set(element: id, .constraints(list + [new]))
        })
        return container
    }

    private func variantsGroup(_ element: Element) -> Widget {
        let id = element.id
        let (group, container) = group("variants", title: tr("Variants"),
                          description: tr("Keys that replace the element’s own where “when” matches"))
        for (index, variant) in element.variants.enumerated() {
            let box = Box(.vertical, spacing: 6)
            box.setMargins(8)
            let editor = TextView()
            editor.text = VariantText.text(of: variant)
            editor.setAccessibleLabel(tr("Variant {number}", ["number": index + 1]))
            if let environment = inspector.environment, environment.matches(variant.when) {
                let here = Label(tr("Applies in this environment"))
                here.addCSSClass("accent")
                here.addCSSClass("caption")
                here.xalign = 0
                keep(here)
                box.append(here)
            }
            editor.addCSSClass("card")
            let buttons = Box(.horizontal, spacing: 6)
            let apply = Button(label: tr("Apply"))
            apply.isSensitive = false
            let remove = Button(label: tr("Remove"))
            remove.addCSSClass("flat")
            buttons.append(remove)
            buttons.append(apply)
            buttons.setAlign(horizontal: .end)
            let parse: @MainActor (String) -> Result<Variant, LayoutLoadError>? = { [unowned self] text in
                guard let document = self.inspector.document else { return nil }
                return VariantText.parse(text, index: index, of: element, in: document)
            }
            editor.onChanged { [unowned self, unowned apply] text in
                guard let result = parse(text) else { return }
                switch result {
                case .success(let new):
                    apply.isSensitive = VariantText.text(of: new) != VariantText.text(of: variant)
                    self.show(nil, in: "variants")
                case .failure(let error):
                    apply.isSensitive = false
                    self.show(error.problems.map(VariantText.message(for:)).joined(separator: "\n"), in: "variants")
                }
            }
            apply.onClicked { [unowned self, unowned editor] in
                guard case .success(let new)? = parse(editor.text) else { return }
                var next = element.variants
                next[index] = new
                self.perform(.set(element: id, .variants(next)), group: "variants")
            }
            remove.onClicked { [unowned self] in
                var next = element.variants
                next.remove(at: index)
                self.perform(.set(element: id, .variants(next)), group: "variants")
            }
            keep(box, editor, buttons, apply, remove)
            box.append(editor)
            box.append(buttons)
            group.add(box)
        }
        let add = Button(label: tr("Add Variant"))
        add.addCSSClass("flat")
        add.onClicked { [unowned self] in
            let when = self.inspector.layout.map(Self.condition(for:)) ?? Condition()
            var seed = Variant(when: when)
            seed.constraints = element.constraints
            self.perform(.set(element: id, .variants(element.variants + [seed])), group: "variants")
        }
        keep(add)
        group.add(add)
        return container
    }

    /// The last variant that matches the environment and gives constraints or a frame: what the
    /// engine places the element by here.
    private func placingVariant(of element: Element) -> Int? {
        guard let environment = inspector.environment else { return nil }
        return element.variants.indices.last { index in
            let variant = element.variants[index]
            return environment.matches(variant.when) && (variant.constraints != nil || variant.frame != nil)
        }
    }

    /// A new variant applies where the canvas is now: its size classes.
    private static func condition(for layout: SolvedLayout) -> Condition {
        var when = Condition()
        when.horizontalSizeClass = layout.environment.sizeClass.horizontal
        when.verticalSizeClass = layout.environment.sizeClass.vertical
        return when
    }

    private func ignoreGroup(_ element: Element) -> Widget {
        let id = element.id
        let (group, container) = group("ignore", title: tr("Ignored Rules"), description: tr("Rule ids this element is exempt from"))
        group.add(entry(tr("Rule IDs"), text: element.ignore.joined(separator: ", "), group: "ignore",
                        check: { [unowned self] in ElementFields.ignoredRules($0, known: self.inspector.registry.ids) },
                        commit: { .set(element: id, .ignore($0)) }))
        return container
    }
}
