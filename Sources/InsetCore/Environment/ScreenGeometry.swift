/// The rectangles an environment gives a layout, in the window's own points (origin at its top left).
///
/// For a full-screen app the window is the display; in an iPad split it is the app's share, and
/// `windowFrame` places it on the display for drawing.
public struct ScreenGeometry: Hashable, Sendable {
    /// The display's size in this orientation.
    public var displaySize: Size
    /// The app's window on the display.
    public var windowFrame: Rect
    public var bounds: Rect { Rect(x: 0, y: 0, width: windowFrame.width, height: windowFrame.height) }
    /// The system safe area: display insets, before bars push it in.
    public var safeArea: Rect
    /// Layout margins inside the safe area.
    public var margins: Rect
    public var readable: Rect
    /// The keyboard layout guide: the keyboard's rectangle, or an empty one at the safe area's bottom.
    public var keyboard: Rect
    public var statusBar: Rect?
    public var sensorHousing: Rect?
    /// The bottom band kept clear for the Home indicator.
    public var homeIndicator: Rect?
    public var cornerRadius: Double
    public var sizeClass: SizeClassPair

    /// Horizontal layout margin UIKit gives a root view: 16 pt in compact width, 20 pt in regular.
    public static func marginWidth(for sizeClass: SizeClassPair) -> Double {
        sizeClass.horizontal == .compact ? 16 : 20
    }

    /// The same on a device: the large iPhones (414 pt wide and more: Plus, Max, XR, 11) give
    /// 20 pt in compact width too, as UIKit does and Interface Builder's recorded frames show.
    public static func marginWidth(for sizeClass: SizeClassPair, on device: Device) -> Double {
        if device.family == .iPhone, min(device.points.width, device.points.height) >= 414 { return 20 }
        return marginWidth(for: sizeClass)
    }

    /// The side margins a view's own width gives it, whatever the device: 20 pt from 414 pt wide
    /// (as the large iPhones and iPads), else 16. Xcode draws freeform views and a xib's own
    /// cells so.
    public static func marginWidth(forViewWidth width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// Readable content width at the default text size (UIKit's readableContentGuide, 672 pt at Large).
    public static let readableWidthAtLarge = 672.0

    /// The standard margin inside a widget (seed 004: "standard margin width of 16 points").
    public static let widgetMargin = 16.0

    public init(environment env: Environment) {
        let device = env.device
        let display = device.size(in: env.orientation)
        displaySize = display
        sizeClass = env.sizeClass

        if let family = env.widgetFamily {
            let size = device.widgetSizes?[family.rawValue] ?? Size(width: 170, height: 170)
            let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            windowFrame = bounds
            safeArea = bounds
            let m = ScreenGeometry.widgetMargin
            margins = bounds.inset(by: Insets(top: m, left: m, bottom: m, right: m))
            readable = margins
            keyboard = Rect(x: 0, y: bounds.height, width: bounds.width, height: 0)
            statusBar = nil; sensorHousing = nil; homeIndicator = nil
            cornerRadius = ScreenGeometry.widgetCornerRadius(family)
            return
        }

        windowFrame = ScreenGeometry.window(for: env, display: display)
        let bounds = Rect(x: 0, y: 0, width: windowFrame.width, height: windowFrame.height)

        let showsStatusBar = env.statusBar && device.statusBarHeight(in: env.orientation) > 0
        let displayInsets: Insets = (showsStatusBar ? device.safeArea[env.orientation]
            : (device.safeAreaWithoutStatusBar?[env.orientation] ?? device.safeArea[env.orientation])) ?? .zero
        // A split window only inherits the display insets of the edges it touches.
        let windowInsets = Insets(
            top: displayInsets.top,
            left: windowFrame.minX <= 0 ? displayInsets.left : 0,
            bottom: displayInsets.bottom,
            right: windowFrame.maxX >= display.width ? displayInsets.right : 0)
        safeArea = bounds.inset(by: windowInsets)

        let margin = device.layoutMargin ?? ScreenGeometry.marginWidth(for: env.sizeClass, on: device)
        margins = safeArea.inset(by: Insets(left: margin, right: margin))
        let readableWidth = min(margins.width, ScreenGeometry.readableWidthAtLarge * env.textSize.scale)
        readable = Rect(x: margins.midX - readableWidth / 2, y: margins.minY,
                        width: readableWidth, height: margins.height)

        if env.keyboard, let height = device.keyboard?[env.orientation], height > 0 {
            keyboard = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        } else {
            keyboard = Rect(x: 0, y: safeArea.maxY, width: bounds.width, height: 0)
        }

        let barHeight = device.statusBarHeight(in: env.orientation)
        statusBar = showsStatusBar ? Rect(x: 0, y: 0, width: bounds.width, height: barHeight) : nil

        sensorHousing = env.split == .full
            ? ScreenGeometry.housing(device.sensorHousing.rect, portraitWidth: device.size(in: .portrait).width,
                                     orientation: env.orientation)
            : nil
        homeIndicator = device.homeIndicator && displayInsets.bottom > 0
            ? Rect(x: 0, y: bounds.height - displayInsets.bottom, width: bounds.width, height: displayInsets.bottom)
            : nil
        cornerRadius = device.cornerRadius
    }

    /// The app's window on the display: the split's width on the leading side, Slide Over on the right.
    static func window(for env: Environment, display: Size) -> Rect {
        guard env.split != .full, let mode = env.device.split(env.split),
              let width = mode.width[env.orientation] else {
            return Rect(x: 0, y: 0, width: display.width, height: display.height)
        }
        if env.split == .slideOver {
            return Rect(x: display.width - width, y: 0, width: width, height: display.height)
        }
        return Rect(x: 0, y: 0, width: width, height: display.height)
    }

    /// Rotates a portrait housing rectangle into landscape, where the housing sits on the left.
    static func housing(_ rect: Rect?, portraitWidth: Double, orientation: Orientation) -> Rect? {
        guard let rect else { return nil }
        if orientation == .portrait { return rect }
        return Rect(x: rect.y, y: portraitWidth - rect.maxX, width: rect.height, height: rect.width)
    }

    /// Widgets' own corner radius, approximating the system's continuous corners.
    static func widgetCornerRadius(_ family: WidgetSpec.Family) -> Double {
        switch family {
        case .circular: return 1000
        case .rectangular, .inline: return 8
        default: return 22
        }
    }
}
