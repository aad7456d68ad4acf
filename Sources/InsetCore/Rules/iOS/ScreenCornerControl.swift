/// The far corners of the display are hard to reach with a thumb.
///
/// The corner is the square whose side is the larger of the display's corner radius and the
/// threshold, less the safe area, so a navigation-bar button inside the safe area is fine. A
/// list's controls scroll through the bottom corners and are left out there.
struct ScreenCornerControl: Rule {
    let id = "screen-corner-control"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = 44
    let platforms = Platform.touchPlatforms
    let summary = tr("An interactive element that reaches into a far corner of the display, outside the safe area")
    let guideline = Guideline(
        quote: tr("Also avoid placing controls in the far corners of the screen because these areas can be difficult for people to reach comfortably."),
        source: "000", section: tr("Layout › iOS, iPadOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let geometry = context.geometry
        let side = max(geometry.cornerRadius, context.threshold(self))
        let layout = context.layout
        let safe = geometry.safeArea
        let corners = DisplayCorner.all(geometry)
        return context.content.compactMap { element in
            guard element.role.isInteractive, !element.frame.isEmpty else { return nil }
            var scrolls = false
            func reached(_ frame: Rect) -> [(DisplayCorner, Rect)] {
                corners.compactMap { corner in
                    guard !(scrolls && corner.isBottom) else { return nil }
                    let part = frame.intersection(layout.bounds).intersection(corner.square(side))
                    return part.isEmpty || safe.contains(part, tolerance: 0.5) ? nil : (corner, part)
                }
            }
            // Where no corner is reached, whether the element scrolls doesn't matter.
            guard !reached(element.frame).isEmpty else { return nil }
            scrolls = layout.scrollsUp(element)
            let hits = reached(element.frame)
            guard let first = hits.first else { return nil }
            let names = Words.and(hits.map { Words.side($0.0.name) })
            let fix = context.pinFix(element, trying: DisplayCorner.escapes(hits.map(\.0))) { reached($0).isEmpty }
            return context.finding(
                self, trn("\"{element}\" reaches {width} × {height} pt into the {names} corner of the display ({side} pt square outside the safe area), where it is hard to reach", "\"{element}\" reaches {width} × {height} pt into the {names} corners of the display ({side} pt square outside the safe area), where it is hard to reach", hits.count, ["element": element.id, "width": pt(first.1.width), "height": pt(first.1.height), "names": names, "side": pt(side)]),
                elements: [element.id], rect: first.1, fix: fix)
        }
    }
}
