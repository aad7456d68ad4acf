import ArgumentParser
import InsetCore

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the device catalog.")

    @Option(help: "text or json.")
    var format: String = "text"

    func validate() throws {
        guard ["text", "json"].contains(format) else {
            throw ValidationError("--format must be text or json, not \"\(format)\"")
        }
    }

    func run() throws {
        let catalog = try DeviceCatalog.bundled()
        print(format == "json" ? DeviceCatalogFormatter.json(catalog) : DeviceCatalogFormatter.text(catalog))
    }
}
