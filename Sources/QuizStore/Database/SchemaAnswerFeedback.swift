import GRDB

extension Schema {
    /// v10, answer feedback: what the game says to a player who chose an option (GIFT's per-answer `#...`; a
    /// true/false question's two feedbacks on its two options), kept apart from the question's explanation, which
    /// is said whichever answer was given. Stores from before keep their explanations and have no feedback.
    static func addAnswerFeedback(_ db: Database) throws {
        try db.alter(table: "option") { t in
            t.add(column: "feedback", .text).notNull().defaults(to: "")
        }
    }
}
