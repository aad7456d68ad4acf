/// Runs slow work (checking every environment) off the main thread and hands the result back on it.
/// The app posts the result through the GLib main loop; tests run it in place.
public protocol BackgroundWork {
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void)
}

/// Runs the work at once, on the caller's thread: for tests and for small jobs.
public struct InPlace: BackgroundWork {
    public init() {}
    public func run<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping @MainActor (T) -> Void) {
        let result = work()
        MainActor.assumeIsolated { deliver(result) }
    }
}
