/// Controls and text near a Mac window's bottom edge, which people often drag below the screen.
///
/// Controls are interactive elements; critical information is text. A scrolling list's rows scroll
/// up into view, so a list and what it holds are exempt, as are bars, containers and artwork.
struct MacWindowBottom: Rule {
    let id = "mac-window-bottom"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = 44
    let platforms: Set<Platform> = [.macOS]
    let summary = tr("Controls or critical information at the bottom edge of a window")
    let guideline = Guideline(
        quote: tr("Avoid placing controls or critical information at the bottom of a window. People often move windows so that the bottom edge is below the bottom of the screen."),
        source: "000", section: tr("Layout › Platform considerations › macOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let band = context.threshold(self)
        let bounds = context.layout.bounds
        let area = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - band))
        let lineage = Lineage(context.layout)
        return context.content.compactMap { element in
            let f = element.frame
            guard !f.isEmpty, element.role.isInteractive || element.role == .text,
                  f.maxY > area.maxY + 0.5, f.minY < bounds.maxY,
                  !lineage.ancestors(of: element.id).contains(where: { $0.role == .list }) else { return nil }
            return context.finding(
                self, tr("\"{element}\" is {distance} pt from the bottom of the window, inside the bottom {band} pt that people often drag below the screen", ["element": element.id, "distance": pt(max(0, bounds.maxY - f.maxY)), "band": pt(band)]),
                elements: [element.id], rect: f,
                fix: SideFix.make(element, pinning: [.bottom], to: area, frame: FrameGeometry.moved(f, into: area), in: context))
        }
    }
}
