import CPangoCairo
import InsetCore

/// A device showing a solved layout, with overlays and findings: what the app's canvas shows and
/// what `inset render` and reports write to files.
public struct CanvasDrawing {
    public let layout: SolvedLayout
    public let findings: [Finding]
    public let options: OverlayOptions
    public let canvas: CanvasLayout
    let palette: Palette

    public init(layout: SolvedLayout, findings: [Finding], options: OverlayOptions) {
        self.layout = layout
        self.findings = findings
        self.options = options
        canvas = CanvasLayout(environment: layout.environment, geometry: layout.geometry,
                              overflow: CanvasDrawing.overflow(of: layout))
        // Watch faces and visionOS glass are always dark, as those systems draw them.
        let alwaysDark: Set<Platform> = [.watchOS, .visionOS]
        palette = Palette(alwaysDark.contains(layout.environment.device.platform) ? .dark : options.appearance)
    }

    /// The canvas size in points; `draw` covers `size × scale` device pixels.
    public var size: Size { canvas.size }

    private var environment: Environment { layout.environment }
    private var geometry: ScreenGeometry { layout.geometry }

    /// Draws everything with the canvas's top left at `origin` (device pixels), `scale` pixels per point.
    /// `visible` (device pixels) is the part anyone will see, as a scrolled view shows it: what
    /// can't reach it is skipped.
    public func draw(cr: OpaquePointer, scale: Double, origin: (x: Double, y: Double) = (0, 0), visible: Rect? = nil) {
        cairo_save(cr)
        if let visible {
            cairo_rectangle(cr, visible.x, visible.y, visible.width, visible.height)
            cairo_clip(cr)
        }
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, scale, scale)
        let painter = Painter(cr: cr, pixel: 1 / scale)
        DeviceBody(canvas: canvas, palette: palette, painter: painter,
                   landscape: environment.orientation == .landscape).draw()
        drawDisplay(painter)
        painter.withState {
            painter.translate(canvas.windowRect.x, canvas.windowRect.y)
            let elements = ElementPainter(layout: layout, palette: palette, painter: painter)
            let visible = painter.visibleRect
            for ornament in layout.elements where ornament.role == .ornament && elements.reaches(ornament, visible) {
                elements.draw(ornament)
            }
            FindingOverlay(layout: layout, findings: findings, options: options, painter: painter).draw()
        }
        drawHeader(painter)
        cairo_restore(cr)
    }

    // MARK: The display

    private func drawDisplay(_ painter: Painter) {
        let display = canvas.displayRect
        let local = Rect(x: 0, y: 0, width: display.width, height: display.height)
        let chrome = SystemChrome(environment: environment, geometry: geometry, style: canvas.style,
                                  palette: palette, painter: painter)
        painter.withState {
            painter.translate(display.x, display.y)
            painter.roundedRect(local, radius: geometry.cornerRadius)
            painter.clip()
            if environment.split == .full && geometry.windowFrame.contains(local) {
                // The window's background covers it, bar the edges the clip softens.
                painter.outside(local, radius: geometry.cornerRadius) { painter.fill(local, palette.background) }
            } else {
                painter.fill(local, environment.split == .full ? palette.background : .black)
            }
            if environment.split != .full { drawOtherApp(painter, in: local) }
            drawWindow(painter)
            chrome.drawStatusBar()
            chrome.drawWindowControls()
            chrome.drawHomeIndicator()
            chrome.drawSensorHousing()
            painter.withState {
                painter.translate(geometry.windowFrame.x, geometry.windowFrame.y)
                GuideOverlay(layout: layout, options: options, painter: painter).draw()
            }
        }
    }

    /// The app's own window: the layout's elements and, when shown, the keyboard.
    private func drawWindow(_ painter: Painter) {
        let frame = geometry.windowFrame
        painter.withState {
            if environment.split == .slideOver {
                painter.shadow(frame, radius: 12, blur: 14, offsetY: 0, opacity: 0.4)
            }
            if environment.split != .full {
                painter.roundedRect(frame, radius: environment.split == .slideOver ? 12 : 10)
                painter.clip()
            }
            painter.translate(frame.x, frame.y)
            painter.fill(geometry.bounds, palette.background)
            let elements = ElementPainter(layout: layout, palette: palette, painter: painter)
            // Ornaments float outside the window; they are drawn unclipped, later. Elements the
            // clip hides (a long screen's, past the display) are left out.
            let visible = painter.visibleRect
            for element in layout.elements where element.role != .ornament && elements.reaches(element, visible) {
                elements.draw(element)
            }
            if environment.keyboard, !geometry.keyboard.isEmpty {
                // Home-indicator iPhones keep a row under the keys for the globe and dictation keys.
                let band = environment.device.homeIndicator && canvas.style == .phone ? geometry.keyboard.height * 0.3 : 0
                let sides = (geometry.safeArea.minX, geometry.bounds.maxX - geometry.safeArea.maxX)
                Keyboard(rect: geometry.keyboard, bottomBand: band, sideInsets: sides, palette: palette, painter: painter).draw()
            }
            if environment.split == .slideOver {
                painter.fill(Rect(x: frame.width / 2 - 18, y: 6, width: 36, height: 5), palette.tertiaryLabel, radius: 2.5)
            }
        }
    }

    /// The other app of a split, shaded, with the divider and its handle; behind Slide Over, the full-screen app.
    private func drawOtherApp(_ painter: Painter, in display: Rect) {
        let window = geometry.windowFrame
        let divider = 10.0
        let other = environment.split == .slideOver ? display
            : Rect(x: window.maxX + divider, y: 0, width: max(0, display.width - window.maxX - divider), height: display.height)
        guard !other.isEmpty else { return }
        painter.withState {
            if environment.split != .slideOver {
                painter.roundedRect(other, radius: 10)
                painter.clip()
            }
            painter.fill(other, palette.groupedBackground)
            // A skeleton of some other app: a title and a few grouped rows.
            let inset = min(20.0, other.width * 0.08)
            let top = geometry.statusBar?.maxY ?? 20
            painter.fill(Rect(x: other.minX + inset, y: top + 44, width: min(160, other.width * 0.5), height: 22),
                         palette.fill, radius: 6)
            var y = top + 92
            while y + 44 < other.maxY - 30 {
                painter.fill(Rect(x: other.minX + inset, y: y, width: other.width - 2 * inset, height: 44),
                             palette.secondaryGroupedBackground, radius: 10)
                y += 56
            }
            painter.fill(other, Color.black.withAlpha(environment.split == .slideOver ? 0.25 : 0.18))
            if options.split && environment.split != .slideOver {
                painter.label(tr("Other app"), x: other.midX, centerY: other.midY,
                              Painter.TextStyle(size: 15, weight: .semibold, color: palette.secondaryLabel), centered: true)
            }
        }
        if environment.split != .slideOver {
            let x = window.maxX + divider / 2
            painter.fill(Rect(x: x - 2, y: display.midY - 18, width: 4, height: 36), Color(hex: 0x8E8E93), radius: 2)
        }
    }

    /// How far ornaments reach outside the window, so the canvas has room for them.
    static func overflow(of layout: SolvedLayout) -> Insets {
        let bounds = layout.bounds
        var out = Insets()
        for e in layout.elements where e.role == .ornament && !e.frame.isEmpty && e.frame.x.isFinite && e.frame.y.isFinite {
            out.left = max(out.left, bounds.minX - e.frame.minX)
            out.top = max(out.top, bounds.minY - e.frame.minY)
            out.right = max(out.right, e.frame.maxX - bounds.maxX)
            out.bottom = max(out.bottom, e.frame.maxY - bounds.maxY)
        }
        return out
    }

    // MARK: Above the device

    /// The device's name and size, and the size-class badge: at least a fixed size on screen at any
    /// zoom, and growing with the device in renders, which are seen shrunk to fit.
    private func drawHeader(_ painter: Painter) {
        guard !options.thumbnail else { return }
        let body = canvas.bodyRect
        let px = max(painter.pixel, canvas.headerScale)
        let y = body.minY - CanvasLayout.header * canvas.headerScale / 2
        let name = Painter.TextStyle(size: 13 * px, weight: .semibold, color: palette.caption, wraps: false)
        var detail = name
        detail.weight = .regular
        detail.color = palette.caption.withAlpha(0.6)
        let title = environment.widgetFamily.map { $0.title(on: environment.device) } ?? environment.device.name
        let window = geometry.windowFrame
        var facts = ["\(Rect.format(window.width)) × \(Rect.format(window.height)) pt"]
        if environment.split != .full { facts.append(environment.split == .slideOver ? tr("Slide Over") : tr("{split} split", ["split": environment.split.rawValue])) }
        if environment.textSize != .default { facts.append(environment.textSize.rawValue) }
        if environment.isRightToLeft { facts.append(tr("RTL")) }
        if environment.keyboard && !geometry.keyboard.isEmpty { facts.append(tr("keyboard")) }
        // The badge at the right; the name at the left, then the facts where they fit. A narrow
        // device gets a header wider than itself, as wide as the canvas allows.
        let span = max(body.width, min(300 * px, canvas.size.width - 2 * CanvasLayout.margin))
        let left = body.midX - span / 2, right = body.midX + span / 2
        var room = span
        if options.sizeClassBadge {
            let text = geometry.sizeClass.description
            let style = Painter.TextStyle(size: 12 * px, weight: .bold, color: .white, wraps: false)
            let w = painter.measure(text, style).width + 16 * px
            let pill = Rect(x: right - w, y: y - 10 * px, width: w, height: 20 * px)
            painter.fill(pill, Color(hex: 0x5E5C64), radius: 10 * px)
            painter.label(text, x: pill.midX, centerY: pill.midY, style, centered: true)
            room = pill.minX - left - 8 * px
        }
        let titleWidth = min(painter.measure(title, name).width, room)
        painter.text(title, in: Rect(x: left, y: y - 10 * px, width: titleWidth + px, height: 20 * px), name)
        let factsText = facts.joined(separator: " · ")
        let factsX = left + titleWidth + 8 * px
        if painter.measure(factsText, detail).width <= left + room - factsX {
            painter.label(factsText, x: factsX, centerY: y, detail)
        }
    }
}
