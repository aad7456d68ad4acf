import Foundation
import InsetCore
import InsetRender

/// The inspector's state, apart from any widget: the open document, the environment picked, the
/// layout solved there, its findings and the selection. Widgets observe it and send it commands;
/// every command re-solves and notifies at once.
@MainActor
public final class Inspector {
    /// What a notification says changed, so each widget redraws only what it shows.
    public struct Change: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let document = Change(rawValue: 1 << 0)
        public static let environment = Change(rawValue: 1 << 1)
        public static let layout = Change(rawValue: 1 << 2)
        public static let selection = Change(rawValue: 1 << 3)
        public static let problems = Change(rawValue: 1 << 4)
        public static let allEnvironments = Change(rawValue: 1 << 5)
        public static let overlays = Change(rawValue: 1 << 6)
        /// The selected element should be scrolled into view.
        public static let reveal = Change(rawValue: 1 << 7)
        /// Frames moved during a gesture, unchecked: only the canvas has anything to show, and
        /// it is told at the pointer's rate.
        public static let liveLayout = Change(rawValue: 1 << 8)
    }

    /// The "all environments" list: not asked for, being checked, or its finding groups.
    public enum AllEnvironments {
        case off, checking, done([FindingGroup])
    }

    public let catalog: DeviceCatalog
    let measurer: TextMeasurer
    let registry: RuleRegistry
    let background: BackgroundWork
    /// Holds exports while a test reads their progress; no hold unless `INSET_EXPORT_HOLD` is set.
    var exportHold = ExportHold.fromEnvironment

    public private(set) var path: String?
    /// The open file with all its screens: a storyboard's scenes, a xib's views, or an inset/1
    /// file's one screen; `document` is the screen shown.
    public private(set) var file: LayoutFile?
    public private(set) var screenIndex = 0
    public var screens: [LayoutScreen] { file?.screens ?? [] }
    /// A storyboard or xib open for editing: its bytes and every scene's edits, written together.
    public private(set) var interfaceBuilder: InterfaceBuilderSession?
    /// The open document with its undo history and what its file held when loaded or saved; for
    /// a storyboard, the scene shown, whose edits the session holds with the other scenes'.
    public private(set) var editable: EditableDocument? {
        get { interfaceBuilder.map { $0.editable(scene: screenIndex) } ?? insetFile }
        set {
            if interfaceBuilder != nil, let newValue { interfaceBuilder?.keep(newValue, scene: screenIndex) } else { insetFile = newValue }
        }
    }
    /// An inset/1 file's document with its history.
    private var insetFile: EditableDocument?
    public var document: LayoutDocument? { editable?.document }
    /// Why the last load failed, one `file:line:column: …` message each; empty after a good load.
    public private(set) var problems: [String] = []
    /// The file the problems are in: the open one (its last good version stays) or one that failed to open.
    public private(set) var problemPath: String?
    public private(set) var choice: EnvironmentChoice
    public private(set) var environment: Environment?
    public private(set) var layout: SolvedLayout?
    public private(set) var findings: [Finding] = []
    public private(set) var selectedElementID: String?
    public private(set) var allEnvironments: AllEnvironments = .off
    public private(set) var overlays = OverlayOptions()
    /// The rule settings of the open file's folder; the device grid checks with them too.
    private(set) var configuration = RuleConfiguration()
    /// Bumped by every change that makes a running all-environments check stale.
    private var generation = 0
    /// What the last all-environments check was for; it runs again when this changes.
    private var allEnvironmentsQuery: EnvironmentQuery?
    private var observers: [(Change) -> Void] = []

    /// Where recovery copies of unsaved edits go; nil keeps none (tests).
    public let recovery: RecoveryStore?
    /// A copy of the open file's unsaved edits that a session left behind when it ended without
    /// saving (a crash, a kill): offered once on opening.
    public private(set) var recoveredVersion: LayoutDocument?
    /// The same for a storyboard or xib: the XML its unsaved edits would have written.
    public private(set) var recoveredXML: [UInt8]?
    public var hasRecoveredVersion: Bool { recoveredVersion != nil || recoveredXML != nil }
    /// Counts edits, so the autosave timer writes only when something changed.
    private var editCount = 0
    private var autosavedEditCount = 0

    public init(catalog: DeviceCatalog, measurer: TextMeasurer, registry: RuleRegistry = .standard,
                background: BackgroundWork = InPlace(), choice: EnvironmentChoice = EnvironmentChoice(),
                recovery: RecoveryStore? = nil) {
        self.catalog = catalog; self.measurer = measurer; self.registry = registry
        self.background = background; self.choice = choice; self.recovery = recovery
    }

    public func observe(_ observer: @escaping (Change) -> Void) { observers.append(observer) }

    private func notify(_ change: Change) { for observer in observers { observer(change) } }

    // MARK: The document

    public var documentName: String { document?.name ?? "Inset" }

    /// Opens a layout file. A file that can't be loaded leaves the current document as it was and
    /// lists its problems; returns whether it loaded.
    @discardableResult
    public func open(path: String) -> Bool {
        let loaded = load(path)
        if loaded {
            selectedElementID = nil
            recoveredVersion = interfaceBuilder == nil ? recovery?.recoveredVersion(for: path) : nil
            recoveredXML = interfaceBuilder != nil ? recovery?.recoveredInterfaceBuilder(for: path) : nil
            if hasRecoveredVersion { notify(.document) }
        }
        return loaded
    }

    /// Reads the open file again after it changed on disk, keeping the selection where it still exists.
    @discardableResult
    public func reload() -> Bool {
        guard let path else { return false }
        let loaded = load(path)
        if loaded, let id = selectedElementID, document?.element(id: id) == nil { selectedElementID = nil }
        // The file's version was chosen over any unsaved edits: their copy goes too.
        if loaded { recovery?.discard(for: path) }
        return loaded
    }

    private func load(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        do throws(LayoutLoadError) {
            let bytes = Array((FileManager.default.contents(atPath: url.path) ?? Data()).prefix(512))
            let editable: EditableDocument
            var authored: (device: String, orientation: Orientation?)?
            if InterfaceBuilderReader.isInterfaceBuilderFile(path: path, bytes: bytes) {
                let session = try InterfaceBuilderSession.open(url)
                let file = session.file
                let kept = self.path == path ? min(screenIndex, file.screens.count - 1) : 0
                self.file = file
                interfaceBuilder = session
                insetFile = nil
                screenIndex = kept
                editable = session.editable(scene: kept)
                if self.path != path, let device = file.screens[kept].authoredDevice {
                    authored = (device, file.screens[kept].authoredOrientation)
                }
            } else {
                editable = try EditableDocument.open(url)
                interfaceBuilder = nil
                file = LayoutFile(path: path, format: .inset, screens: [
                    LayoutScreen(id: LayoutFile.screenID(path), name: editable.document.name, document: editable.document)])
                screenIndex = 0
            }
            let document = editable.document
            self.editable = editable
            self.path = path
            if let authored, catalog.device(id: authored.device) != nil {
                choice.deviceID = authored.device
                if let o = authored.orientation { choice.orientation = o }
            }
            problems = []
            problemPath = nil
            configuration = RuleConfiguration()
            if let settings = RuleConfiguration.find(near: url) {
                do {
                    configuration = try RuleConfiguration.load(from: settings, knownRules: registry.ids)
                } catch {
                    problems = ["\(error)"]
                    problemPath = settings.path
                }
            }
            if !fits(choice.deviceID, document) {
                choice.deviceID = catalog.devices(for: document.platform).first?.id ?? catalog.devices.first?.id
            }
            resolve([.document, .problems, .selection])
            warmTextSizes()
            return true
        } catch {
            problems = error.problems.map(\.description)
            problemPath = path
            notify(.problems)
            return false
        }
    }

    /// Whether a device suits a document: one of its platform's devices, as `inset check` uses,
    /// or an iPad for an iPhone layout (iPhone apps run there too).
    private func fits(_ deviceID: String?, _ document: LayoutDocument) -> Bool {
        guard let device = deviceID.flatMap(catalog.device(id:)) else { return false }
        if document.platform == .iOS && device.family == .iPad { return true }
        return catalog.devices(for: document.platform).contains { $0.id == device.id }
    }

    // MARK: The environment

    public var device: Device? { choice.deviceID.flatMap(catalog.device(id:)) }

    /// Every device, grouped by family, for the device picker.
    public var deviceFamilies: [(family: DeviceFamily, devices: [Device])] { catalog.families }

    public var availableSplits: [Split] {
        guard let device, let environment else { return [.full] }
        return EnvironmentChoice.splits(on: device, orientation: environment.orientation)
    }

    public var canRotate: Bool {
        guard let device, document?.platform != .widget else { return false }
        return device.supportedOrientations.count > 1
    }

    public func selectDevice(id: String) {
        guard catalog.device(id: id) != nil, id != choice.deviceID else { return }
        choice.deviceID = id
        resolve(.environment)
    }

    /// Applies environment options given by name (the command line's `--device "12.9 iPad Pro"`).
    public func apply(_ options: LaunchOptions) {
        choice = options.choice
        if let name = options.device, let device = catalog.lookup(name) { choice.deviceID = device.id }
        resolve(.environment)
    }

    public func rotate() {
        guard canRotate, let environment else { return }
        choice.orientation = environment.orientation == .portrait ? .landscape : .portrait
        resolve(.environment)
    }

    /// Makes an environment found elsewhere (a finding's, a device grid card's) the current one.
    public func selectEnvironment(_ target: Environment) {
        guard target != environment else { return }
        choice = EnvironmentChoice(target)
        resolve(.environment)
    }

    public func setSplit(_ split: Split) { update { $0.split = split } }
    public func setTextSize(_ size: TextSize) { update { $0.textSize = size } }
    public func setLanguage(_ language: String?) { update { $0.language = language } }

    /// The languages the open document can be shown in: its own (nil), its translations, the
    /// pseudo-languages.
    public var availableLanguages: [String?] {
        guard let document else { return [nil] }
        return [nil] + document.localizations.keys.sorted().filter { $0 != document.ownLanguage } + Language.pseudo
    }
    public func setRightToLeft(_ on: Bool) { update { $0.layoutDirection = on ? .rtl : .ltr } }
    public func setKeyboard(_ on: Bool) { update { $0.keyboard = on } }

    private func update(_ change: (inout EnvironmentChoice) -> Void) {
        var next = choice
        change(&next)
        guard next != choice else { return }
        choice = next
        resolve(.environment)
    }

    // MARK: Screens

    /// Shows another screen of the file (a storyboard's scene), keeping the environment.
    public func selectScreen(_ index: Int) {
        guard let file, file.screens.indices.contains(index), index != screenIndex else { return }
        // Each scene keeps its edits and their history in the session while another is shown.
        screenIndex = index
        selectedElementID = nil
        overlays.selectedElementID = nil
        resolve([.document, .selection])
    }

    /// Shows the screen `name` names (its id, or its name, storyboard identifier or class in any
    /// case: `LayoutFile.screens(matching:)`), as `--scene` picks one
    /// on the command line; an error listing the file's scenes where none is called so.
    public func selectScreen(named name: String) throws(SceneSelectionError) {
        guard let file else { return }
        let match = try file.screens(matching: [name])[0]
        if let index = file.screens.firstIndex(where: { $0.id == match.id }) { selectScreen(index) }
    }

    /// Errors and warnings of each screen in the environment shown, for the scene picker.
    public func problemCounts() -> [Int] {
        guard let environment else { return screens.map { _ in 0 } }
        let checker = Checker(engine: LayoutEngine(measurer: measurer), registry: registry, configuration: configuration)
        return screens.map { screen in
            var env = environment
            env.statusBar = screen.document.showsStatusBar
            let layout = checker.engine.solve(screen.document, in: env)
            return Set(checker.check(layout, document: screen.document).filter { $0.severity != .info }
                .map { "\($0.rule) \($0.elements)" }).count
        }
    }

    // MARK: Editing

    /// Whether the document has changes not yet saved.
    public var isDirty: Bool { interfaceBuilder?.isDirty ?? editable?.isDirty ?? false }
    public var canUndo: Bool { editable?.history.canUndo ?? false }
    public var canRedo: Bool { editable?.history.canRedo ?? false }
    public var undoActionName: String? { editable?.history.undoActionName }
    public var redoActionName: String? { editable?.history.redoActionName }

    /// Applies a finding's fix as one undo step and checks again; a fix that no longer applies throws.
    public func applyFix(_ fix: Fix) throws(EditError) {
        try perform(.applyFix(fix))
    }

    /// Performs one edit as one undo step, then re-solves; returns whether anything changed.
    @discardableResult
    public func perform(_ command: EditCommand) throws(EditError) -> Bool {
        guard var editable else { return false }
        let before = editable.document
        let changed = try editable.history.perform(command)
        // A storyboard takes only what its XML can say: tried now, so any edit shown can be saved.
        if changed, let reason = interfaceBuilder?.refusal(editable.document, scene: screenIndex) {
            throw .notWritable(reason)
        }
        self.editable = editable
        if changed { edited(from: before) }
        return changed
    }

    /// Takes back the last edit; returns its name, nil when there was none.
    @discardableResult
    public func undo() -> String? {
        step(if: \.canUndo) { $0.undo() }
    }

    /// Does again the last edit undone; returns its name, nil when there was none.
    @discardableResult
    public func redo() -> String? {
        step(if: \.canRedo) { $0.redo() }
    }

    /// Moves through the history when `possible`, then re-solves as after any edit.
    private func step(if possible: KeyPath<DocumentHistory, Bool>,
                      _ move: (inout DocumentHistory) -> String?) -> String? {
        guard var editable, editable.history[keyPath: possible] else { return nil }
        let before = editable.document
        let name = move(&editable.history)
        self.editable = editable
        edited(from: before)
        return name
    }

    // MARK: Recovery

    /// Puts the recovered copy in place of the file's version, as one step to undo; the document
    /// is then dirty until saved.
    public func restoreRecovered() {
        if let xml = recoveredXML, interfaceBuilder != nil, let before = document {
            recoveredXML = nil
            interfaceBuilder?.restore(xml)
            edited(from: before)
            return
        }
        guard let recovered = recoveredVersion else { return }
        recoveredVersion = nil
        _ = try? perform(.restore(recovered))
    }

    /// Drops the recovered copy (and, with nothing unsaved, the copy on disk).
    public func discardRecovered() {
        recoveredVersion = nil
        recoveredXML = nil
        if let path { recovery?.discard(for: path) }
        // What is in memory now was chosen over the copy: the timer doesn't write it back.
        autosavedEditCount = editCount
    }

    /// Answers the offer later: the copy stays on disk and is offered at the next opening.
    public func postponeRecovered() { recoveredVersion = nil; recoveredXML = nil }

    /// Writes a recovery copy when something changed since the last one (removes it once the
    /// document is clean); the app calls this every few seconds.
    public func autosave() throws(RecoveryStore.Failure) {
        guard let recovery, let editable, editCount != autosavedEditCount else { return }
        if let session = interfaceBuilder, let path {
            // A storyboard's copy is its XML with every scene's edits in it.
            if session.isDirty, let bytes = try? session.unsavedBytes() {
                try recovery.write(interfaceBuilder: bytes, for: path)
            } else if !session.isDirty {
                recovery.discard(for: path)
            }
            autosavedEditCount = editCount
            return
        }
        try editable.autosave(into: recovery)
        autosavedEditCount = editCount
    }

    /// After an edit, undo or redo from `before`: the selection follows a renamed element (same
    /// place in the tree, new id) and clears when its element is gone.
    private func edited(from before: LayoutDocument) {
        editCount += 1
        if let id = selectedElementID, let document, document.element(id: id) == nil {
            let old = before.allElements.map(\.id), new = document.allElements.map(\.id)
            let renamed = old.count == new.count ? old.firstIndex(of: id).map { new[$0] } : nil
            selectedElementID = renamed
            overlays.selectedElementID = renamed
        }
        resolve([.document, .selection])
    }

    /// Saves (atomically) to the open file, or to `path` (Save As). On failure the document stays
    /// dirty; a file changed on disk since it was loaded throws `.conflict` unless `force`d.
    public func save(to path: String? = nil, force: Bool = false) throws(DocumentSaveError) {
        guard var editable else { throw .noFile }
        let url = path.map { URL(fileURLWithPath: $0) }
        if var session = interfaceBuilder {
            // Every scene's edits go into the XML at once; the scenes are read again from it.
            defer { interfaceBuilder = session }  // a save ends any gesture in progress, even when it fails
            try session.save(to: url, force: force, frames: IBFrameUpdate(catalog: catalog, measurer: measurer))
            file = session.file
        } else {
            do {
                try editable.save(to: url, force: force)
            } catch {
                self.editable = editable  // a save ends any gesture in progress, even when it fails
                throw error
            }
            self.editable = editable
        }
        if let old = self.path, path != nil, old != path { recovery?.discard(for: old) }
        if let path { self.path = path }
        if let saved = self.path { recovery?.discard(for: saved) }
        autosavedEditCount = editCount
        notify(.document)
    }

    /// What happened to the open file on disk since it was loaded or saved.
    public func checkDisk() -> ExternalChange {
        if let interfaceBuilder { return interfaceBuilder.checkDisk() }
        return editable?.checkDisk() ?? .unchanged
    }

    // MARK: Solving and checking

    /// The document's constraint system, moved from environment to environment as the designer
    /// switches device, orientation, split or text size, and on to each edited version.
    private var chain: LayoutChain?

    /// Whether opening a file measures its texts at every text size in the background
    /// (`TextSizeWarmup`): the app's, not tests', which run background work in place.
    public var warmsTextSizes = false

    /// The warmup under way, told to stop when another file opens.
    private var warmup: WarmupToken?

    private func warmTextSizes() {
        warmup?.cancel()
        guard warmsTextSizes, let document, let environment else { return }
        let engine = LayoutEngine(measurer: measurer)
        let token = WarmupToken()
        warmup = token
        background.run({ TextSizeWarmup.warm(document, like: environment, engine: engine, stop: token.isCancelled) },
                       then: { _ in })
    }

    /// Lays the document out in the chosen environment, checks it, and tells the observers.
    private func resolve(_ change: Change) {
        guard let document, let device else {
            environment = nil; layout = nil; findings = []
            notify(change.union([.environment, .layout]))
            return
        }
        let environment = choice.environment(for: document, on: device)
        let checker = Checker(engine: LayoutEngine(measurer: measurer), registry: registry, configuration: configuration)
        self.environment = environment
        if chain == nil { chain = LayoutChain(engine: checker.engine, document: document) }
        let shown = checker.solveAndCheck(document, in: environment, along: chain!)
        layout = shown.layout
        findings = shown.findings
        notify(change.union([.environment, .layout]))
        if showsAllEnvironments && (change.contains(.document) || allEnvironmentsQuery != query) {
            checkAllEnvironments()
        }
    }

    // MARK: Selection

    /// Selects an element (nil clears); the findings panel narrows to it.
    public func selectElement(_ id: String?) {
        // An id the document doesn't have (a stale `--select`) selects nothing.
        let id = id.flatMap { document?.element(id: $0) != nil ? $0 : nil }
        guard id != selectedElementID else { return }
        selectedElementID = id
        overlays.selectedElementID = id
        notify(.selection)
    }

    /// Goes to a finding: its environment (for the all-environments list), then its element, scrolled into view.
    public func reveal(_ row: FindingsPanelContent.Row) {
        if let target = row.environment { selectEnvironment(target) }
        selectedElementID = row.elements.first
        overlays.selectedElementID = selectedElementID
        notify([.selection, .reveal])
    }

    /// Selects the next element in document order (the previous one going backward); from no
    /// selection, the first (or last). Hidden elements are skipped. Returns false, leaving the
    /// selection, when there is nothing to select or nothing further: Tab then moves the focus on,
    /// so a keyboard can always leave the canvas.
    @discardableResult
    public func selectNext(backward: Bool = false) -> Bool {
        guard let ids = layout?.elements.filter({ $0.role != .background }).map(\.id), !ids.isEmpty else { return false }
        let next: Int
        if let index = selectedElementID.flatMap({ ids.firstIndex(of: $0) }) {
            next = index + (backward ? -1 : 1)
            guard ids.indices.contains(next) else { return false }
        } else {
            next = backward ? ids.count - 1 : 0
        }
        selectElement(ids[next])
        notify(.reveal)
        return true
    }

    // MARK: Live gestures

    /// Shows a layout solved during a gesture (a drag on the canvas) without checking it; the
    /// gesture's end performs the edit, which solves and checks for good.
    func showLive(_ live: SolvedLayout) {
        layout = live
        notify(.liveLayout)
    }

    /// Solves and checks again as things are, undoing whatever `showLive` showed.
    func restoreLayout() { resolve(.layout) }

    // MARK: Overlays

    public func setOverlays(_ change: (inout OverlayOptions) -> Void) {
        var next = overlays
        change(&next)
        next.selectedElementID = selectedElementID
        guard next != overlays else { return }
        overlays = next
        notify(.overlays)
    }

    // MARK: The findings panel

    public var panel: FindingsPanelContent {
        let rows: [FindingsPanelContent.Row]
        switch allEnvironments {
        case .done(let groups):
            rows = groups.map { group in
                FindingsPanelContent.Row(
                    rule: group.rule, severity: group.severity, message: group.first.message,
                    elements: group.elements, place: group.whereItHappens, environment: group.first.environment,
                    guideline: FindingsPanelContent.guideline(for: group.rule, in: registry), fix: group.first.fix)
            }
        case .off, .checking:
            rows = findings.map { finding in
                FindingsPanelContent.Row(
                    rule: finding.rule, severity: finding.severity, message: finding.message,
                    elements: finding.elements, place: nil, environment: nil,
                    guideline: FindingsPanelContent.guideline(for: finding.rule, in: registry), fix: finding.fix)
            }
        }
        return FindingsPanelContent(rows: rows, filter: selectedElementID)
    }

    /// Why the rules about the display are silent, where the document is a piece of a screen (a
    /// xib's cell or custom view), which Xcode may still draw at the device's size.
    public var scopeNote: String? {
        document?.component == true
            ? tr("A piece of a screen, not a screen: the rules about the display (status bar, safe area, corners, edges) aren't checked.")
            : nil
    }

    public var showsAllEnvironments: Bool {
        if case .off = allEnvironments { return false }
        return true
    }

    /// Lists findings across every device, orientation and split of the document's platform.
    public func setShowsAllEnvironments(_ on: Bool) {
        guard on != showsAllEnvironments else { return }
        if on {
            checkAllEnvironments()
        } else {
            generation += 1
            allEnvironmentsQuery = nil
            allEnvironments = .off
            notify(.allEnvironments)
        }
    }

    /// Every device of the platform, the file's orientations, every split; the text size,
    /// direction and keyboard chosen now.
    private var query: EnvironmentQuery {
        EnvironmentQuery(split: .all, textSize: choice.textSize, layoutDirection: choice.layoutDirection,
                         keyboard: choice.keyboard)
    }

    private func checkAllEnvironments() {
        guard let document else { return }
        generation += 1
        let ticket = generation
        allEnvironments = .checking
        notify(.allEnvironments)
        allEnvironmentsQuery = query
        let run = CheckRun(query: query, catalog: catalog, measurer: measurer, registry: registry)
        let path = self.path ?? document.name
        background.run({ run.check(document, path: path).groups }) { [weak self] groups in
            guard let self, ticket == self.generation else { return }
            self.allEnvironments = .done(groups)
            self.notify(.allEnvironments)
        }
    }
}

/// Set from the main thread, read by a background warmup between text sizes.
final class WarmupToken: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    func cancel() { lock.withLock { cancelled = true } }
    func isCancelled() -> Bool { lock.withLock { cancelled } }
}
