import Foundation

/// Saves reports, renders and baselines with the same crash-safe replacement as layout files.
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { tr("{path}: can't save: {reason}", ["path": path, "reason": reason]) }
    }

    public static func write(_ data: Data, to url: URL) throws {
        do {
            try SystemFile.replace(url.path, with: [UInt8](data))
        } catch {
            throw Failure(path: url.path, reason: error.reason)
        }
    }
}
