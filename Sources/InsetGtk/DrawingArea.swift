import CGtk

/// A widget drawn with Cairo (`GtkDrawingArea`).
public final class DrawingArea: Widget {
    public typealias Draw = @MainActor (_ cr: OpaquePointer, _ width: Int, _ height: Int) -> Void

    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_drawing_area_new()))
    }

    /// Sets the function that paints the area; `cr` is a `cairo_t *` valid during the call.
    public func setDraw(_ draw: @escaping Draw) {
        let data = Unmanaged.passRetained(ClosureBox(draw)).toOpaque()
        gtk_drawing_area_set_draw_func(pointer(), { _, cr, width, height, data in
            guard let cr else { return }
            let f = Unmanaged<ClosureBox<Draw>>.fromOpaque(data!).takeUnretainedValue().f
            MainActor.assumeIsolated { f(cr, Int(width), Int(height)) }
        }, data, { data in
            Unmanaged<AnyObject>.fromOpaque(data!).release()
        })
    }

    /// The size the area asks for; a scrolled window scrolls when it is larger than the viewport.
    public func setContentSize(width: Int, height: Int) {
        gtk_drawing_area_set_content_width(pointer(), Int32(width))
        gtk_drawing_area_set_content_height(pointer(), Int32(height))
    }

    @discardableResult
    public func onResize(_ handler: @escaping @MainActor (Int, Int) -> Void) -> UInt {
        connect("resize", trampoline: Trampoline.size) { (w: Int32, h: Int32) in handler(Int(w), Int(h)) }
    }
}
