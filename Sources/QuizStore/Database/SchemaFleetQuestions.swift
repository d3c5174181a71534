import GRDB

extension Schema {
    /// v30, fleet questions (docs/fleet.md, "Questions"): every question the store adds (an import, a pack, the
    /// web admin's new question) is queued for the fleet as a `question` change by a trigger, and a store that
    /// joined before v30 queues every question it has once, here; joining queues them first (`FleetJournal.join`).
    /// The outbox names the question; its body, the whole question, is read at push time. Questions of a quiz
    /// pack (the packs mode's, which keep their own order and answers) stay on the device.
    static func createFleetQuestions(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TRIGGER fleet_question_insert AFTER INSERT ON question
                WHEN \(fleetRecordingSQL) AND \(fleetQuestionSyncedSQL("NEW"))
                BEGIN
                  INSERT INTO fleetOutbox (kind, localID, changeID) VALUES ('question', NEW.id, \(fleetUUIDSQL));
                END;
                \(fleetQueueQuestionsSQL(when: "(SELECT joined FROM fleetState WHERE id = 1)"));
                """)
    }

    /// Whether the question `row` travels: it is in no quiz pack.
    static func fleetQuestionSyncedSQL(_ row: String) -> String {
        "(\(row).packId IS NULL OR \(row).packId NOT IN (SELECT id FROM pack WHERE isQuiz))"
    }

    /// Queues every question that travels, in id order, when `condition` holds.
    static func fleetQueueQuestionsSQL(when condition: String = "1") -> String {
        """
        INSERT INTO fleetOutbox (kind, localID, changeID)
        SELECT 'question', q.id, \(fleetUUIDSQL) FROM question q WHERE \(fleetQuestionSyncedSQL("q")) AND \(condition)
        ORDER BY q.id
        """
    }
}
