import GRDB

extension Schema {
    /// Players' question submissions, reports, and the operator's settings.
    static func createOperations(_ db: Database) throws {
        try db.create(table: "submission") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).references("player", onDelete: .setNull)
            t.column("text", .text).notNull()
            t.column("correctAnswer", .text).notNull()
            t.column("topicName", .text).notNull().defaults(to: "Other")
            t.column("status", .text).notNull().defaults(to: "pending")
                .check { ["pending", "accepted", "declined"].contains($0) }
            t.column("reviewerId", .integer).references("player", onDelete: .setNull)
            t.column("questionId", .integer).references("question", onDelete: .setNull)
            t.column("createdAt", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
            t.column("reviewedAt", .datetime)
        }
        try db.create(table: "report") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("playerId", .integer).references("player", onDelete: .setNull)
            t.column("questionId", .integer).notNull().references("question", onDelete: .cascade)
            t.column("reason", .text).notNull().check { ["wrong", "inappropriate", "other"].contains($0) }
            t.column("comment", .text).notNull().defaults(to: "")
            t.column("status", .text).notNull().defaults(to: "open").check {
                ["open", "resolved", "dismissed"].contains($0)
            }
            t.column("createdAt", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
        }
        // Operator settings as JSON values: reward rules, score messages...
        try db.create(table: "setting") { t in
            t.primaryKey("key", .text)
            t.column("value", .text).notNull()
            t.column("updatedAt", .datetime).notNull().defaults(sql: "CURRENT_TIMESTAMP")
        }
    }
}
