/// Text cut off or truncated hides what people came to read: at a larger text size, in a longer
/// language, on a narrower device, or at the default size too (rules.md).
struct TextTruncation: Rule {
    let id = "text-truncation"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("Text that doesn't fit its frame, so it is cut off or truncated")
    let guideline = Guideline(
        quote: tr("Be prepared for text-size changes. People expect most apps to respond when they choose a different text size. To accommodate text-size changes, you might need to adjust the layout."),
        source: "000", section: tr("Layout › Best practices"))

    /// Text is cut off when its lines are taller than the frame, and truncated when a line is
    /// wider than the frame less the control's side padding; a text field scrolls its text sideways.
    /// In every environment: UIKit cuts a title short at the default size as readily as at AX5.
    func check(_ context: RuleContext) -> [Finding] {
        context.elements.compactMap { element in
            guard element.role.showsText, element.text?.isEmpty == false, let text = element.textSize,
                  !element.frame.isEmpty else { return nil }
            let f = element.frame
            // The insets the layout padded it by: a button's own where the file gives them (an
            // Interface Builder button's are its content insets, often none). Text has none, and
            // isn't looked up: a settings screen checks 500 labels in each environment.
            let rolePadding = IntrinsicSize.padding(element.role).width * 2
            let padding = rolePadding == 0 ? 0
                : context.written(element.id)?.traits?.contentInsets.map { $0.left + $0.right } ?? rolePadding
            let scrolls = element.role == .textField || element.role == .searchField
            let shortWidth = !scrolls && text.width > f.width - padding + 0.5
            // The height needed is never more than the text's own: text no taller than its frame
            // and no wider fits, without measuring a line.
            guard shortWidth || text.height > f.height + 0.5 else { return nil }
            // Lines as tall as the system font's: Inter's run a point taller at small sizes, and
            // the device sets the text in SF Pro. An Interface Builder file's text was measured
            // in SF Pro's lines already (a text style's leading apart), or in its own font's.
            let neededHeight: Double
            if context.document.systemLineHeights {
                neededHeight = text.height
            } else {
                let fontSize = element.fontSize ?? 17
                let lines = lineCount(text, fontSize: fontSize, context) ?? 1
                let system = SystemLineHeights(base: context.measurer, pixelScale: max(1, context.environment.device.scale))
                neededHeight = min(text.height, system.height(lines: lines, fontSize: fontSize))
            }
            let shortHeight = neededHeight > f.height + 0.5
            guard shortHeight || shortWidth else { return nil }
            if shortHeight, !shortWidth, element.role == .text, f.height >= element.fontSize ?? 17,
               lineCount(text, fontSize: element.fontSize ?? 17, context) == 1 {
                // One line in a label a little shorter than the line is drawn whole, centred on
                // the frame: UILabel neither truncates nor clips it, and its letters fit in a
                // frame as tall as the font's size. A second line would go.
                return nil
            }
            var wants: [String] = []
            if shortHeight { wants.append(tr("{neededHeight} pt of height for its text but is {height} pt tall", ["neededHeight": pt(neededHeight), "height": pt(f.height)])) }
            if shortWidth { wants.append(tr("{neededWidth} pt of width for its text but is {width} pt wide", ["neededWidth": pt(text.width + padding), "width": pt(f.width)])) }
            var conditions: [String] = []
            if context.environment.textSize != .default { conditions.append(tr("at text size {textSize}", ["textSize": context.environment.textSize.rawValue])) }
            if let language = context.environment.language { conditions.append("in \(Language.name(language))") }
            let at = conditions.isEmpty ? "" : " " + conditions.joined(separator: " ")
            let needs = wants
            return context.finding(self, tr("\"{element}\"{at} needs {needs}; let it grow with its text", ["element": element.id, "at": at, "needs": Words.and(needs)]),
                                   elements: [element.id], rect: f,
                                   fix: fix(element, context, height: shortHeight ? neededHeight : nil,
                                            width: shortWidth ? text.width + padding : nil))
        }
    }

    /// How many lines of its font the text's height holds; nil where the font measures nothing.
    private func lineCount(_ text: Size, fontSize: Double, _ context: RuleContext) -> Double? {
        let line = context.measurer.measure("X", fontSize: fontSize, maxWidth: nil).height
        return line > 0 ? max(1, (text.height / line).rounded()) : nil
    }

    /// Turns a fixed height or width into a minimum, so the text's own size can push it larger;
    /// a fixed frame is enlarged instead. None where both edges pin the dimension.
    private func fix(_ element: LaidOutElement, _ context: RuleContext, height: Double?, width: Double?) -> Fix? {
        let f = element.frame
        guard !element.constraints.isEmpty else {
            let origin = element.parentID.flatMap { context.layout.element(id: $0)?.frame } ?? context.layout.bounds
            let frame = Rect(x: f.minX - origin.minX, y: f.minY - origin.minY,
                             width: max(f.width, (width ?? 0).rounded(.up)), height: max(f.height, (height ?? 0).rounded(.up)))
            return Fix(summary: tr("make the frame {width} × {height}", ["width": pt(frame.width), "height": pt(frame.height)]), elementID: element.id,
                       edits: [.setFrame(frame)])
        }
        var edits: [Fix.Edit] = []
        if height != nil {
            let placed = [Set<Attribute>([.top]), [.bottom], [.centerY]].filter { element.sets($0) }.count
            guard element.sets([.height]), placed <= 1 else { return nil }
            edits.append(.setConstraint(attribute: .height, constraint: "height >= \(pt(f.height.rounded(.down)))"))
        }
        if width != nil {
            let placed = [Set<Attribute>([.leading, .left]), [.trailing, .right], [.centerX]].filter { element.sets($0) }.count
            guard element.sets([.width]), placed <= 1 else { return nil }
            edits.append(.setConstraint(attribute: .width, constraint: "width >= \(pt(f.width.rounded(.down)))"))
        }
        let summary = edits.count == 2 ? tr("let height and width grow with the text") : height != nil ? tr("let height grow with the text") : tr("let width grow with the text")
        return Fix(summary: summary, elementID: element.id, edits: edits)
    }
}
