import Foundation
import InsetCore

/// Draws one laid-out element as its role looks on the device: simple, but recognisable.
struct ElementPainter {
    let layout: SolvedLayout
    let palette: Palette
    let painter: Painter

    private var rtl: Bool { layout.environment.isRightToLeft }

    func draw(_ e: LaidOutElement) {
        let f = e.frame
        guard [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite), f.width > 0, f.height > 0 else { return }
        switch e.role {
        case .background: drawBackground(f)
        case .view: drawView(e)
        case .text: drawText(e)
        case .image: drawImage(f)
        case .button: drawButton(e)
        case .link: drawLink(e)
        case .textField: drawTextField(e)
        case .searchField: drawSearchField(e)
        case .switch: drawSwitch(f)
        case .slider: drawSlider(f)
        case .stepper: drawStepper(f)
        case .segmentedControl: drawSegments(e)
        case .control: drawControl(e)
        case .navigationBar: drawNavigationBar(e)
        case .tabBar: drawTabBar(e)
        case .toolbar: drawBar(e.frame, separatorAtTop: e.frame.midY > layout.bounds.midY)
        case .list: drawList(e)
        case .card: drawCard(e)
        case .ornament: drawOrnament(e)
        }
    }

    /// Where drawing `e` can leave paint, in window points; nil for bars, which reach to the
    /// window's edges. Beyond the frame: shadows, strokes and glyphs (a few points), and text,
    /// which a frame too small for it lets spill: a line per paragraph above and below, and along
    /// a line (a box with no width doesn't wrap or cut it) its length.
    func reach(of e: LaidOutElement) -> Rect? {
        guard !e.role.isBar else { return nil }
        var (dx, dy) = (24.0, 24.0)
        if let text = e.text, !text.isEmpty {
            let size = max(e.fontSize ?? 17, 17)
            dx += Double(text.utf8.count) * size * 1.5
            dy += Double(Self.paragraphs(in: text)) * size * 2.5
        }
        return e.frame.inset(by: Insets(top: -dy, left: -dx, bottom: -dy, right: -dx))
    }

    /// Whether drawing `e` can leave paint in `visible`.
    func reaches(_ e: LaidOutElement, _ visible: Rect?) -> Bool {
        reach(of: e).map { Painter.shows($0, in: visible) } ?? true
    }

    /// At least the number of paragraphs and lines Pango breaks `text` into: counts every byte
    /// that ends one (LF, CR) or begins a character that might (U+0085, U+2028, U+2029).
    static func paragraphs(in text: String) -> Int {
        text.utf8.reduce(1) { $1 == 0x0A || $1 == 0x0D || $1 == 0xC2 || $1 == 0xE2 ? $0 + 1 : $0 }
    }

    // MARK: Helpers

    private var hasGroupedContent: Bool { layout.elements.contains { $0.role == .list || $0.role == .card } }

    private var platform: Platform { layout.environment.device.platform }

    private func children(of e: LaidOutElement) -> [LaidOutElement] { layout.elements.filter { $0.parentID == e.id } }

    private func isInsideBar(_ e: LaidOutElement) -> Bool {
        var parent = e.parentID
        while let id = parent, let p = layout.element(id: id) {
            if p.role.isBar { return true }
            parent = p.parentID
        }
        return layout.elements.contains { $0.role.isBar && $0.id != e.id && $0.frame.contains(e.frame) }
    }

    private func style(_ e: LaidOutElement, size: Double? = nil, weight: Painter.Weight = .regular,
                       color: Color? = nil, alignment: Painter.Alignment = .leading) -> Painter.TextStyle {
        Painter.TextStyle(size: size ?? e.fontSize ?? 17, weight: weight, color: color ?? palette.label,
                          alignment: alignment, rightToLeft: rtl, fontFile: e.fontFile)
    }

