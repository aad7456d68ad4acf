/// Interactive elements whose centres are too close for people to focus one with their eyes.
struct VisionControlSpacing: Rule {
    let id = "vision-control-spacing"
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = 60
    let platforms: Set<Platform> = [.visionOS]
    let summary = tr("Two interactive elements whose centers are closer than the minimum")
    let guideline = Guideline(
        quote: tr("Make a window’s interactive components easy for people to focus. You need to include enough space around an interactive component so that focusing it is easy and comfortable, and to prevent the system-provided hover effect from obscuring other content. For example, place buttons so their centers are at least 60 points apart."),
        source: "000", section: tr("Layout › Platform considerations › visionOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let minimum = context.threshold(self)
        let lineage = Lineage(context.layout)
        let controls = context.elements.filter { $0.role.isInteractive && !$0.frame.isEmpty }
        var out: [Finding] = []
        for (i, a) in controls.enumerated() {
            for b in controls[(i + 1)...] where !lineage.nested(a.id, b.id) {
                let dx = a.frame.midX - b.frame.midX, dy = a.frame.midY - b.frame.midY
                let distance = (dx * dx + dy * dy).squareRoot()
                guard distance < minimum - 0.005 else { continue }
                out.append(context.finding(
                    self, tr("\"{a}\" and \"{b}\" have centers {distance} pt apart; place them at least {minimum} pt apart", ["a": a.id, "b": b.id, "distance": pt(distance), "minimum": pt(minimum)]),
                    elements: [a.id, b.id], rect: FrameGeometry.union([a.frame, b.frame])))
            }
        }
        return out
    }
}
