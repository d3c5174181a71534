import Foundation
import PostgresNIO
import QuizCore

/// The fleet's server functions called from Swift: `hello`, `push`, `pull` for devices (role `tiltquiz_kiosk`),
/// `setBan`, `setRole`, `erase`, `board`, `changeQuestion`, `kept`, `takeAgain`, `dropKept` for the admin
/// (`tiltquiz_admin`).
///
/// Every call is one statement, `SELECT ... FROM fleet.f($1, $2...)`, sent by `PostgresClient.query` as an
/// UNNAMED statement (Parse with the empty name, Bind, Execute and Sync in one write: postgres-nio 1.33.2's
/// `PostgresChannelHandler.sendParseDescribeBindExecuteAndSyncMessage`) with bind parameters. Nothing here
/// uses a named prepared statement (`PostgresClient.execute(_: PostgresPreparedStatement)`), which a PgBouncer
/// in transaction pooling cannot keep: each call is its own transaction, so the fleet works through PgBouncer's
/// transaction pooling (docs/fleet.md, "PgBouncer").
public struct FleetServerCalls: Sendable {
    /// Where the calls run: a `PostgresClient`'s pool (`FleetConnection.run`) or one connection of a `FleetPool`
    /// (the web admin's).
    public let client: any FleetQuerying

    public init(_ client: any FleetQuerying) { self.client = client }

