/// Widgets with more tap targets than people can choose between at a glance.
///
/// A small widget, and the Lock Screen families smaller still, take one target. Larger widgets may
/// take several, but targets that overlap or sit closer than the `spacing` option (8 pt, the gap
/// `control-crowding` asks of iPhone controls) are crowded.
struct WidgetTapTargets: Rule {
    let id = "widget-tap-targets"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms: Set<Platform> = [.widget]
    let summary = tr("A small widget with more than one interactive target, or a larger one with crowded targets")
    let guideline = Guideline(
        quote: tr("Avoid defining too many interaction targets. A small widget supports a single target, but larger widgets can offer multiple targets. For example, the medium Notes widget can display several notes. When people click or tap one of them, the app opens to display that note. Although multiple interaction targets might make sense for your content, avoid offering so many that people have to spend time choosing the one they want."),
        source: "004", section: "Widgets › Interactivity")

    func check(_ context: RuleContext) -> [Finding] {
        guard let family = context.environment.widgetFamily else { return [] }
        let targets = context.elements.filter { $0.role.isInteractive && !$0.frame.isEmpty }
        if [.small, .circular, .rectangular, .inline].contains(family) {
            guard targets.count > 1 else { return [] }
            let names = targets.map { "\"\($0.id)\"" }.joined(separator: ", ")
            return [context.finding(
                self, tr("a {family} supports a single tap target, and this one has {targets}: {names}", ["family": family.phrase, "targets": targets.count, "names": names]),
                elements: targets.map(\.id), rect: FrameGeometry.union(targets.map(\.frame)))]
        }
        let spacing = context.option("spacing", default: 8)
        let lineage = Lineage(context.layout)
        var out: [Finding] = []
        for (i, a) in targets.enumerated() {
            for b in targets[(i + 1)...] where !lineage.nested(a.id, b.id) {
                let gap = FrameGeometry.gap(a.frame, b.frame)
                guard gap < spacing - 0.005 else { continue }
                let apart = gap < 0 ? tr("overlap") : tr("are {gap} pt apart", ["gap": pt(gap)])
                out.append(context.finding(
                    self, tr("\"{a}\" and \"{b}\" {apart}; leave at least {spacing} pt between a widget's tap targets", ["a": a.id, "b": b.id, "apart": apart, "spacing": pt(spacing)]),
                    elements: [a.id, b.id], rect: FrameGeometry.union([a.frame, b.frame])))
            }
        }
        return out
    }
}
