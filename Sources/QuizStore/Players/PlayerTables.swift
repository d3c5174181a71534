/// Where the store keeps rows about a player: the one list that erasing a
/// player and showing their whole record both read. A new table with a
/// player column belongs here (a test compares it with the schema).
enum PlayerTables {
    /// A table and the column in it that holds a player's id.
    struct Link: Hashable, Sendable {
        let table: String
        let column: String
    }

    /// Rows that are the player's: erased with them, shown in their record.
    /// (`savedGame.playerId` has no foreign key: 0 is the kiosk's anonymous player.)
    static let owned: [Link] = [
        Link(table: "playerState", column: "playerId"),
        Link(table: "answer", column: "playerId"),
        Link(table: "gameResult", column: "playerId"),
        Link(table: "topicMedal", column: "playerId"),
        Link(table: "award", column: "playerId"),
        Link(table: "powerUpInventory", column: "playerId"),
        Link(table: "powerUpUse", column: "playerId"),
        Link(table: "purchase", column: "playerId"),
        Link(table: "creditGrant", column: "playerId"),
        Link(table: "walletChange", column: "playerId"),
        Link(table: "savedGame", column: "playerId"),
        Link(table: "abandonedGame", column: "playerId"),
        Link(table: "dealtStatement", column: "playerId"),
        Link(table: "follow", column: "followerId"),
        Link(table: "follow", column: "followeeId"),
        Link(table: "submission", column: "playerId"),
        Link(table: "report", column: "playerId"),
        Link(table: "lead", column: "playerId"),
        Link(table: "packGame", column: "playerId"),
        Link(table: "scoreOutbox", column: "playerId"),
        Link(table: "historyGame", column: "playerId"),
        Link(table: "dailyAttempt", column: "playerId"),
        Link(table: "boardTotal", column: "playerId"),
        Link(table: "emailView", column: "playerId"),
        // After `follow`: unfollowing while erasing stamps these first (docs/fleet.md, "On the device").
        Link(table: "fleetProfileStamp", column: "playerId"),
        Link(table: "fleetFollowStamp", column: "followerId"),
        Link(table: "fleetFollowStamp", column: "followeeId"),
        Link(table: "fleetUsernameWanted", column: "playerId"),
        Link(table: "playerAccessibility", column: "playerId"),
    ]

    /// Columns that name the player in someone else's row (a moderator's
    /// review of another player's submission, an admin who opened another
    /// player's email): cleared on erasure, the row kept.
    static let mentions: [Link] = [
        Link(table: "submission", column: "reviewerId"),
        Link(table: "emailView", column: "viewerId"),
    ]
}
