import Foundation
import QuizCore
import QuizStore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// A Daily Challenge result travels with the language it was dealt in (issue 37), so every device of the hall
/// shows each language's Daily board with the same rows, and the attempt the fleet keeps keeps it too.
@Suite(.fleetCluster) struct FleetDailyLanguageTests {
    static let day = FleetTestStore.day

    /// `player` finishes the test day's first Daily Challenge on `device` with `answers` right, dealt in `language`.
    static func finish(_ player: PlayerRef, answers: Int, in language: String, on device: FleetTestStore) throws {
        let questions = (0..<10).map { index in
            DailyQuestion(uid: "q\(index)", topic: "T", text: "Q\(index)", options: ["a", "b"], correct: 0)
        }
        let attempt = SavedDailyAttempt(
            day: day, number: 1, questions: questions,
            answers: Array(repeating: DailyAnswer(choice: 0, secondsLeft: 10, points: 100), count: answers),
            secondsLeft: 0, finished: true)
        try device.store.database.saveDailyAttempt(attempt, playerID: player.id, language: language, at: Date())
    }

    static func board(_ device: FleetTestStore, _ language: String) throws -> [String] {
        try device.store.database.board(BoardScope(mode: .daily, period: .day, day: day, language: language)).top.map {
            "\($0.name) \($0.points)"
        }
    }

    @Test func eachLanguagesDailyBoardIsTheSameOnEveryDevice() async throws {
        let (hall, a, b) = try await FleetTestHall.twoDevices()
        try Self.finish(try a.register("Ada"), answers: 6, in: "en", on: a)
        try Self.finish(try a.register("Jonas"), answers: 9, in: "de", on: a)
        try Self.finish(try b.register("Lea"), answers: 4, in: "de", on: b)
        for device in [a, b, a, b] { try await device.sync.once() }
        for device in [a, b] {
            #expect(try Self.board(device, "de") == ["Jonas 900", "Lea 400"])
            #expect(try Self.board(device, "en") == ["Ada 600"])
        }
        // The server keeps each day's language (migration 13) for the web admin's hall board.
        #expect(
            try await hall.database.texts("SELECT language FROM fleet.daily ORDER BY language") == ["de", "de", "en"])
        // The attempt the fleet keeps for a day played elsewhere knows its language: the board read after it.
        let jonas = try PlayerDirectory(database: b.store.database).player(named: "Jonas")
        #expect(try b.store.database.dailyLanguage(playerID: jonas.id, day: Self.day) == "de")
    }
}
