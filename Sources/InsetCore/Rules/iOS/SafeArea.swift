/// Text, images and controls outside the safe area meet the rounded corners, the sensor housing,
/// the status bar or the Home indicator.
///
/// Content of a list or a scroll view may run past the bottom of the safe area: it scrolls up into
/// view. Its other edges count, since UIKit insets what scrolls by the safe area at rest.
struct SafeArea: Rule {
    let id = "safe-area"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("Text, images and controls that extend outside the safe area")
    let guideline = Guideline(
        quote: tr("Adhere to the safe area and layout margins defined by UIKit. These layout guides ensure appropriate insetting based on the device and context. The safe area also prevents content from underlapping the status bar, navigation bar, toolbar, and tab bar. Standard system-provided views automatically adopt a safe area layout guide."),
        source: "002", section: tr("Adaptivity and Layout › Layout Guides and Safe Area"))

    func check(_ context: RuleContext) -> [Finding] {
        let layout = context.layout
        let safe = context.geometry.safeArea
        return context.content.compactMap { element in
            // Most elements lie inside the safe area: seen before anything is gathered.
            let f = element.frame.intersection(layout.bounds)
            guard f.minY < safe.minY || f.maxY > safe.maxY || f.minX < safe.minX || f.maxX > safe.maxX else { return nil }
            guard element.role == .text || element.role == .image || element.role.isInteractive,
                  !layout.isBackdrop(element), !element.frame.isEmpty, element.frame.intersects(layout.bounds),
                  // Scrolling only forgives the bottom edge: inside the safe area, it doesn't matter.
                  !overflow(element.frame, context, scrolls: false).isEmpty else { return nil }
            let scrolls = layout.scrollsUp(element)
            let over = overflow(element.frame, context, scrolls: scrolls)
            guard !over.isEmpty else { return nil }
            let list = over.map { "\(pt($0.1)) pt \(phrase($0.0))" }.joined(separator: " and ")
            let fix = context.pinFix(element, trying: [over.map(\.0)]) { overflow($0, context, scrolls: scrolls).isEmpty }
            return context.finding(self, tr("\"{element}\" extends {list} of the safe area", ["element": element.id, "list": list]),
                                   elements: [element.id], rect: element.frame, fix: fix)
        }
    }

    /// How far the on-screen part of `frame` passes each side of the display's safe area.
    private func overflow(_ frame: Rect, _ context: RuleContext, scrolls: Bool) -> [(SidePin, Double)] {
        let safe = context.geometry.safeArea
        let f = frame.intersection(context.layout.bounds)
        let sides: [(SidePin, Double)] = [(.top, safe.minY - f.minY), (.bottom, scrolls ? 0 : f.maxY - safe.maxY),
                                         (.left, safe.minX - f.minX), (.right, f.maxX - safe.maxX)]
        return sides.filter { $0.1 > 0.5 }
    }

    private func phrase(_ side: SidePin) -> String {
        switch side {
        case .top: return tr("above the top")
        case .bottom: return tr("below the bottom")
        case .left: return tr("past the left edge")
        case .right: return tr("past the right edge")
        }
    }
}
