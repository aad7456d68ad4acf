/// What of each element a list or scroll view shows: they clip what they scroll to their frames,
/// so a row that has scrolled under the edge of its list (or a form's field, past the bottom of
/// its scroll view) is not next to a button outside it.
enum ScrollClips {
    /// Per element (as laid out), the frame its scrolling ancestors leave visible; nil where none
    /// holds it.
    static func of(_ elements: [LaidOutElement], scrollViews: Set<String>) -> [Rect?] {
        guard !scrollViews.isEmpty || elements.contains(where: { $0.role == .list }) else {
            return [Rect?](repeating: nil, count: elements.count)
        }
        return AncestorValues.of(elements, top: nil) { element, outer in
            guard element.role == .list || scrollViews.contains(element.id) else { return outer }
            return outer.map { $0.intersection(element.frame) } ?? element.frame
        }
    }
}
