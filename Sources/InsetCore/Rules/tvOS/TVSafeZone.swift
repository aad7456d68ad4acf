/// Primary content in the band near a TV's edges, which people struggle to see and older TVs overscan away.
struct TVSafeZone: Rule {
    let id = "tv-safe-zone"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms: Set<Platform> = [.tvOS]
    let summary = tr("Primary content inside the inset from the screen edges: 60 pt top and bottom, 80 pt left and right")
    let guideline = Guideline(
        quote: tr("Adhere to the screen’s safe zone. Inset primary content 60 pixels from the top and bottom of the screen, and 80 pixels from the sides. It can be difficult for people to see content that close to the edges, and unintended cropping can occur due to overscanning on older TVs. Allow only partially displayed offscreen content and elements that deliberately flow offscreen to appear outside this zone."),
        source: "000", section: tr("Layout › Platform considerations › tvOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let vertical = context.option("vertical", default: 60)
        let horizontal = context.option("horizontal", default: 80)
        let bounds = context.layout.bounds
        let zone = bounds.inset(by: Insets(top: vertical, left: horizontal, bottom: vertical, right: horizontal))
        let lineage = Lineage(context.layout)
        return context.content.compactMap { element in
            let f = FrameGeometry.inked(element, rightToLeft: context.environment.isRightToLeft)
            guard !f.isEmpty, f.intersects(bounds), !element.role.isBar, element.role != .list,
                  !(element.role == .view && lineage.hasChildren(element.id)),
                  !flowsOffscreen(element, bounds: bounds),
                  !lineage.ancestors(of: element.id).contains(where: { crossesEdge($0.frame, bounds) }) else { return nil }
            let sides = RectSide.allCases.filter { $0.overshoot(of: f, beyond: zone) > 0.5 }
            guard !sides.isEmpty else { return nil }
            let reaches = sides.map { tr("{distance} pt from {edge}", ["distance": pt(-$0.overshoot(of: f, beyond: bounds)), "edge": $0.edge]) }
            return context.finding(
                self, tr("\"{element}\" is {reaches} of the screen; keep primary content {vertical} pt from the top and bottom and {horizontal} pt from the sides", ["element": element.id, "reaches": Words.and(reaches), "vertical": pt(vertical), "horizontal": pt(horizontal)]),
                elements: [element.id], rect: element.frame,
                fix: SideFix.make(element, pinning: sides, to: zone, frame: FrameGeometry.moved(element.frame, into: zone), in: context))
        }
    }

    /// Content that crosses a screen edge is partly offscreen on purpose, and so is what it holds;
    /// so is a full-width or full-height band (a list row, a banner), and artwork and shapes may
    /// run right to an edge.
    private func flowsOffscreen(_ element: LaidOutElement, bounds: Rect) -> Bool {
        let f = element.frame
        let spans = (f.minX <= bounds.minX + 0.5 && f.maxX >= bounds.maxX - 0.5)
            || (f.minY <= bounds.minY + 0.5 && f.maxY >= bounds.maxY - 0.5)
        let reach = RectSide.allCases.map { $0.overshoot(of: f, beyond: bounds) }.max() ?? 0
        let artwork = element.role == .image || element.role == .view
        return crossesEdge(f, bounds) || spans || (artwork && reach > -0.5)
    }

    private func crossesEdge(_ frame: Rect, _ bounds: Rect) -> Bool {
        RectSide.allCases.contains { $0.overshoot(of: frame, beyond: bounds) > 0.5 }
    }
}
