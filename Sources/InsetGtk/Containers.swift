import CGtk

public enum LayoutAxis {
    case horizontal, vertical
    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

/// A row or column of widgets (`GtkBox`).
public final class Box: Widget {
    public init(_ axis: LayoutAxis, spacing: Int32 = 0) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_box_new(axis.gtk, spacing)))
    }

    public func append(_ child: Widget) { gtk_box_append(pointer(), child.widget) }
    public func remove(_ child: Widget) { gtk_box_remove(pointer(), child.widget) }
    public func removeAll() { removeAllChildren { gtk_box_remove(pointer(), $0) } }
}

/// Two panes with a draggable divider (`GtkPaned`).
public final class Paned: Widget {
    public init(_ axis: LayoutAxis) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_paned_new(axis.gtk)))
    }

    public func setStart(_ child: Widget, resize: Bool = true, shrink: Bool = false) {
        gtk_paned_set_start_child(opaque, child.widget)
        gtk_paned_set_resize_start_child(opaque, resize ? 1 : 0)
        gtk_paned_set_shrink_start_child(opaque, shrink ? 1 : 0)
    }

    public func setEnd(_ child: Widget, resize: Bool = false, shrink: Bool = false) {
        gtk_paned_set_end_child(opaque, child.widget)
        gtk_paned_set_resize_end_child(opaque, resize ? 1 : 0)
        gtk_paned_set_shrink_end_child(opaque, shrink ? 1 : 0)
    }

    public var position: Int32 {
        get { gtk_paned_get_position(opaque) }
        set { gtk_paned_set_position(opaque, newValue) }
    }
}

/// A scroll position along one axis (`GtkAdjustment`).
public final class Adjustment: GObjectRef {
    init(borrowed raw: UnsafeMutableRawPointer) { super.init(retaining: raw) }

    public var value: Double {
        get { gtk_adjustment_get_value(pointer()) }
        set { gtk_adjustment_set_value(pointer(), newValue) }
    }
    public var upper: Double { gtk_adjustment_get_upper(pointer()) }
    public var lower: Double { gtk_adjustment_get_lower(pointer()) }
    public var pageSize: Double { gtk_adjustment_get_page_size(pointer()) }

    /// Runs `handler` when the range changes (content or viewport resized).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("changed", trampoline: Trampoline.plain, handler)
    }
}

/// A scrollable viewport around one child (`GtkScrolledWindow`).
public final class ScrolledWindow: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
    }

    public var child: Widget? {
        didSet { gtk_scrolled_window_set_child(opaque, child?.widget) }
    }

    public enum Policy { case automatic, never, external }

    public func setPolicy(horizontal: Policy, vertical: Policy) {
        func gtk(_ p: Policy) -> GtkPolicyType {
            switch p {
            case .automatic: return GTK_POLICY_AUTOMATIC
            case .never: return GTK_POLICY_NEVER
            case .external: return GTK_POLICY_EXTERNAL
            }
        }
        gtk_scrolled_window_set_policy(opaque, gtk(horizontal), gtk(vertical))
    }

    public var hadjustment: Adjustment {
        Adjustment(borrowed: UnsafeMutableRawPointer(gtk_scrolled_window_get_hadjustment(opaque)))
    }
    public var vadjustment: Adjustment {
        Adjustment(borrowed: UnsafeMutableRawPointer(gtk_scrolled_window_get_vadjustment(opaque)))
    }

    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(opaque) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(opaque, newValue ? 1 : 0) }
    }

    public func setMaxContentHeight(_ height: Int32) {
        gtk_scrolled_window_set_max_content_height(opaque, height)
    }
}

/// Widgets laid over a main child (`GtkOverlay`).
public final class Overlay: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_overlay_new()))
    }

    public var child: Widget? {
        didSet { gtk_overlay_set_child(opaque, child?.widget) }
    }

    public func addOverlay(_ widget: Widget) { gtk_overlay_add_overlay(opaque, widget.widget) }
}

/// A child that slides in and out (`GtkRevealer`).
public final class Revealer: Widget {
    public init(child: Widget) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_revealer_new()))
        gtk_revealer_set_child(opaque, child.widget)
        gtk_revealer_set_transition_type(opaque, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
    }

    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(opaque) != 0 }
        set { gtk_revealer_set_reveal_child(opaque, newValue ? 1 : 0) }
    }
}

/// Named pages of which one shows at a time (`GtkStack`).
public final class Stack: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_stack_new()))
        gtk_stack_set_transition_type(opaque, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    }

    public func add(_ child: Widget, name: String) { _ = gtk_stack_add_named(opaque, child.widget, name) }

    public var visibleName: String? {
        get { string(gtk_stack_get_visible_child_name(opaque)) }
        set { if let newValue { gtk_stack_set_visible_child_name(opaque, newValue) } }
    }
}
