import Foundation
import QuizAdmin
import QuizConfig
import QuizCore
import QuizFleet
import QuizStore
import QuizText

/// `tiltquiz admin serve` and `admin add-user`: the web admin over the game's database, and its first users. Their
/// lines in the operator's catalog; a listen address's, a server's or the account store's reason in English.
public enum AdminRun {
    public static func serve(
        listen: String, secureCookies: Bool, tlsCert: String?, tlsKey: String?, location: StoreLocation
    ) throws {
        let words = try OperatorCatalog.of(location)
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
        default: throw CommandFailure(words, "cli.admin_tls_pair")
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
        do {
            try BlockingRun.value {
                try await server.serve { port in
                    let url = "\(tls == nil ? "http" : "https")://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
                    // Unbuffered, so a service's journal shows it at once.
                    FileHandle.standardOutput.write(Data((words.text("cli.admin_listening", ["url": url]) + "\n").utf8))
                }
            }
        } catch {
            throw CommandFailure(words, "cli.admin_stopped", ["reason": "\(error)"])
        }
    }

    public static func addUser(_ name: String, role: String, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        if case .failure = Username.clean(name) {
            throw PlayersRun.usernameRefusal(name, words)
        }
        let password =
            isatty(STDIN_FILENO) == 1
            ? try SecretPrompt.twice(
                prompt: words["cli.password_prompt"], again: words["cli.password_again"],
                missing: words["cli.password_missing"], missingSecond: words["cli.admin_password_once"],
                mismatch: words["cli.admin_password_mismatch"])
            : try SecretPrompt.line(prompt: words["cli.password_prompt"], missing: words["cli.password_missing"])
        let (database, _) = try location.openPlayers()
        let accounts = AccountStore(database: database)
        let player: PlayerRef
        do {
            player = try accounts.register(username: name, password: password)
            try accounts.setRole(of: player, to: role)
        } catch .account(let refusal) {
            if case .usernameTaken = refusal {
                throw CommandFailure(words, "cli.admin_not_added_taken", ["reason": refusal.words, "role": role])
            }
            throw CommandFailure(words, "cli.admin_not_added", ["reason": refusal.words])
        } catch {
            throw CommandFailure(error)
        }
        print(words.text("cli.admin_added", ["player": "#\(player.id) \(player.name)", "role": role]))
    }
}

/// Runs async work to its end from a synchronous command (the commands run synchronously from main.swift).
public enum BlockingRun {
    private final class Outcome<Value>: @unchecked Sendable {
        var result: Result<Value, any Error>?
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
