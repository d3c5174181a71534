import Foundation
import GRDB
import QuizCore
import QuizSecrets

/// Players' accounts: a username (`Username`) and a password (`PasswordRule`,
/// kept as a `SaltedHash`, never in clear and never logged), an optional
/// email (sealed with the data folder's `LeadKey`, found again by a keyed
/// digest), log-in by username or email, five wrong passwords locking the
/// account for five minutes, and the roles and bans the operator sets. Every
/// time is given (`at:`), so tests move the clock instead of waiting.
public struct AccountStore: Sendable {
    public let database: QuizDatabase
    /// Seals emails and keys their digests: the leads' key file.
    let emails: LeadStore
    /// Iterations of new password hashes (tests use fewer; never under `SaltedHash.allowedIterations`).
    public let iterations: Int

    /// Iterations of new password hashes: `SaltedHash`'s default (at least 200,000).
    public static let defaultIterations = SaltedHash.defaultIterations
    /// Iteration counts a stored hash may have (`SaltedHash.allowedIterations`).
    public static let allowedIterations = SaltedHash.allowedIterations
    /// The roles `tiltquiz players role` sets (guests are made by the kiosk, not given).
    public static let roles = ["player", "moderator", "admin"]

    /// The accounts of `database`; emails sealed with the key at `keyPath` (default: beside the database).
    public init(database: QuizDatabase, keyPath: String? = nil, iterations: Int = defaultIterations) {
        self.database = database
        emails = LeadStore(database: database, keyPath: keyPath)
        self.iterations = iterations
    }

    // MARK: Registering

    /// Whether `typed` could be registered now (by `player`, whose own username it may be).
    public func status(ofUsername typed: String, for player: Int64? = nil) throws(StoreError) -> UsernameStatus {
        let broken = Username.brokenParts(typed)
        guard broken.isEmpty else { return .breaksRule(broken) }
        let holder = try database.read { db in try AccountRow.find(username: Username.trimmed(typed), db) }
        guard let holder, holder.id != player else { return .free }
        return .taken
    }

    /// A new account; `guest`, when still a guest, becomes it and keeps what they played. Refused
    /// (`StoreError.account`, naming every unmet rule) for a username that is taken or breaks its rule, a weak
    /// password or an email that is not one or is another account's.
    @discardableResult
    public func register(
        username typed: String, password: String, email: String? = nil, keeping guest: PlayerRef? = nil,
        at now: Date = Date()
    ) throws(StoreError) -> PlayerRef {
        let username = try Self.checkedUsername(typed)
        let problems = PasswordRule.check(password)
        if !problems.isEmpty { throw StoreError.account(.password(problems)) }
        let address = try email.map { typed throws(StoreError) in try Self.checkedEmail(typed) }
        let hash = try makeHash(password)
        let key = try address.map { _ throws(StoreError) in try emails.key(creating: true) }
        return try database.write { db in
            if try AccountRow.find(username: username, db) != nil { throw StoreError.account(.usernameTaken(username)) }
            let digest = key.flatMap { key in address.map { key.accountDigest(of: $0) } }
            if let digest, try AccountRow.find(emailDigest: digest, db) != nil {
                throw StoreError.account(.emailTaken(address ?? ""))
            }
            var id: Int64
            if let guest, let row = try AccountRow.find(id: guest.id, db), row.role == "guest", row.username == nil {
                id = row.id
            } else {
                // Not "played" yet: the device marks who plays, the command line registers for later.
                var row = PlayerRow(name: username, role: "player", banned: false, createdAt: now, lastPlayedAt: nil)
                try PlayerDirectory.insert(&row, db)
                id = row.id ?? db.lastInsertedRowID
            }
            let sealed = try key.flatMap { key in
                try address.map { try key.seal($0, playerID: id, purpose: .account) }
            }
            try db.execute(
                sql: """
                    UPDATE player SET name = ?, username = ?, role = 'player', passwordHash = ?, email = ?,
                        emailKeyId = ?, emailDigest = ?, failedLogins = 0, lockedUntil = NULL
                    WHERE id = ?
                    """,
                arguments: [username, username, hash, sealed, key?.id, digest, id])
            return PlayerRef(id: id, name: username, isGuest: false)
        }
    }

    // MARK: Logging in

