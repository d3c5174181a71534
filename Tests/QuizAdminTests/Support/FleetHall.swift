import Foundation
import GRDB
import PostgresNIO
import QuizCore
import QuizFleet
import QuizSecrets
import QuizStore
import TestSupport
import TestSupportFleet
import Testing

/// A fleet as an operator sets one up (docs/fleet.md): a database with the fleet schema installed by its owner,
/// a login user in `tiltquiz_admin` for the web admin and one in `tiltquiz_kiosk` for the kiosks.
struct FleetHall: Sendable {
    let cluster: FleetTestCluster
    let name: String
    let owner: FleetConnection
    let admin: FleetConnection
    let kiosk: FleetConnection

    /// A new hall in the suite's cluster (`@Suite(.fleetCluster)`, `FleetTestCluster`): a database of the test's
    /// own.
    static func make() async throws -> FleetHall {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        return FleetHall(
            cluster: database.cluster, name: database.name, owner: try database.owner,
            admin: try await database.user(in: FleetSchema.adminRole),
            kiosk: try await database.user(in: FleetSchema.kioskRole))
    }

    /// The first column of `sql`'s first row as text (NULL as "null"), read as the owner.
    func text(_ sql: String) async throws -> String {
        try await owner.run { client in
            for try await value in try await client.query(PostgresQuery(unsafeSQL: sql)).decode(String?.self) {
                return value ?? "null"
            }
            return "no row"
        }
    }
}

/// A kiosk of the hall: a real store in a temporary folder that registers players, plays and syncs with the
/// fleet as `tiltquiz fleet sync --once` does (`FleetSync.once`).
final class HallKiosk: @unchecked Sendable {
    let folder = TemporaryFolder.make(prefix: "tiltquiz-hall-kiosk-")
    let database: QuizDatabase
    let accounts: AccountStore
    let sync: FleetSync

    init(_ hall: FleetHall, kiosk: String) throws {
        database = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder))
        accounts = AccountStore(database: database, iterations: SaltedHash.allowedIterations.lowerBound)
        sync = FleetSync(journal: FleetJournal(database: database), connection: hall.kiosk, kiosk: kiosk)
    }

    func register(_ username: String) throws -> PlayerRef {
        try accounts.register(username: username, password: "Plain-pass1!")
    }

    /// A finished ranked trivia game of `player` on `day`, written as the game writes it.
    func game(_ player: PlayerRef, points: Int, day: String, mode: String = "trivia") throws {
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: folder))
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO gameResult (playerId, mode, score, total, points, completedAt, localDate)
                    VALUES (?, ?, 5, 10, ?, ?, ?)
                    """,
                arguments: [player.id, mode, points, Date(), day])
        }
    }

    /// The first column of `sql`'s first row on the kiosk's store (another connection to its file).
    func value<Value: DatabaseValueConvertible>(_ sql: String, _ arguments: StatementArguments = []) throws -> Value? {
        try DatabaseQueue(path: QuizDatabase.file(inDirectory: folder)).read { db in
            try Value.fetchOne(db, sql: sql, arguments: arguments)
        }
    }

    /// The fleet id the kiosk gave `player` (after a sync).
    func fleetID(_ player: PlayerRef) throws -> String {
        try #require(try sync.journal.fleetID(of: player)).uuidString.lowercased()
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
