/// What of each element a list or scroll view shows: they clip what they scroll to their frames,
/// so a row that has scrolled under the edge of its list (or a form's field, past the bottom of
/// its scroll view) is not next to a button outside it.
enum ScrollClips {
    /// Per element (parents first, each a level deeper than its parent, as laid out), the frame
    /// its scrolling ancestors leave visible; nil where none holds it.
    static func of(_ elements: [LaidOutElement], scrollViews: Set<String>) -> [Rect?] {
        var out = [Rect?](repeating: nil, count: elements.count)
        guard !scrollViews.isEmpty || elements.contains(where: { $0.role == .list }) else { return out }
        // Per depth: the last element there, and the clip what it holds is seen through.
        var path: [(id: String, clip: Rect?)] = []
        for (index, element) in elements.enumerated() {
            let depth = min(element.depth, path.count)
            path.removeSubrange(depth...)
            if let parent = element.parentID, let above = path.last, above.id == parent {
                out[index] = above.clip
            } else if let parent = element.parentID, let above = elements[..<index].lastIndex(where: { $0.id == parent }) {
                // Not the order this expects: the parent's own clip, as it holds this one.
                out[index] = clip(of: elements[above], within: out[above], scrollViews: scrollViews)
            }
            path.append((element.id, clip(of: element, within: out[index], scrollViews: scrollViews)))
        }
        return out
    }

    /// The clip an element's children are seen through.
    private static func clip(of element: LaidOutElement, within outer: Rect?, scrollViews: Set<String>) -> Rect? {
        guard element.role == .list || scrollViews.contains(element.id) else { return outer }
        return outer.map { $0.intersection(element.frame) } ?? element.frame
    }
}
