import ArgumentParser
import Foundation
import InsetCore
import InsetRender
import InsetText

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one environment with the device, every overlay and the findings.",
        discussion: "The format comes from OUT's extension: .png, .svg or .pdf.")

    @Argument(help: "A layout file.")
    var file: String

    @Option(name: .shortAndLong, help: "Where to write: OUT.png, OUT.svg or OUT.pdf.")
    var output: String

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: "light or dark.")
    var appearance: String = "light"

    @Option(help: "Pixels per point for PNG.")
    var scale: Double = 2

    func validate() throws {
        guard CanvasFormat(pathExtension: URL(fileURLWithPath: output).pathExtension) != nil else {
            throw ValidationError("-o must end in .png, .svg or .pdf, not \"\(output)\"")
        }
        guard OverlayOptions.Appearance(rawValue: appearance) != nil else {
            throw ValidationError("--appearance must be light or dark")
        }
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
    }

    func run() throws {
        let screen: LayoutScreen
        let catalog = try DeviceCatalog.bundled()
        let environments: [Environment]
        do {
            let loaded = try LayoutFile.load(from: URL(fileURLWithPath: file), strings: environment.strings)
            let screens = try loaded.screens(matching: environment.scenes)
            guard screens.count == 1 || !environment.scenes.isEmpty else {
                printError("\(file) has \(screens.count) scenes; pick one with --scene: \(screens.map { "\($0.name) (\($0.id))" }.joined(separator: ", "))")
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
            printError("\(file): no environment to draw: the device has no such split or orientation")
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
        printError("drew \(chosen.label) with \(findings.count) finding\(findings.count == 1 ? "" : "s") to \(output)")
        if environments.count > 1 {
            printError("(the options name \(environments.count) environments; pass --device and --orientation to pick another)")
        }
    }
}
