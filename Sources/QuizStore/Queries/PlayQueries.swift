import Foundation
import GRDB
import QuizCore

/// A multiple-choice question ready to play, with every option's id.
public struct StoredQuestion: Equatable, Sendable {
    public var id: Int64
    public var uid: String
    public var topic: String
    public var text: String
    public var explanation: String
    public var source: String
    /// The answers the player can pick, as trivia plays them.
    public var options: [TriviaOption]

    public var correct: TriviaOption? { options.first(where: \.isCorrect) }
}

extension QuizDatabase {
    /// A random active multiple-choice question of `topicID` that `playerID`
    /// has not yet answered right or wrong (timeouts, skips and answers that
    /// Retry topic retired stay in the pool); nil when the topic is used up.
    /// Every such question is equally likely, and `randomKey` (from the
    /// caller's random source) seeds the draws: the same key on the same store
    /// deals the same question.
    ///
    /// Each question holds a slot of its topic's deck (`dealSlot`, unique per
    /// topic and kind, up to the highest taken). A draw takes a slot uniformly
    /// and keeps its question if the player may get it: two index seeks,
    /// whatever the topic's size, and each question has the same chance per
    /// draw. Slots of retired or answered questions, and gaps, make a draw
    /// miss and draw again; after `dealDraws` misses (a topic nearly used up)
    /// the questions left are listed and one is taken at random, which is
    /// uniform too.
    public func nextQuestion(
        topicID: Int64, playerID: Int64?, randomKey: Int64, in scope: PackScope = .all
    ) throws(StoreError) -> StoredQuestion? {
        let packs = scope.condition("q.packId")
        return try read { db in
            guard
                let highest = try Int64.fetchOne(
                    db.cachedStatement(
                        sql: """
                            SELECT MAX(dealSlot) FROM question INDEXED BY question_deal
                            WHERE topicId = ? AND kind = \(SQLWord.multipleChoice)
                            """), arguments: [topicID])
            else { return nil }
            let eligible = """
                q.topicId = ? AND q.kind = \(SQLWord.multipleChoice) AND q.status = \(SQLWord.active)
                AND NOT EXISTS (SELECT 1 FROM answer a WHERE a.playerId IS ? AND a.questionId = q.id
                                AND a.result IN \(SQLWord.given) AND a.retiredAt IS NULL)
                AND \(packs.sql)
                """
            let draw = try db.cachedStatement(
                sql: "SELECT q.id FROM question q INDEXED BY question_deal WHERE \(eligible) AND q.dealSlot = ?")
            var random = SeededRandom(seed: UInt64(bitPattern: randomKey))
            for _ in 0..<Self.dealDraws {
                let slot = Int64(random.next(upperBound: UInt64(highest) + 1))
                if let id = try Int64.fetchOne(draw, arguments: [topicID, playerID] + packs.arguments + [slot]) {
                    return try Self.question(id: id, in: db)
                }
            }
            let left = try Int64.fetchAll(
                db.cachedStatement(
                    sql: "SELECT q.id FROM question q INDEXED BY question_deal WHERE \(eligible) ORDER BY q.dealSlot"),
                arguments: [topicID, playerID] + packs.arguments)
            guard !left.isEmpty else { return nil }
            return try Self.question(id: left[random.index(below: left.count)], in: db)
        }
    }

    /// Draws `nextQuestion` makes before it lists what is left of the topic: with a quarter of the slots
    /// dealable, 32 draws all miss once in 10,000 picks.
    static let dealDraws = 32

    /// The question with its options, by database id.
    public func question(id: Int64) throws(StoreError) -> StoredQuestion? {
        try read { db in try Self.question(id: id, in: db) }
    }

    static func question(id: Int64, in db: Database) throws -> StoredQuestion? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT q.id, q.uid, t.name AS topic, q.text, q.explanation, q.source
                    FROM question q JOIN topic t ON t.id = q.topicId WHERE q.id = ?
                    """, arguments: [id])
        else { return nil }
        // Columns by position over a cached statement, and a NULL for no feedback (most options have none) read
        // without making a string: reading feedback by name made the select bench's picks 7 % slower; this way they
        // are 15 % faster than before options had feedback.
        let options = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT id, position, text, NULLIF(feedback, '') FROM option WHERE questionId = ? ORDER BY position
                    """), arguments: [id]
        ).map { row in
            TriviaOption(
                id: row[0], text: row[2], isCorrect: (row[1] as Int) == 0, feedback: (row[3] as String?) ?? "")
        }
        return StoredQuestion(
            id: row["id"], uid: row["uid"], topic: row["topic"], text: row["text"], explanation: row["explanation"],
            source: row["source"], options: options)
    }

    /// People's Choice: the share (0...1) of recorded answers that chose each
    /// option of a question; options nobody chose have share 0.
    public func peoplesChoice(questionID: Int64) throws(StoreError) -> [Int64: Double] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT o.id, COUNT(a.id) AS picks FROM option o
                    LEFT JOIN answer a ON a.optionId = o.id AND a.questionId = o.questionId
                    WHERE o.questionId = ? GROUP BY o.id
                    """, arguments: [questionID])
            let total = rows.reduce(0) { $0 + ($1["picks"] as Int) }
            var shares: [Int64: Double] = [:]
            for row in rows {
                shares[row["id"]] = total == 0 ? 0 : Double(row["picks"] as Int) / Double(total)
            }
            return shares
        }
    }

    /// Records one answer; returns its id.
    @discardableResult
    public func recordAnswer(_ answer: AnswerRecord) throws(StoreError) -> Int64 {
        try insert(AnswerRow(answer))
    }

    /// The database id of a question by its uid (pack id such as `tf-001`).
    public func questionID(uid: String) throws(StoreError) -> Int64? {
        try read { db in try Int64.fetchOne(db, sql: "SELECT id FROM question WHERE uid = ?", arguments: [uid]) }
    }
}

/// One answer as recorded: who, which question, which option, how it went.
public struct AnswerRecord: Equatable, Sendable {
    /// How an answer ended.
    public enum Result: String, Sendable, Codable {
        case right
        case wrong
        case timeout
        case skipped
    }

    public var playerID: Int64?
    public var questionID: Int64
    public var optionID: Int64?
    public var result: Result
    public var points: Int = 0
    public var secondsTaken: Double?
    public var mode: GameMode
    public var answeredAt: Date
}
