/// A scrolling list cut off above the bottom edge wastes the display and looks truncated;
/// UIKit lists run under tab bars and the Home indicator.
struct ListToBottom: Rule {
    let id = "list-to-bottom"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("A vertically scrolling list that stops above the bottom edge of the display")
    let guideline = Guideline(
        quote: tr("Extend visual content to fill the screen. Make sure backgrounds extend to the edges of the display, and that vertically scrollable layouts, like tables and collections, continue all the way to the bottom."),
        source: "000", section: tr("Layout › iOS, iPadOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let keyboard = context.layout.guides[.keyboard] ?? context.geometry.keyboard
        // With the keyboard up, a list ends at its top, as UIKit shrinks it there.
        let bottom = context.environment.keyboard && keyboard.height > 0 ? keyboard.minY : context.layout.bounds.maxY
        return context.elements.compactMap { element in
            // A list that scrolls sideways (a row of cards) is no vertically scrolling one.
            guard element.role == .list, element.frame.width > 0, !context.document.sidewaysLists.contains(element.id),
                  !context.layout.isInside(.list, element), !fillsViewAboveTabBar(element, context) else { return nil }
            let gap = bottom - element.frame.maxY
            guard gap > 0.5 else { return nil }
            let edge = bottom < context.layout.bounds.maxY ? tr("the keyboard") : tr("the bottom of the screen")
            return context.finding(self, tr("\"{element}\" stops {gap} pt above {edge}; let it scroll all the way to the bottom edge", ["element": element.id, "gap": pt(gap), "edge": edge]),
                                   elements: [element.id], rect: element.frame, fix: fix(element, context))
        }
    }

    /// Whether the list reaches the bottom of a controller's view that UIKit ends at the top of
    /// a tab bar (`LayoutDocument.rootEndsAboveTabBar`): it can go no lower, and the bar fills
    /// the rest of the screen. The rule's own fix could not move it, its view being where it ends.
    private func fillsViewAboveTabBar(_ element: LaidOutElement, _ context: RuleContext) -> Bool {
        guard context.document.rootEndsAboveTabBar, let root = context.hostRootFrame else { return false }
        return abs(element.frame.maxY - root.maxY) < 0.5
    }

    /// Pins the bottom to the screen's, dropping the height or centre that would fight it.
    private func fix(_ element: LaidOutElement, _ context: RuleContext) -> Fix? {
        guard !element.constraints.isEmpty, element.sets([.top]) else { return nil }
        let conflicting = element.constraintIndices(setting: [.height, .centerY])
        return Fix(summary: tr("pin bottom to screen.bottom"), elementID: element.id,
                   edits: Fix.Edit.removing(conflicting) + [.setConstraint(attribute: .bottom, constraint: "bottom == screen.bottom")])
    }
}
