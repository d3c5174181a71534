import Foundation
import GRDB
import QuizStore
import TestSupport

/// Questions, submissions and answers written straight into the fixture's store, as the game and the device
/// write them (another connection to the file).
extension AdminFixture {
    /// A multiple-choice question added through the bank: its id.
    @discardableResult
    func question(
        topic: String = "Science", _ text: String, correct: String = "Right", wrong: [String] = ["Wrong A", "Wrong B"]
    ) throws -> Int64 {
        try QuestionBank(database: database).add(
            QuestionDraft(topic: topic, text: text, correct: correct, wrong: wrong))
    }

    /// A pending submission, as the device writes one: its id.
    func submission(_ text: String, correct: String, topic: String = "Other", by player: Int64? = nil) throws -> Int64 {
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: folder))
        return try queue.write { db in
            try db.execute(
                sql: "INSERT INTO submission (playerId, text, correctAnswer, topicName) VALUES (?, ?, ?, ?)",
                arguments: [player ?? scripted.id, text, correct, topic])
            return db.lastInsertedRowID
        }
    }

    /// An answer to question `id` choosing the option at `position` (0: the right one).
    func answer(_ id: Int64, position: Int, by player: Int64) throws {
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: folder))
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO answer (playerId, questionId, optionId, result, points, mode, answeredAt)
                    SELECT ?, ?, id, ?, 0, 'trivia', ? FROM option WHERE questionId = ? AND position = ?
                    """,
                arguments: [player, id, position == 0 ? "right" : "wrong", Date(), id, position])
        }
    }

    /// A multipart upload to `path`.
    func upload(_ path: String, cookie: String, body: [UInt8], acceptLanguage: String? = nil) async throws -> HTTPReply
    {
        try await Uploads.post(port: port, path: path, cookie: cookie, body: body, acceptLanguage: acceptLanguage)
    }
}
