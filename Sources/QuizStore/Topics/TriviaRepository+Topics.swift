import Foundation
import GRDB
import QuizCore

/// The store's side of the topic games inside trivia: the topic list with
/// medals, the questions a game deals, and a finished game's records.
extension TriviaRepository {
    /// Every topic with the player's progress (`topics()`) and the medal held in it (`topicMedal`).
    public func topicEntries() throws(StoreError) -> [TopicEntry] {
        let topics = try topics()
        let medals = try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT topicId, medal FROM topicMedal WHERE playerId = ?", arguments: [playerID])
        }
        var held: [Int64: Medal] = [:]
        for row in medals {
            if let medal = Medal(rawValue: row["medal"]) { held[row["topicId"]] = medal }
        }
        return topics.map { TopicEntry(topic: $0, medal: held[$0.id]) }
    }

    /// The questions of a game of `kind` in `topicID`, drawn with `seed` (`TopicQuiz.draw`): a category quiz
    /// deals the player's unanswered questions (answers retired by Retry topic do not count), a timed
    /// challenge any active one.
    public func topicQuestions(
        for kind: TopicQuizKind, topicID: Int64, seed: UInt64
    ) throws(StoreError) -> [TriviaQuestion] {
        let packs = packs.condition("q.packId")
        let unanswered =
            kind == .category
            ? """
            AND NOT EXISTS (SELECT 1 FROM answer a WHERE a.playerId = ? AND a.questionId = q.id
                            AND a.result IN \(SQLWord.given) AND a.retiredAt IS NULL)
            """ : ""
        let ids = try database.read { db in
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT q.id FROM question q
                    WHERE q.topicId = ? AND q.kind = \(SQLWord.multipleChoice) AND q.status = \(SQLWord.active)
                      AND \(packs.sql)
                    \(unanswered)
                    """,
                arguments: [topicID] + packs.arguments + StatementArguments(kind == .category ? [playerID] : []))
        }
        var questions: [TriviaQuestion] = []
        for id in TopicQuiz.draw(ids, seed: seed) {
            if let question = try question(id: id, topicID: topicID) { questions.append(question) }
        }
        return questions
    }

    /// Records a finished topic game in one transaction: its `gameResult` (mode `trivia` or `timed`, with
    /// the topic) and, for a category quiz, its answers in trivia's history and the medals they reach. A
    /// game not finished records nothing.
    @discardableResult
    public func record(_ quiz: TopicQuiz, at date: Date, localDate: String) throws(StoreError) -> CommittedRows {
        guard quiz.isFinished, !quiz.answers.isEmpty else { return CommittedRows() }
        let stored: [TriviaEffect] =
            quiz.kind == .category
            ? quiz.answerRecords.map { .recordAnswer($0) }
                + quiz.medalsEarned.map { .awardMedal(topicID: quiz.topic.id, $0) }
            : []
        let playerID = playerID
        return try database.write { db in
            var writer = TriviaRecordWriter(db: db, playerID: playerID, date: date)
            for effect in stored { try writer.perform(effect) }
            var rows = writer.committed
            let id = try GameRecord(
                playerID: playerID, mode: quiz.kind.mode, score: quiz.rightCount, total: quiz.questions.count,
                points: quiz.points, completedAt: date, localDate: localDate, topicID: quiz.topic.id,
                timeScalePercent: quiz.timeScalePercent
            ).insert(db)
            rows.add("gameResult", id)
            return rows
        }
    }
}
