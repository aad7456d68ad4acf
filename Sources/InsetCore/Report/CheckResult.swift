import Foundation

/// What checking one file gave: its findings, or why it could not be read.
public struct FileResult: Sendable {
    public var path: String
    /// The scene of a storyboard or view of a xib this result is for; nil for an inset/1 file.
    public var screen: ScreenRef?
    public var document: LayoutDocument?
    public var environments: [Environment] { didSet { grouped = GroupCache() } }
    public var findings: [Finding] { didSet { grouped = GroupCache() } }
    /// Load problems, one message each (`file:line:column: …`); then `findings` is empty.
    public var errors: [String]

    public init(path: String, document: LayoutDocument? = nil, environments: [Environment] = [],
                findings: [Finding] = [], errors: [String] = []) {
        self.path = path; self.document = document; self.environments = environments
        self.findings = findings; self.errors = errors
    }

    /// The file, and the scene where a file has several: `Main.storyboard — Sign In`.
    public var displayName: String { screen.map { "\(path) — \($0.name)" } ?? path }

    /// Findings of the same rule on the same elements, gathered across environments: found once
    /// and kept until the findings change, since counts and every output read them.
    public var groups: [FindingGroup] { grouped.groups { FindingGroup.group(findings, among: environments) } }
    private var grouped = GroupCache()
}

/// A result's groups, computed on first use; a copy of a result that changes makes its own.
private final class GroupCache: @unchecked Sendable {
    private let lock = NSLock()
    private var value: [FindingGroup]?

    func groups(_ make: () -> [FindingGroup]) -> [FindingGroup] {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}

/// The result of `inset check` over several files.
public struct CheckResult: Sendable {
    public var files: [FileResult]
    public init(files: [FileResult]) { self.files = files }

    public var hasErrorFindings: Bool { files.contains { $0.findings.contains { $0.severity == .error } } }
    public var hasLoadErrors: Bool { files.contains { !$0.errors.isEmpty } }

    /// 2 when a file couldn't be read, else 1 when a finding is an error, else 0 (cli.md).
    public var exitCode: Int32 { hasLoadErrors ? 2 : hasErrorFindings ? 1 : 0 }

    /// The files checked: a storyboard's scenes are results of their own, of one file.
    public var fileCount: Int {
        var paths = Set<String>()
        return files.filter { paths.insert($0.path).inserted }.count
    }

    /// "(50 screens)": the screens of storyboards and xibs among the results, where there are any.
    public var screensNote: String? {
        let screens = files.filter { $0.screen != nil }.count
        return screens > 0 ? trn("({n} screen)", "({n} screens)", screens) : nil
    }

    /// "2 files", or "1 file (50 screens)" where storyboards and xibs were checked.
    public var filesAndScreens: String {
        let files = trn("{n} file", "{n} files", fileCount)
        return screensNote.map { files + " " + $0 } ?? files
    }

    public func count(_ severity: Severity) -> Int {
        files.reduce(0) { $0 + $1.groups.filter { $0.severity == severity }.count }
    }
}

/// Which screen of a file a result is for: the scene's or view's object id and its name.
public struct ScreenRef: Hashable, Sendable {
    public var id: String
    public var name: String
    public init(id: String, name: String) { self.id = id; self.name = name }
}
