import CGtk
import CGtkShim

/// Any GTK widget: created floating, so the wrapper sinks it and keeps its own reference.
@MainActor
open class Widget: GObjectRef {
    var widget: UnsafeMutablePointer<GtkWidget> { pointer() }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    public var tooltip: String? {
        get { string(gtk_widget_get_tooltip_text(widget)) }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// The name screen readers (and UI tests) use for this widget.
    public func setAccessibleLabel(_ label: String) {
        inset_accessible_set_label(OpaquePointer(raw), label)
    }

    public func setAccessibleDescription(_ description: String) {
        inset_accessible_set_description(OpaquePointer(raw), description)
    }

    /// Whether a screen reader reports the widget as selected (it then also counts as selectable).
    public func setAccessibleSelected(_ selected: Bool) {
        inset_accessible_set_state(OpaquePointer(raw), GTK_ACCESSIBLE_STATE_SELECTED, selected ? 1 : 0)
    }

    /// Gives the widget a tooltip and the same accessible name, as every icon-only control needs.
    public func describe(_ label: String) {
        tooltip = label
        setAccessibleLabel(label)
    }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    public var hexpand: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    public var vexpand: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    public enum Align { case fill, start, end, center, baseline }

    private static func gtkAlign(_ align: Align) -> GtkAlign {
        switch align {
        case .fill: return GTK_ALIGN_FILL
        case .start: return GTK_ALIGN_START
        case .end: return GTK_ALIGN_END
        case .center: return GTK_ALIGN_CENTER
        case .baseline: return GTK_ALIGN_BASELINE
        }
    }

    public func setAlign(horizontal: Align? = nil, vertical: Align? = nil) {
        if let horizontal { gtk_widget_set_halign(widget, Widget.gtkAlign(horizontal)) }
        if let vertical { gtk_widget_set_valign(widget, Widget.gtkAlign(vertical)) }
    }

    public func setMargins(top: Int32 = 0, start: Int32 = 0, bottom: Int32 = 0, end: Int32 = 0) {
        gtk_widget_set_margin_top(widget, top)
        gtk_widget_set_margin_start(widget, start)
        gtk_widget_set_margin_bottom(widget, bottom)
        gtk_widget_set_margin_end(widget, end)
    }

    public func setMargins(_ all: Int32) { setMargins(top: all, start: all, bottom: all, end: all) }

    public func setSizeRequest(width: Int32 = -1, height: Int32 = -1) {
        gtk_widget_set_size_request(widget, width, height)
    }

    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    public var allocatedWidth: Int { Int(gtk_widget_get_allocated_width(widget)) }
    public var allocatedHeight: Int { Int(gtk_widget_get_allocated_height(widget)) }

    /// A point in this widget's coordinates in `other`'s, nil when they share no window.
    public func translate(x: Double, y: Double, to other: Widget) -> (x: Double, y: Double)? {
        var dx = 0.0, dy = 0.0
        return gtk_widget_translate_coordinates(widget, other.widget, x, y, &dx, &dy) != 0 ? (dx, dy) : nil
    }

    public func queueDraw() { gtk_widget_queue_draw(widget) }
    public func grabFocus() { _ = gtk_widget_grab_focus(widget) }

    public var focusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Moves the focus into the widget: onto it, or its first focusable child; false when nothing took it.
    @discardableResult
    public func focusInto() -> Bool {
        if gtk_widget_grab_focus(widget) != 0 && containsFocus { return true }
        return gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0
    }

    /// False lets pointer events pass through to whatever lies beneath (an overlay over a canvas).
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    public func setCursor(named name: String?) { gtk_widget_set_cursor_from_name(widget, name) }

    /// The widget's own name, for CSS (`#canvas`) and for finding it in the accessibility tree.
    public var name: String {
        get { string(gtk_widget_get_name(widget)) ?? "" }
        set { gtk_widget_set_name(widget, newValue) }
    }

    /// Hands the controller to the widget, which keeps its own reference.
    public func add(_ controller: EventController) {
        g_object_ref(controller.raw)
        gtk_widget_add_controller(widget, controller.opaque)
    }

    /// Runs `work` whenever the widget is mapped (shown on screen).
    @discardableResult
    public func onMap(_ work: @escaping @MainActor () -> Void) -> UInt {
        connect("map", trampoline: Trampoline.plain, work)
    }

    /// Calls `tick` on every frame of the widget's frame clock until it returns false.
    public func addTickCallback(_ tick: @escaping @MainActor () -> Bool) {
        let data = Unmanaged.passRetained(ClosureBox(tick)).toOpaque()
        gtk_widget_add_tick_callback(widget, { _, _, data in
            let f = Unmanaged<ClosureBox<@MainActor () -> Bool>>.fromOpaque(data!).takeUnretainedValue().f
            return MainActor.assumeIsolated { f() } ? 1 : 0
        }, data, { data in
            Unmanaged<AnyObject>.fromOpaque(data!).release()
        })
    }

    /// Names a button a composite widget built inside itself, and the button's own first child.
    func labelInnerButton(_ button: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        inset_accessible_set_label(OpaquePointer(button), label)
        if let inner = gtk_widget_get_first_child(button) { inset_accessible_set_label(OpaquePointer(inner), label) }
    }

    /// Removes every child a container widget has (boxes, list boxes).
    func removeAllChildren(using remove: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        while let child = gtk_widget_get_first_child(widget) { remove(child) }
    }
}