    /// Where the element's text lines up: the file's alignment, left and right kept in a
    /// right-to-left language; natural and justified from the leading edge.
    private func textAlignment(_ e: LaidOutElement) -> Painter.Alignment {
        switch e.textAlignment {
        case .center?: return .center
        case .left?: return rtl ? .trailing : .leading
        case .right?: return rtl ? .leading : .trailing
        case .natural?, .justified?, nil: return .leading
        }
    }

    /// The weight a file gives the text, nearest of those the canvas draws.
    private static func weight(_ value: Int) -> Painter.Weight {
        value < 450 ? .regular : value < 550 ? .medium : value < 650 ? .semibold : .bold
    }

    /// A line in the weight its file gives; else titles are bolder, as iOS's text styles are.
    /// Text of several lines, or a bolder line too wide for its frame, stays regular: Inter's
    /// bolder weights run wider than SF Pro's, and would wrap it past the lines it was sized for.
    private func drawTitle(_ e: LaidOutElement, text: String, size: Double) {
        let f = e.frame
        let wanted: Painter.Weight = e.fontWeight.map(Self.weight) ?? (size >= 28 ? .bold : size >= 20 ? .semibold : .regular)
        let alignment = textAlignment(e)
        let bold = style(e, size: size, weight: wanted, alignment: alignment)
        if wanted != .regular, isOneLine(e, size), lineWidth(text, bold) <= f.width / Self.narrowest + 0.5 {
            drawFitted(e, text, bold)
        } else {
            drawFitted(e, text, style(e, size: size, alignment: alignment))
        }
    }

    /// The most a line is narrowed to fit its frame.
    static let narrowest = 0.9

    /// One line as the layout measured it; a frame taller than its text (a label stretched by
    /// a stack) still holds one line.
    private func isOneLine(_ e: LaidOutElement, _ size: Double) -> Bool {
        (e.textSize?.height ?? e.frame.height) < size * 1.8
    }

    private func lineWidth(_ text: String, _ s: Painter.TextStyle) -> Double {
        var line = s
        line.wraps = false
        return painter.measure(text, line).width
    }

    /// Frames come from text measured as SF Pro sets it, in the regular weight; Inter, and a
    /// bolder weight, run a little wider. A line frame's text that overflows by up to 10 % is
    /// narrowed to fit, rather than wrapped or cut short with an ellipsis.
    private func drawFitted(_ e: LaidOutElement, _ text: String, _ s: Painter.TextStyle) {
        let f = e.frame
        var line = s
        line.wraps = false
        let width = isOneLine(e, s.size) && !text.contains("\n") ? lineWidth(text, s) : 0
        // Even a fraction of a point over is narrowed: drawn as it is, Pango would end it in "…".
        guard width > f.width, f.width >= width * Self.narrowest else {
            painter.text(text, in: f, width > 0 ? line : s)
            return
        }
        let anchor: Double, wideX: Double, wideWidth = width + 24
        switch (s.alignment, rtl) {
        case (.center, _): anchor = f.midX; wideX = f.midX - wideWidth / 2
        case (.leading, false), (.trailing, true): anchor = f.minX; wideX = f.minX
        default: anchor = f.maxX; wideX = f.maxX - wideWidth
        }
        painter.withState {
            painter.translate(anchor, 0)
            painter.scale(f.width / width, 1)
            painter.translate(-anchor, 0)
            painter.text(text, in: Rect(x: wideX, y: f.y, width: wideWidth, height: f.height), line)
        }
    }

    // MARK: Content

    /// The screen's backdrop: grouped grey behind lists and cards, visionOS's glass, else the system background.
    private func drawBackground(_ f: Rect) {
        guard platform == .visionOS else {
            painter.fill(f, hasGroupedContent ? palette.groupedBackground : palette.background)
            return
        }
        painter.rect(f)
        painter.fillLinearGradient(from: (f.minX, f.minY), to: (f.maxX, f.maxY), [
            (0, Color(hex: 0x8A8F98, alpha: 0.78)), (1, Color(hex: 0x5E636B, alpha: 0.82))])
    }

