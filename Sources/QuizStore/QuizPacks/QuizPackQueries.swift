import Foundation
import GRDB
import QuizCore

extension QuizDatabase {
    /// The quiz packs on the list, by title, with `playerID`'s best game of each (nil: no games yet).
    public func quizPacks(forPlayer playerID: Int64?) throws(StoreError) -> [QuizPackEntry] {
        try read { db in
            let best = try Self.bestQuizScores(db, playerID: playerID)
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT p.id, p.title, p.description, p.icon,
                      (SELECT COUNT(*) FROM question q
                       WHERE q.packId = p.id AND q.status = \(SQLWord.active)) AS questions
                    FROM pack p WHERE p.isQuiz AND p.removedAt IS NULL
                    ORDER BY p.title COLLATE NOCASE, p.id
                    """
            ).map { row in
                let id: String = row["id"]
                return QuizPackEntry(
                    id: id, title: row["title"], summary: row["description"], icon: row["icon"],
                    questionCount: row["questions"], best: best[id])
            }
        }
    }

    /// The best game per pack of a player: the highest share right, first reached (`PackScore.beats`).
    static func bestQuizScores(_ db: Database, playerID: Int64?) throws -> [String: PackScore] {
        guard let playerID else { return [:] }
        var best: [String: PackScore] = [:]
        let rows = try Row.fetchCursor(
            db, sql: "SELECT packId, score, total FROM packGame WHERE playerId = ? ORDER BY finishedAt, id",
            arguments: [playerID])
        while let row = try rows.next() {
            let packID: String = row["packId"]
            let score = PackScore(right: row["score"], total: row["total"])
            if score.beats(best[packID]) { best[packID] = score }
        }
        return best
    }

    /// A quiz pack's active questions in the pack's order, answers in the order the quiz lists them (a
    /// true/false question's as "True" and "False"). Empty for a pack that is not on the list.
    public func quizPackQuestions(packID: String) throws(StoreError) -> [PackQuestion] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT q.id, q.text, q.kind, q.answerOrder FROM question q JOIN pack p ON p.id = q.packId
                    WHERE q.packId = ? AND q.status = \(SQLWord.active) AND p.isQuiz AND p.removedAt IS NULL
                    ORDER BY q.packOrder, q.id
                    """, arguments: [packID])
            var options: [Int64: [Int: PackAnswer]] = [:]
            let optionRows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT o.questionId, o.position, o.id, o.text FROM option o JOIN question q ON q.id = o.questionId
                    WHERE q.packId = ? AND q.status = \(SQLWord.active)
                    """, arguments: [packID])
            while let row = try optionRows.next() {
                options[row[0], default: [:]][row[1]] = PackAnswer(id: row[2], text: row[3])
            }
            return rows.compactMap { row -> PackQuestion? in
                let id: Int64 = row["id"]
                guard let byPosition = options[id], byPosition[0] != nil else { return nil }
                let isTrueFalse = (row["kind"] as String) == "trueFalse"
                let order = Self.answerOrder(row["answerOrder"], positions: byPosition.keys.sorted())
                let answers = order.compactMap { position -> PackAnswer? in
                    guard let answer = byPosition[position] else { return nil }
                    return isTrueFalse ? PackAnswer(id: answer.id, text: answer.text.capitalized) : answer
                }
                guard let correct = order.firstIndex(of: 0), answers.count == order.count else { return nil }
                return PackQuestion(id: id, text: row["text"], answers: answers, correctIndex: correct)
            }
        }
    }

    /// The stored order ("2,0,1"), when it names exactly the positions stored; else the positions in order.
    static func answerOrder(_ stored: String?, positions: [Int]) -> [Int] {
        let order = stored?.split(separator: ",").compactMap { Int($0) } ?? []
        return order.sorted() == positions ? order : positions
    }
}

/// A quiz pack as `tiltquiz packs list` shows it.
public struct QuizPackListing: Equatable, Sendable, Encodable {
    public var id: String
    public var title: String
    public var questions: Int
    /// When its questions last changed.
    public var updatedAt: Date?
    /// The URL it came from, or "bundled" for the starter quizzes.
    public var source: String
}

extension QuizDatabase {
    /// The quiz packs on the list, by title.
    public func quizPackListing() throws(StoreError) -> [QuizPackListing] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT p.id, p.title, p.updatedAt, COALESCE(p.sourceURL, '') AS source,
                      (SELECT COUNT(*) FROM question q
                       WHERE q.packId = p.id AND q.status = \(SQLWord.active)) AS questions
                    FROM pack p WHERE p.isQuiz AND p.removedAt IS NULL ORDER BY p.title COLLATE NOCASE, p.id
                    """
            ).map { row in
                QuizPackListing(
                    id: row["id"], title: row["title"], questions: row["questions"],
                    updatedAt: row.optionalStoredDate("updatedAt"),
                    source: row["source"])
            }
        }
    }
}
