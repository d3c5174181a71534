import ArgumentParser
import Foundation
import QuizCore
import QuizStore

/// `tiltquiz players register NAME`: an account with a username and a
/// password (from standard input, twice or once with `--password-stdin`),
/// and optionally an email to log in with, for scripts.
struct PlayersRegisterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "register",
        abstract: "Register an account: a username and a password (read from standard input), optionally an email.",
        discussion: """
            The password is read from standard input: asked twice without echo on a terminal, else the first two \
            lines, which must be the same; with --password-stdin, the first line alone. It is never printed. \
            Usernames: \(Username.rule), unique whatever the case. Passwords: \(PasswordRule.summary).
            """)

    @Argument(help: "The username (\(Username.rule)).")
    var name: String

    @Option(help: "An email to log in with too; kept encrypted, one account per email.")
    var email: String?

    @Flag(help: "Read the password once, from the first line of standard input (for scripts).")
    var passwordStdin = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        // The rules first, so a script learns of a bad name before it is asked for a password.
        if case .failure(let problem) = Username.clean(name) {
            throw CommandFailure("the username \"\(name)\" \(problem); a username has \(Username.rule)")
        }
        let password =
            passwordStdin
            ? try SecretPrompt.line(prompt: "Password: ", missing: "no password on standard input")
            : try SecretPrompt.twice(
                prompt: "Password: ", again: "The same password again: ",
                missing: "no password on standard input",
                missingSecond: "the password was given once; give it twice (two lines), or once with --password-stdin",
                mismatch: "the two passwords differ; nothing was registered")
        let (database, _) = try store.openPlayers()
        let player: PlayerRef
        do {
            player = try AccountStore(database: database).register(username: name, password: password, email: email)
        } catch .refused(let reason) {
            throw CommandFailure("not registered: \(reason)")
        } catch {
            throw CommandFailure(error)
        }
        let by = email == nil ? "" : " (it can log in with its email too)"
        print("Registered #\(player.id) \(player.name)\(by).")
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
        guard AccountStore.roles.contains(role) else {
            throw ValidationError("the role \(role) is not one of \(AccountStore.roles.joined(separator: ", "))")
        }
    }

    func run() throws {
        let (database, _) = try store.openPlayers()
        let accounts = AccountStore(database: database)
        let found = try storeCommand { () throws(StoreError) in
            let found = try accounts.find(player)
            try accounts.setRole(of: found, to: role)
            return found
        }
        print("#\(found.id) \(found.name) is now \(role == "admin" ? "an" : "a") \(role).")
    }
}

/// `tiltquiz players ban NAME` and `unban NAME`: a banned player cannot log in and is on no board.
struct PlayersBanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ban", abstract: "Ban a player: they cannot log in and no board shows them.")

    @Argument(help: "The username, the player's name, or '#ID'.")
    var player: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        try setBan(player, true, store)
    }
}

/// `tiltquiz players unban NAME`.
struct PlayersUnbanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unban", abstract: "Lift a player's ban.")

    @Argument(help: "The username, the player's name, or '#ID'.")
    var player: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        try setBan(player, false, store)
    }
}

/// Bans or unbans the player `reference` names, saying when nothing changes.
private func setBan(_ reference: String, _ banned: Bool, _ store: StoreOptions) throws(CommandFailure) {
    let (database, _) = try store.openPlayers()
    let accounts = AccountStore(database: database)
    let (found, was) = try storeCommand { () throws(StoreError) in
        let found = try accounts.find(reference)
        let was = try accounts.isBanned(found)
        try accounts.setBanned(found, banned)
        return (found, was)
    }
    let name = "#\(found.id) \(found.name)"
    if was == banned {
        print("\(name) was already \(banned ? "banned" : "not banned").")
    } else {
        print(banned ? "Banned \(name): they cannot log in and no board shows them." : "Lifted \(name)'s ban.")
    }
}
