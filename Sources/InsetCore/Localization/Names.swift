/// How the environment's settings are named to a person, in the user's language.
extension Orientation {
    /// "portrait", "landscape", as a sentence uses them.
    public var title: String { self == .portrait ? tr("portrait") : tr("landscape") }
}

extension Split {
    /// As the split picker shows it.
    public var title: String {
        switch self {
        case .full: return tr("Full Screen")
        case .twoThirds: return tr("2/3 Split")
        case .half: return tr("1/2 Split")
        case .oneThird: return tr("1/3 Split")
        case .slideOver: return tr("Slide Over")
        }
    }
}

extension TextSize {
    /// As Settings › Accessibility › Larger Text names the size.
    public var title: String {
        switch self {
        case .xSmall: return tr("Extra Small")
        case .small: return tr("Small")
        case .medium: return tr("Medium")
        case .large: return tr("Large (Default)")
        case .xLarge: return tr("Extra Large")
        case .xxLarge: return tr("Extra Extra Large")
        case .xxxLarge: return tr("Extra Extra Extra Large")
        default: return tr("Accessibility {size}", ["size": rawValue.dropFirst(2)])
        }
    }
}

extension DeviceFamily {
    /// "iPhones", "Apple TVs": the family in a phrase such as "only on iPads".
    public var plural: String {
        switch self {
        case .iPhone: return tr("iPhones")
        case .iPad: return tr("iPads")
        case .iPod: return tr("iPods")
        case .appleTV: return tr("Apple TVs")
        case .appleWatch: return tr("Apple Watches")
        case .visionPro: return tr("Vision Pros")
        case .mac: return tr("Macs")
        }
    }
}

extension Severity {
    /// "error", "warning", "info", as a line of text labels a finding.
    public var word: String { noun(1) }

    /// "Error", for badges and headings.
    public var title: String {
        switch self {
        case .error: return tr("Error")
        case .warning: return tr("Warning")
        case .info: return tr("Info")
        }
    }

    /// "error" or "errors" as `n` asks; info has no plural.
    public func noun(_ n: Int) -> String {
        switch self {
        case .error: return trn("error", "errors", n)
        case .warning: return trn("warning", "warnings", n)
        case .info: return trn("info", "info", n)
        }
    }

    /// "3 errors", "1 warning", "2 info".
    public func count(_ n: Int) -> String {
        switch self {
        case .error: return trn("{n} error", "{n} errors", n)
        case .warning: return trn("{n} warning", "{n} warnings", n)
        case .info: return trn("{n} info", "{n} info", n)
        }
    }
}

extension WidgetSpec.Family {
    /// "Medium widget on iPhone 15", as a card or a drawing is titled.
    public func title(on device: Device) -> String {
        switch self {
        case .small: return tr("Small widget on {device}", ["device": device.name])
        case .medium: return tr("Medium widget on {device}", ["device": device.name])
        case .large: return tr("Large widget on {device}", ["device": device.name])
        case .extraLarge: return tr("Extra large widget on {device}", ["device": device.name])
        case .circular: return tr("Circular widget on {device}", ["device": device.name])
        case .rectangular: return tr("Rectangular widget on {device}", ["device": device.name])
        case .inline: return tr("Inline widget on {device}", ["device": device.name])
        }
    }

    /// "small widget", "extra large widget", as a sentence names the family.
    public var phrase: String {
        switch self {
        case .small: return tr("small widget")
        case .medium: return tr("medium widget")
        case .large: return tr("large widget")
        case .extraLarge: return tr("extra large widget")
        case .circular: return tr("circular widget")
        case .rectangular: return tr("rectangular widget")
        case .inline: return tr("inline widget")
        }
    }
}
