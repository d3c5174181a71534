import ArgumentParser
import QuizApp

/// `tiltquiz players avatar NAME FILE | --bundled ID | --clear`: the operator
/// gives a player a picture (PNG or JPEG, copied into the data folder's
/// avatars/), one of the bundled avatars, or none.
struct PlayersAvatarCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "avatar",
            abstract: HelpWords["help.players.avatar.abstract"],
            discussion: HelpWords.text("help.players.avatar.discussion", HelpWords.avatarSides))
    }

    @Argument(help: ArgumentHelp(HelpWords["help.players.avatar.name"]))
    var name: String

    @Argument(help: ArgumentHelp(HelpWords["help.players.avatar.file"]))
    var file: String?

    @Option(help: ArgumentHelp(HelpWords["help.players.avatar.bundled"]))
    var bundled: String?

    @Flag(help: ArgumentHelp(HelpWords["help.players.avatar.clear"]))
    var clear = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(PlayersRun.avatarProblem(file: file, bundled: bundled, clear: clear))
    }

    func run() throws {
        try PlayersRun.avatar(name, file: file, bundled: bundled, clear: clear, location: store.location)
    }
}
