extension RuleRegistry {
    static let tvRules: [Rule] = [TVSafeZone(), TVGrid(), TVFocusPadding()]
}
