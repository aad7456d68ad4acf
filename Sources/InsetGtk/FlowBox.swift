import CGtk
import CGtkShim

/// Children that flow into rows as wide as there is room for (`GtkFlowBox`); addressed by index.
public final class FlowBox: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_flow_box_new()))
    }

    public enum Selection { case none, single }

    public var selectionMode: Selection = .single {
        didSet {
            gtk_flow_box_set_selection_mode(opaque, selectionMode == .none ? GTK_SELECTION_NONE : GTK_SELECTION_SINGLE)
        }
    }

    /// Every child as wide as the widest.
    public var isHomogeneous: Bool {
        get { gtk_flow_box_get_homogeneous(opaque) != 0 }
        set { gtk_flow_box_set_homogeneous(opaque, newValue ? 1 : 0) }
    }

    public func setSpacing(columns: UInt32, rows: UInt32) {
        gtk_flow_box_set_column_spacing(opaque, columns)
        gtk_flow_box_set_row_spacing(opaque, rows)
    }

    public func setChildrenPerLine(minimum: UInt32, maximum: UInt32) {
        gtk_flow_box_set_min_children_per_line(opaque, minimum)
        gtk_flow_box_set_max_children_per_line(opaque, maximum)
    }

    /// Appends `child` in a new flow box child, which screen readers announce as `accessibleLabel`.
    public func append(_ child: Widget, accessibleLabel: String? = nil) {
        gtk_flow_box_append(opaque, child.widget)
        if let accessibleLabel { setAccessibleLabel(accessibleLabel, at: count - 1) }
    }

    public var count: Int {
        var n = 0
        while gtk_flow_box_get_child_at_index(opaque, Int32(n)) != nil { n += 1 }
        return n
    }

    public func setAccessibleLabel(_ label: String, at index: Int) {
        guard let child = gtk_flow_box_get_child_at_index(opaque, Int32(index)) else { return }
        inset_accessible_set_label(OpaquePointer(child), label)
    }

    public func removeAll() {
        while let child = gtk_flow_box_get_child_at_index(opaque, 0) {
            gtk_flow_box_remove(opaque, asWidget(child))
        }
    }

    /// Selects the child at `index`; nil (or an index past the end) selects none.
    public func select(_ index: Int?) {
        guard let index, let child = gtk_flow_box_get_child_at_index(opaque, Int32(index)) else {
            gtk_flow_box_unselect_all(opaque)
            return
        }
        gtk_flow_box_select_child(opaque, child)
    }

    /// Moves the keyboard focus to the child at `index`.
    public func focus(_ index: Int) {
        guard let child = gtk_flow_box_get_child_at_index(opaque, Int32(index)) else { return }
        _ = gtk_widget_grab_focus(asWidget(child))
    }

    /// A child clicked or activated with the keyboard: its index.
    @discardableResult
    public func onChildActivated(_ handler: @escaping @MainActor (Int) -> Void) -> UInt {
        connect("child-activated", trampoline: Trampoline.pointer) { (child: UnsafeMutableRawPointer?) in
            guard let child else { return }
            handler(Int(gtk_flow_box_child_get_index(child.assumingMemoryBound(to: GtkFlowBoxChild.self))))
        }
    }
}
