import CGtk
import CGtkShim

/// One row of a `ListBox` (`GtkListBoxRow`), borrowed from the list for styling, focus and hit-testing.
public final class ListRow: Widget {
    init(borrowing row: UnsafeMutablePointer<GtkListBoxRow>) {
        super.init(retaining: UnsafeMutableRawPointer(row))
    }

    public var index: Int { Int(gtk_list_box_row_get_index(pointer())) }
}

/// Rows by index or position, and the selection, for lists that act as trees and take drops.
extension ListBox {
    public func row(at index: Int) -> ListRow? {
        gtk_list_box_get_row_at_index(opaque, Int32(index)).map(ListRow.init(borrowing:))
    }

    /// The row under a point `y` pixels from the list's top.
    public func row(atY y: Double) -> ListRow? {
        gtk_list_box_get_row_at_y(opaque, Int32(y)).map(ListRow.init(borrowing:))
    }

    public var selectedIndex: Int? {
        gtk_list_box_get_selected_row(opaque).map { Int(gtk_list_box_row_get_index($0)) }
    }

    /// Selects the row at `index`; nil clears the selection. Emits `row-selected` as a click does.
    public func select(_ index: Int?) {
        if let index, let row = gtk_list_box_get_row_at_index(opaque, Int32(index)) {
            gtk_list_box_select_row(opaque, row)
        } else {
            gtk_list_box_unselect_all(opaque)
        }
    }

    /// The selection changed (a click, the arrow keys, or `select`): the row's index, nil for none.
    @discardableResult
    public func onRowSelected(_ handler: @escaping @MainActor (Int?) -> Void) -> UInt {
        let f: Trampoline.Pointer = { row in
            handler(row.map { Int(gtk_list_box_row_get_index($0.assumingMemoryBound(to: GtkListBoxRow.self))) })
        }
        return connect("row-selected", trampoline: Trampoline.pointer, f)
    }
}

extension Widget {
    /// Whether the keyboard focus is on this widget or inside it.
    public var containsFocus: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }
}
