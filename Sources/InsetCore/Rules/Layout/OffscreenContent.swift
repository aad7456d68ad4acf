/// An element that can't be seen at all in this environment.
struct OffscreenContent: Rule {
    let id = "offscreen-content"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms = Platform.all
    let summary = tr("An element wholly outside the screen or window")
    let guideline = Guideline(
        quote: tr("Make sure your layout adapts gracefully to context changes while remaining recognizably consistent."),
        source: "002", section: tr("Adaptivity and Layout"))

    func check(_ context: RuleContext) -> [Finding] {
        let bounds = context.layout.bounds
        let scrolling = Self.inScrollingList(context.layout.elements)
        // Ornaments sit outside a visionOS window by design.
        return context.content.filter { $0.role != .ornament }.compactMap { element in
            let f = element.frame
            // A list's rows below the fold are reached by scrolling: only across it is content lost.
            let seen = scrolling.contains(element.id)
                ? f.maxX > bounds.minX && f.minX < bounds.maxX
                : f.intersects(bounds)
            guard !seen, !(f.isEmpty && bounds.contains(f)) else { return nil }
            return context.finding(self, tr("\"{element}\" at {f} lies wholly outside the {width} × {height} pt screen", ["element": element.id, "f": f, "width": context.pt(bounds.width), "height": context.pt(bounds.height)]),
                                   elements: [element.id], rect: f)
        }
    }

    /// The ids of elements inside a `list`, which scrolls vertically. Parents come before children.
    static func inScrollingList(_ elements: [LaidOutElement]) -> Set<String> {
        var inList = Set<String>()
        var isList = [String: Bool]()
        for element in elements {
            isList[element.id] = element.role == .list
            if let parent = element.parentID, isList[parent] == true || inList.contains(parent) {
                inList.insert(element.id)
            }
        }
        return inList
    }
}
