import InsetCore

/// Moving and resizing the selected element on the canvas, apart from any widget: a gesture shows
/// live layouts as the pointer moves and becomes one undo step when it ends. Distances are in
/// window points, whole points only, so what the file gets reads as the designer meant it.
@MainActor
public final class CanvasEditing {

    private unowned let inspector: Inspector
    private var gesture: DragSession?
    /// Axes the moving element can't go along (nothing places it there), learnt during the gesture.
    private var lockedAxes: Set<Axis> = []
    /// Where refusals are told to the designer (a toast).
    public var report: (String) -> Void = { _ in }

    /// Told when the document changed under a gesture (undo, a reload) and the gesture was dropped.
    public var interrupted: () -> Void = {}

    public init(inspector: Inspector) {
        self.inspector = inspector
        // A gesture's session was made from the document as it was; any other change ends it.
        inspector.observe { [weak self] change in
            guard let self, change.contains(.document), self.gesture != nil else { return }
            self.gesture = nil
            self.interrupted()
        }
    }

    public var isActive: Bool { gesture != nil }

    // MARK: Gestures

    /// Starts moving `id` as laid out now; false when there is nothing to move.
    @discardableResult
    public func beginMove(_ id: String) -> Bool {
        begin(id, handle: nil)
    }

    /// Starts dragging one of `id`'s handles; false when it isn't laid out here.
    @discardableResult
    public func beginResize(_ id: String, handle: ResizeHandle) -> Bool {
        guard inspector.layout?.element(id: id) != nil else { return false }
        return begin(id, handle: handle)
    }

    /// Both gestures are a live session on the engine's solver: each step suggests new values
    /// for the element's edit variables instead of solving the whole layout again.
    private func begin(_ id: String, handle: ResizeHandle?) -> Bool {
        guard let document = inspector.document, let environment = inspector.environment else { return false }
        let engine = LayoutEngine(measurer: inspector.measurer)
        do {
            if let handle {
                gesture = try DragSession(document: document, elementID: id, handle: handle,
                                          environment: environment, engine: engine, start: inspector.layout)
            } else {
                gesture = try DragSession(document: document, elementID: id, environment: environment,
                                          engine: engine, start: inspector.layout)
            }
            lockedAxes = []
            inspector.selectElement(id)
            return true
        } catch {
            report(error.description)
            return false
        }
    }

    /// The pointer is (dx, dy) points from where the gesture began.
    public func update(dx: Double, dy: Double) {
        guard let session = gesture else { return }
        let dx = lockedAxes.contains(.horizontal) ? 0 : dx.rounded()
        let dy = lockedAxes.contains(.vertical) ? 0 : dy.rounded()
        guard dx != session.dx || dy != session.dy else { return }
        do {
            inspector.showLive(try session.drag(dx: dx, dy: dy))
        } catch {
            // One axis nothing places: keep moving along the other, and say why once. Other
            // refusals (a size below zero) keep the last good step.
            if session.handle == nil, case .notPlaced(_, let axis) = error, !lockedAxes.contains(axis) {
                lockedAxes.insert(axis)
                report(error.description)
                update(dx: dx, dy: dy)
            }
        }
    }

    /// Ends the gesture as one undo step (none when nothing moved).
    public func end() {
        guard let session = gesture else { return }
        gesture = nil
        guard session.dx != 0 || session.dy != 0 else { inspector.restoreLayout(); return }
        do {
            // An edit that changes nothing records nothing and solves nothing: put the checked layout back.
            if try !inspector.perform(session.command) { inspector.restoreLayout() }
        } catch {
            report(error.description)
            inspector.restoreLayout()
        }
    }

    /// Drops the gesture and shows the layout as it was (Escape during a drag).
    public func cancel() {
        guard gesture != nil else { return }
        gesture = nil
        inspector.restoreLayout()
    }

    // MARK: Keys

    /// Moves the selected element by (dx, dy) points at once (arrow keys), as one undo step.
    public func nudge(dx: Double, dy: Double) {
        guard let id = inspector.selectedElementID, let environment = inspector.environment else { return }
        do {
            try inspector.perform(.move(element: id, dx: dx, dy: dy, in: environment))
        } catch {
            report(error.description)
        }
    }
}
