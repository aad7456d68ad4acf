import Cassowary

/// Moving a solved system to another environment of the same document. Environments mostly
/// differ in constants (screen size, insets, margins, text sizes), so the solver of one can take
/// the next by changing those constants and a few pivots, where a new system costs thousands of
/// insertions and a new ambiguity pass.
extension LayoutSystem {
    /// A moved system's bookkeeping while it builds: its constraints matched, in order, against
    /// those the solver holds (`structure`), and the constants they take.
    final class Carried {
        /// Whether the document is the one the solver was built for, in the same direction: then
        /// what didn't read the environment can't have changed and is skipped, unbuilt.
        let sameDocument: Bool
        /// The elements of the system moved from.
        let elements: [EffectiveElement]
        var cursor = 0
        /// New constants, given to the solver in one go at each settling.
        var pending: [(constraint: Constraint, constant: Double)] = []
        /// Text heights given (or kept) before the first settling: every one the solver holds.
        var heightsHeld = 0
        var mismatch = false
        var checkedComplete = false

        init(sameDocument: Bool, elements: [EffectiveElement]) {
            self.sameDocument = sameDocument
            self.elements = elements
        }
    }

    /// Whether the element at `position` is placed by the same constraints as in the system moved
    /// from, in the same document, so the plan it took over holds: then its fixed constraints are
    /// skipped.
    func skipsUnchanged(_ element: EffectiveElement, at position: Int) -> Bool {
        guard let c = carried, c.sameDocument, position < c.elements.count, position < plan.count, plan[position] != nil else { return false }
        return c.elements[position].isPlacedByConstraints == element.isPlacedByConstraints
            && c.elements[position].constraints == element.constraints
    }

    /// This layout moved to `environment`: the same solver and variables, every constraint given
    /// the constant it has there, text rewrapped as a new system would. nil when the environment
    /// needs other constraints (a variant, right-to-left, text that appears or goes), when its
    /// constants contradict a required constraint, or when the layout is ambiguous there (a new
    /// system would pick its own one of the equal solutions). Either way this system is spent:
    /// the solver now belongs to the one returned, or to nobody.
    ///
    /// `document` may be an edited version of this one: the constraints it builds are matched the
    /// same way, so an edit that only changes numbers (a drag's constants, a text) moves too.
    func moved(to environment: Environment, of document: LayoutDocument? = nil) -> (system: LayoutSystem, layout: SolvedLayout)? {
        guard movable, carried?.mismatch != true else { return nil }
        let edited = document
        let document = document ?? self.document
        // Without variants, only the language changes what elements an environment has.
        let elements = edited == nil && !hasVariants && environment.language == self.environment.language
            ? self.elements : EffectiveElement.resolve(document, in: environment)
        guard elements.count == self.elements.count else { return nil }
        for i in elements.indices where elements[i].id != self.elements[i].id || elements[i].parentID != self.elements[i].parentID {
            return nil
        }
        let next = LayoutSystem(document: document, environment: environment, measurer: givenMeasurer,
                                elements: elements, contentSafeArea: nil, solver: solver)
        next.boxes = boxes
        // The same margin variables where the element still keeps its margins inside the safe
        // area; new ones where an edit made it (whose constraints then don't match: a new system).
        for e in elements where e.element.traits?.marginsInsideSafeArea == true {
            next.safeMargins[e.id] = safeMargins[e.id] ?? SafeMargins(e.id)
        }
        next.boxAt = boxAt
        next.parentBoxAt = parentBoxAt
        next.structure = structure
        next.references = references
        next.textHeight = textHeight
        next.pinnedGuides = pinnedGuides
        next.heightsHeld = heightsHeld
        next.ambiguity = ambiguity
        let same = edited == nil && environment.isRightToLeft == self.environment.isRightToLeft
        if same {
            // What can't change within one document is taken over; sizes, which every element
            // sets again, start from the old values, which spares rebuilding their tables and
            // tells an unchanged width (`addIntrinsicSize`).
            next.singleLineWidth = singleLineWidth
            next.singleLineHeight = singleLineHeight
            next.plan = plan
            next.hasVariants = hasVariants
            next.barPositions = barPositions
            next.laid = laid
            // The same elements, measured alike: their intrinsic sizes hold. Environments
            // alternate between a few keys (portrait and landscape, @2x and @3x), so each key's
            // sizes are kept for the next move that comes back to it.
            if elements.count == self.elements.count, zip(elements, self.elements).allSatisfy({ $0 === $1 }) {
                measures.keep(intrinsicKey, intrinsicAt: intrinsicAt, measuredAt: measuredAt)
                next.measures = measures
                next.barMeasures = barMeasures
                if let kept = measures.kept(next.intrinsicKey) {
                    next.intrinsicAt = kept.intrinsicAt
                    next.measuredAt = kept.measuredAt
                } else if let near = measures.kept(barsAside: next.intrinsicKey) {
                    // Only bars are drawn otherwise there (`intrinsicSize(of:)`): the rest measure alike.
                    next.intrinsicAt = near.intrinsicAt
                    next.measuredAt = near.measuredAt
                    for i in elements.indices where Self.rolesSizedByBars.contains(elements[i].role) {
                        next.intrinsicAt[i] = nil
                    }
                }
            }
        }
        next.carried = Carried(sameDocument: same, elements: self.elements)
        next.build(findingAmbiguity: true)
        guard next.carried?.mismatch == false else { return nil }
        if next.issues.contains(where: { if case .ambiguous = $0 { return true } else { return false } }) { return nil }
        return (next, next.result())
    }

