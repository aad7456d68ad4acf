import Cassowary

/// The constraint system of one document in one environment: builds it, solves it, reads frames back.
///
/// Every element gets four variables (left, top, width, height) in window points. Guides are
/// constants. Navigation, tab and tool bars push the content's safe area in, as UIKit's do: they
/// are solved first, on their own, against the display's safe area.
final class LayoutSystem {
    let document: LayoutDocument
    let environment: Environment
    let measurer: TextMeasurer
    let geometry: ScreenGeometry
    let elements: [EffectiveElement]
    /// The safe area content sees; nil until the bars have been placed.
    private var contentSafeArea: Rect?

    private let solver = Solver()
    private var boxes: [String: Box] = [:]
    private var systemGuides: [Guide: Box] = [:]
    private var contentGuides: [Guide: Box] = [:]
    private var references: [ObjectIdentifier: ConstraintReference] = [:]
    private var issues: [LayoutIssue] = []
    /// Soft height constraints from text measurement, replaced when text wraps.
    private var textHeight: [String: [Constraint]] = [:]
    private var singleLineWidth: [String: Double] = [:]

    convenience init(document: LayoutDocument, environment: Environment, measurer: TextMeasurer) {
        self.init(document: document, environment: environment, measurer: measurer,
                  elements: EffectiveElement.resolve(document, in: environment), contentSafeArea: nil)
    }

    private init(document: LayoutDocument, environment: Environment, measurer: TextMeasurer,
                 elements: [EffectiveElement], contentSafeArea: Rect?) {
        self.document = document
        self.environment = environment
        self.measurer = measurer
        self.geometry = ScreenGeometry(environment: environment)
        self.elements = elements
        self.contentSafeArea = contentSafeArea
    }

    func solve() -> SolvedLayout {
        if contentSafeArea == nil { contentSafeArea = safeAreaBetweenBars() }
        makeVariables()
        makeGuides()
        for element in elements { place(element) }
        var settled = settle()
        if rewrapText(using: settled.values) { settled = settle() }
        for id in settled.ambiguous.keys.sorted(by: order) {
            let axes = settled.ambiguous[id]!
            issues.append(.ambiguous(elementID: id, horizontal: axes.horizontal, vertical: axes.vertical))
        }
        return SolvedLayout(environment: environment, geometry: geometry,
                            guides: resolvedGuides(), elements: laidOut(), issues: issues)
    }

    // MARK: Variables and guides

    private func makeVariables() {
        for e in elements {
            boxes[e.id] = Box(left: Variable("\(e.id).left"), top: Variable("\(e.id).top"),
                              width: Variable("\(e.id).width"), height: Variable("\(e.id).height"))
        }
    }

    private func makeGuides() {
        let g = geometry
        systemGuides = [.screen: Box(g.bounds), .safeArea: Box(g.safeArea), .margins: Box(g.margins),
                        .readable: Box(g.readable), .keyboard: Box(g.keyboard)]
        contentGuides = resolvedGuides().mapValues { Box($0) }
    }

    /// Solves the bars (and whatever they are placed against) alone, and gives the display's safe
    /// area less what the bars cover: a navigation bar pushes its top down, tab and tool bars its
    /// bottom up.
    private func safeAreaBetweenBars() -> Rect {
        let safe = geometry.safeArea
        guard elements.contains(where: \.role.isBar) else { return safe }
        var needed = Set<String>()
        var queue = elements.filter(\.role.isBar).map(\.id)
        while let id = queue.popLast() {
            guard needed.insert(id).inserted, let e = elements.first(where: { $0.id == id }) else { continue }
            if let parent = e.parentID { queue.append(parent) }
            for text in e.constraints {
                guard let spec = try? ConstraintParser.parse(text) else { continue }
                for anchor in [spec.first, spec.second].compactMap({ $0 }) {
                    if case .element(let other) = anchor.item { queue.append(other) }
                }
            }
        }
        let subset = elements.filter { needed.contains($0.id) }
        let bars = LayoutSystem(document: document, environment: environment, measurer: measurer,
                                elements: subset, contentSafeArea: safe).solve()
        var top = safe.minY, bottom = safe.maxY
        for bar in bars.elements where bar.role.isBar && !bar.frame.isEmpty {
            if bar.role == .navigationBar {
                top = max(top, bar.frame.maxY)
            } else {
                bottom = min(bottom, bar.frame.minY)
            }
        }
        return Rect(x: safe.minX, y: top, width: safe.width, height: max(0, bottom - top))
    }

    /// Bars and what they hold are placed against the system's guides; everything else against
    /// the content's.
    private func guides(for element: EffectiveElement) -> [Guide: Box] {
        var current: EffectiveElement? = element
        while let e = current {
            if e.role.isBar { return systemGuides }
            current = e.parentID.flatMap { id in elements.first { $0.id == id } }
        }
        return contentGuides
    }