    private func drawView(_ e: LaidOutElement) {
        let f = e.frame, bounds = layout.bounds
        if f.width >= bounds.width - 1 && f.height >= bounds.height * 0.9 { return }
        if children(of: e).isEmpty {
            painter.fill(f, palette.tertiaryFill, radius: 8)
        } else {
            painter.fill(f, palette.secondaryGroupedBackground, radius: 12)
        }
    }

    private func drawText(_ e: LaidOutElement) {
        guard let text = e.text, !text.isEmpty else { return }
        let size = e.fontSize ?? 17
        // A frame many lines tall is a text area: its text starts at the top. A label of one
        // line stretched tall stays centred, as UILabel draws it.
        if e.frame.height > size * 4 && !isOneLine(e, size) {
            painter.text(text, in: e.frame, style(e, size: size, alignment: textAlignment(e)), vertical: .top)
        } else {
            drawTitle(e, text: text, size: size)
        }
    }

    private func drawImage(_ f: Rect) {
        painter.withState {
            painter.roundedRect(f, radius: min(10, f.width / 6, f.height / 6))
            painter.clip()
            painter.rect(f)
            painter.fillLinearGradient(from: (f.minX, f.minY), to: (f.maxX, f.maxY),
                                       [(0, Color(hex: 0x99C1F1)), (1, palette.indigo.mixed(with: .white, 0.2))])
            // Sun and hills: the universal "photo" placeholder.
            let s = min(f.width, f.height)
            painter.circle(x: f.minX + f.width * 0.7, y: f.minY + f.height * 0.32, radius: s * 0.1)
            painter.fill(Color.white.withAlpha(0.9))
            painter.move(f.minX, f.maxY)
            painter.line(f.minX, f.minY + f.height * 0.78)
            painter.curve(f.minX + f.width * 0.25, f.minY + f.height * 0.45, f.minX + f.width * 0.4, f.minY + f.height * 0.5,
                          f.minX + f.width * 0.55, f.minY + f.height * 0.72)
            painter.curve(f.minX + f.width * 0.7, f.minY + f.height * 0.6, f.minX + f.width * 0.85, f.minY + f.height * 0.62,
                          f.maxX, f.minY + f.height * 0.75)
            painter.line(f.maxX, f.maxY)
            painter.closePath()
            painter.fill(Color.white.withAlpha(0.55))
        }
    }

    // MARK: Controls

    private func drawButton(_ e: LaidOutElement) {
        let f = e.frame
        let text = e.text ?? ""
        if text.isEmpty {
            let glyph = Glyph(name: e.symbol ?? "circle")
            let size = min(22, min(f.width, f.height) * 0.55)
            if !isInsideBar(e) && min(f.width, f.height) >= 28 {
                painter.circle(x: f.midX, y: f.midY, radius: min(f.width, f.height) / 2)
                painter.fill(palette.tertiaryFill)
            }
            glyph.draw(painter, x: f.midX, y: f.midY, size: size, color: palette.tint)
            return
        }
        let size = e.fontSize ?? 17
        if platform == .macOS {
            // A macOS push button: white, bordered, with a faint shadow.
            painter.fill(f.offsetBy(dx: 0, dy: 0.5), Color.black.withAlpha(0.12), radius: 6)
            painter.fill(f, palette.isDark ? Color(hex: 0x5A5A5C) : .white, radius: 6)
            painter.roundedRect(f, radius: 6)
            painter.stroke(palette.separator, pixels: 1)
            drawFitted(e, text, style(e, size: e.fontSize ?? 13, alignment: .center))
            return
        }
        if f.height >= 34 && f.width >= f.height * 2.2 && !isInsideBar(e) {
            painter.fill(f, palette.tint, radius: min(14, f.height / 2))
            drawFitted(e, text, style(e, size: size, weight: .semibold, color: .white, alignment: .center))
        } else {
            drawFitted(e, text, style(e, size: size, weight: isInsideBar(e) ? .regular : .medium,
                                          color: palette.tint, alignment: .center))
        }
    }

    private func drawLink(_ e: LaidOutElement) {
        guard let text = e.text else { return }
        painter.text(text, in: e.frame, style(e, color: palette.tint))
    }

