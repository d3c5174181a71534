import Foundation
import GRDB
import QuizCore
import TestSupportStore

@testable import QuizStore

/// A device of a fleet in a test: a real SQLite store, its journal, and ways to play into it (results,
/// answers, a Daily Challenge) as the game's writers do: by inserting rows, which the triggers see.
final class FleetDevice: @unchecked Sendable {
    let store: TemporaryStore
    let journal: FleetJournal
    var database: QuizDatabase { store.database }
    static let day = CalendarDay(year: 2026, month: 12, day: 2)!
    static let moment = Date(timeIntervalSince1970: 1_796_212_800)  // 2026-12-02 12:00 UTC

    init() throws {
        store = try TemporaryStore(prefix: "tiltquiz-fleet-")
        journal = FleetJournal(database: store.database)
        // The same question on every device (a pack's uid), with two options.
        try database.write { db in
            var writer = ContentWriter(db: db)
            _ = try writer.insertIfNew(
                QuestionRecord(
                    kind: .multipleChoice, topic: "Space", text: "Closest planet?", correct: "Mercury",
                    wrong: ["Mars"]),
                packID: nil)
            try db.execute(sql: "UPDATE question SET uid = 'space-closest-planet'")
        }
    }

    /// A device that has joined the fleet (`FleetJournal.join`).
    static func joined() throws -> FleetDevice {
        let device = try FleetDevice()
        try device.journal.join()
        return device
    }

    /// A registered player (username = name) made here.
    func register(_ name: String) throws -> PlayerRef {
        let player = try PlayerDirectory(database: database).newPlayer(named: name, at: Self.moment)
        try database.write { db in
            try db.execute(sql: "UPDATE player SET username = ? WHERE id = ?", arguments: [name, player.id])
        }
        return player
    }

    /// A ranked game of `mode` finished by `player` with `points`, and its `answers` answers (the first
    /// option, right).
    func play(_ player: PlayerRef?, mode: String = "tilt", points: Int, answers: Int = 0) throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO gameResult (playerId, mode, score, total, points, completedAt, localDate, topicId)
                    VALUES (?, ?, 4, 5, ?, ?, ?, (SELECT id FROM topic WHERE name = 'Space'))
                    """, arguments: [player?.id, mode, points, StoredDate(Self.moment), Self.day.description])
            for _ in 0..<answers {
                try db.execute(
                    sql: """
                        INSERT INTO answer (playerId, questionId, optionId, result, points, secondsTaken, mode, answeredAt)
                        SELECT ?, q.id, o.id, 'right', 100, 2.5, ?, ? FROM question q JOIN option o ON o.questionId = q.id
                        WHERE o.position = 0
                        """, arguments: [player?.id, mode, StoredDate(Self.moment)])
            }
        }
    }

    /// `player`'s scored Daily Challenge of the test's day: started, then finished with `score`.
    func playDaily(_ player: PlayerRef, score: Int) throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO dailyAttempt (playerId, day, number, questions, secondsLeft, score, startedAt, updatedAt)
                    VALUES (?, ?, 1, '[]', 20, 0, ?, ?)
                    """, arguments: [player.id, Self.day.description, StoredDate(Self.moment), StoredDate(Self.moment)])
            try db.execute(
                sql: "UPDATE dailyAttempt SET score = ?, finishedAt = ? WHERE playerId = ?",
                arguments: [score, StoredDate(Self.moment), player.id])
        }
    }

    /// The local player with `fleetID`, when this device has them.
    func player(_ fleetID: UUID?) throws -> Int64? {
        try database.read { db in
            try Int64.fetchOne(
                db,
                sql: """
                    SELECT p.id FROM fleetRow r JOIN player p ON p.id = r.localID
                    WHERE r.kind = 'player' AND r.fleetID = ?
                    """, arguments: [fleetID?.uuidString.lowercased()])
        }
    }

    func count(_ table: String) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    /// The points of each player on `mode`'s board of `period`, by name, best first.
    func board(_ mode: String = "tilt", _ period: BoardPeriod = .all) throws -> [String] {
        try database.board(BoardScope(mode: mode, period: period, day: Self.day)).top.map { "\($0.name) \($0.points)" }
    }
}

/// The fleet's server as devices see it, for tests without PostgreSQL: each pushed change kept once by its
/// id, in a log every device pulls after its cursor. (The server's own rules are tested with PostgreSQL in
/// QuizFleetTests.)
final class RelayHall: @unchecked Sendable {
    private(set) var log: [FleetIncoming] = []
    private var seen: Set<UUID> = []

    /// Pushes `device`'s whole outbox, in batches of `batch`, acknowledging each.
    func push(_ device: FleetDevice, batch: Int = 1000) throws {
        while true {
            let outgoing = try device.journal.pending(limit: batch)
            guard let last = outgoing.last else { return }
            for item in outgoing where seen.insert(item.change.id).inserted {
                log.append(FleetIncoming(logID: Int64(log.count + 1), change: item.change))
            }
            try device.journal.acknowledge(through: last.seq)
        }
    }

    /// Writes a change of the server's own (a ban, an erase...) into the log.
    func write(_ change: FleetChange) {
        log.append(FleetIncoming(logID: Int64(log.count + 1), change: change))
    }

    /// Applies what `device` has not applied yet.
    @discardableResult
    func pull(_ device: FleetDevice) throws -> Int {
        let cursor = try device.journal.state().cursor
        return try device.journal.apply(log.filter { $0.logID > cursor })
    }
}
