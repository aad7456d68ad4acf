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
        let scrolling = Self.scrolling(elements, scrollViews: context.document.scrollingViews,
                                       sideways: context.document.sidewaysLists)
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
            // A row of cards scrolls sideways: only above or below it is content lost.
            case .sideways: seen = f.maxY > bounds.minY && f.minY < bounds.maxY
            case .none: seen = f.intersects(bounds)
            }
            guard !seen, !(f.isEmpty && bounds.contains(f)) else { continue }
            out.append(context.finding(self, tr("\"{element}\" at {f} lies wholly outside the {width} × {height} pt screen", ["element": element.id, "f": f.description, "width": pt(bounds.width), "height": pt(bounds.height)]),
                                   elements: [element.id], rect: f))
        }
        return out
    }

    /// How the views above an element scroll it: not at all, down (a `list`), sideways (a list of
    /// `LayoutDocument.sidewaysLists`), or either way (a storyboard's scroll view, or one list
    /// inside another that scrolls the other way).
    enum Scrolling: Equatable {
        case none, down, sideways, bothWays

        /// Nested in `outer`: the freer of the two, or both ways where they scroll across each other.
        func within(_ outer: Scrolling) -> Scrolling {
            if self == outer || outer == .none { return self }
            return self == .none ? outer : .bothWays
        }
    }

    /// Per element, how the views above it scroll it.
    static func scrolling(_ elements: [LaidOutElement], scrollViews: Set<String>, sideways: Set<String> = []) -> [Scrolling] {
        AncestorValues.of(elements, top: Scrolling.none) { element, inherited in
            let own: Scrolling = scrollViews.contains(element.id) ? .bothWays
                : element.role != .list ? .none : sideways.contains(element.id) ? .sideways : .down
            return own.within(inherited)
        }
    }
}
