/// Rows of cards off the tvOS grid, which keeps collections scannable from across the room.
///
/// A row is a set of sibling `card`s sharing a top edge, in a container where at least one row
/// holds two or more; a lone card counts as a row of that grid when it is as wide as its cards. A card's column count is the grid whose width is nearest its own, so a short
/// last row or a shelf that runs offscreen is judged by the grid it belongs to.
struct TVGrid: Rule {
    let id = "tv-grid"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms: Set<Platform> = [.tvOS]
    let summary = tr("A row of cards whose unfocused width or spacing doesn't match the grid table for its column count")
    let guideline = Guideline(
        quote: tr("The following grid layouts provide an optimal viewing experience. Be sure to use appropriate spacing between unfocused rows and columns to prevent overlap when an item is brought into focus."),
        source: "000", section: tr("Layout › Platform considerations › tvOS › Grids"))

    /// Seed 000's grid tables: unfocused content width by column count.
    static let widths: [(columns: Int, name: String, width: Double)] = [
        (2, "two", 860), (3, "three", 560), (4, "four", 410), (5, "five", 320),
        (6, "six", 260), (7, "seven", 217), (8, "eight", 184), (9, "nine", 160),
    ]

    func check(_ context: RuleContext) -> [Finding] {
        let spacing = context.option("horizontal", default: 40)
        let rowSpacing = context.option("vertical", default: 100)
        let cards = context.elements.filter { $0.role == .card && !$0.frame.isEmpty }
        var out: [Finding] = []
        for parent in Set(cards.map { $0.parentID ?? "" }).sorted() {
            let all = self.rows(cards.filter { ($0.parentID ?? "") == parent })
            // A lone card belongs to the grid when it is as wide as the grid's cards: a short last row, not a banner.
            let widths = all.filter { $0.count >= 2 }.flatMap { $0.map(\.frame.width) }
            guard !widths.isEmpty else { continue }
            let rows = all.filter { row in row.count >= 2 || widths.contains { abs($0 - row[0].frame.width) <= 1 } }
            for row in rows {
                out += row.compactMap { width(of: $0, context) }
                out += zip(row, row.dropFirst()).compactMap { spacingFinding($0, $1, spacing, context) }
            }
            for (above, below) in zip(rows, rows.dropFirst()) {
                let bottom = above.map(\.frame.maxY).max() ?? 0
                let gap = below[0].frame.minY - bottom
                guard gap < rowSpacing - 0.5 else { continue }
                out.append(context.finding(
                    self, tr("the row starting with \"{below}\" is {gap} pt below the row starting with \"{above}\"; leave at least {rowSpacing} pt between grid rows", ["below": below[0].id, "gap": pt(gap), "above": above[0].id, "rowSpacing": pt(rowSpacing)]),
                    elements: (above + below).map(\.id), rect: FrameGeometry.union((above + below).map(\.frame))))
            }
        }
        return out
    }

    /// Cards grouped by top edge, top to bottom, each row left to right.
    private func rows(_ cards: [LaidOutElement]) -> [[LaidOutElement]] {
        var rows: [[LaidOutElement]] = []
        for card in cards.sorted(by: { $0.frame.minY < $1.frame.minY }) {
            if let last = rows.last?.first, abs(last.frame.minY - card.frame.minY) <= 1 {
                rows[rows.count - 1].append(card)
            } else {
                rows.append([card])
            }
        }
        return rows.map { $0.sorted { $0.frame.minX < $1.frame.minX } }
    }

    private func width(of card: LaidOutElement, _ context: RuleContext) -> Finding? {
        let w = card.frame.width
        guard let grid = TVGrid.widths.min(by: { abs($0.width - w) < abs($1.width - w) }),
              abs(grid.width - w) > 1 else { return nil }
        let own = card.constraints.filter { $0.first.item == .this }.map(\.first.attribute)
        let positions = Set(own.filter { $0.isHorizontal && $0 != .width })
        let summary = tr("set the width to {width}", ["width": pt(grid.width)])
        var fix: Fix?
        if card.constraints.isEmpty {
            var frame = card.frame
            frame.width = grid.width
            fix = SideFix.setting(card, frame: frame, summary: summary, in: context)
        } else if positions.count <= 1 {
            // With two sides pinned the width follows from them, and a width constraint would conflict.
            fix = Fix(summary: summary, elementID: card.id,
                      edits: [.setConstraint(attribute: .width, constraint: "width == \(pt(grid.width))")])
        }
        return context.finding(
            self, tr("\"{card}\" is {w} pt wide; a {grid}-column grid's unfocused cards are {width} pt wide", ["card": card.id, "w": pt(w), "grid": grid.name, "width": pt(grid.width)]),
            elements: [card.id], rect: card.frame, fix: fix)
    }

    private func spacingFinding(_ a: LaidOutElement, _ b: LaidOutElement, _ spacing: Double, _ context: RuleContext) -> Finding? {
        let gap = b.frame.minX - a.frame.maxX
        guard abs(gap - spacing) > 1 else { return nil }
        return context.finding(
            self, tr("\"{a}\" and \"{b}\" are {gap} pt apart; cards in a grid row are {spacing} pt apart", ["a": a.id, "b": b.id, "gap": pt(gap), "spacing": pt(spacing)]),
            elements: [a.id, b.id], rect: FrameGeometry.union([a.frame, b.frame]),
            fix: chainFix(b, after: a, gap: gap, spacing: spacing, context) ?? chainFix(a, after: b, gap: gap, spacing: spacing, context))
    }

    /// Rewrites the constraint that spaces `card` from its neighbour (`leading == other.trailing + 30`).
    private func chainFix(_ card: LaidOutElement, after other: LaidOutElement, gap: Double, spacing: Double,
                          _ context: RuleContext) -> Fix? {
        let starts: Set<Attribute> = [.leading, .left], ends: Set<Attribute> = [.trailing, .right]
        guard let c = card.constraints.first(where: { c in
            guard c.first.item == .this, c.relation == .equal, c.multiplier == 1,
                  let second = c.second, second.item == .element(other.id), abs(abs(c.constant) - gap) <= 0.5 else { return false }
            return (starts.contains(c.first.attribute) && ends.contains(second.attribute))
                || (ends.contains(c.first.attribute) && starts.contains(second.attribute))
        }), let second = c.second else { return nil }
        let sign = starts.contains(c.first.attribute) ? "+" : "-"
        let text = "\(c.first.attribute.rawValue) == \(other.id).\(second.attribute.rawValue) \(sign) \(pt(spacing))"
        return Fix(summary: tr("set {constraint}", ["constraint": text]), elementID: card.id,
                   edits: [.setConstraint(attribute: c.first.attribute, constraint: text)])
    }
}
