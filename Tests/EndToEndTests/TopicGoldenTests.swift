import Foundation
import Testing

/// The topic screens of a scripted tour (`Fixtures/topics-tour.jsonl`): the
/// list, a topic's rules, a quiz question and its answer, the question whether
/// to leave, a timed question with its countdown and its answer, and the timed
/// challenge's result with the board; compared with `Goldens/<size>/topics-*.png`.
@Suite struct TopicGoldenTests {
    static let tour = Tool.root + "/Tests/EndToEndTests/Fixtures/topics-tour.jsonl"
    static let kept = [
        "001-topics", "002-topics-topic", "003-topics-quiz", "004-topics-quiz-answer", "006-topics-quiz-quit",
        "008-topics-timed", "009-topics-timed-answer", "028-topics-result", "029-topics",
    ]

    @Test(arguments: ["1280x720", "320x240"])
    func everyTopicScreenMatchesItsGolden(size: String) throws {
        try TriviaGoldenTests().compareTour(Self.tour, size: size, shotCount: 30, kept: Self.kept, prefix: "topics-")
    }
}
