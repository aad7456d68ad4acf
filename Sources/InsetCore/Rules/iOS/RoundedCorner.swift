/// The display's rounded corners clip whatever reaches into them.
///
/// Each corner is modelled as a circle of the device's corner radius; the real corner is a
/// continuous curve a fraction of a point inside it. Backgrounds, bars, lists, edge-to-edge
/// images and views, and bar items (which draw no shape of their own) run into the corners by
/// design; a list's content scrolls through the bottom ones.
struct RoundedCorner: Rule {
    let id = "rounded-corner"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("Any non-background element with a corner outside the display's rounded corner")
    let guideline = Guideline(
        quote: tr("Inset essential content to prevent clipping. In general, content should be centered and symmetrically inset so it looks great in any orientation, isn’t clipped by rounded corners, isn’t hidden by a sensor housing, and isn’t obscured by the indicator for accessing the Home screen."),
        source: "002", section: tr("Adaptivity and Layout › Designing a Full-Screen Experience"))

    func check(_ context: RuleContext) -> [Finding] {
        let geometry = context.geometry
        guard geometry.cornerRadius > 0 else { return [] }
        let radius = context.threshold(self, fallback: geometry.cornerRadius)
        let layout = context.layout
        let corners = DisplayCorner.all(geometry)
        let cornersAbove = corners.filter { !$0.isBottom }
        func depths(_ frame: Rect, at checked: [DisplayCorner]) -> [(DisplayCorner, Double)] {
            let f = frame.intersection(layout.bounds)
            return checked.map { ($0, $0.depth(of: f, radius: radius)) }.filter { $0.1 > 0.5 }
        }
        let bounds = layout.bounds
        func reachesACorner(_ frame: Rect) -> Bool {
            let f = frame.intersection(bounds)
            return corners.contains { $0.depth(of: f, radius: radius) > 0.5 }
        }
        return context.content.compactMap { element in
            // Most elements reach no corner at all: that is cheaper to see than where they lie.
            guard !element.frame.isEmpty, reachesACorner(element.frame), !context.isBackdrop(element) else { return nil }
            let around = layout.barAndList(around: element)
            guard !around.inBar else { return nil }
            // A list's or a scroll view's content scrolls up from the bottom corners.
            let checked = around.inList ? cornersAbove : corners
            func clipped(_ frame: Rect) -> [(DisplayCorner, Double)] { depths(frame, at: checked) }
            let hits = clipped(element.frame)
            guard let deepest = hits.map(\.1).max() else { return nil }
            let names = Words.and(hits.map { Words.side($0.0.name) })
            let fix = context.pinFix(element, trying: DisplayCorner.escapes(hits.map(\.0))) { clipped($0).isEmpty }
            return context.finding(
                self, trn("\"{element}\" reaches {deepest} pt past the display's rounded {names} corner ({radius} pt radius)", "\"{element}\" reaches {deepest} pt past the display's rounded {names} corners ({radius} pt radius)", hits.count, ["element": element.id, "deepest": pt(deepest), "names": names, "radius": pt(radius)]),
                elements: [element.id], rect: element.frame, fix: fix)
        }
    }
}
