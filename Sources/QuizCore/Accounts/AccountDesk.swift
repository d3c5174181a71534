import Foundation

/// What a typed username comes to while it is typed.
public enum UsernameStatus: Equatable, Sendable {
    /// Nobody has it (whatever the case): it can be registered.
    case free
    /// Another account has it (in any case).
    case taken
    /// It breaks the rule; each part broken.
    case breaksRule([Username.Part])
    /// The store could not answer (it has said why).
    case unknown
}

/// How a log-in went.
public enum LoginOutcome: Equatable, Sendable {
    /// The password was right: play as this player.
    case loggedIn(PlayerRef)
    /// The password was right, but a fleet gave the player's username to someone who registered it first:
    /// they choose a new one (`AccountDesk.chooseUsername`), then play; everything they played stays.
    case usernameWanted(PlayerRef)
    /// No account has this username or email.
    case noAccount
    /// The password was wrong; `triesLeft` more wrong ones lock the account.
    case wrongPassword(triesLeft: Int)
    /// Too many wrong passwords: no log-in, even with the right one, until `until`.
    case locked(until: Date)
    /// A moderator or admin banned the player.
    case banned
    /// The store could not answer (it has reported why).
    case storeDown
}

/// How a register or a change went.
public enum AccountChange: Equatable, Sendable {
    /// Done: the player (with the new username as their name when it changed).
    case done(PlayerRef)
    /// Not done, and why (each unmet rule, a taken name, a wrong password).
    case refused(AccountRefusal)
}

/// An account as the screens show it.
public struct AccountInfo: Equatable, Sendable {
    public var username: String
    /// guest, player, moderator or admin.
    public var role: String

    public init(username: String, role: String) {
        self.username = username
        self.role = role
    }
}

/// Where the home screen registers players and logs them in: usernames and
/// passwords (`Username`, `PasswordRule`), an optional email, five wrong
/// passwords locking an account for five minutes, banned players refused.
/// Answers at once (a password check takes a slow hash's time).
public protocol AccountDesk: AnyObject {
    /// Whether `typed` could be registered now.
    func status(ofUsername typed: String) -> UsernameStatus
    /// Registers a new account; a guest given keeps what they played (their row becomes the account's).
    func register(username: String, password: String, email: String?, keeping guest: PlayerRef?) -> AccountChange
    /// Logs in with a username or an email and the password.
    func logIn(_ usernameOrEmail: String, password: String) -> LoginOutcome
    /// The account of `player`, nil when they have none.
    func account(of player: PlayerRef) -> AccountInfo?
    /// A new username for `player`, their password asked.
    func changeUsername(of player: PlayerRef, password: String, to newName: String) -> AccountChange
    /// A new password for `player`, the old one asked.
    func changePassword(of player: PlayerRef, from old: String, to new: String) -> AccountChange
    /// A new username for `player`, who just logged in and whose old one the fleet gave away
    /// (`LoginOutcome.usernameWanted`); refused for anyone else.
    func chooseUsername(of player: PlayerRef, to newName: String) -> AccountChange
}