    private func drawTextField(_ e: LaidOutElement) {
        let f = e.frame
        painter.fill(f, palette.secondaryGroupedBackground, radius: 8)
        painter.roundedRect(f, radius: 8)
        painter.stroke(palette.separator, pixels: 1)
        let inset = Rect(x: f.x + 10, y: f.y, width: max(0, f.width - 20), height: f.height)
        var s = style(e, color: palette.tertiaryLabel, alignment: textAlignment(e))
        s.wraps = false
        painter.text(e.text ?? "", in: inset, s)
    }

    private func drawSearchField(_ e: LaidOutElement) {
        let f = e.frame
        painter.fill(f, palette.tertiaryFill, radius: min(10, f.height / 2))
        let glyphX = rtl ? f.maxX - 18 : f.minX + 18
        Glyph(name: "magnifyingglass").draw(painter, x: glyphX, y: f.midY, size: min(16, f.height * 0.45),
                                            color: palette.secondaryLabel)
        let textRect = Rect(x: rtl ? f.x + 8 : f.x + 32, y: f.y, width: max(0, f.width - 40), height: f.height)
        var s = style(e, color: palette.secondaryLabel)
        s.wraps = false
        painter.text(e.text ?? "Search", in: textRect, s)
    }

    private func drawSwitch(_ f: Rect) {
        let h = min(f.height, f.width * 31 / 51), w = h * 51 / 31
        let track = Rect(x: f.midX - w / 2, y: f.midY - h / 2, width: w, height: h)
        painter.capsule(track)
        painter.fill(palette.green)
        let knob = h - 4
        let knobX = rtl ? track.minX + 2 + knob / 2 : track.maxX - 2 - knob / 2
        painter.circle(x: knobX, y: track.midY + 0.8, radius: knob / 2)
        painter.fill(Color.black.withAlpha(0.12))
        painter.circle(x: knobX, y: track.midY, radius: knob / 2)
        painter.fill(.white)
    }

    private func drawSlider(_ f: Rect) {
        let knob = min(28, f.height)
        let track = Rect(x: f.minX + knob / 2, y: f.midY - 2, width: max(0, f.width - knob), height: 4)
        painter.fill(track, palette.fill, radius: 2)
        let filled = track.width * 0.6
        let fill = rtl ? Rect(x: track.maxX - filled, y: track.y, width: filled, height: 4)
                       : Rect(x: track.minX, y: track.y, width: filled, height: 4)
        painter.fill(fill, palette.tint, radius: 2)
        let knobX = rtl ? track.maxX - filled : track.minX + filled
        painter.circle(x: knobX, y: f.midY + 1, radius: knob / 2)
        painter.fill(Color.black.withAlpha(0.15))
        painter.circle(x: knobX, y: f.midY, radius: knob / 2)
        painter.fill(.white)
    }

    private func drawStepper(_ f: Rect) {
        painter.fill(f, palette.tertiaryFill, radius: 8)
        painter.fill(Rect(x: f.midX - 0.5, y: f.minY + f.height * 0.25, width: 1, height: f.height * 0.5), palette.separator)
        let size = min(16, f.height * 0.45)
        Glyph(name: "minus").draw(painter, x: f.minX + f.width / 4, y: f.midY, size: size, color: palette.label)
        Glyph(name: "plus").draw(painter, x: f.maxX - f.width / 4, y: f.midY, size: size, color: palette.label)
    }

