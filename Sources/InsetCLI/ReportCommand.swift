import ArgumentParser
import Foundation
import InsetCore
import InsetRender
import InsetText

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a report of the findings.",
        discussion: "The format comes from OUT's extension: .html (one self-contained file), .pdf (a page per environment), .json, .sarif or .csv.")

    @Argument(help: "Layout files (.inset.json).")
    var files: [String]

    @Option(name: .shortAndLong, help: "Where to write the report.")
    var output: String

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: "Rule settings file (default: .inset-rules.json beside the layout or in a parent folder).")
    var config: String?

    static let formats = ["html", "pdf", "json", "sarif", "csv"]

    func validate() throws {
        guard ReportCommand.formats.contains(URL(fileURLWithPath: output).pathExtension.lowercased()) else {
            throw ValidationError("-o must end in .html, .pdf, .json, .sarif or .csv, not \"\(output)\"")
        }
        guard !files.isEmpty else { throw ValidationError("name at least one layout file") }
    }

    func run() throws {
        let measurer = PangoTextMeasurer()
        let run = CheckRun(query: try environment.query(), configPath: config,
                           catalog: try DeviceCatalog.bundled(), measurer: measurer)
        let result = run.run(files)
        for file in result.files { for e in file.errors { printError(e) } }
        let url = URL(fileURLWithPath: output)
        do {
            switch url.pathExtension.lowercased() {
            case "html":
                try AtomicFile.write(Data(HTMLReport.render(result, engine: LayoutEngine(measurer: measurer)).utf8), to: url)
            case "pdf":
                try PDFReport.write(result, engine: LayoutEngine(measurer: measurer), to: output)
            case "json": try AtomicFile.write(Data((JSONOutput.render(result) + "\n").utf8), to: url)
            case "sarif": try AtomicFile.write(Data((SARIFOutput.render(result) + "\n").utf8), to: url)
            default: try AtomicFile.write(Data(CSVOutput.render(result).utf8), to: url)
            }
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let groups = result.files.reduce(0) { $0 + $1.groups.count }
        printError("wrote \(output): \(groups) finding\(groups == 1 ? "" : "s") in \(result.files.count) file\(result.files.count == 1 ? "" : "s")")
        throw ExitCode(result.exitCode)
    }
}
