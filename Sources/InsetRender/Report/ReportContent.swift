import InsetCore

/// What the HTML and PDF reports both show, worked out once from a check: the totals, a row per
/// device, and per file its problems and which environments to draw.
struct ReportContent {
    /// Drawings per file at most, and over the whole report: a file checked in a hundred
    /// environments, or fifty files, still make a report people open and read.
    static let renderLimit = 24
    static let renderBudget = 48

    let files: [FileReport]
    let devices: [DeviceSummary]
    /// Problems (finding groups) by severity, over every file.
    let totals: SeverityCounts
    let environmentCount: Int
    /// Files that could not be read or checked.
    let unreadableCount: Int

    init(_ result: CheckResult, renderLimit: Int = ReportContent.renderLimit, renderBudget: Int = ReportContent.renderBudget) {
        var files = result.files.enumerated().map { FileReport($1, number: $0 + 1) }
        let limits = ReportContent.share(renderBudget, among: files.map(\.worthDrawing.count), each: renderLimit)
        for i in files.indices { files[i].draw(atMost: limits[i]) }
        self.files = files
        totals = files.reduce(into: SeverityCounts()) { counts, file in
            for g in file.groups { counts[g.severity] += 1 }
        }
        environmentCount = result.files.reduce(0) { $0 + $1.environments.count }
        unreadableCount = result.files.filter { !$0.errors.isEmpty }.count
        devices = DeviceSummary.rows(files)
    }

    /// Splits `budget` drawings fairly: files that need few get all they need, the rest share
    /// what is left equally, none more than `each`.
    static func share(_ budget: Int, among needs: [Int], each: Int) -> [Int] {
        var limits = Array(repeating: 0, count: needs.count)
        var left = budget
        let order = needs.indices.filter { needs[$0] > 0 }.sorted { needs[$0] < needs[$1] }
        for (k, i) in order.enumerated() {
            let fair = max(1, left / (order.count - k))
            limits[i] = min(needs[i], fair, each)
            left = max(0, left - limits[i])
        }
        return limits
    }

    /// Every rule a finding cites, in the registry's order, for the PDF's closing pages.
    var rulesCited: [RuleHelp] {
        let ids = Set(files.flatMap { $0.groups.map(\.rule) })
        let known = RuleRegistry.standard.rules.filter { ids.contains($0.id) }.map(RuleHelp.init)
        let unknown = ids.subtracting(known.map(\.id)).sorted().map { RuleHelp(unknown: $0) }
        return known + unknown
    }
}

/// A count per severity.
struct SeverityCounts: Equatable {
    var error = 0, warning = 0, info = 0

    subscript(severity: Severity) -> Int {
        get { severity == .error ? error : severity == .warning ? warning : info }
        set {
            switch severity {
            case .error: error = newValue
            case .warning: warning = newValue
            case .info: info = newValue
            }
        }
    }

    var total: Int { error + warning + info }

    /// "2 errors, 1 warning" or "no findings".
    var phrase: String {
        let parts = Severity.allCases.compactMap { s -> String? in
            self[s] == 0 ? nil : s.count(self[s])
        }
        return parts.isEmpty ? tr("no findings") : parts.joined(separator: ", ")
    }
}

/// One line of the per-device summary: a device over every file checked on it.
struct DeviceSummary {
    let device: Device
    var environments = 0
    /// Distinct problems that happen in at least one of this device's environments.
    var counts = SeverityCounts()

    static func rows(_ files: [FileReport]) -> [DeviceSummary] {
        var order: [String] = []
        var rows: [String: DeviceSummary] = [:]
        for file in files {
            for env in file.file.environments {
                let id = env.device.id
                if rows[id] == nil { order.append(id); rows[id] = DeviceSummary(device: env.device) }
                rows[id]!.environments += 1
            }
            for group in file.groups {
                for id in Set(group.environments.map(\.device.id)) { rows[id]?.counts[group.severity] += 1 }
            }
        }
        return order.map { rows[$0]! }
    }
}

