import CGtk
import CGtkShim

/// Input handling attached to a widget (`GtkEventController` and its gestures).
/// Created with a full reference; `Widget.add` gives the widget its own.
@MainActor
public class EventController: GObjectRef {
    /// Modifier keys held during the event being handled.
    public var isControlHeld: Bool {
        (gtk_event_controller_get_current_event_state(opaque).rawValue & GDK_CONTROL_MASK.rawValue) != 0
    }
}

/// Clicks and taps (`GtkGestureClick`).
public final class ClickGesture: EventController {
    /// `button` 0 listens to every mouse button, 1 the primary, 3 the secondary.
    public init(button: UInt32 = 1) {
        super.init(owning: UnsafeMutableRawPointer(gtk_gesture_click_new()))
        gtk_gesture_single_set_button(opaque, button)
    }

    /// Press count (2 for a double click) and position in widget coordinates, when the button
    /// comes up without the pointer having moved away (a drag is not a click).
    @discardableResult
    public func onReleased(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> UInt {
        connect("released", trampoline: Trampoline.press) { (n: Int32, x: Double, y: Double) in handler(Int(n), x, y) }
    }
}

/// Dragging with a pointer or finger (`GtkGestureDrag`).
public final class DragGesture: EventController {
    public init(button: UInt32 = 1) {
        super.init(owning: UnsafeMutableRawPointer(gtk_gesture_drag_new()))
        gtk_gesture_single_set_button(opaque, button)
    }

    /// The mouse button that started the drag in progress (1 primary, 2 middle, 3 secondary).
    public var currentButton: UInt32 { gtk_gesture_single_get_current_button(opaque) }

    /// Whether Shift was held at the last event of the drag.
    public var isShiftHeld: Bool {
        (gtk_event_controller_get_current_event_state(opaque).rawValue & GDK_SHIFT_MASK.rawValue) != 0
    }

    /// Stops the drag: GTK sends `drag-end` at once.
    public func cancel() { gtk_event_controller_reset(opaque) }

    @discardableResult
    public func onBegin(_ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        connect("drag-begin", trampoline: Trampoline.point, handler)
    }

    /// Offset from where the drag began.
    @discardableResult
    public func onUpdate(_ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        connect("drag-update", trampoline: Trampoline.point, handler)
    }

    @discardableResult
    public func onEnd(_ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        connect("drag-end", trampoline: Trampoline.point, handler)
    }
}

/// Two-finger pinch (`GtkGestureZoom`).
public final class ZoomGesture: EventController {
    public init() {
        super.init(owning: UnsafeMutableRawPointer(gtk_gesture_zoom_new()))
    }

    @discardableResult
    public func onBegin(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("begin", trampoline: Trampoline.pointer) { (_: UnsafeMutableRawPointer?) in handler() }
    }

    /// The scale relative to the distance between the fingers when the pinch began.
    @discardableResult
    public func onScaleChanged(_ handler: @escaping @MainActor (Double) -> Void) -> UInt {
        connect("scale-changed", trampoline: Trampoline.number, handler)
    }

    /// The point between the fingers, in widget coordinates.
    public var center: (x: Double, y: Double)? {
        var x = 0.0, y = 0.0
        return gtk_gesture_get_bounding_box_center(opaque, &x, &y) != 0 ? (x, y) : nil
    }
}

/// Scroll wheel and touchpad scrolling (`GtkEventControllerScroll`).
public final class ScrollController: EventController {
    public init() {
        let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue)
        super.init(owning: UnsafeMutableRawPointer(gtk_event_controller_scroll_new(flags)))
    }

    /// Returns true when the scroll was handled and should not scroll anything else.
    @discardableResult
    public func onScroll(_ handler: @escaping @MainActor (Double, Double) -> Bool) -> UInt {
        connect("scroll", trampoline: Trampoline.pointHandled, handler)
    }
}

/// Pointer position over a widget (`GtkEventControllerMotion`).
public final class MotionController: EventController {
    public init() {
        super.init(owning: UnsafeMutableRawPointer(gtk_event_controller_motion_new()))
    }

    @discardableResult
    public func onMotion(_ handler: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        connect("motion", trampoline: Trampoline.point, handler)
    }

    @discardableResult
    public func onLeave(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("leave", trampoline: Trampoline.plain, handler)
    }
}

/// Files dropped onto a widget (`GtkDropTarget` for `GFile`).
public final class FileDropTarget: EventController {
    public init() {
        let copy = GdkDragAction(GDK_ACTION_COPY.rawValue)
        super.init(owning: UnsafeMutableRawPointer(gtk_drop_target_new(g_file_get_type(), copy)))
    }

    /// The local path of a dropped file; return whether it was accepted.
    @discardableResult
    public func onDrop(_ handler: @escaping @MainActor (String) -> Bool) -> UInt {
        connect("drop", trampoline: Trampoline.drop) { (value: UnsafePointer<GValue>?, _: Double, _: Double) in
            guard let file = inset_value_get_file(value), let path = takeString(g_file_get_path(file)) else {
                return false
            }
            return handler(path)
        }
    }
}
