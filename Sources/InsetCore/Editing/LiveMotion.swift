import Cassowary

/// One element moved or resized during a gesture without solving the layout afresh at each step:
/// the constraint system stays, the constraints the file's edit would change are taken out, and
/// the element's edges are steered with edit variables, so a step is a `suggestValue` and a read.
///
/// Where the element's constraints are equalities that hold, each step gives what the file's edit
/// gives once re-solved. Limits may differ: a move takes the element's inequalities out along with
/// its equalities (the edit shifts them with the element, so at the new place they hold again),
/// and a resize keeps them, so the pointer stops at `width >= 44` where the file's edit would be
/// unsatisfiable. The app re-solves the document when the gesture ends, so the drop is exact.
final class LiveMotion {
    /// Above every written priority short of required: the file's edit shifts every constraint
    /// that places the element, so none of them may hold it back.
    static let strength = Strength(priority: 999.5)

    private let system: LayoutSystem
    private let base: SolvedLayout
    private let elementID: String
    private let frame: Rect
    /// A resize that changes a text's width without steering its height: the text re-wraps.
    private let wraps: Bool
    /// The element's edges (left, top, width or height) the pointer steers, with what each was last told.
    private var steered: [(attribute: Attribute, variable: Variable, value: Double)] = []

    /// Nil when this element can't be steered here: it isn't laid out, the bars are placed with
    /// it (moving it moves the content's safe area), or the solver refuses the edit variables.
    init?(system: LayoutSystem, solved base: SolvedLayout, elementID id: String, handle: ResizeHandle?) {
        guard !system.barPlacement.contains(id), let box = system.boxes[id], base.element(id: id) != nil else { return nil }
        self.system = system
        self.base = base
        self.elementID = id
        // Where the solver holds it: the frame shown may lie elsewhere (a scroll view's content
        // inset moves it after the solve, alignment insets widen it).
        self.frame = box.held
        wraps = handle.map { $0.edgeOffsets(dx: 1, dy: 0) != EdgeOffsets() && $0.edgeOffsets(dx: 0, dy: 1) == EdgeOffsets() } ?? false
        let rightToLeft = base.environment.isRightToLeft
        func offsets(_ dx: Double, _ dy: Double) -> EdgeOffsets {
            handle?.edgeOffsets(dx: dx, dy: dy) ?? .translation(dx: dx, dy: dy)
        }
        let probes = [offsets(1, 0), offsets(0, 1)]

        /// Per axis: whether a placing constraint was taken out, and the edges equalities fixed.
        var takenOut: Set<Axis> = []
        var pinned: [Axis: Set<Attribute>] = [:]
        for written in system.written where Self.names(written.spec.first.item, id, owner: written.owner) {
            let spec = written.spec
            if handle != nil && spec.relation != .equal { continue }
            guard probes.contains(where: { Self.shift(of: spec, owner: written.owner, id, $0, rightToLeft: rightToLeft) != 0 })
            else { continue }
            if system.solver.hasConstraint(written.constraint) { try? system.solver.remove(written.constraint) }
            let attribute = spec.first.attribute.resolved(rightToLeft: rightToLeft)
            let axis: Axis = attribute.isHorizontal ? .horizontal : .vertical
            takenOut.insert(axis)
            if spec.relation == .equal && attribute.isPosition { pinned[axis, default: []].insert(attribute) }
        }

        for (axis, position, size) in [(Axis.horizontal, Attribute.left, Attribute.width), (.vertical, .top, .height)] {
            var edges: [Attribute] = []
            if let handle {
                // The handle's edges move, the others stay: both the axis's position and size are steered.
                let probe = axis == .horizontal ? handle.edgeOffsets(dx: 1, dy: 0) : handle.edgeOffsets(dx: 0, dy: 1)
                if probe != EdgeOffsets() { edges = [position, size] }
            } else if takenOut.contains(axis) {
                edges = [position]
                // Two edges pinned (leading and trailing, say) fixed the size too: it is held as it was.
                if pinned[axis, default: []].count >= 2 { edges.append(size) }
            }
            for attribute in edges {
                let variable = box.variables[Self.variableIndex[attribute]!]
                let value = Self.value(of: attribute, in: frame)
                do {
                    try system.solver.addEditVariable(variable, strength: Self.strength)
                    try system.solver.suggestValue(variable, value)
                } catch {
                    return nil
                }
                steered.append((attribute, variable, value))
            }
        }
    }

    /// The layout with the element's edges moved by `offsets` from where they began.
    func layout(at offsets: EdgeOffsets) throws(SolverError) -> SolvedLayout {
        for i in steered.indices {
            let value = Self.value(of: steered[i].attribute, in: frame) + offsets.offset(of: steered[i].attribute)
            guard value != steered[i].value else { continue }
            try system.solver.suggestValue(steered[i].variable, value)
            steered[i].value = value
        }
        if wraps { _ = system.rewrap(elementID) }
        return system.currentLayout(from: base)
    }

    private static let variableIndex: [Attribute: Int] = [.left: 0, .top: 1, .width: 2, .height: 3]

    private static func value(of attribute: Attribute, in frame: Rect) -> Double {
        switch attribute {
        case .left: frame.x
        case .top: frame.y
        case .width: frame.width
        default: frame.height
        }
    }

    /// How far the file's edit shifts the constant of `spec` (held by `owner`) when the element
    /// `id`'s edges move by `offsets`; zero means it stays. The engine negates a leading/trailing
    /// constraint's constant in right-to-left layouts, and its multiplier too where the second
    /// attribute is a size, so the shift turns round with them.
    static func shift(of spec: ConstraintSpec, owner: String, _ id: String, _ offsets: EdgeOffsets,
                      rightToLeft: Bool) -> Double {
        let attribute = spec.first.attribute
        let mirrored = rightToLeft && attribute.isDirectional
        var secondOffset = 0.0
        var multiplier = spec.multiplier
        if let second = spec.second, names(second.item, id, owner: owner) {
            secondOffset = offsets.offset(of: second.attribute.resolved(rightToLeft: rightToLeft).frameAttribute)
            if mirrored && !second.attribute.isPosition { multiplier = -multiplier }
        }
        let firstOffset = offsets.offset(of: attribute.resolved(rightToLeft: rightToLeft).frameAttribute)
        return (mirrored ? -1 : 1) * (firstOffset - multiplier * secondOffset)
    }

    /// Whether `item`, in a list belonging to `owner`, is the element `id`.
    private static func names(_ item: ItemRef, _ id: String, owner: String) -> Bool {
        item == .element(id) || (item == .this && owner == id)
    }
}
