/// Lines of text much wider than the readable width are tiring to follow from one line to the next.
struct ReadableWidth: Rule {
    let id = "readable-width"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.warning
    /// UIKit's readable content width at the default text size; it grows with the text size.
    let defaultThreshold: Double? = ScreenGeometry.readableWidthAtLarge
    let platforms = Platform.touchPlatforms
    let summary = tr("A text element wider than the readable content width")
    let guideline = Guideline(
        quote: tr("Apply readability margins when displaying text on larger devices. These margins keep text lines short enough to ensure a comfortable reading experience."),
        source: "002", section: tr("Adaptivity and Layout › General Layout Considerations"))

    func check(_ context: RuleContext) -> [Finding] {
        let limit = context.threshold(self) * context.environment.textSize.scale
        return context.elements.compactMap { element in
            // Only text whose lines actually run past the limit: a short label in a wide frame reads fine.
            guard element.role == .text, element.frame.width > limit + 0.5,
                  let lines = element.textSize, lines.width > limit + 0.5 else { return nil }
            return context.finding(self, tr("\"{element}\" sets lines {width} pt wide; keep text within the {limit} pt readable width", ["element": element.id, "width": pt(lines.width), "limit": pt(limit)]),
                                   elements: [element.id], rect: element.frame, fix: fix(element, context))
        }
    }

    /// Pins the sides to the readable content guide, turning any other horizontal constraint
    /// into the same pinning so none conflicts.
    private func fix(_ element: LaidOutElement, _ context: RuleContext) -> Fix? {
        guard !element.constraints.isEmpty else { return nil }
        var edits: [Fix.Edit] = [.setConstraint(attribute: .leading, constraint: "leading == readable.leading"),
                                 .setConstraint(attribute: .trailing, constraint: "trailing == readable.trailing")]
        for attribute in [Attribute.left, .right, .width, .centerX] where element.sets([attribute]) {
            edits.append(.setConstraint(attribute: attribute, constraint: "\(attribute.rawValue) == readable.\(attribute.rawValue)"))
        }
        return Fix(summary: tr("pin leading and trailing to the readable content guide"), elementID: element.id, edits: edits)
    }
}
