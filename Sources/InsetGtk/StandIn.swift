import CGtk
import CGtkShim

/// The accessible roles Inset gives widgets it builds to stand in for drawn things.
public enum AccessibleRole {
    case list, listItem, group

    var gtk: GtkAccessibleRole {
        switch self {
        case .list: return GTK_ACCESSIBLE_ROLE_LIST
        case .listItem: return GTK_ACCESSIBLE_ROLE_LIST_ITEM
        case .group: return GTK_ACCESSIBLE_ROLE_GROUP
        }
    }
}

/// A focusable widget that draws only its CSS box (a focus ring) over something drawn elsewhere,
/// so keyboards and screen readers can reach a thing that has no widget of its own.
public final class StandIn: Widget {
    public init(role: AccessibleRole) {
        super.init(sinking: UnsafeMutableRawPointer(inset_widget_new_with_role(inset_stand_in_get_type(), role.gtk)))
        focusable = true
    }
}

/// Children placed at pixel positions (`GtkFixed`), with an accessible role of its own.
public final class FixedLayer: Widget {
    public init(role: AccessibleRole) {
        super.init(sinking: UnsafeMutableRawPointer(inset_widget_new_with_role(gtk_fixed_get_type(), role.gtk)))
    }

    public func put(_ child: Widget, x: Double, y: Double) { gtk_fixed_put(pointer(), child.widget, x, y) }
    public func move(_ child: Widget, x: Double, y: Double) { gtk_fixed_move(pointer(), child.widget, x, y) }
    public func remove(_ child: Widget) { gtk_fixed_remove(pointer(), child.widget) }
}
