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
        /// The check of the fixed file: what remains.
        public var result: FileResult
    }

    /// Fixes the file at `path` in memory; `save` writes it.
    public func fix(_ path: String) -> Outcome {
        let url = URL(fileURLWithPath: path)
        let document: LayoutDocument
        let before: Data
        do {
            let bytes = try LayoutDocument.readBytes(of: url)
            if InterfaceBuilderReader.isInterfaceBuilderFile(path: path, bytes: bytes) {
                return Outcome(path: path, result: FileResult(path: path, errors: [tr(
                    "{file}: fixing storyboards and xibs isn't available yet; `inset check` lists the fixes, to make in Xcode",
                    ["file": path])]))
            }
            before = Data(bytes)
            document = try LayoutDocument.decode(data: before, path: url.relativePath)
        } catch {
            return Outcome(path: path, result: FileResult(path: path, errors: error.problems.map(\.description)))
        }
        var outcome = Outcome(path: path, before: before, after: before, result: checked(document, path))
        guard outcome.result.errors.isEmpty else { return outcome }
        // One fix at a time, each from a fresh check of the document as the fixes before it left
        // it: a fix names constraints by their place, which an earlier fix may have moved.
        var current = document
        var tried = Set<FixPlan.Key>()
        var rejected: [FixPlan.Skipped] = []
        var plan = FixPlan(findings: outcome.result.findings, rules: rules, document: current)
        while let next = plan.fixes.first(where: { !tried.contains(FixPlan.Key($0.fix, in: current)) }), tried.count < 200 {
            tried.insert(FixPlan.Key(next.fix, in: current))
            let candidate: LayoutDocument
            do {
                candidate = try current.applying(next.fix)
            } catch {
                rejected.append(.init(fix: next.fix, rule: next.rule, reason: "\(error)"))
                continue
            }
            let result = checked(candidate, path)
            let errors = outcome.result.findings.filter { $0.severity == .error }.count
            let newErrors = result.findings.filter { $0.severity == .error }.count
            let newBroken = Self.brokenLayouts(result.findings).subtracting(Self.brokenLayouts(outcome.result.findings))
            if newErrors > errors {
                rejected.append(.init(fix: next.fix, rule: next.rule, reason: tr(
                    "would raise the error findings from {before} to {after}", ["before": errors, "after": newErrors])))
            } else if let worse = newBroken.sorted().first {
                rejected.append(.init(fix: next.fix, rule: next.rule, reason: tr(
                    "would make the layout of \"{element}\" {what}", ["element": worse.element, "what": worse.what])))
            } else {
                current = candidate
                outcome.result = result
                outcome.applied.append(next)
                plan = FixPlan(findings: result.findings, rules: rules, document: current)
            }
        }
        // What is still offered and was not applied: contradicted, or refused above.
        let offered = Set((plan.fixes.map(\.fix) + plan.skipped.map(\.fix)).map { FixPlan.Key($0, in: current) })
        outcome.skipped = plan.skipped + rejected.filter { offered.contains(FixPlan.Key($0.fix, in: current)) }
        if !outcome.applied.isEmpty {
            do {
                outcome.after = try current.encoded(over: before)
            } catch {
                outcome.applied = []
                outcome.skipped.append(contentsOf: plan.fixes.map { .init(fix: $0.fix, rule: $0.rule, reason: "\(error)") })
                outcome.result = checked(document, path)
            }
        }
        return outcome
    }

    /// Writes the fixed file in place, atomically; nothing when no fix applied.
    public static func save(_ outcome: Outcome) throws {
        guard outcome.after != outcome.before else { return }
        try AtomicFile.write(outcome.after, to: URL(fileURLWithPath: outcome.path))
    }

    private func checked(_ document: LayoutDocument, _ path: String) -> FileResult {
        var document = document
        do {
            for source in check.strings {
                Localizations.apply(try Localizations.read(source), to: &document, interfaceBuilder: false)
            }
        } catch {
            return FileResult(path: path, errors: error.problems.map(\.description))
        }
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
