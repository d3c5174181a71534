import Foundation

/// Why a register or an account change was not done, as values: the screens word it in the player's language
/// (`AccountRefusal.screenText` in QuizFlows), the command line in English (`words`).
public enum AccountRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The username typed breaks its rule; each part broken.
    case username(String, [Username.Part])
    /// Another account has the username (in any case).
    case usernameTaken(String)
    /// The password breaks its rule; each way.
    case password([PasswordProblem])
    /// The email typed is not one.
    case email(String, EmailProblem)
    /// Another account logs in with the email.
    case emailTaken(String)
    /// The password asked for the change was not taken: wrong, the account locked or banned.
    case logIn(LoginOutcome, username: String)
    /// The player has no account to change.
    case noAccount(PlayerRef)
    /// The player was not asked for a new username (`LoginOutcome.usernameWanted`), so it is changed with
    /// their password instead.
    case notAsked(PlayerRef)
    /// The store could not answer (it has reported why).
    case storeDown

    /// Why, in English words (the command line's; the screens word it from the catalog).
    public var words: String {
        switch self {
        case .username(let typed, let parts):
            "the username \"\(typed)\" \(AccountRuleProblem.join(parts.map(\.words))); a username has "
                + Username.rule
        case .usernameTaken(let username):
            "the username \"\(username)\" is taken (usernames are unique whatever the case); choose another: "
                + Username.rule
        case .password(let problems): "the password \(AccountRuleProblem.join(problems.map(\.words)))"
        case .email(let typed, let problem): "the email \"\(typed)\" \(problem.words)"
        case .emailTaken(let address): "the email \(address) belongs to another account; log in with it"
        case .logIn(let outcome, let username): outcome.words(username: username)
        case .noAccount(let player): "\(player.name) (#\(player.id)) has no account; register one first"
        case .notAsked(let player):
            "\(player.name) (#\(player.id)) was not asked for a new username; change it from their account, "
                + "with their password"
        case .storeDown: "the game's store is not answering"
        }
    }

    public var description: String { words }
}

extension LoginOutcome {
    /// The outcome in English words, as the command line says it (`username` is what was typed to log in).
    public func words(username: String) -> String {
        switch self {
        case .loggedIn(let player): return "logged in as \(player.name)"
        case .usernameWanted(let player):
            return "\(player.name)'s username went to a player who registered it first in the fleet; choose a new "
                + "one on a device"
        case .noAccount: return "no account has the username or email \"\(username)\""
        case .wrongPassword(let left):
            return "the password is wrong; \(left) more wrong \(left == 1 ? "try locks" : "tries lock") the account "
                + "for \(AccountLock.minutes) minutes"
        case .locked(let until):
            return "\(username) is locked after \(AccountLock.allowedFailures) wrong passwords until "
                + ISO8601DateFormatter().string(from: until)
        case .banned: return "\(username) is banned and cannot log in"
        case .storeDown: return "the game's store is not answering"
        }
    }
}

/// How wrong passwords lock an account: `allowedFailures` in a row lock it for `seconds`, even against the
/// right password.
public enum AccountLock {
    /// Wrong passwords in a row that lock an account.
    public static let allowedFailures = 5
    /// How long a lock lasts.
    public static let seconds: TimeInterval = 5 * 60
    /// How long a lock lasts, in whole minutes.
    public static var minutes: Int { Int(seconds / 60) }
}
