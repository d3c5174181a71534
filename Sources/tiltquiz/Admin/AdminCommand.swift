import ArgumentParser
import QuizApp

/// `tiltquiz admin`: the web admin in a browser on the LAN, and its first users.
struct AdminCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin",
        abstract: "The web admin: serve it, and add its moderators and admins.",
        subcommands: [AdminServeCommand.self, AdminAddUserCommand.self])
}

/// `tiltquiz admin serve`: the web admin over the game's database, while the game runs.
struct AdminServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the web admin (log in as a moderator or admin) over the game's database.",
        discussion: AdminRun.serveDiscussion)

    @Option(help: "The address and port to listen on, HOST:PORT.")
    var listen = "0.0.0.0:8080"

    @Flag(help: "Mark cookies Secure (sent over HTTPS only): when a TLS proxy is in front of the admin.")
    var secureCookies = false

    @Option(
        help: ArgumentHelp("Serve HTTPS: the certificate (chain) as a PEM file; needs --tls-key.", valueName: "file"))
    var tlsCert: String?

    @Option(help: ArgumentHelp("The certificate's private key as a PEM file (unencrypted).", valueName: "file"))
    var tlsKey: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        try AdminRun.serve(
            listen: listen, secureCookies: secureCookies, tlsCert: tlsCert, tlsKey: tlsKey, location: store.location)
    }
}

/// `tiltquiz admin add-user NAME --role admin|moderator`: an account that can log in to the web admin.
struct AdminAddUserCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-user",
        abstract: "Add a moderator or admin of the web admin (the first admin too); the password from standard input.",
        discussion: AdminRun.addUserDiscussion)

    @OptionGroup var username: NewUsername

    @Option(help: "admin or moderator.")
    var role: String

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try refuse(AdminRun.roleProblem(role, words: OperatorCatalog.of(store.location)))
    }

    func run() throws {
        try AdminRun.addUser(username.name, role: role, location: store.location)
    }
}