    /// `query` on `client`: an unnamed statement with bound parameters.
    private func statement(_ query: PostgresQuery, line: Int = #line) async throws -> PostgresRowSequence {
        try await client.query(query, logger: nil, file: #fileID, line: line)
    }

    /// Binds `kiosk` (config `fleet.kiosk_id`) to `device` (the data folder's device id) on first use and reads
    /// the server's schema version, the device's high-water mark and the change log's last id. Throws
    /// `FleetFailure.kioskTaken` when another device holds the kiosk id, `.noSchema` before `fleet init`.
    public func hello(device: UUID, kiosk: String) async throws -> FleetHello {
        try await mapped(kiosk: kiosk) {
            let rows = try await statement(
                "SELECT schema_version, pushed_seq, last_log FROM fleet.hello(\(device), \(kiosk))")
            for try await (version, pushed, last) in rows.decode((Int32?, Int64, Int64).self) {
                return FleetHello(schemaVersion: Int(version ?? 0), pushedSeq: pushed, lastLog: last)
            }
            throw FleetFailure.noSchema
        }
    }

    /// Pushes `changes` (in one transaction on the server: a retry, or a batch the server already took, adds
    /// nothing twice) and returns the device's high-water mark after it: the highest seq the server has.
    public func push(device: UUID, changes: [FleetOutgoing]) async throws -> Int64 {
        let batch = try Self.json(changes)
        return try await mapped {
            let rows = try await statement("SELECT fleet.push(\(device), \(batch)::jsonb)")
            for try await high in rows.decode(Int64.self) { return high }
            return 0
        }
    }

    /// How many of `device`'s changes the server could not take and kept in `fleet.rejected` (since migration 11:
    /// docs/fleet.md, "A change the server cannot take"), and the latest of them.
    public func refused(device: UUID) async throws -> FleetRefused {
        try await mapped {
            let rows = try await statement(
                "SELECT refused, seq, kind, message, sqlstate, rejected_at FROM fleet.refused(\(device))")
            for try await (count, seq, kind, message, state, at) in rows.decode(
                (Int64, Int64?, String?, String?, String?, Date?).self)
            {
                guard let seq, let message, let state, let at else { return FleetRefused(count: Int(count)) }
                return FleetRefused(
                    count: Int(count),
                    latest: FleetRefusal(seq: seq, kind: kind, message: message, sqlState: state, at: at))
            }
            return FleetRefused(count: 0)
        }
    }

    /// The changes the server kept in `fleet.rejected` (the admin's: a kiosk may not read the table), of `device`
    /// only and of `seq` only when given, oldest device and seq first; at most `max`.
    public func kept(device: UUID? = nil, seq: Int64? = nil, max: Int = 1000) async throws -> [FleetKept] {
        try await mapped {
            let rows = try await statement(
                """
                SELECT j.device, d.kiosk, j.seq, j.kind, j.message, j.sqlstate, j.rejected_at
                FROM fleet.rejected j LEFT JOIN fleet.device d ON d.id = j.device
                WHERE (\(device)::uuid IS NULL OR j.device = \(device)::uuid)
                  AND (\(seq)::bigint IS NULL OR j.seq = \(seq)::bigint)
                ORDER BY d.kiosk NULLS LAST, j.device, j.seq LIMIT \(Int32(clamping: max))
                """)
            var kept: [FleetKept] = []
            for try await (id, kiosk, seq, kind, message, state, at) in rows.decode(
                (UUID, String?, Int64, String?, String, String, Date).self)
            {
                kept.append(
                    FleetKept(
                        device: id, kiosk: kiosk,
                        refusal: FleetRefusal(seq: seq, kind: kind, message: message, sqlState: state, at: at)))
            }
            return kept
        }
    }

    /// The admin takes the kept changes again (`fleet.take_again`: of `device` and `seq` when given, else all), each
    /// as the push would have, under the change log's lock: those that go in leave `fleet.rejected`, those that fail
    /// again stay with their new reason. Each one's outcome, in the order they were taken. A `device` the fleet does
    /// not know fails with the server's TQ004.
    public func takeAgain(device: UUID? = nil, seq: Int64? = nil) async throws -> [FleetTakenAgain] {
        try await since(migration: 12) {
            let rows = try await statement(
                """
                SELECT device, seq, kind, taken, message, sqlstate
                FROM fleet.take_again(\(device)::uuid, \(seq)::bigint)
                """)
            var outcomes: [FleetTakenAgain] = []
            for try await (id, seq, kind, taken, message, state) in rows.decode(
                (UUID, Int64, String?, Bool, String?, String?).self)
            {
                outcomes.append(
                    FleetTakenAgain(
                        device: id, seq: seq, kind: kind, taken: taken,
                        reason: taken ? nil : "\(message ?? "?") (\(state ?? "?"))"))
            }
            return outcomes
        }
    }

    /// The admin drops `device`'s kept changes (`seq` only, or all of them): how many went. A `device` the fleet does
    /// not know fails with the server's TQ004.
    public func dropKept(device: UUID, seq: Int64? = nil) async throws -> Int {
        try await since(migration: 12) {
            let rows = try await statement("SELECT fleet.drop_rejected(\(device), \(seq)::bigint)")
            for try await count in rows.decode(Int32.self) { return Int(count) }
            return 0
        }
    }

    /// At most `max` changes of the change log after the id `after`, in id order (ids follow commit order, so
    /// `after` = the last one applied never skips a row); records `after` as the device's cursor.
    public func pull(device: UUID, after: Int64, max: Int) async throws -> [FleetIncoming] {
        try await mapped {
            let rows = try await statement(
                """
                SELECT log_id, id, kind, player, stamp, body::text
                FROM fleet.pull(\(device), \(after), \(Int32(clamping: max)))
                """)
            var changes: [FleetIncoming] = []
            for try await (logID, id, kind, player, stamp, body) in rows.decode(
                (Int64, UUID, String, UUID?, String?, String).self)
            {
                guard let known = FleetKind(rawValue: kind) else {
                    throw FleetFailure.badIncoming(logID: logID, reason: .unknownKind(kind: kind))
                }
                var fleetStamp: FleetStamp?
                if let stamp {
                    guard let read = FleetStamp(stamp) else {
                        throw FleetFailure.badIncoming(logID: logID, reason: .badStamp(stamp: stamp))
                    }
                    fleetStamp = read
                }
                let change = FleetChange(id: id, kind: known, player: player, stamp: fleetStamp, body: body)
                changes.append(FleetIncoming(logID: logID, change: change))
            }
            return changes
        }
    }

    /// The admin bans `player` (or lets them back); every device applies it over what it did offline. Throws
    /// `FleetFailure.noPlayer` for a player the fleet does not have.
    public func setBan(player: UUID, banned: Bool) async throws {
        try await mapped(player: player) { try await drain(statement("SELECT fleet.set_ban(\(player), \(banned))")) }
    }

    /// The admin sets `player`'s role (guest, player, moderator or admin).
    public func setRole(player: UUID, role: String) async throws {
        try await mapped(player: player) { try await drain(statement("SELECT fleet.set_role(\(player), \(role))")) }
    }

    /// The admin erases `player` (GDPR): every row of theirs goes from PostgreSQL, later pushes of theirs are
    /// dropped, and devices erase them at their next pull.
    public func erase(player: UUID) async throws {
        try await mapped { try await drain(statement("SELECT fleet.erase(\(player))")) }
    }

    /// The admin edits or retires the question `uid` (`changes` names only what changes); every device applies the
    /// question as it now is at its next pull. Throws `FleetFailure.noQuestion` for a uid the fleet does not have.
    public func changeQuestion(uid: String, _ changes: FleetQuestionChanges) async throws {
        let json = try JSONText.encode(changes)
        try await mapped(question: uid) {
            try await drain(statement("SELECT fleet.change_question(\(uid), \(json)::jsonb)"))
        }
    }

    /// The best `top` rows of the hall's board: `period` ending on `day`, `mode`'s games, of `topic` only when
    /// given; banned players left out.
    public func board(
        period: BoardPeriod, day: CalendarDay, mode: String, topic: String?, top: Int
    ) async throws -> [FleetBoardRow] {
        try await mapped {
            let rows = try await statement(
                """
                SELECT rank, player, name, points, games FROM fleet.board(\(period.rawValue), \(day.description)::date,
                  \(mode), \(topic), \(Int32(clamping: top)))
                """)
            var board: [FleetBoardRow] = []
            for try await (rank, player, name, points, games) in rows.decode((Int64, UUID, String, Int64, Int32).self) {
                board.append(
                    FleetBoardRow(rank: Int(rank), player: player, name: name, points: points, games: Int(games)))
            }
            return board
        }
    }

    /// `mapped(work)` for a function `migration` added: on a server whose schema is older, where the function is
    /// missing, `.schemaVersion` (which says to run `fleet init`) rather than `.noSchema`.
    private func since<Result>(migration: Int, _ work: () async throws -> Result) async throws -> Result {
        do {
            return try await mapped(work)
        } catch FleetFailure.noSchema {
            var version: Int32 = 0
            if let rows = try? await statement("SELECT coalesce(max(version), 0) FROM fleet.schema_version") {
                do {
                    for try await value in rows.decode(Int32.self) { version = value }
                } catch {
                    version = 0
                }
            }
            guard version > 0, version < migration else { throw FleetFailure.noSchema }
            throw FleetFailure.schemaVersion(server: Int(version), known: FleetSchema.version)
        }
    }

    private func drain(_ rows: PostgresRowSequence) async throws {
        for try await _ in rows {}
    }

    /// `work`, with the server's errors that are the fleet's own made `FleetFailure`s; others pass on (to
    /// `FleetConnection.run`, which names the server).
    private func mapped<Result>(
        kiosk: String = "", player: UUID? = nil, question: String = "?", _ work: () async throws -> Result
    ) async throws -> Result {
        do {
            return try await work()
        } catch let error as PSQLError where error.code == .server {
            switch error.serverInfo?[.sqlState] {
            case "TQ001": throw FleetFailure.kioskTaken(kiosk: kiosk)
            case "TQ002": throw FleetFailure.noPlayer(player?.uuidString.lowercased() ?? "?")
            case "TQ003": throw FleetFailure.noQuestion(question)
            case "3F000", "42883": throw FleetFailure.noSchema
            default: throw error
            }
        }
    }

    /// The batch as `fleet.push` reads it: a JSON array of `{seq, id, kind, player, stamp, body}`, each body the
    /// change's own JSON. A body that is not a JSON object is sent as it is when `jsonb` takes it, else as a JSON
    /// string, never held back: the server keeps that change in `fleet.rejected` and acknowledges it, so the rest of
    /// the outbox still goes (docs/fleet.md, "A change the server cannot take"). The whole array is cast to `jsonb`
    /// at once, so a body spliced in that `jsonb` refuses (a `\u0000` escape, a lone surrogate, a number beyond
    /// `numeric`) would fail every push of the batch: `body(_:)` says which go as they are.
    static func json(_ changes: [FleetOutgoing]) throws -> String {
        var text = "["
        for (index, outgoing) in changes.enumerated() {
            let change = outgoing.change
            let player = change.player.map { "\"\($0.uuidString.lowercased())\"" } ?? "null"
            let stamp = try change.stamp.map { try JSONText.encode($0) } ?? "null"
            if index > 0 { text += "," }
            text += "{\"seq\":\(outgoing.seq),\"id\":\"\(change.id.uuidString.lowercased())\","
            text += "\"kind\":\"\(change.kind.rawValue)\",\"player\":\(player),\"stamp\":\(stamp),\"body\":"
            text += body(change.body) + "}"
        }
        return text + "]"
    }

    /// A change's body as the batch carries it: as it is when PostgreSQL's `jsonb` takes it (`JSONValue.parse` as
    /// `.jsonb`, which agrees with the server), else as a JSON string of it, with U+0000 (which no `jsonb` string
    /// holds) written as U+FFFD.
    static func body(_ body: String) -> String {
        if (try? JSONValue.parse(body, as: .jsonb)) != nil { return body }
        guard body.utf8.contains(0) else { return JSONText.string(body) }
        return JSONText.string(
            String(String.UnicodeScalarView(body.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 })))
    }
}

