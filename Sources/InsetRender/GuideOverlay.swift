import InsetCore

/// The layout guides over the screen: safe area tint, margins, readable width, keyboard guide,
/// element outlines. Drawn in window points.
struct GuideOverlay {
    let layout: SolvedLayout
    let options: OverlayOptions
    let painter: Painter

    func draw() {
        let g = layout.geometry
        if options.outlines {
            let visible = painter.visibleRect, px = painter.pixel
            for e in layout.elements where e.role != .background
                && Painter.shows(e.frame.inset(by: Insets(top: -px, left: -px, bottom: -px, right: -px)), in: visible) {
                painter.rect(e.frame)
                painter.stroke(Palette.outline.withAlpha(0.75), pixels: 1, dash: e.role == .view ? [4, 3] : nil)
            }
        }
        if options.safeArea {
            let safe = layout.safeArea
            painter.fill(safe, Palette.safeArea.withAlpha(0.07))
            painter.rect(safe)
            painter.stroke(Palette.safeArea.withAlpha(0.7), pixels: 1)
        }
        let margins = layout.guides[.margins] ?? g.margins
        if options.margins {
            painter.rect(margins)
            painter.stroke(Palette.margins, pixels: 1, dash: [6, 4])
        }
        let readable = layout.guides[.readable] ?? g.readable
        if options.readable, abs(readable.minX - margins.minX) > 1 || abs(readable.maxX - margins.maxX) > 1 {
            for x in [readable.minX, readable.maxX] {
                painter.move(x, readable.minY)
                painter.line(x, readable.maxY)
            }
            painter.stroke(Palette.readable, pixels: 1.5, dash: [2, 3])
        }
        if options.keyboard, !g.keyboard.isEmpty {
            painter.rect(g.keyboard)
            painter.stroke(Palette.keyboardGuide, pixels: 2, dash: [8, 4])
            tag("keyboard", at: (max(g.keyboard.minX, g.safeArea.minX) + 6, g.keyboard.minY + 4), color: Palette.keyboardGuide)
        }
    }

    /// A small label on a coloured pill whose top left is at `point`; sizes are device pixels.
    func tag(_ text: String, at point: (Double, Double), color: Color) {
        Tag(text: text, color: color).draw(painter, x: point.0, y: point.1)
    }
}

/// A label on a coloured pill that keeps its size at any zoom.
struct Tag {
    let text: String
    let color: Color

    private func style(_ painter: Painter) -> Painter.TextStyle {
        Painter.TextStyle(size: 11 * painter.pixel, weight: .semibold, color: .white, wraps: false)
    }

    func size(_ painter: Painter) -> Size {
        let text = painter.measure(self.text, style(painter))
        return Size(width: text.width + 10 * painter.pixel, height: text.height + 4 * painter.pixel)
    }

    /// Where the pill with its top left at (x, y) can leave paint, without measuring its text:
    /// a generous width per byte, and a line per paragraph.
    func reach(_ painter: Painter, x: Double, y: Double) -> Rect {
        let px = painter.pixel
        return Rect(x: x - px, y: y - px, width: Double(text.utf8.count) * 11 * 1.5 * px + 12 * px,
                    height: Double(ElementPainter.paragraphs(in: text)) * 11 * 2.5 * px + 6 * px)
    }

    /// Draws the pill with its top left at (x, y).
    func draw(_ painter: Painter, x: Double, y: Double) {
        let s = size(painter)
        let pill = Rect(x: x, y: y, width: s.width, height: s.height)
        painter.fill(pill, color, radius: 4 * painter.pixel)
        painter.text(text, in: pill.inset(by: Insets(left: 5 * painter.pixel, right: 4 * painter.pixel)), style(painter))
    }
}
