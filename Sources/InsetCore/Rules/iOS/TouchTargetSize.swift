/// A control smaller than a fingertip is easy to miss and to mistap.
///
/// Controls the system draws at a fixed size below the minimum (a switch is 31 pt tall, a
/// segmented control 32 pt) are measured against that size instead: UIKit gives them their own
/// touch area, and a standard switch is not a mistake. Where the file gives the size its iOS drew
/// (iOS 26's 28 pt switch, iOS 12's 29 pt stepper, in an Interface Builder file), that one.
struct TouchTargetSize: Rule {
    let id = "touch-target-size"
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = 44
    let platforms = Platform.touchPlatforms
    let summary = tr("An interactive element smaller than the minimum tappable area")
    let guideline = Guideline(
        quote: tr("Provide ample touch targets for interactive elements. Try to maintain a minimum tappable area of 44pt x 44pt for all controls."),
        source: "002", section: tr("Adaptivity and Layout › General Layout Considerations"))

    func check(_ context: RuleContext) -> [Finding] {
        let minimum = context.threshold(self)
        return context.content.compactMap { element in
            let f = element.frame
            guard element.role.isInteractive, !f.isEmpty, f.intersects(context.layout.bounds) else { return nil }
            func needs(_ system: (width: Double?, height: Double?)) -> Size {
                Size(width: min(minimum, system.width ?? minimum), height: min(minimum, system.height ?? minimum))
            }
            func shortOf(_ size: Size) -> (width: Bool, height: Bool) {
                (width: f.width < size.width - 0.01, height: f.height < size.height - 0.01)
            }
            let system = IntrinsicSize.of(role: element.role, text: nil, fontSize: nil, symbol: nil,
                                          measurer: context.measurer, scale: 1)
            // The size the file gives its control of fixed size can lower what a short one needs,
            // or raise a slider's (iOS 26's is 34 pt tall): looked up only then.
            let shortOfSystem = shortOf(needs(system))
            let lookedUp = Self.fixedSize.contains(element.role) && (shortOfSystem.width || shortOfSystem.height || element.role == .slider)
            let needed = needs(lookedUp ? fileSize(of: element, context, from: system) ?? system : system)
            let short = shortOf(needed)
            guard short.width || short.height else { return nil }
            return context.finding(
                self, tr("\"{element}\" is {width} × {height} pt; make it at least {width2} × {height2} pt", ["element": element.id, "width": pt(f.width), "height": pt(f.height), "width2": pt(needed.width), "height2": pt(needed.height)]),
                elements: [element.id], rect: f, fix: fix(element, needed, short, context))
        }
    }

    /// The size the element's file gives its control of fixed size, as its system drew it, over
    /// `system`'s; nil where it gives none.
    private func fileSize(of element: LaidOutElement, _ context: RuleContext,
                          from system: (width: Double?, height: Double?)) -> (width: Double?, height: Double?)? {
        guard let traits = context.written(element.id)?.traits, traits.intrinsicWidth != nil || traits.intrinsicHeight != nil else { return nil }
        var size = system
        // The file's size is the control's alignment rectangle; its frame, which is measured
        // here, reaches past it by the control's insets (a slider's thumb, a switch's edge).
        let insets = traits.alignmentInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        if case .points(let w)? = traits.intrinsicWidth { size.width = w + insets.left + insets.right }
        if case .points(let h)? = traits.intrinsicHeight { size.height = h + insets.top + insets.bottom }
        return size
    }

    private static let fixedSize: Set<Role> = [.switch, .stepper, .slider, .segmentedControl]

    /// Raises the short sizes to the minimum: `>=` where the content gives a size to grow from,
    /// `==` where nothing else would fix it; none where both edges pin the size.
    private func fix(_ element: LaidOutElement, _ needed: Size, _ short: (width: Bool, height: Bool), _ context: RuleContext) -> Fix? {
        let axes = [(Attribute.width, short.width, needed.width), (.height, short.height, needed.height)].filter(\.1)
        let sizes = Set(axes.map { pt($0.2) })
        let summary = sizes.count == 1
            ? tr("set {attributes} to at least {size}", ["attributes": Words.and(axes.map(\.0.rawValue)), "size": sizes.first!])
            : tr("set {list}", ["list": Words.and(axes.map { tr("{attribute} to at least {size}", ["attribute": $0.0.rawValue, "size": pt($0.2)]) })])
        switch context.placement(element) {
        case .frame(let origin):
            let local = Rect(x: origin.x, y: origin.y, width: max(element.frame.width, needed.width),
                             height: max(element.frame.height, needed.height))
            return Fix(summary: summary, elementID: element.id, edits: [.setFrame(local)])
        case .constraints:
            let own = context.ownSpecs(element)
            let content = IntrinsicSize.of(role: element.role, text: element.text, fontSize: element.fontSize,
                                           symbol: element.symbol, measurer: context.measurer, scale: 1)
            var removals: [Int] = []
            var edits: [Fix.Edit] = []
            for (attribute, _, size) in axes {
                let horizontal = attribute == .width
                let edges = own.filter { $0.spec.isRequiredEquality && $0.spec.first.attribute.isHorizontal == horizontal
                    && ![.width, .height].contains($0.spec.first.attribute) }
                // Two edges or an edge and a centre set the size themselves.
                if edges.count >= 2 { return nil }
                removals += own.filter { $0.spec.first.attribute == attribute }.map(\.index)
                let grows = (horizontal ? content.width : content.height) != nil
                edits.append(.setConstraint(attribute: attribute, constraint: "\(attribute.rawValue) \(grows ? ">=" : "==") \(pt(size))"))
            }
            return Fix(summary: summary, elementID: element.id, edits: Fix.Edit.removing(removals) + edits)
        case nil:
            return nil
        }
    }
}
