#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and crash-safe replacement over POSIX calls, which give the exact cause
/// (`errno`) that Foundation's file APIs blur.
enum SystemFile {
    /// A call the system refused.
    struct Failure: Error {
        var code: Int32
        /// The system's words, lower-cased to sit inside a sentence: "permission denied".
        var reason: String {
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// Layout files are kilobytes; refusing giants keeps a mistaken path from eating memory.
    static let maximumSize = 64 << 20

    /// The file's bytes, or why they couldn't be read (`EFBIG` past `maximumSize`).
    static func contents(of path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(code: errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > maximumSize { throw Failure(code: EFBIG) }
        }
    }

    /// Replaces `path` with `bytes` so that a crash or a full disk leaves either the old file or
    /// the new one: written to a temporary file beside it, flushed to disk, then renamed over it.
    /// On failure the temporary file is removed and the old file is untouched.
    static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let target = resolvingSymlink(path)
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { $0 == target.startIndex ? "/" : String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = "\(directory == "/" ? "" : directory)/.\(name).\(UInt32.random(in: .min ... .max)).saving"

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw Failure(code: errno) }
        var existing = stat()
        if stat(target, &existing) == 0 { fchmod(fd, existing.st_mode & 0o7777) }
        do throws(Failure) {
            try writeAll(bytes, to: fd)
            guard fsync(fd) == 0 else { throw Failure(code: errno) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard close(fd) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(code: code)
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(code: code)
        }
        syncDirectory(directory)
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            offset += count
        }
    }

    /// Saving through a symlink replaces the file it points to, not the link.
    private static func resolvingSymlink(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Makes the rename itself durable; a failure here can't undo the save, so it is not reported.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
