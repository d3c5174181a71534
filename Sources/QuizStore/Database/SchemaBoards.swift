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

extension Schema {
    /// v15, the board index covers the topic: a timed challenge's board (one topic) is filtered inside the
    /// index instead of reading each game's row for its topic (100k results: a week's board about half as long).
    static func addTopicToBoardIndex(_ db: Database) throws {
        try db.drop(index: "gameResult_board")
        try db.create(
            index: "gameResult_board", on: "gameResult",
            columns: ["mode", "ranked", "localDate", "playerId", "points", "completedAt", "topicId"])
    }
}
