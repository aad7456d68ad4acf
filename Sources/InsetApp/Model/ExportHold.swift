import Foundation

/// A test hook: with `INSET_EXPORT_HOLD=FILE` an export stops after each progress report while
/// FILE exists, so an end-to-end test can read the progress strip and press Cancel without racing
/// an export that may finish first on a fast machine or last on a busy one.
public struct ExportHold: Sendable {
    public let path: String?

    public init(path: String?) { self.path = path }

    public static let fromEnvironment = ExportHold(path: ProcessInfo.processInfo.environment["INSET_EXPORT_HOLD"])

    public var isHolding: Bool {
        guard let path else { return false }
        return FileManager.default.fileExists(atPath: path)
    }

    /// Returns once the file is gone or `cancelled` says so; at once without a hold.
    public func wait(unlessCancelled cancelled: () -> Bool) {
        while isHolding && !cancelled() { usleep(20_000) }
    }
}
