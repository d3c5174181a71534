import QuizApp
import QuizScreens
import Testing

@testable import QuizBench

/// The live bench's floor like for like (`LiveBenchFrames`): trivia's question moves to a new question before as many
/// frames as the round had first frames, evenly spaced. Stepped without drawing (the drawing is tested through the
/// executable, `BenchCommandTests`).
@Suite struct LiveBenchFloorTests {
    @Test func theFloorsNewQuestionsAreSpreadOverItsFramesAsTheRoundsScreensWere() {
        #expect(LiveBenchFrames.changingFrames(2_250, changes: 22).count == 22)
        #expect(LiveBenchFrames.changingFrames(2_250, changes: 22).min() == 0)
        #expect(LiveBenchFrames.changingFrames(2_250, changes: 22).max() == 2_147)
        #expect(LiveBenchFrames.changingFrames(10, changes: 2) == [0, 5])
        #expect(LiveBenchFrames.changingFrames(600, changes: 0).isEmpty)
        #expect(LiveBenchFrames.changingFrames(3, changes: 5) == [0, 1, 2])
    }

    @Test func triviasQuestionMovesOnToANewQuestionEachTime() throws {
        try BenchFolder.with(purpose: "live-floor-test") { folder in
            let world = try ScreenWorld(
                folder: folder, assets: try FrameBench.assets(), sounds: SoundPlayer(directory: "", enabled: false))
            guard let fixture = ScreenFixture.all.first(where: { $0.name == "triviaQuestion" }) else {
                Issue.record("no triviaQuestion fixture")
                return
            }
            let driver = try fixture.prepare(world).driver
            let trivia = try #require(driver.scene as? TriviaScene)
            var asked = [try #require(trivia.game.round?.question.id)]
            // As many as a round of 10 questions changes screens (22).
            for _ in 0..<22 {
                try ScreenFixture.nextQuestion(driver)
                #expect(driver.scene.screenName == "question")
                let question = try #require(trivia.game.round?.question.id)
                #expect(!asked.contains(question), "question \(question) again after \(asked)")
                asked.append(question)
            }
        }
    }
}
