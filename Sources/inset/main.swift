import Foundation
import InsetApp
import InsetCLI
import InsetGettext

Gettext.start()

let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first, InsetCommand.subcommandNames.contains(first) {
    InsetCommand.run(arguments)
}
// The app starts here (files and environment options, or nothing).
exit(MainActor.assumeIsolated { InsetApplication.run(arguments: arguments) })
