/// Everything outside the layout file that changes how it lays out: what a designer picks in the app.
public struct Environment: Hashable, Sendable {
    /// Held by reference: an environment is copied into every finding and every layout, and a
    /// device by value (figures, names, splits, source notes) made each copy a large one.
    public var device: Device {
        _read { yield deviceBox.device }
        // A whole device given at once makes one box, and hashes it once.
        set { deviceBox = DeviceBox(newValue) }
        _modify {
            if !isKnownUniquelyReferenced(&deviceBox) { deviceBox = DeviceBox(deviceBox.device) }
            yield &deviceBox.device
        }
    }
    private var deviceBox: DeviceBox
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
        self.deviceBox = DeviceBox(device); self.orientation = orientation; self.split = split
        self.textSize = textSize; self.layoutDirection = layoutDirection
        self.keyboard = keyboard; self.statusBar = statusBar; self.widgetFamily = widgetFamily
    }

    public var isRightToLeft: Bool { layoutDirection == .rtl }

    // Every stored property but the box, which compares and hashes the device it holds.
    public static func == (a: Environment, b: Environment) -> Bool {
        a.orientation == b.orientation && a.split == b.split && a.textSize == b.textSize
            && a.layoutDirection == b.layoutDirection && a.keyboard == b.keyboard && a.statusBar == b.statusBar
            && a.widgetFamily == b.widgetFamily && a.language == b.language
            && (a.deviceBox === b.deviceBox || a.deviceBox.device == b.deviceBox.device)
    }

    /// Whether `other` is this very environment, its device the same box: a few comparisons,
    /// where `==` may compare two devices field by field.
    func isIdentical(to other: Environment) -> Bool { deviceBox === other.deviceBox && self == other }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(deviceBox.hash)
        hasher.combine(orientation); hasher.combine(split); hasher.combine(textSize)
        hasher.combine(layoutDirection); hasher.combine(keyboard); hasher.combine(statusBar)
        hasher.combine(widgetFamily); hasher.combine(language)
    }

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

/// An environment's device; copied before a change where another environment shares it.
private final class DeviceBox: @unchecked Sendable {
    var device: Device { didSet { hash = device.hashValue } }
    /// The device's hash, worked out once: grouping findings hashes their environments by the thousand.
    private(set) var hash: Int
    init(_ device: Device) {
        self.device = device
        hash = device.hashValue
    }
}
