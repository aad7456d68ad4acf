extension RuleRegistry {
    static let tvRules: [Rule] = []
}
