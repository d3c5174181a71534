import ArgumentParser
import QuizApp

/// `tiltquiz players avatar NAME FILE | --bundled ID | --clear`: the operator
/// gives a player a picture (PNG or JPEG, copied into the data folder's
/// avatars/), one of the bundled avatars, or none.
struct PlayersAvatarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "avatar",
        abstract: "Give a player an avatar: a PNG or JPEG file, or one of the bundled ones.",
        discussion: PlayersRun.avatarDiscussion)

    @Argument(help: "The player: their name (any case) or '#ID'.")
    var name: String

    @Argument(help: "A PNG or JPEG file to import.")
    var file: String?

    @Option(help: "One of the bundled avatars by id (fox, owl...); 'list' lists them.")
    var bundled: String?

    @Flag(help: "Take the player's avatar away (and delete a picture imported for them).")
    var clear = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(PlayersRun.avatarProblem(file: file, bundled: bundled, clear: clear))
    }

    func run() throws {
        try PlayersRun.avatar(
            name, file: file, bundled: bundled, clear: clear, location: store.location)
    }
}
