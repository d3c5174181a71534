import ArgumentParser
import QuizApp

/// `tiltquiz players`: the operator's view of the players a store keeps,
/// their leads (emails opened with the data folder's key), and erasing one.
struct PlayersCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "players",
            abstract: HelpWords["help.players.abstract"],
            discussion: HelpWords["help.players.discussion"],
            subcommands: [
                PlayersListCommand.self, PlayersShowCommand.self, PlayersAddCommand.self, PlayersExportCommand.self,
                PlayersEraseCommand.self, PlayersRegisterCommand.self, PlayersRoleCommand.self, PlayersBanCommand.self,
                PlayersUnbanCommand.self, PlayersAvatarCommand.self,
            ])
    }
}

/// `tiltquiz players list`: every player, with points and when they last played.
struct PlayersListCommand: StoreActionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: HelpWords["help.players.list.abstract"])
    }
    static var action: (StoreLocation) throws -> Void { PlayersRun.list(location:) }

    @OptionGroup var store: StoreOptions
}
