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

    public func run(_ paths: [String]) -> CheckResult {
        let files = paths.flatMap(checkScreens)
        // Every output reads the groups: gathered on every core, one file each, and kept.
        _ = ParallelMap.map(files) { $0.groups.count }
        return CheckResult(files: files)
    }

    /// Every screen of the file at `path` (one for inset/1), or its load problems.
    public func checkScreens(_ path: String) -> [FileResult] {
        let file: LayoutFile
        let screens: [LayoutScreen]
        do {
            file = try LayoutFile.load(from: URL(fileURLWithPath: path), strings: strings)
            screens = try file.screens(matching: scenes)
        } catch let error as LayoutLoadError {
            return [FileResult(path: path, errors: error.problems.map(\.description))]
        } catch {
            return [FileResult(path: path, errors: ["\(error)"])]
        }
        return screens.map { screen in
            file.isInterfaceBuilder ? check(scene: screen, path: path) : check(screen, path: path) { _, _ in }
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
            environments = try query.environments(for: screen, in: catalog)
        } catch {
            return FileResult(path: path, document: document, errors: ["\(error)"])
        }
        let checker = Checker(engine: LayoutEngine(measurer: measurer), registry: registry,
                              configuration: configuration)
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