/// One layout file in the report.
struct FileReport {
    let file: FileResult
    /// 1-based, for anchors.
    let number: Int
    /// Problems, most severe first.
    let groups: [FindingGroup]
    /// Environments with findings that are drawn, in the file's environment order.
    private(set) var drawn: [EnvironmentReport] = []
    /// Environments with findings that are listed, not drawn.
    private(set) var undrawn: [EnvironmentReport] = []
    let clean: [Environment]
    private let withFindings: [EnvironmentReport]
    /// Numbers of the environments worth drawing, most telling first.
    let worthDrawing: [Int]

    init(_ file: FileResult, number: Int) {
        self.file = file
        self.number = number
        let groups = file.groups.enumerated()
            .sorted { ($0.element.severity, -$0.offset) > ($1.element.severity, -$1.offset) }
            .map(\.element)
        self.groups = groups
        var whereByKey: [String: String] = [:]
        for g in groups { whereByKey[g.problem] = g.whereItHappens }

        var withFindings: [EnvironmentReport] = []
        var clean: [Environment] = []
        for (index, env) in file.environments.enumerated() {
            let found = file.findings.filter { $0.environment == env }
            if found.isEmpty { clean.append(env); continue }
            let rows = found.enumerated()
                .sorted { ($0.element.severity, -$0.offset) > ($1.element.severity, -$1.offset) }
                .map { FindingRow($0.element, whereItHappens: whereByKey[$0.element.problem] ?? "") }
            withFindings.append(EnvironmentReport(environment: env, number: index + 1, findings: found, rows: rows))
        }
        self.withFindings = withFindings
        worthDrawing = FileReport.rank(withFindings, groups: groups)
        self.clean = clean
        draw(atMost: worthDrawing.count)
    }

    /// Draws the first `limit` environments worth drawing; lists the others.
    mutating func draw(atMost limit: Int) {
        let chosen = Set(worthDrawing.prefix(limit))
        drawn = withFindings.filter { chosen.contains($0.number) }
        undrawn = withFindings.filter { !chosen.contains($0.number) }
    }

    /// The layout's own name, or the file's when it couldn't be read.
    var title: String {
        if let screen = file.screen { return screen.name }
        if let name = file.document?.name, !name.isEmpty { return name }
        return file.path.split(separator: "/").last.map(String.init) ?? file.path
    }

    var counts: SeverityCounts {
        groups.reduce(into: SeverityCounts()) { $0[$1.severity] += 1 }
    }

    /// Whether each problem is drawn in at least one of the environments drawn.
    var everyProblemDrawn: Bool {
        let shown = Set(drawn.flatMap { $0.findings.map(\.problem) })
        return groups.allSatisfy { shown.contains($0.problem) }
    }

    var anchor: String { "file-\(number)" }
    func anchor(_ env: EnvironmentReport) -> String { "file-\(number)-env-\(env.number)" }

    /// Which environments are worth drawing, in order: first enough to show every problem at
    /// least once (the one showing the most problems not yet shown, each time), then one of each
    /// kind of screen with each set of problems. An environment that looks and fails like one
    /// already chosen adds nothing a reader needs to see.
    private static func rank(_ envs: [EnvironmentReport], groups: [FindingGroup]) -> [Int] {
        var chosen: [Int] = []
        var unshown = Set(groups.map(\.problem))
        let problems = envs.map { env in Set(env.findings.map(\.problem)) }
        while !unshown.isEmpty {
            var best: (index: Int, gain: Int)?
            for (i, keys) in problems.enumerated() where !chosen.contains(envs[i].number) {
                let gain = keys.intersection(unshown).count
                if gain > (best?.gain ?? 0) { best = (i, gain) }
            }
            guard let best else { break }
            chosen.append(envs[best.index].number)
            unshown.subtract(problems[best.index])
        }
        func look(_ i: Int) -> String { envs[i].kind + "|" + problems[i].sorted().joined(separator: "|") }
        var looks = Set(envs.indices.filter { chosen.contains(envs[$0].number) }.map(look))
        for i in envs.indices where !chosen.contains(envs[i].number) && looks.insert(look(i)).inserted {
            chosen.append(envs[i].number)
        }
        return chosen
    }
}

/// One environment of a file that has findings.
struct EnvironmentReport {
    let environment: Environment
    /// 1-based position among the file's environments, for anchors.
    let number: Int
    /// As the rules gave them, for drawing.
    let findings: [Finding]
    /// Most severe first, for listing.
    let rows: [FindingRow]