    /// Logs in with a username, or an email (anything with an `@`), and the password. A player whose username
    /// a fleet gave to someone who registered it first still logs in with it, until they choose a new one
    /// (`.usernameWanted`): when another account holds it now, the password says which of them logs in.
    public func logIn(
        _ usernameOrEmail: String, password: String, at now: Date = Date()
    ) throws(StoreError)
        -> LoginOutcome
    {
        let holder = try findAccount(usernameOrEmail)
        let typed = Username.trimmed(usernameOrEmail)
        let former =
            typed.contains("@")
            ? [] : try database.read { db in try AccountRow.awaitingUsername(formerly: typed, db) }
        // The holder's own password first (the username is theirs), then the players who held it before.
        let holderMatches = !former.isEmpty && holder.map { Self.matches(password, $0) } == true
        let row = (holderMatches ? holder : former.first { Self.matches(password, $0) }) ?? holder ?? former.first
        guard let row else { return .noAccount }
        switch try check(password, of: row, at: now) {
        case .right:
            let wanted = try database.read { db in try AccountRow.awaitsUsername(id: row.id, db) }
            return wanted ? .usernameWanted(row.ref) : .loggedIn(row.ref)
        case .refused(let outcome): return outcome
        }
    }

    /// Whether `password` is `row`'s, counting nothing (a hash that does not parse matches nothing).
    static func matches(_ password: String, _ row: AccountRow) -> Bool {
        guard let stored = row.passwordHash, let hash = try? SaltedHash.parse(stored) else { return false }
        return hash.matches(password)
    }

    /// The account `usernameOrEmail` names, nil when none does.
    func findAccount(_ usernameOrEmail: String) throws(StoreError) -> AccountRow? {
        let typed = Username.trimmed(usernameOrEmail)
        guard typed.contains("@") else {
            return try database.read { db in try AccountRow.find(username: typed, db) }
        }
        // No key file: no email was ever kept, so no account has this one.
        guard let key = try LeadKey.load(path: emails.keyPath) else { return nil }
        let digest = key.accountDigest(of: typed)
        return try database.read { db in try AccountRow.find(emailDigest: digest, db) }
    }

    enum Check {
        case right
        case refused(LoginOutcome)
    }

    /// Checks `password` for `row`: a ban or a lock refuses it unchecked; a wrong one counts toward the lock,
    /// a right one clears the count.
    func check(_ password: String, of row: AccountRow, at now: Date) throws(StoreError) -> Check {
        guard let stored = row.passwordHash else { return .refused(.noAccount) }
        if row.banned { return .refused(.banned) }
        if let until = row.lockedUntil, until > now { return .refused(.locked(until: until)) }
        let hash: SaltedHash
        do {
            hash = try SaltedHash.parse(stored)
        } catch {
            throw StoreError.query("the password hash of player #\(row.id) \(error.message)")
        }
        guard hash.matches(password) else {
            let failures = row.failedLogins + 1
            if failures >= AccountLock.allowedFailures {
                let until = now.addingTimeInterval(AccountLock.seconds)
                try database.write { db in
                    try db.execute(
                        sql: "UPDATE player SET failedLogins = 0, lockedUntil = ? WHERE id = ?",
                        arguments: [StoredDate(until), row.id])
                }
                return .refused(.locked(until: until))
            }
            try database.write { db in
                try db.execute(
                    sql: "UPDATE player SET failedLogins = ?, lockedUntil = NULL WHERE id = ?",
                    arguments: [failures, row.id])
            }
            return .refused(.wrongPassword(triesLeft: AccountLock.allowedFailures - failures))
        }
        try database.write { db in
            try db.execute(
                sql: "UPDATE player SET failedLogins = 0, lockedUntil = NULL WHERE id = ?", arguments: [row.id])
        }
        return .right
    }

    // MARK: Changes

    /// A new username for `player`, their password asked (a wrong one counts toward the lock).
    @discardableResult
    public func changeUsername(
        of player: PlayerRef, password: String, to typed: String, at now: Date = Date()
    ) throws(StoreError) -> PlayerRef {
        let username = try Self.checkedUsername(typed)
        let row = try accountRow(of: player)
        try requirePassword(password, of: row, at: now)
        return try database.write { db in
            if let holder = try AccountRow.find(username: username, db), holder.id != row.id {
                throw StoreError.account(.usernameTaken(username))
            }
            try db.execute(
                sql: "UPDATE player SET username = ?, name = ? WHERE id = ?", arguments: [username, username, row.id])
            return PlayerRef(id: row.id, name: username, isGuest: false)
        }
    }

    /// A new username for `player`, whose old one a fleet gave to someone who registered it first
    /// (`fleetUsernameWanted`, set by the fleet's apply): they logged in just before, so no password is asked.
    /// The username rule and a taken name refuse it as at registering. Setting it clears the request (a
    /// trigger) and sends it to the fleet (the profile trigger); their player row and results stay.
    @discardableResult
    public func chooseUsername(of player: PlayerRef, to typed: String) throws(StoreError) -> PlayerRef {
        let username = try Self.checkedUsername(typed)
        return try database.write { db in
            guard try AccountRow.awaitsUsername(id: player.id, db) else {
                throw StoreError.account(.notAsked(player))
            }
            if let holder = try AccountRow.find(username: username, db), holder.id != player.id {
                throw StoreError.account(.usernameTaken(username))
            }
            try db.execute(
                sql: "UPDATE player SET username = ?, name = ? WHERE id = ?",
                arguments: [username, username, player.id])
            return PlayerRef(id: player.id, name: username, isGuest: false)
        }
    }

