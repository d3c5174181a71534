import Foundation
import QuizCore
import QuizStore
import Synchronization
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizFleet

/// What a player meets in a hall of devices, each a real store syncing with a real PostgreSQL (issue 36): an account
/// registered on kiosk 1 logs in on kiosk 3 and plays there as the same player; a follow made on one handheld is on
/// the other; a ban set on the server reaches every kiosk within two sync periods, over what a kiosk did offline;
/// the same username registered offline on two kiosks goes to the first, the second choosing a new one and losing
/// nothing; a kiosk with a month of solo play joins and its month counts once.
@Suite(.fleetCluster) struct FleetHallRulesTests {
    static let password = "Hall#2026pass"

    func accounts(_ device: FleetTestStore) -> AccountStore {
        AccountStore(database: device.store.database, iterations: 10_000)
    }

    func register(_ username: String, on device: FleetTestStore, password: String = password) throws -> PlayerRef {
        try accounts(device).register(username: username, password: password)
    }

    @Test func registeredOnKioskOneLogsInOnKioskThreeAsTheSamePlayer() async throws {
        let hall = try await FleetTestHall()
        let one = try await hall.device("hall-1")
        let three = try await hall.device("hall-3")
        let ada = try register("ada_one", on: one)
        try one.play(ada, points: 40)
        try await one.sync.once()
        try await three.sync.once()

        guard case .loggedIn(let here) = try accounts(three).logIn("ada_one", password: Self.password) else {
            Issue.record("ada_one does not log in on kiosk 3")
            return
        }
        #expect(here.name == "ada_one")
        #expect(try three.journal.fleetID(of: here) == one.journal.fleetID(of: ada))
        #expect(try accounts(three).logIn("ada_one", password: "Wrong#0000pass") == .wrongPassword(triesLeft: 4))
        // Her game on kiosk 3 is hers on every board: one player, two games.
        try three.play(here, points: 25)
        try await three.sync.once()
        try await one.sync.once()
        #expect(try one.board() == ["ada_one 65"] && three.board() == ["ada_one 65"])
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.player") == 1)
    }

    @Test func aFollowMadeOnOneHandheldIsOnTheOther() async throws {
        let hall = try await FleetTestHall()
        let first = try await hall.device("handheld-1")
        let second = try await hall.device("handheld-2")
        let ann = try register("ann_h", on: first)
        let bob = try register("bob_h", on: second)
        try await first.sync.once()
        try await second.sync.once()
        try await first.sync.once()

        let bobOnFirst = try #require(try accounts(first).registered(username: "bob_h"))
        #expect(try first.store.database.follow(ann.id, bobOnFirst.id) == nil)
        try await first.sync.once()
        try await second.sync.once()
        #expect(try second.store.database.followers(of: bob.id).map(\.player.name) == ["ann_h"])
        // Ann's follows travel with her account: logged in on the second handheld, she follows Bob there too.
        let annOnSecond = try #require(try accounts(second).registered(username: "ann_h"))
        #expect(try second.store.database.following(of: annOnSecond.id).map(\.player.name) == ["bob_h"])

        // Unfollowed on the second, the first hears it.
        #expect(try second.store.database.unfollow(annOnSecond.id, bob.id))
        try await second.sync.once()
        try await first.sync.once()
        #expect(try first.store.database.following(of: ann.id).isEmpty)
    }

