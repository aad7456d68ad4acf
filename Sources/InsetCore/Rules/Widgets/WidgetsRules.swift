extension RuleRegistry {
    static let widgetRules: [Rule] = []
}
