import Foundation

/// Solves one document in environment after environment, moving the last constraint system to
/// the next where only constants differ (`LayoutSystem.moved(to:)`) and building a new one where
/// not: the layouts a fresh solve of each gives, for a fraction of the work. One chain serves one
/// thread at a time.
public final class LayoutChain {
    public let engine: LayoutEngine
    /// The document the last layout was solved for.
    public private(set) var document: LayoutDocument
    /// The last few systems solved, at most one per kind of environment (`Kind`): a list that
    /// alternates portrait and landscape, or directions, moves each kind from its own.
    private var systems: [(system: LayoutSystem, version: Int)] = []
    /// Counts the documents solved for: a system of an older version moves to an edit.
    private var version = 0
    /// Moves that failed in a row; past a few (an ambiguous or conflicting layout, where every
    /// move ends in a fresh solve anyway) the chain tries only every eighth environment.
    private var failedMoves = 0
    /// How many layouts came from a moved system rather than a new one, for tests and benchmarks.
    public private(set) var moves = 0
    /// The last device unsplit that splits were measured against, kept while only the split changes.
    var unsplit: SolvedLayout?

    /// Makes `document` the one solved from now on: an edited version moves from the last layout too.
    public func solveFor(_ document: LayoutDocument) {
        guard document != self.document else { return }
        self.document = document
        version += 1
        unsplit = nil
        failedMoves = 0
    }

    public init(engine: LayoutEngine, document: LayoutDocument) {
        self.engine = engine
        self.document = document
    }

    /// One chain per core, or per environment where there are fewer: for `ParallelMap.interleaved`.
    static func perCore(engine: LayoutEngine, document: LayoutDocument, environments: Int) -> [LayoutChain] {
        (0..<max(1, min(ParallelMap.cores, environments))).map { _ in LayoutChain(engine: engine, document: document) }
    }

    /// The layout of `document` (the chain's own when nil; an edited version takes its place) in
    /// `environment`.
    public func solve(_ document: LayoutDocument? = nil, in environment: Environment) -> SolvedLayout {
        if let document { solveFor(document) }
        let kind = Kind(environment)
        // Another size class may still need the same constraints; another direction never does.
        let index = systems.lastIndex { Kind($0.system.environment) == kind }
            ?? systems.lastIndex { $0.system.environment.isRightToLeft == kind.rightToLeft }
        if let index, failedMoves < 3 || failedMoves % 8 == 0 {
            let last = systems.remove(at: index)
            let edited = last.version == version ? nil : self.document
            if let (system, layout) = last.system.moved(to: environment, of: edited) {
                keep(system)
                failedMoves = 0
                moves += 1
                return layout
            }
            failedMoves += 1
        } else if failedMoves >= 3 {
            failedMoves += 1
        }
        let system = LayoutSystem(document: self.document, environment: environment, measurer: engine.measurer)
            .built(findingAmbiguity: true)
        let layout = system.result()
        keep(system)
        return layout
    }

    /// What decides which constraints a layout has, besides the document: size classes pick
    /// variants, the direction mirrors leading and trailing.
    private struct Kind: Equatable {
        let sizeClass: SizeClassPair
        let rightToLeft: Bool
        init(_ environment: Environment) {
            sizeClass = environment.sizeClass
            rightToLeft = environment.isRightToLeft
        }
    }

    /// Lets go of the chain's systems on another thread: freeing a big solver's tables takes a
    /// while, and whoever waits for a check's result needn't wait for that. A process that exits
    /// when done keeps them (`KeptUntilExit`).
    static func letGo(_ chains: [LayoutChain]) {
        if KeptUntilExit.isOn {
            for chain in chains { KeptUntilExit.keep(chain) }
            return
        }
        DispatchQueue.global(qos: .utility).async {
            for chain in chains { chain.systems.removeAll() }
        }
    }

    private func keep(_ system: LayoutSystem) {
        let kind = Kind(system.environment)
        systems.removeAll { Kind($0.system.environment) == kind }
        systems.append((system, version))
        if systems.count > 4 { systems.removeFirst() }
    }
}

extension LayoutEngine {
    /// The document solved in each environment, on every core: each core takes every n-th
    /// environment along one chain, so neighbours in the list (a device's orientations, text sizes
    /// or splits) follow one another.
    public func solve(_ document: LayoutDocument, in environments: [Environment]) -> [SolvedLayout] {
        let chains = LayoutChain.perCore(engine: self, document: document, environments: environments.count)
        return ParallelMap.interleaved(environments, chains) { chain, environment in chain.solve(in: environment) }
    }
}

extension Checker {
    /// The layout in `environment` and its findings, a split measured against its device
    /// unsplit, both solved along `chain`: what the app shows after a switch of device,
    /// orientation, split or text size, or after an edit (`document`), moved from the layout it
    /// showed before.
    public func solveAndCheck(_ document: LayoutDocument? = nil, in environment: Environment,
                              along chain: LayoutChain) -> (layout: SolvedLayout, findings: [Finding]) {
        if let document { chain.solveFor(document) }
        var full = environment
        full.split = .full
        var reference: SolvedLayout?
        if environment.split != .full {
            if let kept = chain.unsplit, kept.environment == full {
                reference = kept
            } else {
                reference = chain.solve(in: full)
                chain.unsplit = reference
            }
        }
        let layout = chain.solve(in: environment)
        return (layout, check(layout, document: chain.document, fullScreen: reference))
    }
}
