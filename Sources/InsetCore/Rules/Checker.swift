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
    ///
    /// Environments are solved on every core, a batch at a time, each core moving its own
    /// constraint system from environment to environment (`LayoutChain`); `each` still hears of
    /// them in order, and an error it throws stops before the next batch.
    public func solveAndCheck(_ document: LayoutDocument, in environments: [Environment],
                              _ each: (_ index: Int, SolvedLayout, [Finding]) throws -> Void) rethrows {
        let chains = LayoutChain.perCore(engine: engine, document: document, environments: environments.count)
        let batch = chains.count * 4
        var fullScreen: [Environment: SolvedLayout] = [:]
        var start = 0
        while start < environments.count {
            let indices = Array(start..<min(start + batch, environments.count))
            // First every unsplit layout the batch shows or measures its splits against, once each.
            var needed: [Environment] = []
            var used: Set<Environment> = []
            for index in indices {
                var full = environments[index]
                full.split = .full
                used.insert(full)
                if fullScreen[full] == nil, !needed.contains(full) { needed.append(full) }
            }
            let solved = ParallelMap.interleaved(needed, chains) { chain, env in chain.solve(in: env) }
            for (env, layout) in zip(needed, solved) { fullScreen[env] = layout }
            // Only this batch's devices: a later batch re-solves a device it shares, cheaply.
            fullScreen = fullScreen.filter { used.contains($0.key) }
            let cached = fullScreen
            let results = ParallelMap.interleaved(indices, chains) { (chain, index) -> (SolvedLayout, [Finding]) in
                let environment = environments[index]
                if environment.split == .full, let layout = cached[environment] {
                    return (layout, check(layout, document: document))
                }
                var full = environment
                full.split = .full
                let layout = chain.solve(in: environment)
                return (layout, check(layout, document: document, fullScreen: cached[full]))
            }
            for (index, result) in zip(indices, results) { try each(index, result.0, result.1) }
            start += batch
        }
    }

    /// Findings for one solved layout; `fullScreen` is the same device unsplit, for split rules.
    public func check(_ layout: SolvedLayout, document: LayoutDocument, fullScreen: SolvedLayout? = nil) -> [Finding] {
        let ignored = Dictionary(uniqueKeysWithValues: layout.elements.map { ($0.id, $0.ignore) })
        var out: [Finding] = []
        var context = RuleContext(layout: layout, document: document, fullScreen: fullScreen,
                                  settings: RuleSettings(), measurer: engine.measurer)
        for rule in registry.rules where rule.platforms.contains(document.platform) {
            let settings = configuration.settings(for: rule.id)
            if settings.enabled == false { continue }
            context.settings = settings
            out += rule.check(context).filter { finding in
                !finding.elements.contains { ignored[$0]?.contains(rule.id) == true }
            }
        }
        return out
    }
}