    private func drawSegments(_ e: LaidOutElement) {
        let f = e.frame
        let parts = (e.text ?? "").split(whereSeparator: { $0 == "|" || $0 == "," })
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let titles = parts.count >= 2 ? parts : parts + Array(repeating: "", count: max(0, 2 - parts.count))
        painter.fill(f, palette.tertiaryFill, radius: min(9, f.height / 2))
        let w = f.width / Double(titles.count)
        for (i, title) in titles.enumerated() {
            let index = rtl ? titles.count - 1 - i : i
            let segment = Rect(x: f.minX + Double(index) * w, y: f.minY, width: w, height: f.height)
            if i == 0 {
                let knob = segment.inset(by: Insets(top: 2, left: 2, bottom: 2, right: 2))
                painter.fill(knob.offsetBy(dx: 0, dy: 0.5), Color.black.withAlpha(0.08), radius: min(7, knob.height / 2))
                painter.fill(knob, palette.isDark ? Color(hex: 0x636366) : .white, radius: min(7, knob.height / 2))
            } else if i >= 2 {
                // Hairlines only between unselected segments, as UIKit draws them.
                let x = rtl ? segment.maxX : segment.minX
                painter.fill(Rect(x: x, y: f.minY + f.height * 0.25, width: painter.pixel, height: f.height * 0.5),
                             palette.separator)
            }
            var s = style(e, size: e.fontSize ?? 13, weight: i == 0 ? .semibold : .regular, alignment: .center)
            s.wraps = false
            painter.text(title, in: segment.inset(by: Insets(left: 4, right: 4)), s)
        }
    }

    private func drawControl(_ e: LaidOutElement) {
        let f = e.frame
        painter.fill(f, palette.tint.withAlpha(0.12), radius: min(8, f.height / 2))
        if let text = e.text {
            painter.text(text, in: f, style(e, color: palette.tint, alignment: .center))
        } else if let symbol = e.symbol {
            Glyph(name: symbol).draw(painter, x: f.midX, y: f.midY, size: min(22, f.height * 0.5), color: palette.tint)
        }
    }

    // MARK: Bars

    /// Bar material, reaching under the status bar or the Home indicator when the bar sits at that edge.
    private func drawBar(_ frame: Rect, separatorAtTop: Bool) {
        var f = frame
        let safe = layout.geometry.safeArea
        if !separatorAtTop && f.minY <= safe.minY + 1 { f = Rect(x: f.x, y: 0, width: f.width, height: f.maxY) }
        if separatorAtTop && f.maxY >= safe.maxY - 1 { f.height = layout.bounds.height - f.y }
        painter.fill(f, palette.barMaterial)
        let y = separatorAtTop ? f.minY : f.maxY - painter.pixel
        painter.fill(Rect(x: f.minX, y: y, width: f.width, height: painter.pixel), palette.separator)
    }

    private func drawNavigationBar(_ e: LaidOutElement) {
        let f = e.frame
        drawBar(f, separatorAtTop: false)
        guard let title = e.text, !title.isEmpty else { return }
        if f.height >= 80 {
            let large = Rect(x: f.minX + 16, y: f.maxY - 52, width: max(0, f.width - 32), height: 44)
            painter.text(title, in: large, style(e, size: 34, weight: .bold))
        } else {
            var s = style(e, size: 17, weight: .semibold, alignment: .center)
            s.wraps = false
            painter.text(title, in: f.inset(by: Insets(left: 60, right: 60)), s)
        }
    }

    private func drawTabBar(_ e: LaidOutElement) {
        let f = e.frame
        drawBar(f, separatorAtTop: true)
        guard children(of: e).isEmpty else { return }
        let labels = (e.text ?? "").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let glyphs = ["house", "magnifyingglass", "heart", "person", "gear"]
        let count = labels.isEmpty ? 4 : min(labels.count, 5)
        let w = f.width / Double(count)
        for i in 0..<count {
            let index = rtl ? count - 1 - i : i
            let cx = f.minX + w * (Double(index) + 0.5)
            let color = i == 0 ? palette.tint : Color(hex: 0x8E8E93)
            let hasLabel = i < labels.count
            Glyph(name: glyphs[i % glyphs.count]).draw(painter, x: cx, y: f.minY + (hasLabel ? 18 : f.height / 2),
                                                      size: 20, color: color)
            if hasLabel {
                painter.label(labels[i], x: cx, centerY: f.minY + 38,
                              Painter.TextStyle(size: 10, weight: .medium, color: color), centered: true)
            }
        }
    }

    // MARK: Collections

