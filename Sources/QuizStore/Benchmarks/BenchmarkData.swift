import Foundation
import GRDB
import QuizCore

/// Synthetic data at scale for `tiltquiz bench`: questions, players and
/// answers generated inside SQLite, so building a million rows takes seconds.
public enum BenchmarkData {
    /// Fills an empty database with `questions` multiple-choice questions over
    /// `topics` topics (six options each), `players` players and `answers`
    /// answers spread over them at random.
    public static func populate(
        _ database: QuizDatabase, topics: Int, questions: Int, players: Int, answers: Int
    ) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                    INSERT INTO topic (name) SELECT 'Bench topic ' || i FROM n
                    """, arguments: [topics])
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
                    INSERT INTO question (uid, topicId, kind, text, correctAnswer, fingerprint, dealSlot)
                    SELECT 'bench-' || i, (i % ?2) + 1, ?3, 'Bench question ' || i || '?',
                      'Answer ' || i, 'bench ' || i, i / ?2 FROM n
                    """, arguments: [questions, topics, QuestionRecord.Kind.multipleChoice.rawValue])
            try db.execute(
                sql: """
                    WITH RECURSIVE p(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM p WHERE k < 5)
                    INSERT INTO option (questionId, position, text)
                    SELECT q.id, p.k, CASE p.k WHEN 0 THEN q.correctAnswer ELSE 'Wrong ' || p.k END
                    FROM question q, p WHERE q.uid LIKE 'bench-%'
                    """)
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                    INSERT INTO player (name) SELECT 'Player ' || i FROM n
                    """, arguments: [players])
            let questionRange = try Row.fetchOne(db, sql: "SELECT MIN(id) AS lo, MAX(id) AS hi FROM question")
            let low: Int64 = questionRange?["lo"] ?? 1
            let high: Int64 = questionRange?["hi"] ?? 1
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1),
                    picks AS (SELECT abs(random()) % ?2 + 1 AS player, ?3 + abs(random()) % ?4 AS question,
                                     abs(random()) % 6 AS position FROM n)
                    INSERT INTO answer (playerId, questionId, optionId, result, points, mode, answeredAt)
                    SELECT player, question, (SELECT id FROM option o WHERE o.questionId = question AND o.position = picks.position),
                      CASE position WHEN 0 THEN ?5 ELSE ?6 END, CASE position WHEN 0 THEN 400 ELSE 0 END,
                      ?7, datetime('now') FROM picks
                    """,
                arguments: [
                    answers, players, low, high - low + 1, AnswerRecord.Result.right.rawValue,
                    AnswerRecord.Result.wrong.rawValue, GameMode.trivia.rawValue,
                ])
        }
    }
}

extension BenchmarkData {
    /// Adds `count` true/false statements over the topics already there, so
    /// the Tilt True/False mode finds its questions at scale too.
    public static func addTrueFalse(_ database: QuizDatabase, count: Int) throws(StoreError) {
        try database.write { db in
            let topics = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM topic") ?? 0
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
                    INSERT INTO question (uid, topicId, kind, text, correctAnswer, fingerprint, dealSlot)
                    SELECT 'bench-tf-' || i, (i % ?2) + 1, ?3, 'Bench statement ' || i || '.',
                      CASE i % 2 WHEN 0 THEN 'true' ELSE 'false' END, 'bench tf ' || i, i / ?2 FROM n
                    """, arguments: [count, max(1, topics), QuestionRecord.Kind.trueFalse.rawValue])
        }
    }
}

extension BenchmarkData {
    /// Answers from earlier players (no player recorded) to every
    /// multiple-choice question in the store: the right option most often, so
    /// People's Choice has bars of different lengths to show.
    public static func addPastAnswers(_ database: QuizDatabase) throws(StoreError) {
        try database.write { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12)
                    INSERT INTO answer (playerId, questionId, optionId, result, points, mode, answeredAt)
                    SELECT NULL, o.questionId, o.id, CASE o.position WHEN 0 THEN ?1 ELSE ?2 END,
                      CASE o.position WHEN 0 THEN 400 ELSE 0 END, ?3, datetime('now')
                    FROM option o JOIN question q ON q.id = o.questionId, n
                    WHERE q.kind = ?4 AND n.i <= CASE o.position WHEN 0 THEN 12 ELSE (o.id * 7) % 9 END
                    """,
                arguments: [
                    AnswerRecord.Result.right.rawValue, AnswerRecord.Result.wrong.rawValue, GameMode.trivia.rawValue,
                    QuestionRecord.Kind.multipleChoice.rawValue,
                ])
        }
    }
}

extension BenchmarkData {
    /// Adds `count` finished games (`gameResult`) over the players already there, spread at random over the
    /// modes tilt, trivia, daily and timed (on the first 10 topics) and the `days` days up to `lastDay`, about
    /// 1 in 20 practice; 1 player in 100 is banned.
    public static func addGames(
        _ database: QuizDatabase, count: Int, days: Int, lastDay: CalendarDay
    ) throws(StoreError) {
        try database.write { db in
            let players = try Int.fetchOne(db, sql: "SELECT MAX(id) FROM player") ?? 1
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1),
                    picks AS (SELECT abs(random()) % ?2 + 1 AS player, abs(random()) % 4 AS mode,
                                     abs(random()) % ?3 AS back, abs(random()) % 1000 AS points,
                                     abs(random()) % 86400 AS second, abs(random()) % 20 AS practice,
                                     abs(random()) % 10 + 1 AS topic FROM n)
                    INSERT INTO gameResult (playerId, mode, score, total, points, completedAt, localDate, topicId, ranked)
                    SELECT player, CASE mode WHEN 0 THEN ?5 WHEN 1 THEN ?6 WHEN 2 THEN ?7 ELSE ?8 END,
                      points / 100, 10, points,
                      datetime(julianday(?4) - back + second / 86400.0), date(?4, '-' || back || ' days'),
                      CASE mode WHEN 3 THEN topic END, practice != 0
                    FROM picks
                    """,
                arguments: [
                    count, players, days, lastDay.description, GameMode.tilt.rawValue, GameMode.trivia.rawValue,
                    GameMode.daily.rawValue, GameMode.timed.rawValue,
                ])
            try db.execute(sql: "UPDATE player SET banned = 1 WHERE id % 100 = 0")
        }
    }
}
