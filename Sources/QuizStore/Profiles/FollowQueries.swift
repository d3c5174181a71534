import Foundation
import GRDB
import QuizCore

/// Follows between players, the lists of followers and followed, and the
/// search by name. Only a registered player (one with a username, not a
/// guest, not banned) follows; a guest, a banned player or oneself cannot be
/// followed; banned players never appear in a list or a search.
extension QuizDatabase {
    /// `followerID` follows `followeeID` (following again changes nothing); nil, or why it is refused.
    public func follow(
        _ followerID: Int64, _ followeeID: Int64, at date: Date = Date()
    ) throws(StoreError)
        -> FollowRefusal?
    {
        try write { db -> FollowRefusal? in
            guard
                let follower = try Row.fetchOne(
                    db, sql: "SELECT name, role, username, banned FROM player WHERE id = ?", arguments: [followerID])
            else { throw StoreError.unknownPlayer("#\(followerID)") }
            let role: String = follower["role"]
            let username: String? = follower["username"]
            let banned: Bool = follower["banned"]
            guard role != "guest", username != nil, !banned else {
                return .notRegistered(name: follower["name"], isGuest: role == "guest")
            }
            guard followerID != followeeID else { return .selfFollow }
            guard
                let followee = try Row.fetchOne(
                    db, sql: "SELECT name, role, banned FROM player WHERE id = ?", arguments: [followeeID])
            else { throw StoreError.unknownPlayer("#\(followeeID)") }
            let followeeRole: String = followee["role"]
            let followeeBanned: Bool = followee["banned"]
            guard followeeRole != "guest", !followeeBanned else { return .cannotBeFollowed(name: followee["name"]) }
            try db.execute(
                sql: "INSERT OR IGNORE INTO follow (followerId, followeeId, createdAt) VALUES (?, ?, ?)",
                arguments: [followerID, followeeID, StoredDate(date)])
            return nil
        }
    }

    /// Stops following; false when there was no such follow.
    @discardableResult
    public func unfollow(_ followerID: Int64, _ followeeID: Int64) throws(StoreError) -> Bool {
        try write { db in
            try db.execute(
                sql: "DELETE FROM follow WHERE followerId = ? AND followeeId = ?", arguments: [followerID, followeeID])
            return db.changesCount > 0
        }
    }

    public func isFollowing(_ followerID: Int64, _ followeeID: Int64) throws(StoreError) -> Bool {
        try read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM follow WHERE followerId = ? AND followeeId = ?)",
                arguments: [followerID, followeeID]) ?? false
        }
    }

    /// Who follows `playerID`, by name; banned players left out.
    public func followers(of playerID: Int64) throws(StoreError) -> [ProfilePerson] {
        try people(in: .followers, of: playerID)
    }

    /// Whom `playerID` follows, by name; banned players left out.
    public func following(of playerID: Int64) throws(StoreError) -> [ProfilePerson] {
        try people(in: .following, of: playerID)
    }

    /// Named players (guests and banned players left out) whose name or username holds `text` in any
    /// case, by name, at most `limit`.
    public func searchPlayers(_ text: String, limit: Int = 20) throws(StoreError) -> [ProfilePerson] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        let escaped =
            trimmed.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
        let pattern = "%" + escaped + "%"
        return try people(
            sql: """
                SELECT id, name, role, avatar FROM player
                WHERE banned = 0 AND role <> 'guest'
                  AND (name LIKE ? ESCAPE '\\' OR username LIKE ? ESCAPE '\\')
                ORDER BY name COLLATE NOCASE, id LIMIT ?
                """, arguments: [pattern, pattern, limit])
    }

    /// Gives the player an avatar (`.none` clears it).
    public func setAvatar(_ avatar: Avatar, for playerID: Int64) throws(StoreError) {
        try write { db in
            try db.execute(sql: "UPDATE player SET avatar = ? WHERE id = ?", arguments: [avatar.stored, playerID])
            guard db.changesCount == 1 else { throw StoreError.unknownPlayer("#\(playerID)") }
        }
    }

    /// The players on `side` of `playerID`, by name.
    private func people(in side: FollowSide, of playerID: Int64) throws(StoreError) -> [ProfilePerson] {
        try people(
            sql: "SELECT p.id, p.name, p.role, p.avatar \(side.fromSQL) ORDER BY p.name COLLATE NOCASE, p.id",
            arguments: [playerID])
    }

    private func people(sql: String, arguments: StatementArguments) throws(StoreError) -> [ProfilePerson] {
        try read { db in
            try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                let role: String = row["role"]
                return ProfilePerson(
                    player: PlayerRef(id: row["id"], name: row["name"], isGuest: role == "guest"),
                    avatar: Avatar(stored: row["avatar"]))
            }
        }
    }
}

extension QuizDatabase {
    /// Gives the player a username, which makes them registered (able to follow). Registering with a
    /// password is the accounts' part; this is for the profile fixtures and tests until then.
    public func setUsername(_ username: String?, for playerID: Int64) throws(StoreError) {
        try write { db in
            try db.execute(sql: "UPDATE player SET username = ? WHERE id = ?", arguments: [username, playerID])
            guard db.changesCount == 1 else { throw StoreError.unknownPlayer("#\(playerID)") }
        }
    }
}

/// One side of `follow` seen from a player: who follows them, or whom they follow; banned players left out.
enum FollowSide {
    case followers
    case following

    /// `FROM follow f JOIN player p ... WHERE ...`: the players on this side as `p`, the player's id the one argument.
    var fromSQL: String {
        switch self {
        case .followers: "FROM follow f JOIN player p ON p.id = f.followerId WHERE f.followeeId = ? AND p.banned = 0"
        case .following: "FROM follow f JOIN player p ON p.id = f.followeeId WHERE f.followerId = ? AND p.banned = 0"
        }
    }

    /// How many players are on this side of `playerID`, inside the caller's read.
    func count(of playerID: Int64, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) \(fromSQL)", arguments: [playerID]) ?? 0
    }
}
