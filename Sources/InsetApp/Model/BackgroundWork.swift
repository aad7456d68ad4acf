/// Runs slow work (checking every environment) off the main thread and hands the result back on it.
/// The app posts the result through the GLib main loop; tests run it in place.
public protocol BackgroundWork: Sendable {
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void)
    /// Runs `update` on the main thread soon, from any thread: how work reports progress as it goes.
    func post(_ update: @escaping @Sendable @MainActor () -> Void)
}

extension BackgroundWork {
    /// An empty job whose delivery runs `update`; conformers with a direct way to the main thread use that.
    public func post(_ update: @escaping @Sendable @MainActor () -> Void) {
        run({}, then: { update() })
    }
}

/// Runs the work at once, on the caller's thread: for tests and for small jobs.
public struct InPlace: BackgroundWork {
    public init() {}
    public func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void) {
        let result = work()
        MainActor.assumeIsolated { deliver(result) }
    }

    public func post(_ update: @escaping @Sendable @MainActor () -> Void) {
        MainActor.assumeIsolated { update() }
    }
}
