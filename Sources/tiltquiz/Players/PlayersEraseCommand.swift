import ArgumentParser
import Foundation
import QuizStore

/// `tiltquiz players erase NAME`: a player and every row about them, with
/// no copy of their name or email left in the database files (GDPR).
struct PlayersEraseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "erase",
        abstract: "Erase a player and everything the store keeps about them; it cannot be undone.",
        discussion: """
            Their answers, games, medals, badges, power-ups, purchases, credits, saved and reset games, \
            follows, submissions, reports and leads go with them, and an avatar picture imported for them; deleted bytes are zeroed and the WAL is \
            emptied. Stop the game first: it keeps the store open.
            """)

    @Argument(help: "The player's name, or '#ID'.")
    var player: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        // The WAL can only be emptied while no game reads the store.
        let lock: GameLock?
        do {
            lock = try GameLock(directory: store.directory)
        } catch .locked(let directory, let holder) {
            let who = holder.map { " (process \($0))" } ?? ""
            throw CommandFailure(
                "cannot erase while a game\(who) plays from \(directory): stop it first, since it keeps the store "
                    + "open and erasing must empty the store's WAL")
        } catch {
            throw CommandFailure(error)
        }
        let (_, directory) = try store.openPlayers()
        let (found, erased) = try storeCommand { () throws(StoreError) in
            let found = try directory.find(player)
            return (found, try directory.erase(found))
        }
        _ = lock
        let pictures = AvatarFiles.removeImported(for: found.id, dataFolder: store.directory)
        let rows = erased.filter { $0.key != "player" }.sorted { $0.key < $1.key }
        let total = rows.reduce(0) { $0 + $1.value }
        let detail = rows.isEmpty ? "" : " (" + rows.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
        print(
            "Erased #\(found.id) \(found.name) and \(total) row\(total == 1 ? "" : "s") about them\(detail)"
                + (pictures > 0 ? ", and their avatar picture." : "."))
    }
}
