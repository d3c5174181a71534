import Foundation
import PostgresNIO
import QuizCore
import QuizStore
import TestSupport
import TestSupportFleet
import TestSupportStore
import Testing

@testable import QuizFleet

/// `FleetSync.once` between real SQLite stores (two data folders) and a real PostgreSQL, each device connecting
/// as a login user in `tiltquiz_kiosk` as an operator makes them: a game played on one device is on the other's
/// board after a sync of each, once; a failure is one line, kept in the journal, and loses nothing.
@Suite(.fleetCluster) struct FleetSyncTests {
    @Test func aResultPlayedOnOneDeviceIsOnTheOthersBoardOnce() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        let ada = try a.register("Ada")
        try a.play(ada, points: 40)

        let first = try await a.sync.once()
        #expect(first.pushed == 2)
        try await b.sync.once()
        #expect(try b.board() == ["Ada 40"])

        // Again on both: nothing doubles, here or on the server.
        let again = try await a.sync.once()
        #expect(again.pushed == 0)
        try await b.sync.once()
        try await a.sync.once()
        #expect(try b.board() == ["Ada 40"] && a.board() == ["Ada 40"])
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.result") == 1)

        // B's own game goes the other way.
        let bea = try b.register("Bea")
        try b.play(bea, points: 70)
        try await b.sync.once()
        try await a.sync.once()
        #expect(try a.board() == ["Bea 70", "Ada 40"])
        let state = try a.journal.state()
        #expect(state.outboxLength == 0 && state.lastProblem == nil && state.lastPushAt != nil)
        #expect(state.lastPullAt != nil)
    }

    /// A game played with more time keeps its mark on the server and on every device, and stays off the boards.
    @Test func aResultsTimeScaleTravelsWithIt() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        let ada = try a.register("Ada")
        try a.play(ada, points: 40, timeScalePercent: 200)
        try a.play(ada, points: 30)
        try await a.sync.once()
        try await b.sync.once()
        #expect(
            try await hall.database.texts(
                "SELECT points || ' ' || time_scale_percent || ' ' || ranked FROM fleet.result ORDER BY points")
                == ["30 100 true", "40 200 false"])
        // The other device keeps it marked, as `export games` shows it: score and time scale.
        let export = try b.store.database.exportRows(.games)
        let score = try #require(export.header.firstIndex(of: "score"))
        let scale = try #require(export.header.firstIndex(of: "timeScalePercent"))
        #expect(export.rows.map { "\($0[score]) \($0[scale])" }.sorted() == ["30 100", "40 200"])
        #expect(try b.board() == ["Ada 30"])
    }

    @Test func aLongOutboxGoesInBatchesUntilItIsEmpty() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        let ada = try a.register("Ada")
        for _ in 0..<FleetSync.batchSize { try a.play(ada, points: 1) }
        let report = try await a.sync.once()
        #expect(report.pushed == FleetSync.batchSize + 1)
        #expect(try a.journal.state().outboxLength == 0)
        let pulled = try await b.sync.once()
        #expect(pulled.pulled == FleetSync.batchSize + 1)
        #expect(try b.board() == ["Ada \(FleetSync.batchSize)"])
    }

    @Test func aKioskIDAnotherDataFolderHoldsIsRefusedWithOneLine() async throws {
        let hall = try await FleetTestHall()
        let a = try await hall.device("hall-1")
        let other = try await hall.device("hall-1")
        try await a.sync.once()
        let failure = await #expect(throws: FleetSyncFailure.self) { try await other.sync.once() }
        let line = FleetFailure.kioskTaken(kiosk: "hall-1").description
        #expect(failure?.line == line)
        #expect(try other.journal.state().lastProblem == line)
    }

    @Test func aServerOfANewerSchemaIsNamed() async throws {
        let hall = try await FleetTestHall()
        let a = try await hall.device("hall-1")
        let ada = try a.register("Ada")
        try a.play(ada, points: 40)
        let newer = FleetSchema.version + 1
        _ = try await hall.database.integer("INSERT INTO fleet.schema_version (version) VALUES (\(newer)) RETURNING 0")
        let failure = await #expect(throws: FleetSyncFailure.self) { try await a.sync.once() }
        #expect(
            failure?.line
                == "the fleet's PostgreSQL has schema version \(newer); this tiltquiz knows \(FleetSchema.version): "
                + "update tiltquiz on this machine to a version that knows \(newer)")
        // Nothing was pushed to a server this build does not know.
        #expect(try a.journal.state().outboxLength == 2)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.result") == 0)
    }

    @Test func aWrongPasswordIsOneLineAndTheOutboxStays() async throws {
        let hall = try await FleetTestHall()
        let a = try await hall.device("hall-1", password: "not-the-password")
        let ada = try a.register("Ada")
        try a.play(ada, points: 40)
        let failure = await #expect(throws: FleetSyncFailure.self) { try await a.sync.once() }
        let server = a.sync.connection.server
        #expect(failure?.line.hasPrefix("PostgreSQL at \(server.address) refused the password of user ") == true)
        #expect(failure?.line.contains("not-the-password") == false)
        let state = try a.journal.state()
        #expect(state.lastProblem == failure?.line && state.lastProblemAt != nil)
        #expect(state.outboxLength == 2)
    }

    @Test func anUnreachableHostIsOneLine() async throws {
        let store = try TemporaryStore(prefix: "tiltquiz-fleet-sync-")
        let cluster = try FleetTestCluster.shared()
        let port = try PostgresCluster.freePort()
        let connection = try FleetConnection(
            server: FleetServer(url: "postgres://kiosk@127.0.0.1:\(port)/hall?sslmode=disable"),
            password: FleetPassword(file: cluster.cluster.passwordFile))
        let sync = FleetSync(journal: FleetJournal(database: store.database), connection: connection, kiosk: "hall-1")
        let failure = await #expect(throws: FleetSyncFailure.self) { try await sync.once() }
        #expect(
            failure?.line
                == "cannot connect to PostgreSQL at 127.0.0.1:\(port): the connection was refused (is PostgreSQL "
                + "running there, and is the port right?)")
    }
}

