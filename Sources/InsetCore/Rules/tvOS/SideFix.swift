/// A fix that brings an element's offending sides to the edges of an area of the screen.
///
/// A frame-placed element gets the frame the rule computed; a constraint-placed one gets the
/// constraints that set those sides rewritten against the `screen` guide. No fix where a side is
/// set by something else (a centre, the opposite side and a width), since rewriting it would guess.
enum SideFix {
    static func make(_ element: LaidOutElement, pinning sides: [RectSide], to area: Rect,
                     frame: Rect, in context: RuleContext) -> Fix? {
        guard !sides.isEmpty else { return nil }
        if element.constraints.isEmpty { return setting(element, frame: frame, in: context) }
        let bounds = context.layout.bounds
        var edits: [Fix.Edit] = [], phrases: [String] = []
        for side in sides {
            let attributes = Set(element.constraints
                .filter { $0.first.item == .this && side.isSet(by: $0.first.attribute, rightToLeft: context.environment.isRightToLeft) }
                .map(\.first.attribute))
            guard attributes.count == 1, let attribute = attributes.first else { return nil }
            let inset = abs(side.overshoot(of: area, beyond: bounds))
            let leadingSide = [.left, .leading, .top].contains(attribute)
            let offset = inset < 0.005 ? "" : " \(leadingSide ? "+" : "-") \(pt(inset))"
            let target = "screen.\(attribute.rawValue)\(offset)"
            edits.append(.setConstraint(attribute: attribute, constraint: "\(attribute.rawValue) == \(target)"))
            phrases.append(tr("{attribute} to {target}", ["attribute": attribute.rawValue, "target": target]))
        }
        return Fix(summary: tr("pin {list}", ["list": Words.and(phrases)]), elementID: element.id, edits: edits)
    }

    /// Gives a frame-placed element a new frame, given in window points and written relative to its parent.
    static func setting(_ element: LaidOutElement, frame: Rect, summary: String? = nil, in context: RuleContext) -> Fix {
        let parent = element.parentID.flatMap { context.layout.element(id: $0) }?.frame ?? .zero
        let local = frame.offsetBy(dx: -parent.minX, dy: -parent.minY)
        return Fix(summary: summary ?? tr("move to {local}", ["local": local]), elementID: element.id, edits: [.setFrame(local)])
    }
}
