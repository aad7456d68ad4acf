/// UIKit's adjusted content inset: a scroll view that lies under the bars or the status bar
/// starts what it scrolls below them at rest, so a form pinned to its content's top is not drawn
/// under the navigation bar. The constraints place the content where Interface Builder's canvas
/// (and a scroll view at offset zero) has it; the inset moves it, and everything inside it, after.
extension LayoutSystem {
    /// Moves what the layout's scroll views hold by their content insets (frames as the solver
    /// holds them, at offset zero), and records the insets and which scroll views scroll.
    func restScrolledContent(_ layout: inout SolvedLayout) {
        let scrolled = scrolledContent()
        layout.contentInsets = scrolled.insets
        layout.scrollingDown = scrolled.scrollingDown
        SolvedLayout.shift(&layout.elements, by: scrolled.insets, holding: document.scrollHeldViews)
    }

    /// The inset each scroll view's content moves by, by the scroll view's id (only those it
    /// moves), and the scroll views whose content is taller than they are, so that it scrolls up.
    private func scrolledContent() -> (insets: [String: Insets], scrollingDown: Set<String>) {
        var insets: [String: Insets] = [:]
        var down = Set<String>()
        let scrollViews = document.scrollingViews
        guard !scrollViews.isEmpty else { return (insets, down) }
        let safe = contentSafeArea ?? geometry.safeArea
        for (position, e) in elements.enumerated() where scrollViews.contains(e.id) {
            let box = boxAt[position]
            let scrolls = contentScrolls(e.id, in: box)
            if scrolls { down.insert(e.id) }
            guard let adjustment = e.element.traits?.contentInsetAdjustment, adjustment != .whereItScrolls || scrolls else { continue }
            var frame = box.held
            // Inside another scroll view, it stands where that one's content moved it.
            var ancestor = e.parentID
            while let id = ancestor {
                if let moved = insets[id] { frame = frame.offsetBy(dx: moved.left, dy: moved.top) }
                ancestor = byID[id]?.parentID
            }
            // Rounded as frames are, so that solver noise moves nothing.
            let top = clean(min(frame.height, max(0, safe.minY - frame.minY)))
            let left = adjustment == .always ? clean(min(frame.width, max(0, safe.minX - frame.minX))) : 0
            if top > 0 || left > 0 { insets[e.id] = Insets(top: top, left: left) }
        }
        return (insets, down)
    }

    /// Whether what the scroll view holds reaches past its bottom, so that it scrolls down: its
    /// subviews' extent stands in for the content size its content guide's far edges set.
    private func contentScrolls(_ id: String, in box: Box) -> Bool {
        let bottom = (childIDs[id] ?? []).compactMap { boxes[$0] }
            .map { $0.topVariable.value + $0.heightVariable.value }.max() ?? box.topVariable.value
        return bottom - box.topVariable.value > box.heightVariable.value + 0.5
    }
}

extension SolvedLayout {
    /// Moves frames in document order (parents first) by the content insets of the scroll views
    /// they lie in (`sign` −1 takes them back out). A subview in `still` (placed against its scroll
    /// view's frame or safe area) stays where the scroll view is, and so does what it holds.
    static func shift(_ frames: inout [LaidOutElement], by insets: [String: Insets], holding still: Set<String>,
                      sign: Double = 1) {
        guard !insets.isEmpty else { return }
        var moved: [String: (dx: Double, dy: Double)] = [:]
        for i in frames.indices {
            guard let parent = frames[i].parentID else { continue }
            var shift = moved[parent] ?? (0, 0)
            if let own = insets[parent], !still.contains(frames[i].id) {
                shift = (shift.dx + sign * own.left, shift.dy + sign * own.top)
            }
            guard shift.dx != 0 || shift.dy != 0 else { continue }
            moved[frames[i].id] = shift
            frames[i].frame = frames[i].frame.offsetBy(dx: shift.dx, dy: shift.dy)
        }
    }

    /// The elements as Interface Builder's canvas draws them: each scroll view's content at offset
    /// zero, before UIKit's adjusted content inset moves it.
    public func atZeroOffset(holding still: Set<String>) -> [LaidOutElement] {
        var frames = elements
        Self.shift(&frames, by: contentInsets, holding: still, sign: -1)
        return frames
    }
}
