import ArgumentParser
import QuizApp

/// `tiltquiz players show NAME [--json]`: one player's summary, or with
/// `--json` everything the store keeps about them (a GDPR access request).
struct PlayersShowCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: HelpWords["help.players.show.abstract"])
    }

    @Argument(help: ArgumentHelp(HelpWords["help.players.show.player"]))
    var player: String

    @Flag(help: ArgumentHelp(HelpWords["help.players.show.json"]))
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try PlayersRun.show(player, json: json, location: store.location)
    }
}
