import ArgumentParser
import Foundation
import InsetCore
import InsetText

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: tr("Check layout files and print the findings."),
        discussion: tr("Exit status: 0 when no finding is an error, 1 when one is, 2 when a file can't be read or is invalid."))

    @Argument(help: ArgumentHelp(tr("Layout files (.inset.json, .storyboard, .xib).")))
    var files: [String]

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: ArgumentHelp(tr("text, json, sarif or junit.")))
    var format: String = "text"

    @Option(help: ArgumentHelp(tr("Rule settings file (default: .inset-rules.json beside the layout or in a parent folder).")))
    var config: String?

    @Option(help: ArgumentHelp(tr("Report only findings not in this baseline file.")))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp(tr("Write the current findings to this baseline file.")))
    var writeBaseline: String?

    @Flag(name: .customLong("no-color"), help: ArgumentHelp(tr("Plain text even on a terminal.")))
    var noColor = false

    func validate() throws {
        guard ["text", "json", "sarif", "junit"].contains(format) else {
            throw ValidationError(tr("--format must be text, json, sarif or junit, not \"{format}\"", ["format": format]))
        }
        guard !files.isEmpty else { throw ValidationError(tr("name at least one layout file")) }
    }

    func run() throws {
        let query = try environment.query()
        let baseline = try baseline.map { try Baseline.load(from: URL(fileURLWithPath: $0)) }
        let measurer = PangoTextMeasurer.warming()
        // The files are read while the catalog loads (`DeviceCatalog.preload`) and fonts warm up.
        let loaded = CheckRun.load(files, strings: environment.strings, scenes: environment.scenes)
        var run = CheckRun(query: query, configPath: config, baseline: baseline,
                           catalog: try DeviceCatalog.bundled(), measurer: measurer)
        run.groupsFindings = format != "json" && format != "junit"
        let result = run.run(loaded)
        if let writeBaseline {
            let all = result.files.flatMap { file in file.findings.map { Baseline.key($0, path: file.path) } }
            var existing = run.baseline ?? Baseline()
            existing.keys.formUnion(all)
            try AtomicFile.write(existing.encoded(), to: URL(fileURLWithPath: writeBaseline))
            printError(trn("wrote {n} finding to {file}", "wrote {n} findings to {file}", existing.keys.count, ["file": writeBaseline]))
        }
        switch format {
        case "json":
            JSONOutput.write(result, bytes: { bytes in
                bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
            })
            print()
        case "sarif": print(SARIFOutput.render(result))
        case "junit": print(JUnitOutput.render(result), terminator: "")
        default:
            print(TextOutput(color: !noColor && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
                .render(result), terminator: "")
        }
        // Exits with the result still held: freeing a storyboard's hundred thousand findings
        // took a twentieth of the run, on one core, for nothing.
        withExtendedLifetime(result) { Foundation.exit(result.exitCode) }
    }
}
