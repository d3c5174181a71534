import ArgumentParser
import QuizApp

/// `tiltquiz players erase NAME`: a player and every row about them, with
/// no copy of their name or email left in the database files (GDPR).
struct PlayersEraseCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "erase",
            abstract: HelpWords["help.players.erase.abstract"],
            discussion: HelpWords["help.players.erase.discussion"])
    }

    @Argument(help: ArgumentHelp(HelpWords["help.players.erase.player"]))
    var player: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        try PlayersRun.erase(player, location: store.location)
    }
}
