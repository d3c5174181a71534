import ArgumentParser
import QuizApp

/// `tiltquiz players show NAME [--json]`: one player's summary, or with
/// `--json` everything the store keeps about them (a GDPR access request).
struct PlayersShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a player; --json prints everything the store keeps about them, emails opened.")

    @Argument(help: "The player's name, or '#ID'.")
    var player: String

    @Flag(help: ArgumentHelp(PlayersRun.showJSONHelp))
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try PlayersRun.show(player, json: json, location: store.location)
    }
}
