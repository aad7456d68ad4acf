extension RuleRegistry {
    static let visionRules: [Rule] = []
}
