import GRDB

extension Schema {
    /// v19: a player reports a question once (the device says so on a second try), and the admin's
    /// /reports reads the open reports by question.
    static func indexReports(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE UNIQUE INDEX report_player_question ON report(playerId, questionId) WHERE playerId IS NOT NULL;
                CREATE INDEX report_status_question ON report(status, questionId);
                CREATE INDEX submission_status ON submission(status, createdAt);
                """)
    }
}
