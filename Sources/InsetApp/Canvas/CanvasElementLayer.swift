import InsetCore
import InsetGtk

/// The elements drawn on the canvas as widgets that a keyboard and a screen reader can reach.
///
/// Why widgets over the drawing: GTK 4.8 gives a drawing area no way to have accessible children
/// (custom `GtkAccessible` implementations arrived in GTK 4.10), so each element gets a real,
/// focusable `StandIn` laid over the canvas at the element's rectangle, named "close, Button" and
/// described with its text, frame and problems. The layer lets the pointer through (the drawing
/// area still takes every click and drag), and draws nothing but a focused stand-in's focus ring.
/// Only the selected element's stand-in takes the focus (a roving focus): the canvas stays one stop
/// in the window's Tab order, and Tab inside it walks the elements as the selection does.
@MainActor
final class CanvasElementLayer {
    let root = FixedLayer(role: .list)
    private var order: [String] = []
    private var standIns: [String: StandIn] = [:]
    private var shown: [String: CanvasReading.Element] = [:]
    private var placed: [String: Rect] = [:]
    private var selected: String?
    /// Told when a stand-in gets the keyboard focus (from Tab, or from a screen reader).
    var onFocus: ((String) -> Void)?
    /// Keys pressed while a stand-in has the focus: the canvas's own keys.
    let keys = KeyController()

    init() {
        root.canTarget = false
        root.setAccessibleLabel(tr("Elements on the canvas"))
        keys.capturesFirst()
        root.add(keys)
    }

    /// The keyboard focus is on one of the elements.
    var hasFocus: Bool { root.containsFocus }

    /// Names, describes and marks the selected stand-in; rebuilds them when elements come or go.
    func update(_ reading: CanvasReading?, selected: String?) {
        let elements = reading?.elements ?? []
        let ids = elements.map(\.id)
        let rebuilt = ids != order
        if rebuilt {
            for standIn in standIns.values { root.remove(standIn) }
            standIns = [:]
            shown = [:]
            placed = [:]
            order = ids
            for id in ids { standIns[id] = makeStandIn(id) }
        }
        for element in elements where shown[element.id] != element {
            let standIn = standIns[element.id]!
            if shown[element.id]?.name != element.name { standIn.setAccessibleLabel(element.name) }
            if shown[element.id]?.description != element.description { standIn.setAccessibleDescription(element.description) }
            shown[element.id] = element
        }
        if rebuilt || selected != self.selected {
            for (id, standIn) in standIns {
                standIn.focusable = id == selected
                standIn.setAccessibleSelected(id == selected)
            }
            self.selected = selected
        }
    }

    /// Gives the selected element's stand-in the keyboard focus; false without one.
    @discardableResult
    func focusSelected() -> Bool {
        guard let selected, let standIn = standIns[selected] else { return false }
        standIn.grabFocus()
        return standIn.hasFocus
    }

    /// Lays each stand-in over its element: `rect` gives an element's rectangle in the layer's
    /// pixels; `visible` is the part of the layer the canvas shows, which clips the stand-ins.
    func place(_ rect: (String) -> Rect?, visible: Rect) {
        for (id, standIn) in standIns {
            let r = rect(id).map { $0.intersection(visible) } ?? Rect(x: visible.x, y: visible.y, width: 0, height: 0)
            let rounded = Rect(x: r.x.rounded(), y: r.y.rounded(), width: r.width.rounded(), height: r.height.rounded())
            guard placed[id] != rounded else { continue }
            placed[id] = rounded
            standIn.setSizeRequest(width: Int32(rounded.width), height: Int32(rounded.height))
            root.move(standIn, x: rounded.x, y: rounded.y)
        }
    }

    private func makeStandIn(_ id: String) -> StandIn {
        let standIn = StandIn(role: .listItem)
        standIn.addCSSClass("canvas-element")
        standIn.focusable = false
        standIn.canTarget = false
        let focus = FocusController()
        focus.onEnter { [unowned self] in self.onFocus?(id) }
        standIn.add(focus)
        root.put(standIn, x: 0, y: 0)
        return standIn
    }
}
