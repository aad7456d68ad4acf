/// A drag of one element on the canvas in one environment: each pointer motion gives the whole
/// layout with the element moved (everything attached to it follows), and the end gives the
/// document edit that puts it there for good.
///
/// For now each step applies the edit to the document and solves it afresh: exact, and what the
/// file will say, but a full rebuild per step. Once the engine lets a session keep its solver,
/// steps become `suggestValue` calls on the element's position held as strong edit variables
/// (its own placing constraints taken out for the drag), behind this same interface.
public final class DragSession {
    public let elementID: String
    public let environment: Environment
    /// The document as it was when the drag began.
    public let document: LayoutDocument
    /// The layout when the drag began.
    public let start: SolvedLayout
    /// The layout at the last step.
    public private(set) var layout: SolvedLayout
    /// How far the element has been dragged from where it began, in window points.
    public private(set) var dx: Double = 0
    public private(set) var dy: Double = 0
    private let engine: LayoutEngine

    /// Starts a drag of `elementID` as laid out in `environment`.
    public init(document: LayoutDocument, elementID: String, environment: Environment,
                engine: LayoutEngine) throws(EditError) {
        guard document.element(id: elementID) != nil else { throw .noElement(elementID) }
        self.document = document
        self.elementID = elementID
        self.environment = environment
        self.engine = engine
        start = engine.solve(document, in: environment)
        layout = start
    }

    /// Moves the element to (dx, dy) from where the drag began and returns the layout, every
    /// element's frame included. A direction nothing places the element in throws, and the last
    /// good step stays.
    @discardableResult
    public func drag(dx: Double, dy: Double) throws(EditError) -> SolvedLayout {
        let command = EditCommand.move(element: elementID, dx: dx, dy: dy, in: environment)
        layout = engine.solve(try command.applied(to: document), in: environment)
        self.dx = dx
        self.dy = dy
        return layout
    }

    /// The edit for the last step: perform it on the document's history as one undo step (or send
    /// it to `DocumentHistory.updateGesture` at each step).
    public var command: EditCommand {
        .move(element: elementID, dx: dx, dy: dy, in: environment)
    }
}
