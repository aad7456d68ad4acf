import Foundation
import InsetCore
import InsetGtk

/// One window on one layout: header bar, environment bar, canvas and findings panel, wired to an `Inspector`.
@MainActor
final class InspectorWindow {
    let window: ApplicationWindow
    let inspector: Inspector
    private let title = WindowTitle(title: AppInfo.name)
    private let toasts = ToastOverlay()
    private let banner = ProblemBanner()
    private let environmentBar: EnvironmentBar
    private let canvas: CanvasView
    private let panel: FindingsPanel
    private let exportBar: ExportBar
    private let deviceGrid: DeviceGrid
    private let viewSwitch = ViewSwitch()
    private let scenePicker: ScenePicker
    /// The canvas or the grid of every device, whichever shows while a layout is open.
    private(set) var view: WindowView = .canvas
    private let outline: OutlinePanel
    private let elementPanel: ElementPanel
    /// Outline above, the selected element's keys below.
    private let sidebar = Paned(.vertical)
    private let outerPaned = Paned(.horizontal)
    private let canvasStack = Stack()
    private let paned = Paned(.horizontal)
    private let panelToggle = ToggleButton(iconName: "sidebar-show-right-symbolic")
    private let recentList = ListBox()
    private var recentPaths: [String] = []
    private var actions: [Action] = []
    private let documents: DocumentController

    init(application: Application, inspector: Inspector) {
        self.inspector = inspector
        window = ApplicationWindow(application: application)
        window.title = AppInfo.name
        window.setDefaultSize(width: 1280, height: 800)
        window.setSizeRequest(width: 800, height: 600)
        environmentBar = EnvironmentBar(inspector: inspector)
        canvas = CanvasView(inspector: inspector)
        panel = FindingsPanel(inspector: inspector)
        exportBar = ExportBar(inspector: inspector, window: window, toasts: toasts)
        let gridModel = DeviceGridModel(inspector: inspector) { milliseconds, work in MainLoop.after(milliseconds: milliseconds, work) }
        deviceGrid = DeviceGrid(inspector: inspector, model: gridModel)
        outline = OutlinePanel(inspector: inspector)
        elementPanel = ElementPanel(inspector: inspector)
        scenePicker = ScenePicker(inspector: inspector)
        documents = DocumentController(window: window, inspector: inspector, toasts: toasts)
        // Every stored property is set: the closures below may capture self.
        panel.report = { [unowned self] message in self.toasts.show(message) }
        deviceGrid.onChosen = { [unowned self] in self.show(.canvas) }
        viewSwitch.onChange = { [unowned self] view in self.show(view) }
        canvas.editing?.report = { [unowned self] message in self.toasts.show(message, seconds: 6) }
        outline.report = { [unowned self] message in self.toasts.show(message, seconds: 6) }
        // For end-to-end tests on busy machines: toasts that stay until the next one.
        toasts.fixedSeconds = ProcessInfo.processInfo.environment["INSET_TOAST_SECONDS"].flatMap { UInt32($0) }
        if let mapPath = ProcessInfo.processInfo.environment["INSET_CANVAS_MAP"] {
            // For end-to-end tests: where every element is on screen after each frame, so a test
            // can drag one with the pointer.
            canvas.onDrawn = { [weak self] in
                guard let self else { return }
                try? self.canvas.screenshotMap(in: self.window, pictureOrigin: (0, 0))?.write(to: mapPath)
            }
        }

        let content = Box(.vertical)
        content.append(headerBar())
        content.append(exportBar.root)
        content.append(banner.root)
        content.append(environmentBar.root)
        canvasStack.add(emptyState(), name: "empty")
        canvasStack.add(canvas.root, name: "canvas")
        canvasStack.add(deviceGrid.root, name: "grid")
        canvasStack.hexpand = true
        paned.setStart(canvasStack, resize: true, shrink: false)
        paned.setEnd(panel.root, resize: false, shrink: false)
        paned.vexpand = true
        sidebar.setStart(outline.root, resize: true, shrink: false)
        sidebar.setEnd(elementPanel.root, resize: true, shrink: false)
        sidebar.setSizeRequest(width: 260)
        outerPaned.setStart(sidebar, resize: false, shrink: false)
        outerPaned.setEnd(paned, resize: true, shrink: false)
        outerPaned.vexpand = true
        // Panes take the focus (F8 resizes them): a screen reader says which one.
        outerPaned.setAccessibleLabel(tr("Sidebar and canvas"))
        sidebar.setAccessibleLabel(tr("Layers and element inspector"))
        paned.setAccessibleLabel(tr("Canvas and findings"))
        content.append(outerPaned)
        toasts.child = content
        window.setContent(toasts)

        addActions()
        followStyle()
        inspector.observe { [unowned self] change in self.update(change) }
        update([.document, .environment, .layout, .selection, .problems, .allEnvironments, .overlays])
        window.onMap { [unowned self] in
            MainLoop.post { [weak self] in
                guard let self else { return }
                // Wide enough for a constraint such as "leading == margins.leading" to show whole.
                let width = Double(self.window.allocatedWidth)
                self.outerPaned.position = Int32(min(340, max(300, width / 4)))
                self.sidebar.position = Int32(Double(self.window.allocatedHeight) * 0.35)
                self.placeFindingsPanel()
            }
        }
    }

