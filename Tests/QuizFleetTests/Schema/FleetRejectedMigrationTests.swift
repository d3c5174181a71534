import Foundation
import PostgresNIO
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// Migration 11 on a server as migration 10 left it: there, one malformed change fails its device's whole push (so
/// the outbox never moves on) and a kind the server does not know is dropped without a word; after `fleet init`
/// brought it to 11, what it had stays and the same push is taken, its bad change kept in `fleet.rejected`.
@Suite(.fleetCluster) struct FleetRejectedMigrationTests {
    @Test func aServerAtTenBlocksOnABadChangeAndAtElevenKeepsItAndMovesOn() async throws {
        let database = try await FleetTestCluster.shared().database()
        _ = try await database.owner.run { try await FleetSchema.install(on: $0, through: 10) }
        var device = FleetTestDevice()
        let ana = UUID()
        let first = [
            device.change(.player, id: ana, player: ana, FleetTestBody.player("Ana")),
            device.change(.result, player: ana, FleetTestBody.result(points: 100)),
        ]
        #expect(try await database.calls { try await $0.push(device: device.id, changes: first) } == 2)
        let batch = [
            device.change(.result, player: ana, FleetTestBody.result(points: 200)),  // 3
            device.change(
                .purchase, player: ana, #"{"item":"jumpIt","quantity":"three","priceCents":99,"provider":"credits"}"#),
            device.change(.wallet, player: ana, #"{"beam":1}"#),  // 5: sent as the kind "hologram"
        ]
        let json = try FleetServerCalls.json(batch).replacingOccurrences(
            of: #""kind":"wallet""#, with: #""kind":"hologram""#)

        // At 10: the whole push fails, on the purchase; nothing of it went in and the mark stays.
        do {
            _ = try await database.push(device.id, json)
            Issue.record("a server at migration 10 took the batch")
        } catch let FleetFailure.server(_, message, sqlState) {
            #expect(sqlState == "22P02" && message == #"invalid input syntax for type integer: "three""#)
        }
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 1)
        #expect(try await database.calls { try await $0.hello(device: device.id, kiosk: "hall-1") }.pushedSeq == 2)
        // Alone, the unknown kind is acknowledged and dropped: nothing keeps it.
        let logged = try await database.integer("SELECT count(*) FROM fleet.change_log")
        var other = FleetTestDevice()
        let lost = try FleetServerCalls.json([other.change(.wallet, player: ana, #"{"beam":1}"#)])
            .replacingOccurrences(of: #""kind":"wallet""#, with: #""kind":"hologram""#)
        #expect(try await database.push(other.id, lost) == 1)
        #expect(try await database.integer("SELECT count(*) FROM fleet.change_log") == logged)

        let upgrade = try await database.owner.run { try await FleetSchema.install(on: $0, through: 11) }
        #expect(upgrade == FleetInstall(from: 10, to: 11, createdRoles: []))
        #expect(try await database.integer("SELECT count(*) FROM fleet.rejected") == 0)
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 1)
        #expect(try await database.texts("SELECT name FROM fleet.player") == ["Ana"])

        // At 11: the same push is taken and acknowledged; the purchase and the unknown kind are kept.
        #expect(try await database.push(device.id, json) == 5)
        #expect(try await database.texts("SELECT points::text FROM fleet.result ORDER BY points") == ["100", "200"])
        #expect(
            try await database.texts("SELECT seq || ' ' || kind || ' ' || sqlstate FROM fleet.rejected ORDER BY seq")
                == ["4 purchase 22P02", "5 hologram 22023"])
        #expect(try await database.calls { try await $0.hello(device: device.id, kiosk: "hall-1") }.pushedSeq == 5)
        let kiosk = try await database.user(in: FleetSchema.kioskRole)
        let refused = try await kiosk.run { try await FleetServerCalls($0).refused(device: device.id) }
        #expect(refused.count == 2 && refused.latest?.kind == "hologram")
    }
}
