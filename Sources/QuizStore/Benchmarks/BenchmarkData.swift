import Foundation
import GRDB

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
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                    INSERT INTO question (uid, topicId, kind, text, correctAnswer, fingerprint, shuffleKey)
                    SELECT 'bench-' || i, (i % ?) + 1, 'multipleChoice', 'Bench question ' || i || '?',
                      'Answer ' || i, 'bench ' || i, abs(random() >> 1) FROM n
                    """, arguments: [questions, topics])
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
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?),
                    picks AS (SELECT abs(random()) % ? + 1 AS player, ? + abs(random()) % ? AS question,
                                     abs(random()) % 6 AS position FROM n)
                    INSERT INTO answer (playerId, questionId, optionId, result, points, mode, answeredAt)
                    SELECT player, question, (SELECT id FROM option o WHERE o.questionId = question AND o.position = picks.position),
                      CASE position WHEN 0 THEN 'right' ELSE 'wrong' END, CASE position WHEN 0 THEN 400 ELSE 0 END,
                      'trivia', datetime('now') FROM picks
                    """, arguments: [answers, players, low, high - low + 1])
        }
    }
}

extension BenchmarkData {
    /// Turns every `every`-th generated question into a true/false statement
    /// (dropping its options and answers), so both game modes find theirs at scale.
    public static func convertToTrueFalse(_ database: QuizDatabase, every: Int) throws(StoreError) {
        try database.write { db in
            let chosen = "SELECT id FROM question WHERE uid LIKE 'bench-%' AND id % \(max(1, every)) = 0"
            try db.execute(sql: "DELETE FROM answer WHERE questionId IN (\(chosen))")
            try db.execute(sql: "DELETE FROM option WHERE questionId IN (\(chosen))")
            try db.execute(
                sql: """
                    UPDATE question SET kind = 'trueFalse',
                      correctAnswer = CASE WHEN id % \(max(1, every) * 2) = 0 THEN 'true' ELSE 'false' END
                    WHERE id IN (\(chosen))
                    """)
        }
    }
}
