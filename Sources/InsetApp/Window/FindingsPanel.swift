import InsetCore
import InsetGtk

/// The rule panel: findings for the environment (or every environment) grouped by severity,
/// counts in the header, each with its rule, element, message and guideline. Clicking one reveals it.
@MainActor
final class FindingsPanel {
    let root = Box(.vertical)
    private let summary = Label("")
    private let counts = Box(.horizontal, spacing: 4)
    private let allEnvironments = Switch()
    private let status = Label("")
    private let filterBar = Box(.horizontal, spacing: 6)
    private let filterLabel = Label("")
    private let sections = Box(.vertical, spacing: 6)
    private let empty = StatusPage(iconName: "emblem-ok-symbolic", title: tr("No Findings"),
                                   description: tr("This layout follows every guideline Inset checks here."))
    private let stack = Stack()
    private unowned let inspector: Inspector
    private var updating = false
    /// Each severity's list with the rows it shows, top to bottom, to find the focused finding again.
    private var lists: [(list: ListBox, rows: [FindingsPanelContent.Row])] = []
    /// Says why something asked for didn't happen (a fix that no longer applies).
    var report: ((String) -> Void)?

    init(inspector: Inspector) {
        self.inspector = inspector
        root.addCSSClass("findings-panel")
        root.setSizeRequest(width: 300)
        root.name = "findings-panel"

        let header = Box(.vertical, spacing: 6)
        header.setMargins(top: 12, start: 12, bottom: 8, end: 12)
        let titleRow = Box(.horizontal, spacing: 8)
        let title = Label(tr("Findings"))
        title.addCSSClass("title-4")
        title.xalign = 0
        title.hexpand = true
        titleRow.append(title)
        titleRow.append(counts)
        header.append(titleRow)
        summary.addCSSClass("dim-label")
        summary.addCSSClass("caption")
        summary.xalign = 0
        summary.name = "findings-summary"
        header.append(summary)

        let allRow = Box(.horizontal, spacing: 8)
        let allLabel = Label(tr("All environments"))
        allLabel.xalign = 0
        allLabel.hexpand = true
        allRow.append(allLabel)
        allEnvironments.setAlign(vertical: .center)
        allEnvironments.describe(tr("List findings in every device, orientation and split"))
        allEnvironments.name = "all-environments"
        allRow.append(allEnvironments)
        header.append(allRow)
        status.addCSSClass("dim-label")
        status.addCSSClass("caption")
        status.xalign = 0
        status.wraps = true
        header.append(status)

        filterBar.addCSSClass("filter-bar")
        let funnel = Image(iconName: "edit-find-symbolic")
        filterBar.append(funnel)
        filterLabel.xalign = 0
        filterLabel.hexpand = true
        filterLabel.ellipsizeMiddle()
        filterLabel.name = "selection-filter"
        filterBar.append(filterLabel)
        let clear = Button(iconName: "window-close-symbolic")
        clear.addCSSClass("flat")
        clear.addCSSClass("circular")
        clear.describe(tr("Show findings for every element"))
        clear.onClicked { [unowned self] in self.inspector.selectElement(nil) }
        filterBar.append(clear)
        header.append(filterBar)
        root.append(header)
        root.append(Separator(.horizontal))

        sections.setMargins(top: 6, start: 12, bottom: 12, end: 12)
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.vexpand = true
        scroller.child = sections
        empty.addCSSClass("compact")
        stack.add(scroller, name: "findings")
        stack.add(empty, name: "empty")
        stack.vexpand = true
        root.append(stack)

        allEnvironments.onToggled { [unowned self] on in
            if !self.updating { self.inspector.setShowsAllEnvironments(on) }
        }
    }

    func refresh() {
        updating = true
        defer { updating = false }
        let panel = inspector.panel
        allEnvironments.isActive = inspector.showsAllEnvironments
        allEnvironments.isSensitive = inspector.document != nil
        summary.text = inspector.document == nil ? tr("No layout open") : panel.summary
        root.setAccessibleDescription(summary.text)
        counts.removeAll()
        for severity in Severity.allCases.sorted(by: >) where panel.count(severity) > 0 {
            let pill = Label("\(panel.count(severity))")
            pill.addCSSClass("count-pill")
            pill.addCSSClass(severity.rawValue)
            pill.describe(severity.count(panel.count(severity)))
            counts.append(pill)
        }
        switch inspector.allEnvironments {
        case .checking: status.text = tr("Checking every device, orientation and split…")
        case .done: status.text = tr("Across every device, orientation and split of the platform.")
        case .off: status.text = inspector.environment.map { tr("In {environment}.", ["environment": $0.label]) } ?? ""
        }
        if let note = inspector.scopeNote { status.text += "\n" + note }
        filterBar.isVisible = panel.filter != nil
        filterLabel.text = panel.filter.map { tr("Findings for “{element}”", ["element": $0]) } ?? ""

        // Rebuilding drops the focused row: the focus goes back to the same finding, or to the
        // one that took its place (after a fix), so a keyboard stays where it was.
        let focused = focusedRow()
        sections.removeAll()
        lists = []
        for section in panel.sections { sections.append(sectionView(section)) }
        if let focused { refocus(focused) }
        if inspector.document == nil {
            empty.setIconName("edit-find-symbolic")
            empty.title = tr("No Layout")
            empty.pageDescription = tr("Open a layout file to see what it breaks.")
        } else {
            empty.setIconName("emblem-ok-symbolic")
            empty.title = tr("No Findings")
            empty.pageDescription = panel.filter.map { tr("Nothing is wrong with “{element}” here.", ["element": $0]) }
                ?? tr("This layout follows every guideline Inset checks here.")
        }
        stack.visibleName = panel.isEmpty ? "empty" : "findings"
    }

