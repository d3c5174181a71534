import Foundation
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

/// The topic screens of a scripted tour (`Fixtures/topics-tour.jsonl`): the
/// list, a topic's rules, a quiz question and its answer, the question whether
/// to leave, a timed question with its countdown and its answer, and the timed
/// challenge's result with the board (five others played Animals today); compared with
/// `Goldens/<size>/topics-*.png`.
@Suite struct TopicGoldenTests {
    static let tour = Tool.root + "/Tests/EndToEndTests/Fixtures/topics-tour.jsonl"
    static let kept = [
        "001-home", "002-topics", "003-topics-topic", "004-topics-quiz", "005-topics-quiz-answer",
        "007-topics-quiz-quit", "009-topics-timed", "010-topics-timed-answer", "029-topics-result",
    ]

    @Test(arguments: ["1280x720", "320x240"])
    func everyTopicScreenMatchesItsGolden(size: String) throws {
        let folder = Tool.temporaryFolder()
        try Self.seedRivals(data: folder + "/data")
        try TriviaGoldenTests().compareTour(
            Self.tour, size: size, shotCount: 31, kept: Self.kept, prefix: "topics-", folder: folder)
    }

    /// The bundled packs, and five players' timed challenges in Animals today: a board with a top 5 to show.
    static func seedRivals(data: String) throws {
        let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: data))
        defer { try? database.close() }
        try PackInstaller(database: database).installPacks(inDirectory: Tool.root + "/assets/packs")
        let animals = try database.read { db in
            try Int64.fetchOne(db, sql: "SELECT id FROM topic WHERE name = 'Animals'")
        }
        let now = Date()
        let players = PlayerDirectory(database: database)
        for (index, (name, points)) in [("Ada", 1_610), ("Ben", 1_420), ("Cleo", 380), ("Dev", 150), ("Eve", 90)]
            .enumerated()
        {
            try database.recordGame(
                GameRecord(
                    playerID: try players.player(named: name).id, mode: .timed, score: points / 160, total: 10,
                    points: points, completedAt: now.addingTimeInterval(Double(index - 60)),
                    localDate: LocalDate.string(for: now, in: .current), topicID: animals))
        }
        // The one who plays the tour: the last to have played on the device.
        try players.markPlayed(try players.player(named: "Sam"), at: now.addingTimeInterval(1))
    }
}
