/// Text cut off or truncated at a larger text size hides what people enlarged it to read.
struct TextTruncation: Rule {
    let id = "text-truncation"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = "Text that no longer fits its frame at a larger Dynamic Type size"
    let guideline = Guideline(
        quote: "Be prepared for text-size changes. People expect most apps to respond when they choose a different text size. To accommodate text-size changes, you might need to adjust the layout.",
        source: "000", section: "Layout › Best practices")

    /// Text is cut off when its lines are taller than the frame, and truncated when a line is
    /// wider than the frame less the control's side padding; a text field scrolls its text sideways.
    /// Only above the default size: there the designer's frames were drawn for the text as it was.
    func check(_ context: RuleContext) -> [Finding] {
        guard context.environment.textSize.scale > 1 else { return [] }
        return context.elements.compactMap { element in
            guard element.role.showsText, element.text?.isEmpty == false, let text = element.textSize,
                  !element.frame.isEmpty else { return nil }
            let f = element.frame
            let padding = IntrinsicSize.padding(element.role).width * 2
            let scrolls = element.role == .textField || element.role == .searchField
            let shortHeight = text.height > f.height + 0.5
            let shortWidth = !scrolls && text.width > f.width - padding + 0.5
            guard shortHeight || shortWidth else { return nil }
            var needs: [String] = []
            if shortHeight { needs.append("\(context.pt(text.height)) pt of height for its text but is \(context.pt(f.height)) pt tall") }
            if shortWidth { needs.append("\(context.pt(text.width + padding)) pt of width for its text but is \(context.pt(f.width)) pt wide") }
            let size = context.environment.textSize.rawValue
            return context.finding(self, "\"\(element.id)\" at text size \(size) needs \(needs.joined(separator: " and ")); let it grow with its text",
                                   elements: [element.id], rect: f,
                                   fix: fix(element, context, height: shortHeight ? text.height : nil,
                                            width: shortWidth ? text.width + padding : nil))
        }
    }

    /// Turns a fixed height or width into a minimum, so the text's own size can push it larger;
    /// a fixed frame is enlarged instead. None where both edges pin the dimension.
    private func fix(_ element: LaidOutElement, _ context: RuleContext, height: Double?, width: Double?) -> Fix? {
        let f = element.frame
        guard !element.constraints.isEmpty else {
            let origin = element.parentID.flatMap { context.layout.element(id: $0)?.frame } ?? context.layout.bounds
            let frame = Rect(x: f.minX - origin.minX, y: f.minY - origin.minY,
                             width: max(f.width, (width ?? 0).rounded(.up)), height: max(f.height, (height ?? 0).rounded(.up)))
            return Fix(summary: "make the frame \(context.pt(frame.width)) × \(context.pt(frame.height))", elementID: element.id,
                       edits: [.setFrame(frame)])
        }
        var edits: [Fix.Edit] = []
        if height != nil {
            let placed = [Set<Attribute>([.top]), [.bottom], [.centerY]].filter { element.sets($0) }.count
            guard element.sets([.height]), placed <= 1 else { return nil }
            edits.append(.setConstraint(attribute: .height, constraint: "height >= \(context.pt(f.height.rounded(.down)))"))
        }
        if width != nil {
            let placed = [Set<Attribute>([.leading, .left]), [.trailing, .right], [.centerX]].filter { element.sets($0) }.count
            guard element.sets([.width]), placed <= 1 else { return nil }
            edits.append(.setConstraint(attribute: .width, constraint: "width >= \(context.pt(f.width.rounded(.down)))"))
        }
        let summary = edits.count == 2 ? "let height and width grow with the text" : height != nil ? "let height grow with the text" : "let width grow with the text"
        return Fix(summary: summary, elementID: element.id, edits: edits)
    }
}
