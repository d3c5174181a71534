import GRDB

extension Schema {
    /// v7, quiz packs (the packs mode, iQuiz documents from a server): a pack
    /// knows it is a quiz pack, where it came from and when it left the list;
    /// a question knows its place in its quiz and the order the quiz lists its
    /// answers in; finished games, the pack feed's last check, and the scores
    /// waiting for the score server.
    static func createQuizPacks(_ db: Database) throws {
        try db.alter(table: "pack") { t in
            // A quiz pack plays only in the packs mode, questions in its own order.
            t.add(column: "isQuiz", .boolean).notNull().defaults(to: false)
            // When it left the list (gone from its document, or its URL replaced); its rows stay.
            t.add(column: "removedAt", .datetime)
            // When its questions last changed (added, or replaced by a new version).
            t.add(column: "updatedAt", .datetime)
        }
        try db.alter(table: "question") { t in
            // The question's place in its quiz pack (0 first); NULL outside quiz packs.
            t.add(column: "packOrder", .integer)
            // The option positions (0 right, 1...5 wrong) in the order the quiz lists its answers: "2,0,1,3".
            t.add(column: "answerOrder", .text)
        }
        try db.create(index: "question_packOrder", on: "question", columns: ["packId", "status", "packOrder"])
        // One row per pack URL checked: the validators for a conditional request, and how the last check went.
        try db.create(table: "packFeed") { t in
            t.primaryKey("url", .text)
            t.column("etag", .text)
            t.column("lastModified", .text)
            t.column("checkedAt", .datetime)
            t.column("succeededAt", .datetime)
            t.column("changedAt", .datetime)
            t.column("lastChange", .text)
            t.column("lastProblem", .text)
        }
        try db.create(table: "packGame") { t in
            t.primaryKey("id", .text)  // the game's UUID, as the score server sees it
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("packId", .text).notNull()
            t.column("score", .integer).notNull().check { $0 >= 0 }  // right answers
            t.column("total", .integer).notNull().check { $0 >= 0 }
            t.column("finishedAt", .datetime).notNull()
        }
        try db.create(index: "packGame_player", on: "packGame", columns: ["playerId", "finishedAt"])
        // Finished games waiting for the score server; a row goes once a 2xx (or a 4xx) answered it.
        try db.create(table: "scoreOutbox") { t in
            t.primaryKey("gameId", .text)
            t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
            t.column("url", .text).notNull()
            t.column("body", .text).notNull()  // the JSON document POSTed
            t.column("attempts", .integer).notNull().defaults(to: 0)
            t.column("nextAttemptAt", .datetime).notNull()
            t.column("lastProblem", .text)
        }
        try db.create(index: "scoreOutbox_due", on: "scoreOutbox", columns: ["nextAttemptAt"])
    }
}
