import Foundation
import GRDB
import PostgresNIO
import QuizCore
import QuizFleet
import QuizSecrets
import QuizStore
import Synchronization
import TestSupport
import Testing

/// A suite's view of the test process's one PostgreSQL cluster for the web admin's fleet tests
/// (`@Suite(.hallCluster)`, `SharedPostgres`); each test makes a `FleetHall` of its own in it (a database, so tests
/// share only the cluster's roles), dropped when the suite's last test ends.
final class HallCluster: Sendable {
    @TaskLocal static var current: HallCluster?

    let cluster: PostgresCluster
    /// The login users' password files.
    let folder = TemporaryFolder(prefix: "tiltquiz-hall-")
    /// The databases the suite's tests made.
    private let made = Mutex<[String]>([])

    init(_ cluster: PostgresCluster) { self.cluster = cluster }

    /// A new database, owned by the cluster's superuser, dropped with the suite's.
    func createDatabase(_ name: String) async throws {
        try await connection(user: cluster.user, passwordFile: cluster.passwordFile, database: "postgres").run {
            try await $0.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        }
        made.withLock { $0.append(name) }
    }

    /// Drops the suite's databases (`WITH (FORCE)`: a connection a test left open goes too).
    func dropDatabases() async {
        let names = made.withLock { $0 }
        try? await connection(user: cluster.user, passwordFile: cluster.passwordFile, database: "postgres").run {
            for name in names { try await $0.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)")) }
        }
    }

    static func shared(sourceLocation: SourceLocation = #_sourceLocation) throws -> HallCluster {
        try #require(current, "the suite needs the .hallCluster trait", sourceLocation: sourceLocation)
    }

    /// A connection as `user` to `database` (on `port`, else the cluster's).
    func connection(user: String, passwordFile: String, database: String, port: Int? = nil) throws -> FleetConnection {
        let url = "postgres://\(user)@\(cluster.host):\(port ?? cluster.port)/\(database)?sslmode=disable"
        return try FleetConnection(server: FleetServer(url: url), password: FleetPassword(file: passwordFile))
    }
}

/// Gives the suite the test process's cluster (`SharedPostgres`, started by the first suite that asks) and drops
/// its databases after its last test.
struct HallClusterTrait: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SharedPostgres.withCluster { cluster in
            let suite = HallCluster(cluster)
            do {
                try await HallCluster.$current.withValue(suite) { try await function() }
            } catch {
                await suite.dropDatabases()
                throw error
            }
            await suite.dropDatabases()
        }
    }
}

extension Trait where Self == HallClusterTrait {
    /// The test process's PostgreSQL cluster for the suite (`HallCluster.shared()`).
    static var hallCluster: Self { HallClusterTrait() }
}

/// A fleet as an operator sets one up (docs/fleet.md): a database with the fleet schema installed by its owner,
/// a login user in `tiltquiz_admin` for the web admin and one in `tiltquiz_kiosk` for the kiosks.
struct FleetHall: Sendable {
    let cluster: HallCluster
    let name: String
    let owner: FleetConnection
    let admin: FleetConnection
    let kiosk: FleetConnection

    static func make() async throws -> FleetHall {
        let cluster = try HallCluster.shared()
        let base = cluster.cluster
        let name = "hall_" + UUID().uuidString.prefix(8).lowercased()
        try await cluster.createDatabase(name)
        let owner = try cluster.connection(user: base.user, passwordFile: base.passwordFile, database: name)
        try await owner.run { try await FleetSchema.install(on: $0) }
        func user(in role: String) async throws -> FleetConnection {
            let user = "u_" + UUID().uuidString.prefix(8).lowercased()
            let password = UUID().uuidString
            try await owner.run {
                try await $0.query(
                    PostgresQuery(unsafeSQL: "CREATE ROLE \(user) LOGIN PASSWORD '\(password)' IN ROLE \(role)"))
            }
            let file = cluster.folder.write(user, password + "\n")
            chmod(file, 0o600)
            return try cluster.connection(user: user, passwordFile: file, database: name)
        }
        return FleetHall(
            cluster: cluster, name: name, owner: owner, admin: try await user(in: FleetSchema.adminRole),
            kiosk: try await user(in: FleetSchema.kioskRole))
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
