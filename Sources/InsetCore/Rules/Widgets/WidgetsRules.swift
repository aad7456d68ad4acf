extension RuleRegistry {
    static let widgetRules: [Rule] = [WidgetSize(), WidgetMinFont(), WidgetMargins(), WidgetTapTargets()]
}
