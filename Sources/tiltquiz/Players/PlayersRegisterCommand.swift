import ArgumentParser
import QuizApp
import QuizCore

/// `tiltquiz players register NAME`: an account with a username and a
/// password (from standard input, twice or once with `--password-stdin`),
/// and optionally an email to log in with, for scripts.
struct PlayersRegisterCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "register",
            abstract: HelpWords["help.players.register.abstract"],
            discussion: HelpWords.text("help.players.register.discussion", HelpWords.accountRules))
    }

    @OptionGroup var username: NewUsername

    @Option(help: ArgumentHelp(HelpWords["help.players.register.email"]))
    var email: String?

    @Flag(help: ArgumentHelp(HelpWords["help.players.register.password_stdin"]))
    var passwordStdin = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try PlayersRun.register(username.name, email: email, passwordStdin: passwordStdin, location: store.location)
    }
}

/// `tiltquiz players role NAME ROLE`: a player, moderator or admin.
struct PlayersRoleCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "role", abstract: HelpWords["help.players.role.abstract"])
    }

    @Argument(help: ArgumentHelp(HelpWords["help.players.role.player"]))
    var player: String

    @Argument(help: ArgumentHelp(HelpWords["help.players.role.role"]))
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
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "ban", abstract: HelpWords["help.players.ban.abstract"])
    }
    static var action: (String, StoreLocation) throws -> Void { { try PlayersRun.setBan($0, true, $1) } }

    @OptionGroup var target: AccountTarget
}

/// `tiltquiz players unban NAME`.
struct PlayersUnbanCommand: AccountActionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "unban", abstract: HelpWords["help.players.unban.abstract"])
    }
    static var action: (String, StoreLocation) throws -> Void { { try PlayersRun.setBan($0, false, $1) } }

    @OptionGroup var target: AccountTarget
}
