import Foundation
import PostgresNIO
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// A change the server cannot take (docs/fleet.md, "A change the server cannot take"), on a real PostgreSQL: the
/// push takes every good change of its batch, keeps each bad one whole in `fleet.rejected` once, acknowledges all,
/// and the device's next push goes through.
@Suite(.fleetCluster) struct FleetRejectedTests {
    /// Ana registered by `device` (seq 1), and a batch after it of good changes and bad ones of several kinds: a
    /// result with a date that is none, an answer with a text option, a purchase with a text quantity, a profile
    /// edit without a stamp, a kind this server does not know, a body that is not an object, a follow naming a
    /// player by something that is not a UUID.
    func start() async throws -> (FleetTestDatabase, FleetTestDevice, UUID, batch: String) {
        let (database, registered, ana) = try await FleetTestDatabase.withAna()
        var device = registered
        let badDate = FleetTestBody.result(points: 50).replacingOccurrences(
            of: "2026-12-02T12:00:00.000Z", with: "not a date")
        let changes = [
            device.change(.result, player: ana, FleetTestBody.result(points: 100)),  // 2
            device.change(.result, player: ana, badDate),  // 3
            device.change(.answer, player: ana, FleetTestBody.answer()),  // 4
            device.change(
                .answer, player: ana, FleetTestBody.answer().replacingOccurrences(of: "2,", with: "\"two\",")),
            device.change(
                .purchase, player: ana,
                #"{"item":"jumpIt","quantity":"three","priceCents":99,"provider":"credits","purchasedAt":"2026-12-02T10:00:00Z"}"#
            ),  // 6
            device.change(.profile, player: ana, #"{"name":"Anna"}"#),  // 7: no stamp
            device.change(.wallet, player: ana, #"{"beam":1}"#),  // 8: sent as the kind "hologram"
            device.change(.daily, player: ana, FleetTestBody.daily("2026-12-02", score: 70)),  // 9
            device.change(.daily, player: ana, "[1,2]"),  // 10
            device.change(
                .follow, player: ana, stamp: device.stamp(1_764_000_000_000),
                #"{"follower":"not-a-uuid","followee":"\#(ana)"}"#),  // 11
            device.change(.result, player: ana, FleetTestBody.result(points: 200)),  // 12
        ]
        let batch = try FleetServerCalls.json(changes).replacingOccurrences(
            of: #""kind":"wallet""#, with: #""kind":"hologram""#)
        return (database, device, ana, batch)
    }

    @Test func aPushTakesTheGoodChangesKeepsEachBadOneOnceAndTheNextPushGoesThrough() async throws {
        var (database, device, ana, batch) = try await start()
        #expect(try await database.push(device.id, batch) == 12)

        #expect(try await database.texts("SELECT points::text FROM fleet.result ORDER BY points") == ["100", "200"])
        #expect(
            try await database.integer("SELECT points FROM fleet.board_total WHERE period = 'all' AND topic = ''")
                == 300)
        #expect(try await database.integer("SELECT count(*) FROM fleet.answer") == 1)
        #expect(try await database.texts("SELECT score::text FROM fleet.daily") == ["70"])
        #expect(try await database.integer("SELECT count(*) FROM fleet.purchase") == 0)
        #expect(try await database.texts("SELECT name FROM fleet.player") == ["Ana"])
        // The good ones logged as the whole batch would have been: the one-by-one kinds, then results, then answers.
        let log = "SELECT kind FROM fleet.change_log ORDER BY id"
        #expect(try await database.texts(log) == ["player", "daily", "result", "result", "answer"])

        let rejected = "SELECT seq || ' ' || kind || ' ' || sqlstate FROM fleet.rejected ORDER BY seq"
        let kept = [
            "3 result 22007", "5 answer 22P02", "6 purchase 22P02", "7 profile 22023", "8 hologram 22023",
            "10 daily 22023", "11 follow 22P02",
        ]
        let got = try await database.texts(rejected)
        #expect(got == kept, "\(got)")
        #expect(
            try await database.texts("SELECT message FROM fleet.rejected WHERE seq IN (6, 8, 10) ORDER BY seq") == [
                #"invalid input syntax for type integer: "three""#,
                "this server (fleet schema version \(FleetSchema.version)) takes no change of the kind hologram from a device",
                "its body is a JSON array, not an object",
            ])
        // Each kept whole, as sent, with its device and change id.
        let sent = batch.replacingOccurrences(of: "'", with: "''")
        #expect(
            try await database.integer(
                """
                SELECT count(*) FROM fleet.rejected r JOIN jsonb_array_elements('\(sent)'::jsonb) e ON r.sent = e.value
                WHERE r.device = '\(device.id)' AND r.change = e.value->>'id' AND r.rejected_at IS NOT NULL
                """) == 7)
        let refused = try await database.calls { try await $0.refused(device: device.id) }
        #expect(refused.count == 7 && refused.latest?.seq == 11 && refused.latest?.kind == "follow")
        #expect(
            refused.latest?.line.hasPrefix("#11 (follow): invalid input syntax for type uuid") == true,
            "\(String(describing: refused.latest?.line))")

        // Sent again whole (the device did not hear the answer): nothing doubles, nothing more kept.
        #expect(try await database.push(device.id, batch) == 12)
        #expect(try await database.texts(rejected) == kept)
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 2)
        #expect(try await database.integer("SELECT count(*) FROM fleet.change_log") == 5)