    /// The findings panel takes a third of the window, between 300 and 380 pixels, whether the
    /// sidebar shows or not: the canvas or the grid gets the rest.
    private func placeFindingsPanel() {
        let width = Double(window.allocatedWidth)
        guard width > 1 else { return }
        let sidebarWidth = sidebar.isVisible ? Double(outerPaned.position) : 0
        paned.position = Int32(width - sidebarWidth - min(380, max(300, width / 3)))
    }

    func present() {
        window.present()
        documents.startAutosaving()
    }

    /// Opens a layout file in this window; on failure the banner says why and the old layout stays.
    func open(_ path: String) { documents.open(path) }

    /// Shows the canvas or the grid of every device; the grid is kept up to date only while it shows.
    /// Whether the grid shows every language on the device rather than every device.
    var showsLanguages: Bool {
        get { deviceGrid.model.byLanguage }
        set { deviceGrid.showLanguages(newValue) }
    }

    func show(_ view: WindowView) {
        self.view = view
        viewSwitch.show(view)
        deviceGrid.setShown(view == .grid)
        if inspector.document != nil { canvasStack.visibleName = view.rawValue }
        // Layers and the element inspector edit on the canvas; the grid gets their room.
        if sidebar.isVisible != (view == .canvas) {
            sidebar.isVisible = view == .canvas
            placeFindingsPanel()
        }
    }

    /// Still drawing what a screenshot should show: the grid's cards are on their way.
    var isSettling: Bool { view == .grid && deviceGrid.model.isUpdating }

    /// Saves the window as it is on screen, and optionally where the canvas put things in it.
    func saveScreenshot(to path: String, map mapPath: String?) -> Bool {
        guard let origin = window.savePNG(to: path) else { return false }
        guard let mapPath else { return true }
        do {
            guard let map = canvas.screenshotMap(in: window, pictureOrigin: origin) else { return false }
            try map.write(to: mapPath)
            return true
        } catch {
            return false
        }
    }

    // MARK: Showing the model

    private func update(_ change: Inspector.Change) {
        if change.contains(.document) || change.contains(.problems) {
            // "• Photo viewer" while there are unsaved changes.
            let mark = inspector.isDirty ? "• " : ""
            title.title = inspector.document.map { mark + $0.name } ?? AppInfo.name
            title.subtitle = inspector.path.map(InspectorWindow.abbreviate) ?? ""
            title.setAccessibleDescription(inspector.isDirty ? tr("Edited") : "")
            window.title = inspector.document.map { "\(mark)\($0.name) — \(AppInfo.name)" } ?? AppInfo.name
            canvasStack.visibleName = inspector.document == nil ? "empty" : view.rawValue
            viewSwitch.root.isSensitive = inspector.document != nil
            let kept = inspector.document != nil && inspector.problemPath == inspector.path
            banner.show(inspector.problems, file: inspector.problemPath, keptLayout: kept)
            actions.first { $0.name == "reload" }?.isEnabled = inspector.path != nil
            actions.first { $0.name == "undo" }?.isEnabled = inspector.canUndo
            actions.first { $0.name == "redo" }?.isEnabled = inspector.canRedo
            actions.first { $0.name == "save" }?.isEnabled = inspector.document != nil
            actions.first { $0.name == "save-as" }?.isEnabled = inspector.document != nil
            actions.first { $0.name == "export-report" }?.isEnabled = inspector.document != nil
            actions.first { $0.name == "export-image" }?.isEnabled = inspector.document != nil
        }
        if change.contains(.document), inspector.hasRecoveredVersion {
            // After the window is up, so the question has a parent on screen.
            MainLoop.post { [weak self] in self?.documents.offerRecovery() }
        }
        if !change.isDisjoint(with: [.document, .environment]) {
            environmentBar.refresh()
            scenePicker.refresh()
        }
        if !change.isDisjoint(with: [.layout, .liveLayout, .selection, .overlays]) {
            canvas.refresh(live: change.isDisjoint(with: [.layout, .selection, .overlays]))
        }
        if !change.isDisjoint(with: [.layout, .selection, .allEnvironments, .document]) { panel.refresh() }
        if !change.isDisjoint(with: [.document, .selection, .layout]) { outline.refresh() }
        if !change.isDisjoint(with: [.document, .selection, .environment]) { elementPanel.refresh() }
        if change.contains(.reveal), let id = inspector.selectedElementID {
            // After the redraw, so the canvas knows where the element now is.
            MainLoop.post { [weak self] in self?.canvas.reveal(id) }
        }
    }

