import GRDB

extension Schema {
    /// v23, content language (issue 37): every question and pack says which language it is written in, "en" for
    /// all content from before; dealing counts a topic's questions in one language, which the index answers.
    static func addContentLanguage(_ db: Database) throws {
        try db.alter(table: "question") { t in
            t.add(column: "language", .text).notNull().defaults(to: "en")
        }
        try db.alter(table: "pack") { t in
            t.add(column: "language", .text).notNull().defaults(to: "en")
        }
        try db.create(
            index: "question_language", on: "question", columns: ["language", "topicId", "kind", "status"])
    }
}
