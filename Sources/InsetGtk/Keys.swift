import CGtk
import CGtkShim

/// A key press with the modifiers that matter for editing shortcuts.
public struct KeyPress: Sendable {
    public let keyval: UInt32
    public let shift: Bool
    public let control: Bool
    public let alt: Bool

    /// The key's name as GDK spells it: "Tab", "Escape", "Left", "Delete", "a".
    public var name: String {
        guard let name = gdk_keyval_name(keyval) else { return "" }
        return String(cString: name)
    }
}

/// Key presses on a widget (`GtkEventControllerKey`); the handler returns whether it used the key.
public final class KeyController: EventController {
    public init() {
        super.init(owning: UnsafeMutableRawPointer(gtk_event_controller_key_new()))
    }

    /// Runs before the widget's own key handling (capture phase), so Tab can be taken from focus traversal.
    public func capturesFirst() {
        gtk_event_controller_set_propagation_phase(opaque, GTK_PHASE_CAPTURE)
    }

    @discardableResult
    public func onKeyPressed(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> UInt {
        let f: Trampoline.Key = { keyval, state in
            handler(KeyPress(keyval: keyval, shift: state & GDK_SHIFT_MASK.rawValue != 0,
                             control: state & GDK_CONTROL_MASK.rawValue != 0,
                             alt: state & GDK_ALT_MASK.rawValue != 0))
        }
        return connect("key-pressed", trampoline: Trampoline.key, f)
    }
}

/// Focus entering and leaving a widget or its children (`GtkEventControllerFocus`).
public final class FocusController: EventController {
    public init() {
        super.init(owning: UnsafeMutableRawPointer(gtk_event_controller_focus_new()))
    }

    @discardableResult
    public func onEnter(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("enter", trampoline: Trampoline.plain, handler)
    }

    @discardableResult
    public func onLeave(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("leave", trampoline: Trampoline.plain, handler)
    }
}