    /// F6 and Shift+F6: the next (or previous) pane in reading order that shows and can take the
    /// focus: the environment bar, Layers, the element inspector, the canvas (or grid), the findings.
    private func focusPane(after forward: Bool) {
        let panes: [(root: Widget, focus: () -> Bool)] = [
            (environmentBar.root, { [unowned self] in self.environmentBar.devicePicker.button.focusInto() }),
            (outline.root, { [unowned self] in self.outline.focusList() }),
            (elementPanel.root, { [unowned self] in self.elementPanel.focus() }),
            (canvasStack, { [unowned self] in self.view == .grid ? self.deviceGrid.root.focusInto() : self.canvas.focus() }),
            (panel.root, { [unowned self] in self.panel.focus() }),
        ]
        let current = panes.firstIndex { $0.root.containsFocus } ?? (forward ? panes.count - 1 : 0)
        for step in 1...panes.count {
            let pane = panes[(current + (forward ? step : panes.count - step)) % panes.count]
            if pane.root.isMapped && pane.focus() { return }
        }
    }

    /// `~/designs/checkout.inset.json` for a path in the home folder.
    static func abbreviate(_ path: String) -> String {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }

    private func followStyle() {
        let style = StyleManager.shared
        let apply: (Bool) -> Void = { [unowned self] dark in
            self.inspector.setOverlays { $0.appearance = dark ? .dark : .light }
        }
        apply(style.isDark)
        style.onDarkChanged { dark in apply(dark) }
    }

    // MARK: Header bar

    private func headerBar() -> Widget {
        let header = HeaderBar()
        header.setTitleWidget(title)

        let open = SplitButton(label: tr("_Open"))
        open.setAction("win.open")
        open.describe(tr("Open a layout (Ctrl+O)"))
        open.setMenuTooltip(tr("Recent layouts"))
        let recent = Box(.vertical, spacing: 6)
        recent.setMargins(6)
        let heading = Label(tr("Recent Layouts"))
        heading.addCSSClass("heading")
        heading.xalign = 0
        heading.setMargins(top: 2, start: 6, bottom: 2, end: 6)
        recent.append(heading)
        recentList.selectionMode = .none
        recentList.addCSSClass("navigation-sidebar")
        recentList.setAccessibleLabel(tr("Recent layouts"))
        recent.append(recentList)
        let popover = Popover(child: recent)
        popover.onShow { [unowned self] in self.fillRecent() }
        recentList.onRowActivated { [unowned self, unowned popover] index in
            guard index < self.recentPaths.count else { return }
            popover.popdown()
            self.open(self.recentPaths[index])
        }
        open.popover = popover
        header.packStart(open)
        header.packStart(viewSwitch.root)
        header.packStart(scenePicker.root)

        let menu = Menu()
        let file = Menu()
        file.append("_Save", action: "win.save")
        file.append("Save _As…", action: "win.save-as")
        file.append("_Reload", action: "win.reload")
        file.append(tr("_Export Report…"), action: "win.export-report")
        file.append("Export _Image…", action: "win.export-image")
        menu.appendSection(file)
        let edit = Menu()
        edit.append("_Undo", action: "win.undo")
        edit.append("_Redo", action: "win.redo")
        menu.appendSection(edit)
        let help = Menu()
        help.append(tr("_Keyboard Shortcuts"), action: "win.show-shortcuts")
        help.append(tr("_About Inset"), action: "win.about")
        menu.appendSection(help)
        let menuButton = MenuButton()
        menuButton.iconName = "open-menu-symbolic"
        menuButton.setMenu(menu)
        menuButton.isPrimary = true
        menuButton.describe(tr("Main Menu"))
        header.packEnd(menuButton)

        panelToggle.isActive = true
        panelToggle.describe(tr("Findings Panel (F9)"))
        panelToggle.setAction("win.toggle-panel")
        header.packEnd(panelToggle)
        return header
    }