        // The bad purchase again under a new seq, beside a good result: the result is taken, the purchase kept once.
        let again = try await database.texts(
            "SELECT sent->>'id' || ' ' || (sent->>'body') FROM fleet.rejected WHERE seq = 6")
        let parts = try #require(again.first?.split(separator: " ", maxSplits: 1))
        let resent = device.change(
            .purchase, id: try #require(UUID(uuidString: String(parts[0]))), player: ana, String(parts[1]))
        let good = device.change(.result, player: ana, FleetTestBody.result(points: 300))
        #expect(try await database.calls { try await $0.push(device: device.id, changes: [resent, good]) } == 14)
        #expect(try await database.integer("SELECT count(*) FROM fleet.rejected") == 7)
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 3)

        // The next push of good changes goes through.
        let next = [
            device.change(.result, player: ana, FleetTestBody.result(points: 400)),
            device.change(.answer, player: ana, FleetTestBody.answer(option: 3)),
        ]
        #expect(try await database.calls { try await $0.push(device: device.id, changes: next) } == 16)
        #expect(try await database.integer("SELECT count(*) FROM fleet.result") == 4)
        #expect(try await database.integer("SELECT count(*) FROM fleet.answer") == 2)
        #expect(try await database.integer("SELECT count(*) FROM fleet.rejected") == 7)
        #expect(
            try await database.integer("SELECT points FROM fleet.board_total WHERE period = 'all' AND topic = ''")
                == 1000)
    }

    /// A kiosk's login user pushes such a batch and asks what of its changes was kept; it reads nothing else of
    /// them, and another device hears of none of them.
    @Test func aKioskHearsHowManyOfItsChangesWereKeptAndNothingElse() async throws {
        let (database, device, _, batch) = try await start()
        let kiosk = try await database.user(in: FleetSchema.kioskRole)
        let (high, mine, other) = try await kiosk.run { client in
            var high: Int64 = 0
            for try await value in try await client.query("SELECT fleet.push(\(device.id), \(batch)::jsonb)")
                .decode(Int64.self)
            {
                high = value
            }
            let calls = FleetServerCalls(client)
            return (high, try await calls.refused(device: device.id), try await calls.refused(device: UUID()))
        }
        #expect(high == 12 && mine.count == 7 && other == FleetRefused(count: 0))
        do {
            try await kiosk.run { _ = try await $0.query("SELECT * FROM fleet.rejected") }
            Issue.record("a kiosk read fleet.rejected")
        } catch let FleetFailure.server(_, message, sqlState) {
            #expect(sqlState == "42501", "\(message)")
        }
    }

    /// A body the device's store wrote that is no JSON at all goes as a JSON string (before, the device refused to
    /// push its batch, and its outbox stopped there), and the server keeps it with its reason.
    @Test func aBodyThatIsNoJSONIsSentAsAStringAndKept() async throws {
        var (database, device, ana, _) = try await start()
        let broken = device.change(.daily, player: ana, "{\"date\": 2026-12")
        let good = device.change(.daily, player: ana, FleetTestBody.daily("2026-12-03", score: 40))
        #expect(try FleetServerCalls.json([broken]).contains(#""body":"{\"date\": 2026-12"}"#))
        #expect(try await database.calls { try await $0.push(device: device.id, changes: [broken, good]) } == good.seq)
        #expect(try await database.texts("SELECT score::text FROM fleet.daily") == ["40"])
        #expect(
            try await database.texts("SELECT message || ' ' || sqlstate || ' ' || (sent->>'body') FROM fleet.rejected")
                == [#"its body is a JSON string, not an object 22023 {"date": 2026-12"#])
    }

    /// An erased player's change is neither taken nor kept, and the erase deletes the kept changes naming them.
    @Test func anEraseDeletesThePlayersKeptChangesAndLaterOnesAreDropped() async throws {
        var (database, device, ana, batch) = try await start()
        #expect(try await database.push(device.id, batch) == 12)
        try await database.calls { try await $0.erase(player: ana) }
        #expect(try await database.integer("SELECT count(*) FROM fleet.rejected") == 0)
        let late = device.change(.purchase, player: ana, #"{"item":"jumpIt","quantity":"four"}"#)
        #expect(try await database.calls { try await $0.push(device: device.id, changes: [late]) } == 13)
        #expect(try await database.integer("SELECT count(*) FROM fleet.rejected") == 0)
    }
}

extension FleetTestDatabase {
    /// `fleet.push` of `batch` (the JSON array as sent) by `device`, as the owner; the device's mark after it.
    func push(_ device: UUID, _ batch: String) async throws -> Int64 {
        try await owner.run { client in
            for try await high in try await client.query("SELECT fleet.push(\(device), \(batch)::jsonb)").decode(
                Int64.self)
            {
                return high
            }
            return 0
        }
    }
}
