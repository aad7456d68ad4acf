/// Measures a document's texts at every text size, off the main thread after a file opens, so
/// the designer's first switch to a size finds its texts measured: measuring a thousand labels
/// afresh took more than a frame, moving the layout to them a tenth of one.
public enum TextSizeWarmup {
    /// Lays the document out and checks it at each text size but `environment`'s, on a chain of
    /// its own (the rules measure text too); the engine's measurer keeps what it measured.
    /// `stop` is asked before each size: true once the document is no longer shown.
    public static func warm(_ document: LayoutDocument, like environment: Environment, engine: LayoutEngine,
                            stop: () -> Bool = { false }) {
        let chain = LayoutChain(engine: engine, document: document)
        let checker = Checker(engine: engine)
        for size in TextSize.allCases where size != environment.textSize {
            if stop() { return }
            var other = environment
            other.textSize = size
            _ = checker.check(chain.solve(in: other), document: document)
        }
    }
}
