/// Content under the status bar collides with the time and battery, and moves as its height
/// differs between devices.
///
/// Backgrounds, bars, lists and edge-to-edge images or views run under it by design, as a
/// navigation bar's material does in UIKit.
struct StatusBar: Rule {
    let id = "status-bar"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("Content (not background) under the visible status bar")
    let guideline = Guideline(
        quote: tr("Be prepared for different status bar heights. If you display content below the status bar, you can use the safe area to help dynamically reposition the content as needed."),
        source: "000", section: tr("Layout › iOS, iPadOS"))

    func check(_ context: RuleContext) -> [Finding] {
        guard let bar = context.geometry.statusBar, !bar.isEmpty else { return [] }
        return context.content.compactMap { element in
            // Where it lies first: most elements are nowhere near the bar.
            let overlap = element.frame.intersection(bar)
            guard overlap.height > 0.5, overlap.width > 0.5, !context.isBackdrop(element) else { return nil }
            let fix = context.pinFix(element, trying: [[.top]]) { $0.minY >= bar.maxY - 0.5 }
            return context.finding(
                self, tr("\"{element}\" is {height} pt under the {height2} pt status bar", ["element": element.id, "height": pt(overlap.height), "height2": pt(bar.height)]),
                elements: [element.id], rect: overlap, fix: fix)
        }
    }
}
