extension RuleRegistry {
    static let watchRules: [Rule] = [WatchControlsPerRow(), WatchEdgeToEdge()]
}
