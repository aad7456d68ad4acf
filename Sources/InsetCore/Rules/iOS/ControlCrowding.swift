/// Controls packed together are hard to tell apart and easy to mistap.
///
/// A control inside another (a button on a card) is not crowding it, and neither are the items a
/// tab bar lays side by side or the full-width rows a list stacks: UIKit abuts those by design.
struct ControlCrowding: Rule {
    let id = "control-crowding"
    let defaultSeverity = Severity.warning
    let defaultThreshold: Double? = 8
    let platforms = Platform.touchPlatforms
    let summary = tr("Two interactive elements whose frames overlap, or whose gap is under the minimum")
    let guideline = Guideline(
        quote: tr("Make interactive components easy to discover by providing enough space around them. If interactive components are too close together — or if other content crowds them — the components can be difficult for people to distinguish, which can make your app or game hard to use."),
        source: "000", section: "Layout")

    func check(_ context: RuleContext) -> [Finding] {
        let minimum = context.threshold(self)
        let layout = context.layout
        let controls = context.content.filter { $0.role.isInteractive && !$0.frame.isEmpty && $0.frame.intersects(layout.bounds) }
        // Each control as far as it is seen: a list or scroll view cuts what it scrolls at its
        // edges. Found only once a pair is near, as cutting can only part them.
        var clips: [String: Rect]?
        func visible(_ e: LaidOutElement) -> Rect {
            if clips == nil {
                let all = ScrollClips.of(layout.elements, scrollViews: context.document.scrollingViews)
                var byID: [String: Rect] = [:]
                for (i, clip) in all.enumerated() where clip != nil && layout.elements[i].role.isInteractive {
                    byID[layout.elements[i].id] = clip
                }
                clips = byID
            }
            return clips?[e.id].map { e.frame.intersection($0) } ?? e.frame
        }
        var out: [Finding] = []
        // Only pairs whose vertical gap is under the minimum can overlap or crowd.
        for (i, j) in NearPairs.candidates(controls.map(\.frame), within: minimum) {
            let a = controls[i], b = controls[j]
            // Pairs far enough apart are most pairs: that is seen before walking their ancestors.
            guard Self.crowds(Self.separation(a.frame, b.frame), minimum) else { continue }
            let (fa, fb) = (visible(a), visible(b))
            guard !fa.isEmpty, !fb.isEmpty, fa.intersects(layout.bounds), fb.intersects(layout.bounds) else { continue }
            let (dx, dy, gap) = Self.separation(fa, fb)
            guard Self.crowds((dx, dy, gap), minimum) else { continue }
            guard !layout.isAncestor(a, of: b), !layout.isAncestor(b, of: a), !laidOutTogether(a, b, layout) else { continue }
            // On each axis, the gap where they are apart or the span they share where they overlap.
            let rect = Rect(x: min(fa.maxX, fb.maxX) + min(0, dx), y: min(fa.maxY, fb.maxY) + min(0, dy),
                            width: abs(dx), height: abs(dy))
            if dx < 0 && dy < 0 {
                out.append(context.finding(
                    self, tr("\"{a}\" and \"{b}\" overlap by {dx} × {dy} pt; keep at least {minimum} pt between them", ["a": a.id, "b": b.id, "dx": pt(-dx), "dy": pt(-dy), "minimum": pt(minimum)]),
                    elements: [a.id, b.id], rect: rect))
                continue
            }
            out.append(context.finding(
                self, tr("\"{a}\" and \"{b}\" are {gap} pt apart; keep at least {minimum} pt between them", ["a": a.id, "b": b.id, "gap": pt(gap), "minimum": pt(minimum)]),
                elements: [a.id, b.id], rect: rect))
        }
        return out
    }

    /// On each axis, how far apart two frames are (negative where they overlap), and the
    /// distance between them.
    private static func separation(_ fa: Rect, _ fb: Rect) -> (dx: Double, dy: Double, gap: Double) {
        let dx = max(fa.minX, fb.minX) - min(fa.maxX, fb.maxX)
        let dy = max(fa.minY, fb.minY) - min(fa.maxY, fb.maxY)
        return (dx, dy, (max(0, dx) * max(0, dx) + max(0, dy) * max(0, dy)).squareRoot())
    }

    /// Overlapping, or nearer than the minimum.
    private static func crowds(_ s: (dx: Double, dy: Double, gap: Double), _ minimum: Double) -> Bool {
        s.dx < 0 && s.dy < 0 || s.gap < minimum - 0.01
    }

    /// Siblings a container places edge to edge by design: tab bar items, and list rows stacked one above the other.
    private func laidOutTogether(_ a: LaidOutElement, _ b: LaidOutElement, _ layout: SolvedLayout) -> Bool {
        guard let parentID = a.parentID, parentID == b.parentID, let parent = layout.element(id: parentID) else { return false }
        switch parent.role {
        case .tabBar: return true
        case .list:
            let rows = [a, b].allSatisfy { $0.frame.width >= parent.frame.width / 2 }
            let stacked = a.frame.maxY <= b.frame.minY + 0.01 || b.frame.maxY <= a.frame.minY + 0.01
            return rows && stacked
        default: return false
        }
    }
}
