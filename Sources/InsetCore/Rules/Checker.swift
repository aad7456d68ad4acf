/// Lays a document out in each environment and runs every enabled rule on it.
public struct Checker: Sendable {
    public var engine: LayoutEngine
    public var registry: RuleRegistry
    public var configuration: RuleConfiguration

    public init(engine: LayoutEngine, registry: RuleRegistry = .standard,
                configuration: RuleConfiguration = RuleConfiguration()) {
        self.engine = engine; self.registry = registry; self.configuration = configuration
    }

    /// Findings in every environment, in environment order then rule order.
    public func check(_ document: LayoutDocument, in environments: [Environment]) -> [Finding] {
        check(document, in: environments) { _ in }
    }

    /// The same, telling `progress` how many environments are done after each one; an error it
    /// throws stops the check.
    public func check(_ document: LayoutDocument, in environments: [Environment],
                      progress: (_ done: Int) throws -> Void) rethrows -> [Finding] {
        var out: [Finding] = []
        try solveAndCheck(document, in: environments) { index, _, findings in
            out += findings
            try progress(index + 1)
        }
        return out
    }

    /// Solves and checks the document in each environment in turn, handing `each` the
    /// environment's index, its layout and its findings. A device's unsplit layout, solved once,
    /// serves as the reference of all its splits.
    public func solveAndCheck(_ document: LayoutDocument, in environments: [Environment],
                              _ each: (_ index: Int, SolvedLayout, [Finding]) throws -> Void) rethrows {
        var fullScreen: [Environment: SolvedLayout] = [:]
        for (index, environment) in environments.enumerated() {
            let layout = engine.solve(document, in: environment)
            var reference: SolvedLayout?
            if environment.split == .full {
                fullScreen[environment] = layout
            } else {
                var full = environment
                full.split = .full
                if fullScreen[full] == nil { fullScreen[full] = engine.solve(document, in: full) }
                reference = fullScreen[full]
            }
            try each(index, layout, check(layout, document: document, fullScreen: reference))
        }
    }

    /// Findings for one solved layout; `fullScreen` is the same device unsplit, for split rules.
    public func check(_ layout: SolvedLayout, document: LayoutDocument, fullScreen: SolvedLayout? = nil) -> [Finding] {
        let ignored = Dictionary(uniqueKeysWithValues: layout.elements.map { ($0.id, $0.ignore) })
        var out: [Finding] = []
        for rule in registry.rules where rule.platforms.contains(document.platform) {
            let settings = configuration.settings(for: rule.id)
            if settings.enabled == false { continue }
            let context = RuleContext(layout: layout, document: document, fullScreen: fullScreen,
                                      settings: settings, measurer: engine.measurer)
            out += rule.check(context).filter { finding in
                !finding.elements.contains { ignored[$0]?.contains(rule.id) == true }
            }
        }
        return out
    }
}
