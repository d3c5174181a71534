import ArgumentParser
import QuizApp
import QuizCore

/// `tiltquiz players register NAME`: an account with a username and a
/// password (from standard input, twice or once with `--password-stdin`),
/// and optionally an email to log in with, for scripts.
struct PlayersRegisterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "register",
        abstract: "Register an account: a username and a password (read from standard input), optionally an email.",
        discussion: PlayersRun.registerDiscussion)

    @OptionGroup var username: NewUsername

    @Option(help: "An email to log in with too; kept encrypted, one account per email.")
    var email: String?

    @Flag(help: "Read the password once, from the first line of standard input (for scripts).")
    var passwordStdin = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try PlayersRun.register(
            username.name, email: email, passwordStdin: passwordStdin, location: store.location)
    }
}

/// `tiltquiz players role NAME ROLE`: a player, moderator or admin.
struct PlayersRoleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "role", abstract: "Give a player a role: player, moderator or admin.")

    @Argument(help: "The username, the player's name, or '#ID'.")
    var player: String

    @Argument(help: "player, moderator or admin.")
    var role: String

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(PlayersRun.roleProblem(role, words: OperatorCatalog.of(store.location)))
    }

    func run() throws {
        try PlayersRun.role(player, role, location: store.location)
    }
}

/// `tiltquiz players ban NAME` and `unban NAME`: a banned player cannot log in and is on no board.
struct PlayersBanCommand: AccountActionCommand {
    static let configuration = CommandConfiguration(
        commandName: "ban", abstract: "Ban a player: they cannot log in and no board shows them.")
    static var action: (String, StoreLocation) throws -> Void { { try PlayersRun.setBan($0, true, $1) } }

    @OptionGroup var target: AccountTarget
}

/// `tiltquiz players unban NAME`.
struct PlayersUnbanCommand: AccountActionCommand {
    static let configuration = CommandConfiguration(
        commandName: "unban", abstract: "Lift a player's ban.")
    static var action: (String, StoreLocation) throws -> Void { { try PlayersRun.setBan($0, false, $1) } }

    @OptionGroup var target: AccountTarget
}
