/// What each element inherits from the views above it (how they scroll it, what they clip it to),
/// found in one pass without a lookup by id.
enum AncestorValues {
    /// Per element, the value its parent passes on (`top` for a top-level element), where
    /// `pass(element, inherited)` is what an element passes to its children. Elements come parents
    /// first, each a level deeper than its parent, as laid out, so the last element seen one
    /// level up is the parent; elements in another order find their parent the slow way.
    static func of<T>(_ elements: [LaidOutElement], top: T, pass: (LaidOutElement, T) -> T) -> [T] {
        var out = [T](repeating: top, count: elements.count)
        // Per depth: the last element there, and what it passes on.
        var path: [(id: String, passes: T)] = []
        for (index, element) in elements.enumerated() {
            let depth = min(element.depth, path.count)
            path.removeSubrange(depth...)
            if let parent = element.parentID, let above = path.last, above.id == parent {
                out[index] = above.passes
            } else if let parent = element.parentID, let above = elements[..<index].lastIndex(where: { $0.id == parent }) {
                out[index] = pass(elements[above], out[above])
            }
            path.append((element.id, pass(element, out[index])))
        }
        return out
    }
}
