import ArgumentParser
import InsetCLI
import XCTest

/// `inset NAME …` goes to the command line for every subcommand, and opens the app otherwise.
final class SubcommandRoutingTests: XCTestCase {
    func testEverySubcommandIsHandedToTheCommandLine() {
        let names = InsetCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        XCTAssertEqual(Set(names), ["devices", "check", "fix", "report", "render", "layout"])
        for name in names + ["--help", "--version"] {
            XCTAssertTrue(InsetCommand.subcommandNames.contains(name), name)
        }
        XCTAssertFalse(InsetCommand.subcommandNames.contains("checkout.inset.json"))
    }
}
