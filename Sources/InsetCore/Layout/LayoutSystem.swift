import Cassowary

/// The constraint system of one document in one environment: builds it, solves it, reads frames back.
///
/// Every element gets four variables (left, top, width, height) in window points. Guides are
/// variables pinned to this environment's rectangles (`guideBox`). The screen's own navigation,
/// tab and tool bars push the content's safe area in, as a UIKit container's do: they are solved
/// first, on their own, against the display's safe area.
final class LayoutSystem {
    let document: LayoutDocument
    let environment: Environment
    let measurer: TextMeasurer
    let priorities: PriorityScale?
    let geometry: ScreenGeometry
    let elements: [EffectiveElement]
    /// The safe area content sees; nil until the bars have been placed.
    var contentSafeArea: Rect?
    /// The bars and what they are placed against, solved apart for the content's safe area: a
    /// live drag of one of these would move the safe area, so it re-solves instead.
    private(set) var barPlacement: Set<String> = []
    /// Where in `elements` the bars and what they are placed against are; a move within the
    /// document takes them over.
    var barPositions: [Int]?

    /// Kept, with the boxes and the written constraints, for a live drag to steer (`LiveMotion`).
    let solver: Solver
    var boxes: [String: Box] = [:]
    /// The margins of views that keep them inside the safe area (`LayoutSystem+SafeMargins`).
    var safeMargins: [String: SafeMargins] = [:]
    /// Each element's box and its parent's (nil where the parent is a guide), by position:
    /// placing an element looks them up without hashing its id.
    var boxAt: [Box] = []
    var parentBoxAt: [Box?] = []
    /// The element being placed and its box, for its constraints' own anchors.
    var placing: (element: EffectiveElement, box: Box)?
    /// Every constraint added but intrinsic heights, in order: what a move to another environment
    /// (`moved(to:)`) matches its own constraints against.
    var structure: [Constraint] = []
    /// Set when this system took its solver from another environment's (`moved(to:)`).
    var carried: Carried?
    /// Whether the system can be moved on: false once a constraint was left out as unsatisfiable.
    var movable = true
    var ambiguity = AmbiguityMemo()
    /// The intrinsic sizes and measured texts of every `intrinsicKey` this system's solver has
    /// been moved through, shared along the moves.
    var measures = MeasureMemo()
    /// The same for the bars, solved alone for the safe area between them (`safeArea(between:)`).
    var barMeasures = MeasureMemo()
    /// Per element (by position) and constraint: whether making it read the environment, for a
    /// move to skip those that didn't (`Carried.skips`).
    var plan: [[SpecKind]?] = []
    /// Whether written constraints go in outer views' first (`placeWritten`): only where the file
    /// order met a conflict, since the solver takes a file's views one subtree at a time faster.
    var outerFirst = false
    /// Whether some required constraint couldn't be added.
    private var conflicted = false
    /// Whether the constraint being added is `ConstraintSpec.requiredBrokenFirst`.
    private var addingBrokenFirst = false
    /// Whether any element of the document has variants (which environments choose between).
    lazy var hasVariants: Bool = document.containsElement { !$0.variants.isEmpty }
    /// Per element (by position), as the layout read back gave it (nil where hidden): a move
    /// shares what didn't change of it, its constraints parsed above all.
    var laid: [LaidOutElement?] = []
    /// Set while a constraint is made when it reads a constant of the environment: the display's
    /// margins or text metrics (guides are pinned variables, read alike everywhere).
    var readsEnvironment = false
    /// The measurer as given, before line heights are fitted to this environment's pixels.
    let givenMeasurer: TextMeasurer
    /// Every written constraint the solver holds (a frame as its four), in the order added.
    private(set) var written: [WrittenConstraint] = []
    /// Each guide's rectangle here, as bars see it and as content does.
    private var systemGuideRects: [Guide: Rect] = [:]
    private var contentGuideRects: [Guide: Rect] = [:]
    /// The guides constraints have read, as pinned variables (`guideBox`); a move takes them over.
    var pinnedGuides: [GuideKey: PinnedGuide] = [:]
    /// What names each constraint in a conflict; made into a `ConstraintReference` only when one
    /// arises, and looked up only then: a list, which holds a 1,000-element system's in half the
    /// memory a dictionary did.
    var references: [(constraint: Constraint, source: ReferenceSource)] = []
    private(set) var issues: [LayoutIssue] = []
    /// Per element (by position), the soft height constraints from its intrinsic size, with the
    /// height they hold; replaced when text wraps. Arrays rather than dictionaries by id: a move
    /// to another environment reads and writes each of them for every element.
    var textHeight: [(height: Double, pair: [Constraint])?] = []
    /// How many elements `textHeight` holds a height for.
    var heightsHeld = 0
    /// Per element (by position), what `intrinsicSize(of:)` gave, while what it reads of the
    /// environment (`intrinsicKey`) stays: a move to another device of the same text size takes
    /// them over instead of measuring every text again.
    var intrinsicAt: [(width: Double?, height: Double?)?] = []
    /// Per element (by position), its text measured at the width it was laid out at: a move to
    /// another environment of the same text size reads it again where the width stays.
    var measuredAt: [(width: Double, size: Size?)?] = []
    /// Per element (by position), its intrinsic size on one line.
    var singleLineWidth: [Double?] = []
    var singleLineHeight: [Double?] = []
    lazy var elementIndex: [String: Int] = Dictionary(elements.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    lazy var byID: [String: EffectiveElement] = Dictionary(elements.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    lazy var childIDs: [String: [String]] = Dictionary(grouping: elements.filter { $0.parentID != nil },
                                                                by: { $0.parentID! }).mapValues { $0.map(\.id) }

    convenience init(document: LayoutDocument, environment: Environment, measurer: TextMeasurer) {
        self.init(document: document, environment: environment, measurer: measurer,
                  elements: EffectiveElement.resolve(document, in: environment), contentSafeArea: nil)
    }

    init(document: LayoutDocument, environment: Environment, measurer: TextMeasurer,
         elements: [EffectiveElement], contentSafeArea: Rect?, solver: Solver = Solver()) {
        self.solver = solver
        self.givenMeasurer = measurer
        self.document = document
        self.environment = environment
        self.measurer = document.systemLineHeights
            ? SystemLineHeights(base: measurer, pixelScale: max(1, environment.device.scale)) : measurer
        self.priorities = document.priorityLevels.map(PriorityScale.init(levels:))
        self.geometry = ScreenGeometry(environment: environment)
        self.elements = elements
        self.contentSafeArea = contentSafeArea
    }

    /// The measurer for an element's text: in lines of its project font where the file ships one.
    func measurer(for element: EffectiveElement) -> TextMeasurer {
        guard let traits = element.element.traits, var lines = measurer as? SystemLineHeights else { return measurer }
        if traits.otherFont {
            // Measured as before, in lines of the font's own height where Inset knows it (`AppleFonts`).
            lines.sfProGlyphs = false
            lines.fullWidthEm = traits.fullWidthEm
            lines.fontLines = traits.fontMetrics
            return lines
        }
        if let metrics = traits.fontMetrics {
            lines.metrics = metrics
            lines.fontFile = traits.fontFile
            return lines
        }
        // A text style's lines are its leading apart, scaled with its size (Apple TV's styles are
        // set apart otherwise, and their files show single lines).
        guard let style = traits.textStyle, element.fontSize == nil, environment.device.platform != .tvOS else { return measurer }
        lines.lineSpacing = style.defaultLeading * fontSize(of: element) / style.defaultSize
        return lines
    }

    /// Below the priorities files use in practice and below UIKit's own lowest (a stack's
    /// ambiguity suppression, 25), so anything else that sizes the view wins.
    static let keptPriority = 20.0

    /// A priority's strength: in the document's strict order where it has one.
    func strength(_ priority: Double) -> Strength { priorities?.strength(priority) ?? Strength(priority: priority) }

    func solve() -> SolvedLayout { solve(findingAmbiguity: true) }

    /// `findingAmbiguity: false` leaves out the pass that asks the solver, variable by variable,
    /// whether another solution could move it: it costs more than the solve, and a drag
    /// (`DragSession`) steps through the solver without it, its ambiguity found again at the drop.
    func solve(findingAmbiguity: Bool) -> SolvedLayout {
        built(findingAmbiguity: findingAmbiguity).result()
    }

    /// The system built: this one, or where its required constraints conflict, one built again
    /// outer views first (`outerFirst`), whose frames `solve` gives; a drag must step that one.
    func built(findingAmbiguity: Bool) -> LayoutSystem {
        build(findingAmbiguity: findingAmbiguity)
        guard retries else { return self }
        let again = LayoutSystem(document: document, environment: environment, measurer: givenMeasurer,
                                 elements: elements, contentSafeArea: contentSafeArea)
        again.outerFirst = true
        again.intrinsicAt = intrinsicAt
        again.measuredAt = measuredAt
        again.build(findingAmbiguity: findingAmbiguity)
        return again
    }

    /// Whether this build met a conflict it should leave to one built outer views first.
    private var retries: Bool { !outerFirst && carried == nil && conflicted }

    /// The layout as built: frames read back, guides, issues.
    func result() -> SolvedLayout {
        var layout = SolvedLayout(environment: environment, geometry: geometry,
                                  guides: resolvedGuides(), elements: laidOut(), issues: issues)
        restScrolledContent(&layout)
        return layout
    }

    /// Adds every element's constraints and solves them, text re-wrapped to its solved width: the
    /// solver as `solve()` leaves it, without reading the layout back, for a drag from a layout
    /// the caller already has.
    func build(findingAmbiguity: Bool) {
        if contentSafeArea == nil { contentSafeArea = safeAreaBetweenBars() }
        if singleLineWidth.count != elements.count {
            singleLineWidth = Array(repeating: nil, count: elements.count)
            singleLineHeight = singleLineWidth
        }
        if textHeight.count != elements.count { textHeight = Array(repeating: nil, count: elements.count) }
        if intrinsicAt.count != elements.count { intrinsicAt = Array(repeating: nil, count: elements.count) }
        if plan.count != elements.count { plan = Array(repeating: nil, count: elements.count) }
        if measuredAt.count != elements.count { measuredAt = Array(repeating: nil, count: elements.count) }
        if carried == nil {
            makeVariables()
            // About six constraints an element: sizes, intrinsic sizes, its own.
            references.reserveCapacity(elements.count * 6)
        }
        makeGuides()
        for (index, element) in elements.enumerated() {
            let skipping = place(element, at: index)
            if !outerFirst { placeRest(element, at: index, skipping: skipping) }
        }
        if outerFirst {
            // Built afresh (`built`): nothing is carried over to skip.
            let order = depthOrder()
            for index in order { placeWritten(elements[index], at: index, skipping: false, brokenFirst: false) }
            for (index, element) in elements.enumerated() { placeContent(element, at: index) }
            for index in order { placeWritten(elements[index], at: index, skipping: false, brokenFirst: true) }
        }
        // Built again outer views first (`built`): what follows would be thrown away.
        if retries { return }
        guard settleMove() else { return }
        if rewrapText() {
            guard settleMove() else { return }
            solver.updateVariables()
        }
        var passes = 0
        while passes < Self.safeMarginPasses, followSafeArea() {
            passes += 1
            if rewrapText() {
                guard settleMove() else { return }
                solver.updateVariables()
            }
        }
        for note in document.notes { issues.append(.notModelled(elementID: note.elementID, message: note.message)) }
        guard findingAmbiguity else { return }
        let ambiguous = ambiguity.elements(solver: solver, finding: ambiguousElements)
        for id in ambiguous.keys.sorted(by: order) {
            let axes = ambiguous[id]!
            issues.append(.ambiguous(elementID: id, horizontal: axes.horizontal, vertical: axes.vertical))
        }
        if carried == nil, !ambiguous.isEmpty { keepDrawnFrames(ambiguous) }
    }

    /// Holds each ambiguous element where its file drew it, below every other priority, as
    /// Interface Builder's canvas does: its solver starts from the frames it has and leaves a free
    /// view there, where this one would rest it at zero. Found ambiguous first, so the finding
    /// stays; the system then no longer moves, its solver holding what no other environment asks.
    private func keepDrawnFrames(_ ambiguous: [String: (horizontal: Bool, vertical: Bool)]) {
        var kept = false
        let stay = strength(Self.keptPriority)
        for (position, element) in elements.enumerated() {
            guard let axes = ambiguous[element.id], let drawn = element.element.traits?.drawnFrame,
                  let parent = parentBoxAt[position] else { continue }
            let box = boxAt[position]
            var held: [Constraint] = []
            if axes.horizontal { held += [(box.left - parent.left == drawn.minX) | stay, (box.width == drawn.width) | stay] }
            if axes.vertical { held += [(box.top - parent.top == drawn.minY) | stay, (box.height == drawn.height) | stay] }
            for constraint in held { add(constraint, source: .internalConstraint(element.id, constraint), recorded: false) }
            kept = true
        }
        guard kept else { return }
        movable = false
        // Each pass re-reads the solver (`rewrapText`) before it wraps.
        var passes = 0
        while passes < Self.safeMarginPasses, rewrapText() {
            passes += 1
            solver.updateVariables()
        }
    }

    // MARK: Variables and guides

    private func makeVariables() {
        for e in elements {
            boxes[e.id] = Box(left: Variable("\(e.id).left"), top: Variable("\(e.id).top"),
                              width: Variable("\(e.id).width"), height: Variable("\(e.id).height"))
        }
        boxAt = elements.map { boxes[$0.id]! }
        parentBoxAt = elements.map { $0.parentID.flatMap { boxes[$0] } }
        makeSafeMargins()
    }

    private func makeGuides() {
        let g = geometry
        systemGuideRects = [.screen: g.bounds, .safeArea: g.safeArea, .margins: g.margins,
                            .readable: g.readable, .keyboard: g.keyboard]
        contentGuideRects = resolvedGuides()
        repinGuides()
    }

    func guideRect(_ key: GuideKey) -> Rect {
        (key.inBar ? systemGuideRects : contentGuideRects)[key.guide]!
    }

    /// Solves the bars (and whatever they are placed against) alone, and gives the display's safe
    /// area less what the bars cover: a navigation bar pushes its top down, tab and tool bars its
    /// bottom up.
    private func safeAreaBetweenBars() -> Rect {
        let safe = geometry.safeArea
        if let positions = barPositions {
            return positions.isEmpty ? safe : safeArea(between: positions.map { elements[$0] }, within: safe)
        }
        guard elements.contains(where: movesSafeArea) else {
            barPositions = []
            return safe
        }
        var needed = Set<String>()
        var queue = elements.filter(movesSafeArea).map(\.id)
        while let id = queue.popLast() {
            guard needed.insert(id).inserted, let e = elements.first(where: { $0.id == id }) else { continue }
            if let parent = e.parentID { queue.append(parent) }
            for text in e.constraints {
                guard let spec = ParsedConstraints.spec(text) else { continue }
                for anchor in [spec.first, spec.second].compactMap({ $0 }) {
                    if case .element(let other) = anchor.item { queue.append(other) }
                }
            }
        }
        barPlacement = needed
        let positions = elements.indices.filter { needed.contains(elements[$0].id) }
        barPositions = positions
        return safeArea(between: positions.map { elements[$0] }, within: safe)
    }

    /// A bar of the screen's own (a top-level element, as a navigation or tab bar controller's
    /// is), not one placed inside another view: UIKit moves a view controller's safe area for
    /// its container's bars only, and Xcode drew views pinned to the safe area under a toolbar
    /// or navigation bar a storyboard places itself (+47 views in batches 24 to 32, none lost).
    private func movesSafeArea(_ e: EffectiveElement) -> Bool { e.role.isBar && e.parentID == nil }

    /// The safe area less what the bars among `subset` (the bars and what they are placed
    /// against) cover, solved alone.
    private func safeArea(between subset: [EffectiveElement], within safe: Rect) -> Rect {
        // Only the bars' frames are read here: their ambiguity is found with everything else's.
        let system = LayoutSystem(document: document, environment: environment, measurer: givenMeasurer,
                                  elements: subset, contentSafeArea: safe)
        // Its titles measured as in the environments of the same `intrinsicKey` before it.
        let scope = subset.map(\.id)
        if let kept = barMeasures.kept(system.intrinsicKey, scope: scope) {
            system.intrinsicAt = kept.intrinsicAt
            system.measuredAt = kept.measuredAt
        }
        let bars = system.solve(findingAmbiguity: false)
        barMeasures.keep(system.intrinsicKey, scope: scope, intrinsicAt: system.intrinsicAt, measuredAt: system.measuredAt)
        var top = safe.minY, bottom = safe.maxY
        for bar in bars.elements where bar.role.isBar && bar.parentID == nil && !bar.frame.isEmpty {
            if bar.role == .navigationBar {
                top = max(top, bar.frame.maxY)
            } else {
                bottom = min(bottom, bar.frame.minY)
            }
        }
        return Rect(x: safe.minX, y: top, width: safe.width, height: max(0, bottom - top))
    }


    // MARK: Placing one element

    /// Returns whether it skipped what a moved system keeps (`skipsUnchanged`).
    @discardableResult
    private func place(_ element: EffectiveElement, at position: Int) -> Bool {
        let box = boxAt[position]
        placing = (element, box)
        // A moved system of the same document skips what can't change (`Carried.skips`).
        let skipping = skipsUnchanged(element, at: position)
        if skipping {
            carried?.cursor += 2
        } else {
            addInternal(box.width >= 0, for: element.id)
            addInternal(box.height >= 0, for: element.id)
        }
        holdSafeMargins(of: element)
        let parent = parentBoxAt[position] ?? guideBox(.screen, for: element)

        // A view with an autoresizing mask may be constrained too: UIKit keeps both.
        if let resizing = element.element.traits?.autoresizing {
            placeAutoresizing(element, resizing, box: box, parent: parent)
        }
        if !element.isPlacedByConstraints, element.element.traits?.autoresizing == nil, let frame = element.frame {
            let reference = ConstraintReference(elementID: element.id, index: 0,
                                                text: "frame \(frame)", location: element.element.location)
            for spec in ConstraintSpec.placing(frame) { addWritten(spec, for: element, parent: parent, reference) }
        }
        return skipping
    }

    /// An element's written constraints and its stack's. Where required constraints conflict, the
    /// solver leaves out the one added last, so a layout that conflicts is built again (`built`)
    /// with them added outer views' first (`depthOrder`), then what text and images ask
    /// (`placeContent`), then the pins older Xcodes let go of: UIKit's engine keeps the outer
    /// ones. Xcode drew a 60 pt avatar 5 pt square for its stacks to fit a 121 pt row (Goodz), a
    /// hidden view pinned 0 pt tall at 0 whatever its content asks (Handstand), and the buttons of
    /// a fill-equally row at the 52 pt one of them is pinned to, not at the 38 pt their hugging at
    /// 1000 asks.
    /// `brokenFirst`: nil for all of them, else only those that are or aren't
    /// `ConstraintSpec.requiredBrokenFirst` (added after every other, intrinsic sizes too, and so
    /// broken first).
    private func placeWritten(_ element: EffectiveElement, at position: Int, skipping: Bool, brokenFirst: Bool?) {
        let parent = parentBoxAt[position] ?? guideBox(.screen, for: element)
        placing = (element, boxAt[position])
        var kinds: [SpecKind] = []
        for (index, text) in (element.isPlacedByConstraints ? element.constraints : []).enumerated() {
            if skipping, let kind = plan[position]?[index], kind != .changes {
                if kind == .fixed { carried?.cursor += 1 }
                continue
            }
            guard let spec = ParsedConstraints.spec(text) else {
                kinds.append(.absent)
                continue
            }
            if let brokenFirst, spec.breaksFirst != brokenFirst {
                // Its kind is the other pass's; this one's plan is never moved (a conflict's).
                kinds.append(.changes)
                continue
            }
            let location = index < element.constraintLocations.count ? element.constraintLocations[index] : nil
            // Named as the file writes it: required.
            let named = spec.breaksFirst ? ConstraintText.written(spec) : text
            let reference = ConstraintReference(elementID: element.id, index: index + 1, text: named,
                                                location: location)
            readsEnvironment = false
            addingBrokenFirst = spec.breaksFirst
            let added = addWritten(spec, for: element, parent: parent, reference)
            addingBrokenFirst = false
            if !skipping { kinds.append(!added ? .absent : readsEnvironment ? .changes : .fixed) }
        }
        // A system that skipped took its plan over from the one it moved from.
        if !skipping, element.isPlacedByConstraints { plan[position] = kinds }
        if brokenFirst != true, let stack = element.element.traits?.stack { arrange(element, stack) }
    }

    /// Positions, outer elements before inner ones, in the file's order within a depth.
    private func depthOrder() -> [Int] {
        elements.indices.sorted { elements[$0].depth != elements[$1].depth ? elements[$0].depth < elements[$1].depth : $0 < $1 }
    }

    private func placeRest(_ element: EffectiveElement, at position: Int, skipping: Bool) {
        placeWritten(element, at: position, skipping: skipping, brokenFirst: nil)
        placeContent(element, at: position)
    }

    private func placeContent(_ element: EffectiveElement, at position: Int) {
        let box = boxAt[position]
        placing = (element, box)
        if let kept = element.element.traits?.keptWidth { add((box.width == kept) | strength(Self.keptPriority), source: .intrinsicSize(element.id)) }
        if let kept = element.element.traits?.keptHeight { add((box.height == kept) | strength(Self.keptPriority), source: .intrinsicSize(element.id)) }
        addIntrinsicSize(element, at: position, box: box)
    }

    /// Whether a constraint was made (none when it names an element hidden here).
    @discardableResult
    private func addWritten(_ spec: ConstraintSpec, for element: EffectiveElement, parent: Box,
                            _ reference: ConstraintReference) -> Bool {
        guard let made = makeConstraint(spec, for: element, parent: parent) else { return false }
        let constraint = add(made, reference)
        guard carried == nil else { return true }
        written.append(WrittenConstraint(owner: element.id, index: reference.index, spec: spec, constraint: constraint))
        return true
    }

    /// nil when the constraint names an element that is hidden here: UIKit drops such constraints too.
    private func makeConstraint(_ spec: ConstraintSpec, for element: EffectiveElement, parent: Box) -> Constraint? {
        guard let lhs = expression(spec.first, for: element, parent: parent) else { return nil }
        // Leading and trailing measure along the reading direction: in right-to-left layouts a
        // constant moves the other way and an inequality turns round (Auto Layout does the same).
        let mirrored = environment.isRightToLeft && spec.first.attribute.isDirectional
        let constant = mirrored ? -spec.constant : spec.constant
        var relation = spec.relation
        if mirrored { relation = relation == .greaterOrEqual ? .lessOrEqual : relation == .lessOrEqual ? .greaterOrEqual : .equal }
        var rhs: Expression
        if let second = spec.second {
            guard let e = expression(second, for: element, parent: parent) else { return nil }
            let scaled = e * spec.multiplier
            rhs = (mirrored && !second.attribute.isPosition ? -scaled : scaled) + constant
            if let origin = containerOrigin(spec, for: element) { rhs = rhs + origin * (1 - spec.multiplier) }
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
        return constraint | strength(spec.breaksFirst ? 1000 : spec.priority)
    }

    /// Content hugging (low) and compression resistance (high), as Auto Layout's defaults, or
    /// the priorities the file gives.
    private func addIntrinsicSize(_ element: EffectiveElement, at position: Int, box: Box) {
        let traits = element.element.traits
        let intrinsic = intrinsicSize(at: position)
        if let w = intrinsic.width, let c = carried, c.sameDocument, singleLineWidth[position] == w {
            // The same width as the system moved from: its two constraints keep their constants.
            c.cursor += 2
        } else if let w = intrinsic.width {
            singleLineWidth[position] = w
            let hug = traits?.hugging.horizontal ?? 250, resist = traits?.compressionResistance.horizontal ?? 750
            add((box.width >= w) | strength(resist), source: .intrinsicSize(element.id))
            addHugging(box.width <= w, priority: hug, for: element.id)
        }
        if let h = intrinsic.height {
            singleLineHeight[position] = h
            holdHeight(h, at: position, traits: traits)
        }
    }

    /// What intrinsic sizes read of the environment: the text size, the pixels text lines are
    /// rounded to, whether bars are drawn compact or above a Home indicator, and whether text
    /// styles take Apple TV's sizes.
    struct IntrinsicKey: Hashable {
        let textSize: TextSize
        let pixelScale: Double
        let compactBars: Bool
        let homeIndicatorBars: Bool
        let tvText: Bool
    }

    var intrinsicKey: IntrinsicKey {
        let device = environment.device
        return IntrinsicKey(textSize: environment.textSize, pixelScale: document.systemLineHeights ? max(1, device.scale) : 0,
                            compactBars: device.family == .iPhone && environment.sizeClass.vertical == .compact,
                            homeIndicatorBars: device.family == .iPhone && device.homeIndicator,
                            tvText: device.platform == .tvOS)
    }

    /// The intrinsic size of the element at `position`, worked out once (or taken over by a move):
    /// a stack asks for its views' before they are placed, and each view again when it is.
    func intrinsicSize(at position: Int) -> (width: Double?, height: Double?) {
        if let known = intrinsicAt[position] { return known }
        let size = intrinsicSize(of: elements[position])
        intrinsicAt[position] = size
        return size
    }

    /// The element's intrinsic content size here, on one line, as the file or the system gives it.
    private func intrinsicSize(of element: EffectiveElement) -> (width: Double?, height: Double?) {
        let traits = element.element.traits
        var intrinsic = IntrinsicSize.of(role: element.role, text: element.text, fontSize: fontSize(of: element),
                                         symbol: element.element.symbol, measurer: measurer(for: element), scale: environment.textSize.scale,
                                         padding: padding(of: element), weight: traits?.fontWeight ?? 400)
        switch traits?.intrinsicWidth {
        case .none?: intrinsic.width = nil
        case .points(let w)?: intrinsic.width = w
        case nil: break
        }
        switch traits?.intrinsicHeight {
        case .none?: intrinsic.height = nil
        case .points(let h)?: intrinsic.height = h
        case nil: break
        }
        if traits?.lineWhenEmpty == true, element.text?.isEmpty != false, traits?.intrinsicHeight == nil {
            let line = measurer(for: element).measure("X", fontSize: fontSize(of: element), weight: traits?.fontWeight ?? 400, maxWidth: nil)
            intrinsic.height = line.height + 2 * padding(of: element).height
        }
        if traits?.flatWhenEmpty == true, element.text?.isEmpty != false {
            if traits?.intrinsicWidth == nil { intrinsic.width = traits?.emptySide ?? 0 }
            if traits?.intrinsicHeight == nil { intrinsic.height = traits?.emptySide ?? 0 }
        }
        if traits?.wholePointTitle == true, element.text?.isEmpty == false {
            // Title and line in whole points, from the line's full height, not its pixels.
            let pad = padding(of: element)
            if traits?.intrinsicWidth == nil, let w = intrinsic.width {
                intrinsic.width = (w - 2 * pad.width - 1e-6).rounded(.up) + 2 * pad.width
            }
            if traits?.intrinsicHeight == nil {
                let line = (traits?.fontMetrics ?? .sfPro).wholeLine(at: fontSize(of: element))
                intrinsic.height = line + 2 * pad.height
            }
        }
        if let background = traits?.backgroundSize {
            // UIKit sizes a button to fit its background image as well as its title; a size the
            // file sets (a placeholder's) stays as set.
            if traits?.intrinsicWidth == nil { intrinsic.width = intrinsic.width.map { max($0, background.width) } }
            if traits?.intrinsicHeight == nil { intrinsic.height = intrinsic.height.map { max($0, background.height) } }
        }
        if Self.rolesSizedByBars.contains(element.role), environment.device.family == .iPhone,
           environment.sizeClass.vertical == .compact {
            // An iPhone in landscape draws navigation bars and toolbars 32 pt tall, without large titles.
            intrinsic.height = 32
        } else if element.role == .toolbar, environment.device.family == .iPhone, environment.device.homeIndicator,
                  standsOnSafeAreaBottom(element) {
            // Above a Home indicator a toolbar is drawn 49 pt tall, as a tab bar is: Xcode recorded
            // 54 of 57 such toolbars in real files at 49, and those elsewhere at 44. So is one on
            // a tab bar there (Trailer's settings stacks end 132 pt up: 83 of tab bar, 49 of toolbar).
            intrinsic.height = 49
        }
        return intrinsic
    }

    /// The only roles whose intrinsic size reads how bars are drawn (`IntrinsicKey.compactBars`,
    /// `homeIndicatorBars`): a move to another such key measures only these again.
    static let rolesSizedByBars: Set<Role> = [.navigationBar, .toolbar]

    /// On the safe area's bottom, or on a tab bar that stands there (one step only, so tab bars
    /// a file stands on each other end the look).
    private func standsOnSafeAreaBottom(_ element: EffectiveElement, orOnATabBar: Bool = true) -> Bool {
        element.constraints.lazy.compactMap(ParsedConstraints.spec).contains { spec in
            guard spec.first == Anchor(item: .this, attribute: .bottom) && spec.relation == .equal else { return false }
            if spec.second == Anchor(item: .guide(.safeArea), attribute: .bottom) { return true }
            guard orOnATabBar, case .element(let id)? = spec.second?.item, spec.second?.attribute == .top,
                  let other = elementIndex[id] else { return false }
            return elements[other].role == .tabBar && standsOnSafeAreaBottom(elements[other], orOnATabBar: false)
        }
    }

    private func holdHeight(_ height: Double, at position: Int, traits: LayoutTraits?) {
        if carried?.sameDocument == true, let held = textHeight[position], held.height == height {
            // Moved, with the height the solver holds already.
            carried?.heightsHeld += 1
            return
        }
        let box = boxAt[position], id = elements[position].id
        if let c = carried, c.sameDocument, position < c.elements.count, c.elements[position] === elements[position],
           let held = textHeight[position], box.height.terms.count == 1 {
            // Moved within one document, the element unchanged (no variant of another size
            // class): the pair the solver holds is the one its traits and box make, with
            // `box.height − h` for its expression, so only the constant changes, and no pair is
            // built to compare.
            for old in held.pair { c.pending.append((old, box.height.constant - height)) }
            c.heightsHeld += 1
            textHeight[position] = (height, held.pair)
            return
        }
        let hug = traits?.hugging.vertical ?? 250, resist = traits?.compressionResistance.vertical ?? 750
        let pair = [(box.height >= height) | strength(resist), (box.height <= height) | strength(hug)]
        if carried != nil {
            // A moved system keeps the pair its solver holds and gives it the new height.
            guard let held = textHeight[position]?.pair, zip(held, pair).allSatisfy({ $0.hasShape(of: $1) }) else {
                carried?.mismatch = true
                return
            }
            for (old, new) in zip(held, pair) { carried?.pending.append((old, new.expression.constant)) }
            carried?.heightsHeld += 1
            textHeight[position] = (height, held)
            return
        }
        for c in textHeight[position]?.pair ?? [] { try? solver.remove(c) }
        for c in pair { add(c, source: .intrinsicSize(id), recorded: false) }
        if textHeight[position] == nil { heightsHeld += 1 }
        textHeight[position] = (height, pair)
    }

    /// The height of text narrower than its single line, wrapped (up to its line limit); nil
    /// for text that fits, for one-line labels and for other elements.
    private func wrappedHeight(of element: EffectiveElement, at position: Int, width: Double) -> Double? {
        guard element.role == .text, let text = element.text, !text.isEmpty,
              let natural = singleLineWidth[position], width < natural - 0.5 else { return nil }
        let lines = element.element.traits?.numberOfLines
        if lines == 1 { return nil }
        let size = fontSize(of: element)
        let pad = padding(of: element)
        let wrapped = measurer(for: element).measure(text, fontSize: size, weight: element.element.traits?.fontWeight ?? 400,
                                       maxWidth: max(1, width - 2 * pad.width)).height + 2 * pad.height
        guard let lines, lines > 1, let line = singleLineHeight[position] else { return wrapped }
        return min(wrapped, line * Double(lines))
    }

    /// Text narrower than its single line wraps and grows taller; returns whether anything changed.
    private func rewrapText() -> Bool {
        solver.updateVariables()
        var changed = false
        for (position, element) in elements.enumerated() where element.role == .text {
            guard textHeight[position] != nil,
                  let height = wrappedHeight(of: element, at: position,
                                             width: clean(boxAt[position].widthVariable.value)) else { continue }
            holdHeight(height, at: position, traits: element.element.traits)
            changed = true
        }
        return changed
    }

    /// Wraps one text element at its current width, or unwraps it, as `solve()` would: for a live
    /// resize of that text. Whether its height constraints changed.
    func rewrap(_ id: String) -> Bool {
        guard let position = elements.firstIndex(where: { $0.id == id }), let held = textHeight[position]?.height,
              let line = singleLineHeight[position] else { return false }
        let element = elements[position]
        solver.updateVariables()
        let height = wrappedHeight(of: element, at: position, width: boxAt[position].widthVariable.value) ?? line
        guard height != held else { return false }
        holdHeight(height, at: position, traits: element.element.traits)
        return true
    }

    // MARK: Solving

    /// The elements whose variables another equally good solution could move, by axis.
    /// Undetermined variables rest at the solver's basic answer (zero for a free variable), which
    /// is the same every run.
    private func ambiguousElements() -> [String: (horizontal: Bool, vertical: Bool)] {
        var ambiguous: [String: (horizontal: Bool, vertical: Bool)] = [:]
        let ordered = Array(boxes)
        let determined = solver.areDetermined(ordered.flatMap { _, box in
            [box.leftVariable, box.widthVariable, box.topVariable, box.heightVariable]
        })
        for (index, (id, _)) in ordered.enumerated() {
            let h = !determined[4 * index] || !determined[4 * index + 1]
            let v = !determined[4 * index + 2] || !determined[4 * index + 3]
            if h || v { ambiguous[id] = (h, v) }
        }
        return ambiguous
    }

    private func solvedFrame(of box: Box, _ e: EffectiveElement) -> Rect {
        let rect = Rect(x: clean(box.leftVariable.value), y: clean(box.topVariable.value),
                        width: clean(box.widthVariable.value), height: clean(box.heightVariable.value))
        guard let i = e.element.traits?.alignmentInsets else { return rect }
        // Constraints placed the alignment rectangle; the frame reaches past it (mirrored in RTL).
        let (left, right) = environment.isRightToLeft ? (i.right, i.left) : (i.left, i.right)
        return Rect(x: rect.minX - left, y: rect.minY - i.top, width: rect.width + left + right,
                    height: rect.height + i.top + i.bottom)
    }

    /// Rounds solver noise (1e-12) away so frames print as the designer wrote them.
    func clean(_ v: Double) -> Double {
        let r = (v * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r
    }

    // MARK: Constraints and their sources

    /// Adds a constraint and returns the one the solver holds for it: itself, or in a moved system
    /// the same constraint of the environment it moved from, to be given this one's constant.
    /// `recorded: false` leaves it out of the structure a move matches (heights that text rewraps).
    @discardableResult
    func add(_ constraint: Constraint, _ reference: @autoclosure () -> ConstraintReference,
             recorded: Bool = true) -> Constraint {
        add(constraint, source: .reference(reference()), recorded: recorded)
    }

    @discardableResult
    func add(_ constraint: Constraint, source: @autoclosure () -> ReferenceSource, recorded: Bool = true) -> Constraint {
        if carried != nil { return match(constraint) }
        if recorded { structure.append(constraint) }
        let source = source()
        references.append((constraint, source))
        do {
            try solver.add(constraint)
        } catch SolverError.unsatisfiable(let conflicting) {
            movable = false
            conflicted = true
            // Left out as Xcode leaves it out: how it lays the file out, not a conflict to report.
            if addingBrokenFirst { return constraint }
            let reference = source.reference
            let byConstraint = Dictionary(references.map { (ObjectIdentifier($0.constraint), $0.source) }, uniquingKeysWith: { _, last in last })
            var named = conflicting.compactMap { byConstraint[ObjectIdentifier($0)]?.reference }
            if !named.contains(reference) { named.append(reference) }
            var seen = Set<ConstraintReference>()
            issues.append(.unsatisfiable(named.filter { seen.insert($0).inserted }))
        } catch {
            // Duplicates can't arise: every constraint here is a new object.
        }
        return constraint
    }

    /// A width's content hugging. At 1000 where a required constraint contradicts it, it is
    /// reported as the conflict it is and still pulls, as a 999 would: Xcode draws a label that
    /// hugs at 1000 and is held at least 20 pt wide 20 pt wide (Kukai's recovery phrase, 36
    /// labels), where leaving the hugging out had let it stretch across its stack. A compression
    /// resistance at 1000 that can't hold is left out, as before: a wrapping label that resists at
    /// 1000 is drawn narrower than its one line (The Blue Alliance's sign-in, 2 labels).
    private func addHugging(_ constraint: Constraint, priority: Double, for id: String) {
        let conflicts = issues.count
        add(constraint | strength(priority), source: .intrinsicSize(id))
        guard priority >= 1000, carried == nil, issues.count > conflicts else { return }
        add(constraint | strength(999), source: .intrinsicSize(id))
    }

    private func addInternal(_ constraint: Constraint, for id: String) {
        add(constraint, source: .internalConstraint(id, constraint))
    }

    // MARK: Results

    private func order(_ a: String, _ b: String) -> Bool {
        (elementIndex[a] ?? 0) < (elementIndex[b] ?? 0)
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
        // Views hidden in place were solved with the rest; they and what they hold aren't shown.
        var unseen = Set<String>()
        for e in elements where e.element.traits?.hiddenInPlace == true || e.parentID.map(unseen.contains) == true {
            unseen.insert(e.id)
        }
        var out: [LaidOutElement] = []
        out.reserveCapacity(elements.count)
        let before = laid
        laid = Array(repeating: nil, count: elements.count)
        for (position, e) in elements.enumerated() where unseen.isEmpty || !unseen.contains(e.id) {
            // The element the system moved from laid out, where its constraints are the same.
            let old = position < before.count && skipsUnchanged(e, at: position) ? before[position] : nil
            let frame = solvedFrame(of: boxAt[position], e)
            let fontSize = e.role.showsText || e.text != nil ? self.fontSize(of: e) : nil
            let textSize: Size?
            if let known = measuredAt[position], known.width == frame.width {
                textSize = known.size
            } else {
                textSize = measuredText(of: e, fontSize: fontSize, width: frame.width)
                measuredAt[position] = (frame.width, textSize)
            }
            let element: LaidOutElement
            if let old, carried?.elements[position] === e, old.fontSize == fontSize {
                // The same element at the same size: only where it lies and its text's size can differ.
                element = old.moved(frame: frame, textSize: textSize)
            } else {
                element = LaidOutElement(
                    id: e.id, role: e.role, text: e.text, fontSize: fontSize, symbol: e.element.symbol,
                    frame: frame, parentID: e.parentID, depth: e.depth, ignore: Set(e.element.ignore),
                    constraints: old?.constraints ?? e.constraints.compactMap(ParsedConstraints.spec),
                    textSize: textSize, location: e.element.location, fontWeight: e.element.traits?.fontWeight,
                    textAlignment: e.element.traits?.textAlignment, fontFile: e.element.traits?.fontFile)
            }
            laid[position] = element
            out.append(element)
        }
        return out
    }

    /// The text's size wrapped to `width` (only text wraps; buttons and the like keep one line).
    private func measuredText(of e: EffectiveElement, fontSize: Double?, width: Double) -> Size? {
        guard let text = e.text, !text.isEmpty, let fontSize else { return nil }
        let inner = width - 2 * padding(of: e).width
        let wraps = e.role == .text && e.element.traits?.numberOfLines != 1
        return measurer(for: e).measure(text, fontSize: fontSize, weight: e.element.traits?.fontWeight ?? 400, maxWidth: wraps ? max(1, inner) : nil)
    }

    // MARK: Live reading

    /// The layout at the solver's current values, for each step of a live drag: `base` (what
    /// `solve()` returned) with every frame read afresh and text re-measured where its width
    /// changed. No ambiguity pass and no re-wrapping of text heights: issues stay as `base` has them.
    func currentLayout(from base: SolvedLayout) -> SolvedLayout {
        solver.updateVariables()
        var layout = base
        // Frames as the solver holds them first, then moved by the insets they have now.
        SolvedLayout.shift(&layout.elements, by: base.contentInsets, holding: document.scrollHeldViews, sign: -1)
        for i in layout.elements.indices {
            guard let e = byID[layout.elements[i].id], let box = boxes[e.id] else { continue }
            let frame = solvedFrame(of: box, e)
            if e.role == .text && frame.width != layout.elements[i].frame.width {
                layout.elements[i].textSize = measuredText(of: e, fontSize: layout.elements[i].fontSize,
                                                           width: frame.width)
            }
            layout.elements[i].frame = frame
        }
        restScrolledContent(&layout)
        return layout
    }
}

/// What names a constraint in a conflict, kept cheap while none arises: most constraints Inset
/// adds (sizes, intrinsic sizes) would otherwise spell themselves out for nothing.
enum ReferenceSource {
    case reference(ConstraintReference)
    case internalConstraint(String, Constraint)
    case intrinsicSize(String)

    var reference: ConstraintReference {
        switch self {
        case .reference(let reference): return reference
        case .internalConstraint(let id, let constraint):
            return ConstraintReference(elementID: id, index: 0, text: "\(constraint)")
        case .intrinsicSize(let id): return ConstraintReference(elementID: id, index: 0, text: tr("intrinsic size"))
        }
    }
}
