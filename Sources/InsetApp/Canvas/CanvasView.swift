import InsetCore
import InsetGtk
import InsetRender

/// The big canvas: the device and its layout drawn by InsetRender, in a scrolled window that
/// zooms and pans. Input lives in `CanvasInput`, hit-testing in `CanvasHitTest`, zoom arithmetic
/// in `CanvasViewport`, the widgets screen readers and keyboards reach the elements through in
/// `CanvasElementLayer`; this type draws and scrolls.
@MainActor
final class CanvasView {
    let root = Overlay()
    let area = DrawingArea()
    private let scroller = ScrolledWindow()
    private let zoomButton = Button(label: "100 %")
    /// A stand-in widget per element, over the drawing, for keyboards and screen readers.
    let elements = CanvasElementLayer()
    private unowned let inspector: Inspector
    private var viewport = CanvasViewport()
    private(set) var drawing: CanvasDrawing?
    /// The geometry of the last frame drawn, for clicks and for revealing an element.
    private(set) var hitTest: CanvasHitTest?
    /// A scroll position waiting for the area to take its new size after a zoom.
    private var pendingScroll: (x: Double, y: Double)?
    private var input: CanvasInput?
    /// Moves and resizes made on this canvas; its `report` goes to the window's toasts.
    var editing: CanvasEditing? { input?.editing }
    /// Told after each frame is drawn (on the next turn of the main loop, not while drawing).
    var onDrawn: (@Sendable @MainActor () -> Void)?

    init(inspector: Inspector) {
        self.inspector = inspector
        area.hexpand = true
        area.vexpand = true
        area.focusable = true
        area.name = "canvas"
        area.setAccessibleLabel(tr("Layout canvas"))
        area.addCSSClass("canvas")
        scroller.child = area
        scroller.hexpand = true
        scroller.vexpand = true
        root.child = scroller
        root.addOverlay(elements.root)
        root.addOverlay(zoomControls())
        elements.onFocus = { [unowned self] id in
            if self.inspector.selectedElementID != id { self.inspector.selectElement(id) }
        }
        area.setDraw { [unowned self] cr, width, height in self.draw(cr, width: width, height: height) }
        // A fitted zoom changes with the window; the label follows once the resize is done.
        area.onResize { [unowned self] _, _ in
            MainLoop.post { [weak self] in self?.showZoom() }
        }
        for adjustment in [scroller.hadjustment, scroller.vadjustment] {
            adjustment.onChanged { [unowned self] in self.applyPendingScroll() }
        }
        input = CanvasInput(canvas: self, inspector: inspector)
    }

    // MARK: Drawing

    /// Takes the inspector's current layout, findings and overlays, and redraws. A live frame of a
    /// drag only redraws: what a screen reader hears is brought up to date when the drag ends.
    func refresh(live: Bool = false) {
        let focusWasHere = hasFocus
        if let layout = inspector.layout {
            let findings = inspector.overlays.findings ? inspector.findings : []
            drawing = CanvasDrawing(layout: layout, findings: findings, options: inspector.overlays)
        } else {
            drawing = nil
        }
        if !live { updateReading() }
        // The focus follows the selection while it is on the canvas: onto the selected element, or
        // back to the canvas itself when nothing is selected (or the element was deleted).
        if focusWasHere && !elements.focusSelected() && !area.hasFocus { area.grabFocus() }
        resizeToZoom()
        area.queueDraw()
    }

    private func draw(_ cr: OpaquePointer, width: Int, height: Int) {
        guard let drawing else { hitTest = nil; return }
        let scale = currentScale
        let origin = CanvasViewport.origin(content: drawing.size, scale: scale,
                                           area: Size(width: Double(width), height: Double(height)))
        // Zoomed in, the area is far larger than the window onto it: draw only what shows.
        let h = scroller.hadjustment, v = scroller.vadjustment
        let visible = h.pageSize >= 1 && v.pageSize >= 1
            ? Rect(x: h.value, y: v.value, width: h.pageSize, height: v.pageSize) : nil
        drawing.draw(cr: cr, scale: scale, origin: origin, visible: visible)
        hitTest = CanvasHitTest(canvas: drawing.canvas, layout: drawing.layout, origin: origin, scale: scale)
        // Widgets can't move while a frame is drawn: the stand-ins follow on the next turn.
        MainLoop.post { [weak self] in self?.placeElements() }
        if let onDrawn { MainLoop.post { onDrawn() } }
    }

    /// Says what the canvas shows, as `CanvasReading` words it, on the canvas and its stand-ins.
    private func updateReading() {
        guard let layout = inspector.layout else {
            area.setAccessibleDescription(tr("No layout open"))
            elements.update(nil, selected: nil)
            return
        }
        let reading = CanvasReading(documentName: inspector.documentName, layout: layout, findings: inspector.findings,
                                    dark: inspector.overlays.appearance == .dark, selected: inspector.selectedElementID)
        area.setAccessibleDescription(reading.description)
        elements.update(reading, selected: inspector.selectedElementID)
    }

    /// Gives the keyboard focus to the selected element, or to the canvas itself.
    @discardableResult
    func focus() -> Bool {
        if elements.focusSelected() { return true }
        area.grabFocus()
        return area.hasFocus
    }

    /// The keyboard focus is on the canvas or one of its elements.
    var hasFocus: Bool { area.hasFocus || elements.hasFocus }

