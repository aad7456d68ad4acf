import CPangoCairo
import InsetCore

/// What the system draws on the display over the app: status bar, sensor housing, Home indicator.
/// Drawn in display points (origin at the display's top left).
struct SystemChrome {
    let environment: Environment
    let geometry: ScreenGeometry
    let style: DeviceStyle
    let palette: Palette
    let painter: Painter

    private var display: Size { geometry.displaySize }
    private var ink: Color { palette.systemChrome }

    // MARK: Status bar

    func drawStatusBar() {
        for item in statusBarItems() {
            switch item.kind {
            case let .text(text, size, semibold):
                painter.label(text, x: item.frame.minX, centerY: item.frame.midY, textStyle(size, semibold))
            case .cellular: drawCellular(x: item.frame.minX, centerY: item.frame.midY, height: item.frame.height)
            case .wifi: drawWiFi(centerX: item.frame.midX, centerY: item.frame.midY, size: item.frame.height)
            case .battery: drawBattery(x: item.frame.minX, centerY: item.frame.midY)
            }
        }
    }

    private func textStyle(_ size: Double, _ semibold: Bool) -> Painter.TextStyle {
        Painter.TextStyle(size: size, weight: semibold ? .semibold : .regular, color: ink)
    }

    /// The status bar's items on this display; iOS mirrors them in right-to-left languages, so the
    /// time sits on the right and the battery on the left.
    func statusBarItems() -> [StatusBarItem] {
        let items = leftToRightStatusBarItems()
        guard environment.isRightToLeft, style != .watch else { return items }
        return items.map { item in
            var mirrored = item
            mirrored.frame.x = display.width - item.frame.maxX
            return mirrored
        }
    }

    private func leftToRightStatusBarItems() -> [StatusBarItem] {
        guard let bar = geometry.statusBar, bar.height > 0 else { return [] }
        let housing = geometry.sensorHousing.flatMap { environment.orientation == .portrait ? $0 : nil }
        func text(_ string: String, x: Double, centerY y: Double, size: Double, semibold: Bool,
                  centered: Bool = false) -> StatusBarItem {
            let width = painter.measure(string, textStyle(size, semibold)).width
            return StatusBarItem(kind: .text(string, size: size, semibold: semibold),
                                 frame: Rect(x: centered ? x - width / 2 : x, y: y - size / 2, width: width, height: size))
        }
        func cellular(x: Double, centerY y: Double, height: Double) -> StatusBarItem {
            StatusBarItem(kind: .cellular, frame: Rect(x: x, y: y - height / 2, width: height * (4 * 0.27 + 3 * 0.16), height: height))
        }
        func wifi(centerX x: Double, centerY y: Double, size: Double) -> StatusBarItem {
            StatusBarItem(kind: .wifi, frame: Rect(x: x - size * 0.7, y: y - size / 2, width: size * 1.4, height: size))
        }
        func battery(x: Double, centerY y: Double) -> StatusBarItem {
            StatusBarItem(kind: .battery, frame: Rect(x: x, y: y - 6, width: 27.1, height: 12))
        }
        switch style {
        case .tablet, .tabletWithHomeButton:
            let y = bar.height / 2
            let time = text("9:41", x: 18, centerY: y, size: 12, semibold: true)
            let date = text("Mon Jun 10", x: time.frame.maxX + 6, centerY: y, size: 12, semibold: false)
            let batteryX = display.width - 18 - 25
            let w = painter.measure("100%", textStyle(12, false)).width
            return [time, date, battery(x: batteryX, centerY: y),
                    text("100%", x: batteryX - 4 - w, centerY: y, size: 12, semibold: false),
                    wifi(centerX: batteryX - 4 - w - 14, centerY: y, size: 11)]
        case .phoneWithHomeButton:
            let y = bar.height / 2
            return [cellular(x: 6, centerY: y, height: 9), wifi(centerX: 38, centerY: y, size: 9),
                    text("9:41 AM", x: display.width / 2, centerY: y, size: 12, semibold: true, centered: true),
                    battery(x: display.width - 6 - 25, centerY: y)]
        case .watch:
            let inset = max(14, geometry.cornerRadius * 0.5)
            let width = painter.measure("10:09", textStyle(15, true)).width
            return [text("10:09", x: display.width - inset - width, centerY: bar.height / 2 + 2, size: 15, semibold: true)]
        default:
            // Modern iPhones: time centred in the left ear, glyphs in the right one.
            let y = housing.map { $0.midY } ?? bar.height / 2 + 2
            let leftEnd = housing?.minX ?? display.width / 2
            let rightStart = housing?.maxX ?? display.width / 2
            let glyphsWidth = 18.0 + 6 + 16 + 6 + 27
            let x = rightStart + (display.width - rightStart - glyphsWidth) / 2
            return [text("9:41", x: leftEnd / 2 + 2, centerY: y, size: 17, semibold: true, centered: true),
                    cellular(x: x, centerY: y, height: 11), wifi(centerX: x + 18 + 6 + 8, centerY: y, size: 11),
                    battery(x: x + 18 + 6 + 16 + 6, centerY: y)]
        }
    }

