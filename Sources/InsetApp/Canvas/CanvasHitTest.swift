import InsetCore
import InsetRender

/// Between the canvas widget's pixels and the layout's window points: which element a click
/// lands on, and where an element is on screen to scroll it into view.
struct CanvasHitTest {
    let canvas: CanvasLayout
    let layout: SolvedLayout
    /// The drawing's top left in widget pixels, and its pixels per point.
    let origin: (x: Double, y: Double)
    let scale: Double

    /// The topmost element under a widget point, or nil off the app's window.
    func element(atWidget x: Double, _ y: Double) -> String? {
        let canvasX = (x - origin.x) / scale, canvasY = (y - origin.y) / scale
        guard canvas.windowRect.contains(x: canvasX, y: canvasY) else { return nil }
        let point = canvas.windowPoint(x: canvasX, y: canvasY)
        return layout.hitTest(x: point.x, y: point.y)?.id
    }

    /// An element's frame in widget pixels.
    func widgetRect(of elementID: String) -> Rect? {
        guard let frame = layout.element(id: elementID)?.frame else { return nil }
        let window = canvas.windowRect
        return Rect(x: origin.x + (window.x + frame.x) * scale, y: origin.y + (window.y + frame.y) * scale,
                    width: frame.width * scale, height: frame.height * scale)
    }

    /// The handle of `elementID`'s frame within grabbing distance of a widget point.
    func handle(atWidget x: Double, _ y: Double, of elementID: String) -> ResizeHandle? {
        guard let rect = widgetRect(of: elementID) else { return nil }
        // A little more than the drawn handle, for a pointer; small elements keep their middle for moving.
        let reach = rect.width < 24 || rect.height < 24 ? 4.0 : 7.0
        return ResizeHandle.allCases
            .map { handle -> (ResizeHandle, Double) in
                let p = handle.position(on: rect)
                return (handle, max(abs(p.x - x), abs(p.y - y)))
            }
            .filter { $0.1 <= reach }
            .min { $0.1 < $1.1 }?.0
    }
}
