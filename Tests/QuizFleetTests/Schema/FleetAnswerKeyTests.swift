import Foundation
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// Migration 9: `fleet.answer` keyed by `(answered_at, id)`, so new answers go to the key's last pages (docs/fleet.md,
/// "The server's schema"; docs/performance.md, "fleet"). A fleet upgraded from 8 keeps every answer, and an answer
/// is still added and logged once by its id, whichever device sends it again.
@Suite(.fleetCluster) struct FleetAnswerKeyTests {
    static let answers = """
        SELECT id || ' ' || coalesce(player::text, '-') || ' ' || question || ' ' || coalesce(option, -1) || ' '
          || answered_at::text FROM fleet.answer ORDER BY id
        """
    static let key = "SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = 'answer_pkey'"

    @Test func aFleetOfMigrationEightKeepsItsAnswersAndAddsEachOnceAfterNine() async throws {
        let database = try await FleetTestCluster.shared().database()
        _ = try await database.owner.run { try await FleetSchema.install(on: $0, through: 8) }
        #expect(try await database.texts(Self.key) == ["PRIMARY KEY (id)"])
        var kiosk = FleetTestDevice()
        let ana = UUID()
        let sent =
            [
                kiosk.change(.player, id: ana, player: ana, FleetTestBody.player("Ana")),
                kiosk.change(.result, player: ana, FleetTestBody.result(points: 300)),
            ]
            + (0..<3).map { kiosk.change(.answer, player: ana, FleetTestBody.answer(option: $0)) }
            + [kiosk.change(.answer, player: nil, FleetTestBody.answer(question: "q-2", option: 1))]
        _ = try await database.calls { try await $0.push(device: kiosk.id, changes: sent) }
        let before = try await database.texts(Self.answers)
        #expect(before.count == 4)

        #expect(try await database.install() == FleetInstall(from: 8, to: FleetSchema.version, createdRoles: []))
        #expect(try await database.texts(Self.key) == ["PRIMARY KEY (answered_at, id)"])
        #expect(try await database.texts(Self.answers) == before)
        let logged = "SELECT count(*) FROM fleet.change_log WHERE kind = 'answer'"
        #expect(try await database.integer(logged) == 4)

        // The same answers again, from a device that got them another way (new seqs, the same ids and bodies),
        // the anonymous one too: nothing added, nothing logged. A new answer: added and logged once.
        var other = FleetTestDevice()
        let again = sent.filter { $0.change.kind == .answer }.map {
            other.change(.answer, id: $0.change.id, player: $0.change.player, $0.change.body)
        }
        let fresh = other.change(.answer, player: ana, FleetTestBody.answer(question: "q-3", option: 0))
        let high = try await database.calls { try await $0.push(device: other.id, changes: again + [fresh]) }
        #expect(high == 5)
        #expect(try await database.integer("SELECT count(*) FROM fleet.answer") == 5)
        #expect(try await database.integer(logged) == 5)
        let retried = try await database.calls { try await $0.push(device: other.id, changes: again + [fresh]) }
        #expect(retried == 5)
        #expect(try await database.integer("SELECT count(*) FROM fleet.answer") == 5)
        #expect(try await database.integer(logged) == 5)
        #expect(
            try await database.integer(
                "SELECT count(*) FROM fleet.answer WHERE id = '\(fresh.change.id.uuidString.lowercased())'") == 1)
    }
}
