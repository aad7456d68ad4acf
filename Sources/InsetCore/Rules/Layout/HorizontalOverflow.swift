/// Content past the screen's side edges: people would have to scroll sideways to read it.
struct HorizontalOverflow: Rule {
    let id = "horizontal-overflow"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms = Platform.all
    let summary = tr("Content that extends past the leading or trailing edge of the screen or window")
    let guideline = Guideline(
        quote: tr("Ensure that primary content is clear at its default size. People shouldn’t have to scroll horizontally to read important text, or zoom to see primary images, unless they choose to change the size."),
        source: "002", section: tr("Adaptivity and Layout › Layout"))

    func check(_ context: RuleContext) -> [Finding] {
        let bounds = context.layout.bounds
        let sideways = context.document.sidewaysLists
        // Ornaments sit outside a visionOS window by design; a row of cards (a list that scrolls
        // sideways) is scrolled sideways by design, and its cards past the side are reached so.
        return context.content.compactMap { element in
            let f = element.frame
            guard element.role != .ornament, !f.isEmpty, f.intersects(bounds),
                  !context.layout.isInside(anyOf: sideways, element) else { return nil }
            let over = max(0, bounds.minX - f.minX) + max(0, f.maxX - bounds.maxX)
            guard over > 0.5 else { return nil }
            return context.finding(
                self, tr("\"{element}\" extends {over} pt past the side of the {width} pt wide screen", ["element": element.id, "over": pt(over), "width": pt(bounds.width)]),
                elements: [element.id], rect: f)
        }
    }
}