    /// Lays the stand-ins over the elements as the last frame drew them, clipped to what shows.
    private func placeElements() {
        guard let hitTest else { return }
        let h = scroller.hadjustment, v = scroller.vadjustment
        let visible = Rect(x: 0, y: 0, width: Double(scroller.allocatedWidth), height: Double(scroller.allocatedHeight))
        elements.place({ hitTest.widgetRect(of: $0)?.offsetBy(dx: -h.value, dy: -v.value) }, visible: visible)
    }

    // MARK: Zoom

    /// Pixels per point now: the fitted scale, or the designer's zoom.
    var currentScale: Double {
        guard let drawing else { return 1 }
        return viewport.scale(content: drawing.size, viewport: viewportSize)
    }

    private var viewportSize: Size {
        Size(width: Double(max(1, scroller.allocatedWidth)), height: Double(max(1, scroller.allocatedHeight)))
    }

    func zoomIn() { zoom { $0.zoomIn(from: currentScale) } }
    func zoomOut() { zoom { $0.zoomOut(from: currentScale) } }
    func zoomToFit() { zoom { $0.fit() } }

    /// Sets the zoom to `scale`, keeping the content under `anchor` (viewport pixels) in place.
    func zoom(to scale: Double, anchor: (x: Double, y: Double)? = nil) {
        zoom(anchor: anchor) { $0.setZoom(scale) }
    }

    private func zoom(anchor: (x: Double, y: Double)? = nil, _ change: (inout CanvasViewport) -> Void) {
        let before = currentScale
        change(&viewport)
        let after = currentScale
        let h = scroller.hadjustment, v = scroller.vadjustment
        let point = anchor ?? (viewportSize.width / 2, viewportSize.height / 2)
        pendingScroll = viewport.fitsWindow ? nil
            : CanvasViewport.scroll(keeping: point, scroll: (h.value, v.value), from: before, to: after)
        resizeToZoom()
        area.queueDraw()
    }

    /// The area asks for the drawing's zoomed size; fitted, it just fills the viewport.
    private func showZoom() {
        let label = CanvasViewport.percent(currentScale)
        if zoomButton.label != label { zoomButton.label = label }
    }

    private func resizeToZoom() {
        showZoom()
        guard let drawing, !viewport.fitsWindow else {
            area.setContentSize(width: 1, height: 1)
            return
        }
        area.setContentSize(width: Int((drawing.size.width * viewport.zoom).rounded(.up)),
                            height: Int((drawing.size.height * viewport.zoom).rounded(.up)))
    }

    private func applyPendingScroll() {
        guard let target = pendingScroll else { return }
        let h = scroller.hadjustment, v = scroller.vadjustment
        h.value = min(max(target.x, h.lower), max(h.lower, h.upper - h.pageSize))
        v.value = min(max(target.y, v.lower), max(v.lower, v.upper - v.pageSize))
        if h.upper - h.pageSize >= target.x - 1 && v.upper - v.pageSize >= target.y - 1 { pendingScroll = nil }
    }

    /// Moves the view by a drag's offset (pixels).
    func pan(by dx: Double, _ dy: Double, from start: (x: Double, y: Double)) {
        scroller.hadjustment.value = start.x - dx
        scroller.vadjustment.value = start.y - dy
    }

    var scrollPosition: (x: Double, y: Double) { (scroller.hadjustment.value, scroller.vadjustment.value) }

    /// Where the canvas shows things in a picture of `window` whose top left is at `pictureOrigin`
    /// (window coordinates), for tests that check a screenshot.
    func screenshotMap(in window: Widget, pictureOrigin: (x: Double, y: Double)) -> ScreenshotMap? {
        guard let drawing, let hitTest, let corner = area.translate(x: 0, y: 0, to: window) else { return nil }
        return ScreenshotMap(drawing: drawing,
                             origin: (corner.x - pictureOrigin.x + hitTest.origin.x, corner.y - pictureOrigin.y + hitTest.origin.y),
                             scale: hitTest.scale)
    }

    /// Scrolls so the element is in view, centring it when it was off screen.
    func reveal(_ elementID: String) {
        guard let rect = hitTest?.widgetRect(of: elementID) else { return }
        let h = scroller.hadjustment, v = scroller.vadjustment
        let visible = Rect(x: h.value, y: v.value, width: h.pageSize, height: v.pageSize)
        guard !visible.contains(rect) else { return }
        h.value = min(max(rect.midX - h.pageSize / 2, h.lower), max(h.lower, h.upper - h.pageSize))
        v.value = min(max(rect.midY - v.pageSize / 2, v.lower), max(v.lower, v.upper - v.pageSize))
    }

    // MARK: The zoom controls over the canvas

    private func zoomControls() -> Widget {
        let box = Box(.horizontal)
        box.addCSSClass("linked")
        box.addCSSClass("osd")
        box.addCSSClass("zoom-controls")
        box.setAlign(horizontal: .end, vertical: .end)
        box.setMargins(12)
        let out = Button(iconName: "zoom-out-symbolic")
        out.describe(tr("Zoom Out (Ctrl+−)"))
        out.setAction("win.zoom-out")
        zoomButton.describe(tr("Zoom to Fit (Ctrl+0)"))
        zoomButton.setAction("win.zoom-fit")
        zoomButton.addCSSClass("numeric")
        let plus = Button(iconName: "zoom-in-symbolic")
        plus.describe(tr("Zoom In (Ctrl++)"))
        plus.setAction("win.zoom-in")
        for b in [out, zoomButton, plus] { box.append(b) }
        return box
    }
}
