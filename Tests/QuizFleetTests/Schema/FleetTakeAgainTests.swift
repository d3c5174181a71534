import Foundation
import PostgresNIO
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// Taking a kept change again (fleet migration 12; docs/fleet.md, "Taking a kept change again"), on a real
/// PostgreSQL: a change the server refused goes in once its cause is gone, leaves `fleet.rejected`, is logged once
/// and pulled by another device after its cursor; one that still fails stays with its new reason; nothing doubles;
/// only the admin may take again or drop.
@Suite(.fleetCluster) struct FleetTakeAgainTests {
    /// A newer server's `fleet.take`: this one's, taking the kind `hologram` as a Daily Challenge (a kind a newer
    /// device sent before `fleet init` ran with the build that knows it).
    static let newerTake = FleetMigration.take(
        create: "CREATE OR REPLACE FUNCTION", resultsOneByOne: false, wallet: true, awards: true, questions: true,
        history: true, refuses: true
    ).replacingOccurrences(of: "WHEN 'daily' THEN", with: "WHEN 'daily', 'hologram' THEN")

    /// Ana registered (seq 1), then a result (2), a Daily Challenge sent as the kind `hologram` (3), a purchase with a
    /// text quantity (4) and a result (5): 3 and 4 kept. The hologram's id.
    func start() async throws -> (FleetTestDatabase, FleetTestDevice, UUID, hologram: UUID) {
        let (database, registered, ana) = try await FleetTestDatabase.withAna()
        var device = registered
        let hologram = UUID()
        let changes = [
            device.change(.result, player: ana, FleetTestBody.result(points: 100)),
            device.change(.daily, id: hologram, player: ana, FleetTestBody.daily("2026-12-04", score: 80)),
            device.change(
                .purchase, player: ana,
                #"{"item":"jumpIt","quantity":"three","priceCents":99,"provider":"credits","purchasedAt":"2026-12-02T10:00:00Z"}"#
            ),
            device.change(.result, player: ana, FleetTestBody.result(points: 200)),
        ]
        let batch = try FleetServerCalls.json(changes).replacingOccurrences(
            of: #""kind":"daily""#, with: #""kind":"hologram""#)
        #expect(try await database.push(device.id, batch) == 5)
        #expect(
            try await database.texts("SELECT seq || ' ' || kind FROM fleet.rejected ORDER BY seq") == [
                "3 hologram", "4 purchase",
            ])
        return (database, device, ana, hologram)
    }

    @Test func aKindTheServerNowKnowsGoesInOnceAndADeviceThatPullsGetsItOnce() async throws {
        let (database, device, _, hologram) = try await start()
        let other = UUID()
        let before = try await database.pullAll(other)
        let cursor = try #require(before.last?.logID)
        let logged = "SELECT count(*) FROM fleet.change_log"
        let logRows = try await database.integer(logged)

        // Before the cause is gone both fail again, with this server's words; nothing is taken or logged.
        let early = try await database.calls { try await $0.takeAgain(device: device.id) }
        #expect(early.map(\.seq) == [3, 4] && early.allSatisfy { !$0.taken })
        #expect(
            early.first?.reason
                == "this server (fleet schema version \(FleetSchema.version)) takes no change of the kind hologram "
                + "from a device (22023)")
        #expect(try await database.integer(logged) == logRows)

        // The server learns the kind: the hologram goes in and leaves fleet.rejected; the purchase stays, its reason new.
        try await database.run(Self.newerTake)
        let outcomes = try await database.calls { try await $0.takeAgain() }
        #expect(
            outcomes == [
                FleetTakenAgain(device: device.id, seq: 3, kind: "hologram", taken: true, reason: nil),
                FleetTakenAgain(
                    device: device.id, seq: 4, kind: "purchase", taken: false,
                    reason: #"invalid input syntax for type integer: "three" (22P02)"#),
            ])
        #expect(try await database.texts("SELECT seq::text FROM fleet.rejected") == ["4"])
        #expect(try await database.texts("SELECT score::text FROM fleet.daily") == ["80"])
        #expect(try await database.integer(logged) == logRows + 1)
        // The device's mark is its own: taking again does not move it.
        #expect(try await database.integer("SELECT pushed_seq FROM fleet.device WHERE id = '\(device.id)'") == 5)

