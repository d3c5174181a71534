import Foundation
import QuizCore
import Testing

@testable import QuizScreens

/// The feedback a quiz's author wrote for one answer is said under that answer only: on Tilt True/False's
/// reveal and on trivia's result, readable at the smallest and a large size. (In the scene-rendering suite,
/// which runs one SDL test at a time.)
extension SceneRenderingTests {
    static let everest = TrueFalseQuestion(
        id: "tf-2", topic: "Geography", statement: "Mount Everest is in the Andes.", answer: false, explanation: "",
        rightFeedback: "Correct, it is in the Himalayas.", wrongFeedback: "Wrong - it is in the Himalayas.",
        source: "")

    /// Every text of the frame `scene` draws at `time`, in drawing order, and the layout check's problems with
    /// the texts that hold `words` (the screens' other texts are held to the check elsewhere).
    static func drawnTexts(
        _ scene: any Scene, _ harness: HeadlessWindow, at time: Double, problemsWith words: String
    ) throws -> (String, [String]) {
        let list = FrameCompositor(painter: harness.painter).record(
            scene, size: try harness.window.beginFrame(), at: time)
        let problems = LayoutCheck.problems(in: list.texts, size: list.size).filter { $0.contains(words) }
        return (list.texts.map(\.text).joined(separator: " "), problems)
    }

    /// A harness over `question` whose statement is answered by a tap: on the check when `chooseTrue`.
    static func revealed(_ question: TrueFalseQuestion, width: Int, height: Int, chooseTrue: Bool) throws -> Harness {
        let harness = try Harness(width: width, height: height, pool: [question])
        harness.scene.handle(.key("enter", down: true), at: 0)
        harness.run(until: { harness.time >= 1 })
        let symbol = chooseTrue ? harness.scene.layout.trueSymbol : harness.scene.layout.falseSymbol
        harness.scene.handle(.tap(x: symbol.midX, y: symbol.midY), at: harness.time)
        #expect(harness.scene.game.screen == .reveal)
        return harness
    }

    @Test(arguments: [(320, 240, true), (320, 240, false), (1280, 720, true), (1280, 720, false)])
    func theRevealSaysTheFeedbackForTheAnswerGiven(width: Int, height: Int, chooseTrue: Bool) throws {
        let harness = try Self.revealed(Self.everest, width: width, height: height, chooseTrue: chooseTrue)
        defer { harness.close() }
        let (texts, problems) = try Self.drawnTexts(
            harness.scene, harness, at: harness.time + 2, problemsWith: "Himalayas")
        let said = chooseTrue ? "Wrong - it is in the Himalayas." : "Correct, it is in the Himalayas."
        let unsaid = chooseTrue ? "Correct, it is in the Himalayas." : "Wrong - it is in the Himalayas."
        #expect(texts.contains(said), "\(texts)")
        #expect(!texts.contains(unsaid), "\(texts)")
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Feedback and explanation too long for a 320x240 reveal together: the feedback, whole, inside the panel.
    @Test func aSmallRevealWithoutRoomForBothSaysTheFeedback() throws {
        var question = Self.everest
        question.wrongFeedback =
            "Wrong: Mount Everest is in the Himalayas, on the border between Nepal and the Tibet Autonomous Region "
            + "of China."
        question.explanation = "At 8,849 metres it is the highest mountain above sea level, first climbed in 1953."
        let harness = try Self.revealed(question, width: 320, height: 240, chooseTrue: true)
        defer { harness.close() }
        let (texts, problems) = try Self.drawnTexts(harness.scene, harness, at: harness.time + 2, problemsWith: "")
        #expect(texts.contains(question.wrongFeedback), "\(texts)")
        #expect(!texts.contains("8,849"), "\(texts)")
        // (The topic label's size at 320x240 is the layout check's to settle, not this test's.)
        #expect(problems.filter { !$0.contains("\"GEOGRAPHY\"") }.isEmpty, "\(problems)")
        let panel = harness.scene.layout.revealPanel
        let list = FrameCompositor(painter: harness.painter).record(
            harness.scene, size: try harness.window.beginFrame(), at: harness.time + 2)
        for line in list.texts where question.wrongFeedback.contains(line.text) {
            #expect(line.rect.maxY <= panel.maxY, "\(line.text) runs out of the panel")
        }
    }

    static let ocean = TriviaQuestion(
        id: 7, uid: "q-7", topicID: 1, text: "Which ocean is the largest?",
        options: [
            TriviaOption(id: 1, text: "Atlantic", isCorrect: false, feedback: "No: second largest."),
            TriviaOption(id: 2, text: "Pacific", isCorrect: true, feedback: "Yes."),
            TriviaOption(id: 3, text: "Indian", isCorrect: false, feedback: "No: third."),
            TriviaOption(id: 4, text: "Arctic", isCorrect: false, feedback: "No: the smallest."),
        ], explanation: "It covers about a third of the Earth.", badge: nil)

    /// The attract demo plays trivia's real scene: right first, wrong on its third question.
    @Test(arguments: [(320, 240), (1280, 720)])
    func theTriviaResultSaysTheChosenAnswersFeedback(width: Int, height: Int) throws {
        let harness = try Harness(width: width, height: height)
        defer { harness.close() }
        let topics = [TriviaTopic(id: 1, name: "Oceans", total: 3)]
        let make = try #require(
            AttractDemos.trivia(topics: topics, settings: TriviaSettings(), localDate: { _ in "2026-11-25" }) { _, _ in
                Self.ocean
            })
        let demo = try #require(make(3, 0) as? TriviaDemo)
        var said: [String: String] = [:]
        var time = 0.0
        while time < 60, said.count < 2 {
            time += PlaySession.stepSeconds
            demo.update(at: time)
            let screen = demo.scene.screenName
            guard screen.hasPrefix("result-"), said[screen] == nil, let round = demo.scene.game.round,
                let chosen = round.question.options.first(where: { $0.id == round.chosenOptionID })
            else { continue }
            let (texts, problems) = try Self.drawnTexts(demo.scene, harness, at: time + 1, problemsWith: "No")
            #expect(problems.isEmpty, "\(screen): \(problems)")
            #expect(texts.contains("\(chosen.feedback) It covers about a third of the Earth."), "\(screen): \(texts)")
            for other in round.question.options where other.id != chosen.id {
                #expect(!texts.contains(other.feedback), "\(screen): \(texts)")
            }
            said[screen] = chosen.text
        }
        #expect(said["result-right"] == "Pacific")
        #expect(said["result-wrong"] != nil, "\(said)")
    }
}