/// What `FleetServerCalls.refused` read: how many of a device's changes the server kept in `fleet.rejected`.
public struct FleetRefused: Equatable, Sendable {
    public var count: Int
    /// The latest of them (the highest seq); nil when none.
    public var latest: FleetRefusal?

    public init(count: Int, latest: FleetRefusal? = nil) {
        self.count = count
        self.latest = latest
    }
}

/// One change the server could not take, as `fleet.rejected` keeps it.
public struct FleetRefusal: Equatable, Sendable {
    /// Its outbox seq on the device, and its kind as sent (nil when it had none).
    public var seq: Int64
    public var kind: String?
    /// PostgreSQL's error message and SQLSTATE.
    public var message: String
    public var sqlState: String
    /// When the server kept it.
    public var at: Date

    public init(seq: Int64, kind: String?, message: String, sqlState: String, at: Date) {
        (self.seq, self.kind, self.message, self.sqlState, self.at) = (seq, kind, message, sqlState, at)
    }

    /// One line in no language but PostgreSQL's reason: `#12 (purchase): invalid input syntax for type integer:
    /// "three" (22P02)`, the outbox number and the kind as sent ("?" when it had none).
    public var line: String {
        "#\(seq) (\(kind ?? "?")): \(message) (\(sqlState))"
    }
}

