import GRDB

extension Schema {
    /// Packs, topics, questions with their answer options, and dated events.
    static func createContent(_ db: Database) throws {
        try db.create(table: "pack") { t in
            t.primaryKey("id", .text)
            t.column("title", .text).notNull()
            t.column("description", .text).notNull().defaults(to: "")
            t.column("icon", .text)
            t.column("sourceURL", .text)
            t.column("etag", .text)
            t.column("fetchedAt", .datetime)
            t.column("checksum", .text).notNull().defaults(to: "")
        }
        try db.create(table: "topic") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("name", .text).notNull().unique().collate(.nocase)
        }
        try db.create(table: "question") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("uid", .text).notNull().unique()
            t.column("packId", .text).references("pack", onDelete: .setNull)
            t.column("topicId", .integer).notNull().references("topic")
            t.column("kind", .text).notNull().check { ["trueFalse", "multipleChoice"].contains($0) }
            t.column("text", .text).notNull()
            t.column("correctAnswer", .text).notNull()
            t.column("explanation", .text).notNull().defaults(to: "")
            t.column("badge", .text)
            t.column("source", .text).notNull().defaults(to: "")
            t.column("status", .text).notNull().defaults(to: "active").check { ["active", "retired"].contains($0) }
            // Normalised text and answer, to find duplicates across imports.
            t.column("fingerprint", .text).notNull()
            // A stable pseudo-random key (a hash of the uid): picking "the first
            // unanswered question at or after a random key" is a random pick
            // that an index answers without counting the topic. (v5 replaces it
            // with `dealSlot`: that pick favoured questions after wide gaps.)
            t.column("shuffleKey", .integer).notNull()
            t.column("createdAt", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
        }
        try db.create(index: "question_kind_status", on: "question", columns: ["kind", "status", "topicId"])
        try db.create(index: "question_pick", on: "question", columns: ["topicId", "kind", "status", "shuffleKey"])
        try db.create(index: "question_fingerprint", on: "question", columns: ["fingerprint"])
        try db.create(index: "question_pack", on: "question", columns: ["packId"])
        // Every answer a player can choose has its own id: position 0 is the
        // correct one, 1...5 the wrong ones. Answers record the option chosen.
        try db.create(table: "option") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("questionId", .integer).notNull().references("question", onDelete: .cascade)
            t.column("position", .integer).notNull().check { $0 >= 0 && $0 <= 5 }
            t.column("text", .text).notNull()
            t.uniqueKey(["questionId", "position"])
        }
        try db.create(table: "event") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("uid", .text).notNull().unique()
            t.column("packId", .text).references("pack", onDelete: .setNull)
            t.column("text", .text).notNull()
            t.column("year", .integer).notNull()  // negative: BC
            t.column("month", .integer).notNull().check { $0 >= 1 && $0 <= 12 }
            t.column("day", .integer).notNull().check { $0 >= 1 && $0 <= 31 }
            t.column("dayOfYear", .integer).notNull()
            t.column("imageURL", .text)
            t.column("pages", .text).notNull().defaults(to: "[]")  // JSON array of article titles
            t.column("source", .text).notNull().defaults(to: "")
            t.column("sensitive", .boolean).notNull().defaults(to: false)
            t.column("fingerprint", .text).notNull()
        }
        try db.create(index: "event_day", on: "event", columns: ["month", "day"])
        try db.create(index: "event_fingerprint", on: "event", columns: ["fingerprint"])
    }
}
