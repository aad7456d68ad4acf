import Dispatch
import InsetGtk

/// Runs work on a background queue and delivers the result through the GLib main loop.
struct MainLoopWork: BackgroundWork {
    private final class Delivery<T>: @unchecked Sendable {
        let deliver: @MainActor (T) -> Void
        init(_ deliver: @escaping @MainActor (T) -> Void) { self.deliver = deliver }
    }

    func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void) {
        let delivery = Delivery(deliver)
        DispatchQueue.global(qos: .userInitiated).async {
            let result = work()
            MainLoop.post { delivery.deliver(result) }
        }
    }

    func post(_ update: @escaping @Sendable @MainActor () -> Void) {
        MainLoop.post(update)
    }
}
