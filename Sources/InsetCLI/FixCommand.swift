import ArgumentParser
import Foundation
import InsetCore
import InsetText

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix", abstract: tr("Apply the one-click fixes of the findings and save each file."),
        discussion: tr("A fix found in several environments is applied once; fixes that contradict each other, or that would add an error finding or an unsatisfiable or ambiguous layout, are skipped and listed with the reason. Then the files are checked again; the exit status is check's. With --dry-run the unified diff goes to standard output and everything else to standard error."))

    @Argument(help: ArgumentHelp(tr("Layout files (.inset.json, .storyboard, .xib).")))
    var files: [String]

    @OptionGroup var environment: EnvironmentOptions

    @Option(name: .customLong("rule"), help: ArgumentHelp(tr("Only this rule's fixes (repeatable).")))
    var rules: [String] = []

    @Flag(name: .customLong("dry-run"), help: ArgumentHelp(tr("Print the unified diff of the fixes and write nothing.")))
    var dryRun = false

    @Option(help: ArgumentHelp(tr("Rule settings file (default: .inset-rules.json beside the layout or in a parent folder).")))
    var config: String?

    @Flag(name: .customLong("no-color"), help: ArgumentHelp(tr("Plain text even on a terminal.")))
    var noColor = false

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError(tr("name at least one layout file")) }
        let known = RuleRegistry.standard.ids
        for rule in rules where !known.contains(rule) {
            throw ValidationError(tr("there is no rule \"{id}\"{hint}", ["id": rule, "hint": NameSuggestion.hint(for: rule, among: known)]))
        }
    }

    func run() throws {
        var check = CheckRun(query: try environment.query(), configPath: config,
                             catalog: try DeviceCatalog.bundled(), measurer: PangoTextMeasurer.warming())
        check.strings = environment.strings
        let run = FixRun(check: check, rules: Set(rules))
        var results: [FileResult] = []
        var report = ""
        for path in files {
            let outcome = run.fix(path)
            results += outcome.results
            guard outcome.results.contains(where: { $0.errors.isEmpty }) else { continue }
            report += FixReport.describe(outcome)
            if dryRun {
                print(UnifiedDiff.make(String(decoding: outcome.before, as: UTF8.self),
                                       String(decoding: outcome.after, as: UTF8.self), path: path), terminator: "")
            } else {
                do {
                    try FixRun.save(outcome)
                } catch {
                    printError("\(error)")
                    throw ExitCode(2)
                }
            }
        }
        let color = !noColor && isatty(dryRun ? STDERR_FILENO : STDOUT_FILENO) != 0
            && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let remaining = report + TextOutput(color: color).render(CheckResult(files: results))
        if dryRun { printError(remaining.hasSuffix("\n") ? String(remaining.dropLast()) : remaining) }
        else { print(remaining, terminator: "") }
        throw ExitCode(CheckResult(files: results).exitCode)
    }
}

/// What `inset fix` says it did to a file, a line per fix.
enum FixReport {
    static func describe(_ outcome: FixRun.Outcome) -> String {
        var out = outcome.path + ": " + tr("{applied}, {skipped}", [
            "applied": trn("{n} fix applied", "{n} fixes applied", outcome.applied.count),
            "skipped": trn("{n} skipped", "{n} skipped", outcome.skipped.count),
        ]) + "\n"
        for fix in outcome.applied {
            out += "  " + tr("fixed \"{element}\" ({rule}): {fix}", ["element": fix.fix.elementID, "rule": fix.rule, "fix": fix.fix.summary]) + "\n"
        }
        for fix in outcome.skipped {
            out += "  " + tr("skipped \"{element}\" ({rule}): {fix} — {reason}",
                             ["element": fix.fix.elementID, "rule": fix.rule, "fix": fix.fix.summary, "reason": fix.reason]) + "\n"
        }
        return out + "\n"
    }
}
