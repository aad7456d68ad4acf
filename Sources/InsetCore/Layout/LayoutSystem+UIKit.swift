import Cassowary

/// How a `LayoutSystem` turns what UIKit knows of a view into constraints: autoresizing masks,
/// stack arrangement, margin and baseline anchors, fonts and padding.
extension LayoutSystem {
    /// A frame and mask as the constraints UIKit makes of them: fixed parts stay, flexible ones
    /// share the superview's growth.
    func placeAutoresizing(_ element: EffectiveElement, _ mask: Autoresizing, box: Box, parent: Box) {
        let reference = ConstraintReference(elementID: element.id, index: 0, text: tr("autoresizing mask"),
                                            location: element.element.location)
        for horizontal in [true, false] {
            let a = mask.axis(horizontal: horizontal)
            let recorded = horizontal ? mask.parentSize.width : mask.parentSize.height
            let growth = (horizontal ? parent.width : parent.height) - recorded
            var origin = horizontal ? parent.left : parent.top
            if !horizontal, let top = mask.listTop {
                origin = origin + Autoresizing.contentInset(listTop: top, safeAreaTop: (contentSafeArea ?? geometry.safeArea).minY)
            }
            add((horizontal ? box.left : box.top) == origin + a.position + growth * a.positionShare, reference)
            add((horizontal ? box.width : box.height) == growth * a.sizeShare + a.size, reference)
        }
    }

    /// Lays out visible children as `UIStackView` does: along the axis by the distribution,
    /// across it by the alignment; hidden children take no space.
    func arrange(_ element: EffectiveElement, _ stack: StackArrangement) {
        var items = (childIDs[element.id] ?? []).compactMap { id in boxes[id].map { (id, $0) } }
        guard !items.isEmpty else { return }
        // A horizontal stack runs from the leading edge: from the right in right-to-left layouts.
        if !stack.vertical && environment.isRightToLeft { items.reverse() }
        StackConstraints(stack: stack, box: boxes[element.id]!, margins: margins(of: element.id),
                         items: items, baseline: { id, last in self.baselineOffset(of: id, last: last) },
                         intrinsicLength: { id in
                             // Worked out here: the stack is placed before the views it arranges.
                             self.elementIndex[id].flatMap { position in
                                 let size = self.intrinsicSize(at: position)
                                 let length = stack.vertical ? size.height : size.width
                                 // Without a length of its own, a view weighs what its frame does.
                                 guard length ?? 0 <= 0, let recorded = self.elements[position].element.traits?.recordedSize else { return length }
                                 return stack.vertical ? recorded.height : recorded.width
                             }
                         }, strength: { self.strength($0) },
                         baselineLine: { id, last in self.baselineLine(of: id, last: last) })
            .constraints().forEach { add($0, ConstraintReference(elementID: element.id, index: 0,
                                                                text: tr("stack arrangement"), location: element.element.location)) }
    }

    /// Where a view's first or last baseline lies: its text's, or for a stack view the baseline
    /// of the arranged view UIKit takes it from (the first or last of a vertical stack, the first
    /// with text in a horizontal one, else its own edge), however deep.
    func baselineLine(of id: String, last: Bool) -> Expression {
        let box = boxes[id]!
        if let position = elementIndex[id], let stack = elements[position].element.traits?.stack {
            let items = (childIDs[id] ?? []).filter { boxes[$0] != nil }
            let pick = stack.vertical ? (last ? items.last : items.first) : items.first { id in
                elementIndex[id].map { self.elements[$0].role.showsText && self.elements[$0].text?.isEmpty == false } ?? false
            }
            if let pick { return baselineLine(of: pick, last: last) }
        }
        let offset = baselineOffset(of: id, last: last)
        return last ? box.top + box.height - offset : box.top + offset
    }

