import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizFleet
@testable import QuizStore

/// Badges and topic medals across the hall (docs/fleet.md, "Badges and medals"): awarded by the rules on one real
/// device store, synced through a real PostgreSQL, held on every device once, the best medal winning.
@Suite(.fleetCluster) struct FleetAwardsTests {
    static let topic = "Animals"

    @Test func aBadgeAndAMedalEarnedOnOneDeviceAreTheOthersAndTheBestMedalWins() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        for device in [a, b] { try device.installBundledPacks() }
        let ada = try a.register("Ada")
        try await a.sync.once()
        try a.award(ada, [.awardBadge(code: "first-answer"), .awardMedal(topicID: a.topicID(Self.topic), .silver)])
        for device in [a, b] { try await device.sync.once() }
        #expect(try b.awards("Ada") == Awards(badges: ["first-answer"], medal: .silver))

        // Both offline: B's gold and A's gold in the same topic, and the same badge again on B: one of each.
        let adaOnB = try b.player("Ada")
        try b.award(adaOnB, [.awardMedal(topicID: b.topicID(Self.topic), .gold), .awardBadge(code: "first-answer")])
        try a.award(ada, [.awardMedal(topicID: a.topicID(Self.topic), .gold), .awardBadge(code: "ten-right")])
        for device in [b, a, b, a] { try await device.sync.once() }
        let both = Awards(badges: ["first-answer", "ten-right"], medal: .gold)
        #expect(try a.awards("Ada") == both && b.awards("Ada") == both)
        #expect(
            try await hall.database.texts("SELECT topic || ' ' || medal FROM fleet.medal") == ["\(Self.topic) gold"])
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.badge_award") == 2)
        // Logged: silver, the first gold; the first-answer and ten-right badges once each.
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.change_log WHERE kind = 'medal'") == 2)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.change_log WHERE kind = 'badge'") == 2)
        #expect(try a.journal.state().outboxLength == 0 && b.journal.state().outboxLength == 0)
    }

    @Test func aKioskJoiningWithBadgesSendsThemOnceAndAnEraseRemovesThemEverywhere() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        for device in [a, b] { try device.installBundledPacks() }
        let ada = try a.register("Ada")
        let bea = try a.register("Bea")
        for player in [ada, bea] {
            let medal = TriviaEffect.awardMedal(topicID: try a.topicID(Self.topic), .bronze)
            try a.award(player, [.awardBadge(code: "first-answer"), medal])
        }
        for device in [a, a, b] { try await device.sync.once() }
        #expect(try b.awards("Ada") == Awards(badges: ["first-answer"], medal: .bronze))
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.badge_award") == 2)

        let adaID = try #require(try a.journal.fleetID(of: ada))
        try await hall.database.calls { try await $0.erase(player: adaID) }
        for device in [a, b] { try await device.sync.once() }
        let adas = "SELECT count(*) FROM fleet.badge_award WHERE player = '\(adaID)'"
        #expect(try await hall.database.integer(adas) == 0)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.medal WHERE player = '\(adaID)'") == 0)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.medal") == 1)
        for device in [a, b] {
            #expect(try device.count("SELECT count(*) FROM award") == 1, "Bea's, on \(device.sync.kiosk)")
            #expect(try device.count("SELECT count(*) FROM topicMedal") == 1)
        }
    }
}

/// A player's badges and their medal in `FleetAwardsTests.topic`, as trivia reads them.
struct Awards: Equatable {
    var badges: Set<String>
    var medal: Medal?
}

extension FleetTestStore {
    /// The id here of the topic named `name`.
    func topicID(_ name: String) throws -> Int64 {
        try #require(
            try store.database.read { db in
                try Int64.fetchOne(db, sql: "SELECT id FROM topic WHERE name = ?", arguments: [name])
            })
    }

    /// Badges and medals awarded to `player` as the rules save them.
    func award(_ player: PlayerRef, _ effects: [TriviaEffect]) throws {
        try TriviaRepository(database: store.database, player: player).persist(effects, at: Date())
    }

    /// `name`'s badges, and their medal in the suite's topic, here.
    func awards(_ name: String) throws -> Awards {
        let repository = TriviaRepository(database: store.database, player: try player(name))
        return try Awards(
            badges: repository.player().badges, medal: repository.medal(topicID: topicID(FleetAwardsTests.topic)))
    }
}
