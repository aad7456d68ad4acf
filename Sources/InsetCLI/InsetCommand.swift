import ArgumentParser
import Foundation
import InsetCore

/// The `inset` command line: subcommands that work without a display, for scripts and CI.
public struct InsetCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "inset",
        abstract: tr("Lay out Apple-platform screens on every device and check them against the Human Interface Guidelines."),
        discussion: tr("With no subcommand, or with only layout files, `inset` opens the app."),
        version: InsetVersion.string,
        subcommands: [DevicesCommand.self, CheckCommand.self, FixCommand.self, ReportCommand.self, RenderCommand.self, LayoutCommand.self])

    public init() {}

    /// Subcommand names, so `main` can tell a CLI call from files to open in the app.
    public static let subcommandNames: Set<String> = ["devices", "check", "fix", "report", "render", "layout", "help",
                                                       "--help", "-h", "--version"]

    /// Runs the arguments and exits: 0, 1 (error findings) or 2 (bad input or command line), as cli.md says.
    public static func run(_ arguments: [String]) -> Never {
        Heap.growInLargeSteps()
        // Every subcommand exits when it's done: what it solved is never freed on the way.
        KeptUntilExit.isOn = true
        // Nearly every subcommand reads the catalog: it loads while the arguments and files are read.
        if arguments.first != "--version" { DeviceCatalog.preload() }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
            } else {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
            Foundation.exit(code == .success ? 0 : 2)
        }
    }
}

/// Writes to standard error, where messages about the run go so stdout stays parseable.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
