/// Focusable elements too close for focus to enlarge one without covering its neighbour.
///
/// Seed 000 says a focused element "gets bigger" but gives no figure. The default, 1.09×, is the
/// largest growth its own grid table leaves room for: a focused 860 pt card of the two-column grid
/// may grow 40 pt into the 40 pt gap on each side (1 + 2 × 40 / 860 ≈ 1.093), in line with UIKit's
/// focus effect of roughly 1.05–1.1×. A project can set another with the `scale` option.
struct TVFocusPadding: Rule {
    let id = "tv-focus-padding"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms: Set<Platform> = [.tvOS]
    let summary = tr("Focusable elements so close that one would overlap its neighbour when it grows into focus")
    let guideline = Guideline(
        quote: tr("Include appropriate padding between focusable elements. When you use UIKit and the focus APIs, an element gets bigger when it comes into focus. Consider how elements look when they’re focused, and make sure they don’t unintentionally overlap important information."),
        source: "000", section: tr("Layout › Platform considerations › tvOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let scale = context.option("scale", default: 1.09)
        let lineage = Lineage(context.layout)
        let focusable = context.elements.filter { $0.role.isInteractive && !$0.frame.isEmpty }
        var out: [Finding] = []
        for (i, a) in focusable.enumerated() {
            for b in focusable[(i + 1)...] where !lineage.nested(a.id, b.id) {
                let grows = [(a, b), (b, a)].filter { FrameGeometry.scaled($0.0.frame, by: scale).intersects($0.1.frame) }
                guard let (focused, neighbour) = grows.max(by: { $0.0.frame.width * $0.0.frame.height < $1.0.frame.width * $1.0.frame.height })
                else { continue }
                let gap = FrameGeometry.gap(a.frame, b.frame)
                let horizontal = max(b.frame.minX - a.frame.maxX, a.frame.minX - b.frame.maxX) >= max(b.frame.minY - a.frame.maxY, a.frame.minY - b.frame.maxY)
                let growth = (scale - 1) / 2 * (horizontal ? focused.frame.width : focused.frame.height)
                let apart = gap < 0 ? tr("overlap") : tr("are {gap} pt apart", ["gap": pt(gap)])
                out.append(context.finding(
                    self, tr("\"{focused}\" would overlap \"{neighbour}\" when it grows into focus: they {apart}, and at {scale}× \"{focused}\" grows {growth} pt on each side; leave at least {growth} pt between them", ["focused": focused.id, "neighbour": neighbour.id, "apart": apart, "scale": Rect.format(scale), "growth": pt(growth)]),
                    elements: [focused.id, neighbour.id], rect: FrameGeometry.union([a.frame, b.frame])))
            }
        }
        return out
    }
}