    /// A new password for `player`, the old one asked (a wrong one counts toward the lock).
    public func changePassword(
        of player: PlayerRef, from old: String, to new: String, at now: Date = Date()
    ) throws(StoreError) {
        let problems = PasswordRule.check(new)
        if !problems.isEmpty { throw StoreError.account(.password(problems)) }
        let row = try accountRow(of: player)
        try requirePassword(old, of: row, at: now)
        let hash = try makeHash(new)
        try database.write { db in
            try db.execute(sql: "UPDATE player SET passwordHash = ? WHERE id = ?", arguments: [hash, row.id])
        }
    }

    /// Throws unless `password` is `row`'s, saying why in words.
    func requirePassword(_ password: String, of row: AccountRow, at now: Date) throws(StoreError) {
        guard case .refused(let outcome) = try check(password, of: row, at: now) else { return }
        throw StoreError.account(.logIn(outcome, username: row.username ?? row.name))
    }

    func accountRow(of player: PlayerRef) throws(StoreError) -> AccountRow {
        guard let row = try database.read({ db in try AccountRow.find(id: player.id, db) }) else {
            throw StoreError.unknownPlayer("#\(player.id)")
        }
        guard row.username != nil, row.passwordHash != nil else {
            throw StoreError.account(.noAccount(row.ref))
        }
        return row
    }

    // MARK: Roles and bans

    /// The account `reference` names: a username (any case), else a player's name or `#id`.
    public func find(_ reference: String) throws(StoreError) -> PlayerRef {
        let typed = Username.trimmed(reference)
        if !typed.hasPrefix("#"), let row = try database.read({ db in try AccountRow.find(username: typed, db) }) {
            return row.ref
        }
        return try PlayerDirectory(database: database).find(typed)
    }

    /// The registered account whose username is `typed` (any case); nil when there is none.
    public func registered(username typed: String) throws(StoreError) -> PlayerRef? {
        let username = Username.trimmed(typed)
        return try database.read { db in try AccountRow.find(username: username, db) }?.ref
    }

    /// The account of `player`: nil when they registered none.
    public func account(of player: PlayerRef) throws(StoreError) -> AccountInfo? {
        let row = try database.read { db in try AccountRow.find(id: player.id, db) }
        guard let row, let username = row.username else { return nil }
        return AccountInfo(username: username, role: row.role)
    }

    /// Gives `player` a role (`roles`).
    public func setRole(of player: PlayerRef, to role: String) throws(StoreError) {
        guard Self.roles.contains(role) else {
            throw StoreError.refused("the role \(role) is not one of \(Self.roles.joined(separator: ", "))")
        }
        try update(player, sql: "UPDATE player SET role = ? WHERE id = ?", [role, player.id])
    }

    /// Bans `player` (no log-in, no board) or lifts the ban.
    public func setBanned(_ player: PlayerRef, _ banned: Bool) throws(StoreError) {
        try update(player, sql: "UPDATE player SET banned = ? WHERE id = ?", [banned, player.id])
    }

    /// Whether `player` is banned.
    public func isBanned(_ player: PlayerRef) throws(StoreError) -> Bool {
        guard let row = try database.read({ db in try AccountRow.find(id: player.id, db) }) else {
            throw StoreError.unknownPlayer("#\(player.id)")
        }
        return row.banned
    }

    private func update(_ player: PlayerRef, sql: String, _ arguments: StatementArguments) throws(StoreError) {
        try database.write { db in
            try db.execute(sql: sql, arguments: arguments)
            guard db.changesCount == 1 else { throw StoreError.unknownPlayer("#\(player.id)") }
        }
    }

    // MARK: Rules

    private func makeHash(_ password: String) throws(StoreError) -> String {
        do {
            return try SaltedHash.make(secret: password, salt: SaltedHash.makeSalt(), iterations: iterations)
                .description
        } catch {
            throw StoreError.query(error.message)
        }
    }

    static func checkedUsername(_ typed: String) throws(StoreError) -> String {
        let broken = Username.brokenParts(typed)
        guard broken.isEmpty else { throw StoreError.account(.username(typed, broken)) }
        return Username.trimmed(typed)
    }

    static func checkedEmail(_ typed: String) throws(StoreError) -> String {
        switch EmailAddress.clean(typed) {
        case .success(let address): return address
        case .failure(let problem): throw StoreError.account(.email(typed, problem))
        }
    }
}
