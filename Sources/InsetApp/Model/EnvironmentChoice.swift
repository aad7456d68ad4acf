import InsetCore

/// What the designer picked in the environment bar, before it is checked against the device:
/// a split the device lacks, or an orientation it doesn't turn to, falls back to what it has.
public struct EnvironmentChoice: Hashable, Sendable {
    public var deviceID: String?
    public var orientation: Orientation = .portrait
    public var split: Split = .full
    public var textSize: TextSize = .default
    public var layoutDirection: LayoutDirection = .ltr
    public var keyboard = false
    /// A translation or pseudo-language; nil is the document's own.
    public var language: String?

    public init(deviceID: String? = nil, orientation: Orientation = .portrait, split: Split = .full,
                textSize: TextSize = .default, layoutDirection: LayoutDirection = .ltr, keyboard: Bool = false) {
        self.deviceID = deviceID; self.orientation = orientation; self.split = split
        self.textSize = textSize; self.layoutDirection = layoutDirection; self.keyboard = keyboard
    }

    /// The choice that gives `environment` back.
    public init(_ environment: Environment) {
        self.init(deviceID: environment.device.id, orientation: environment.orientation, split: environment.split,
                  textSize: environment.textSize, layoutDirection: environment.layoutDirection,
                  keyboard: environment.keyboard)
        language = environment.language
    }

    /// The environment this choice gives `document` on `device`.
    public func environment(for document: LayoutDocument, on device: Device) -> Environment {
        let orientations = document.platform == .widget ? [.portrait] : device.supportedOrientations
        let orientation = orientations.contains(self.orientation) ? self.orientation : orientations[0]
        let split = EnvironmentChoice.splits(on: device, orientation: orientation).contains(self.split) ? self.split : .full
        var environment = Environment(device: device, orientation: orientation, split: split, textSize: textSize,
                                      layoutDirection: layoutDirection, keyboard: keyboard,
                                      statusBar: document.showsStatusBar,
                                      widgetFamily: document.platform == .widget ? document.widget?.family : nil)
        // A language the document has (or a pseudo-language); a right-to-left one turns the layout round.
        if let language, Language.isPseudo(language) || document.localizations[language] != nil {
            environment.language = language
            if Language.isRightToLeft(language) { environment.layoutDirection = .rtl }
        }
        return environment
    }

    /// Full screen, then the device's multitasking modes that exist in this orientation.
    public static func splits(on device: Device, orientation: Orientation) -> [Split] {
        [.full] + device.splits.filter { $0.width[orientation] != nil }.map(\.mode)
    }
}