    @Test func aBanOnTheServerReachesEveryKioskWithinTwoSyncPeriods() async throws {
        let hall = try await FleetTestHall()
        let kiosks = try await [hall.device("hall-1"), hall.device("hall-2"), hall.device("hall-3")]
        let ada = try register("ada_ban", on: kiosks[0])
        try kiosks[0].play(ada, points: 40)
        for kiosk in kiosks { try await kiosk.sync.once() }
        let adaID = try #require(try kiosks[0].journal.fleetID(of: ada))
        // Offline on kiosk 2, Ada plays again before it hears of the ban.
        let adaOnTwo = try #require(try accounts(kiosks[1]).registered(username: "ada_ban"))
        try kiosks[1].play(adaOnTwo, points: 30)

        // Each kiosk syncs every second on its runner; the syncs each has finished are counted.
        let finished = SyncCounts()
        let runners = kiosks.enumerated().map { index, kiosk in
            FleetSyncRunner(kiosk.sync, every: 1) { _ in finished.counts.withLock { $0[index] += 1 } }
        }
        try await hall.database.calls { try await $0.setBan(player: adaID, banned: true) }
        let bannedAt = finished.counts.withLock { $0 }
        // A sync under way as the ban was set may have pulled before it; the next one has it.
        var waits = 0
        while finished.counts.withLock({ zip($0, bannedAt).contains { $0 < $1 + 2 } }), waits < 6000 {
            try await Task.sleep(for: .milliseconds(10))
            waits += 1
        }
        for runner in runners { await runner.stop() }
        #expect(waits < 6000, "every kiosk synced twice after the ban")
        for kiosk in kiosks {
            #expect(try accounts(kiosk).logIn("ada_ban", password: Self.password) == .banned, "\(kiosk.sync.kiosk)")
            #expect(try kiosk.board() == [], "\(kiosk.sync.kiosk): a banned player leaves the boards")
        }
        // The game she played offline arrived, and the ban stands over it.
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.result") == 2)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.player WHERE banned") == 1)
    }

    @Test func theSameUsernameRegisteredOfflineOnTwoKiosksGoesToTheFirstAndTheSecondKeepsTheirGames() async throws {
        let hall = try await FleetTestHall()
        let one = try await hall.device("hall-1")
        let two = try await hall.device("hall-2")
        let first = try register("zed", on: one, password: "Keeper#1234")
        let second = try register("Zed", on: two, password: "Second#5678")
        try one.play(first, points: 10)
        try two.play(second, points: 12)
        try await one.sync.once()
        try await two.sync.once()

        #expect(try two.journal.needsNewUsername(second))
        #expect(
            try accounts(two).logIn("Zed", password: "Second#5678")
                == .usernameWanted(PlayerRef(id: second.id, name: "Zed", isGuest: false)))
        let renamed = try accounts(two).chooseUsername(of: second, to: "zed_two")
        #expect(try !two.journal.needsNewUsername(second))
        try await two.sync.once()
        try await one.sync.once()
        #expect(try one.board() == ["zed_two 12", "zed 10"] && two.board() == ["zed_two 12", "zed 10"])
        #expect(try accounts(one).logIn("zed_two", password: "Second#5678") != .noAccount)
        #expect(
            try await hall.database.texts("SELECT username FROM fleet.player ORDER BY username") == ["zed", "zed_two"])
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.result") == 2)
        #expect(try two.journal.fleetID(of: renamed) == two.journal.fleetID(of: second))
    }

    @Test func aKioskWithAMonthOfSoloPlayJoinsAndItsMonthCountsOnce() async throws {
        let hall = try await FleetTestHall()
        let solo = try await hall.device("hall-solo")
        let other = try await hall.device("hall-2")
        let bea = try other.register("Bea")
        try other.play(bea, points: 5)
        try await other.sync.once()
        // Thirty days of November, three players, a game each a day, before the kiosk joined any fleet.
        let players = try ["Ada", "Cy", "Dee"].map { try solo.register($0) }
        let start = try #require(CalendarDay(year: 2026, month: 11, day: 1))
        for offset in 0..<30 {
            let day = start.adding(days: offset)
            for (index, player) in players.enumerated() {
                _ = try solo.store.database.recordGame(
                    GameRecord(
                        playerID: player.id, mode: .tilt, score: 1, total: 1, points: index + 1, completedAt: Date(),
                        localDate: day.description))
            }
        }
        #expect(try solo.journal.state().deviceID == nil, "never joined")

        let joined = try await solo.sync.once()
        #expect(joined.pushed == 93, "three players and ninety games, each once")
        #expect(try await solo.sync.once().pushed == 0)
        try await other.sync.once()
        try await solo.sync.once()
        let board = ["Dee 90", "Cy 60", "Ada 30", "Bea 5"]
        #expect(try other.board() == board && solo.board() == board)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.result") == 91)
        #expect(
            try await hall.database.integer(
                "SELECT sum(games)::int FROM fleet.board_total WHERE period = 'all' AND topic = ''") == 91)
    }
}

/// Syncs finished per kiosk, counted by the runners' `done`.
final class SyncCounts: Sendable {
    let counts = Mutex([0, 0, 0])
}
