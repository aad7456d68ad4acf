/// UIKit's adjusted content inset: a scroll view that lies under the bars or the status bar
/// starts what it scrolls below them at rest, so a form pinned to its content's top is not drawn
/// under the navigation bar. The constraints place the content where Interface Builder's canvas
/// (and a scroll view at offset zero) has it; the inset moves it, and everything inside it, after.
extension LayoutSystem {
    /// The inset each scroll view's content moves by, by the scroll view's id; empty for most
    /// layouts, which hold no scroll view that adjusts.
    func adjustedContentInsets() -> [String: Insets] {
        var insets: [String: Insets] = [:]
        let scrollViews = document.scrollingViews
        guard !scrollViews.isEmpty else { return insets }
        let safe = contentSafeArea ?? geometry.safeArea
        for (position, e) in elements.enumerated() where scrollViews.contains(e.id) {
            guard let adjustment = e.element.traits?.contentInsetAdjustment else { continue }
            let box = boxAt[position]
            var frame = Rect(x: box.leftVariable.value, y: box.topVariable.value,
                             width: box.widthVariable.value, height: box.heightVariable.value)
            // Inside another scroll view, it stands where that one's content moved it.
            var ancestor = e.parentID
            while let id = ancestor {
                if let moved = insets[id] { frame = frame.offsetBy(dx: moved.left, dy: moved.top) }
                ancestor = byID[id]?.parentID
            }
            if adjustment == .whereItScrolls, !contentScrolls(e.id, in: box) { continue }
            let top = min(frame.height, max(0, safe.minY - frame.minY))
            let left = adjustment == .always ? min(frame.width, max(0, safe.minX - frame.minX)) : 0
            if top > 0 || left > 0 { insets[e.id] = Insets(top: top, left: left) }
        }
        return insets
    }

    /// Whether what the scroll view holds reaches past its bottom, so that it scrolls down: its
    /// subviews' extent stands in for the content size its content guide's far edges set.
    private func contentScrolls(_ id: String, in box: Box) -> Bool {
        let bottom = (childIDs[id] ?? []).compactMap { boxes[$0] }
            .map { $0.topVariable.value + $0.heightVariable.value }.max() ?? box.topVariable.value
        return bottom - box.topVariable.value > box.heightVariable.value + 0.5
    }

    /// Frames in document order (parents first) moved by the content insets of the scroll
    /// views they lie in.
    static func shifting(_ frames: inout [LaidOutElement], by insets: [String: Insets]) {
        guard !insets.isEmpty else { return }
        var moved: [String: (dx: Double, dy: Double)] = [:]
        for i in frames.indices {
            guard let parent = frames[i].parentID else { continue }
            var shift = moved[parent] ?? (0, 0)
            if let own = insets[parent] { shift = (shift.dx + own.left, shift.dy + own.top) }
            guard shift.dx != 0 || shift.dy != 0 else { continue }
            moved[frames[i].id] = shift
            frames[i].frame = frames[i].frame.offsetBy(dx: shift.dx, dy: shift.dy)
        }
    }
}