    var counts: SeverityCounts { rows.reduce(into: SeverityCounts()) { $0[$1.severity] += 1 } }

    /// The device with the layout and these findings drawn on it; the size class is in the
    /// heading beside it, so the drawing leaves its badge out.
    func drawing(of document: LayoutDocument, engine: LayoutEngine) -> CanvasDrawing {
        CanvasDrawing(layout: engine.solve(document, in: environment), findings: findings,
                      options: OverlayOptions(sizeClassBadge: false))
    }

    /// What makes one screen look unlike another, beyond its exact size.
    var kind: String {
        let e = environment, d = e.device
        // A widget looks the same on every device that offers its family.
        if let family = e.widgetFamily { return "widget|\(family)|\(e.textSize)|\(e.layoutDirection)" }
        return "\(d.family)|\(d.sensorHousing.kind)|\(d.homeIndicator)|\(e.orientation)|\(e.split)|\(e.textSize)|\(e.layoutDirection)|\(e.keyboard)"
    }

    /// "wC hR · 393 × 852 pt"
    var facts: String {
        let geometry = ScreenGeometry(environment: environment)
        let w = geometry.windowFrame
        return "\(environment.sizeClass) · \(Rect.format(w.width)) × \(Rect.format(w.height)) pt"
    }
}

/// One line of a findings table: a finding in one environment, or a problem across environments.
struct FindingRow {
    let severity: Severity
    let rule: String
    let elements: [String]
    let message: String
    let whereItHappens: String
    let fix: String?
    let help: RuleHelp

    init(_ finding: Finding, whereItHappens: String, severity: Severity? = nil) {
        self.severity = severity ?? finding.severity; rule = finding.rule; elements = finding.elements
        message = finding.message; self.whereItHappens = whereItHappens; fix = finding.fix?.summary
        help = RuleHelp(id: finding.rule)
    }

    init(_ group: FindingGroup) {
        self.init(group.first, whereItHappens: group.whereItHappens, severity: group.severity)
    }
}

/// The guideline behind a rule, as the reports quote it.
struct RuleHelp {
    let id: String
    let summary: String?
    let quote: String?
    let citation: String?

    init(_ rule: Rule) {
        id = rule.id; summary = rule.summary
        quote = rule.guideline.quote; citation = rule.guideline.citation
    }

    init(unknown id: String) {
        self.id = id; summary = nil; quote = nil; citation = nil
    }

    init(id: String) {
        if let rule = RuleRegistry.standard.rule(id: id) { self.init(rule) } else { self.init(unknown: id) }
    }
}

/// Small phrasing both reports share.
enum ReportWords {
    /// Why some environments with findings are listed rather than drawn.
    static func undrawnReason(_ file: FileReport) -> String {
        file.everyProblemDrawn
            ? tr("Each looks and fails like an environment drawn here, or the report reached its limit of drawings; every problem is drawn at least once.")
            : tr("The report reached its limit of drawings; `inset render` draws any of them.")
    }

    /// "2 layout files checked in 40 environments on 20 devices against Apple’s Human Interface Guidelines."
    static func lede(files: Int, environments: Int, devices: Int) -> String {
        tr("{files} checked in {environments} on {devices} against Apple’s Human Interface Guidelines.", [
            "files": trn("{n} layout file", "{n} layout files", files),
            "environments": trn("{n} environment", "{n} environments", environments),
            "devices": trn("{n} device", "{n} devices", devices),
        ])
    }

    static var problemNote: String {
        tr("A problem is one rule broken by the same elements; it counts once however many environments it happens in.")
    }

    static var byDeviceNote: String {
        tr("Problems that happen in at least one environment on the device, over every layout checked on it.")
    }

    /// "only in landscape" → "Only in landscape."
    static func sentence(_ phrase: String) -> String {
        guard let first = phrase.first else { return phrase }
        return first.uppercased() + phrase.dropFirst() + (phrase.hasSuffix(".") ? "" : ".")
    }
}

/// One rule broken by the same elements: what a finding group gathers, as a key.
protocol Problem {
    var rule: String { get }
    var elements: [String] { get }
}

extension Problem {
    var problem: String { rule + "\u{1}" + elements.joined(separator: "\u{1}") }
}

extension Finding: Problem {}
extension FindingGroup: Problem {}
extension FindingRow: Problem {}
