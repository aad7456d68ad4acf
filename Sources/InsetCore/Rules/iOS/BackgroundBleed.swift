/// A background that stops short of the display's edges leaves black bands around the app.
struct BackgroundBleed: Rule {
    let id = "background-bleed"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("A background that doesn't reach every display edge, or a screen with no background reaching the edges")
    let guideline = Guideline(
        quote: tr("Extend visual content to fill the screen. Make sure backgrounds extend to the edges of the display, and that vertically scrollable layouts, like tables and collections, continue all the way to the bottom."),
        source: "000", section: tr("Layout › iOS, iPadOS"))

    func check(_ context: RuleContext) -> [Finding] {
        // A page sheet's card is its display: the screen's top shows above it, by design.
        let card = context.document.presentedAsSheet ? context.hostRootFrame : nil
        let bounds = card ?? context.layout.bounds
        // Backgrounds, lists, artwork and bars (whose material runs on to the nearer edge) paint their area.
        let painted = context.elements.compactMap { element -> Rect? in
            if [.background, .list, .image].contains(element.role) { return element.frame }
            guard element.role.isBar else { return nil }
            let f = element.frame
            return f.midY < bounds.midY ? Rect(x: f.minX, y: bounds.minY, width: f.width, height: f.maxY - bounds.minY)
                : Rect(x: f.minX, y: f.minY, width: f.width, height: bounds.maxY - f.minY)
        }
        guard !covers(painted, bounds) else { return [] }
        // A background inside a container is a shape for that group, not the screen's.
        let screenBackgrounds = context.elements.filter { $0.role == .background && $0.depth == 0 }
        guard !screenBackgrounds.isEmpty else {
            let message = card == nil
                ? tr("no background reaches the edges of the {width} × {height} pt screen, so it shows black bars; add a background pinned to the screen's edges", ["width": pt(bounds.width), "height": pt(bounds.height)])
                : tr("no background reaches the edges of the {width} × {height} pt sheet, so the screen shows through; add a background pinned to the sheet's edges", ["width": pt(bounds.width), "height": pt(bounds.height)])
            return [context.finding(self, message, elements: [], rect: bounds)]
        }
        return screenBackgrounds.compactMap { element in
            let f = element.frame
            let gaps = [("top", f.minY - bounds.minY), ("left", f.minX - bounds.minX),
                        ("bottom", bounds.maxY - f.maxY), ("right", bounds.maxX - f.maxX)]
                .filter { $0.1 > 0.5 }
            guard !gaps.isEmpty else { return nil }
            let list = gaps.map { tr("{distance} pt short of the {side} edge", ["distance": pt($0.1), "side": Words.side($0.0)]) }.joined(separator: ", ")
            // (In a sheet the one background at the top is the card itself, which reaches its edges.)
            return context.finding(self, tr("\"{element}\" stops {list} of the {width} × {height} pt screen; make it reach every edge", ["element": element.id, "list": list, "width": pt(bounds.width), "height": pt(bounds.height)]),
                                   elements: [element.id], rect: f,
                                   fix: pinToEdges(element))
        }
    }

    /// Pins every edge to the screen and turns the element's other horizontal and vertical
    /// constraints into the same pinning, so none of them conflicts.
    private func pinToEdges(_ element: LaidOutElement) -> Fix {
        var edits: [Fix.Edit] = [Attribute.left, .right, .top, .bottom].map {
            .setConstraint(attribute: $0, constraint: "\($0.rawValue) == screen.\($0.rawValue)")
        }
        for attribute in [Attribute.leading, .trailing, .width, .height, .centerX, .centerY] where element.sets([attribute]) {
            edits.append(.setConstraint(attribute: attribute, constraint: "\(attribute.rawValue) == screen.\(attribute.rawValue)"))
        }
        return Fix(summary: tr("pin its edges to the screen's edges"), elementID: element.id, edits: edits)
    }

    /// Whether the rectangles together cover `area`, allowing half a point of rounding.
    private func covers(_ rects: [Rect], _ area: Rect) -> Bool {
        let inside = rects.map { $0.intersection(area) }.filter { !$0.isEmpty }
        let xs = Set([area.minX, area.maxX] + inside.flatMap { [$0.minX, $0.maxX] }).sorted()
        let ys = Set([area.minY, area.maxY] + inside.flatMap { [$0.minY, $0.maxY] }).sorted()
        for (x0, x1) in zip(xs, xs.dropFirst()) where x1 - x0 > 0.5 {
            for (y0, y1) in zip(ys, ys.dropFirst()) where y1 - y0 > 0.5 {
                let (cx, cy) = ((x0 + x1) / 2, (y0 + y1) / 2)
                if !inside.contains(where: { $0.contains(x: cx, y: cy) }) { return false }
            }
        }
        return true
    }
}
