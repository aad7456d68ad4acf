extension RuleRegistry {
    /// Rules about the layout itself, for every platform.
    static let layoutRules: [Rule] = [
        UnsatisfiableLayout(), AmbiguousLayout(), HorizontalOverflow(), OffscreenContent(), NotModelled(), MissingTranslation(),
    ]
}
