import Foundation

/// Recovery copies of documents with unsaved edits, so a crash loses at most a few seconds of
/// work: one file per document, `<hash of its absolute path>.inset.json`, in
/// `$XDG_STATE_HOME/inset/recovery` (`~/.local/state/inset/recovery` without it).
///
/// A copy is JSON: `{"recoveryOf": path, "savedAt": ISO 8601 time, "document": {the layout}}`.
/// It is written atomically, so a crash during a write leaves the previous copy.
public struct RecoveryStore: Sendable {
    /// The folder the copies are in.
    public let directory: URL

    /// A store whose state directory (`XDG_STATE_HOME`) is `stateDirectory`.
    public init(stateDirectory: URL) {
        directory = stateDirectory.appendingPathComponent("inset/recovery", isDirectory: true)
    }

    /// The user's store, from `XDG_STATE_HOME` as the XDG spec reads it: used only when absolute.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> RecoveryStore {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return RecoveryStore(stateDirectory: URL(fileURLWithPath: state, isDirectory: true))
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return RecoveryStore(stateDirectory: home.appendingPathComponent(".local/state", isDirectory: true))
    }

    /// One recovery copy.
    public struct Recovery: Sendable {
        /// The absolute path of the file the copy is of.
        public var originalPath: String
        public var savedAt: Date
        public var document: LayoutDocument
    }

    /// A copy that couldn't be written; the previous copy, if any, is intact.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { tr("could not write the recovery copy {path}: {reason}", ["path": path, "reason": reason]) }
    }

    // MARK: Writing and discarding

    /// Writes (or replaces) the recovery copy of the file at `path`.
    public func write(_ document: LayoutDocument, for path: String, at time: Date = Date()) throws(Failure) {
        let url = self.url(for: path)
        let json: PrettyJSON
        do { json = try LayoutEncoder.json(for: document) } catch { throw Failure(path: url.path, reason: error.reason) }
        try writeCopy(of: path, (key: "document", value: json), to: url, at: time)
    }

    /// A copy `{"recoveryOf", "savedAt", key: value}`, written atomically.
    func writeCopy(of path: String, _ member: (key: String, value: PrettyJSON), to url: URL, at time: Date) throws(Failure) {
        let text = PrettyJSON.object([
            (key: "recoveryOf", value: .string(Self.absolute(path))),
            (key: "savedAt", value: .string(Self.timeText(time))),
            member,
        ]).rendered()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(path: url.path, reason: tr("can't create {folder}", ["folder": directory.path]))
        }
        do {
            try SystemFile.replace(url.path, with: Array(text.utf8))
        } catch {
            throw Failure(path: url.path, reason: error.reason)
        }
    }

    /// Removes the copy: after a save, or when the designer declines to recover it.
    public func discard(for path: String) {
        try? FileManager.default.removeItem(at: url(for: path))
        try? FileManager.default.removeItem(at: interfaceBuilderURL(for: path))
    }

    // MARK: Reading

    /// The copy to offer when opening `path`: one that is newer than the file and says something
    /// else than it does (or whose file is gone). Nil otherwise.
    public func recoveredVersion(for path: String) -> LayoutDocument? {
        guard let recovery = recovery(for: path) else { return nil }
        return isOffered(savedAt: recovery.savedAt, for: path) { file in
            guard let onDisk = try? LayoutDocument.load(from: file),
                  let ours = try? recovery.document.encoded() else { return true }
            return (try? onDisk.encoded()) != ours
        } ? recovery.document : nil
    }

    /// Whether a copy saved at `savedAt` is one to offer for the file at `path`: the file is gone,
    /// or is older than the copy and `differs` from it.
    func isOffered(savedAt: Date, for path: String, differs: (URL) -> Bool) -> Bool {
        let file = URL(fileURLWithPath: Self.absolute(path))
        guard let modified = DiskSnapshot.modificationDate(of: file) else { return true }
        // Times in the copy are kept to the millisecond.
        guard savedAt.timeIntervalSince1970 >= (modified.timeIntervalSince1970 * 1000).rounded(.down) / 1000 else { return false }
        return differs(file)
    }

    /// The copy for `path` as it is, whatever its age; nil when there is none or it can't be read.
    public func recovery(for path: String) -> Recovery? {
        read(url(for: path))
    }

    /// Every readable copy in the store, newest first: what to offer when the app starts.
    public func all() -> [Recovery] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".inset.json") }
            .compactMap { read(directory.appendingPathComponent($0)) }
            .sorted { $0.savedAt > $1.savedAt }
    }

    /// Where the copy for `path` lives.
    public func url(for path: String) -> URL {
        directory.appendingPathComponent("\(Self.hash(Self.absolute(path))).inset.json")
    }

    private func read(_ url: URL) -> Recovery? {
        guard let copy = readCopy(url), case .string(let original)? = copy.member("recoveryOf")?.kind,
              let value = copy.member("document"),
              case .success(let document) = LayoutDecoder.decode(value, path: url.path) else { return nil }
        return Recovery(originalPath: original, savedAt: copy.savedAt, document: document)
    }

    /// A copy's time and its members by key; nil when it can't be read.
    func readCopy(_ url: URL) -> (savedAt: Date, member: (String) -> JSONValue?)? {
        guard let bytes = try? SystemFile.contents(of: url.path),
              let root = try? JSONParser.parse(bytes), case .object(let members) = root.kind else { return nil }
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        guard case .string(let time)? = member("savedAt")?.kind, let savedAt = Self.time(from: time) else { return nil }
        return (savedAt, member)
    }

    // MARK: Names and times

    /// The path made absolute, with `.` and `..` and symbolic links resolved, so one file has one copy.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// FNV-1a of the path in hex, the same from one run to the next.
    static func hash(_ path: String) -> String {
        let hex = String(fnv1a(path.utf8), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func formatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }

    static func timeText(_ date: Date) -> String { formatter().string(from: date) }
    static func time(from text: String) -> Date? { formatter().date(from: text) }
}
