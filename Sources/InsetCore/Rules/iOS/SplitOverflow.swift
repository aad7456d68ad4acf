/// Content built for the full iPad screen that spills out of a narrower split or Slide Over window.
struct SplitOverflow: Rule {
    let id = "split-overflow"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("Content that fits full screen but overflows in an iPad split or Slide Over")
    let guideline = Guideline(
        quote: tr("In iOS, interface elements and layouts can be configured to automatically change shape and size on different devices, during multitasking on iPad, in split view, when the screen is rotated, and more. It’s essential that you design an adaptable interface that provides a great experience in any environment."),
        source: "002", section: tr("Adaptivity and Layout"))

    func check(_ context: RuleContext) -> [Finding] {
        guard context.environment.split != .full, let full = context.fullScreen else { return [] }
        let bounds = context.layout.bounds
        let split = context.environment.split
        var window: String { split == .slideOver ? tr("Slide Over window") : tr("{split} split window", ["split": split.rawValue]) }
        // Across only: text that wraps onto more lines in a narrow window scrolls down as it would anyway.
        // The unsplit layout's elements by id, made at the first element past the window's edge.
        var unsplitByID: [String: LaidOutElement]?
        return context.content.compactMap { element in
            let f = element.frame
            let left = bounds.minX - f.minX, right = f.maxX - bounds.maxX
            guard left > 0.5 || right > 0.5 else { return nil }
            let past = [("left", left), ("right", right)].filter { $0.1 > 0.5 }
            if unsplitByID == nil {
                unsplitByID = Dictionary(full.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            }
            guard let unsplit = unsplitByID?[element.id], !unsplit.frame.isEmpty,
                  unsplit.frame.minX >= full.bounds.minX - 0.5, unsplit.frame.maxX <= full.bounds.maxX + 0.5 else { return nil }
            let list = past.map { tr("{distance} pt past the {side} edge", ["distance": pt($0.1), "side": Words.side($0.0)]) }.joined(separator: " and ")
            let fullWidth = full.bounds.width
            return context.finding(self, tr("\"{element}\" fits the full {width} pt wide screen but extends {list} of the {width2} pt wide {window}", ["element": element.id, "width": pt(fullWidth), "list": list, "width2": pt(bounds.width), "window": window]),
                                   elements: [element.id], rect: f, fix: fix(element, context, past: Set(past.map(\.0))))
        }
    }

    /// For an element of fixed width placed by one side or its centre: keep the width as a
    /// preference and hold the overflowing side inside the margins.
    private func fix(_ element: LaidOutElement, _ context: RuleContext, past sides: Set<String>) -> Fix? {
        let widths = element.constraintIndices(setting: [.width])
        guard widths.count == 1, !element.sets([.left, .right]) else { return nil }
        var width = element.constraints[widths[0]]
        guard width.second == nil, width.isRequired, width.relation != .lessOrEqual else { return nil }
        width.priority = 750
        let rtl = context.environment.isRightToLeft
        let leading = sides.contains(rtl ? "right" : "left"), trailing = sides.contains(rtl ? "left" : "right")
        let edit: Fix.Edit
        if trailing && !leading && !element.sets([.trailing]) {
            edit = .setConstraint(attribute: .trailing, constraint: "trailing <= margins.trailing")
        } else if !element.sets([.leading]) && (leading && !trailing || element.sets([.centerX])) {
            edit = .setConstraint(attribute: .leading, constraint: "leading >= margins.leading")
        } else {
            return nil
        }
        return Fix(summary: tr("keep {written} as a preference inside the margins", ["written": width.written]), elementID: element.id,
                   edits: [.setConstraint(attribute: .width, constraint: width.written), edit])
    }
}