    // MARK: Placing one element

    private func place(_ element: EffectiveElement) {
        let box = boxes[element.id]!
        addInternal(box.width >= 0, for: element.id)
        addInternal(box.height >= 0, for: element.id)
        let parent = parentBox(of: element)

        if element.isPlacedByConstraints {
            for (index, text) in element.constraints.enumerated() {
                guard let spec = try? ConstraintParser.parse(text) else { continue }
                let location = index < element.constraintLocations.count ? element.constraintLocations[index] : nil
                let reference = ConstraintReference(elementID: element.id, index: index + 1, text: text,
                                                    location: location)
                guard let constraint = makeConstraint(spec, for: element, parent: parent) else { continue }
                add(constraint, reference)
            }
        } else if let frame = element.frame {
            let reference = ConstraintReference(elementID: element.id, index: 0,
                                                text: "frame \(frame)", location: element.element.location)
            add(box.left == parent.left + frame.x, reference)
            add(box.top == parent.top + frame.y, reference)
            add(box.width == frame.width, reference)
            add(box.height == frame.height, reference)
        }
        addIntrinsicSize(element, box: box)
    }

    private func parentBox(of element: EffectiveElement) -> Box {
        if let id = element.parentID, let box = boxes[id] { return box }
        return guides(for: element)[.screen]!
    }

    /// nil when the constraint names an element that is hidden here: UIKit drops such constraints too.
    private func makeConstraint(_ spec: ConstraintSpec, for element: EffectiveElement, parent: Box) -> Constraint? {
        guard let lhs = expression(spec.first, for: element, parent: parent) else { return nil }
        // Leading and trailing measure along the reading direction: in right-to-left layouts a
        // constant moves the other way and an inequality turns round (Auto Layout does the same).
        let mirrored = environment.isRightToLeft && (spec.first.attribute == .leading || spec.first.attribute == .trailing)
        let constant = mirrored ? -spec.constant : spec.constant
        var relation = spec.relation
        if mirrored { relation = relation == .greaterOrEqual ? .lessOrEqual : relation == .lessOrEqual ? .greaterOrEqual : .equal }
        let rhs: Expression
        if let second = spec.second {
            guard let e = expression(second, for: element, parent: parent) else { return nil }
            let scaled = e * spec.multiplier
            rhs = (mirrored && !second.attribute.isPosition ? -scaled : scaled) + constant
        } else if spec.first.attribute.isPosition {
            // A bare constant for a position is measured from the parent, as a frame's origin is.
            let origin = parent.value(of: spec.first.attribute.resolved(rightToLeft: environment.isRightToLeft))
            rhs = origin + constant
        } else {
            rhs = Expression(constant: spec.constant)
        }
        let constraint: Constraint
        switch relation {
        case .equal: constraint = lhs == rhs
        case .greaterOrEqual: constraint = lhs >= rhs
        case .lessOrEqual: constraint = lhs <= rhs
        }
        return constraint | Strength(priority: spec.priority)
    }

    private func expression(_ anchor: Anchor, for element: EffectiveElement, parent: Box) -> Expression? {
        let box: Box
        switch anchor.item {
        case .this: box = boxes[element.id]!
        case .guide(.parent): box = parent
        case .guide(let guide): box = guides(for: element)[guide]!
        case .element(let id):
            guard let other = boxes[id] else { return nil }
            box = other
        }
        return box.value(of: anchor.attribute.resolved(rightToLeft: environment.isRightToLeft))
    }

    /// Content hugging (low) and compression resistance (high), as Auto Layout's defaults.
    private func addIntrinsicSize(_ element: EffectiveElement, box: Box) {
        let intrinsic = IntrinsicSize.of(role: element.role, text: element.text, fontSize: element.fontSize,
                                         symbol: element.element.symbol, measurer: measurer,
                                         scale: environment.textSize.scale)
        let reference = ConstraintReference(elementID: element.id, index: 0, text: "intrinsic size")
        if let w = intrinsic.width {
            singleLineWidth[element.id] = w
            add((box.width >= w) | .high, reference)
            add((box.width <= w) | .low, reference)
        }
        if let h = intrinsic.height {
            let pair = [(box.height >= h) | .high, (box.height <= h) | .low]
            for c in pair { add(c, reference) }
            textHeight[element.id] = pair
        }
    }

    /// Text narrower than its single line wraps and grows taller; returns whether anything changed.
    private func rewrapText(using values: [String: Rect]) -> Bool {
        var changed = false
        for element in elements where element.role == .text {
            guard let text = element.text, !text.isEmpty, let frame = values[element.id],
                  let natural = singleLineWidth[element.id], frame.width < natural - 0.5,
                  let old = textHeight[element.id] else { continue }
            let size = measurer.measure(text, fontSize: (element.fontSize ?? 17) * environment.textSize.scale,
                                        maxWidth: max(1, frame.width))
            let box = boxes[element.id]!
            for c in old { try? solver.remove(c) }
            let reference = ConstraintReference(elementID: element.id, index: 0, text: "intrinsic size")
            let pair = [(box.height >= size.height) | .high, (box.height <= size.height) | .low]
            for c in pair { add(c, reference) }
            textHeight[element.id] = pair
            changed = true
        }
        return changed
    }

