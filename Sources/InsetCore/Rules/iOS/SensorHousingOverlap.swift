/// The notch or Dynamic Island covers whatever is drawn under it.
///
/// Backgrounds, bars, lists and images or views that bleed from edge to edge are meant to run
/// under the housing, as UIKit's do; only what sits there on its own is hidden.
struct SensorHousingOverlap: Rule {
    let id = "sensor-housing"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("Any non-background element that intersects the sensor housing (notch or Dynamic Island)")
    let guideline = Guideline(
        quote: tr("Inset essential content to prevent clipping. In general, content should be centered and symmetrically inset so it looks great in any orientation, isn’t clipped by rounded corners, isn’t hidden by a sensor housing, and isn’t obscured by the indicator for accessing the Home screen."),
        source: "002", section: tr("Adaptivity and Layout › Designing a Full-Screen Experience"))

    func check(_ context: RuleContext) -> [Finding] {
        guard let housing = context.geometry.sensorHousing, !housing.isEmpty else { return [] }
        let name = context.environment.device.sensorHousing.kind == .dynamicIsland ? tr("the Dynamic Island")
            : context.environment.device.sensorHousing.kind == .notch ? tr("the notch") : tr("the sensor housing")
        // The housing's long side faces the display edge it sits on: the top in portrait.
        let facing: SidePin = housing.width >= housing.height ? .top
            : housing.midX < context.layout.bounds.midX ? .left : .right
        return context.content.compactMap { element in
            // Where it lies first: most elements are nowhere near the housing.
            let overlap = element.frame.intersection(housing)
            guard !overlap.isEmpty, !context.isBackdrop(element) else { return nil }
            let fix = context.pinFix(element, trying: [[facing]]) { !$0.intersects(housing) }
            return context.finding(
                self, tr("\"{element}\" is {width} × {height} pt under {name}; keep it inside the safe area", ["element": element.id, "width": pt(overlap.width), "height": pt(overlap.height), "name": name]),
                elements: [element.id], rect: overlap, fix: fix)
        }
    }
}
