/// People hold their phones and iPads either way and expect the app to follow.
struct OrientationSupport: Rule {
    let id = "orientation-support"
    let concernsTheDisplay = true
    let defaultSeverity = Severity.info
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = tr("A screen that supports only one orientation")
    let guideline = Guideline(
        quote: tr("Aim to support both portrait and landscape orientations. People choose different orientations for a variety of reasons, and they generally expect apps to work well in every context."),
        source: "000", section: tr("Layout › iOS, iPadOS"))

    /// About the file, not a place on screen: it names no element and covers the whole screen.
    func check(_ context: RuleContext) -> [Finding] {
        let supported = Set(context.document.supportedOrientations)
        let missing = Orientation.allCases.filter { !supported.contains($0) }
        guard !missing.isEmpty else { return [] }
        let kept = Orientation.allCases.filter(supported.contains).map(\.title).joined(separator: ", ")
        let name = context.document.name
        return [context.finding(self, tr("\"{document}\" supports {supported} of 2 orientations ({kept}); support {missing} too", ["document": name, "supported": supported.count, "kept": kept.isEmpty ? tr("none") : kept, "missing": Words.and(missing.map(\.title))]),
                                elements: [], rect: context.layout.bounds)]
    }
}