    /// In a moved system, the constraint the solver holds in `constraint`'s place, which takes its constant.
    func match(_ constraint: Constraint) -> Constraint {
        guard let c = carried, !c.mismatch, c.cursor < structure.count, structure[c.cursor].hasShape(of: constraint) else {
            carried?.mismatch = true
            return constraint
        }
        let held = structure[c.cursor]
        c.cursor += 1
        c.pending.append((held, constraint.expression.constant))
        return held
    }

    /// In a moved system, gives the solver the constants gathered since the last call; the first
    /// call also checks that every constraint and every text height found its match. False when
    /// the move failed. A system built afresh has nothing to settle.
    func settleMove() -> Bool {
        guard let c = carried else { return true }
        if !c.checkedComplete {
            c.checkedComplete = true
            // A moved system holds the text heights it took over, no more and no fewer.
            if c.cursor != structure.count || c.heightsHeld != heightsHeld { c.mismatch = true }
        }
        if !c.mismatch {
            do {
                try solver.changeConstants(c.pending)
            } catch {
                c.mismatch = true
            }
        }
        c.pending.removeAll()
        return !c.mismatch
    }
}

/// What making one written constraint read: nothing of the environment (`fixed`: the same in
/// every environment of one direction), the environment (`changes`), or nothing was made (`absent`).
enum SpecKind {
    case fixed, changes, absent
}

/// Per `LayoutSystem.IntrinsicKey`, the intrinsic sizes and measured texts of one document's
/// elements, for the systems that move one solver through its environments.
final class MeasureMemo {
    typealias Measures = (intrinsicAt: [(width: Double?, height: Double?)?], measuredAt: [(width: Double, size: Size?)?])
    /// `scope`: the elements measured, where they are a part of the document's (the bars).
    private struct Key: Hashable {
        let intrinsic: LayoutSystem.IntrinsicKey
        let scope: [String]
    }
    private var known: [Key: Measures] = [:]

    func keep(_ key: LayoutSystem.IntrinsicKey, scope: [String] = [], intrinsicAt: [(width: Double?, height: Double?)?],
              measuredAt: [(width: Double, size: Size?)?]) {
        known[Key(intrinsic: key, scope: scope)] = (intrinsicAt, measuredAt)
    }

    func kept(_ key: LayoutSystem.IntrinsicKey, scope: [String] = []) -> Measures? { known[Key(intrinsic: key, scope: scope)] }

    /// The whole document's sizes under a key that differs from `key` at most in how bars are
    /// drawn (compact, above a Home indicator): an iPhone list has four such keys for each scale.
    func kept(barsAside key: LayoutSystem.IntrinsicKey) -> Measures? {
        known.first { entry in
            let other = entry.key.intrinsic
            return entry.key.scope.isEmpty && other.textSize == key.textSize && other.pixelScale == key.pixelScale
                && other.tvText == key.tvText
        }?.value
    }
}

/// Which elements were ambiguous at each shape of optimum one solver has reached (`BasisShape`):
/// the same shape gives the same answer, so a moved system asks the solver only at a new one.
final class AmbiguityMemo {
    typealias Axes = (horizontal: Bool, vertical: Bool)
    private var known: [BasisShape: [String: Axes]] = [:]

    func elements(solver: Solver, finding: () -> [String: Axes]) -> [String: Axes] {
        guard let shape = solver.basisShape() else { return finding() }
        if let answer = known[shape] { return answer }
        let answer = finding()
        if known.count < 64 { known[shape] = answer }
        return answer
    }
}
