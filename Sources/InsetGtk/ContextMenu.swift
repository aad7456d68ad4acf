import CGtk

/// Actions a widget and everything inside it can trigger as `prefix.name` (`GSimpleActionGroup`).
public final class ActionGroup: GObjectRef {
    public private(set) var actions: [Action] = []

    public init() {
        super.init(owning: UnsafeMutableRawPointer(g_simple_action_group_new()))
    }

    public func add(_ action: Action) {
        g_action_map_add_action(opaque, action.opaque)
        actions.append(action)
    }

    public subscript(name: String) -> Action? { actions.first { $0.name == name } }
}

extension Widget {
    /// Makes `group`'s actions available as `prefix.name` to this widget and its children.
    public func insertActionGroup(_ group: ActionGroup, prefix: String) {
        gtk_widget_insert_action_group(widget, prefix, group.opaque)
    }
}

/// A menu that pops up at a point of a widget, as a right click's context menu (`GtkPopoverMenu`).
public final class ContextMenu: Widget {
    public init(_ menu: Menu, on parent: Widget) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_popover_menu_new_from_model(menu.pointer())))
        gtk_popover_set_has_arrow(pointer(), 0)
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        gtk_widget_set_parent(widget, parent.widget)
    }

    deinit {
        if gtk_widget_get_parent(raw.assumingMemoryBound(to: GtkWidget.self)) != nil {
            gtk_widget_unparent(raw.assumingMemoryBound(to: GtkWidget.self))
        }
    }

    /// Shows the menu pointing at (x, y) in the parent's coordinates.
    public func popup(x: Double, y: Double) {
        var rect = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(pointer(), &rect)
        gtk_popover_popup(pointer())
    }
}
