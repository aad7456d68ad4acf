import ArgumentParser
import Foundation
import InsetCore
import InsetRender
import InsetText

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: tr("Write a report of the findings."),
        discussion: tr("The format comes from OUT's extension: .html (one self-contained file), .pdf (a page per environment), .json, .sarif or .csv."))

    @Argument(help: ArgumentHelp(tr("Layout files (.inset.json).")))
    var files: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp(tr("Where to write the report.")))
    var output: String

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: ArgumentHelp(tr("Rule settings file (default: .inset-rules.json beside the layout or in a parent folder).")))
    var config: String?

    static let formats: [ReportFormat] = [.html, .pdf, .json, .sarif, .csv]

    private var format: ReportFormat? {
        ReportFormat(pathExtension: URL(fileURLWithPath: output).pathExtension).flatMap { ReportCommand.formats.contains($0) ? $0 : nil }
    }

    func validate() throws {
        guard format != nil else {
            throw ValidationError(tr("-o must end in .html, .pdf, .json, .sarif or .csv, not \"{output}\"", ["output": output]))
        }
        guard !files.isEmpty else { throw ValidationError(tr("name at least one layout file")) }
    }

    func run() throws {
        let query = try environment.query()
        let measurer = PangoTextMeasurer.warming()
        let loaded = CheckRun.load(files, strings: environment.strings, scenes: environment.scenes)
        let run = CheckRun(query: query, configPath: config, catalog: try DeviceCatalog.bundled(), measurer: measurer)
        let result = run.run(loaded)
        for file in result.files { for e in file.errors { printError(e) } }
        do {
            try format!.write(result, engine: LayoutEngine(measurer: measurer), to: output)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let groups = result.files.reduce(0) { $0 + $1.groups.count }
        printError(tr("wrote {output}: {findings} in {files}", ["output": output, "findings": trn("{n} finding", "{n} findings", groups), "files": result.filesAndScreens]))
        throw ExitCode(result.exitCode)
    }
}
