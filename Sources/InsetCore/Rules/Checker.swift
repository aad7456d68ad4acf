/// Lays a document out in each environment and runs every enabled rule on it.
public struct Checker: Sendable {
    public var engine: LayoutEngine
    public var registry: RuleRegistry
    public var configuration: RuleConfiguration
    /// Solves every environment on the calling thread: for runs that give each core a screen.
    public var oneCore = false

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
    ///
    /// Twins (`LayoutTwins`: devices that differ only in name) are solved and checked once.
    public func solveAndCheck(_ document: LayoutDocument, in environments: [Environment],
                              _ each: (_ index: Int, SolvedLayout, [Finding]) throws -> Void) rethrows {
        let twins = LayoutTwins(environments, document: document)
        let unique = twins.unique
        if unique.count == environments.count {
            return try solveAndCheckEach(document, in: environments, each)
        }
        // How many environments still wait for each representative's result.
        var waiting = Dictionary(twins.representative.map { ($0, 1) }, uniquingKeysWith: +)
        var results: [Int: (SolvedLayout, [Finding])] = [:]
        var next = 0
        try solveAndCheckEach(document, in: unique.map { environments[$0] }) { position, layout, findings in
            results[unique[position]] = (layout, findings)
            while next < environments.count, let (layout, findings) = results[twins.representative[next]] {
                let representative = twins.representative[next]
                if representative == next {
                    try each(next, layout, findings)
                } else {
                    let environment = environments[next]
                    try each(next, layout.retold(for: environment), findings.map { $0.retold(for: environment) })
                }
                waiting[representative]! -= 1
                if waiting[representative] == 0 { results[representative] = nil }
                next += 1
            }
        }
    }

    /// Each environment's layout and findings in order. A layout is solved once for all the
    /// environments that lay out alike (`LayoutTwins.layoutKey`: the same device unsplit for its
    /// splits, or devices that differ only in what rules read; `LayoutTwins.splitTwin`: splits of
    /// one window), and kept while one still needs it.
    private func solveAndCheckEach(_ document: LayoutDocument, in environments: [Environment],
                                   _ each: (_ index: Int, SolvedLayout, [Finding]) throws -> Void) rethrows {
        let chains = LayoutChain.perCore(engine: engine, document: document, environments: oneCore ? 1 : environments.count)
        defer { LayoutChain.letGo(chains) }
        // Each batch waits twice for its slowest core (the unsplit layouts, then the rest): longer
        // batches wait less often, but hold more layouts at once. An iPad check with splits took a
        // sixth less with 8 a core than with 4, and no less with 16, which held 3 MB more.
        let batch = chains.count * 8
        let byName = LayoutTwins.tellsDevicesApart(document)
        let splitsMatter = LayoutTwins.splitsMatter(document)
        let elementIndex = ElementIndex(document)
        let rules = activeRules(for: document)
        // Per environment, what its unsplit layout is solved for, and what its own is: splits
        // whose windows match (Slide Over and 1/3 on many iPads) are solved once for all.
        let (fullKeys, ownKeys) = Self.keys.value(for: environments, [byName, splitsMatter]) {
            (environments.map { environment in
                var full = environment
                full.split = .full
                return LayoutTwins.layoutKey(full, byName: byName)
            }, environments.map { LayoutTwins.layoutKey(LayoutTwins.splitTwin($0, splitsMatter: splitsMatter), byName: byName) })
        }
        // How many environments from here on are measured against, or are, each unsplit layout.
        var uses = Dictionary(fullKeys.map { ($0, 1) }, uniquingKeysWith: +)
        var solvedFull: [Environment: SolvedLayout] = [:]
        var start = 0
        while start < environments.count {
            let indices = Array(start..<min(start + batch, environments.count))
            // First every unsplit layout the batch shows or measures its splits against, once each.
            var needed: [(key: Environment, full: Environment)] = []
            for index in indices where solvedFull[fullKeys[index]] == nil && !needed.contains(where: { $0.key == fullKeys[index] }) {
                var full = environments[index]
                full.split = .full
                needed.append((fullKeys[index], full))
            }
            let solved = ParallelMap.interleaved(needed, chains) { chain, item in chain.solve(in: item.full) }
            for (item, layout) in zip(needed, solved) { solvedFull[item.key] = layout }
            let cached = solvedFull
            // Then the rest, the splits of one window together, in the order they come.
            var groups: [[Int]] = []
            var groupOf: [Environment: Int] = [:]
            for index in indices {
                if environments[index].split != .full, let group = groupOf[ownKeys[index]] {
                    groups[group].append(index)
                } else {
                    groupOf[ownKeys[index]] = groups.count
                    groups.append([index])
                }
            }
            let results = ParallelMap.interleaved(groups, chains) { (chain, group) -> [(SolvedLayout, [Finding])] in
                var shared: SolvedLayout?
                return group.map { index in
                    let environment = environments[index]
                    var full = environment
                    full.split = .full
                    let reference = cached[fullKeys[index]].map { $0.environment == full ? $0 : $0.retold(for: full) }
                    if environment.split == .full, let layout = reference {
                        return (layout, check(layout, document: document, fullScreen: nil, index: elementIndex, rules: rules))
                    }
                    let layout = shared.map { $0.retold(for: environment) } ?? chain.solve(in: environment)
                    shared = layout
                    return (layout, check(layout, document: document, fullScreen: reference, index: elementIndex, rules: rules))
                }
            }.flatMap { $0 }
            for key in indices.map({ fullKeys[$0] }) {
                uses[key]! -= 1
                if uses[key] == 0 { solvedFull[key] = nil }
            }
            // Told in order: a group's later splits come after others'.
            var inOrder = [(SolvedLayout, [Finding])?](repeating: nil, count: indices.count)
            for (index, result) in zip(groups.flatMap { $0 }, results) { inOrder[index - start] = result }
            for (offset, result) in inOrder.enumerated() { try each(start + offset, result!.0, result!.1) }
            start += batch
        }
    }

