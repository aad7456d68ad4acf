/// A corner of the display, placed in the window's points. In an iPad split only the window's
/// corners that touch the display's are rounded or hard to reach; the others aren't listed.
struct DisplayCorner {
    var name: String
    var x: Double
    var y: Double
    /// The element sides a fix pins to move out of this corner.
    var vertical: SidePin
    var horizontal: SidePin

    static func all(_ geometry: ScreenGeometry) -> [DisplayCorner] {
        let w = geometry.windowFrame, d = geometry.displaySize
        let (left, top) = (-w.minX, -w.minY)
        let (right, bottom) = (d.width - w.minX, d.height - w.minY)
        return [DisplayCorner(name: "top-left", x: left, y: top, vertical: .top, horizontal: .left),
                DisplayCorner(name: "top-right", x: right, y: top, vertical: .top, horizontal: .right),
                DisplayCorner(name: "bottom-left", x: left, y: bottom, vertical: .bottom, horizontal: .left),
                DisplayCorner(name: "bottom-right", x: right, y: bottom, vertical: .bottom, horizontal: .right)]
    }

    var isBottom: Bool { vertical == .bottom }

    /// The square of `side` points inside the display at this corner.
    func square(_ side: Double) -> Rect {
        Rect(x: horizontal == .left ? x : x - side, y: vertical == .top ? y : y - side, width: side, height: side)
    }

    /// How far `rect` reaches past a rounded corner of `radius`, modelled as a circular arc
    /// (the display's continuous curve is close enough): 0 when it stays inside.
    func depth(of rect: Rect, radius: Double) -> Double {
        let ux = abs(min(max(x, rect.minX), rect.maxX) - x)
        let uy = abs(min(max(y, rect.minY), rect.maxY) - y)
        guard ux < radius, uy < radius else { return 0 }
        let dx = radius - ux, dy = radius - uy
        return max(0, (dx * dx + dy * dy).squareRoot() - radius)
    }

    /// The sides a fix may pin to leave these corners: first one axis, then the other, then both.
    static func escapes(_ corners: [DisplayCorner]) -> [[SidePin]] {
        let vertical = Array(Set(corners.map(\.vertical))).sorted { $0 == .top && $1 != .top }
        let horizontal = Array(Set(corners.map(\.horizontal))).sorted { $0 == .left && $1 != .left }
        return [vertical, horizontal, vertical + horizontal]
    }
}
