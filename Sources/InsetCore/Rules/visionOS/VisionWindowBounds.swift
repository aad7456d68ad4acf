/// Content past a visionOS window's edges, where the system draws the window's own controls.
///
/// Ornaments belong outside the window, and so do toolbars and tab bars, which visionOS shows as
/// ornaments; they and what they hold are exempt.
struct VisionWindowBounds: Rule {
    let id = "vision-window-bounds"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms: Set<Platform> = [.visionOS]
    let summary = tr("Content outside the window's bounds, where the system draws its own controls")
    let guideline = Guideline(
        quote: tr("Keep a window’s content within its bounds. In visionOS, the system displays window controls just outside a window’s bounds in the XY plane. For example, the Share menu appears above the window and the controls for resizing, moving, and closing the window appear below it. Letting 2D or 3D content encroach on these areas can make the system-provided controls, especially those below the window, difficult for people to use."),
        source: "000", section: tr("Layout › Platform considerations › visionOS"))

    func check(_ context: RuleContext) -> [Finding] {
        let bounds = context.layout.bounds
        let lineage = Lineage(context.layout)
        let outside: Set<Role> = [.ornament, .toolbar, .tabBar]
        return context.elements.compactMap { element in
            let f = element.frame
            guard !f.isEmpty, !outside.contains(element.role),
                  !lineage.ancestors(of: element.id).contains(where: { outside.contains($0.role) }) else { return nil }
            let sides = RectSide.allCases.filter { $0.overshoot(of: f, beyond: bounds) > 0.5 }
            guard !sides.isEmpty else { return nil }
            let past = sides.map { tr("{distance} pt past {edge}", ["distance": pt($0.overshoot(of: f, beyond: bounds)), "edge": $0.edge]) }
            return context.finding(
                self, tr("\"{element}\" reaches {past} of the window, where the system draws the window's controls; keep it inside, or make it an ornament", ["element": element.id, "past": Words.and(past)]),
                elements: [element.id], rect: f,
                fix: SideFix.make(element, pinning: sides, to: bounds, frame: FrameGeometry.moved(f, into: bounds), in: context))
        }
    }
}
