import ArgumentParser
import Foundation
import InsetCore
import InsetRender
import InsetText

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: tr("Draw one environment with the device, every overlay and the findings."),
        discussion: tr("The format comes from OUT's extension: .png, .svg or .pdf."))

    @Argument(help: ArgumentHelp(tr("A layout file.")))
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp(tr("Where to write: OUT.png, OUT.svg or OUT.pdf.")))
    var output: String

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: ArgumentHelp(tr("light or dark.")))
    var appearance: String = "light"

    @Option(help: ArgumentHelp(tr("Pixels per point for PNG.")))
    var scale: Double = 2

    func validate() throws {
        guard CanvasFormat(pathExtension: URL(fileURLWithPath: output).pathExtension) != nil else {
            throw ValidationError(tr("-o must end in .png, .svg or .pdf, not \"{output}\"", ["output": output]))
        }
        guard OverlayOptions.Appearance(rawValue: appearance) != nil else {
            throw ValidationError(tr("--appearance must be light or dark"))
        }
        guard scale > 0, scale <= 8 else { throw ValidationError(tr("--scale must be between 0 and 8")) }
    }

    func run() throws {
        let screen: LayoutScreen
        let catalog = try DeviceCatalog.bundled()
        let environments: [Environment]
        do {
            let loaded = try LayoutFile.load(from: URL(fileURLWithPath: file), strings: environment.strings)
            let screens = try loaded.screens(matching: environment.scenes)
            guard screens.count == 1 || !environment.scenes.isEmpty else {
                printError(tr("{file} has {count} scenes; pick one with --scene: {scenes}", ["file": file, "count": screens.count, "scenes": screens.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")]))
                throw ExitCode(2)
            }
            screen = screens[0]
            environments = try environment.query().environments(for: screen, in: catalog)
        } catch let code as ExitCode {
            throw code
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        guard let chosen = environments.first else {
            printError(tr("{file}: no environment to draw: the device has no such split or orientation", ["file": file]))
            throw ExitCode(2)
        }
        let document = screen.document
        let measurer = PangoTextMeasurer()
        let engine = LayoutEngine(measurer: measurer)
        let run = CheckRun(catalog: catalog, measurer: measurer)
        let checker = Checker(engine: engine,
                              configuration: (try? run.configuration(near: file)) ?? RuleConfiguration())
        // One solve serves both the drawing and the rules; a split also needs the unsplit screen.
        let layout = engine.solve(document, in: chosen)
        var unsplit = chosen
        unsplit.split = .full
        let fullScreen = chosen.split == .full ? nil : engine.solve(document, in: unsplit)
        let findings = checker.check(layout, document: document, fullScreen: fullScreen)
        var options = OverlayOptions.all
        options.appearance = OverlayOptions.Appearance(rawValue: appearance)!
        let drawing = CanvasDrawing(layout: layout, findings: findings, options: options)
        do {
            try drawing.write(CanvasFormat(pathExtension: URL(fileURLWithPath: output).pathExtension)!, to: output, scale: scale)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        printError(trn("drew {environment} with {n} finding to {output}", "drew {environment} with {n} findings to {output}", findings.count, ["environment": chosen.label, "output": output]))
        if environments.count > 1 {
            printError(tr("(the options name {count} environments; pass --device and --orientation to pick another)", ["count": environments.count]))
        }
    }
}
