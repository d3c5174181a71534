import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// Finding players by name or `#id`, listing them, and their whole record.
@Suite struct PlayerLookupTests {
    let moment = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func aPlayerIsFoundByIdOrByANameOnlyTheyHave() throws {
        let store = try LeadFixture()
        let ada = try store.directory.newPlayer(named: "Ada", at: moment)
        let guest = try store.directory.newGuest(at: moment)
        #expect(try store.directory.find("#\(ada.id)") == ada)
        #expect(try store.directory.find(" ada ") == ada)
        #expect(try store.directory.find("player 2") == guest)
        #expect(throws: StoreError.unknownPlayer("Grace")) { try store.directory.find("Grace") }
        #expect(throws: StoreError.unknownPlayer("#99")) { try store.directory.find("#99") }
        #expect(
            StoreError.unknownPlayer("Grace").description
                == "no player is named \"Grace\" (`tiltquiz players list` lists them)")
        #expect(
            StoreError.unknownPlayer("#99").description == "there is no player #99 (`tiltquiz players list` lists them)"
        )
    }

    @Test func aNameSeveralPlayersHaveAsksForAnId() throws {
        let store = try LeadFixture()
        let first = try store.directory.newPlayer(named: "Ada", at: moment)
        let second = try store.directory.newPlayer(named: "ADA", at: moment)
        #expect(throws: StoreError.ambiguousPlayer(name: "Ada", ids: [first.id, second.id])) {
            try store.directory.find("ada")
        }
        #expect(
            StoreError.ambiguousPlayer(name: "Ada", ids: [1, 2]).description
                == "2 players are named \"Ada\" (#1, #2): name one by its id instead, such as '#1'")
        #expect(try store.directory.find("#2") == second)
    }

    @Test func theListHasEveryPlayerWithPointsAndLastPlay() throws {
        let store = try LeadFixture()
        let bob = try store.directory.newPlayer(named: "Bob", at: moment)
        let ada = try store.directory.newPlayer(named: "ada", at: moment.addingTimeInterval(60))
        try store.database.write { db in
            try PlayerErasureTests.fillEveryTable(for: bob.id, other: ada.id, at: moment, db)
        }
        #expect(
            try store.directory.summaries() == [
                PlayerSummary(
                    player: ada, points: 0, createdAt: moment.addingTimeInterval(60),
                    lastPlayedAt: moment.addingTimeInterval(60)),
                PlayerSummary(player: bob, points: 600, createdAt: moment, lastPlayedAt: moment),
            ])
    }

    @Test func theRecordHoldsEveryRowAboutThePlayerAndTheirEmailOpened() throws {
        let store = try LeadFixture()
        let (ada, bob) = try store.adaAndBob(at: moment)
        try store.database.write { db in
            try PlayerErasureTests.fillEveryTable(for: ada.id, other: bob.id, at: moment, db)
        }
        try store.leads.save(store.form("Ada L", "ada@example.org"), for: ada, at: moment)
        let record = try store.directory.record(of: ada, leads: store.leads)
        #expect(record.player["name"] == .text("Ada"))
        #expect(record.player["id"] == .integer(ada.id))
        #expect(record.leads.map(\.email) == ["ada@example.org"])
        #expect(
            record.counts == [
                "playerState": 1, "answer": 1, "gameResult": 1, "dailyAttempt": 1, "topicMedal": 1, "award": 1,
                "powerUpInventory": 1, "powerUpUse": 1, "purchase": 1, "creditGrant": 1, "savedGame": 1,
                "abandonedGame": 1, "dealtStatement": 1, "follow": 2, "submission": 1, "report": 1, "lead": 1,
                "boardTotal": 3,
            ])
        #expect(record.rows["answer"]?.first?["points"] == .integer(600))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let json = String(decoding: try encoder.encode(record), as: UTF8.self)
        #expect(json.contains("\"email\":\"ada@example.org\""), "\(json)")
        #expect(json.contains("\"consentAt\":\"2025-06-15T15:06:40Z\""), "\(json)")
    }
}
