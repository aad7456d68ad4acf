import InsetCore

/// The hardware around the display: shadow, body, buttons, Home button, TV stand, widget wallpaper.
struct DeviceBody {
    let canvas: CanvasLayout
    let palette: Palette
    let painter: Painter
    let landscape: Bool

    func draw() {
        let body = canvas.bodyRect
        let radius = canvas.bodyRadius
        switch canvas.style {
        case .widget:
            painter.roundedRect(body, radius: radius)
            painter.fillLinearGradient(from: (body.minX, body.minY), to: (body.maxX, body.maxY), [
                (0, Color(hex: 0x62A0EA)), (0.55, Color(hex: 0x9141AC)), (1, Color(hex: 0xE66100))])
            let d = canvas.displayRect
            underDisplay { painter.shadow(d, radius: canvas.geometry.cornerRadius, blur: 10, offsetY: 4, opacity: 0.35) }
        case .window:
            // The body is the display, which covers it.
            underDisplay { painter.shadow(body, radius: radius, blur: 22, offsetY: 10, opacity: 0.32) }
        case .tv:
            drawStand()
            painter.outside(body, radius: radius) {
                painter.shadow(body, radius: radius, blur: 18, offsetY: 8, opacity: 0.28)
            }
            underDisplay { painter.fill(body, palette.body, radius: radius) }
        default:
            drawSideButtons()
            // Each layer is drawn only where the next, opaque, leaves it showing.
            painter.outside(body, radius: radius) {
                painter.shadow(body, radius: radius, blur: 20, offsetY: 10, opacity: 0.30)
            }
            let glass = body.inset(by: Insets(top: 4, left: 4, bottom: 4, right: 4))
            painter.outside(glass, radius: radius - 4) {
                painter.roundedRect(body, radius: radius)
                painter.fillVerticalGradient(from: body.minY, to: body.maxY, [
                    (0, palette.body.mixed(with: .white, 0.10)), (0.5, palette.body), (1, palette.body.mixed(with: .black, 0.2))])
            }
            // A metal rim, then the black glass edge inside it.
            let inset = 1.5
            painter.roundedRect(body.inset(by: Insets(top: inset, left: inset, bottom: inset, right: inset)),
                                radius: radius - inset)
            painter.stroke(palette.rim, points: 1.2)
            underDisplay {
                painter.roundedRect(glass, radius: radius - 4)
                painter.fill(Color(hex: 0x050505))
            }
            if canvas.style == .phoneWithHomeButton || canvas.style == .tabletWithHomeButton { drawHomeButton() }
        }
    }

    /// Runs `body` leaving out the display, which `CanvasDrawing` fills opaquely over it.
    private func underDisplay(_ body: () -> Void) {
        painter.outside(canvas.displayRect, radius: canvas.geometry.cornerRadius, body)
    }

    // MARK: Buttons on the body's sides

    private enum Edge { case left, right, top, bottom }

    /// Side buttons in portrait: which edge, and where along it as fractions of its length.
    private var buttons: [(edge: Edge, from: Double, to: Double)] {
        switch canvas.style {
        case .phone, .phoneWithHomeButton:
            return [(.left, 0.135, 0.17), (.left, 0.215, 0.29), (.left, 0.315, 0.39), (.right, 0.23, 0.35)]
        case .tablet, .tabletWithHomeButton:
            return [(.top, 0.78, 0.88), (.right, 0.08, 0.14), (.right, 0.16, 0.22)]
        case .watch:
            return [(.right, 0.22, 0.42), (.right, 0.55, 0.72)]
        default:
            return []
        }
    }

    private func drawSideButtons() {
        let body = canvas.bodyRect
        let depth = canvas.style == .watch ? 5.0 : 2.5
        for button in buttons {
            var (edge, from, to) = button
            if landscape {
                // The body turns as the sensor housing does: portrait left to bottom, right to top, top to left.
                switch edge {
                case .left: edge = .bottom
                case .right: edge = .top
                case .top: (edge, from, to) = (.left, 1 - to, 1 - from)
                case .bottom: edge = .right
                }
            }
            let rect: Rect
            switch edge {
            case .left: rect = Rect(x: body.minX - depth, y: body.minY + body.height * from, width: depth + 2, height: body.height * (to - from))
            case .right: rect = Rect(x: body.maxX - 2, y: body.minY + body.height * from, width: depth + 2, height: body.height * (to - from))
            case .top: rect = Rect(x: body.minX + body.width * from, y: body.minY - depth, width: body.width * (to - from), height: depth + 2)
            case .bottom: rect = Rect(x: body.minX + body.width * from, y: body.maxY - 2, width: body.width * (to - from), height: depth + 2)
            }
            painter.fill(rect, palette.rim.mixed(with: palette.body, 0.4), radius: min(rect.width, rect.height) / 2)
        }
    }

    private func drawHomeButton() {
        let body = canvas.bodyRect, display = canvas.displayRect
        let radius = canvas.style == .phoneWithHomeButton ? 21.0 : 18.0
        // The chin is the portrait bottom: the right in landscape.
        let (cx, cy) = landscape ? ((display.maxX + body.maxX) / 2, body.midY) : (body.midX, (display.maxY + body.maxY) / 2)
        painter.circle(x: cx, y: cy, radius: radius)
        painter.fill(Color(hex: 0x0B0B0C))
        painter.circle(x: cx, y: cy, radius: radius)
        painter.stroke(palette.rim, points: 1.2)
        // The earpiece and camera in the forehead.
        let (sx, sy) = landscape ? ((display.minX + body.minX) / 2, body.midY) : (body.midX, (display.minY + body.minY) / 2)
        let slot = landscape ? Rect(x: sx - 3, y: sy - 24, width: 6, height: 48) : Rect(x: sx - 24, y: sy - 3, width: 48, height: 6)
        painter.fill(slot, Color(hex: 0x2A2A2C), radius: 3)
        let (camX, camY) = landscape ? (sx, sy - 40) : (sx - 40, sy)
        painter.circle(x: camX, y: camY, radius: 4)
        painter.fill(Color(hex: 0x1C2541))
    }

    private func drawStand() {
        let body = canvas.bodyRect
        let neck = Rect(x: body.midX - 36, y: body.maxY - 2, width: 72, height: CanvasLayout.stand - 6)
        painter.fill(neck, palette.body.mixed(with: .white, 0.15))
        let foot = Rect(x: body.midX - 120, y: neck.maxY - 2, width: 240, height: 8)
        painter.fill(foot, palette.body.mixed(with: .white, 0.2), radius: 4)
    }
}
