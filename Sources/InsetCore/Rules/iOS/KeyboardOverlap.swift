/// A text field under the keyboard can't be seen while people type into it.
struct KeyboardOverlap: Rule {
    let id = "keyboard-overlap"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("A text field hidden by the keyboard when the keyboard is shown")
    let guideline = Guideline(
        quote: tr("iOS 15 and later provides a keyboard layout guide that represents the space the keyboard currently occupies and accounts for safe area insets. Using this guide can help you make the keyboard feel like an integral part of your app, regardless of the type of keyboard people use or where they position it."),
        source: "000", section: tr("Layout › iOS, iPadOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let keyboard = context.layout.guides[.keyboard] ?? context.geometry.keyboard
        guard context.environment.keyboard, !keyboard.isEmpty else { return [] }
        return context.elements.compactMap { element in
            // A list scrolls the field being edited above the keyboard by itself.
            guard element.role == .textField || element.role == .searchField,
                  !context.layout.isInside(.list, element) else { return nil }
            let hidden = element.frame.intersection(keyboard)
            guard hidden.width > 0.5, hidden.height > 0.5 else { return nil }
            return context.finding(self, tr("\"{element}\" has {height} of its {height2} pt under the keyboard; keep its bottom at least 8 pt above keyboard.top", ["element": element.id, "height": pt(hidden.height), "height2": pt(element.frame.height)]),
                                   elements: [element.id], rect: hidden, fix: fix(element, context))
        }
    }

    /// Pins the bottom above the keyboard guide, dropping the top or centre that would fight it.
    private func fix(_ element: LaidOutElement, _ context: RuleContext) -> Fix? {
        guard !element.constraints.isEmpty else { return nil }
        let conflicting = element.constraintIndices(setting: [.top, .centerY])
        return Fix(summary: tr("pin bottom to keyboard.top - 8"), elementID: element.id,
                   edits: Fix.Edit.removing(conflicting) + [.setConstraint(attribute: .bottom, constraint: "bottom == keyboard.top - 8")])
    }
}
