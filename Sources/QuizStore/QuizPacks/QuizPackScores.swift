import Foundation
import GRDB
import QuizCore

extension QuizDatabase {
    /// Keeps one answer of a pack game in `answer`, with mode `packs` (pack games keep no `gameResult`).
    @discardableResult
    public func recordPackAnswer(
        _ answer: PackAnswerRecord, playerID: Int64, at now: Date
    ) throws(StoreError) -> CommittedRows {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO answer (playerId, questionId, optionId, result, secondsTaken, mode, answeredAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    playerID, answer.questionID, answer.answerID,
                    (answer.right ? AnswerRecord.Result.right : .wrong).rawValue, answer.secondsTaken,
                    GameMode.packs.rawValue, StoredDate(now),
                ])
            var rows = CommittedRows()
            rows.add("answer", db.lastInsertedRowID)
            return rows
        }
    }

    /// Keeps a finished pack game and, with a score URL, queues it for the score server in the same
    /// transaction: a game is never kept without its upload, nor uploaded without being kept. The same game
    /// (by id) kept twice is kept once.
    @discardableResult
    public func finishPackGame(_ game: FinishedPackGame, scoreURL: String?) throws(StoreError) -> CommittedRows {
        try write { db in
            let id = game.id.uuidString.lowercased()
            try db.execute(
                sql: """
                    INSERT INTO packGame (id, playerId, packId, score, total, finishedAt) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO NOTHING
                    """,
                arguments: [id, game.player.id, game.packID, game.right, game.total, StoredDate(game.finishedAt)])
            guard db.changesCount > 0 else { return CommittedRows() }
            if let scoreURL {
                try db.execute(
                    sql: """
                        INSERT INTO scoreOutbox (gameId, playerId, url, body, nextAttemptAt) VALUES (?, ?, ?, ?, ?)
                        """,
                    arguments: [id, game.player.id, scoreURL, ScoreUpload.body(game), StoredDate(game.finishedAt)])
            }
            return CommittedRows()
        }
    }

    /// A player's best game per pack played (by pack title) and latest games (newest first, at most `recent`).
    public func packScoreBoard(playerID: Int64, recent: Int = 20) throws(StoreError) -> PackScoreBoard {
        try read { db in
            let games = try Row.fetchAll(
                db,
                sql: """
                    SELECT g.packId, COALESCE(p.title, g.packId) AS title, g.score, g.total, g.finishedAt
                    FROM packGame g LEFT JOIN pack p ON p.id = g.packId
                    WHERE g.playerId = ? ORDER BY g.finishedAt, g.id
                    """, arguments: [playerID]
            ).map { row in
                PackGameSummary(
                    packID: row["packId"], packTitle: row["title"],
                    score: PackScore(right: row["score"], total: row["total"]), finishedAt: row.storedDate("finishedAt")
                )
            }
            var best: [String: PackGameSummary] = [:]
            for game in games where game.score.beats(best[game.packID]?.score) {
                best[game.packID] = game
            }
            let byTitle = best.values.sorted {
                ($0.packTitle.lowercased(), $0.packID) < ($1.packTitle.lowercased(), $1.packID)
            }
            return PackScoreBoard(best: byTitle, recent: Array(games.reversed().prefix(recent)))
        }
    }
}

/// The JSON document the score server receives for one finished game.
public enum ScoreUpload {
    /// `{"finishedAt":"2026-05-12T18:30:00Z","id":"<uuid>","pack":"quiz-science","player":"Ana","right":4,"total":5}`
    public static func body(_ game: FinishedPackGame) -> String {
        struct Body: Encodable {
            let id: String
            let player: String
            let pack: String
            let right: Int
            let total: Int
            let finishedAt: Date
        }
        let body = Body(
            id: game.id.uuidString.lowercased(), player: game.player.name, pack: game.packID, right: game.right,
            total: game.total, finishedAt: game.finishedAt)
        return (try? JSONText.encode(body, format: [.sortedKeys, .iso8601Dates])) ?? "{}"
    }
}