/// A database of the suite's cluster with the fleet schema installed, and devices syncing with it.
struct FleetTestHall {
    let database: FleetTestDatabase

    init() async throws {
        database = try await FleetTestCluster.shared().database()
        try await database.install()
    }

    /// A new hall and its first two devices, `hall-1` and `hall-2`.
    static func twoDevices() async throws -> (FleetTestHall, FleetTestStore, FleetTestStore) {
        let hall = try await FleetTestHall()
        let a = try await hall.device("hall-1")
        return (hall, a, try await hall.device("hall-2"))
    }

    /// A device on a data folder of its own, syncing as `kiosk` through a new login user in `tiltquiz_kiosk`
    /// (with `password` instead of the user's own, to be refused; to `port`, a proxy's, instead of the server's).
    func device(_ kiosk: String, password: String? = nil, port: Int? = nil) async throws -> FleetTestStore {
        var connection = try await database.user(in: FleetSchema.kioskRole, port: port)
        if let password {
            let file = database.cluster.folder.write("wrong-" + UUID().uuidString, password + "\n", mode: 0o600)
            connection = try FleetConnection(server: connection.server, password: FleetPassword(file: file))
        }
        return try FleetTestStore(kiosk: kiosk, connection: connection)
    }
}

/// A device of the hall: a real store in a data folder of its own, played into through the store's own
/// writers, and its sync.
final class FleetTestStore: Sendable {
    static let day = CalendarDay(year: 2026, month: 12, day: 2)!
    let store: TemporaryStore
    let journal: FleetJournal
    let sync: FleetSync

    init(kiosk: String, connection: FleetConnection, limit: Duration = FleetSync.defaultLimit) throws {
        store = try TemporaryStore(prefix: "tiltquiz-fleet-sync-")
        journal = FleetJournal(database: store.database)
        sync = FleetSync(journal: journal, connection: connection, kiosk: kiosk, limit: limit)
    }

    /// The packs bundled in assets/packs, installed as the game installs them (their topics and questions).
    func installBundledPacks() throws {
        try PackInstaller(database: store.database).installPacks(inDirectory: Repository.root + "/assets/packs")
    }

    /// The same device syncing over `connection` (a server restarted on another port), each sync cut off after
    /// `limit` (the device's own when nil).
    init(_ device: FleetTestStore, connection: FleetConnection, limit: Duration? = nil) {
        store = device.store
        journal = device.journal
        sync = FleetSync(
            journal: journal, connection: connection, kiosk: device.sync.kiosk, limit: limit ?? device.sync.limit)
    }

    func register(_ name: String) throws -> PlayerRef {
        try PlayerDirectory(database: store.database).newPlayer(named: name)
    }

    /// A finished Tilt True/False game of `player`'s on the test's day (with more time: kept unranked, as the
    /// game keeps it).
    func play(_ player: PlayerRef, points: Int, timeScalePercent: Int = 100) throws {
        _ = try store.database.recordGame(
            GameRecord(
                playerID: player.id, mode: .tilt, score: points, total: points, points: points, completedAt: Date(),
                localDate: Self.day.description, ranked: timeScalePercent == 100,
                timeScalePercent: timeScalePercent))
    }

    /// Tilt True/False's all-time board here: "name points", best first.
    func board() throws -> [String] {
        try store.database.board(BoardScope(mode: GameMode.tilt, period: .all, day: Self.day)).top.map {
            "\($0.name) \($0.points)"
        }
    }
}
