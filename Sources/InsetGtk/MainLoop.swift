import CGtk

/// Work for the GLib main loop, the only loop that runs under `g_application_run`
/// (`DispatchQueue.main` does not).
public enum MainLoop {
    private final class Work: @unchecked Sendable {
        let run: @MainActor () -> Void
        init(_ run: @escaping @MainActor () -> Void) { self.run = run }
    }

    private static let dispatch: GSourceFunc = { data in
        let work = Unmanaged<Work>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { work.run() }
        return 0
    }

    private static let release: GDestroyNotify = { data in
        Unmanaged<Work>.fromOpaque(data!).release()
    }

    /// Runs `work` on the main thread once the loop is idle; callable from any thread.
    public static func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        let data = Unmanaged.passRetained(Work(work)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, dispatch, data, release)
    }

    /// Runs `work` on the main thread after `milliseconds`.
    public static func after(milliseconds: UInt32, _ work: @escaping @Sendable @MainActor () -> Void) {
        let data = Unmanaged.passRetained(Work(work)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, dispatch, data, release)
    }
}
