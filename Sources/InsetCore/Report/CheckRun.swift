import Foundation

/// `inset check` as a library call: load each file, lay it out in every environment asked for,
/// run the rules. An invalid file is reported and the others are still checked.
public struct CheckRun: Sendable {
    public var query: EnvironmentQuery
    /// `--config FILE`; nil looks for `.inset-rules.json` beside each layout or in a parent.
    public var configPath: String?
    public var baseline: Baseline?
    public var catalog: DeviceCatalog
    public var measurer: TextMeasurer
    public var registry: RuleRegistry

    public init(query: EnvironmentQuery = EnvironmentQuery(), configPath: String? = nil,
                baseline: Baseline? = nil, catalog: DeviceCatalog, measurer: TextMeasurer,
                registry: RuleRegistry = .standard) {
        self.query = query; self.configPath = configPath; self.baseline = baseline
        self.catalog = catalog; self.measurer = measurer; self.registry = registry
    }

    /// `--scene`: the scenes of Interface Builder files to check, by id or name; empty is all.
    public var scenes: [String] = []
    /// `--strings`: translations from `.strings` and `.xcstrings` files.
    public var strings: [StringsSource] = []
    /// Whether the findings are grouped (`FileResult.groups`) on every core before the run
    /// returns: the text and SARIF outputs and the counts read the groups; JSON and JUnit don't.
    public var groupsFindings = true

    /// Several screens (a storyboard's scenes, several files) are checked on every core, one
    /// screen each, in one environment after another; a single screen spreads its environments.
    public func run(_ paths: [String]) -> CheckResult {
        run(Self.load(paths, strings: strings, scenes: scenes))
    }

    /// Files read and their screens picked, before a check: the command line reads them while
    /// the device catalog loads on another core.
    public struct LoadedFiles: Sendable {
        fileprivate let files: [Result<(path: String, file: LayoutFile, screens: [LayoutScreen]), LoadFailure>]
    }

    /// Reads `paths` on every core; a file that can't be read becomes its result's errors.
    public static func load(_ paths: [String], strings: [StringsSource] = [], scenes: [String] = []) -> LoadedFiles {
        LoadedFiles(files: ParallelMap.map(paths) { load($0, strings: strings, scenes: scenes) })
    }

    public func run(_ loaded: LoadedFiles) -> CheckResult {
        // Each screen is a task of its own, so a storyboard's scenes share the cores as files do.
        var tasks: [ScreenTask] = []
        for file in loaded.files {
            switch file {
            case .success(let (path, file, screens)):
                tasks += screens.map { ScreenTask.screen(path: path, file: file, screen: $0) }
            case .failure(let failed):
                tasks.append(.failed(failed.result))
            }
        }
        var alone = self
        alone.oneCoreEach = tasks.filter { if case .screen = $0 { true } else { false } }.count > 1
        let files = ParallelMap.map(tasks) { task -> FileResult in
            switch task {
            case .screen(let path, let file, let screen): return alone.check(screen, of: file, path: path)
            case .failed(let result): return result
            }
        }
        // The outputs that read the groups find them gathered on every core, one file each.
        if groupsFindings { _ = ParallelMap.map(files) { $0.groups.count } }
        return CheckResult(files: files)
    }

    /// Whether each screen is checked on one core, the run spreading screens rather than
    /// environments over the cores.
    var oneCoreEach = false

    private enum ScreenTask {
        case screen(path: String, file: LayoutFile, screen: LayoutScreen)
        case failed(FileResult)
    }

    fileprivate struct LoadFailure: Error {
        let result: FileResult
    }

    private static func load(_ path: String, strings: [StringsSource],
                             scenes: [String]) -> Result<(path: String, file: LayoutFile, screens: [LayoutScreen]), LoadFailure> {
        do {
            let file = try LayoutFile.load(from: URL(fileURLWithPath: path), strings: strings)
            return .success((path, file, try file.screens(matching: scenes)))
        } catch let error as LayoutLoadError {
            return .failure(LoadFailure(result: FileResult(path: path, errors: error.problems.map(\.description))))
        } catch {
            return .failure(LoadFailure(result: FileResult(path: path, errors: ["\(error)"])))
        }
    }

    private func check(_ screen: LayoutScreen, of file: LayoutFile, path: String) -> FileResult {
        file.isInterfaceBuilder ? check(scene: screen, path: path) : check(screen, path: path) { _, _ in }
    }

    /// Every screen of the file at `path` (one for inset/1), or its load problems.
    public func checkScreens(_ path: String) -> [FileResult] {
        switch Self.load(path, strings: strings, scenes: scenes) {
        case .success(let (path, file, screens)): return screens.map { check($0, of: file, path: path) }
        case .failure(let failed): return [failed.result]
        }
    }

    /// A storyboard's scene or a xib's view, its result naming it.
    public func check(scene screen: LayoutScreen, path: String) -> FileResult {
        var result = check(screen, path: path) { _, _ in }
        result.screen = ScreenRef(id: screen.id, name: screen.name)
        return result
    }

    public func check(_ path: String) -> FileResult {
        checkScreens(path)[0]
    }

    /// Checks a document already in memory (the app's, or a test's).
    public func check(_ document: LayoutDocument, path: String) -> FileResult {
        check(document, path: path) { _, _ in }
    }

    /// The same, telling `progress` the environments done and their total after each one; an
    /// error it throws stops the check.
    public func check(_ document: LayoutDocument, path: String,
                      progress: (_ done: Int, _ total: Int) throws -> Void) rethrows -> FileResult {
        try check(LayoutScreen(id: LayoutFile.screenID(path), name: document.name, document: document),
                  path: path, progress: progress)
    }

    public func check(_ screen: LayoutScreen, path: String,
                      progress: (_ done: Int, _ total: Int) throws -> Void) rethrows -> FileResult {
        let document = screen.document
        let configuration: RuleConfiguration
        let environments: [Environment]
        do {
            configuration = try self.configuration(near: path)
            environments = SharedEnvironments.interned(try query.environments(for: screen, in: catalog))
        } catch {
            return FileResult(path: path, document: document, errors: ["\(error)"])
        }
        var checker = Checker(engine: LayoutEngine(measurer: measurer), registry: registry,
                              configuration: configuration)
        checker.oneCore = oneCoreEach
        var findings = try checker.check(document, in: environments) { try progress($0, environments.count) }
        if let baseline { findings.removeAll { baseline.contains($0, path: path) } }
        return FileResult(path: path, document: document, environments: environments, findings: findings)
    }

    /// The rule settings that apply to a layout file: `--config`, or the nearest `.inset-rules.json`.
    public func configuration(near path: String) throws -> RuleConfiguration {
        let url = configPath.map { URL(fileURLWithPath: $0) } ?? RuleConfiguration.find(near: URL(fileURLWithPath: path))
        guard let url else { return RuleConfiguration() }
        return try RuleConfiguration.load(from: url, knownRules: registry.ids)
    }
}
