/// Too many controls side by side on a watch screen, where each gets too narrow to tap and read.
///
/// Controls are side by side when their frames share at least half the smaller one's height. A row
/// of glyph buttons (a `symbol` and no text) may hold three; a row with any control showing text, two.
struct WatchControlsPerRow: Rule {
    let id = "watch-controls-per-row"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms: Set<Platform> = [.watchOS]
    let summary = tr("More than three glyph buttons, or more than two text buttons, side by side")
    let guideline = Guideline(
        quote: tr("Avoid placing more than two or three controls side by side in your interface. As a general rule, display no more than three buttons that contain glyphs — or two buttons that contain text — in a row."),
        source: "000", section: tr("Layout › Platform considerations › watchOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let lineage = Lineage(context.layout)
        let controls = context.elements.filter { $0.role.isInteractive && !$0.frame.isEmpty }
        var rows: [[LaidOutElement]] = []
        for control in controls {
            let joined = rows.indices.filter { index in
                rows[index].contains { sideBySide($0, control) && !lineage.nested($0.id, control.id) }
            }
            rows = rows.enumerated().filter { !joined.contains($0.offset) }.map(\.element)
                + [joined.flatMap { rows[$0] } + [control]]
        }
        return rows.sorted { $0[0].frame.minY < $1[0].frame.minY }.compactMap { row in
            let glyphs = row.allSatisfy { $0.role == .button && $0.symbol != nil && ($0.text ?? "").isEmpty }
            let limit = glyphs ? 3 : 2
            guard row.count > limit else { return nil }
            let ordered = row.sorted { $0.frame.minX < $1.frame.minX }
            let names = ordered.map { "\"\($0.id)\"" }.joined(separator: ", ")
            let what = glyphs ? tr("glyph buttons side by side; show at most 3 in a row")
                : tr("controls side by side, not all glyph buttons; show at most 2 in a row when any shows text")
            return context.finding(
                self, "\(names) are \(row.count) \(what)",
                elements: ordered.map(\.id), rect: FrameGeometry.union(row.map(\.frame)))
        }
    }

    private func sideBySide(_ a: LaidOutElement, _ b: LaidOutElement) -> Bool {
        let shared = min(a.frame.maxY, b.frame.maxY) - max(a.frame.minY, b.frame.minY)
        return shared >= min(a.frame.height, b.frame.height) / 2
    }
}
