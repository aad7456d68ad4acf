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
        let scrolling = Self.inScrollingList(elements)
        let scrolled = context.document.scrollingViews.isEmpty ? nil : Self.inside(context.document.scrollingViews, elements)
        var out: [Finding] = []
        // Ornaments sit outside a visionOS window by design; backgrounds aren't content.
        for (index, element) in elements.enumerated() where element.role != .background && element.role != .ornament {
            // What a scroll view holds beyond the screen is reached by scrolling it, either way.
            if scrolled?[index] == true { continue }
            let f = element.frame
            // A list's rows below the fold are reached by scrolling: only across it is content lost.
            let seen = scrolling[index]
                ? f.maxX > bounds.minX && f.minX < bounds.maxX
                : f.intersects(bounds)
            guard !seen, !(f.isEmpty && bounds.contains(f)) else { continue }
            out.append(context.finding(self, tr("\"{element}\" at {f} lies wholly outside the {width} × {height} pt screen", ["element": element.id, "f": f.description, "width": pt(bounds.width), "height": pt(bounds.height)]),
                                   elements: [element.id], rect: f))
        }
        return out
    }

    /// Per element, whether it lies inside one of `views`, parents coming before what they hold.
    static func inside(_ views: Set<String>, _ elements: [LaidOutElement]) -> [Bool] {
        var out = [Bool](repeating: false, count: elements.count)
        var held: [String: Bool] = [:]
        for (index, element) in elements.enumerated() {
            let parent = element.parentID
            out[index] = parent.map { views.contains($0) || held[$0] == true } ?? false
            held[element.id] = out[index]
        }
        return out
    }

    /// Per element, whether it lies inside a `list`, which scrolls vertically. Elements come
    /// parents first, each a level deeper than its parent, so the last element seen one level up
    /// is the parent: no lookups by id.
    static func inScrollingList(_ elements: [LaidOutElement]) -> [Bool] {
        var out = [Bool](repeating: false, count: elements.count)
        // Per depth: the last element there, and whether what it holds scrolls.
        var path: [(id: String, scrolls: Bool)] = []
        for (index, element) in elements.enumerated() {
            let depth = min(element.depth, path.count)
            path.removeSubrange(depth...)
            if let parent = element.parentID, let above = path.last, above.id == parent {
                out[index] = above.scrolls
            } else if let parent = element.parentID, let above = elements[..<index].lastIndex(where: { $0.id == parent }) {
                // Not the order this expects: find the parent the slow way.
                out[index] = elements[above].role == .list || out[above]
            }
            path.append((element.id, element.role == .list || out[index]))
        }
        return out
    }
}
