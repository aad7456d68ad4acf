import ArgumentParser
import InsetCore
import InsetText

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: tr("Print every element's solved frame, per screen and environment."),
        discussion: tr("Frames are [x, y, width, height] in points of the screen (or split window), origin top left. Exit status 2 when a file can't be read."))

    @Argument(help: ArgumentHelp(tr("Layout files (.inset.json, .storyboard, .xib).")))
    var files: [String]

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: ArgumentHelp(tr("text or json.")))
    var format: String = "text"

    func validate() throws {
        guard ["text", "json"].contains(format) else {
            throw ValidationError(tr("--format must be text or json, not \"{format}\"", ["format": format]))
        }
        guard !files.isEmpty else { throw ValidationError(tr("name at least one layout file")) }
    }

    func run() throws {
        var listing = LayoutListing(query: try environment.query(), scenes: environment.scenes,
                                    catalog: try DeviceCatalog.bundled(), measurer: PangoTextMeasurer.warming())
        listing.strings = environment.strings
        let result = listing.run(files)
        if format == "json" {
            print(LayoutListing.json(result))
        } else {
            print(LayoutListing.text(result), terminator: "")
        }
        for file in result where !file.errors.isEmpty && format == "json" { for e in file.errors { printError(e) } }
        if result.contains(where: { !$0.errors.isEmpty }) { throw ExitCode(2) }
    }
}