    func expression(_ anchor: Anchor, for element: EffectiveElement, parent: Box) -> Expression? {
        let box: Box
        let owner: String?
        switch anchor.item {
        case .this:
            box = placing.flatMap { $0.element === element ? $0.box : nil } ?? boxes[element.id]!
            owner = element.id
        case .guide(.parent):
            box = parent; owner = element.parentID
            if owner == nil, anchor.attribute.isMargin {
                return guideBox(.margins, for: element).value(of: plain(anchor.attribute))
            }
        case .guide(let guide):
            let key = anchor.attribute.isMargin ? Guide.margins : guide
            return guideBox(key, for: element).value(of: plain(anchor.attribute))
        case .element(let id):
            guard let other = boxes[id] else { return nil }
            box = other; owner = id
        }
        let attribute = anchor.attribute.resolved(rightToLeft: environment.isRightToLeft)
        guard let owner, attribute.isMargin || attribute.isBaseline else { return box.value(of: plain(attribute)) }
        if attribute.isBaseline {
            let offset = baselineOffset(of: owner, last: attribute == .lastBaseline)
            return attribute == .lastBaseline ? box.value(of: .bottom) - offset : box.value(of: .top) + offset
        }
        if let e = safeMarginExpression(attribute, of: owner, box: box) { return e }
        let m = margins(of: owner)
        switch attribute {
        case .leftMargin: return box.left + m.left
        case .rightMargin: return box.left + box.width - m.right
        case .topMargin: return box.top + m.top
        case .bottomMargin: return box.top + box.height - m.bottom
        case .centerXWithinMargins: return box.left + box.width * 0.5 + (m.left - m.right) / 2
        default: return box.top + box.height * 0.5 + (m.top - m.bottom) / 2
        }
    }

    /// A frame attribute for a guide, whose margins are its own edges.
    func plain(_ attribute: Attribute) -> Attribute {
        attribute.resolved(rightToLeft: environment.isRightToLeft).frameAttribute.resolved(rightToLeft: environment.isRightToLeft)
    }

    /// An element's layout margins: its own, or UIKit's default 8 pt.
    func margins(of id: String) -> EdgeInsets {
        let traits = byID[id]?.element.traits
        var m = traits?.layoutMargins ?? .all(8)
        if traits?.systemSideMargins == true {
            readsEnvironment = true
            m.left = geometry.margins.minX - geometry.safeArea.minX
            m.right = geometry.safeArea.maxX - geometry.margins.maxX
            // A table's cells take 20 pt from the 390 pt iPhones up (the 12 and later, the minis
            // aside), as the frames Xcode records show; a root view, from 414 pt.
            let device = environment.device
            let largePhone = device.family == .iPhone && min(device.points.width, device.points.height) >= 390
            if let side = traits?.tableSideMargin, !largePhone {
                // A cell Xcode 9.1 to 11 drew with its table's 15 pt, in a freeform scene too.
                m.left = side; m.right = side
            } else if let width = traits?.sideMarginsWidth {
                // A xib's own cell: 20 pt on those iPhones too once it is wider than the 320 pt
                // Xcode makes a new cell (46 of nRF Mesh's 396 pt cells, and cells of 331 to 393
                // pt in five other apps), 16 at 320 (93 cells).
                // On a smaller iPhone, those of the Xcode that drew it (`smallPhoneSideMargin`).
                if device.family == .iPhone, !largePhone, let side = traits?.smallPhoneSideMargin {
                    m.left = side
                } else {
                    m.left = width > 320 && largePhone ? 20 : ScreenGeometry.marginWidth(forViewWidth: width)
                }
                m.right = m.left
            } else if largePhone {
                m.left = max(m.left, 20); m.right = max(m.right, 20)
            }
            if let floor = traits?.sideMarginsFloor {
                m.left = max(m.left, floor.left); m.right = max(m.right, floor.right)
            }
            if traits?.besideAccessory == true {
                if environment.isRightToLeft { m.left = 8 } else { m.right = 8 }
            }
        }
        // A view whose margins follow the safe area takes its superview's after that (`heldMargins`).
        if traits?.preservedOffsets != nil, safeMargins[id] == nil, let floor = preservedMargins(of: id) { m = m.atLeast(floor) }
        return m
    }

