import InsetCore

/// Keeps the "All Devices" grid's content up to date with the inspector's document and options,
/// computed off the main thread. While the grid shows, an edit recomputes it after a pause; the old
/// cards stay until the new ones arrive, and a result for a document edited since is dropped.
@MainActor
public final class DeviceGridModel {
    /// Runs `work` after `milliseconds` on the main actor: the GLib main loop's timer in the app, at once in tests.
    public typealias Delay = @MainActor (_ milliseconds: UInt32, _ work: @escaping @Sendable @MainActor () -> Void) -> Void

    /// What the content was computed for; a change to any of it computes it again.
    struct Query: Equatable {
        var document: LayoutDocument
        var environments: [Environment]
        var byLanguage: Bool
    }

    /// How long editing has to pause before the grid catches up.
    static let pause: UInt32 = 250

    public let inspector: Inspector
    /// The last content computed; kept, not blanked, while newer content is on its way.
    public private(set) var content: DeviceGridContent?
    /// Whether newer content than `content` is being computed or waiting for a pause in editing.
    public private(set) var isUpdating = false
    /// Only a grid on screen is kept up to date; one turned on catches up at once.
    public var isActive = false {
        didSet { if isActive && !oldValue { update(after: 0) } }
    }
    /// The grid shows every language on the current device instead of every device.
    public var byLanguage = false {
        didSet { if byLanguage != oldValue { notify(); update(after: 0) } }
    }

    private let delay: Delay
    /// The query of the content shown, and of the work in flight.
    private var shown: Query?
    private var running: Query?
    /// Bumped by each scheduled update; a timer that isn't the latest does nothing.
    private var scheduled = 0
    /// A pause in editing is being waited for; the update starts when it ends.
    private var waiting = false
    private var observers: [() -> Void] = []

    public init(inspector: Inspector, delay: @escaping Delay = { _, work in work() }) {
        self.inspector = inspector
        self.delay = delay
        inspector.observe { [weak self] change in self?.inspectorChanged(change) }
    }

    /// Runs `observer` whenever `content` or `isUpdating` changes.
    public func observe(_ observer: @escaping () -> Void) { observers.append(observer) }

    private func notify() { for observer in observers { observer() } }

    /// The card of the inspector's current environment, when the grid has one.
    public var currentIndex: Int? {
        guard let environment = inspector.environment else { return nil }
        return content?.cards.firstIndex { $0.environment == environment }
    }

    /// Makes a card's environment the inspector's current one.
    public func choose(_ index: Int) {
        guard let cards = content?.cards, cards.indices.contains(index) else { return }
        // A language card keeps the device and the direction the designer chose; only the language changes.
        if cards[index].byLanguage { inspector.setLanguage(cards[index].environment.language); return }
        inspector.selectEnvironment(cards[index].environment)
    }

    private func inspectorChanged(_ change: Inspector.Change) {
        if change.contains(.document) {
            // A first grid comes at once; an edit waits for a pause.
            update(after: content == nil ? 0 : DeviceGridModel.pause)
        } else if change.contains(.environment) {
            update(after: 0)
        }
    }

    /// What the grid should show now, nil without a document.
    private var query: Query? {
        guard let document = inspector.document else { return nil }
        if byLanguage, let current = inspector.environment {
            let environments = DeviceGridContent.languageEnvironments(for: document, on: current.device,
                                                                      choice: inspector.choice)
            return Query(document: document, environments: environments, byLanguage: true)
        }
        let orientation = inspector.environment?.orientation ?? inspector.choice.orientation
        let environments = DeviceGridContent.environments(for: document, in: inspector.catalog,
                                                          orientation: orientation, choice: inspector.choice)
        return Query(document: document, environments: environments, byLanguage: false)
    }

    private func update(after milliseconds: UInt32) {
        guard isActive else { return }
        guard let query, query != shown else {
            if inspector.document == nil, content != nil { content = nil; shown = nil; notify() }
            return
        }
        scheduled += 1
        let ticket = scheduled
        if !isUpdating { isUpdating = true; notify() }
        if milliseconds == 0 { waiting = false; start(); return }
        waiting = true
        delay(milliseconds) { [weak self] in
            guard let self, ticket == self.scheduled else { return }
            self.waiting = false
            self.start()
        }
    }

    /// Computes the content for the current query, unless work is already in flight: its result,
    /// when it comes, starts the next.
    private func start() {
        guard running == nil, isActive, let query, query != shown, let document = inspector.document else {
            if running == nil, isUpdating { isUpdating = false; notify() }
            return
        }
        running = query
        let checker = Checker(engine: LayoutEngine(measurer: inspector.measurer), registry: inspector.registry,
                              configuration: inspector.configuration)
        let environments = query.environments, byLanguage = query.byLanguage
        inspector.background.run({
            DeviceGridContent.make(document: document, environments: environments, checker: checker, byLanguage: byLanguage)
        }) { [weak self] content in
            guard let self else { return }
            self.running = nil
            // A result for a document edited since, or options changed since, is dropped.
            if query == self.query {
                self.content = content
                self.shown = query
                self.isUpdating = false
                self.notify()
            } else if !self.waiting {
                self.start()
            }
        }
    }
}
