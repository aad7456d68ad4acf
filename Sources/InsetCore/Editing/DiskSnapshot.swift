import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file held at one moment: enough to tell later whether someone else changed it.
public struct DiskSnapshot: Hashable, Sendable {
    public var size: Int
    public var modified: Date?
    /// FNV-1a (64 bits) of the bytes: equal contents give equal digests, whatever the mtime says.
    public var digest: UInt64

    public init(bytes: [UInt8], modified: Date?) {
        size = bytes.count
        self.modified = modified
        digest = fnv1a(bytes)
    }

    /// Whether the two hold the same bytes, however their times differ (a `touch` changes nothing).
    public func hasSameContents(as other: DiskSnapshot) -> Bool {
        size == other.size && digest == other.digest
    }

    /// The file as it is now; nil when it is missing or can't be read.
    public static func current(at url: URL) -> DiskSnapshot? {
        try? read(at: url)?.snapshot
    }

    /// The file's bytes and their snapshot, nil when there is no file; other failures throw.
    static func read(at url: URL) throws(SystemFile.Failure) -> (snapshot: DiskSnapshot, bytes: [UInt8])? {
        let bytes: [UInt8]
        do {
            bytes = try SystemFile.contents(of: url.path)
        } catch {
            if error.code == ENOENT { return nil }
            throw error
        }
        return (DiskSnapshot(bytes: bytes, modified: modificationDate(of: url)), bytes)
    }

    static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}

/// What happened to the open file on disk since it was loaded or saved, and what the app should do.
public enum ExternalChange: Hashable, Sendable {
    /// Same contents (perhaps a new mtime): nothing to do.
    case unchanged
    /// Someone else changed it and there are no unsaved edits: reload it quietly.
    case changedWhileClean
    /// Someone else changed it while there are unsaved edits: ask which to keep; never overwrite silently.
    case changedWhileDirty
    /// It is gone or unreadable; the document in memory is now the only copy.
    case removed
}

/// FNV-1a, 64 bits: a fast hash that is the same in every run (Swift's `Hasher` is seeded per process).
func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
}
