/// What a storyboard or xib says that Inset lays out otherwise than UIKit: said, so that a
/// clean check never hides a part of the file that wasn't really checked.
struct NotModelled: Rule {
    let id = "not-modelled"
    let defaultSeverity = Severity.info
    let defaultThreshold: Double? = nil
    let platforms = Platform.all
    let summary = tr("Something in an Interface Builder file that Inset doesn't lay out as UIKit would")
    let guideline = Guideline(
        quote: tr("Adapt to changes in display size, orientation, and more."),
        source: "002", section: tr("Adaptivity and Layout"))

    func check(_ context: RuleContext) -> [Finding] {
        context.layout.issues.compactMap { issue in
            guard case .notModelled(let id, let message) = issue else { return nil }
            let element = id.flatMap { context.layout.element(id: $0) }
            return context.finding(self, tr("not modelled: {id}{message}", ["id": id.map { "\"\($0)\": " } ?? "", "message": message]),
                                   elements: element.map { [$0.id] } ?? [], rect: element?.frame ?? context.layout.bounds)
        }
    }
}
