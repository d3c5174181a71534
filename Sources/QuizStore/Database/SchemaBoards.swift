import GRDB

extension Schema {
    /// v11, boards: a game result knows its topic (a timed challenge is ranked on its topic's board) and
    /// whether it is ranked (a Daily Challenge played again the same day is practice: it counts for the
    /// streak, not on the board). Results from before are ranked and have no topic.
    static func addBoardColumns(_ db: Database) throws {
        try db.alter(table: "gameResult") { t in
            t.add(column: "topicId", .integer).references("topic", onDelete: .setNull)
            t.add(column: "ranked", .boolean).notNull().defaults(to: true)
        }
        try db.create(
            index: "gameResult_board", on: "gameResult",
            columns: ["mode", "ranked", "localDate", "playerId", "points", "completedAt"])
    }
}