/// One change kept in `fleet.rejected`, as `FleetServerCalls.kept` lists it: its device (and kiosk id when the
/// device has one) and its refusal.
public struct FleetKept: Equatable, Sendable {
    public var device: UUID
    public var kiosk: String?
    public var refusal: FleetRefusal

    public init(device: UUID, kiosk: String?, refusal: FleetRefusal) {
        (self.device, self.kiosk, self.refusal) = (device, kiosk, refusal)
    }
}

/// What `fleet.take_again` did with one kept change: taken (and gone from `fleet.rejected`), or refused again with
/// PostgreSQL's new reason (`message (SQLSTATE)`).
public struct FleetTakenAgain: Equatable, Sendable {
    public var device: UUID
    public var seq: Int64
    public var kind: String?
    public var taken: Bool
    public var reason: String?

    public init(device: UUID, seq: Int64, kind: String?, taken: Bool, reason: String?) {
        (self.device, self.seq, self.kind, self.taken, self.reason) = (device, seq, kind, taken, reason)
    }

    /// `#12 (purchase): reason`, as `FleetRefusal.line` words a refusal; without the reason when taken.
    public var line: String {
        "#\(seq) (\(kind ?? "?"))" + (reason.map { ": \($0)" } ?? "")
    }
}

/// What `FleetServerCalls.hello` read.
public struct FleetHello: Equatable, Sendable {
    /// The server's `fleet` schema version (check it with `FleetSchema.check`).
    public var schemaVersion: Int
    /// The highest outbox seq of this device the server has committed: the device drops its outbox up to it.
    public var pushedSeq: Int64
    /// The change log's last id: how far behind a device's cursor is.
    public var lastLog: Int64

    public init(schemaVersion: Int, pushedSeq: Int64, lastLog: Int64) {
        self.schemaVersion = schemaVersion
        self.pushedSeq = pushedSeq
        self.lastLog = lastLog
    }
}

/// One row of the hall's board as `FleetServerCalls.board` reads it.
public struct FleetBoardRow: Equatable, Sendable {
    /// 1 for the best.
    public var rank: Int
    public var player: UUID
    public var name: String
    public var points: Int64
    public var games: Int

    public init(rank: Int, player: UUID, name: String, points: Int64, games: Int) {
        self.rank = rank
        self.player = player
        self.name = name
        self.points = points
        self.games = games
    }
}
