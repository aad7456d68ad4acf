/// A drag of one element, or of one of its resize handles, on the canvas in one environment: each
/// pointer motion gives the whole layout with the element moved (everything attached to it
/// follows), and the end gives the document edit that puts it there for good.
///
/// Steps are live (`LiveMotion`): the session keeps one constraint system and steers the element's
/// edges with edit variables, so a step on a 1,000-element screen fits in a display frame. Where
/// that can't work (the bars are placed with the element, or it isn't laid out here) each step
/// applies the edit to the document and solves it afresh instead, behind the same interface.
public final class DragSession {
    public let elementID: String
    public let environment: Environment
    /// The handle being dragged; nil when the whole element moves.
    public let handle: ResizeHandle?
    /// The document as it was when the drag began.
    public let document: LayoutDocument
    /// The layout when the drag began.
    public let start: SolvedLayout
    /// The layout at the last step.
    public private(set) var layout: SolvedLayout
    /// How far the pointer has gone from where the drag began, in window points.
    public private(set) var dx: Double = 0
    public private(set) var dy: Double = 0
    private let engine: LayoutEngine
    /// Nil when every step re-solves the document.
    private let live: LiveMotion?
    /// What the file's edit says to a step along each axis it refuses (nothing places the element that way).
    private var refusals: [Axis: EditError] = [:]

    /// Starts a drag that moves `elementID` as laid out in `environment`. `start`, when given, is
    /// `document` as already solved there (the layout on screen): the drag begins from it, its
    /// issues kept, instead of from a layout read back afresh.
    public convenience init(document: LayoutDocument, elementID: String, environment: Environment,
                            engine: LayoutEngine, start: SolvedLayout? = nil) throws(EditError) {
        try self.init(document: document, elementID: elementID, resizing: nil, environment: environment,
                      engine: engine, start: start)
    }

    /// Starts a drag of one of `elementID`'s resize handles: the handle's edges follow the pointer.
    public convenience init(document: LayoutDocument, elementID: String, handle: ResizeHandle,
                            environment: Environment, engine: LayoutEngine, start: SolvedLayout? = nil) throws(EditError) {
        try self.init(document: document, elementID: elementID, resizing: handle,
                      environment: environment, engine: engine, start: start)
    }

    /// The session's system is solved without its ambiguity pass (the costly part of a solve, and
    /// no use to the steps) unless its views record where they were drawn, so a `start` solved here
    /// has no ambiguity issues there; one given keeps its own.
    private init(document: LayoutDocument, elementID: String, resizing handle: ResizeHandle?,
                 environment: Environment, engine: LayoutEngine, start given: SolvedLayout?) throws(EditError) {
        guard document.element(id: elementID) != nil else { throw .noElement(elementID) }
        self.document = document
        self.elementID = elementID
        self.handle = handle
        self.environment = environment
        self.engine = engine
        var system = LayoutSystem(document: document, environment: environment, measurer: engine.measurer)
        // A file that records where each view was drawn keeps its free views there, which only
        // the ambiguity pass finds: paid once here, or they would fall to zero while the drag lasts.
        let keepsDrawnFrames = system.elements.contains { $0.element.traits?.drawnFrame != nil }
        let ids = system.elements.map(\.id)
        // The system that gave the frames: where constraints conflict, the one built again.
        system = system.built(findingAmbiguity: keepsDrawnFrames)
        if let given, given.environment == environment, given.elements.map(\.id) == ids {
            start = given
        } else {
            start = system.result()
        }
        layout = start
        live = LiveMotion(system: system, solved: start, elementID: elementID, handle: handle)
        guard live != nil else { return }
        for (axis, dx, dy) in [(Axis.horizontal, 1.0, 0.0), (.vertical, 0, 1)] {
            do {
                _ = try command(dx: dx, dy: dy).applied(to: document)
            } catch {
                if case .notPlaced = error { refusals[axis] = error }
            }
        }
    }

    /// Whether steps are solved live rather than by re-solving the document.
    var isLive: Bool { live != nil }

    /// Moves the element (or the handle) to (dx, dy) from where the drag began and returns the
    /// layout, every element's frame included. A step the file's edit would refuse (a direction
    /// nothing places the element in, a resize past zero size) throws, and the last good step stays.
    /// A live step keeps the issues the layout had when the drag began: ambiguity is found again
    /// when the document is solved after the drop.
    @discardableResult
    public func drag(dx: Double, dy: Double) throws(EditError) -> SolvedLayout {
        lastStepWasLive = false
        let command = command(dx: dx, dy: dy)
        if let live {
            let offsets = handle?.edgeOffsets(dx: dx, dy: dy) ?? .translation(dx: dx, dy: dy)
            try checkStep(offsets)
            do {
                layout = try live.layout(at: offsets)
                lastStepWasLive = true
            } catch {
                layout = engine.solve(try command.applied(to: document), in: environment)
                lastStepWasLive = false
            }
        } else {
            layout = engine.solve(try command.applied(to: document), in: environment)
            lastStepWasLive = false
        }
        self.dx = dx
        self.dy = dy
        return layout
    }

    /// Whether the last step came from the kept solver rather than a fresh solve: for tests, which
    /// compare live steps with fresh solves and would not notice a quiet fallback.
    private(set) var lastStepWasLive = false

    /// The edit for the last step: perform it on the document's history as one undo step (or send
    /// it to `DocumentHistory.updateGesture` at each step).
    public var command: EditCommand { command(dx: dx, dy: dy) }

    private func command(dx: Double, dy: Double) -> EditCommand {
        guard let handle else { return .move(element: elementID, dx: dx, dy: dy, in: environment) }
        return .resize(element: elementID, handle: handle, dx: dx, dy: dy,
                       frame: start.element(id: elementID)?.frame ?? .zero, in: environment)
    }

    /// Refuses what the file's edit refuses, without applying it; a size below zero, which the
    /// edit allows for a size an equality fixes, is refused too, as it can't be laid out.
    private func checkStep(_ offsets: EdgeOffsets) throws(EditError) {
        if offsets.left != 0 || offsets.right != 0, let refusal = refusals[.horizontal] { throw refusal }
        if offsets.top != 0 || offsets.bottom != 0, let refusal = refusals[.vertical] { throw refusal }
        guard handle != nil, let frame = start.element(id: elementID)?.frame else { return }
        for (size, old) in [(Attribute.width, frame.width), (.height, frame.height)] {
            let new = ElementMotion.rounded(old + offsets.offset(of: size))
            guard new < 0 else { continue }
            throw .invalidValue(elementID: elementID, key: size.rawValue,
                                reason: tr("it would be {value}; it must be 0 or more", ["value": ConstraintText.number(new)]))
        }
    }
}
