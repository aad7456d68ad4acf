import Foundation
import InsetCore

/// Line drawings in the spirit of SF Symbols, for glyph buttons and tab bars, matched by symbol name.
struct Glyph {
    let name: String

    /// Draws the glyph centred at (x, y), `size` points tall, stroked in `color`.
    func draw(_ painter: Painter, x: Double, y: Double, size s: Double, color: Color) {
        let n = name.lowercased()
        let h = s / 2, w = s * 0.09
        func stroke() { painter.stroke(color, points: w) }
        func has(_ words: String...) -> Bool { words.contains { n.contains($0) } }

        if has("xmark", "close") {
            painter.move(x - h * 0.7, y - h * 0.7); painter.line(x + h * 0.7, y + h * 0.7)
            painter.move(x + h * 0.7, y - h * 0.7); painter.line(x - h * 0.7, y + h * 0.7); stroke()
        } else if has("chevron.left", "chevron.backward", "arrow.left", "back") {
            painter.move(x + h * 0.3, y - h * 0.8); painter.line(x - h * 0.4, y); painter.line(x + h * 0.3, y + h * 0.8); stroke()
        } else if has("chevron.right", "chevron.forward", "arrow.right", "forward") {
            painter.move(x - h * 0.3, y - h * 0.8); painter.line(x + h * 0.4, y); painter.line(x - h * 0.3, y + h * 0.8); stroke()
        } else if has("checkmark") {
            painter.move(x - h * 0.75, y); painter.line(x - h * 0.2, y + h * 0.6); painter.line(x + h * 0.8, y - h * 0.7); stroke()
        } else if has("plus", "add") {
            painter.move(x - h * 0.8, y); painter.line(x + h * 0.8, y)
            painter.move(x, y - h * 0.8); painter.line(x, y + h * 0.8); stroke()
        } else if has("minus") {
            painter.move(x - h * 0.8, y); painter.line(x + h * 0.8, y); stroke()
        } else if has("ellipsis", "more") {
            for dx in [-0.65, 0, 0.65] { painter.circle(x: x + dx * h, y: y, radius: w * 0.85) }
            painter.fill(color)
        } else if has("magnifyingglass", "search") {
            painter.circle(x: x - h * 0.15, y: y - h * 0.15, radius: h * 0.58)
            painter.move(x + h * 0.28, y + h * 0.28); painter.line(x + h * 0.8, y + h * 0.8); stroke()
        } else if has("heart", "favorite") {
            painter.move(x, y + h * 0.75)
            painter.curve(x - h * 1.1, y - h * 0.05, x - h * 0.55, y - h * 0.95, x, y - h * 0.35)
            painter.curve(x + h * 0.55, y - h * 0.95, x + h * 1.1, y - h * 0.05, x, y + h * 0.75)
            stroke()
        } else if has("star") {
            for i in 0..<10 {
                let r = i % 2 == 0 ? h * 0.9 : h * 0.38
                let a = -Double.pi / 2 + Double(i) * .pi / 5
                i == 0 ? painter.move(x + r * cos(a), y + r * sin(a)) : painter.line(x + r * cos(a), y + r * sin(a))
            }
            painter.closePath(); stroke()
        } else if has("gear", "settings") {
            painter.circle(x: x, y: y, radius: h * 0.3); stroke()
            painter.circle(x: x, y: y, radius: h * 0.62); stroke()
            for i in 0..<8 {
                let a = Double(i) * .pi / 4
                painter.move(x + h * 0.62 * cos(a), y + h * 0.62 * sin(a))
                painter.line(x + h * 0.9 * cos(a), y + h * 0.9 * sin(a))
            }
            stroke()
        } else if has("share", "square.and.arrow.up") {
            painter.move(x - h * 0.35, y - h * 0.2); painter.line(x - h * 0.65, y - h * 0.2); painter.line(x - h * 0.65, y + h * 0.85)
            painter.line(x + h * 0.65, y + h * 0.85); painter.line(x + h * 0.65, y - h * 0.2); painter.line(x + h * 0.35, y - h * 0.2)
            painter.move(x, y + h * 0.3); painter.line(x, y - h * 0.9)
            painter.move(x - h * 0.35, y - h * 0.55); painter.line(x, y - h * 0.9); painter.line(x + h * 0.35, y - h * 0.55); stroke()
        } else if has("trash", "delete") {
            painter.move(x - h * 0.8, y - h * 0.6); painter.line(x + h * 0.8, y - h * 0.6)
            painter.move(x - h * 0.6, y - h * 0.6); painter.line(x - h * 0.5, y + h * 0.85); painter.line(x + h * 0.5, y + h * 0.85)
            painter.line(x + h * 0.6, y - h * 0.6)
            painter.move(x - h * 0.25, y - h * 0.6); painter.line(x - h * 0.25, y - h * 0.85); painter.line(x + h * 0.25, y - h * 0.85)
            painter.line(x + h * 0.25, y - h * 0.6); stroke()
        } else if has("house", "home") {
            painter.move(x - h * 0.9, y - h * 0.05); painter.line(x, y - h * 0.85); painter.line(x + h * 0.9, y - h * 0.05)
            painter.move(x - h * 0.6, y - h * 0.3); painter.line(x - h * 0.6, y + h * 0.8); painter.line(x + h * 0.6, y + h * 0.8)
            painter.line(x + h * 0.6, y - h * 0.3); stroke()
        } else if has("person", "profile", "account") {
            painter.circle(x: x, y: y - h * 0.38, radius: h * 0.38); stroke()
            painter.move(x - h * 0.8, y + h * 0.85); painter.curve(x - h * 0.8, y + h * 0.1, x + h * 0.8, y + h * 0.1, x + h * 0.8, y + h * 0.85)
            stroke()
        } else if has("bell", "notification") {
            painter.move(x - h * 0.75, y + h * 0.5); painter.curve(x - h * 0.5, y + h * 0.2, x - h * 0.6, y - h * 0.8, x, y - h * 0.8)
            painter.curve(x + h * 0.6, y - h * 0.8, x + h * 0.5, y + h * 0.2, x + h * 0.75, y + h * 0.5); painter.closePath()
            painter.move(x - h * 0.2, y + h * 0.75); painter.line(x + h * 0.2, y + h * 0.75); stroke()
        } else if has("cart", "bag", "basket") {
            painter.move(x - h * 0.9, y - h * 0.7); painter.line(x - h * 0.6, y - h * 0.7); painter.line(x - h * 0.35, y + h * 0.4)
            painter.line(x + h * 0.7, y + h * 0.4); painter.line(x + h * 0.85, y - h * 0.4); painter.line(x - h * 0.5, y - h * 0.4); stroke()
            painter.circle(x: x - h * 0.25, y: y + h * 0.75, radius: w); painter.circle(x: x + h * 0.55, y: y + h * 0.75, radius: w)
            painter.fill(color)
        } else if has("line.3", "menu", "list") {
            for dy in [-0.6, 0, 0.6] { painter.move(x - h * 0.8, y + dy * h); painter.line(x + h * 0.8, y + dy * h) }
            stroke()
        } else if has("pause") {
            painter.fill(Rect(x: x - h * 0.55, y: y - h * 0.7, width: h * 0.35, height: h * 1.4), color, radius: w / 2)
            painter.fill(Rect(x: x + h * 0.2, y: y - h * 0.7, width: h * 0.35, height: h * 1.4), color, radius: w / 2)
        } else if has("lock") {
            painter.fill(Rect(x: x - h * 0.65, y: y - h * 0.1, width: h * 1.3, height: h * 0.95), color, radius: w)
            painter.move(x - h * 0.4, y - h * 0.1)
            painter.line(x - h * 0.4, y - h * 0.4)
            painter.arc(x: x, y: y - h * 0.4, radius: h * 0.4, from: .pi, to: 2 * .pi)
            painter.line(x + h * 0.4, y - h * 0.1)
            stroke()
        } else if has("speaker", "volume", "sound") {
            painter.move(x - h * 0.8, y - h * 0.3); painter.line(x - h * 0.45, y - h * 0.3); painter.line(x, y - h * 0.75)
            painter.line(x, y + h * 0.75); painter.line(x - h * 0.45, y + h * 0.3); painter.line(x - h * 0.8, y + h * 0.3)
            painter.closePath(); painter.fill(color)
            painter.newPath()
            painter.arc(x: x + h * 0.05, y: y, radius: h * 0.4, from: -.pi / 4, to: .pi / 4); stroke()
            painter.arc(x: x + h * 0.05, y: y, radius: h * 0.75, from: -.pi / 4, to: .pi / 4); stroke()
        } else if has("play") {
            painter.move(x - h * 0.5, y - h * 0.75); painter.line(x + h * 0.75, y); painter.line(x - h * 0.5, y + h * 0.75)
            painter.closePath(); painter.fill(color)
        } else {
            painter.circle(x: x, y: y, radius: h * 0.8); stroke()
            let initial = String(name.first.map { Character($0.uppercased()) } ?? "?")
            painter.text(initial, in: Rect(x: x - h, y: y - h, width: s, height: s),
                         Painter.TextStyle(size: s * 0.55, weight: .semibold, color: color, alignment: .center))
        }
        painter.newPath()
    }
}