    private func drawCellular(x: Double, centerY y: Double, height: Double) {
        let width = height * 0.27, gap = height * 0.16
        for i in 0..<4 {
            let h = height * (0.36 + 0.213 * Double(i))
            painter.fill(Rect(x: x + Double(i) * (width + gap), y: y + height / 2 - h, width: width, height: h),
                         ink, radius: width * 0.35)
        }
    }

    private func drawWiFi(centerX x: Double, centerY y: Double, size: Double) {
        let cy = y + size * 0.5
        for r in [size, size * 0.66] {
            painter.newPath()
            painter.arc(x: x, y: cy, radius: r - size * 0.1, from: -.pi * 0.78, to: -.pi * 0.22)
            painter.stroke(ink, points: size * 0.19)
        }
        painter.move(x, cy)
        painter.arc(x: x, y: cy, radius: size * 0.36, from: -.pi * 0.78, to: -.pi * 0.22)
        painter.closePath()
        painter.fill(ink)
    }

    private func drawBattery(x: Double, centerY y: Double) {
        let body = Rect(x: x, y: y - 6, width: 24.5, height: 12)
        painter.roundedRect(body.inset(by: Insets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)), radius: 3.8)
        painter.stroke(ink.withAlpha(0.4), points: 1)
        painter.fill(Rect(x: x + 2, y: y - 4, width: 20.5, height: 8), ink, radius: 2.2)
        painter.fill(Rect(x: body.maxX + 1, y: y - 2, width: 1.6, height: 4), ink.withAlpha(0.4), radius: 0.8)
    }

    // MARK: Mac window controls

    /// Close, minimise and zoom in the title bar a Mac window keeps above its safe area.
    func drawWindowControls() {
        guard environment.device.family == .mac, geometry.safeArea.minY >= 20 else { return }
        let y = geometry.safeArea.minY / 2
        for (i, color) in [Color(hex: 0xFF5F57), Color(hex: 0xFEBC2E), Color(hex: 0x28C840)].enumerated() {
            painter.circle(x: 20 + Double(i) * 20, y: y, radius: 6)
            painter.fill(color)
            painter.circle(x: 20 + Double(i) * 20, y: y, radius: 6)
            painter.stroke(Color.black.withAlpha(0.12), pixels: 1)
        }
    }

    // MARK: Sensor housing

    func drawSensorHousing() {
        guard let rect = geometry.sensorHousing else { return }
        switch environment.device.sensorHousing.kind {
        case .dynamicIsland:
            painter.capsule(rect)
            painter.fill(.black)
        case .notch:
            drawNotch(rect)
        case .none:
            break
        }
    }

    /// The notch: flush with the display edge, rounded where it meets the screen.
    private func drawNotch(_ rect: Rect) {
        painter.withState {
            let portrait = environment.orientation == .portrait
            // Drawn in portrait terms (width across, depth down), turned for landscape like the housing.
            let across = portrait ? rect.width : rect.height, depth = portrait ? rect.height : rect.width
            painter.translate(rect.x, rect.y)
            if !portrait {
                var m = cairo_matrix_t()
                cairo_matrix_init(&m, 0, -1, 1, 0, 0, across)
                cairo_transform(painter.cr, &m)
            }
            let ear = 6.0, corner = min(20.0, depth * 0.66)
            painter.move(-ear, 0)
            painter.curve(-ear / 2, 0, 0, ear / 2, 0, ear)
            painter.line(0, depth - corner)
            painter.curve(0, depth - corner * 0.45, corner * 0.45, depth, corner, depth)
            painter.line(across - corner, depth)
            painter.curve(across - corner * 0.45, depth, across, depth - corner * 0.45, across, depth - corner)
            painter.line(across, ear)
            painter.curve(across, ear / 2, across + ear / 2, 0, across + ear, 0)
            painter.closePath()
            painter.fill(.black)
        }
    }

    // MARK: Home indicator

    func drawHomeIndicator() {
        guard environment.device.homeIndicator, geometry.homeIndicator != nil else { return }
        let width: Double
        switch style {
        case .tablet: width = 312
        default: width = environment.orientation == .portrait ? 134 : 208
        }
        let bar = Rect(x: display.width / 2 - width / 2, y: display.height - 8 - 5, width: width, height: 5)
        painter.fill(bar, palette.label, radius: 2.5)
    }
}

/// One thing the status bar shows and where, in display points.
struct StatusBarItem: Equatable {
    enum Kind: Equatable {
        case text(String, size: Double, semibold: Bool)
        case cellular, wifi, battery
    }
    var kind: Kind
    var frame: Rect
}
