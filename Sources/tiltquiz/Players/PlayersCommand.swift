import ArgumentParser
import Foundation
import QuizCore
import QuizStore

/// `tiltquiz players`: the operator's view of the players a store keeps,
/// their leads (emails opened with the data folder's key), and erasing one.
struct PlayersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "players",
        abstract: "List, show, add, export or erase players; register accounts, give roles, ban; give one an avatar.",
        discussion: """
            A player is named by their name (any case) or, when several share it, by their id: '#12'. \
            Emails are kept encrypted with the key tiltquiz.key in the data folder; show and export open them.
            """,
        subcommands: [
            PlayersListCommand.self, PlayersShowCommand.self, PlayersAddCommand.self, PlayersExportCommand.self,
            PlayersEraseCommand.self, PlayersRegisterCommand.self, PlayersRoleCommand.self, PlayersBanCommand.self,
            PlayersUnbanCommand.self, PlayersAvatarCommand.self,
        ])
}

extension StoreOptions {
    /// The store and its players, for the `players` commands (the bundled packs are not needed).
    func openPlayers() throws(CommandFailure) -> (database: QuizDatabase, directory: PlayerDirectory) {
        let database = try open(installBundledPacks: false)
        return (database, PlayerDirectory(database: database))
    }
}

/// Store failures as one line each.
func storeCommand<T>(_ body: () throws(StoreError) -> T) throws(CommandFailure) -> T {
    do {
        return try body()
    } catch {
        throw CommandFailure(error)
    }
}

/// Dates as the exports write them (ISO 8601, UTC).
func timestamp(_ date: Date?) -> String {
    guard let date else { return "never" }
    return ISO8601DateFormatter().string(from: date)
}

/// `tiltquiz players list`: every player, with points and when they last played.
struct PlayersListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every player (guests too): id, name, points and last play.")

    @OptionGroup var store: StoreOptions

    func run() throws {
        let (_, directory) = try store.openPlayers()
        let players = try storeCommand { () throws(StoreError) in try directory.summaries() }
        guard !players.isEmpty else {
            print("No players yet.")
            return
        }
        let idWidth = players.map { "#\($0.player.id)".count }.max() ?? 2
        let nameWidth = players.map(\.player.name.count).max() ?? 2
        for summary in players {
            let id = "#\(summary.player.id)"
            let name = summary.player.name
            print(
                String(repeating: " ", count: idWidth - id.count) + id + "  " + name
                    + String(repeating: " ", count: nameWidth - name.count)
                    + "  \(Counted.text(summary.points, "point"))  last played \(timestamp(summary.lastPlayedAt))")
        }
    }
}
