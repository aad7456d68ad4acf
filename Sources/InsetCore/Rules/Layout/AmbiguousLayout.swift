/// An element whose frame its constraints don't fix: it would land anywhere on the device.
struct AmbiguousLayout: Rule {
    let id = "ambiguous-layout"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms = Platform.all
    let summary = tr("An element whose frame the constraints leave undetermined")
    let guideline = Guideline(
        quote: tr("Adapt to changes in display size, orientation, and more. Make sure your layout adapts gracefully to context changes while remaining recognizably consistent."),
        source: "002", section: tr("Adaptivity and Layout"))

    /// An element is named where its own constraints leave it loose, not where it only moves with
    /// a loose ancestor: a row pinned inside a card of no fixed height is fixed in the card, and
    /// the card is the one to fix, as Xcode flags only the card.
    func check(_ context: RuleContext) -> [Finding] {
        var loose: [String: (horizontal: Bool, vertical: Bool)] = [:]
        for issue in context.layout.issues {
            if case .ambiguous(let id, let horizontal, let vertical) = issue { loose[id] = (horizontal, vertical) }
        }
        guard !loose.isEmpty else { return [] }
        let byID = Dictionary(context.layout.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return context.layout.issues.compactMap { issue in
            guard case .ambiguous(let id, var horizontal, var vertical) = issue, let element = byID[id] else { return nil }
            var ancestor = element.parentID
            while let above = ancestor, horizontal || vertical {
                if let axes = loose[above] {
                    if axes.horizontal { horizontal = false }
                    if axes.vertical { vertical = false }
                }
                ancestor = byID[above]?.parentID
            }
            guard horizontal || vertical else { return nil }
            let axes = horizontal && vertical ? tr("position and size") : horizontal ? tr("horizontal position or width") : tr("vertical position or height")
            return context.finding(self, tr("\"{id}\" is ambiguous: its constraints don't fix its {axes}", ["id": id, "axes": axes]),
                                   elements: [id], rect: element.frame)
        }
    }
}
