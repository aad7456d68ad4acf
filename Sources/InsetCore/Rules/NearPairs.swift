/// Pairs of rectangles that may lie within `distance` of each other vertically, found by a sweep
/// down the screen instead of comparing every pair: rules that compare elements with each other
/// stay near linear on a long list. Every pair (i, j), i < j, whose vertical gap is under
/// `distance` is included (others may be too); in the order a double loop over i then j gives.
enum NearPairs {
    static func candidates(_ frames: [Rect], within distance: Double) -> [(Int, Int)] {
        let reach = max(0, distance)
        let order = frames.indices.sorted { frames[$0].minY < frames[$1].minY }
        var pairs: [(Int, Int)] = []
        for (k, i) in order.enumerated() {
            let limit = frames[i].maxY + reach
            for j in order[(k + 1)...] {
                if frames[j].minY > limit { break }
                pairs.append(i < j ? (i, j) : (j, i))
            }
        }
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        return pairs
    }
}
