extension ResizeHandle {
    /// Where this handle sits on a frame: a corner or the middle of an edge (x right, y down).
    public func position(on frame: Rect) -> (x: Double, y: Double) {
        let x: Double
        switch self {
        case .left, .topLeft, .bottomLeft: x = frame.minX
        case .right, .topRight, .bottomRight: x = frame.maxX
        case .top, .bottom: x = frame.midX
        }
        let y: Double
        switch self {
        case .top, .topLeft, .topRight: y = frame.minY
        case .bottom, .bottomLeft, .bottomRight: y = frame.maxY
        case .left, .right: y = frame.midY
        }
        return (x, y)
    }

    /// The cursor name (CSS) GTK shows over this handle.
    public var cursorName: String {
        switch self {
        case .top, .bottom: "ns-resize"
        case .left, .right: "ew-resize"
        case .topLeft, .bottomRight: "nwse-resize"
        case .topRight, .bottomLeft: "nesw-resize"
        }
    }
}
