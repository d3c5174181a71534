import Foundation
import QuizCore
import QuizFlows
import Testing

@testable import QuizScreens

/// The topic games' saving for scene tests: two topics, their questions, and the games recorded, in memory.
final class TopicSavingDouble: TopicSaving {
    let playerID: Int64 = 1
    var topics = [
        TriviaTopic(id: 1, name: "Oceans", total: 3), TriviaTopic(id: 2, name: "Rivers", total: 12),
    ]
    private(set) var recorded: [TopicQuiz] = []

    func topicEntries() -> [TopicEntry] { topics.map { TopicEntry(topic: $0, medal: nil) } }

    func questions(for kind: TopicQuizKind, topicID: Int64, seed: UInt64) -> [TriviaQuestion] {
        // A quiz deals the unanswered questions, a timed challenge any.
        let left = topics.first { $0.id == topicID }.map { kind == .category ? $0.total - $0.answered : $0.total } ?? 0
        let count = min(left, TopicQuizKind.questionCount)
        return (0..<count).map { number in
            let id = topicID * 100 + Int64(number)
            let options = (0...3).map {
                TriviaOption(id: id * 10 + Int64($0), text: "Answer \(id).\($0)", isCorrect: $0 == 0)
            }
            return TriviaQuestion(id: id, uid: "q-\(id)", topicID: topicID, text: "Question \(id)?", options: options)
        }
    }

    func record(_ quiz: TopicQuiz, wallSeconds: Double, localDate: String) -> Board? {
        recorded.append(quiz)
        let day = CalendarDay(localDate) ?? CalendarDay(year: 2025, month: 6, day: 1)!
        let row = BoardRow(
            rank: 1, playerID: playerID, name: "Ann", points: quiz.points, games: 1, lastFinish: wallSeconds)
        return Board(scope: quiz.kind.boardScope(topicID: quiz.topic.id, day: day), top: [row], player: nil, players: 1)
    }
}

extension TriviaScene {
    /// A trivia scene on `saving`'s topics, seeded, on 2025-06-01's wall clock, silent.
    static func withTopics(_ saving: TopicSavingDouble) -> TriviaScene {
        let scene = TriviaScene(
            game: TriviaGame(topics: saving.topics, seed: 7), saving: TriviaSavingDouble.sample(),
            sounds: SoundPlayer(directory: "", enabled: false),
            clock: TriviaWallClock(startWallSeconds: 1_748_772_000, localDate: { _ in "2025-06-01" }), seed: 7)
        scene.topicSaving = saving
        return scene
    }
}

/// The topic list and its games inside a trivia scene: keys, taps, Escape's question, the kiosk walking away.
@Suite struct TopicsFlowTests {
    let saving = TopicSavingDouble()
    let scene: TriviaScene
    var time = 0.0

    init() {
        scene = TriviaScene.withTopics(saving)
    }

    mutating func press(_ key: String, after seconds: Double = 0.2) {
        scene.handle(.key(key, down: true), at: time)
        scene.handle(.key(key, down: false), at: time)
        run(seconds)
    }

    mutating func tap(_ rect: Rect?, after seconds: Double = 0.2) {
        guard let rect else { return }
        scene.handle(.tap(x: rect.midX, y: rect.midY), at: time)
        run(seconds)
    }

    mutating func run(_ seconds: Double) {
        let end = time + seconds
        while time + PlaySession.stepSeconds <= end + 1e-9 {
            time += PlaySession.stepSeconds
            scene.update(at: time)
        }
    }

    func target(_ press: TopicsPress) -> Rect? {
        guard let flow = scene.topics else { return nil }
        return scene.layout.topicsTargets(for: flow).first { $0.press == press }?.rect
    }

    @Test mutating func topicsOpensFromHomeAndEscapeGoesBack() {
        #expect(scene.layout.buttons(for: scene.game).contains { $0.0 == .topics })
        press("t")
        #expect(scene.screenName == "topics")
        #expect(scene.isPlaying)
        press("down")
        press("enter")
        #expect(scene.screenName == "topics-topic")
        #expect(scene.topics?.entry?.topic.name == "Rivers")
        press("escape")
        press("escape")
        #expect(scene.screenName == "home")
        #expect(!scene.isPlaying)
    }

    @Test mutating func tapsPlayATimedChallengeAndLeavingItAsksThenKeepsNothing() {
        tap(scene.layout.buttons(for: scene.game).first { $0.0 == .topics }?.1)
        tap(target(.row(1)))
        tap(target(.timed))
        #expect(scene.screenName == "topics-timed")
        let first = scene.topics?.quiz?.currentOptions.first
        tap(target(.answer(first?.id ?? -1)))
        #expect(scene.screenName == "topics-timed-answer")
        #expect(scene.topics?.quiz?.answers.count == 1)
        tap(target(.next))
        tap(target(.quit))
        #expect(scene.screenName == "topics-timed-quit")
        // The dialog keeps the answers from taps beneath it.
        #expect(target(.answer(first?.id ?? -1)) == nil)
        tap(target(.leave))
        #expect(scene.screenName == "topics-topic")
        #expect(saving.recorded.isEmpty)
    }

    @Test mutating func aQuizPlayedToItsEndIsRecordedOnceAndSummarised() {
        press("t")
        press("enter")
        press("q")
        // Oceans has 3 questions: three answers, each followed by Enter.
        for _ in 0..<3 {
            press("1")
            press("enter")
        }
        #expect(scene.screenName == "topics-result")
        #expect(saving.recorded.count == 1)
        #expect(saving.recorded.first?.questions.count == 3)
        #expect(saving.recorded.first?.kind == .category)
        press("escape")
        press("escape")
        #expect(scene.screenName == "home")
        #expect(saving.recorded.count == 1)
        #expect(scene.summaryJSON().contains("\"topicGames\":[{\"kind\":\"category\",\"topic\":\"Oceans\""))
    }

    @Test mutating func aTopicAnsweredThroughOffersItsTimedChallenge() {
        saving.topics[0] = TriviaTopic(id: 1, name: "Oceans", total: 3, answered: 3, answeredRight: 2)
        press("t")
        press("enter")
        // Q says why there is no quiz; Enter plays the timed challenge.
        press("q")
        #expect(scene.screenName == "topics-topic")
        #expect(scene.notice?.text == ScreenText("topics.every_question_answered", ["topic": .verbatim("Oceans")]))
        press("enter")
        #expect(scene.screenName == "topics-timed")
    }

    @Test mutating func aKioskWalkingAwayClosesTheTopicsAndRecordsNothing() {
        press("t")
        press("enter")
        press("t")
        press("1")
        #expect(scene.isPlaying)
        #expect(scene.stepTowardTitle(at: time))
        #expect(scene.screenName == "home")
        #expect(scene.topics == nil)
        #expect(saving.recorded.isEmpty)
    }
}
