import ArgumentParser
import QuizApp
import QuizStore

extension ExportFormat: EnumerableFlag {}

/// `tiltquiz players export [--csv|--json]`: every player with the email
/// they left (opened), when they agreed, and their points, on standard output.
struct PlayersExportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: HelpWords["help.players.export.abstract"],
            discussion: HelpWords["help.players.export.discussion"])
    }

    @Flag(help: ArgumentHelp(HelpWords["help.players.export.format"]))
    var format: ExportFormat = .csv

    @OptionGroup var store: StoreOptions

    func run() throws {
        try PlayersRun.export(format: format, location: store.location)
    }
}
