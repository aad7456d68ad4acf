extension RuleRegistry {
    static let macRules: [Rule] = [MacWindowBottom()]
}
