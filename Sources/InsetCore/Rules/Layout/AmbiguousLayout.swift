/// An element whose frame its constraints don't fix: it would land anywhere on the device.
struct AmbiguousLayout: Rule {
    let id = "ambiguous-layout"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms = Platform.all
    let summary = "An element whose frame the constraints leave undetermined"
    let guideline = Guideline(
        quote: "Adapt to changes in display size, orientation, and more. Make sure your layout adapts gracefully to context changes while remaining recognizably consistent.",
        source: "002", section: "Adaptivity and Layout")

    func check(_ context: RuleContext) -> [Finding] {
        context.layout.issues.compactMap { issue in
            guard case .ambiguous(let id, let horizontal, let vertical) = issue,
                  let element = context.layout.element(id: id) else { return nil }
            let axes = horizontal && vertical ? "position and size" : horizontal ? "horizontal position or width" : "vertical position or height"
            return context.finding(self, "\"\(id)\" is ambiguous: its constraints don't fix its \(axes)",
                                   elements: [id], rect: element.frame)
        }
    }
}
