/// How a list scrolls while a row is dragged near its top or bottom edge, so a row can be dropped
/// on one out of sight: faster the nearer the pointer is to the edge.
public enum EdgeScroll {
    /// How far from an edge, in pixels, the pointer starts the scrolling.
    public static let zone = 24.0
    /// Pixels a tick at the very edge (or past it); a tick at the zone's inner border moves 2.
    public static let fastest = 16.0

    /// The pixels to scroll each tick for a pointer `y` pixels below the top of a view `height`
    /// tall: negative scrolls up, 0 away from both edges. A view too short for two zones has none.
    public static func step(pointerY y: Double, viewHeight height: Double) -> Double {
        guard height >= 3 * zone else { return 0 }
        let fromTop = y, fromBottom = height - y
        if fromTop < zone { return -speed(depth: (zone - fromTop) / zone) }
        if fromBottom < zone { return speed(depth: (zone - fromBottom) / zone) }
        return 0
    }

    private static func speed(depth: Double) -> Double {
        2 + (fastest - 2) * min(1, max(0, depth))
    }
}
