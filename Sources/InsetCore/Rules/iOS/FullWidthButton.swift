/// A button that runs to the screen's edges doesn't look like a button.
///
/// Buttons inside a list or a bar are rows and bar items, which UIKit lays out across the width.
struct FullWidthButton: Rule {
    let id = "full-width-button"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("A button that spans the screen edge to edge instead of respecting the layout margins")
    let guideline = Guideline(
        quote: tr("Inset full-width buttons. Respect the standard system-defined margins on the sides of full-width buttons."),
        source: "000", section: tr("Layout › iOS, iPadOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let layout = context.layout
        let margins = layout.guides[.margins] ?? context.geometry.margins
        let bounds = layout.bounds
        return context.content.compactMap { element in
            let f = element.frame
            guard element.role == .button, !f.isEmpty,
                  ![Role.list, .navigationBar, .tabBar, .toolbar].contains(where: { layout.isInside($0, element) }) else { return nil }
            let (left, right) = (margins.minX - f.minX, f.maxX - margins.maxX)
            guard left > 0.5, right > 0.5 else { return nil }
            let inset = tr("inset it to the layout margins, {leading} and {trailing} pt in", ["leading": pt(margins.minX - bounds.minX), "trailing": pt(bounds.maxX - margins.maxX)])
            let message = f.minX <= bounds.minX + 1 && f.maxX >= bounds.maxX - 1
                ? tr("\"{element}\" spans the {width} pt screen edge to edge; {inset}", ["element": element.id, "width": pt(bounds.width), "inset": inset])
                : tr("\"{element}\" extends {left} pt past the left margin and {right} pt past the right margin; {inset}", ["element": element.id, "left": pt(left), "right": pt(right), "inset": inset])
            let fix = context.pinFix(element, trying: [[.left, .right]]) { margins.minX - $0.minX <= 0.5 || $0.maxX - margins.maxX <= 0.5 }
            return context.finding(self, message, elements: [element.id], rect: f, fix: fix)
        }
    }
}
