extension RuleRegistry {
    static let visionRules: [Rule] = [VisionControlSpacing(), VisionWindowBounds()]
}
