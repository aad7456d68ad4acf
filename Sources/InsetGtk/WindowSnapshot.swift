import CGtk

extension ApplicationWindow {
    /// Renders the window as it is on screen with its own renderer and saves it as a PNG, pixel
    /// for pixel. Returns where the picture's top left is in the window's coordinates (its
    /// decorations may reach past its origin), or nil when it has no size yet or can't be written.
    public func savePNG(to path: String) -> (x: Double, y: Double)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, widget, &bounds) != 0,
              bounds.size.width > 0, bounds.size.height > 0,
              let renderer = gtk_native_get_renderer(OpaquePointer(raw)) else { return nil }
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = Double(gdk_paintable_get_intrinsic_width(paintable))
        let height = Double(gdk_paintable_get_intrinsic_height(paintable))
        guard width > 0, height > 0 else { return nil }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, width, height)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var area = graphene_rect_t()
        graphene_rect_init(&area, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &area) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else { return nil }
        return (Double(bounds.origin.x), Double(bounds.origin.y))
    }
}