    /// Where a view preserves its superview's margins, how far they reach into it: the
    /// superview's margins less the view's distance to its edges (UIKit's
    /// `preservesSuperviewLayoutMargins`).
    func preservedMargins(of id: String) -> EdgeInsets? {
        guard let e = byID[id], let traits = e.element.traits, var offsets = traits.preservedOffsets else { return nil }
        if environment.isRightToLeft { swap(&offsets.left, &offsets.right) }
        let parent: EdgeInsets
        if traits.preservesScreenMargins {
            readsEnvironment = true
            let b = geometry.bounds, g = geometry.margins
            parent = EdgeInsets(top: g.minY - b.minY, left: g.minX - b.minX, bottom: b.maxY - g.maxY, right: b.maxX - g.maxX)
        } else if let parentID = e.parentID {
            parent = heldMargins(of: parentID)
        } else {
            return nil
        }
        return EdgeInsets(top: parent.top - offsets.top, left: parent.left - offsets.left,
                          bottom: parent.bottom - offsets.bottom, right: parent.right - offsets.right)
    }

    /// How far a text's first baseline lies below its top, or its last above its bottom; a view
    /// without text has its baselines at its edges.
    func baselineOffset(of id: String, last: Bool) -> Double {
        readsEnvironment = true
        guard let e = byID[id], e.role.showsText, e.text?.isEmpty == false else { return 0 }
        let metrics = measurer(for: e).lineMetrics(fontSize: fontSize(of: e))
        let pad = padding(of: e).height
        if last, e.element.traits?.numberOfLines == 1, let position = elementIndex[id], let height = intrinsicSize(at: position).height {
            // A line rounded up to the pixel keeps its baseline its ascent below its top: the
            // rounding lies below it. Rows of labels a stack spaces baseline to baseline (29 pt
            // apart at 2×, as Xcode draws them) had drifted a fifth of a point a row.
            return height - pad - metrics.ascent
        }
        return last ? pad + metrics.descent : pad + metrics.ascent
    }

    /// The size text is set at here: a text style or inset/1's size scaled with Dynamic Type;
    /// a fixed font stays as written.
    func fontSize(of e: EffectiveElement) -> Double {
        let traits = e.element.traits
        if let style = traits?.textStyle, e.fontSize == nil {
            return style.defaultSize(on: environment.device.platform) * environment.textSize.scale
        }
        let size = e.fontSize ?? 17
        return traits?.fixedFont == true ? size : size * environment.textSize.scale
    }

    func padding(of e: EffectiveElement) -> Size {
        if let insets = e.element.traits?.contentInsets {
            return Size(width: (insets.left + insets.right) / 2, height: (insets.top + insets.bottom) / 2)
        }
        return IntrinsicSize.padding(e.role)
    }
}

extension LayoutSystem {
    /// Auto Layout reads a constraint's positions in its items' nearest common ancestor, whose own
    /// top and left are 0 there: `bottom = 2 × icon.bottom` makes the icon half as tall as a cell
    /// wherever the cell lies. Every position here is in window points, so a multiplier other
    /// than 1 scales the ancestor's origin too; adding `origin × (1 − multiplier)` takes it back
    /// out. nil where there is nothing to add: a multiplier of 1, sizes, or the screen as the
    /// ancestor (guides other than `parent` belong to it), at the window's origin.
    func containerOrigin(_ spec: ConstraintSpec, for element: EffectiveElement) -> Expression? {
        guard spec.multiplier != 1, spec.first.attribute.isPosition, let second = spec.second, second.attribute.isPosition else { return nil }
        let ancestors = Set(chain(from: owner(of: spec.first.item, for: element)))
        guard let container = chain(from: owner(of: second.item, for: element)).first(where: ancestors.contains),
              let box = boxes[container] else { return nil }
        return spec.first.attribute.isHorizontal ? box.left : box.top
    }

    /// The view an anchor's item lies in; nil for the screen (a screen guide, or a top-level
    /// element's parent).
    private func owner(of item: ItemRef, for element: EffectiveElement) -> String? {
        switch item {
        case .this: return element.id
        case .element(let id): return id
        case .guide(.parent): return element.parentID
        case .guide: return nil
        }
    }

    /// `id` and its ancestors, innermost first.
    private func chain(from id: String?) -> [String] {
        var out: [String] = []
        var next = id
        while let current = next, !out.contains(current) {
            out.append(current)
            next = byID[current]?.parentID
        }
        return out
    }
}
