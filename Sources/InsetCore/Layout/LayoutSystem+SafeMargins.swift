import Cassowary

/// A view's layout margins lie inside its safe area (UIKit's `insetsLayoutMarginsFromSafeArea`,
/// on by default): a view that reaches under the status bar, a navigation bar or the Home
/// indicator has its margins pushed in by as much as it reaches there. How far it reaches
/// depends on its solved frame, so such a view's margins are variables, held at its own margins
/// plus the overlap of the last solve, and solved again while the overlap changes, as UIKit lays
/// out again when a view's safe area insets change.
extension LayoutSystem {
    final class SafeMargins {
        let top: Variable, left: Variable, bottom: Variable, right: Variable
        /// How far the view reached outside the safe area in the last solve.
        var overlap = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        /// The constraints holding the four variables, as the solver has them.
        var held: [Constraint] = []

        init(_ id: String) {
            top = Variable("\(id).topMargin"); left = Variable("\(id).leftMargin")
            bottom = Variable("\(id).bottomMargin"); right = Variable("\(id).rightMargin")
        }

        var variables: [Variable] { [top, left, bottom, right] }
    }

    /// At most this many solves more: a margin that moves the view it belongs to could go on.
    static let safeMarginPasses = 3

    func makeSafeMargins() {
        for e in elements where e.element.traits?.marginsInsideSafeArea == true { safeMargins[e.id] = SafeMargins(e.id) }
    }

    /// Holds the element's margin variables at its margins and its last overlap.
    func holdSafeMargins(of element: EffectiveElement) {
        guard let s = safeMargins[element.id] else { return }
        let m = heldMargins(of: element.id)
        s.held = zip(s.variables, [m.top, m.left, m.bottom, m.right]).map { variable, value in
            add(variable == value, source: .internalConstraint(element.id, variable == value))
        }
    }

    /// A view's margins as they stand: for one whose margins follow the safe area, the values its
    /// variables are held at (its own, pushed in by its last overlap, and at least those of its
    /// superview that it preserves); for any other, its margins.
    func heldMargins(of id: String) -> EdgeInsets {
        let m = margins(of: id)
        guard let overlap = safeMargins[id]?.overlap else { return m }
        let held = EdgeInsets(top: m.top + overlap.top, left: m.left + overlap.left,
                              bottom: m.bottom + overlap.bottom, right: m.right + overlap.right)
        return preservedMargins(of: id).map { held.atLeast($0) } ?? held
    }

    /// A margin attribute of a view whose margins are variables.
    func safeMarginExpression(_ attribute: Attribute, of owner: String, box: Box) -> Expression? {
        guard let s = safeMargins[owner] else { return nil }
        switch attribute {
        case .leftMargin: return box.left + s.left
        case .rightMargin: return box.left + box.width - s.right
        case .topMargin: return box.top + s.top
        case .bottomMargin: return box.top + box.height - s.bottom
        case .centerXWithinMargins: return box.left + box.width * 0.5 + (s.left - s.right) * 0.5
        default: return box.top + box.height * 0.5 + (s.top - s.bottom) * 0.5
        }
    }

    /// Measures how far each such view reaches outside the safe area as solved; true when one
    /// changed, its margins then given the new overlap (and the solver its new constants).
    func followSafeArea() -> Bool {
        guard !safeMargins.isEmpty else { return false }
        let safe = contentSafeArea ?? geometry.safeArea
        var changes: [(constraint: Constraint, constant: Double)] = []
        for (position, e) in elements.enumerated() {
            guard let s = safeMargins[e.id], s.held.count == 4 else { continue }
            let box = boxAt[position]
            let x = box.leftVariable.value, y = box.topVariable.value
            let w = max(0, box.widthVariable.value), h = max(0, box.heightVariable.value)
            // Only what lies on the screen counts: a view reaching past its edge (a label drawn
            // wider than its superview) has no margins pushed in there in Xcode's frames.
            let screen = geometry.bounds
            func clamp(_ v: Double, _ limit: Double) -> Double { min(max(0, v), limit) }
            var overlap = EdgeInsets(top: clamp(safe.minY - max(y, screen.minY), h), left: clamp(safe.minX - max(x, screen.minX), w),
                                     bottom: clamp(min(y + h, screen.maxY) - safe.maxY, h),
                                     right: clamp(min(x + w, screen.maxX) - safe.maxX, w))
            if let inside = environment.device.canvasSheetInsets, e.element.traits?.pageSheet == true {
                overlap.top = inside.top
                overlap.bottom = inside.bottom
            }
            let moved = [overlap.top - s.overlap.top, overlap.left - s.overlap.left,
                         overlap.bottom - s.overlap.bottom, overlap.right - s.overlap.right]
            guard moved.contains(where: { abs($0) > 1e-6 }) else { continue }
            s.overlap = overlap
            let m = heldMargins(of: e.id)
            for (held, (variable, value)) in zip(s.held, zip(s.variables, [m.top, m.left, m.bottom, m.right])) {
                changes.append((held, (variable == value).expression.constant))
            }
        }
        guard !changes.isEmpty else { return false }
        do {
            try solver.changeConstants(changes)
        } catch {
            return false
        }
        solver.updateVariables()
        return true
    }
}
