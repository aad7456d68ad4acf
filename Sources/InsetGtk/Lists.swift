import CGtk
import CGtkShim

/// A vertical list of rows (`GtkListBox`); rows are addressed by index.
public final class ListBox: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_list_box_new()))
    }

    public enum Selection { case none, single }

    public var selectionMode: Selection = .single {
        didSet {
            gtk_list_box_set_selection_mode(opaque, selectionMode == .none ? GTK_SELECTION_NONE : GTK_SELECTION_SINGLE)
        }
    }

    /// Appends `child` in a new row; a non-activatable row is a heading or a note. A row holding
    /// only a label is named by it: GTK 4.8 leaves a row's name empty whatever it holds.
    public func append(_ child: Widget, activatable: Bool = true, accessibleLabel: String? = nil) {
        let accessibleLabel = accessibleLabel ?? (child as? Label)?.text
        let row = UnsafeMutableRawPointer(gtk_list_box_row_new()!).assumingMemoryBound(to: GtkListBoxRow.self)
        gtk_list_box_row_set_child(row, child.widget)
        gtk_list_box_row_set_activatable(row, activatable ? 1 : 0)
        gtk_list_box_row_set_selectable(row, activatable ? 1 : 0)
        if let accessibleLabel { inset_accessible_set_label(OpaquePointer(row), accessibleLabel) }
        gtk_list_box_append(opaque, asWidget(row))
    }

    public func removeAll() {
        while let row = gtk_list_box_get_row_at_index(opaque, 0) {
            gtk_list_box_remove(opaque, asWidget(row))
        }
    }

    /// The row that has the keyboard focus, or holds the widget that has it.
    public var focusedIndex: Int? {
        var index: Int32 = 0
        while let row = gtk_list_box_get_row_at_index(opaque, index) {
            if gtk_widget_get_state_flags(asWidget(row)).rawValue
                & (GTK_STATE_FLAG_FOCUSED.rawValue | GTK_STATE_FLAG_FOCUS_WITHIN.rawValue) != 0 { return Int(index) }
            index += 1
        }
        return nil
    }

    /// A row clicked or activated with the keyboard: its index.
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) -> UInt {
        connect("row-activated", trampoline: Trampoline.pointer) { (row: UnsafeMutableRawPointer?) in
            guard let row else { return }
            handler(Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
        }
    }
}