    private func fillRecent() {
        recentList.removeAll()
        recentPaths = RecentFiles.paths(withSuffixes: AppInfo.openPatterns.map { String($0.dropFirst()) }, limit: 8)
            .filter { FileManager.default.fileExists(atPath: $0) }
        for path in recentPaths {
            let row = Box(.vertical, spacing: 2)
            row.setMargins(top: 4, start: 6, bottom: 4, end: 6)
            let name = Label((path as NSString).lastPathComponent)
            name.xalign = 0
            let folder = Label(InspectorWindow.abbreviate((path as NSString).deletingLastPathComponent))
            folder.xalign = 0
            folder.addCSSClass("dim-label")
            folder.addCSSClass("caption")
            folder.ellipsizeMiddle()
            folder.setMaxWidthChars(36)
            row.append(name)
            row.append(folder)
            recentList.append(row, accessibleLabel: (path as NSString).lastPathComponent)
        }
        if recentPaths.isEmpty {
            let none = Label(tr("No recent layouts"))
            none.addCSSClass("dim-label")
            none.setMargins(12)
            recentList.append(none, activatable: false)
        }
    }

    private func emptyState() -> Widget {
        let page = StatusPage(iconName: "document-open-symbolic", title: tr("Open a Layout"),
                              description: tr("Drop an .inset.json file here, or choose one to see it on any Apple device."))
        let button = Button(label: tr("_Open…"))
        button.addCSSClass("pill")
        button.addCSSClass("suggested-action")
        button.setAlign(horizontal: .center)
        button.setAction("win.open")
        page.setChild(button)
        page.hexpand = true
        page.vexpand = true
        return page
    }

    // MARK: Actions

    private func addActions() {
        let list: [(String, @MainActor () -> Void)] = [
            ("open", { [unowned self] in self.documents.chooseFile() }),
            ("reload", { [unowned self] in self.documents.reloadAsked() }),
            ("save", { [unowned self] in self.documents.save() }),
            ("save-as", { [unowned self] in self.documents.saveAs() }),
            ("export-report", { [unowned self] in self.exportBar.exportReport() }),
            ("export-image", { [unowned self] in self.exportBar.exportImage() }),
            ("undo", { [unowned self] in
                guard !self.window.activateInFocusedText("text.undo") else { return }
                self.inspector.undo().map { self.toasts.show(tr("Undid {edit}", ["edit": $0]), seconds: 2) }
            }),
            ("redo", { [unowned self] in
                guard !self.window.activateInFocusedText("text.redo") else { return }
                self.inspector.redo().map { self.toasts.show(tr("Redid {edit}", ["edit": $0]), seconds: 2) }
            }),
            ("rotate", { [unowned self] in self.inspector.rotate() }),
            ("keyboard", { [unowned self] in self.inspector.setKeyboard(!self.inspector.choice.keyboard) }),
            ("choose-device", { [unowned self] in self.environmentBar.devicePicker.popup() }),
            ("zoom-in", { [unowned self] in self.canvas.zoomIn() }),
            ("zoom-out", { [unowned self] in self.canvas.zoomOut() }),
            ("zoom-fit", { [unowned self] in self.canvas.zoomToFit() }),
            ("toggle-view", { [unowned self] in self.show(self.view == .grid ? .canvas : .grid) }),
            ("toggle-panel", { [unowned self] in
                self.panel.root.isVisible.toggle()
                self.panelToggle.isActive = self.panel.root.isVisible
            }),
            ("next-pane", { [unowned self] in self.focusPane(after: true) }),
            ("previous-pane", { [unowned self] in self.focusPane(after: false) }),
            ("focus-layers", { [unowned self] in self.show(.canvas); self.outline.focusList() }),
            ("focus-element", { [unowned self] in
                self.show(.canvas)
                if !self.elementPanel.focus() { self.toasts.show(tr("Select an element to edit it"), seconds: 3) }
            }),
            ("focus-canvas", { [unowned self] in
                if self.view == .grid { self.deviceGrid.root.focusInto() } else { self.canvas.focus() }
            }),
            ("focus-findings", { [unowned self] in
                if !self.panel.root.isVisible { self.panel.root.isVisible = true; self.panelToggle.isActive = true }
                self.panel.focus()
            }),
            ("show-shortcuts", { [unowned self] in ShortcutsWindow.present(groups: Shortcuts.groups, over: self.window) }),
            ("about", { [unowned self] in AboutWindow.present(AppInfo.about, over: self.window) }),
        ]
        for (name, run) in list {
            let action = Action(name, run)
            window.add(action)
            actions.append(action)
        }
    }
}
