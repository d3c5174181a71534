import ArgumentParser
import QuizApp

/// `tiltquiz players erase NAME`: a player and every row about them, with
/// no copy of their name or email left in the database files (GDPR).
struct PlayersEraseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "erase",
        abstract: "Erase a player and everything the store keeps about them; it cannot be undone.",
        discussion: PlayersRun.eraseDiscussion)

    @Argument(help: "The player's name, or '#ID'.")
    var player: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        try PlayersRun.erase(player, location: store.location)
    }
}
