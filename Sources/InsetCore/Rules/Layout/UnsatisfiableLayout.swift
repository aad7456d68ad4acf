/// Required constraints that can't all hold here: Auto Layout would break one at random.
struct UnsatisfiableLayout: Rule {
    let id = "unsatisfiable-layout"
    let defaultSeverity = Severity.error
    let defaultThreshold: Double? = nil
    let platforms = Platform.all
    let summary = tr("Required constraints that cannot all hold in this environment")
    let guideline = Guideline(
        quote: tr("Adapt to changes in display size, orientation, and more. Make sure your layout adapts gracefully to context changes while remaining recognizably consistent."),
        source: "002", section: tr("Adaptivity and Layout"))

    func check(_ context: RuleContext) -> [Finding] {
        context.layout.issues.compactMap { issue in
            guard case .unsatisfiable(let references) = issue, let last = references.last else { return nil }
            let ids = uniqueIDs(references)
            let list = references.map { "\($0.elementID): \"\($0.text)\"" }.joined(separator: ", ")
            let rect = ids.compactMap { context.layout.element(id: $0)?.frame }.first ?? context.layout.bounds
            return context.finding(self, tr("{count} required constraints conflict: {list}; \"{text}\" was dropped", ["count": references.count, "list": list, "text": last.text]),
                                   elements: ids, rect: rect)
        }
    }

    private func uniqueIDs(_ references: [ConstraintReference]) -> [String] {
        var seen = Set<String>()
        return references.map(\.elementID).filter { seen.insert($0).inserted }
    }
}
