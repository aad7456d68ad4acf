import CGtk
import CGtkShim

/// A Swift closure kept alive by a signal connection; released by the connection's destroy notify.
final class ClosureBox<F> {
    let f: F
    init(_ f: F) { self.f = f }
}

/// Frees a `ClosureBox` when GLib drops the closure (the object died or the handler was disconnected).
private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Reads back the closure a trampoline was given.
private func unbox<F>(_ data: gpointer?, as _: F.Type) -> F {
    Unmanaged<ClosureBox<F>>.fromOpaque(data!).takeUnretainedValue().f
}

/// C entry points, one per handler signature; each hands its arguments to the boxed Swift closure
/// on the main actor (GTK emits signals on the main thread).
enum Trampoline {
    typealias Plain = @MainActor () -> Void
    static let plain: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        let f = unbox(data, as: Plain.self)
        MainActor.assumeIsolated { f() }
    }

    /// A signal without arguments, handed the object that emitted it, so a handler needs no
    /// reference to a wrapper that may be gone.
    typealias Sender = @MainActor (UnsafeMutableRawPointer) -> Void
    static let sender: @convention(c) (gpointer?, gpointer?) -> Void = { instance, data in
        let f = unbox(data, as: Sender.self)
        guard let instance else { return }
        MainActor.assumeIsolated { f(instance) }
    }

    typealias PlainHandled = @MainActor () -> Bool
    static let plainHandled: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
        let f = unbox(data, as: PlainHandled.self)
        return MainActor.assumeIsolated { f() } ? 1 : 0
    }

    typealias Pointer = @MainActor (UnsafeMutableRawPointer?) -> Void
    static let pointer: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, arg, data in
        let f = unbox(data, as: Pointer.self)
        MainActor.assumeIsolated { f(arg) }
    }

    typealias Integer = @MainActor (Int32) -> Void
    static let integer: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, n, data in
        let f = unbox(data, as: Integer.self)
        MainActor.assumeIsolated { f(n) }
    }

    typealias Number = @MainActor (Double) -> Void
    static let number: @convention(c) (gpointer?, Double, gpointer?) -> Void = { _, x, data in
        let f = unbox(data, as: Number.self)
        MainActor.assumeIsolated { f(x) }
    }

    typealias Point = @MainActor (Double, Double) -> Void
    static let point: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
        let f = unbox(data, as: Point.self)
        MainActor.assumeIsolated { f(x, y) }
    }

    typealias PointHandled = @MainActor (Double, Double) -> Bool
    static let pointHandled: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, x, y, data in
        let f = unbox(data, as: PointHandled.self)
        return MainActor.assumeIsolated { f(x, y) } ? 1 : 0
    }

    typealias Press = @MainActor (Int32, Double, Double) -> Void
    static let press: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, n, x, y, data in
        let f = unbox(data, as: Press.self)
        MainActor.assumeIsolated { f(n, x, y) }
    }

    typealias Size = @MainActor (Int32, Int32) -> Void
    static let size: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = { _, w, h, data in
        let f = unbox(data, as: Size.self)
        MainActor.assumeIsolated { f(w, h) }
    }

    typealias Drop = @MainActor (UnsafePointer<GValue>?, Double, Double) -> Bool
    static let drop: @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
        _, value, x, y, data in
        let f = unbox(data, as: Drop.self)
        return MainActor.assumeIsolated { f(value, x, y) } ? 1 : 0
    }

    typealias Key = @MainActor (UInt32, UInt32) -> Bool
    static let key: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        _, keyval, _, state, data in
        let f = unbox(data, as: Key.self)
        return MainActor.assumeIsolated { f(keyval, state.rawValue) } ? 1 : 0
    }

    /// A pointer and a flag (`GtkDragSource::drag-end`: the drag and whether to delete the data).
    typealias PointerFlag = @MainActor (UnsafeMutableRawPointer?, Bool) -> Void
    static let pointerFlag: @convention(c) (gpointer?, gpointer?, gboolean, gpointer?) -> Void = { _, arg, flag, data in
        let f = unbox(data, as: PointerFlag.self)
        MainActor.assumeIsolated { f(arg, flag != 0) }
    }

    /// A drag over a drop target (`enter`, `motion`): the action it would take there, 0 for none.
    typealias PointAction = @MainActor (Double, Double) -> GdkDragAction
    static let pointAction: @convention(c) (gpointer?, Double, Double, gpointer?) -> GdkDragAction = { _, x, y, data in
        let f = unbox(data, as: PointAction.self)
        return MainActor.assumeIsolated { f(x, y) }
    }

    /// A drag source's `prepare`: the content to drag from that point, nil for no drag.
    typealias PointContent = @MainActor (Double, Double) -> gpointer?
    static let pointContent: @convention(c) (gpointer?, Double, Double, gpointer?) -> gpointer? = { _, x, y, data in
        let f = unbox(data, as: PointContent.self)
        // A pointer isn't Sendable, so it leaves the isolated closure as an address.
        return UnsafeMutableRawPointer(bitPattern: MainActor.assumeIsolated { UInt(bitPattern: f(x, y)) })
    }

    typealias FileEvent = @MainActor (GFileMonitorEvent) -> Void
    static let fileEvent: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = {
        _, _, _, event, data in
        let f = unbox(data, as: FileEvent.self)
        MainActor.assumeIsolated { f(event) }
    }
}

extension GObjectRef {
    /// Connects `handler` through `trampoline`, which must have the signal's C signature.
    @discardableResult
    func connect<F, C>(_ signal: String, trampoline: C, after: Bool = false, _ handler: F) -> UInt {
        let data = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
        let callback = unsafeBitCast(trampoline, to: GCallback.self)
        return UInt(inset_signal_connect(raw, signal, callback, data, releaseBox, after ? 1 : 0))
    }

    /// Runs `handler` whenever the property changes (`notify::name`).
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("notify::\(property)", trampoline: Trampoline.pointer, { (_: UnsafeMutableRawPointer?) in handler() })
    }
}
