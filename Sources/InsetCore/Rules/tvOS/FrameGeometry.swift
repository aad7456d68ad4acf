/// Measurements between element frames that the platform rules share.
enum FrameGeometry {
    /// The empty space between two frames along the axis that separates them; negative when they overlap.
    static func gap(_ a: Rect, _ b: Rect) -> Double {
        let horizontal = max(b.minX - a.maxX, a.minX - b.maxX)
        let vertical = max(b.minY - a.maxY, a.minY - b.maxY)
        return max(horizontal, vertical)
    }

    /// The smallest rectangle holding every frame.
    static func union(_ rects: [Rect]) -> Rect {
        guard let first = rects.first else { return .zero }
        let x0 = rects.map(\.minX).min() ?? first.minX, y0 = rects.map(\.minY).min() ?? first.minY
        let x1 = rects.map(\.maxX).max() ?? first.maxX, y1 = rects.map(\.maxY).max() ?? first.maxY
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `rect` grown by `factor` about its centre, as a focused or hovered element is drawn.
    static func scaled(_ rect: Rect, by factor: Double) -> Rect {
        let width = rect.width * factor, height = rect.height * factor
        return Rect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }

    /// `rect` moved the least distance to lie inside `area`, shrunk where it is larger.
    static func moved(_ rect: Rect, into area: Rect) -> Rect {
        let width = min(rect.width, area.width), height = min(rect.height, area.height)
        return Rect(x: min(max(rect.minX, area.minX), area.maxX - width),
                    y: min(max(rect.minY, area.minY), area.maxY - height), width: width, height: height)
    }

    /// Where an element's text is drawn: a label's lines sit at the leading side of its frame,
    /// centred vertically, as UILabel draws them; other elements fill their frame.
    static func inked(_ element: LaidOutElement, rightToLeft: Bool) -> Rect {
        guard element.role == .text, let text = element.textSize else { return element.frame }
        let f = element.frame
        let width = min(f.width, text.width), height = min(f.height, text.height)
        return Rect(x: rightToLeft ? f.maxX - width : f.minX, y: f.midY - height / 2, width: width, height: height)
    }
}
