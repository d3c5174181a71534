import GRDB

/// A player's row of `playerState` as a typed record: what the trivia rules
/// keep between games. Every player has one from the moment they are made.
struct PlayerStateRow: Codable, Equatable, FetchableRecord, StoredDateRecord, PersistableRecord {
    static let databaseTableName = "playerState"

    var playerID: Int64
    /// Wall-clock seconds since 1970 at which the lives are full again; nil: full.
    var livesFullAt: Double?
    /// YYYY-MM-DD of the day the passes were counted, in the event's time zone.
    var passesDate: String?
    var passesUsed = 0
    var creditsCents = 0
    /// Power-ups whose explanation the player has seen, comma separated.
    var explained = ""

    enum CodingKeys: String, CodingKey {
        case playerID = "playerId"
        case livesFullAt, passesDate, passesUsed, creditsCents, explained
    }

    enum Columns {
        static let livesFullAt = Column(CodingKeys.livesFullAt)
        static let passesDate = Column(CodingKeys.passesDate)
        static let passesUsed = Column(CodingKeys.passesUsed)
        static let creditsCents = Column(CodingKeys.creditsCents)
        static let explained = Column(CodingKeys.explained)
    }

    /// A new player's state: full lives, no passes used, no credits, nothing explained.
    init(playerID: Int64) {
        self.playerID = playerID
    }

    /// The power-ups whose explanation the player has seen.
    var explainedPowerUps: [String] { explained.split(separator: ",").map(String.init) }
}
