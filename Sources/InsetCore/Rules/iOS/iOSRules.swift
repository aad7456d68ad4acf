extension RuleRegistry {
    /// iPhone and iPad rules, in docs/rules.md's order.
    static let touchRules: [Rule] = [
        TouchTargetSize(), ControlCrowding(), SafeArea(), SensorHousingOverlap(), RoundedCorner(),
        HomeIndicator(), ScreenCornerControl(), StatusBar(), FullWidthButton(),
        // The second half (background-bleed … split-overflow) follows; append below this line.
        BackgroundBleed(), ListToBottom(), ReadableWidth(), OrientationSupport(),
        KeyboardOverlap(), TextTruncation(), RTLMirroring(), SplitOverflow(),
    ]
}
