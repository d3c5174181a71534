import ArgumentParser
import Foundation
import QuizAdmin
import QuizConfig
import QuizCore
import QuizStore

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
        discussion: """
            Opens the same database as the game (WAL: the game keeps playing and writing meanwhile). HTTPS with \
            --tls-cert and --tls-key (PEM files; cookies then Secure); else plain HTTP: put it on a trusted LAN, or \
            behind a TLS proxy with --secure-cookies. Stop with Ctrl-C or SIGTERM.
            """)

    @Option(help: "The address and port to listen on, HOST:PORT.")
    var listen = "0.0.0.0:8080"

    /// `--config`, in the store's options with `--data`.
    private var config: String? { store.config.file }

    @Flag(help: "Mark cookies Secure (sent over HTTPS only): when a TLS proxy is in front of the admin.")
    var secureCookies = false

    @Option(
        help: ArgumentHelp("Serve HTTPS: the certificate (chain) as a PEM file; needs --tls-key.", valueName: "file"))
    var tlsCert: String?

    @Option(help: ArgumentHelp("The certificate's private key as a PEM file (unencrypted).", valueName: "file"))
    var tlsKey: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        let address: (host: String, port: Int)
        do {
            address = try AdminConfiguration.parseListen(listen)
        } catch {
            throw CommandFailure(error.description)
        }
        let tls: AdminTLS?
        switch (tlsCert, tlsKey) {
        case (nil, nil): tls = nil
        case (let cert?, let key?): tls = AdminTLS(certificateFile: cert, keyFile: key)
        default: throw CommandFailure("--tls-cert and --tls-key go together: give both for HTTPS, or neither")
        }
        let settings: KioskConfig
        do {
            settings = try KioskConfig.locateAndLoad(explicit: config).config
        } catch {
            throw CommandFailure(error)
        }
        // The game's database: --data, else the config's data_dir (as `play` picks it), else the default folder.
        let options = store.following(settings)
        let database = try options.open(installBundledPacks: false)
        let server: AdminServer
        do {
            server = try AdminServer(
                database: database,
                configuration: AdminConfiguration(
                    host: address.host, port: address.port, timeZone: settings.event.timeZone,
                    secureCookies: secureCookies, creditsMode: settings.credits.mode.rawValue, tls: tls))
        } catch let error as AdminError {
            throw CommandFailure(error.description)
        }
        let host = address.host
        try BlockingRun.run {
            try await server.serve { port in
                let url = "\(tls == nil ? "http" : "https")://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
                // Unbuffered, so a service's journal shows it at once.
                FileHandle.standardOutput.write(Data("The web admin listens on \(url).\n".utf8))
            }
        }
    }
}

/// Runs async work to its end from a synchronous command (the commands run synchronously from main.swift).
enum BlockingRun {
    private final class Outcome: @unchecked Sendable {
        var error: (any Error)?
    }

    static func run(_ work: @escaping @Sendable () async throws -> Void) throws {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { try await work() } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw CommandFailure("the web admin stopped: \(error)") }
    }
}

/// `tiltquiz admin add-user NAME --role admin|moderator`: an account that can log in to the web admin.
struct AdminAddUserCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-user",
        abstract: "Add a moderator or admin of the web admin (the first admin too); the password from standard input.",
        discussion: """
            Registers an account as `players register` does (usernames: \(Username.rule); passwords: \
            \(PasswordRule.summary)) and gives it the role. The password is read from standard input: asked twice \
            without echo on a terminal, else the first line. An existing account is not changed: give it a role \
            with `tiltquiz players role NAME admin`.
            """)

    @Argument(help: "The username (\(Username.rule)).")
    var name: String

    @Option(help: "admin or moderator.")
    var role: String

    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard ["admin", "moderator"].contains(role) else {
            throw ValidationError("the role \(role) is not admin or moderator")
        }
    }

    func run() throws {
        if case .failure(let problem) = Username.clean(name) {
            throw CommandFailure("the username \"\(name)\" \(problem); a username has \(Username.rule)")
        }
        let password =
            isatty(STDIN_FILENO) == 1
            ? try SecretPrompt.twice(
                prompt: "Password: ", again: "The same password again: ", missing: "no password on standard input",
                missingSecond: "the password was given once; give it twice",
                mismatch: "the two passwords differ; nothing was added")
            : try SecretPrompt.line(prompt: "Password: ", missing: "no password on standard input")
        let (database, _) = try store.openPlayers()
        let accounts = AccountStore(database: database)
        let player: PlayerRef
        do {
            player = try accounts.register(username: name, password: password)
            try accounts.setRole(of: player, to: role)
        } catch .refused(let reason) {
            let hint =
                reason.contains("is taken")
                ? "; to give an existing account a role: tiltquiz players role NAME \(role)" : ""
            throw CommandFailure("not added: \(reason)\(hint)")
        } catch {
            throw CommandFailure(error)
        }
        print("Added #\(player.id) \(player.name) as \(role == "admin" ? "an" : "a") \(role) of the web admin.")
    }
}
