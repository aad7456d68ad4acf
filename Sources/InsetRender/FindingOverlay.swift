import InsetCore

/// Findings outlined in their severity's colour, the selection and element names. Window points, unclipped.
struct FindingOverlay {
    let layout: SolvedLayout
    let findings: [Finding]
    let options: OverlayOptions
    let painter: Painter

    /// The selection under the findings, so a selected element's problem and its mark stay visible;
    /// labels over everything.
    func draw() {
        let selected = options.selectedElementID.flatMap(layout.element(id:))
        if let selected { drawSelection(selected) }
        if options.findings { drawFindings() }
        if options.names { drawNames() }
        if let selected { drawSelectionTag(selected) }
    }

    private func drawFindings() {
        // Least severe first, so errors are drawn on top.
        let ordered = findings.sorted { $0.severity < $1.severity }
        var badges: [Rect: Severity] = [:]
        var outlines: [Rect] = []
        let visible = painter.visibleRect
        for finding in ordered {
            let r = finding.rect
            guard [r.x, r.y, r.width, r.height].allSatisfy(\.isFinite) else { continue }
            let color = Palette.severity(finding.severity)
            let selected = options.selectedElementID.map(finding.elements.contains) ?? false
            let outline = r.isEmpty ? r.inset(by: Insets(top: -2, left: -2, bottom: -2, right: -2)) : r
            // A finding about the whole screen gets a thin outline and no fill, so it doesn't wash the screen out.
            let bounds = layout.bounds
            let screenWide = outline.width * outline.height >= bounds.width * bounds.height * 0.6
            if badges[outline] == nil { outlines.append(outline) }
            badges[outline] = max(badges[outline] ?? finding.severity, finding.severity)
            // Past the clip (a long screen's findings below the display) it would leave no paint.
            let stroke = 2 * painter.pixel
            guard Painter.shows(outline.inset(by: Insets(top: -stroke, left: -stroke, bottom: -stroke, right: -stroke)),
                                in: visible) else { continue }
            if !screenWide { painter.fill(outline, color.withAlpha(0.12)) }
            painter.rect(outline)
            painter.stroke(color, pixels: selected ? 3 : screenWide ? 1 : 2)
        }
        guard !options.thumbnail else { return }
        // Errors' marks on top too, the rest in the findings' order: the same stack every time.
        let marks = outlines.enumerated().map { (badges[$0.element]!, $0.offset, $0.element) }
        for (severity, _, rect) in marks.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            drawBadge(severity, at: rect, visible: visible)
        }
    }

    /// A round severity mark at the finding's top trailing corner: `!` for errors and warnings, `i` for info.
    private func drawBadge(_ severity: Severity, at r: Rect, visible: Rect?) {
        let radius = 8 * painter.pixel
        // Kept on the screen, so a finding about the whole screen still shows its mark.
        let bounds = layout.bounds
        let corner = layout.environment.isRightToLeft ? r.minX : r.maxX
        let x = min(max(corner, bounds.minX + radius * 2), bounds.maxX - radius * 2)
        let y = max(r.minY, bounds.minY + radius * 2)
        let reach = 2 * radius
        guard Painter.shows(Rect(x: x - reach, y: y - reach, width: 2 * reach, height: 2 * reach), in: visible) else { return }
        painter.circle(x: x, y: y, radius: radius + painter.pixel * 1.5)
        painter.fill(.white)
        painter.circle(x: x, y: y, radius: radius)
        painter.fill(Palette.severity(severity))
        let mark = severity == .info ? "i" : "!"
        painter.text(mark, in: Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius),
                     Painter.TextStyle(size: 12 * painter.pixel, weight: .bold, color: .white, alignment: .center, wraps: false))
    }

    private func drawNames() {
        let visible = painter.visibleRect
        for e in layout.elements where e.role != .background && e.id != options.selectedElementID {
            let tag = Tag(text: e.id, color: Color(hex: 0x3D3846, alpha: 0.78))
            guard Painter.shows(tag.reach(painter, x: e.frame.minX, y: e.frame.minY), in: visible) else { continue }
            tag.draw(painter, x: e.frame.minX, y: e.frame.minY)
        }
    }

    private func drawSelection(_ e: LaidOutElement) {
        let f = e.frame
        let color = Palette.selection
        painter.rect(f)
        painter.stroke(.white, pixels: 4)
        painter.rect(f)
        painter.stroke(color, pixels: 2)
        let h = 8 * painter.pixel
        for (x, y) in ResizeHandle.allCases.map({ $0.position(on: f) }) {
            let handle = Rect(x: x - h / 2, y: y - h / 2, width: h, height: h)
            painter.fill(handle, .white)
            painter.rect(handle)
            painter.stroke(color, pixels: 1.5)
        }
    }

    /// The element's name and size under it (above it when it sits at the bottom of the screen).
    private func drawSelectionTag(_ e: LaidOutElement) {
        let f = e.frame, gap = 6 * painter.pixel
        let tag = Tag(text: "\(e.id)  \(Rect.format(f.width)) × \(Rect.format(f.height))", color: Palette.selection)
        let size = tag.size(painter)
        let below = f.maxY + gap
        let y = below + size.height <= layout.bounds.maxY ? below : f.minY - gap - size.height
        let x = min(max(f.minX, layout.bounds.minX), layout.bounds.maxX - size.width)
        tag.draw(painter, x: x, y: y)
    }
}
