import GRDB

extension Schema {
    /// v27, question translations (issue 39): a question may name, by uid, the question it translates (the same
    /// answers in the same order); NULL for one that translates none. A live round looks a question's
    /// translations up by that uid, which the index answers.
    static func addQuestionTranslates(_ db: Database) throws {
        try db.alter(table: "question") { t in
            t.add(column: "translates", .text)
        }
        try db.create(index: "question_translates", on: "question", columns: ["translates"])
    }
}
