/// One device (or window kind) a layout can be shown on, with its figures in portrait.
///
/// The JSON keys are the ones `inset devices --format json` prints (see cli.md); keys the
/// contract does not name are extensions and optional.
public struct Device: Hashable, Codable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var family: DeviceFamily
    public var platform: Platform
    /// Portrait size in points (for TV, Mac and Vision Pro windows: the landscape-only size).
    public var points: Size
    public var pixels: Size
    public var scale: Double
    public var sizeClasses: PerOrientation<SizeClassPair>
    /// Safe-area insets with the status bar shown, `[top, left, bottom, right]`.
    public var safeArea: PerOrientation<Insets>
    /// Safe-area insets when the status bar is hidden; nil when they equal `safeArea`.
    public var safeAreaWithoutStatusBar: PerOrientation<Insets>?
    public var cornerRadius: Double
    public var sensorHousing: SensorHousing
    public var homeIndicator: Bool
    /// Status bar height in portrait (0 where there is none).
    public var statusBar: Double
    /// Status bar height in landscape; iPhones with a notch or Dynamic Island hide it there.
    public var statusBarLandscape: Double?
    /// The side layout margin the system gives content where it isn't UIKit's 16 or 20 pt: a
    /// watch's `systemMinimumLayoutMargins`, which keep text clear of its rounded corners.
    public var layoutMargin: Double? = nil
    /// Software keyboard height (without the input accessory bar), per orientation; nil where no keyboard docks.
    public var keyboard: PerOrientation<Double>?
    /// iPad multitasking modes other than full screen.
    public var splits: [SplitMode]
    /// Widget sizes in points for this screen size, by family (`small`, `medium`, …).
    public var widgetSizes: [String: Size]?
    /// iPadOS only: the sizes widgets are scaled down to on the Home Screen after being laid out
    /// at `widgetSizes` (seed 004's "Device" target beside its "Canvas" one).
    public var widgetDisplaySizes: [String: Size]?
    /// Orientations the device supports; TVs, Macs and Vision Pro windows are landscape only.
    public var orientations: [Orientation]?
    /// Where each figure not in the seeds comes from.
    public var sources: [String]
    /// Other names a user may type for this device (`"12.9 iPad Pro"`).
    public var aliases: [String]?
    /// The safe area Xcode's canvas draws inside a page sheet's card, top and bottom, where it
    /// isn't the device's (`IBDevices.canvasSheet`): set on a storyboard's authored device alone,
    /// never in the catalog. On the device, not the environment, which every finding copies.
    public var canvasSheetInsets: Insets? = nil

    public init(id: String, name: String, family: DeviceFamily, platform: Platform, points: Size,
                pixels: Size, scale: Double, sizeClasses: PerOrientation<SizeClassPair>,
                safeArea: PerOrientation<Insets>, safeAreaWithoutStatusBar: PerOrientation<Insets>? = nil,
                cornerRadius: Double, sensorHousing: SensorHousing, homeIndicator: Bool,
                statusBar: Double, statusBarLandscape: Double? = nil,
                keyboard: PerOrientation<Double>? = nil, splits: [SplitMode] = [],
                widgetSizes: [String: Size]? = nil, widgetDisplaySizes: [String: Size]? = nil,
                orientations: [Orientation]? = nil,
                sources: [String] = [], aliases: [String]? = nil) {
        self.id = id; self.name = name; self.family = family; self.platform = platform
        self.points = points; self.pixels = pixels; self.scale = scale
        self.sizeClasses = sizeClasses; self.safeArea = safeArea
        self.safeAreaWithoutStatusBar = safeAreaWithoutStatusBar
        self.cornerRadius = cornerRadius; self.sensorHousing = sensorHousing
        self.homeIndicator = homeIndicator; self.statusBar = statusBar
        self.statusBarLandscape = statusBarLandscape; self.keyboard = keyboard
        self.splits = splits; self.widgetSizes = widgetSizes
        self.widgetDisplaySizes = widgetDisplaySizes; self.orientations = orientations
        self.sources = sources; self.aliases = aliases
    }

    public var supportedOrientations: [Orientation] { orientations ?? [.portrait, .landscape] }

    /// Screen size in points for an orientation.
    public func size(in orientation: Orientation) -> Size {
        let portraitFirst = points.width <= points.height
        switch (orientation, portraitFirst) {
        case (.portrait, true), (.landscape, false): return points
        default: return points.transposed
        }
    }

    public func statusBarHeight(in orientation: Orientation) -> Double {
        orientation == .portrait ? statusBar : (statusBarLandscape ?? statusBar)
    }

    public func split(_ split: Split) -> SplitMode? { splits.first { $0.mode == split } }
}

public enum DeviceFamily: String, Codable, Sendable, CaseIterable {
    case iPhone, iPad, iPod, appleTV = "Apple TV", appleWatch = "Apple Watch",
         visionPro = "Vision Pro", mac = "Mac"
}

public enum Platform: String, Codable, Sendable, CaseIterable {
    case iOS, iPadOS, tvOS, watchOS, visionOS, macOS, widget
}

public enum Orientation: String, Codable, Sendable, CaseIterable {
    case portrait, landscape
}

public enum SizeClass: String, Codable, Sendable, CaseIterable {
    case compact, regular
}

public struct SizeClassPair: Hashable, Codable, Sendable, CustomStringConvertible {
    public var horizontal: SizeClass
    public var vertical: SizeClass
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// The badge a designer knows from Interface Builder: `wC hR`.
    public var description: String {
        "w\(horizontal == .compact ? "C" : "R") h\(vertical == .compact ? "C" : "R")"
    }
}

/// A value for each orientation; `landscape` may be absent on landscape-only or portrait-only devices.
public struct PerOrientation<Value: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    public var portrait: Value?
    public var landscape: Value?
    public init(portrait: Value?, landscape: Value?) {
        self.portrait = portrait; self.landscape = landscape
    }
    public subscript(_ orientation: Orientation) -> Value? {
        orientation == .portrait ? portrait : landscape
    }
}

public struct SensorHousing: Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable { case none, notch, dynamicIsland }
    public var kind: Kind
    /// In portrait points; rotated with the device for landscape.
    public var rect: Rect?
    public init(kind: Kind, rect: Rect? = nil) { self.kind = kind; self.rect = rect }
    public static let none = SensorHousing(kind: .none)
}

/// iPad multitasking: full screen or a share of it.
public enum Split: String, Codable, Sendable, CaseIterable {
    case full, twoThirds = "2/3", half = "1/2", oneThird = "1/3", slideOver
}

/// One multitasking mode of an iPad: the app's window width and size classes per orientation.
/// A nil orientation means the mode does not exist there (1/2 split in portrait).
public struct SplitMode: Hashable, Codable, Sendable {
    public var mode: Split
    public var width: PerOrientation<Double>
    public var sizeClasses: PerOrientation<SizeClassPair>
    public init(mode: Split, width: PerOrientation<Double>, sizeClasses: PerOrientation<SizeClassPair>) {
        self.mode = mode; self.width = width; self.sizeClasses = sizeClasses
    }
}

extension Device {
    /// A catalog's ids are unique, so the id alone hashes a device: every environment is hashed
    /// when findings are grouped, and hashing the whole device (its name, insets, splits) cost
    /// more than the grouping. Equal devices still compare every field. The size and insets too,
    /// for devices with their names left out (`LayoutTwins`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(points)
        hasher.combine(safeArea)
    }
}
