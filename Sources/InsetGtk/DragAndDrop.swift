import CGtk
import CGtkShim

/// Dragging text out of a widget, to move something (`GtkDragSource` with string content).
public final class TextDragSource: EventController {
    public init() {
        super.init(owning: UnsafeMutableRawPointer(gtk_drag_source_new()))
        gtk_drag_source_set_actions(opaque, GDK_ACTION_MOVE)
    }

    /// Asked when a drag starts at a point of the widget: the text to carry, nil for no drag there.
    @discardableResult
    public func onPrepare(_ handler: @escaping @MainActor (Double, Double) -> String?) -> UInt {
        let f: Trampoline.PointContent = { x, y in
            guard let text = handler(x, y) else { return nil }
            // The signal hands the provider over to GTK.
            return UnsafeMutableRawPointer(inset_content_provider_new_for_string(text))
        }
        return connect("prepare", trampoline: Trampoline.pointContent, f)
    }

    /// Asked when the drag starts: the widget that follows the pointer while it lasts, and the
    /// point of it that sits under the pointer (negative puts it to the right of or below the pointer).
    @discardableResult
    public func onDragBegin(_ icon: @escaping @MainActor () -> (Widget, hotX: Int32, hotY: Int32)?) -> UInt {
        let f: Trampoline.Pointer = { drag in
            guard let drag, let (widget, hotX, hotY) = icon() else { return }
            let holder = gtk_drag_icon_get_for_drag(OpaquePointer(drag))
            gtk_drag_icon_set_child(OpaquePointer(holder), widget.widget)
            gdk_drag_set_hotspot(OpaquePointer(drag), hotX, hotY)
        }
        return connect("drag-begin", trampoline: Trampoline.pointer, f)
    }

    @discardableResult
    public func onDragEnd(_ handler: @escaping @MainActor () -> Void) -> UInt {
        let f: Trampoline.PointerFlag = { _, _ in handler() }
        return connect("drag-end", trampoline: Trampoline.pointerFlag, f)
    }
}

/// Text dropped onto a widget to move something there (`GtkDropTarget` for strings).
public final class TextDropTarget: EventController {
    public init() {
        super.init(owning: UnsafeMutableRawPointer(inset_drop_target_new_for_string(GDK_ACTION_MOVE)))
    }

    /// The pointer entered or moved during a drag: return whether a drop there would be taken,
    /// so GTK shows the pointer accordingly.
    @discardableResult
    public func onMotion(_ handler: @escaping @MainActor (Double, Double) -> Bool) -> UInt {
        let f: Trampoline.PointAction = { x, y in handler(x, y) ? GDK_ACTION_MOVE : GdkDragAction(0) }
        connect("enter", trampoline: Trampoline.pointAction, f)
        return connect("motion", trampoline: Trampoline.pointAction, f)
    }

    /// The drag left the widget or ended elsewhere.
    @discardableResult
    public func onLeave(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("leave", trampoline: Trampoline.plain, handler)
    }

    /// The text dropped and where; return whether it was used.
    @discardableResult
    public func onDrop(_ handler: @escaping @MainActor (String, Double, Double) -> Bool) -> UInt {
        let f: Trampoline.Drop = { value, x, y in
            guard let text = inset_value_get_string(value) else { return false }
            return handler(String(cString: text), x, y)
        }
        return connect("drop", trampoline: Trampoline.drop, f)
    }
}
