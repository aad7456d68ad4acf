/// People hold their phones and iPads either way and expect the app to follow.
struct OrientationSupport: Rule {
    let id = "orientation-support"
    let defaultSeverity = Severity.info
    let defaultThreshold: Double? = nil
    let platforms = Platform.touchPlatforms
    let summary = "A screen that supports only one orientation"
    let guideline = Guideline(
        quote: "Aim to support both portrait and landscape orientations. People choose different orientations for a variety of reasons, and they generally expect apps to work well in every context.",
        source: "000", section: "Layout › iOS, iPadOS")

    /// About the file, not a place on screen: it names no element and covers the whole screen.
    func check(_ context: RuleContext) -> [Finding] {
        let supported = Set(context.document.supportedOrientations)
        let missing = Orientation.allCases.filter { !supported.contains($0) }
        guard !missing.isEmpty else { return [] }
        let kept = Orientation.allCases.filter(supported.contains).map(\.rawValue).joined(separator: ", ")
        return [context.finding(self, "\"\(context.document.name)\" supports \(supported.count) of 2 orientations (\(kept.isEmpty ? "none" : kept)); support \(missing.map(\.rawValue).joined(separator: " and ")) too",
                                elements: [], rect: context.layout.bounds)]
    }
}
