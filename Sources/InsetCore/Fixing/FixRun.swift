import Foundation

/// `inset fix` as a library call: check a file, apply the one-click fixes its findings offer
/// (gathered across the environments checked), keep each only if it makes nothing worse, and
/// save atomically. A fix is kept when the file then has no more error findings than before and
/// no new unsatisfiable or ambiguous layout.
public struct FixRun: Sendable {
    public var check: CheckRun
    /// `--rule`: only these rules' fixes; empty is every rule's.
    public var rules: Set<String> = []

    public init(check: CheckRun, rules: Set<String> = []) {
        self.check = check; self.rules = rules
    }

    /// What fixing one file did.
    public struct Outcome: Sendable {
        public var path: String
        public var applied: [FixPlan.Planned] = []
        public var skipped: [FixPlan.Skipped] = []
        /// The file as it was and as the fixes leave it; equal when nothing applied.
        public var before = Data()
        public var after = Data()
        /// The check of the fixed file, a result per screen: what remains.
        public var results: [FileResult]
        public var result: FileResult { results[0] }
    }

    /// Fixes the file at `path` in memory; `save` writes it.
    public func fix(_ path: String) -> Outcome {
        let url = URL(fileURLWithPath: path)
        let bytes: [UInt8]
        let document: LayoutDocument
        // `--strings` translate the file only for checking it: read once, not for every try.
        let tables: [Localizations.Tables]
        do {
            bytes = try LayoutDocument.readBytes(of: url)
            if InterfaceBuilderReader.isInterfaceBuilderFile(path: path, bytes: bytes) {
                return fixInterfaceBuilder(path, bytes: bytes)
            }
            document = try LayoutDocument.decode(data: Data(bytes), path: url.relativePath)
            tables = try check.strings.map { source throws(LayoutLoadError) in try Localizations.read(source) }
        } catch {
            return Outcome(path: path, results: [FileResult(path: path, errors: error.problems.map(\.description))])
        }
        let before = Data(bytes)
        var outcome = Outcome(path: path, before: before, after: before, results: [checked(document, path, tables)])
        guard outcome.result.errors.isEmpty else { return outcome }
        let done = improve(document, outcome.result, document: { $0 }, apply: { try $0.applying($1) },
                           check: { checked($0, path, tables) })
        outcome.applied = done.applied
        outcome.skipped = done.skipped
        if !outcome.applied.isEmpty {
            do {
                outcome.after = try done.state.encoded(over: before)
                outcome.results = [done.result]
            } catch {
                outcome.applied = []
                outcome.skipped.append(contentsOf: done.left.map { .init(fix: $0.fix, rule: $0.rule, reason: "\(error)") })
            }
        }
        return outcome
    }

    /// What `improve` leaves: the state, its check, the fixes applied and skipped, and those
    /// still offered.
    struct Improved<State> {
        var state: State
        var result: FileResult
        var applied: [FixPlan.Planned] = []
        var skipped: [FixPlan.Skipped] = []
        var left: [FixPlan.Planned] = []
    }

    /// One fix at a time, each from a fresh check of what the fixes before it left: a fix names
    /// constraints by their place, which an earlier fix may have moved. A fix stays when the
    /// errors don't rise and no layout becomes unsatisfiable or ambiguous.
    func improve<State>(_ start: State, _ result: FileResult, document: (State) -> LayoutDocument,
                        apply: (State, Fix) throws -> State, check: (State) -> FileResult) -> Improved<State> {
        var done = Improved(state: start, result: result)
        var tried = Set<FixPlan.Key>()
        var rejected: [FixPlan.Skipped] = []
        var plan = FixPlan(findings: result.findings, rules: rules, document: document(start))
        while let next = plan.fixes.first(where: { !tried.contains(FixPlan.Key($0.fix, in: document(done.state))) }), tried.count < 200 {
            tried.insert(FixPlan.Key(next.fix, in: document(done.state)))
            let candidate: State
            do {
                candidate = try apply(done.state, next.fix)
            } catch {
                rejected.append(.init(fix: next.fix, rule: next.rule, reason: "\(error)"))
                continue
            }
            let checked = check(candidate)
            if let problem = checked.errors.first {
                rejected.append(.init(fix: next.fix, rule: next.rule, reason: problem))
                continue
            }
            let errors = done.result.findings.filter { $0.severity == .error }.count
            let newErrors = checked.findings.filter { $0.severity == .error }.count
            let newBroken = Self.brokenLayouts(checked.findings).subtracting(Self.brokenLayouts(done.result.findings))
            if newErrors > errors {
                rejected.append(.init(fix: next.fix, rule: next.rule, reason: tr(
                    "would raise the error findings from {before} to {after}", ["before": errors, "after": newErrors])))
            } else if let worse = newBroken.sorted().first {
                rejected.append(.init(fix: next.fix, rule: next.rule, reason: tr(
                    "would make the layout of \"{element}\" {what}", ["element": worse.element, "what": worse.what])))
            } else {
                done.state = candidate
                done.result = checked
                done.applied.append(next)
                plan = FixPlan(findings: checked.findings, rules: rules, document: document(candidate))
            }
        }
        // What is still offered and was not applied: contradicted, or refused above.
        let now = document(done.state)
        let offered = Set((plan.fixes.map(\.fix) + plan.skipped.map(\.fix)).map { FixPlan.Key($0, in: now) })
        done.skipped = plan.skipped + rejected.filter { offered.contains(FixPlan.Key($0.fix, in: now)) }
        done.left = plan.fixes
        return done
    }

    /// Writes the fixed file in place, atomically; nothing when no fix applied.
    public static func save(_ outcome: Outcome) throws {
        guard outcome.after != outcome.before else { return }
        try AtomicFile.write(outcome.after, to: URL(fileURLWithPath: outcome.path))
    }

    private func checked(_ document: LayoutDocument, _ path: String, _ tables: [Localizations.Tables]) -> FileResult {
        var document = document
        for table in tables { Localizations.apply(table, to: &document, interfaceBuilder: false) }
        return check.check(document, path: path)
    }

    /// Elements whose layout is unsatisfiable or ambiguous somewhere, and which.
    private struct Broken: Hashable, Comparable {
        var element: String
        var what: String
        static func < (a: Broken, b: Broken) -> Bool { (a.element, a.what) < (b.element, b.what) }
    }

    private static func brokenLayouts(_ findings: [Finding]) -> Set<Broken> {
        Set(findings.compactMap { finding -> [Broken]? in
            switch finding.rule {
            case "unsatisfiable-layout": return finding.elements.map { Broken(element: $0, what: tr("unsatisfiable")) }
            case "ambiguous-layout": return finding.elements.map { Broken(element: $0, what: tr("ambiguous")) }
            default: return nil
            }
        }.joined())
    }
}
