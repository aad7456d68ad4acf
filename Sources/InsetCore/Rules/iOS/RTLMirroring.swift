/// An element placed by `left` or `right` stays put in right-to-left languages while the rest
/// of the layout mirrors around it.
struct RTLMirroring: Rule {
    let id = "rtl-mirroring"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("An element placed with left / right where leading / trailing would mirror in right-to-left languages")
    let guideline = Guideline(
        quote: tr("Locale-based internationalization features like left-to-right/right-to-left layout direction, date/time/number formatting, font variation, and text length"),
        source: "000", section: tr("Layout › Guides and safe areas"))

    /// About the file, so it fires in either layout direction. Left and right don't matter where
    /// they pin both sides symmetrically, or where the element is centred on the screen anyway.
    func check(_ context: RuleContext) -> [Finding] {
        let bounds = context.layout.bounds
        // Most documents use no left or right: seen from their constraints once for all their
        // environments, where it is checked in many (`ElementIndex`).
        let index = context.index
        if let index, !index.anyPlacedByLeftOrRight { return [] }
        return context.elements.compactMap { element in
            // Nearly every element uses no left or right: seen before anything is gathered.
            guard index?.mayBePlacedByLeftOrRight(element.id) != false,
                  element.constraints.contains(where: Self.usesLeftOrRight),
                  !context.document.hostPlaced.contains(element.id) else { return nil }
            let physical = element.constraints.indices.filter { Self.usesLeftOrRight(element.constraints[$0]) }
            guard !isSymmetric(element) else { return nil }
            let f = element.frame
            if abs((f.minX - bounds.minX) - (bounds.maxX - f.maxX)) <= 0.5 { return nil }
            let quoted = physical.map { "\"\(element.constraints[$0].written)\"" }.joined(separator: ", ")
            return context.finding(self, tr("\"{element}\" is placed with {attributes}, which stays put in right-to-left languages; use leading and trailing so it mirrors", ["element": element.id, "attributes": quoted]),
                                   elements: [element.id], rect: f, fix: fix(element, physical, context))
        }
    }

    /// Whether a constraint reads left or right, which stay put in right-to-left languages.
    static func usesLeftOrRight(_ c: ConstraintSpec) -> Bool {
        c.first.attribute == .left || c.first.attribute == .right || c.second?.attribute == .left || c.second?.attribute == .right
    }

    /// `left == X.left + c` with `right == X.right - c`, and no other left or right: a mirror image of itself.
    private func isSymmetric(_ element: LaidOutElement) -> Bool {
        let physical = element.constraints.filter(Self.usesLeftOrRight)
        guard physical.count == 2,
              let left = physical.first(where: { $0.first.attribute == .left && $0.second?.attribute == .left }),
              let right = physical.first(where: { $0.first.attribute == .right && $0.second?.attribute == .right }),
              left.first.item == right.first.item, left.second?.item == right.second?.item else { return false }
        return left.relation == right.relation && left.relation == .equal && left.multiplier == right.multiplier
            && left.constant == -right.constant && left.priority == right.priority
    }

    /// Rewrites each left as leading and each right as trailing, where every rewritten
    /// constraint sets an attribute of its own (a `setConstraint` replaces them all).
    private func fix(_ element: LaidOutElement, _ physical: [Int], _ context: RuleContext) -> Fix? {
        let rewritten = physical.map { i -> ConstraintSpec in
            var c = element.constraints[i]
            c.first.attribute = mirrored(c.first.attribute)
            if let second = c.second { c.second = Anchor(item: second.item, attribute: mirrored(second.attribute)) }
            return c
        }
        let own = rewritten.allSatisfy { $0.first.item == .this || $0.first.item == .element(element.id) }
        let attributes = rewritten.map(\.first.attribute)
        let kept = element.constraints.indices.filter { !physical.contains($0) }.map { element.constraints[$0].first.attribute }
        guard own, Set(attributes).count == attributes.count, !attributes.contains(where: kept.contains) else { return nil }
        let edits: [Fix.Edit] = Fix.Edit.removing(physical) + rewritten.map {
            .setConstraint(attribute: $0.first.attribute, constraint: $0.written)
        }
        return Fix(summary: tr("use leading and trailing instead of left and right"), elementID: element.id, edits: edits)
    }

    private func mirrored(_ attribute: Attribute) -> Attribute {
        attribute == .left ? .leading : attribute == .right ? .trailing : attribute
    }
}
