/// Everything outside the layout file that changes how it lays out: what a designer picks in the app.
public struct Environment: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation
    public var split: Split
    public var textSize: TextSize
    public var layoutDirection: LayoutDirection
    public var keyboard: Bool
    /// From the document: whether the status bar is shown.
    public var statusBar: Bool
    /// For widget layouts: the family whose bounds are the "screen".
    public var widgetFamily: WidgetSpec.Family?
    /// A language other than the document's own (a translation or a pseudo-language); nil
    /// shows the elements' own text.
    public var language: String?

    public init(device: Device, orientation: Orientation = .portrait, split: Split = .full,
                textSize: TextSize = .default, layoutDirection: LayoutDirection = .ltr,
                keyboard: Bool = false, statusBar: Bool = true,
                widgetFamily: WidgetSpec.Family? = nil) {
        self.device = device; self.orientation = orientation; self.split = split
        self.textSize = textSize; self.layoutDirection = layoutDirection
        self.keyboard = keyboard; self.statusBar = statusBar; self.widgetFamily = widgetFamily
    }

    public var isRightToLeft: Bool { layoutDirection == .rtl }

    /// Size classes: the split's where one is chosen, else the device's for the orientation.
    public var sizeClass: SizeClassPair {
        if split != .full, let mode = device.split(split), let pair = mode.sizeClasses[orientation] {
            return pair
        }
        return device.sizeClasses[orientation] ?? device.sizeClasses.portrait
            ?? SizeClassPair(horizontal: .compact, vertical: .regular)
    }

    /// A short label for lists and reports: "iPhone 14 Pro, landscape, 1/3 split, AX2, RTL, keyboard".
    public var label: String {
        var parts = [device.name, orientation.title]
        if split != .full { parts.append(split == .slideOver ? tr("Slide Over") : tr("{split} split", ["split": split.rawValue])) }
        if textSize != .default { parts.append(textSize.rawValue) }
        if layoutDirection == .rtl { parts.append(tr("RTL")) }
        if keyboard { parts.append(tr("keyboard")) }
        if let language { parts.append(Language.name(language)) }
        return parts.joined(separator: ", ")
    }

    /// Whether a variant's `when` holds here.
    public func matches(_ condition: Condition) -> Bool {
        if let h = condition.horizontalSizeClass, h != sizeClass.horizontal { return false }
        if let v = condition.verticalSizeClass, v != sizeClass.vertical { return false }
        if let o = condition.orientation, o != orientation { return false }
        if let d = condition.device, d != device.id { return false }
        if let f = condition.family, f != device.family { return false }
        if let s = condition.split, s != split { return false }
        if let l = condition.layoutDirection, l != layoutDirection { return false }
        if let tag = condition.language, !Language.matches(language ?? "", tag) { return false }
        return true
    }
}
