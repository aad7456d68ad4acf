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

    func check(_ context: RuleContext) -> [Finding] {
        context.layout.issues.compactMap { issue in
            guard case .ambiguous(let id, let horizontal, let vertical) = issue,
                  let element = context.layout.element(id: id) else { return nil }
            let axes = horizontal && vertical ? tr("position and size") : horizontal ? tr("horizontal position or width") : tr("vertical position or height")
            return context.finding(self, tr("\"{id}\" is ambiguous: its constraints don't fix its {axes}", ["id": id, "axes": axes]),
                                   elements: [id], rect: element.frame)
        }
    }
}