    /// The layout keys of environments, made once for a storyboard's scenes (`SharedEnvironments`):
    /// equal keys made anew would compare their devices field by field.
    private static let keys = EnvironmentMemo<[Bool], (full: [Environment], own: [Environment])>()

    /// Findings for one solved layout; `fullScreen` is the same device unsplit, for split rules.
    public func check(_ layout: SolvedLayout, document: LayoutDocument, fullScreen: SolvedLayout? = nil) -> [Finding] {
        check(layout, document: document, fullScreen: fullScreen, index: nil, rules: activeRules(for: document))
    }

    /// The rules that check `document`, with their settings: picked once for all its environments.
    func activeRules(for document: LayoutDocument) -> [(rule: any Rule, settings: RuleSettings)] {
        registry.rules.compactMap { rule in
            guard rule.platforms.contains(document.platform), !(document.component && rule.concernsTheDisplay) else { return nil }
            let settings = configuration.settings(for: rule.id)
            return settings.enabled == false ? nil : (rule, settings)
        }
    }

    /// The same with the document's elements indexed and its rules picked once for all its environments.
    func check(_ layout: SolvedLayout, document: LayoutDocument, fullScreen: SolvedLayout?, index: ElementIndex?,
               rules: [(rule: any Rule, settings: RuleSettings)]) -> [Finding] {
        // Few elements ignore a rule: only theirs are kept.
        let ignored = Dictionary(layout.elements.lazy.filter { !$0.ignore.isEmpty }.map { ($0.id, $0.ignore) },
                                 uniquingKeysWith: { a, _ in a })
        var out: [Finding] = []
        var context = RuleContext(layout: layout, document: document, fullScreen: fullScreen,
                                  settings: RuleSettings(), measurer: engine.measurer)
        context.index = index
        for (rule, settings) in rules {
            context.settings = settings
            out += rule.check(context).filter { finding in
                !finding.elements.contains { ignored[$0]?.contains(rule.id) == true }
            }
        }
        return out
    }
}