    private func drawList(_ e: LaidOutElement) {
        let f = e.frame
        painter.fill(f, palette.secondaryGroupedBackground)
        let kids = children(of: e).filter { $0.role != .background }
        painter.withState {
            painter.rect(f)
            painter.clip()
            if kids.isEmpty { drawPlaceholderRows(in: f) } else { drawSeparators(between: kids, in: f) }
        }
    }

    /// Rows of a list the file leaves empty: skeleton text and a disclosure chevron.
    private func drawPlaceholderRows(in f: Rect) {
        let rowHeight = 44 * layout.environment.textSize.scale
        var y = f.minY
        var i = 0
        let widths = [0.55, 0.38, 0.62, 0.45, 0.3, 0.5]
        while y < f.maxY {
            let w = (f.width - 72) * widths[i % widths.count]
            let bar = Rect(x: rtl ? f.maxX - 16 - w : f.minX + 16, y: y + rowHeight / 2 - 5, width: w, height: 10)
            painter.fill(bar, palette.tertiaryFill.withAlpha(palette.tertiaryFill.alpha * 2), radius: 5)
            Glyph(name: rtl ? "chevron.left" : "chevron.right").draw(
                painter, x: rtl ? f.minX + 20 : f.maxX - 20, y: y + rowHeight / 2, size: 12, color: palette.tertiaryLabel)
            y += rowHeight
            hairline(at: y, in: f)
            i += 1
        }
    }

    /// Separators between the rows the list's children form.
    private func drawSeparators(between kids: [LaidOutElement], in f: Rect) {
        var rows: [(minY: Double, maxY: Double)] = []
        for kid in kids.sorted(by: { $0.frame.midY < $1.frame.midY }) {
            if let last = rows.last, kid.frame.midY <= last.maxY {
                rows[rows.count - 1].maxY = max(last.maxY, kid.frame.maxY)
            } else {
                rows.append((kid.frame.minY, kid.frame.maxY))
            }
        }
        for (a, b) in zip(rows, rows.dropFirst()) { hairline(at: (a.maxY + b.minY) / 2, in: f) }
        if let last = rows.last { hairline(at: last.maxY + min(12, (f.maxY - last.maxY) / 2), in: f) }
    }

    private func hairline(at y: Double, in f: Rect) {
        let x = rtl ? f.minX : f.minX + 16
        painter.fill(Rect(x: x, y: y, width: f.width - 16, height: painter.pixel), palette.separator)
    }

    private func drawCard(_ e: LaidOutElement) {
        let f = e.frame
        painter.shadow(f, radius: 12, blur: 8, offsetY: 3, opacity: 0.16)
        painter.withState {
            painter.roundedRect(f, radius: 12)
            painter.clip()
            painter.rect(f)
            painter.fillVerticalGradient(from: f.minY, to: f.maxY, [
                (0, palette.indigo.mixed(with: .white, 0.35)), (1, palette.tint.mixed(with: .black, 0.1))])
            if let text = e.text {
                let band = Rect(x: f.minX, y: f.maxY - min(f.height, 36 * (e.fontSize ?? 17) / 17), width: f.width,
                                height: min(f.height, 36 * (e.fontSize ?? 17) / 17))
                painter.fill(band, Color.black.withAlpha(0.35))
                var s = style(e, weight: .semibold, color: .white)
                s.wraps = false
                painter.text(text, in: band.inset(by: Insets(left: 12, right: 12)), s)
            }
        }
    }

    private func drawOrnament(_ e: LaidOutElement) {
        let f = e.frame
        painter.capsule(f)
        painter.fill(Color(hex: 0x3A3A3C, alpha: 0.82))
        painter.capsule(f)
        painter.stroke(Color.white.withAlpha(0.25), pixels: 1)
        if let text = e.text {
            painter.text(text, in: f, style(e, weight: .medium, color: .white, alignment: .center))
        } else {
            Glyph(name: e.symbol ?? "ellipsis").draw(painter, x: f.midX, y: f.midY, size: min(22, f.height * 0.5), color: .white)
        }
    }
}
