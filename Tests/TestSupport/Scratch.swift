import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where tests write files: one folder per test process, removed when it exits, so a machine
/// that runs the tests often doesn't gather thousands of folders in its /tmp. A test run as
/// another's child process (`Scratch.inherited` set) writes in its parent's folder, which the
/// parent removes.
public enum Scratch {
    public static let root: URL = {
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if inheritedPath == nil { atexit { try? FileManager.default.removeItem(at: Scratch.url) } }
        return url
    }()

    /// The environment variable that hands a child process its parent's folder.
    public static let inherited = "INSET_TEST_SCRATCH"

    private static let inheritedPath = ProcessInfo.processInfo.environment[inherited]

    private static let url = inheritedPath.map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? FileManager.default.temporaryDirectory
        .appendingPathComponent("inset-tests-\(ProcessInfo.processInfo.processIdentifier)")
}
