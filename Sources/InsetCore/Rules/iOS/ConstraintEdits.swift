/// Constraints as a designer reads and writes them, so messages can quote them and fixes can
/// rewrite them.
extension ConstraintSpec {
    /// `leading == margins.leading + 16`, `width >= 44 @ high`: the format's own grammar.
    var written: String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(Rect.format(multiplier)) * " }
            text += "\(second)"
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Rect.format(abs(constant)))" }
        } else {
            text += Rect.format(constant)
        }
        if !isRequired {
            let name = ConstraintParser.priorityNames.first { $0.value == priority }?.name
            text += " @ \(name ?? Rect.format(priority))"
        }
        return text
    }
}

extension LaidOutElement {
    /// Positions in `constraints` of the element's own constraints that set one of `attributes`.
    func constraintIndices(setting attributes: Set<Attribute>) -> [Int] {
        constraints.indices.filter { i in
            let first = constraints[i].first
            return (first.item == .this || first.item == .element(id)) && attributes.contains(first.attribute)
        }
    }

    func sets(_ attributes: Set<Attribute>) -> Bool { !constraintIndices(setting: attributes).isEmpty }
}

extension Fix.Edit {
    /// Edits removing these constraints, highest index first so the others keep their place.
    static func removing(_ indices: [Int]) -> [Fix.Edit] {
        indices.sorted(by: >).map { .removeConstraint(index: $0) }
    }
}

extension SolvedLayout {
    /// Whether the element lies in a bar, and in a list or a scroll view whose content scrolls
    /// (`scrollingDown`), found in one climb.
    func barAndList(around element: LaidOutElement) -> (inBar: Bool, inList: Bool) {
        var inBar = false, inList = false
        _ = hasAncestor(element) { p in
            if p.role.isBar { inBar = true }
            if scrolls(p) { inList = true }
            return false
        }
        return (inBar, inList)
    }

    /// Whether one of the element's ancestors has this role: content of a list scrolls with it.
    func isInside(_ role: Role, _ element: LaidOutElement) -> Bool {
        hasAncestor(element) { $0.role == role }
    }

    /// Whether one of the views `ids` names holds the element.
    func isInside(anyOf ids: Set<String>, _ element: LaidOutElement) -> Bool {
        !ids.isEmpty && hasAncestor(element) { ids.contains($0.id) }
    }

    /// Whether a list, or a scroll view whose content scrolls, holds the element: what lies below
    /// the fold, or under the Home indicator and the bottom corners, scrolls up into view.
    func scrollsUp(_ element: LaidOutElement) -> Bool { hasAncestor(element, where: scrolls) }

    private func scrolls(_ e: LaidOutElement) -> Bool { e.role == .list || scrollingDown.contains(e.id) }

    /// Whether any of the element's ancestors, nearest first, is one `test` holds true of.
    private func hasAncestor(_ element: LaidOutElement, where test: (LaidOutElement) -> Bool) -> Bool {
        var parent = element.parentID.flatMap { self.element(id: $0) }
        while let p = parent {
            if test(p) { return true }
            parent = p.parentID.flatMap { self.element(id: $0) }
        }
        return false
    }
}
