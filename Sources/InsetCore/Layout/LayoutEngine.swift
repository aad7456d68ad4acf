/// Solves a layout document for an environment, as Auto Layout would on the device.
public struct LayoutEngine: Sendable {
    public let measurer: TextMeasurer

    public init(measurer: TextMeasurer) { self.measurer = measurer }

    public func solve(_ document: LayoutDocument, in environment: Environment) -> SolvedLayout {
        LayoutSystem(document: document, environment: environment, measurer: measurer).solve()
    }
}
