/// Every rule Inset knows, in the order the docs list them. The panel, reports, `inset check`
/// and the rule docs all read this one list.
public struct RuleRegistry: Sendable {
    public var rules: [Rule]

    public init(rules: [Rule]) { self.rules = rules }

    public static let standard = RuleRegistry(
        rules: layoutRules + touchRules + tvRules + visionRules + watchRules + macRules + widgetRules)

    public func rule(id: String) -> Rule? { rules.first { $0.id == id } }
    public var ids: [String] { rules.map(\.id) }
}
