/// A control in the Home indicator's band competes with the system's swipe up to go home.
///
/// Controls in a list are exempt: they scroll out of the band, and a tap on a row behind the
/// indicator still reaches the row.
struct HomeIndicator: Rule {
    let id = "home-indicator"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("An interactive element inside the Home indicator area at the bottom edge")
    let guideline = Guideline(
        quote: tr("Avoid placing interactive controls at the bottom edge of the screen when possible. Regardless of orientation, people use system gestures at the bottom edge of the display to access features like the Home screen and app switcher, and these gestures may cancel custom gestures you implement in this area."),
        source: "000", section: tr("Layout › iOS, iPadOS"))

    func check(_ context: RuleContext) -> [Finding] {
        guard let band = context.geometry.homeIndicator, !band.isEmpty else { return [] }
        return context.content.compactMap { element in
            guard element.role.isInteractive, !element.frame.isEmpty else { return nil }
            let overlap = element.frame.intersection(band)
            // Seen before climbing to the element's ancestors: most elements are clear of the band.
            guard overlap.height > 0.5, !context.layout.scrollsUp(element) else { return nil }
            let fix = context.pinFix(element, trying: [[.bottom]]) { $0.maxY <= band.minY + 0.5 }
            return context.finding(
                self, tr("\"{element}\" reaches {height} pt into the Home indicator area, the bottom {height2} pt of the screen", ["element": element.id, "height": pt(overlap.height), "height2": pt(band.height)]),
                elements: [element.id], rect: overlap, fix: fix)
        }
    }
}
