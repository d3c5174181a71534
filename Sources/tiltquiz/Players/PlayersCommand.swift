import ArgumentParser
import QuizApp

/// `tiltquiz players`: the operator's view of the players a store keeps,
/// their leads (emails opened with the data folder's key), and erasing one.
struct PlayersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "players",
        abstract: "List, show, add, export or erase players; register accounts, give roles, ban; give one an avatar.",
        discussion: PlayersRun.discussion,
        subcommands: [
            PlayersListCommand.self, PlayersShowCommand.self, PlayersAddCommand.self, PlayersExportCommand.self,
            PlayersEraseCommand.self, PlayersRegisterCommand.self, PlayersRoleCommand.self, PlayersBanCommand.self,
            PlayersUnbanCommand.self, PlayersAvatarCommand.self,
        ])
}

/// `tiltquiz players list`: every player, with points and when they last played.
struct PlayersListCommand: StoreActionCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every player (guests too): id, name, points and last play.")
    static var action: (StoreLocation) throws -> Void { PlayersRun.list(location:) }

    @OptionGroup var store: StoreOptions
}
