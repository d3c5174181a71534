/// Why a follow was refused, in words the screen shows.
public enum FollowRefusal: Error, Equatable, Sendable {
    /// A kiosk guest (or a player without a username) has no account to follow from.
    case notRegistered(name: String, isGuest: Bool)
    case selfFollow
    /// The player to follow is a guest, banned, or gone.
    case cannotBeFollowed(name: String)
    /// The store did not answer.
    case storeFailed

    public var message: String {
        switch self {
        case .notRegistered(_, let isGuest):
            return isGuest
                ? "Guests cannot follow players: register a username first"
                : "Only registered players can follow: register a username first"
        case .selfFollow: return "You cannot follow yourself"
        case .cannotBeFollowed(let name): return "\(name) cannot be followed"
        case .storeFailed: return "Could not save the follow: the game's store is not answering"
        }
    }
}

/// The profile screens' way to the store: profiles, follows, search and
/// avatars. Each call answers from the store at once (nil or empty when the
/// store does not answer; the store reports that itself).
public protocol ProfileDesk: AnyObject {
    /// The player's profile as of now, in the event's time zone.
    func profile(of playerID: Int64) -> PlayerProfile?
    /// Who follows the player (banned players left out), by name.
    func followers(of playerID: Int64) -> [ProfilePerson]
    /// Whom the player follows (banned players left out), by name.
    func following(of playerID: Int64) -> [ProfilePerson]
    func isFollowing(_ followerID: Int64, _ followeeID: Int64) -> Bool
    /// Follows, or says why not.
    func follow(_ followerID: Int64, _ followeeID: Int64) -> FollowRefusal?
    func unfollow(_ followerID: Int64, _ followeeID: Int64) -> Bool
    /// Named players (no guests, no banned) whose name or username contains `text`, by name.
    func search(_ text: String) -> [ProfilePerson]
    /// The ids of the bundled avatars, in order.
    var bundledAvatars: [String] { get }
    /// The picture file to draw for `avatar`, or nil (the initials are drawn).
    func picturePath(_ avatar: Avatar) -> String?
    /// Gives the player one of the bundled avatars; false when the store did not take it.
    func setAvatar(_ avatar: Avatar, for playerID: Int64) -> Bool
}
