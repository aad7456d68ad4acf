/// Solves one document in environment after environment, moving the last constraint system to
/// the next where only constants differ (`LayoutSystem.moved(to:)`) and building a new one where
/// not: the layouts a fresh solve of each gives, for a fraction of the work. One chain serves one
/// thread at a time.
public final class LayoutChain {
    public let engine: LayoutEngine
    public let document: LayoutDocument
    private var last: LayoutSystem?
    /// Moves that failed in a row; past a few (an ambiguous or conflicting layout, where every
    /// move ends in a fresh solve anyway) the chain stops trying.
    private var failedMoves = 0
    /// How many layouts came from a moved system rather than a new one, for tests and benchmarks.
    public private(set) var moves = 0

    public init(engine: LayoutEngine, document: LayoutDocument) {
        self.engine = engine
        self.document = document
    }

    public func solve(in environment: Environment) -> SolvedLayout {
        if let last, failedMoves < 3 {
            self.last = nil
            if let (system, layout) = last.moved(to: environment) {
                self.last = system
                failedMoves = 0
                moves += 1
                return layout
            }
            failedMoves += 1
        }
        let system = LayoutSystem(document: document, environment: environment, measurer: engine.measurer)
        let layout = system.solve()
        last = system
        return layout
    }
}

extension LayoutEngine {
    /// The document solved in each environment, on every core: each core takes every n-th
    /// environment along one chain, so neighbours in the list (a device's orientations, text sizes
    /// or splits) follow one another.
    public func solve(_ document: LayoutDocument, in environments: [Environment]) -> [SolvedLayout] {
        let chains = (0..<max(1, min(ParallelMap.cores, environments.count))).map { _ in LayoutChain(engine: self, document: document) }
        return ParallelMap.interleaved(environments, chains) { chain, environment in chain.solve(in: environment) }
    }
}
