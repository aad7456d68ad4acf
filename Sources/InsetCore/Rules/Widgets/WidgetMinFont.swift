/// Widget text too small to read at a glance.
///
/// Widgets follow Dynamic Type only from Large up (seed 004), so below Large the text keeps its
/// written size.
struct WidgetMinFont: Rule {
    let id = "widget-min-font"
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = 11
    let platforms: Set<Platform> = [.widget]
    let summary = tr("Text smaller than the minimum")
    let guideline = Guideline(
        quote: tr("Avoid using very small font sizes. In general, display text using fonts at 11 points or larger. Text in a font that’s smaller than 11 points can be too small for most people to read at a glance."),
        source: "004", section: tr("Widgets › Interface design"))

    func check(_ context: RuleContext) -> [Finding] {
        let minimum = context.threshold(self)
        let scale = context.environment.textSize.scale
        return context.content.compactMap { element in
            guard element.role.showsText, !(element.text ?? "").isEmpty, let scaled = element.fontSize else { return nil }
            let size = scaled / scale * max(1, scale)
            guard size < minimum - 0.005 else { return nil }
            return context.finding(
                self, tr("\"{element}\" is set at {size} pt; widget text should be at least {minimum} pt", ["element": element.id, "size": pt(size), "minimum": pt(minimum)]),
                elements: [element.id], rect: element.frame,
                fix: Fix(summary: tr("set the font size to {minimum}", ["minimum": pt(minimum)]), elementID: element.id,
                         edits: [.setFontSize(minimum)]))
        }
    }
}
