import GRDB

extension Schema {
    /// v32, a Daily Challenge board per language (issue 37): each language deals its own ten questions, so an
    /// attempt keeps the language it was dealt in, and its result (`gameResult`, mode `daily`) keeps it too, for
    /// the board of that language to rank. NULL for every row from before, and for every other mode's result.
    /// (A language's board reads its games through `gameResult_board` and each row's language: a Daily board
    /// holds one ranked game a player a day.)
    static func addDailyLanguage(_ db: Database) throws {
        try db.alter(table: "dailyAttempt") { t in
            t.add(column: "language", .text)
        }
        try db.alter(table: "gameResult") { t in
            t.add(column: "language", .text)
        }
    }
}
