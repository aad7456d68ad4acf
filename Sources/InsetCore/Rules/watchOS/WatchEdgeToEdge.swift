/// Content that leaves wide empty sides on a watch, where the bezel already pads the screen.
///
/// "Wide" is wider than the layout margins: the padding watchOS's own controls keep, so content
/// pinned to the `margins` guide passes. A project may set a threshold in points instead. Only
/// elements laid straight on the screen (or on a background) count, and only those meant to span
/// it: at least half its width and wider than their own text. What sits inside a container is
/// padded by the container's design; a label as wide as its text has nothing to extend.
struct WatchEdgeToEdge: Rule {
    let id = "watch-edge-to-edge"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.info
    let defaultThreshold: Double? = nil
    let platforms: Set<Platform> = [.watchOS]
    let summary = tr("Content that leaves wide padding at the sides instead of extending edge to edge")
    let guideline = Guideline(
        quote: tr("Design your content to extend from one edge of the screen to the other. The Apple Watch bezel provides a natural visual padding around your content. To avoid wasting valuable space, consider minimizing the padding between elements."),
        source: "000", section: tr("Layout › Platform considerations › watchOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let bounds = context.layout.bounds, margins = context.geometry.margins
        let area = context.settings.threshold.map { bounds.inset(by: Insets(left: $0, right: $0)) }
            ?? Rect(x: margins.minX, y: bounds.minY, width: margins.width, height: bounds.height)
        let lineage = Lineage(context.layout)
        return context.content.compactMap { element in
            let f = element.frame
            guard !f.isEmpty, !element.role.isBar, f.width >= bounds.width / 2, !hugsItsText(element, context),
                  lineage.ancestors(of: element.id).allSatisfy({ $0.role == .background }) else { return nil }
            let sides = [RectSide.left, .right].filter { -$0.overshoot(of: f, beyond: area) > 0.5 }
            guard !sides.isEmpty else { return nil }
            let padding = sides.map { tr("{distance} pt at {edge}", ["distance": pt(-$0.overshoot(of: f, beyond: bounds)), "edge": $0.edge]) }
            let allowed = sides.map { -$0.overshoot(of: area, beyond: bounds) }.max() ?? 0
            var extended = f
            if sides.contains(.left) { extended = Rect(x: area.minX, y: f.minY, width: f.maxX - area.minX, height: f.height) }
            if sides.contains(.right) { extended.width = area.maxX - extended.minX }
            return context.finding(
                self, tr("\"{element}\" leaves {padding} of the screen; extend it to within {allowed} pt of the sides", ["element": element.id, "padding": Words.and(padding), "allowed": pt(allowed)]),
                elements: [element.id], rect: f,
                fix: SideFix.make(element, pinning: sides, to: area, frame: extended, in: context))
        }
    }

    /// A label or button exactly as wide as its text on one line: its width is its content's.
    private func hugsItsText(_ element: LaidOutElement, _ context: RuleContext) -> Bool {
        guard let text = element.text, !text.isEmpty, let size = element.fontSize else { return false }
        let natural = context.measurer.measure(text, fontSize: size, maxWidth: nil).width
            + 2 * IntrinsicSize.padding(element.role).width
        return abs(element.frame.width - natural) <= 1
    }
}
