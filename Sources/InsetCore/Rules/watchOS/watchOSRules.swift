extension RuleRegistry {
    static let watchRules: [Rule] = []
}