    /// Gives the keyboard focus to the first finding, or to the "All environments" switch when there is none.
    @discardableResult
    func focus() -> Bool {
        if let first = lists.first?.list.row(at: 0) {
            first.grabFocus()
            if first.containsFocus { return true }
        }
        allEnvironments.grabFocus()
        return allEnvironments.containsFocus
    }

    /// The focused finding and its place in the whole list, when the focus is on one.
    private func focusedRow() -> (row: FindingsPanelContent.Row, position: Int)? {
        var position = 0
        for (list, rows) in lists {
            if let index = list.focusedIndex, index < rows.count { return (rows[index], position + index) }
            position += rows.count
        }
        return nil
    }

    private func refocus(_ focused: (row: FindingsPanelContent.Row, position: Int)) {
        let all = lists.flatMap { entry in entry.rows.indices.map { (entry.list, $0, entry.rows[$0]) } }
        guard !all.isEmpty else { focus(); return }
        let target = all.first { $0.2 == focused.row } ?? all[min(focused.position, all.count - 1)]
        target.0.row(at: target.1)?.grabFocus()
    }

    private func sectionView(_ section: FindingsPanelContent.Section) -> Widget {
        let box = Box(.vertical, spacing: 6)
        let names: [Severity: String] = [.error: tr("Errors"), .warning: tr("Warnings"), .info: tr("Information")]
        let heading = Label("\(names[section.severity] ?? "") (\(section.rows.count))")
        heading.addCSSClass("heading")
        heading.xalign = 0
        heading.setMargins(top: 8, start: 2, bottom: 0, end: 0)
        box.append(heading)
        let list = ListBox()
        list.selectionMode = .none
        list.addCSSClass("boxed-list")
        list.setAccessibleLabel(names[section.severity] ?? "")
        for row in section.rows {
            list.append(rowView(row), accessibleLabel: "\(row.rule): \(row.message)")
        }
        let rows = section.rows
        lists.append((list, rows))
        list.onRowActivated { [unowned self] index in
            guard index < rows.count else { return }
            self.inspector.reveal(rows[index])
        }
        box.append(list)
        return box
    }

    private func rowView(_ row: FindingsPanelContent.Row) -> Widget {
        let box = Box(.vertical, spacing: 4)
        box.setMargins(top: 10, start: 12, bottom: 8, end: 12)
        let top = Box(.horizontal, spacing: 8)
        let icons: [Severity: String] = [.error: "dialog-error-symbolic", .warning: "dialog-warning-symbolic",
                                         .info: "dialog-information-symbolic"]
        let icon = Image(iconName: icons[row.severity] ?? "dialog-information-symbolic")
        icon.addCSSClass("severity-\(row.severity.rawValue)")
        icon.setAlign(vertical: .start)
        icon.setAccessibleLabel(row.severity.word)
        top.append(icon)
        let message = Label(row.message)
        message.wraps = true
        message.xalign = 0
        message.hexpand = true
        top.append(message)
        if let fix = row.fix {
            let button = Button(label: tr("Fix"))
            button.addCSSClass("flat")
            button.setAlign(vertical: .start)
            button.tooltip = tr("Apply fix: {summary}", ["summary": fix.summary])
            button.setAccessibleLabel(tr("Apply fix: {summary}", ["summary": fix.summary]))
            button.onClicked { [unowned self] in
                do {
                    try self.inspector.applyFix(fix)
                } catch {
                    self.report?(tr("Couldn’t apply the fix: {error}", ["error": error]))
                }
            }
            top.append(button)
        }
        box.append(top)

        var facts = [row.rule]
        if !row.elements.isEmpty { facts.append(row.elements.joined(separator: ", ")) }
        let caption = Label(facts.joined(separator: " · "))
        caption.addCSSClass("dim-label")
        caption.addCSSClass("caption")
        caption.addCSSClass("monospace")
        caption.xalign = 0
        caption.wraps = true
        caption.setMargins(top: 0, start: 24, bottom: 0, end: 0)
        box.append(caption)
        if let place = row.place {
            let placeLabel = Label(place.prefix(1).uppercased() + place.dropFirst())
            placeLabel.addCSSClass("caption")
            placeLabel.xalign = 0
            placeLabel.wraps = true
            placeLabel.setMargins(top: 0, start: 24, bottom: 0, end: 0)
            box.append(placeLabel)
        }
        let guideline = Label(row.guideline)
        guideline.wraps = true
        guideline.xalign = 0
        guideline.selectable = true
        guideline.addCSSClass("caption")
        guideline.setMargins(top: 4, start: 0, bottom: 4, end: 0)
        let expander = Expander(label: tr("Guideline"), child: guideline)
        expander.setMargins(top: 0, start: 22, bottom: 0, end: 0)
        expander.setAccessibleLabel(tr("Guideline for {rule}", ["rule": row.rule]))
        box.append(expander)
        return box
    }
}
