import InsetCore

/// How a device's body is drawn around its screen.
public enum DeviceStyle: Hashable, Sendable {
    /// Edge-to-edge display with rounded corners (iPhone X and later).
    case phone
    /// Flat display with a Home button under it (iPhone SE, iPod touch).
    case phoneWithHomeButton
    case tablet
    case tabletWithHomeButton
    case watch
    case tv
    /// A window on a Mac or in visionOS: no body, a shadow.
    case window
    /// A Home Screen widget on a wallpaper.
    case widget

    public init(environment: Environment) {
        let device = environment.device
        if environment.widgetFamily != nil { self = .widget; return }
        let flat = device.cornerRadius == 0 && !device.homeIndicator
        switch device.family {
        case .iPhone, .iPod: self = flat ? .phoneWithHomeButton : .phone
        case .iPad: self = flat ? .tabletWithHomeButton : .tablet
        case .appleWatch: self = .watch
        case .appleTV: self = .tv
        case .mac, .visionPro: self = .window
        }
    }

    /// Body around the display in portrait, `[top, left, bottom, right]`.
    var portraitBezel: Insets {
        switch self {
        case .phone: return Insets(top: 12, left: 12, bottom: 12, right: 12)
        case .phoneWithHomeButton: return Insets(top: 64, left: 14, bottom: 64, right: 14)
        case .tablet: return Insets(top: 20, left: 20, bottom: 20, right: 20)
        case .tabletWithHomeButton: return Insets(top: 60, left: 22, bottom: 60, right: 22)
        case .watch: return Insets(top: 16, left: 14, bottom: 16, right: 14)
        case .tv: return Insets(top: 12, left: 12, bottom: 12, right: 12)
        case .window: return .zero
        case .widget: return Insets(top: 28, left: 28, bottom: 28, right: 28)
        }
    }

    /// Whether the body turns with the screen (a TV or a window never does).
    var rotates: Bool {
        switch self {
        case .phone, .phoneWithHomeButton, .tablet, .tabletWithHomeButton: return true
        default: return false
        }
    }
}

/// Where the device body, its display and the app's window sit on the canvas, in points.
public struct CanvasLayout: Hashable, Sendable {
    public let geometry: ScreenGeometry
    public let style: DeviceStyle
    /// The body around the display, in the current orientation.
    public let bezel: Insets
    public let displayRect: Rect
    public let bodyRect: Rect
    public let size: Size
    /// How much larger than on a phone the name and badge above the device are: a render of an
    /// iPad or a TV is seen shrunk to fit, so its header grows with the device to stay readable.
    public let headerScale: Double
    /// How far content drawn outside the display reaches past each edge.
    let overflow: Insets

    static let margin = 32.0
    static let minimumWidth = 340.0
    /// Room above the device for its name and the size-class badge.
    static let header = 44.0
    /// Room under a TV for its stand.
    static let stand = 28.0

    /// `overflow` is how far content drawn outside the display reaches past each edge
    /// (visionOS ornaments), so the canvas makes room for it.
    public init(environment: Environment, geometry: ScreenGeometry? = nil, overflow: Insets = .zero) {
        let geometry = geometry ?? ScreenGeometry(environment: environment)
        self.geometry = geometry
        self.overflow = overflow
        style = DeviceStyle(environment: environment)
        let p = style.portraitBezel
        // Landscape turns the portrait top edge to the left, as the sensor housing turns.
        bezel = environment.orientation == .landscape && style.rotates
            ? Insets(top: p.right, left: p.top, bottom: p.left, right: p.bottom) : p
        // A widget's display is the widget itself.
        let display = style == .widget ? Size(width: geometry.windowFrame.width, height: geometry.windowFrame.height)
            : geometry.displaySize
        headerScale = CanvasLayout.headerScale(for: display)
        let bodyWidth = display.width + bezel.left + bezel.right
        let bodyHeight = display.height + bezel.top + bezel.bottom
        let margin = CanvasLayout.margin
        // Narrow devices sit centred on a canvas wide enough for the name and badge above them.
        let width = max(CanvasLayout.minimumWidth, bodyWidth + 2 * margin + overflow.left + overflow.right)
        let left = margin + overflow.left + (width - bodyWidth - 2 * margin - overflow.left - overflow.right) / 2
        bodyRect = Rect(x: left, y: CanvasLayout.header * headerScale + overflow.top, width: bodyWidth, height: bodyHeight)
        displayRect = Rect(x: bodyRect.x + bezel.left, y: bodyRect.y + bezel.top,
                           width: display.width, height: display.height)
        size = Size(width: width,
                    height: bodyRect.maxY + margin + overflow.bottom + (style == .tv ? CanvasLayout.stand : 0))
    }

    /// 1 up to a display 440 pt across its shorter side (every phone and watch), then in proportion:
    /// about 2.3 on a 12.9" iPad, 2.5 on a TV.
    static func headerScale(for display: Size) -> Double {
        max(1, min(display.width, display.height) / 440)
    }

    /// The device and all that reaches past it (ornaments, a TV's stand), without the room for the
    /// caption and margins: what a thumbnail shows.
    public var deviceRect: Rect {
        Rect(x: bodyRect.x - overflow.left, y: bodyRect.y - overflow.top,
             width: bodyRect.width + overflow.left + overflow.right,
             height: size.height - CanvasLayout.margin - bodyRect.y + overflow.top)
    }

    /// The app's window (the whole display unless split) on the canvas.
    public var windowRect: Rect {
        geometry.windowFrame.offsetBy(dx: displayRect.x, dy: displayRect.y)
    }

    /// A canvas point in the window's own points, where the layout's frames live.
    public func windowPoint(x: Double, y: Double) -> (x: Double, y: Double) {
        (x - windowRect.x, y - windowRect.y)
    }

    /// Corner radius of the body around the display.
    var bodyRadius: Double {
        switch style {
        case .phone, .tablet, .watch: return geometry.cornerRadius + max(bezel.left, bezel.top)
        case .phoneWithHomeButton: return 54
        case .tabletWithHomeButton: return 36
        case .tv: return 6
        case .window: return geometry.cornerRadius
        case .widget: return 36
        }
    }
}
