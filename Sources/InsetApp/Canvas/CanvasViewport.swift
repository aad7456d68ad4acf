import InsetCore

/// The canvas's zoom: fitted to the window until the designer zooms, then a fixed scale.
/// Pure arithmetic, so zooming and anchoring are tested without a window.
public struct CanvasViewport: Equatable, Sendable {
    public static let minZoom = 0.1
    public static let maxZoom = 8.0
    /// The stops Ctrl+plus and Ctrl+minus step through.
    public static let steps: [Double] = [0.1, 0.125, 0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4, 6, 8]
    /// Fitting never enlarges past this, so a watch doesn't fill a desktop.
    public static let maxFitZoom = 1.5

    public private(set) var fitsWindow = true
    public private(set) var zoom = 1.0

    public init() {}

    /// Pixels per point for `content` shown in a viewport of `viewport` pixels.
    public func scale(content: Size, viewport: Size) -> Double {
        fitsWindow ? CanvasViewport.fitScale(content: content, viewport: viewport) : zoom
    }

    public static func fitScale(content: Size, viewport: Size) -> Double {
        guard content.width > 0, content.height > 0, viewport.width > 0, viewport.height > 0 else { return 1 }
        let fit = min(viewport.width / content.width, viewport.height / content.height)
        return min(max(fit, minZoom), maxFitZoom)
    }

    public mutating func fit() { fitsWindow = true }

    public mutating func setZoom(_ value: Double) {
        fitsWindow = false
        zoom = min(max(value, CanvasViewport.minZoom), CanvasViewport.maxZoom)
    }

    /// The next stop above the scale shown now.
    public mutating func zoomIn(from current: Double) {
        setZoom(CanvasViewport.steps.first { $0 > current * 1.001 } ?? CanvasViewport.maxZoom)
    }

    public mutating func zoomOut(from current: Double) {
        setZoom(CanvasViewport.steps.last { $0 < current * 0.999 } ?? CanvasViewport.minZoom)
    }

    /// "100 %" for the zoom button.
    public static func percent(_ scale: Double) -> String { "\(Int((scale * 100).rounded())) %" }

    /// Where the drawing's top left goes in an area: centred while it is smaller than the area.
    public static func origin(content: Size, scale: Double, area: Size) -> (x: Double, y: Double) {
        (max(0, (area.width - content.width * scale) / 2).rounded(), max(0, (area.height - content.height * scale) / 2).rounded())
    }

    /// The scroll offset that keeps the content point under `anchor` (viewport pixels) in place
    /// when the scale goes from `old` to `new`; `scroll` is the offset before.
    public static func scroll(keeping anchor: (x: Double, y: Double), scroll: (x: Double, y: Double),
                              from old: Double, to new: Double) -> (x: Double, y: Double) {
        let ratio = new / old
        return ((scroll.x + anchor.x) * ratio - anchor.x, (scroll.y + anchor.y) * ratio - anchor.y)
    }
}