        // Another device pulling from where it was gets the change once, as a Daily Challenge.
        let after = try await database.pullAll(other, after: cursor)
        #expect(after.map(\.change.id) == [hologram] && after.map(\.change.kind) == [.daily])

        // Taken again twice: nothing doubles, nothing more is logged or pulled.
        let twice = try await database.calls { try await $0.takeAgain() }
        #expect(twice.map(\.seq) == [4] && twice.allSatisfy { !$0.taken })
        #expect(try await database.calls { try await $0.takeAgain(device: device.id, seq: 3) } == [])
        #expect(try await database.integer("SELECT count(*) FROM fleet.daily") == 1)
        #expect(try await database.integer(logged) == logRows + 1)
        #expect(try await database.pullAll(other, after: try #require(after.last?.logID)).isEmpty)
    }

    @Test func aResultRefusedByAConstraintStaysWithItsNewReasonAndGoesInOnceTheConstraintIsGone() async throws {
        var (database, device, ana) = try await FleetTestDatabase.withAna()
        try await database.run("ALTER TABLE fleet.result ADD CONSTRAINT result_small CHECK (points <= 1000)")
        let big = device.change(.result, player: ana, FleetTestBody.result(points: 5000))
        let good = device.change(.result, player: ana, FleetTestBody.result(points: 300))
        #expect(try await database.calls { try await $0.push(device: device.id, changes: [big, good]) } == 3)
        let kept = "SELECT seq || ' ' || sqlstate || ' ' || message FROM fleet.rejected"
        #expect(
            try await database.texts(kept) == [
                #"2 23514 new row for relation "result" violates check constraint "result_small""#
            ])
        let firstTime = try await database.texts("SELECT rejected_at::text FROM fleet.rejected")

        // The admin changes the constraint: the result fails again, kept with the new reason and a later time.
        try await database.run(
            """
            ALTER TABLE fleet.result DROP CONSTRAINT result_small,
              ADD CONSTRAINT result_smaller CHECK (points <= 2000)
            """)
        let again = try await database.calls { try await $0.takeAgain(device: device.id, seq: 2) }
        #expect(
            again == [
                FleetTakenAgain(
                    device: device.id, seq: 2, kind: "result", taken: false,
                    reason: #"new row for relation "result" violates check constraint "result_smaller" (23514)"#)
            ])
        #expect(
            try await database.texts(kept) == [
                #"2 23514 new row for relation "result" violates check constraint "result_smaller""#
            ])
        #expect(
            try await database.integer(
                "SELECT count(*) FROM fleet.rejected WHERE rejected_at >= '\(try #require(firstTime.first))'") == 1)

        // Once it is gone, the result goes in as the push would have taken it: logged, on the boards.
        try await database.run("ALTER TABLE fleet.result DROP CONSTRAINT result_smaller")
        let taken = try await database.calls { try await $0.takeAgain(device: device.id, seq: 2) }
        #expect(taken.map(\.taken) == [true])
        #expect(try await database.integer("SELECT count(*) FROM fleet.rejected") == 0)
        #expect(try await database.texts("SELECT points::text FROM fleet.result ORDER BY points") == ["300", "5000"])
        #expect(
            try await database.integer("SELECT points FROM fleet.board_total WHERE period = 'all' AND topic = ''")
                == 5300)
        #expect(
            try await database.texts("SELECT kind FROM fleet.change_log ORDER BY id") == ["player", "result", "result"])
        #expect(try await database.calls { try await $0.takeAgain() } == [])
    }

    @Test func onlyTheAdminTakesAgainOrDropsAndADeviceTheFleetDoesNotKnowIsNamed() async throws {
        let (database, device, _, _) = try await start()
        let kiosk = try await database.user(in: FleetSchema.kioskRole)
        for call in ["SELECT * FROM fleet.take_again(NULL, NULL)", "SELECT fleet.drop_rejected('\(device.id)', NULL)"] {
            do {
                try await kiosk.run { for try await _ in try await $0.query(PostgresQuery(unsafeSQL: call)) {} }
                Issue.record("a kiosk ran \(call)")
            } catch let FleetFailure.server(_, message, sqlState) {
                #expect(sqlState == "42501", "\(message)")
            }
        }
        #expect(try await database.integer("SELECT count(*) FROM fleet.rejected") == 2)

        let admin = try await database.user(in: FleetSchema.adminRole)
        let listed = try await admin.run { try await FleetServerCalls($0).kept(device: device.id) }
        #expect(listed.map(\.refusal.seq) == [3, 4] && listed.map(\.refusal.kind) == ["hologram", "purchase"])
        let stranger = UUID()
        for call in [
            "SELECT * FROM fleet.take_again('\(stranger)', NULL)", "SELECT fleet.drop_rejected('\(stranger)', NULL)",
        ] {
            do {
                try await admin.run { for try await _ in try await $0.query(PostgresQuery(unsafeSQL: call)) {} }
                Issue.record("\(call) took a device the fleet does not have")
            } catch let FleetFailure.server(_, message, sqlState) {
                #expect(
                    sqlState == "TQ004" && message == "the fleet has no device \(stranger.uuidString.lowercased())",
                    "\(message)")
            }
        }
        #expect(try await admin.run { try await FleetServerCalls($0).dropKept(device: device.id, seq: 4) } == 1)
        #expect(try await database.texts("SELECT seq::text FROM fleet.rejected") == ["3"])
        #expect(try await admin.run { try await FleetServerCalls($0).dropKept(device: device.id) } == 1)
        #expect(try await database.integer("SELECT count(*) FROM fleet.rejected") == 0)
        #expect(try await database.integer("SELECT count(*) FROM fleet.daily") == 0)
    }

    /// An admin of this build on a server still at migration 11 is told to run `fleet init`, not that there is no
    /// schema.
    @Test func aServerBeforeMigrationTwelveSaysToRunInit() async throws {
        let database = try await FleetTestCluster.shared().database()
        _ = try await database.owner.run { try await FleetSchema.install(on: $0, through: 11) }
        let admin = try await database.user(in: FleetSchema.adminRole)
        let old = FleetFailure.schemaVersion(server: 11, known: FleetSchema.version)
        await #expect(throws: old) { try await admin.run { try await FleetServerCalls($0).takeAgain() } }
        await #expect(throws: old) { try await admin.run { try await FleetServerCalls($0).dropKept(device: UUID()) } }
        #expect(try await admin.run { try await FleetServerCalls($0).kept() } == [])
    }

    @Test func anErasedPlayersKeptChangeIsNeverTaken() async throws {
        let (database, _, ana, _) = try await start()
        try await database.run(Self.newerTake)
        // Erased by hand, the kept changes left (an erase through fleet.erase deletes them as well).
        try await database.run("INSERT INTO fleet.erased (player) VALUES ('\(ana)')")
        #expect(try await database.calls { try await $0.takeAgain() } == [])
        #expect(try await database.integer("SELECT count(*) FROM fleet.rejected") == 0)
        #expect(try await database.integer("SELECT count(*) FROM fleet.daily") == 0)
    }
}

extension FleetTestDatabase {
    /// Runs one statement of the test's own (DDL, an insert) as the owner.
    func run(_ sql: String) async throws {
        try await owner.run { client in
            for try await _ in try await client.query(PostgresQuery(unsafeSQL: sql)) {}
        }
    }
}
