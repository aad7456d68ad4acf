import Cassowary

/// The constraints `UIStackView` installs between itself and its visible arranged subviews:
/// edge-to-edge along the axis with the distribution's spacing and sizes, and the alignment
/// across it.
struct StackConstraints {
    let stack: StackArrangement
    let box: Box
    let margins: EdgeInsets
    /// Visible arranged subviews in order, with their boxes.
    let items: [(id: String, box: Box)]
    /// How far an item's first (false) or last (true) baseline lies from its top or bottom.
    let baseline: (String, Bool) -> Double
    /// An item's intrinsic length along the axis, if it has one.
    let intrinsicLength: (String) -> Double?
    /// A priority's strength in the document's order.
    var strength: (Double) -> Strength = { Strength(priority: $0) }
    /// Where an item's first (false) or last (true) baseline lies, for a vertical stack that
    /// spaces its items from baseline to baseline.
    var baselineLine: ((String, Bool) -> Expression)?

    func constraints() -> [Constraint] {
        // A stack that spaces its items out, with nothing else to fix its length, packs them at
        // its spacing, as Xcode draws it and calls it determined: below the pull of anything
        // else, even the hug across the axis (priority 1).
        let packing = Strength(weight: strength(1).weight / 10)
        var out: [Constraint] = []
        let inset = stack.marginsRelative ? margins : EdgeInsets.all(0)
        let vertical = stack.vertical
        let start = vertical ? box.top + inset.top : box.left + inset.left
        let end = vertical ? box.top + box.height - inset.bottom : box.left + box.width - inset.right
        let crossStart = vertical ? box.left + inset.left : box.top + inset.top
        let crossEnd = vertical ? box.left + box.width - inset.right : box.top + box.height - inset.bottom
        func s(_ b: Box) -> Expression { vertical ? b.top : b.left }
        func len(_ b: Box) -> Expression { vertical ? b.height : b.width }
        func e(_ b: Box) -> Expression { s(b) + len(b) }
        func cs(_ b: Box) -> Expression { vertical ? b.left : b.top }
        func clen(_ b: Box) -> Expression { vertical ? b.width : b.height }

        let boxes = items.map(\.box)
        out.append(s(boxes[0]) == start)
        out.append(e(boxes[boxes.count - 1]) == end)
        let spacing = stack.spacing
        var firstGap: Expression?
        // A vertical baseline-relative stack spaces its items from the last baseline of one to
        // the first of the next; its edges stay the items' own.
        let baselines = vertical && stack.baselineRelative ? baselineLine : nil
        for ((prevID, prev), (nextID, next)) in zip(items, items.dropFirst()) {
            let gap = baselines.map { $0(nextID, false) - $0(prevID, true) } ?? s(next) - e(prev)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                out.append(gap == spacing)
            case .equalSpacing:
                out.append(gap >= spacing)
                out.append((gap == spacing) | packing)
                if let firstGap { out.append(gap == firstGap) } else { firstGap = gap }
            case .equalCentering:
                out.append(gap >= spacing)
                out.append((gap == spacing) | packing)
                let centers = (s(next) + len(next) * 0.5) - (s(prev) + len(prev) * 0.5)
                // Below the views' hugging (UIKit's default 250): the spacing gives before a view
                // grows out of its size, as Xcode draws such stacks.
                if let firstGap { out.append((centers == firstGap) | strength(150)) } else { firstGap = centers }
            }
        }
        if stack.distribution == .fillEqually {
            for b in boxes.dropFirst() { out.append(len(b) == len(boxes[0])) }
        }
        if stack.distribution == .fillProportionally {
            let lengths = items.map { intrinsicLength($0.id) ?? 0 }
            let total = lengths.reduce(0, +)
            if total > 0 {
                let available = (end - start) - spacing * Double(items.count - 1)
                for (b, l) in zip(boxes, lengths) { out.append((len(b) == available * (l / total)) | strength(999)) }
            }
        }

        let firstBaseline = items[0]
        for (id, b) in items {
            switch stack.alignment {
            case .fill:
                out.append(cs(b) == crossStart)
                out.append(cs(b) + clen(b) == crossEnd)
            case .leading, .top:
                out.append(cs(b) == crossStart)
                out.append(cs(b) + clen(b) <= crossEnd)
            case .trailing, .bottom:
                out.append(cs(b) + clen(b) == crossEnd)
                out.append(cs(b) >= crossStart)
            case .center:
                out.append(cs(b) + clen(b) * 0.5 == (crossStart + crossEnd) * 0.5)
                out.append(cs(b) >= crossStart)
            case .firstBaseline, .lastBaseline:
                out.append(cs(b) >= crossStart)
                out.append(cs(b) + clen(b) <= crossEnd)
                if !vertical, id != firstBaseline.id {
                    let last = stack.alignment == .lastBaseline
                    func line(_ i: String, _ x: Box) -> Expression {
                        last ? x.top + x.height - baseline(i, true) : x.top + baseline(i, false)
                    }
                    out.append(line(id, b) == line(firstBaseline.id, firstBaseline.box))
                }
            }
        }
        if stack.alignment != .fill {
            // The stack hugs its largest item across the axis unless something sets its size.
            out.append((crossEnd - crossStart == 0) | strength(1))
        }
        return out
    }
}
