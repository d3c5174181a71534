import Foundation
import TestSupport
import Testing

/// Each trivia screen of a scripted tour (`Fixtures/trivia-tour.jsonl`: home,
/// a pass, the topic, the question alone, the answers with People's Choice and
/// Half Off, a power-up's explanation, the shop, Second Chance, a wrong
/// result, the topic's progress, home again with today's board), compared with `Goldens/<size>/trivia-*.png`.
/// Set TILTQUIZ_UPDATE_GOLDENS=1 to record new ones, then look at them.
@Suite struct TriviaGoldenTests {
    static let tour = Tool.root + "/Tests/EndToEndTests/Fixtures/trivia-tour.jsonl"
    static let kept = [
        "001-home", "003-topic", "006-intro", "008-question-explain", "010-question-store", "013-question",
        "014-secondchance", "015-result-wrong", "016-progress", "017-home",
    ]

    /// The second tour (`Fixtures/trivia-tour-2.jsonl`): the shop from home, a
    /// right answer with its reward, a jump, a time-out with its Second Chance
    /// offer (declined), and out of lives.
    static let secondTour = Tool.root + "/Tests/EndToEndTests/Fixtures/trivia-tour-2.jsonl"
    static let secondKept = [
        "002-home-store", "010-result-right", "018-result-jumped", "024-secondchance", "025-result-timeup",
        "041-nolives",
    ]

    @Test(arguments: ["1280x720", "320x240", "1920x1080", "800x480-r90"])
    func everyTriviaScreenMatchesItsGolden(size: String) throws {
        try compareTour(Self.tour, size: size, shotCount: 17, kept: Self.kept, prefix: "trivia-")
    }

    @Test(arguments: ["1280x720", "320x240"])
    func theOtherOutcomesMatchTheirGoldens(size: String) throws {
        try compareTour(Self.secondTour, size: size, shotCount: 41, kept: Self.secondKept, prefix: "trivia-2-")
    }

    /// Plays `tour` at `size` in coin mode (on the data in `folder`, if any) and compares the `kept`
    /// screenshots with `Goldens/<size>/<prefix><name>.png`.
    func compareTour(
        _ tour: String, size: String, shotCount: Int, kept: [String], prefix: String,
        folder: String = Tool.temporaryFolder()
    ) throws {
        let shots = try GoldenPanel(size).play(
            ["--mode", "trivia", "--seed", "7", "--config", TriviaGameTests.coinMode], input: tour, in: folder)
        let written = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        #expect(written.count == shotCount, "\(written)")
        GoldenCheck.compare(shots: shots, names: kept, folder: size, prefix: prefix)
    }
}

/// The operator's limits on trivia's screens (`Fixtures/trivia-limits-tour.jsonl` after `settings set` with 9
/// lives, a day per life, a 2-minute timer and 20 passes): a wrong answer, then home with "8 of 9 lives · full in
/// 23:59:..", the topic with Pass (20 left), the question alone over a full 120 s bar, and the answers.
extension TriviaGoldenTests {
    static let limitsTour = Tool.root + "/Tests/EndToEndTests/Fixtures/trivia-limits-tour.jsonl"

    @Test(arguments: ["1280x720", "320x240"])
    func theOperatorsLimitsShowOnHomeTheTopicAndTheQuestion(size: String) throws {
        let folder = Tool.temporaryFolder()
        Tool.write(
            #"{"limits": {"lives": 9, "minutesPerLife": 1440, "answerSeconds": 120, "passesPerDay": 20}}"#,
            to: folder + "/limits.json")
        let set = try Tool.run(["settings", "set", folder + "/limits.json", "--data", folder + "/data"])
        #expect(set.status == 0, "\(set.stderr)")
        try compareTour(
            Self.limitsTour, size: size, shotCount: 13, kept: ["009-home", "011-topic", "012-intro", "013-question"],
            prefix: "trivia-limits-", folder: folder)
    }
}
