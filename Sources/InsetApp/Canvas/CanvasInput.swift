import InsetGtk

/// What a person does to the canvas: click to select, drag to pan, Ctrl+scroll and pinch to zoom.
@MainActor
final class CanvasInput {
    private unowned let canvas: CanvasView
    private unowned let inspector: Inspector
    private var pointer: (x: Double, y: Double)?
    private var panStart: (x: Double, y: Double) = (0, 0)
    private var pinchStart = 1.0
    private let controllers: [EventController]

    init(canvas: CanvasView, inspector: Inspector) {
        self.canvas = canvas
        self.inspector = inspector
        let click = ClickGesture(button: 1)
        let drag = DragGesture(button: 0)
        let pinch = ZoomGesture()
        let scroll = ScrollController()
        let motion = MotionController()
        controllers = [click, drag, pinch, scroll, motion]

        // A click (not a drag) selects what is under it; a click off the screen clears the selection.
        click.onReleased { [unowned self] _, x, y in
            self.canvas.area.grabFocus()
            self.inspector.selectElement(self.canvas.hitTest?.element(atWidget: x, y))
        }
        drag.onBegin { [unowned self] _, _ in
            self.panStart = self.canvas.scrollPosition
            self.canvas.area.setCursor(named: "grabbing")
        }
        drag.onUpdate { [unowned self] dx, dy in self.canvas.pan(by: dx, dy, from: self.panStart) }
        drag.onEnd { [unowned self] _, _ in self.canvas.area.setCursor(named: nil) }

        pinch.onBegin { [unowned self] in self.pinchStart = self.canvas.currentScale }
        pinch.onScaleChanged { [unowned self, unowned pinch] factor in
            self.canvas.zoom(to: self.pinchStart * factor, anchor: pinch.center.map { self.viewportPoint($0) })
        }

        // Ctrl+scroll zooms around the pointer; plain scrolling falls through to the scrolled window.
        scroll.onScroll { [unowned self, unowned scroll] _, dy in
            guard scroll.isControlHeld, dy != 0 else { return false }
            let factor = dy < 0 ? 1.1 : 1 / 1.1
            self.canvas.zoom(to: self.canvas.currentScale * factor, anchor: self.pointer.map { self.viewportPoint($0) })
            return true
        }
        motion.onMotion { [unowned self] x, y in self.pointer = (x, y) }
        motion.onLeave { [unowned self] in self.pointer = nil }

        for controller in [click, drag, pinch, scroll, motion] as [EventController] { canvas.area.add(controller) }
    }

    /// A point in the drawing area as a point in the visible viewport.
    private func viewportPoint(_ p: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let scroll = canvas.scrollPosition
        return (p.x - scroll.x, p.y - scroll.y)
    }
}
