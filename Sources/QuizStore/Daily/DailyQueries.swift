import Foundation
import GRDB
import QuizCore

/// The store's side of the Daily Challenge: the questions it may deal, the
/// players' attempts (dealt questions and answers, as JSON) and their results
/// in `gameResult` (mode `daily`; practice unranked). Its board is `board(_:)`.
extension QuizDatabase {
    /// Every active multiple-choice question of the packs in `scope`, by its stable identity.
    public func dailyCandidates(in scope: PackScope = .all) throws(StoreError) -> [DailyCandidate] {
        let packs = scope.condition("q.packId")
        return try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT q.uid, q.fingerprint, t.name AS topic,
                      (SELECT COUNT(*) FROM option o WHERE o.questionId = q.id) AS options
                    FROM question q JOIN topic t ON t.id = q.topicId
                    WHERE q.kind = \(SQLWord.multipleChoice) AND q.status = \(SQLWord.active) AND \(packs.sql)
                    ORDER BY q.uid
                    """, arguments: packs.arguments
            ).map { row in
                DailyCandidate(
                    uid: row["uid"], fingerprint: row["fingerprint"], topic: row["topic"], optionCount: row["options"])
            }
        }
    }

    /// The picked questions with their options in the dealt order (position 0 is the right answer); a pick
    /// whose question is gone, or has another number of options now, is left out.
    public func dailyQuestions(_ picks: [DailyPick]) throws(StoreError) -> [DailyQuestion] {
        try read { db in
            var questions: [DailyQuestion] = []
            for pick in picks {
                guard
                    let row = try Row.fetchOne(
                        db,
                        sql: """
                            SELECT q.id, q.text, t.name AS topic FROM question q JOIN topic t ON t.id = q.topicId
                            WHERE q.uid = ?
                            """, arguments: [pick.uid])
                else { continue }
                let options = try String.fetchAll(
                    db, sql: "SELECT text FROM option WHERE questionId = ? ORDER BY position",
                    arguments: [row["id"] as Int64])
                guard options.count == pick.optionOrder.count, let correct = pick.optionOrder.firstIndex(of: 0)
                else { continue }
                questions.append(
                    DailyQuestion(
                        uid: pick.uid, topic: row["topic"], text: row["text"],
                        options: pick.optionOrder.map { options[$0] }, correct: correct))
            }
            return questions
        }
    }

    /// The player's attempts of `day`, the first first.
    public func dailyAttempts(playerID: Int64, day: CalendarDay) throws(StoreError) -> [SavedDailyAttempt] {
        let rows = try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT day, number, questions, answers, secondsLeft, finishedAt IS NOT NULL AS finished,
                      timeScalePercent
                    FROM dailyAttempt WHERE playerId = ? AND day = ? ORDER BY number
                    """, arguments: [playerID, day.description])
        }
        var attempts: [SavedDailyAttempt] = []
        for row in rows {
            let text: String = row["day"]
            guard let day = CalendarDay(text) else {
                throw StoreError.query("a Daily Challenge attempt has a date the game cannot read: \(text)")
            }
            attempts.append(
                SavedDailyAttempt(
                    day: day, number: row["number"], questions: try DailyJSON.decode(row["questions"], "questions"),
                    answers: try DailyJSON.decode(row["answers"], "answers"), secondsLeft: row["secondsLeft"],
                    finished: row["finished"], timeScalePercent: row["timeScalePercent"]))
        }
        return attempts
    }

    /// Keeps `attempt` in one transaction: its questions and `language` (the one they were dealt in; nil when the
    /// deal did not know) when first saved, its answers, time left and score always; once finished, its finish
    /// time and a `gameResult` row (mode `daily`, points, right count of 10, ranked when it is the date's first
    /// attempt at the game's own time, with its time scale and the language it was first saved with) dated the
    /// attempt's date.
    @discardableResult
    public func saveDailyAttempt(
        _ attempt: SavedDailyAttempt, playerID: Int64, language: String? = nil, at now: Date
    ) throws(StoreError) -> CommittedRows {
        let questions = try DailyJSON.encode(attempt.questions)
        let answers = try DailyJSON.encode(attempt.answers)
        let game = attempt.game
        return try write { db in
            var rows = CommittedRows()
            let key: StatementArguments = [playerID, attempt.day.description, attempt.number]
            let wasFinished =
                try Bool.fetchOne(
                    db,
                    sql:
                        "SELECT finishedAt IS NOT NULL FROM dailyAttempt WHERE playerId = ? AND day = ? AND number = ?",
                    arguments: key) ?? false
            try db.execute(
                sql: """
                    INSERT INTO dailyAttempt (playerId, day, number, questions, answers, secondsLeft, score, startedAt,
                      updatedAt, finishedAt, timeScalePercent, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(playerId, day, number) DO UPDATE SET answers = excluded.answers,
                      secondsLeft = excluded.secondsLeft, score = excluded.score, updatedAt = excluded.updatedAt,
                      finishedAt = COALESCE(dailyAttempt.finishedAt, excluded.finishedAt)
                    """,
                arguments: key + [
                    questions, answers, attempt.secondsLeft, game.score, StoredDate(now), StoredDate(now),
                    attempt.finished ? StoredDate(now) : nil, attempt.timeScalePercent, language,
                ])
            let saved = try Row.fetchOne(
                db, sql: "SELECT id, language FROM dailyAttempt WHERE playerId = ? AND day = ? AND number = ?",
                arguments: key)
            if let saved { rows.add("dailyAttempt", saved["id"]) }
            if attempt.finished, !wasFinished {
                rows.add(
                    "gameResult",
                    try Self.insertDailyResult(db, attempt, playerID: playerID, language: saved?["language"], at: now))
            }
            return rows
        }
    }

    /// Scores every attempt of a date before `day` still unfinished (the player left it and midnight came):
    /// a first attempt counts on that date's board with the answers it had, finished when it was last saved;
    /// a practice one is closed without a result.
    @discardableResult
    public func settleDailyAttempts(before day: CalendarDay) throws(StoreError) -> CommittedRows {
        try write { db in
            var rows = CommittedRows()
            let open = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, playerId, day, number, questions, answers, secondsLeft, updatedAt, timeScalePercent,
                      language
                    FROM dailyAttempt WHERE finishedAt IS NULL AND day < ?
                    """, arguments: [day.description])
            for row in open {
                let id: Int64 = row["id"]
                let updated = row.storedDate("updatedAt")
                try db.execute(sql: "UPDATE dailyAttempt SET finishedAt = updatedAt WHERE id = ?", arguments: [id])
                rows.add("dailyAttempt", id)
                let text: String = row["day"]
                guard let date = CalendarDay(text), (row["number"] as Int) == 1 else { continue }
                let attempt = SavedDailyAttempt(
                    day: date, number: 1, questions: try DailyJSON.decode(row["questions"], "questions"),
                    answers: try DailyJSON.decode(row["answers"], "answers"), secondsLeft: row["secondsLeft"],
                    finished: true, timeScalePercent: row["timeScalePercent"])
                rows.add(
                    "gameResult",
                    try Self.insertDailyResult(
                        db, attempt, playerID: row["playerId"], language: row["language"], at: updated))
            }
            return rows
        }
    }

    private static func insertDailyResult(
        _ db: Database, _ attempt: SavedDailyAttempt, playerID: Int64, language: String?, at time: Date
    ) throws -> Int64 {
        let game = attempt.game
        return try GameRecord(
            playerID: playerID, mode: .daily, score: game.rightCount, total: game.questions.count,
            points: game.score, completedAt: time, localDate: attempt.day.description, ranked: attempt.ranked,
            timeScalePercent: attempt.timeScalePercent, language: language
        ).insert(db)
    }

    /// The language player `playerID`'s first attempt of `day` was dealt in: the Daily board their result is on.
    /// Nil when they have none, or it was dealt before attempts kept a language.
    public func dailyLanguage(playerID: Int64, day: CalendarDay) throws(StoreError) -> String? {
        try read { db in
            try String.fetchOne(
                db, sql: "SELECT language FROM dailyAttempt WHERE playerId = ? AND day = ? AND number = 1",
                arguments: [playerID, day.description])
        }
    }
}

/// The attempt's questions and answers as JSON text.
enum DailyJSON {
    static func encode<T: Encodable>(_ value: T) throws(StoreError) -> String {
        do {
            return try JSONText.encode(value)
        } catch {
            throw StoreError.query("a Daily Challenge attempt could not be written: \(error)")
        }
    }

    static func decode<T: Decodable>(_ text: String, _ what: String) throws(StoreError) -> T {
        do {
            return try JSONValue.decode(T.self, from: text)
        } catch {
            throw StoreError.query("a Daily Challenge attempt's \(what) cannot be read: \(error)")
        }
    }
}
