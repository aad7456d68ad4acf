/// An element that can't be seen at all in this environment.
struct OffscreenContent: Rule {
    let id = "offscreen-content"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms = Platform.all
    let summary = tr("An element wholly outside the screen or window")
    let guideline = Guideline(
        quote: tr("Make sure your layout adapts gracefully to context changes while remaining recognizably consistent."),
        source: "002", section: tr("Adaptivity and Layout"))

    func check(_ context: RuleContext) -> [Finding] {
        let bounds = context.layout.bounds
        let elements = context.layout.elements
        let scrolling = Self.scrolling(elements, scrollViews: context.document.scrollingViews)
        var out: [Finding] = []
        // Ornaments sit outside a visionOS window by design; backgrounds aren't content.
        for (index, element) in elements.enumerated() where element.role != .background && element.role != .ornament {
            let f = element.frame
            let seen: Bool
            switch scrolling[index] {
            // What a scroll view holds beyond the screen is reached by scrolling it, either way.
            case .bothWays: continue
            // A list's rows below the fold are reached by scrolling: only across it is content lost.
            case .down: seen = f.maxX > bounds.minX && f.minX < bounds.maxX
            case .none: seen = f.intersects(bounds)
            }
            guard !seen, !(f.isEmpty && bounds.contains(f)) else { continue }
            out.append(context.finding(self, tr("\"{element}\" at {f} lies wholly outside the {width} × {height} pt screen", ["element": element.id, "f": f.description, "width": pt(bounds.width), "height": pt(bounds.height)]),
                                   elements: [element.id], rect: f))
        }
        return out
    }

    /// How the views above an element scroll it: not at all, down (a `list`), or either way (a
    /// storyboard's scroll view); ordered, so the freer of two nested ones wins.
    enum Scrolling: Comparable { case none, down, bothWays }

    /// Per element, how the views above it scroll it.
    static func scrolling(_ elements: [LaidOutElement], scrollViews: Set<String>) -> [Scrolling] {
        AncestorValues.of(elements, top: Scrolling.none) { element, inherited in
            max(scrollViews.contains(element.id) ? .bothWays : element.role == .list ? .down : .none, inherited)
        }
    }
}
