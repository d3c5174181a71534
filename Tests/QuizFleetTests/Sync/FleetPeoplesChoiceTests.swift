import Foundation
import QuizCore
import QuizStore
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizFleet

/// People's Choice on a device of a fleet: the shares of the hall's answers, each counted once, however often the
/// devices sync (docs/fleet.md, "Applying what is pulled"; the answers come through the change log, and since
/// migration 5 go into the server's table before a push takes the change log's lock).
@Suite(.fleetCluster) struct FleetPeoplesChoiceTests {
    static let question = "trivia-animals-01"

    @Test func eachDeviceSharesTheHallsAnswersOnce() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        for device in [a, b] { try device.installBundledPacks() }
        try a.answer(a.register("Ada"), Self.question, ["Blue whale", "Blue whale", "Blue whale", "Sperm whale"])
        try b.answer(b.register("Bea"), Self.question, ["Sperm whale", "Sperm whale", "Whale shark", "Blue whale"])
        #expect(try b.shares(Self.question) == ["Blue whale": 0.25, "Sperm whale": 0.5, "Whale shark": 0.25])

        for device in [a, b, a, b, a, b] { try await device.sync.once() }
        let hallShares = ["Blue whale": 0.5, "Sperm whale": 0.375, "Whale shark": 0.125]
        #expect(try a.shares(Self.question) == hallShares)
        #expect(try b.shares(Self.question) == hallShares)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.answer") == 8)
        #expect(try await hall.database.integer("SELECT count(*) FROM fleet.change_log WHERE kind = 'answer'") == 8)
    }
}

extension FleetTestStore {
    /// `player` answers `uid` once with each option in `texts` (by its text), through trivia's own saving.
    func answer(_ player: PlayerRef, _ uid: String, _ texts: [String]) throws {
        let repository = TriviaRepository(database: store.database, player: player)
        let id = try #require(try store.database.questionID(uid: uid))
        let question = try #require(try store.database.question(id: id))
        let topic = try #require(repository.topics().first { $0.name == question.topic })
        for text in texts {
            let option = try #require(question.options.first { $0.text == text })
            let record = TriviaAnswerRecord(
                questionID: question.id, topicID: topic.id, optionID: option.id,
                result: option.isCorrect ? .right : .wrong, points: option.isCorrect ? 100 : 0, secondsTaken: 3)
            try repository.persist([.recordAnswer(record)], at: Date())
        }
    }

    /// People's Choice here for `uid`: each option picked, by its text, with its share.
    func shares(_ uid: String) throws -> [String: Double] {
        let id = try #require(try store.database.questionID(uid: uid))
        let question = try #require(try store.database.question(id: id))
        let shares = try store.database.peoplesChoice(questionID: question.id)
        var byText: [String: Double] = [:]
        for option in question.options where (shares[option.id] ?? 0) > 0 { byText[option.text] = shares[option.id] }
        return byText
    }
}
