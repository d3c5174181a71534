/// What a `FleetChange` is. Devices push the first group; the server (an admin's action, or its own rules)
/// writes the second into its change log, and devices apply both. The keys of each kind's `body` are listed
/// per case; times are ISO 8601 in UTC with milliseconds (`2026-12-02T13:40:00.000Z`), dates `YYYY-MM-DD`.
public enum FleetKind: String, Codable, CaseIterable, Sendable {
    /// A player registered or met on a device: `name`, `username` (or absent), `avatar`, `passwordHash`,
    /// `consentAt`, `createdAt`. Added once; later edits travel as `profile`.
    case player
    /// An edit of a player's `name`, `avatar` or `username` (only the keys edited), stamped; the latest stamp
    /// wins field by field.
    case profile
    /// A player follows another: `follower`, `followee` (fleet ids), stamped.
    case follow
    /// A player stops following another: `follower`, `followee`, stamped.
    case unfollow
    /// A game played to its end: `mode`, `score`, `total`, `points`, `completedAt`, `localDate`, `topic` (a
    /// name, or absent), `ranked`.
    case result
    /// One answer: `question` (a uid), `option` (a position, or absent), `result`, `points`, `secondsTaken`,
    /// `mode`, `answeredAt`.
    case answer
    /// A Daily Challenge finished: `date`, `score`, `completedAt`; one per player and date across the fleet.
    case daily
    /// A change of a player's credits or of their count of one power-up, added once and only ever summed:
    /// `item` (`credits`, or a power-up's kind), `delta` (cents or power-ups, below zero for a spend or a use),
    /// `changedAt`. A balance or an inventory is the sum of its `wallet` changes from every device.
    case wallet
    /// A badge a player earned: `code`, `title`, `awardedAt`; kept once per player and code.
    case badge
    /// A topic medal a player earned: `topic` (a name), `medal` (bronze, silver, gold), `awardedAt`; per player
    /// and topic the best one is kept.
    case medal
    /// A question of the bank, whole: `uid`, `kind`, `topic` (a name), `text`, `correct`, `wrong` (a list),
    /// `explanation`, `feedback` (per option, or an empty list), `badge`, `source`, `language`, `translates` (a
    /// uid), `status` (active, retired). A device sends each question it has once (the first uid sent wins); the
    /// server logs it, and logs an admin's edit or retire the same way; a device keeps the fleet's version by uid.
    case question
    /// A purchase in the shop, as the device saved it: `item` (a shop item's code), `quantity`, `priceCents`,
    /// `provider` (`credits`, `freePlay`, `operator`, `coin`), `purchasedAt`, `question` (a uid) and `topic` (a name)
    /// when the item was for one. History only: pushed, never pulled (the counts travel as `wallet`).
    case purchase
    /// Credits given to a player by a coin or the operator: `cents`, `source` (`coin`, `operator`), `grantedAt`.
    /// History only, pushed and never pulled.
    case creditGrant
    /// A power-up used: `kind`, `question` (a uid, when the question is known), `usedAt`. History only, pushed and
    /// never pulled.
    case powerUpUse

    /// The server: a player banned or let back (`banned`: true or false). Wins over what devices did.
    case ban
    /// The server: a player's `role` set by an admin. Wins over what devices did.
    case role
    /// The server: a player erased (GDPR); devices erase them and every row of theirs. Nothing of theirs pushed
    /// later is kept.
    case erase
    /// The server: the `username` a player registered on a device was already taken in the fleet, so the
    /// server kept theirs without it; the device asks the player for a new one at their next login.
    case usernameTaken

    /// Whether devices write this kind (the server writes the others).
    public var isFromDevices: Bool {
        switch self {
        case .player, .profile, .follow, .unfollow, .result, .answer, .daily, .wallet, .badge, .medal, .question,
            .purchase, .creditGrant, .powerUpUse:
            true
        case .ban, .role, .erase, .usernameTaken: false
        }
    }
}
