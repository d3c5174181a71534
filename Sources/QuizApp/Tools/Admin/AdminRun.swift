import Foundation
import QuizAdmin
import QuizConfig
import QuizCore
import QuizFleet
import QuizStore
import QuizText

/// `tiltquiz admin serve` and `admin add-user`: the web admin over the game's database, and its first users.
public enum AdminRun {
    public static func serve(
        listen: String, secureCookies: Bool, tlsCert: String?, tlsKey: String?, location: StoreLocation
    ) throws {
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
        let (settings, path) = try location.loadConfig()
        // With a fleet section, players, boards and the dashboard are the fleet's (its login user, from the file).
        let fleet =
            settings.fleet == nil
            ? nil
            : try FleetSetup.required(
                settings, path: path, words: try OperatorCatalog.named(settings.languages.language.rawValue)
            ).connection
        // The game's database: --data, else the config's data_dir (as `play` picks it), else the default folder.
        let options = location.following(settings)
        let database = try options.open(installBundledPacks: false)
        // The pages in the languages the config offers, its `language` for a browser that asks for none of them.
        let languages: AdminLanguages
        do {
            languages = try AdminLanguages(
                folder: CatalogFolder(assets: try AssetLocator.locate()),
                offered: settings.languages.offeredLanguages.map(\.rawValue),
                fallback: settings.languages.language.rawValue)
        } catch let error as CatalogError {
            throw CommandFailure(error.description)
        }
        let server: AdminServer
        do {
            server = try AdminServer(
                database: database,
                configuration: AdminConfiguration(
                    host: address.host, port: address.port, timeZone: settings.event.timeZone,
                    secureCookies: secureCookies, creditsMode: settings.credits.mode.rawValue, tls: tls, fleet: fleet,
                    languages: languages))
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

    public static func addUser(_ name: String, role: String, location: StoreLocation) throws {
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
        let (database, _) = try location.openPlayers()
        let accounts = AccountStore(database: database)
        let player: PlayerRef
        do {
            player = try accounts.register(username: name, password: password)
            try accounts.setRole(of: player, to: role)
        } catch .account(let refusal) {
            let hint: String
            if case .usernameTaken = refusal {
                hint = "; to give an existing account a role: tiltquiz players role NAME \(role)"
            } else {
                hint = ""
            }
            throw CommandFailure("not added: \(refusal.words)\(hint)")
        } catch {
            throw CommandFailure(error)
        }
        print("Added #\(player.id) \(player.name) as \(role == "admin" ? "an" : "a") \(role) of the web admin.")
    }
}

/// Runs async work to its end from a synchronous command (the commands run synchronously from main.swift).
public enum BlockingRun {
    private final class Outcome<Value>: @unchecked Sendable {
        var result: Result<Value, any Error>?
    }

    public static func run(_ work: @escaping @Sendable () async throws -> Void) throws {
        do {
            try value(work)
        } catch {
            throw CommandFailure("the web admin stopped: \(error)")
        }
    }

    /// What `work` returns, or the error it threw, as it is.
    public static func value<Value>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
        let outcome = Outcome<Value>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { outcome.result = .success(try await work()) } catch { outcome.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try outcome.result!.get()
    }
}
