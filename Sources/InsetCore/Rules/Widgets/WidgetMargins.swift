/// Widget text, glyphs and graphs crowding the widget's edges.
///
/// Text (where its lines are drawn), images and controls keep the standard margin; the tight margin is accepted for controls
/// (which draw button backgrounds) and for content inside a container smaller than the widget (a
/// background shape grouping it). Artwork that reaches an edge is full bleed, not a glyph. The
/// Lock Screen families are too small for these margins, and are not checked.
struct WidgetMargins: Rule {
    let id = "widget-margins"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = 16
    let platforms: Set<Platform> = [.widget]
    let summary = tr("Text, glyphs and graphs inside the standard margin; 11 pt tight margins are accepted for content grouped in a background shape")
    let guideline = Guideline(
        quote: tr("In general, use standard margins to ensure your content is comfortably legible. The standard margin width is 16 points. If your widget displays content like text, glyphs, and graphs, use the standard margins to avoid crowding the edges and creating a cluttered appearance. For developer guidance, see padding(_:_:). If you use background shapes to create visual content groupings, or if you display button backgrounds, you might need to use tight margins. Tight margins — which measure 11 points in width — can also help make graphics that contain information easier for people to read."),
        source: "004", section: tr("Widgets › Adapting to different screen sizes"))

    func check(_ context: RuleContext) -> [Finding] {
        guard let family = context.environment.widgetFamily,
              [.small, .medium, .large, .extraLarge].contains(family) else { return [] }
        let standard = context.threshold(self), tight = context.option("tight", default: 11)
        let bounds = context.layout.bounds
        let lineage = Lineage(context.layout)
        return context.content.compactMap { element in
            let f = FrameGeometry.inked(element, rightToLeft: context.environment.isRightToLeft)
            guard !f.isEmpty, element.role == .text || element.role == .image || element.role.isInteractive else { return nil }
            if element.role == .image, RectSide.allCases.contains(where: { $0.overshoot(of: f, beyond: bounds) > -0.5 }) { return nil }
            let grouped = element.role.isInteractive || lineage.ancestors(of: element.id).contains {
                ($0.role == .view || $0.role == .card) && !$0.frame.contains(bounds, tolerance: 0.5)
            }
            let margin = grouped ? tight : standard
            let area = bounds.inset(by: Insets(top: margin, left: margin, bottom: margin, right: margin))
            let sides = RectSide.allCases.filter { $0.overshoot(of: f, beyond: area) > 0.5 }
            guard !sides.isEmpty else { return nil }
            let distances = sides.map { tr("{distance} pt from {edge}", ["distance": pt(-$0.overshoot(of: f, beyond: bounds)), "edge": $0.edge]) }
            let kind = grouped ? tr("the tight margin for grouped content and buttons") : tr("the standard margin")
            return context.finding(
                self, tr("\"{element}\" is {distances} of the widget; keep it {margin} pt in, {kind}", ["element": element.id, "distances": Words.and(distances), "margin": pt(margin), "kind": kind]),
                elements: [element.id], rect: element.frame,
                fix: SideFix.make(element, pinning: sides, to: area, frame: FrameGeometry.moved(element.frame, into: area), in: context))
        }
    }
}
