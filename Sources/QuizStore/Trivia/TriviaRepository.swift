import Foundation
import GRDB
import QuizCore

/// The trivia game's view of the store for one player: the topics and
/// questions they play, the state they start from, and (in `+Records`) every
/// effect the rules ask to persist. Players come from `PlayerDirectory`.
public final class TriviaRepository: Sendable {
    public let database: QuizDatabase
    /// Whose answers, lives, passes, power-ups and awards these are.
    public let playerID: Int64
    /// The packs its questions come from.
    public let packs: PackScope
    /// The `answer.mode` this game records.
    public static let mode = GameMode.trivia

    /// The repository of `player`, who has a row in `player` (and in
    /// `playerState`), with the questions of the packs in `packs`.
    public init(database: QuizDatabase, player: PlayerRef, packs: PackScope = .all) {
        self.database = database
        playerID = player.id
        self.packs = packs
    }

    /// Whether the packs in `scope` have any active multiple-choice question to play.
    public static func hasQuestions(_ database: QuizDatabase, in scope: PackScope = .all) throws(StoreError) -> Bool {
        let packs = scope.condition("q.packId")
        return try database.read { db in
            try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM question q
                                   WHERE q.kind = \(SQLWord.multipleChoice) AND q.status = \(SQLWord.active)
                                     AND \(packs.sql))
                    """, arguments: packs.arguments)
                ?? false
        }
    }

    /// Every topic with active multiple-choice questions, by name, with the
    /// player's progress (answers retired by Retry topic do not count).
    public func topics() throws(StoreError) -> [TriviaTopic] {
        let packs = packs.condition("q.packId")
        return try database.rows(
            """
            SELECT t.id, t.name, COUNT(*) AS total,
              SUM(EXISTS (SELECT 1 FROM answer a WHERE a.questionId = q.id AND a.playerId = ?
                          AND a.result IN \(SQLWord.given) AND a.retiredAt IS NULL)) AS answered,
              SUM(EXISTS (SELECT 1 FROM answer a WHERE a.questionId = q.id AND a.playerId = ?
                          AND a.result = \(SQLWord.right) AND a.retiredAt IS NULL)) AS answeredRight
            FROM question q JOIN topic t ON t.id = q.topicId
            WHERE q.kind = \(SQLWord.multipleChoice) AND q.status = \(SQLWord.active) AND \(packs.sql)
            GROUP BY t.id ORDER BY t.name
            """, arguments: [playerID, playerID] + packs.arguments
        ) { row in
            TriviaTopic(
                id: row["id"], name: row["name"], total: row["total"], answered: row["answered"],
                answeredRight: row["answeredRight"])
        }
    }

    /// What the rules start from: lives, passes, credits, inventory, badges, counts and points.
    public func player() throws(StoreError) -> TriviaPlayer {
        try database.read { db in
            let state = try PlayerStateRow.fetchOne(db, key: playerID)
            var inventory: [PowerUp: Int] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT kind, count FROM powerUpInventory WHERE playerId = ?", arguments: [playerID])
            {
                if let powerUp = PowerUp(rawValue: row["kind"]) { inventory[powerUp] = row["count"] }
            }
            let badges = try String.fetchAll(
                db, sql: "SELECT b.code FROM award a JOIN badge b ON b.id = a.badgeId WHERE a.playerId = ?",
                arguments: [playerID])
            let counts = try Row.fetchOne(
                db,
                sql: """
                    SELECT COUNT(DISTINCT CASE WHEN result IN \(SQLWord.given) THEN questionId END) AS answered,
                      COALESCE(SUM(result = \(SQLWord.right)), 0) AS correct, COALESCE(SUM(points), 0) AS points
                    FROM answer WHERE playerId = ? AND mode = ?
                    """, arguments: [playerID, Self.mode.rawValue])
            let explained = (state?.explainedPowerUps ?? []).compactMap(PowerUp.init(rawValue:))
            return TriviaPlayer(
                lives: TriviaLives(fullAt: state?.livesFullAt), inventory: inventory, explained: Set(explained),
                passes: TriviaPasses(date: state?.passesDate, used: state?.passesUsed ?? 0),
                creditsCents: state?.creditsCents ?? 0, badges: Set(badges),
                answeredCount: counts?["answered"] ?? 0, correctCount: counts?["correct"] ?? 0,
                points: counts?["points"] ?? 0)
        }
    }

    /// An unanswered question of the topic, picked at `randomKey` (from the
    /// game's seeded random), with all its options; nil when none is left.
    public func nextQuestion(topicID: Int64, randomKey: Int64) throws(StoreError) -> TriviaQuestion? {
        guard
            let stored = try database.nextQuestion(
                topicID: topicID, playerID: playerID, randomKey: randomKey & Int64.max, in: packs)
        else { return nil }
        let badge = try database.read { db in
            try String.fetchOne(db, sql: "SELECT badge FROM question WHERE id = ?", arguments: [stored.id])
        }
        return stored.trivia(topicID: topicID, badge: badge)
    }

    /// People's Choice: the share of recorded answers per option id.
    public func peoplesChoice(questionID: Int64) throws(StoreError) -> [Int64: Double] {
        try database.peoplesChoice(questionID: questionID)
    }
}

extension StoredQuestion {
    /// The question as trivia plays it, in `topicID`, with the badge the operator attached (`question.badge`; ""
    /// or nil: none).
    func trivia(topicID: Int64, badge: String?) -> TriviaQuestion {
        TriviaQuestion(
            id: id, uid: uid, topicID: topicID, text: text, options: options, explanation: explanation,
            badge: badge.flatMap { $0.isEmpty ? nil : $0 })
    }
}
