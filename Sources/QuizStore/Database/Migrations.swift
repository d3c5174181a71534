import GRDB

extension QuizDatabase {
    /// Every schema change, in order. Never edit a shipped migration: add one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: packs, topics, questions") { db in
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
                t.column("kind", .text).notNull()
                    .check { ["trueFalse", "multipleChoice"].contains($0) }
                t.column("text", .text).notNull()
                t.column("correctAnswer", .text).notNull()
                t.column("explanation", .text).notNull().defaults(to: "")
                t.column("badge", .text)
                t.column("source", .text).notNull().defaults(to: "")
                t.column("status", .text).notNull().defaults(to: "active")
                    .check { ["active", "retired"].contains($0) }
            }
            try db.create(index: "question_kind_status", on: "question", columns: ["kind", "status"])
            try db.create(index: "question_topic", on: "question", columns: ["topicId"])
        }
        return migrator
    }
}