    // MARK: Solving

    private struct Settled {
        var values: [String: Rect]
        var ambiguous: [String: (horizontal: Bool, vertical: Bool)]
    }

    /// Solves, then asks the solver which variables another equally good solution could move:
    /// those elements are ambiguous. Undetermined variables rest at the solver's basic answer (zero
    /// for a free variable), which is the same every run.
    private func settle() -> Settled {
        solver.updateVariables()
        let values = readFrames()
        var ambiguous: [String: (horizontal: Bool, vertical: Bool)] = [:]
        for (id, box) in boxes {
            let h = !solver.isDetermined(box.leftVariable) || !solver.isDetermined(box.widthVariable)
            let v = !solver.isDetermined(box.topVariable) || !solver.isDetermined(box.heightVariable)
            if h || v { ambiguous[id] = (h, v) }
        }
        return Settled(values: values, ambiguous: ambiguous)
    }

    private func readFrames() -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for (id, box) in boxes {
            frames[id] = Rect(x: clean(box.leftVariable.value), y: clean(box.topVariable.value),
                              width: clean(box.widthVariable.value), height: clean(box.heightVariable.value))
        }
        return frames
    }

    /// Rounds solver noise (1e-12) away so frames print as the designer wrote them.
    private func clean(_ v: Double) -> Double {
        let r = (v * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r
    }

    // MARK: Constraints and their sources

    private func add(_ constraint: Constraint, _ reference: ConstraintReference) {
        references[ObjectIdentifier(constraint)] = reference
        do {
            try solver.add(constraint)
        } catch SolverError.unsatisfiable(let conflicting) {
            var named = conflicting.compactMap { references[ObjectIdentifier($0)] }
            if !named.contains(reference) { named.append(reference) }
            var seen = Set<ConstraintReference>()
            issues.append(.unsatisfiable(named.filter { seen.insert($0).inserted }))
        } catch {
            // Duplicates can't arise: every constraint here is a new object.
        }
    }

    private func addInternal(_ constraint: Constraint, for id: String) {
        add(constraint, ConstraintReference(elementID: id, index: 0, text: "\(constraint)"))
    }

    // MARK: Results

    private func order(_ a: String, _ b: String) -> Bool {
        (elements.firstIndex { $0.id == a } ?? 0) < (elements.firstIndex { $0.id == b } ?? 0)
    }

    /// Guides as content sees them: the safe area between the bars, margins and readable width in it.
    private func resolvedGuides() -> [Guide: Rect] {
        let safe = contentSafeArea ?? geometry.safeArea
        let system = geometry.safeArea
        // Guides inside the safe area keep their own insets from it (widgets' margins have them).
        func between(_ r: Rect) -> Rect {
            let top = safe.minY + (r.minY - system.minY), bottom = safe.maxY - (system.maxY - r.maxY)
            return Rect(x: r.minX, y: top, width: r.width, height: max(0, bottom - top))
        }
        let keyboard = environment.keyboard && geometry.keyboard.height > 0
            ? geometry.keyboard
            : Rect(x: geometry.keyboard.minX, y: safe.maxY, width: geometry.keyboard.width, height: 0)
        return [.screen: geometry.bounds, .safeArea: safe, .margins: between(geometry.margins),
                .readable: between(geometry.readable), .keyboard: keyboard]
    }

    private func laidOut() -> [LaidOutElement] {
        let scale = environment.textSize.scale
        return elements.map { e in
            let box = boxes[e.id]!
            let frame = Rect(x: clean(box.leftVariable.value), y: clean(box.topVariable.value),
                             width: clean(box.widthVariable.value), height: clean(box.heightVariable.value))
            let fontSize = e.role.showsText || e.text != nil ? (e.fontSize ?? 17) * scale : nil
            var textSize: Size?
            if let text = e.text, !text.isEmpty, let size = fontSize {
                let inner = frame.width - 2 * IntrinsicSize.padding(e.role).width
                textSize = measurer.measure(text, fontSize: size,
                                            maxWidth: e.role == .text ? max(1, inner) : nil)
            }
            return LaidOutElement(
                id: e.id, role: e.role, text: e.text, fontSize: fontSize, symbol: e.element.symbol,
                frame: frame, parentID: e.parentID, depth: e.depth, ignore: Set(e.element.ignore),
                constraints: e.constraints.compactMap { try? ConstraintParser.parse($0) },
                textSize: textSize, location: e.element.location)
        }
    }
}
