import ArgumentParser
import QuizApp

/// `tiltquiz admin`: the web admin in a browser on the LAN, and its first users.
struct AdminCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "admin",
            abstract: HelpWords["help.admin.abstract"],
            subcommands: [AdminServeCommand.self, AdminAddUserCommand.self])
    }
}

/// `tiltquiz admin serve`: the web admin over the game's database, while the game runs.
struct AdminServeCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: HelpWords["help.admin.serve.abstract"],
            discussion: HelpWords["help.admin.serve.discussion"])
    }

    @Option(help: ArgumentHelp(HelpWords["help.admin.serve.listen"]))
    var listen = "0.0.0.0:8080"

    @Flag(help: ArgumentHelp(HelpWords["help.admin.serve.secure_cookies"]))
    var secureCookies = false

    @Option(help: ArgumentHelp(HelpWords["help.admin.serve.tls_cert"], valueName: "file"))
    var tlsCert: String?

    @Option(help: ArgumentHelp(HelpWords["help.admin.serve.tls_key"], valueName: "file"))
    var tlsKey: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        try AdminRun.serve(
            listen: listen, secureCookies: secureCookies, tlsCert: tlsCert, tlsKey: tlsKey, location: store.location)
    }
}

/// `tiltquiz admin add-user NAME --role admin|moderator`: an account that can log in to the web admin.
struct AdminAddUserCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add-user",
            abstract: HelpWords["help.admin.add_user.abstract"],
            discussion: HelpWords.text("help.admin.add_user.discussion", HelpWords.accountRules))
    }

    @OptionGroup var username: NewUsername

    @Option(help: ArgumentHelp(HelpWords["help.admin.add_user.role"]))
    var role: String

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(AdminRun.roleProblem(role, words: OperatorCatalog.of(store.location)))
    }

    func run() throws {
        try AdminRun.addUser(username.name, role: role, location: store.location)
    }
}
