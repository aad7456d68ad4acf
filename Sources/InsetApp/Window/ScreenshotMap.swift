import Foundation
import InsetCore
import InsetRender

/// Where things are in a screenshot, in window pixels: what `scripts/check_screenshot.py` samples.
struct ScreenshotMap: Encodable {
    struct Mark: Encodable {
        var rule: String
        var severity: String
        var rect: [Double]
    }

    var scale: Double
    var appearance: String
    var body: [Double]
    var display: [Double]
    var window: [Double]
    var safeArea: [Double]
    var sensorHousing: [Double]?
    var elements: [String: [Double]]
    var roles: [String: String]
    var findings: [Mark]

    /// `origin` is the drawing's top left in window pixels.
    init(drawing: CanvasDrawing, origin: (x: Double, y: Double), scale: Double) {
        let canvas = drawing.canvas, layout = drawing.layout
        func place(_ r: Rect) -> [Double] {
            [origin.x + r.x * scale, origin.y + r.y * scale, r.width * scale, r.height * scale]
        }
        let window = canvas.windowRect
        func inWindow(_ r: Rect) -> [Double] { place(r.offsetBy(dx: window.x, dy: window.y)) }
        self.scale = scale
        appearance = drawing.options.appearance.rawValue
        body = place(canvas.bodyRect)
        display = place(canvas.displayRect)
        self.window = place(window)
        safeArea = inWindow(layout.safeArea)
        sensorHousing = layout.geometry.sensorHousing.map { place($0.offsetBy(dx: canvas.displayRect.x, dy: canvas.displayRect.y)) }
        elements = Dictionary(layout.elements.map { ($0.id, inWindow($0.frame)) }, uniquingKeysWith: { a, _ in a })
        roles = Dictionary(layout.elements.map { ($0.id, $0.role.rawValue) }, uniquingKeysWith: { a, _ in a })
        findings = drawing.findings.map { Mark(rule: $0.rule, severity: $0.severity.rawValue, rect: inWindow($0.rect)) }
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }
}
