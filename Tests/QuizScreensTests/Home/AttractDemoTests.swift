import QuizCore
import Testing

@testable import QuizScreens

/// Attract mode's demos play their mode by themselves and keep nothing.
@Suite struct AttractDemoTests {
    static let question = TriviaQuestion(
        id: 7, uid: "q-7", topicID: 1, text: "Which planet is largest?",
        options: [
            TriviaOption(id: 1, text: "Mars", isCorrect: false), TriviaOption(id: 2, text: "Jupiter", isCorrect: true),
            TriviaOption(id: 3, text: "Venus", isCorrect: false), TriviaOption(id: 4, text: "Earth", isCorrect: false),
        ], explanation: "Jupiter is the largest planet.", badge: nil)

    @Test func theTriviaDemoSpinsPlaysAndAnswersRightOnItsOwn() throws {
        let topics = [TriviaTopic(id: 1, name: "Space", total: 1, answered: 0, answeredRight: 0)]
        let make = try #require(
            AttractDemos.trivia(topics: topics, settings: TriviaSettings(), localDate: { _ in "2026-11-25" }) { _, _ in
                Self.question
            })
        let demo = try #require(make(3, 100) as? TriviaDemo)
        var time = 100.0
        var screens: [String] = []
        while time < 112 {
            time += PlaySession.stepSeconds
            demo.update(at: time)
            if screens.last != demo.scene.screenName { screens.append(demo.scene.screenName) }
        }
        #expect(screens.prefix(3) == ["home", "spinner", "topic"], "\(screens)")
        #expect(screens.contains("question") && screens.contains("result-right"), "\(screens)")
        #expect(demo.scene.log.entries.first?.result == .right)
    }

    @Test func noTopicsOrStatementsMeansNoDemo() {
        #expect(
            AttractDemos.trivia(topics: [], settings: TriviaSettings(), localDate: { _ in "" }) { _, _ in nil } == nil)
        #expect(AttractDemos.trueFalse([]) == nil)
    }
}
