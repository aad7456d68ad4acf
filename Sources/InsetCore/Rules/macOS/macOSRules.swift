extension RuleRegistry {
    static let macRules: [Rule] = []
}
