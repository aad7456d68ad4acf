extension RuleRegistry {
    static let touchRules: [Rule] = []
}
