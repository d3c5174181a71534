import Foundation
import GRDB

/// A finished game waiting for the score server.
public struct QueuedScore: Equatable, Sendable {
    /// The game's UUID (lower case): the server drops a repeat by it.
    public var gameID: String
    public var url: String
    /// The JSON document to POST.
    public var body: String
    /// Tries so far that failed.
    public var attempts: Int
    public var nextAttemptAt: Date
    public var lastProblem: String?
}

/// The score outbox (`scoreOutbox`): games queued by `finishPackGame`, taken off once the server answered.
/// Each row carries its own retry time, so backoff survives a restart.
public struct ScoreOutbox: Sendable {
    public let database: QuizDatabase

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// The scores whose time has come, oldest first.
    public func due(at now: Date, limit: Int = 20) throws(StoreError) -> [QueuedScore] {
        try database.rows(
            "SELECT * FROM scoreOutbox WHERE nextAttemptAt <= ? ORDER BY nextAttemptAt, gameId LIMIT ?",
            arguments: [StoredDate(now), limit], Self.score)
    }

    /// Every score waiting, oldest first.
    public func waiting() throws(StoreError) -> [QueuedScore] {
        try database.rows("SELECT * FROM scoreOutbox ORDER BY nextAttemptAt, gameId", Self.score)
    }

    /// The server took it (2xx), or refused it for good (4xx): it is never sent again.
    public func remove(gameID: String) throws(StoreError) {
        try database.write { db in
            try db.execute(sql: "DELETE FROM scoreOutbox WHERE gameId = ?", arguments: [gameID])
        }
    }

    /// A try failed (5xx, network): the next one waits `backoff(attempts)` from `now`.
    public func retryLater(gameID: String, problem: String, at now: Date) throws(StoreError) {
        try database.write { db in
            let attempts =
                try Int.fetchOne(db, sql: "SELECT attempts FROM scoreOutbox WHERE gameId = ?", arguments: [gameID])
                ?? 0
            try db.execute(
                sql: "UPDATE scoreOutbox SET attempts = ?, nextAttemptAt = ?, lastProblem = ? WHERE gameId = ?",
                arguments: [
                    attempts + 1, StoredDate(now.addingTimeInterval(Self.backoffSeconds(afterFailures: attempts + 1))),
                    problem,
                    gameID,
                ])
        }
    }

    /// 30 s after the first failure, doubling up to an hour.
    public static func backoffSeconds(afterFailures failures: Int) -> Double {
        min(3600, 30 * pow(2, Double(max(0, failures - 1))))
    }

    private static func score(_ row: Row) -> QueuedScore {
        QueuedScore(
            gameID: row["gameId"], url: row["url"], body: row["body"], attempts: row["attempts"],
            nextAttemptAt: row.storedDate("nextAttemptAt"), lastProblem: row["lastProblem"])
    }
}
