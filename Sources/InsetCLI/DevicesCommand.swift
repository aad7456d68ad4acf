import ArgumentParser
import InsetCore

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: tr("List the device catalog."))

    @Option(help: ArgumentHelp(tr("text or json.")))
    var format: String = "text"

    func validate() throws {
        guard ["text", "json"].contains(format) else {
            throw ValidationError(tr("--format must be text or json, not \"{format}\"", ["format": format]))
        }
    }

    func run() throws {
        let catalog = try DeviceCatalog.bundled()
        print(format == "json" ? DeviceCatalogFormatter.json(catalog) : DeviceCatalogFormatter.text(catalog))
    }
}
