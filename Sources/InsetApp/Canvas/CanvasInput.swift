import InsetCore
import InsetGtk

/// What a person does to the canvas: click to select, drag an element to move it or a handle to
/// resize it, drag the backdrop (or with the middle button) to pan, Ctrl+scroll and pinch to zoom;
/// Tab, Escape, arrows and Delete on the keyboard.
@MainActor
final class CanvasInput {
    /// What the drag in progress does; a move or resize starts only once the pointer has really moved.
    private enum DragMode {
        case pan
        case pendingMove(String)
        case pendingResize(String, ResizeHandle)
        case editing
        case ignored
    }

    private unowned let canvas: CanvasView
    private unowned let inspector: Inspector
    let editing: CanvasEditing
    private var pointer: (x: Double, y: Double)?
    private var panStart: (x: Double, y: Double) = (0, 0)
    private var mode = DragMode.ignored
    private var pinchStart = 1.0
    private let drag = DragGesture(button: 0)
    private let controllers: [EventController]

    init(canvas: CanvasView, inspector: Inspector) {
        self.canvas = canvas
        self.inspector = inspector
        editing = CanvasEditing(inspector: inspector)
        let click = ClickGesture(button: 1)
        let pinch = ZoomGesture()
        let scroll = ScrollController()
        let motion = MotionController()
        let keys = KeyController()
        keys.capturesFirst()
        controllers = [click, drag, pinch, scroll, motion, keys]

        // A click (not a drag) selects what is under it; a click off the screen clears the selection.
        click.onReleased { [unowned self] _, x, y in
            self.canvas.area.grabFocus()
            self.inspector.selectElement(self.canvas.hitTest?.element(atWidget: x, y))
        }
        drag.onBegin { [unowned self] x, y in self.dragBegan(x, y) }
        drag.onUpdate { [unowned self] dx, dy in self.dragMoved(dx, dy) }
        drag.onEnd { [unowned self] _, _ in
            if case .editing = self.mode { self.editing.end() }
            self.mode = .ignored
            self.canvas.area.setCursor(named: nil)
        }

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
        motion.onMotion { [unowned self] x, y in
            self.pointer = (x, y)
            if case .ignored = self.mode { self.canvas.area.setCursor(named: self.handle(at: x, y)?.cursorName) }
        }
        motion.onLeave { [unowned self] in self.pointer = nil }
        keys.onKeyPressed { [unowned self] key in self.keyPressed(key) }
        // The same keys while the focus is on an element's stand-in over the drawing.
        canvas.elements.keys.onKeyPressed { [unowned self] key in self.keyPressed(key) }
        editing.interrupted = { [unowned self] in
            self.mode = .ignored
            self.drag.cancel()
            self.canvas.area.setCursor(named: nil)
        }

        for controller in controllers { canvas.area.add(controller) }
    }

    // MARK: Dragging

    private func handle(at x: Double, _ y: Double) -> ResizeHandle? {
        guard let id = inspector.selectedElementID else { return nil }
        return canvas.hitTest?.handle(atWidget: x, y, of: id)
    }

    private func dragBegan(_ x: Double, _ y: Double) {
        canvas.area.grabFocus()
        panStart = canvas.scrollPosition
        if drag.currentButton == 1, let id = inspector.selectedElementID, let handle = handle(at: x, y) {
            mode = .pendingResize(id, handle)
        } else if drag.currentButton == 1, let id = canvas.hitTest?.element(atWidget: x, y),
                  inspector.layout?.element(id: id)?.role != .background {
            mode = .pendingMove(id)
        } else if drag.currentButton == 1 || drag.currentButton == 2 {
            mode = .pan
            canvas.area.setCursor(named: "grabbing")
        } else {
            mode = .ignored
        }
    }

    private func dragMoved(_ dx: Double, _ dy: Double) {
        let scale = canvas.currentScale
        switch mode {
        case .pan:
            canvas.pan(by: dx, dy, from: panStart)
        case .pendingMove(let id):
            guard (dx * dx + dy * dy).squareRoot() >= 3 else { return }
            mode = editing.beginMove(id) ? .editing : .ignored
            canvas.area.setCursor(named: "grabbing")
            dragMoved(dx, dy)
        case .pendingResize(let id, let handle):
            guard (dx * dx + dy * dy).squareRoot() >= 2 else { return }
            mode = editing.beginResize(id, handle: handle) ? .editing : .ignored
            dragMoved(dx, dy)
        case .editing:
            editing.update(dx: dx / scale, dy: dy / scale)
        case .ignored:
            break
        }
    }

    // MARK: Keys

    private func keyPressed(_ key: KeyPress) -> Bool {
        // Mid-drag, only Escape acts: anything else would change the document under the gesture.
        if editing.isActive && key.name != "Escape" { return true }
        guard !key.control, !key.alt else { return false }
        let step = key.shift ? 10.0 : 1.0
        let arrows: Set<String> = ["Left", "Right", "Up", "Down"]
        // Without a selection the arrows scroll the canvas as usual.
        if arrows.contains(key.name) && inspector.selectedElementID == nil { return false }
        switch key.name {
        case "Tab", "ISO_Left_Tab":
            // With nothing to select, Tab moves the focus on as usual.
            return inspector.selectNext(backward: key.shift || key.name == "ISO_Left_Tab")
        case "Escape":
            if editing.isActive {
                editing.cancel()
                drag.cancel()
            } else {
                inspector.selectElement(nil)
            }
        case "Left": editing.nudge(dx: -step, dy: 0)
        case "Right": editing.nudge(dx: step, dy: 0)
        case "Up": editing.nudge(dx: 0, dy: -step)
        case "Down": editing.nudge(dx: 0, dy: step)
        case "Delete", "BackSpace", "KP_Delete":
            guard let id = inspector.selectedElementID else { return false }
            do {
                try inspector.perform(.delete(element: id))
            } catch {
                editing.report(error.description)
            }
        default:
            return false
        }
        return true
    }

    /// A point in the drawing area as a point in the visible viewport.
    private func viewportPoint(_ p: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let scroll = canvas.scrollPosition
        return (p.x - scroll.x, p.y - scroll.y)
    }
}
