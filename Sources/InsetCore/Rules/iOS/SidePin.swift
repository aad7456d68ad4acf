/// A side of an element's frame on the screen, whatever the layout direction: what the iOS
/// rules' fixes re-pin (`top == safeArea.top + 8`, `leading == margins.leading`).
enum SidePin {
    case top, bottom, left, right

    var isHorizontal: Bool { self == .left || self == .right }

    /// The attribute a fix writes: `leading`/`trailing` for the sides, so the fix mirrors in RTL.
    func attribute(rightToLeft: Bool) -> Attribute {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .left: return rightToLeft ? .trailing : .leading
        case .right: return rightToLeft ? .leading : .trailing
        }
    }

    /// Vertical sides sit 8 pt inside the safe area, as UIKit's standard spacing; horizontal ones on the margins.
    func constraint(rightToLeft: Bool) -> String {
        switch self {
        case .top: return "top == safeArea.top + 8"
        case .bottom: return "bottom == safeArea.bottom - 8"
        case .left, .right:
            let a = attribute(rightToLeft: rightToLeft).rawValue
            return "\(a) == margins.\(a)"
        }
    }

    /// Where the side lands once pinned, in window points. A bar and what it holds are placed
    /// against the display's safe area, everything else against the one the bars pushed in.
    func target(for element: LaidOutElement, in layout: SolvedLayout) -> Double {
        let inBar = element.role.isBar || [Role.navigationBar, .tabBar, .toolbar].contains { layout.isInside($0, element) }
        let safe = inBar ? layout.geometry.safeArea : layout.safeArea
        let margins = inBar ? layout.geometry.margins : layout.guides[.margins] ?? layout.geometry.margins
        switch self {
        case .top: return safe.minY + 8
        case .bottom: return safe.maxY - 8
        case .left: return margins.minX
        case .right: return margins.maxX
        }
    }

    /// The screen side an element's own attribute sets, or nil for centres and sizes.
    init?(_ attribute: Attribute, rightToLeft: Bool) {
        switch attribute.resolved(rightToLeft: rightToLeft).frameAttribute {
        case .top: self = .top
        case .bottom: self = .bottom
        case .left: self = .left
        case .right: self = .right
        default: return nil
        }
    }
}

extension RuleContext {
    /// The first of `candidates` (sets of sides to pin) whose pinned frame `clears` says is fine:
    /// a fix that moves one element out of trouble without fighting its other constraints.
    func pinFix(_ element: LaidOutElement, trying candidates: [[SidePin]], clears: (Rect) -> Bool) -> Fix? {
        for pins in candidates {
            if let (fix, frame) = pinning(element, pins), clears(frame) { return fix }
        }
        return nil
    }

    /// The fix pinning `pins` and the frame the element would then have; nil where the pins would
    /// squeeze it to nothing.
    func pinning(_ element: LaidOutElement, _ pins: [SidePin]) -> (Fix, Rect)? {
        let rtl = environment.isRightToLeft
        var frame = element.frame
        var removals: [Int] = []
        for horizontal in [false, true] {
            let sides = pins.filter { $0.isHorizontal == horizontal }
            guard !sides.isEmpty else { continue }
            let own = ownSpecs(element).filter { $0.spec.first.attribute.isHorizontal == horizontal }
            let sized = own.contains { $0.spec.isRequiredEquality && [.width, .height].contains($0.spec.first.attribute) }
            // What keeps the other side in place, so the element stretches rather than slides.
            var anchoredOpposite = false
            for (index, spec) in own {
                let side = SidePin(spec.first.attribute, rightToLeft: rtl)
                if let side, sides.contains(side) {
                    removals.append(index)
                } else if spec.isRequiredEquality {
                    switch (side, sides.count) {
                    case (nil, 2) where [.width, .height].contains(spec.first.attribute): removals.append(index)
                    case (nil, _) where [.centerX, .centerY].contains(spec.first.attribute): removals.append(index)
                    case (.some, _) where sized: removals.append(index)
                    case (.some, _): anchoredOpposite = true
                    default: break
                    }
                }
            }
            frame = pinned(frame, sides, of: element, stretch: sides.count == 2 || anchoredOpposite)
        }
        guard frame.width >= 0, frame.height >= 0 else { return nil }
        let summary = "pin " + pins.map { $0.constraint(rightToLeft: rtl) }.joined(separator: " and ")
        switch placement(element) {
        case .constraints:
            let edits = Fix.Edit.removing(removals)
                + pins.map { Fix.Edit.setConstraint(attribute: $0.attribute(rightToLeft: rtl), constraint: $0.constraint(rightToLeft: rtl)) }
            return (Fix(summary: summary, elementID: element.id, edits: edits), frame)
        case .frame(let origin):
            let local = frame.offsetBy(dx: origin.x - element.frame.minX, dy: origin.y - element.frame.minY)
            return (Fix(summary: tr("move it to {local}", ["local": local]), elementID: element.id, edits: [.setFrame(local)]), frame)
        case nil:
            return nil
        }
    }

    /// The frame with `sides` moved to their targets; the other side stays put when `stretch`.
    private func pinned(_ frame: Rect, _ sides: [SidePin], of element: LaidOutElement, stretch: Bool) -> Rect {
        var (x0, y0, x1, y1) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
        for side in sides {
            let t = side.target(for: element, in: layout)
            switch side {
            case .top: if stretch { y0 = t } else { (y0, y1) = (t, t + frame.height) }
            case .bottom: if stretch { y1 = t } else { (y0, y1) = (t - frame.height, t) }
            case .left: if stretch { x0 = t } else { (x0, x1) = (t, t + frame.width) }
            case .right: if stretch { x1 = t } else { (x0, x1) = (t - frame.width, t) }
            }
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The element's own constraints with their positions in its list.
    func ownSpecs(_ element: LaidOutElement) -> [(index: Int, spec: ConstraintSpec)] {
        element.constraints.enumerated().compactMap { index, spec in
            spec.first.item == .this || spec.first.item == .element(element.id) ? (index, spec) : nil
        }
    }

    /// How the file places the element in this environment, with the keys in force (its own or
    /// a variant's, which a fix then edits): by constraints, or by a frame whose origin (in its
    /// parent) is given.
    func placement(_ element: LaidOutElement) -> ElementPlacement? {
        guard let own = written(element.id) else { return nil }
        let keys = own.keysInForce(in: environment)
        if keys.isPlacedByConstraints { return .constraints }
        guard let frame = keys.frame else { return nil }
        return .frame(origin: (frame.x, frame.y))
    }
}

/// Whether the constraints or the frame in force place an element.
enum ElementPlacement {
    case constraints
    case frame(origin: (x: Double, y: Double))
}

extension ConstraintSpec {
    var isRequiredEquality: Bool { relation == .equal && isRequired }
}
