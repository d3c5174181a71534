import QuizCore
import Testing

@testable import QuizFlows

/// The topic screens' decisions without a scene: each action's whole new state
/// and the effects the scene must perform, reads answered back as actions.
struct TopicsReducerTests {
    static let oceans = TriviaTopic(id: 1, name: "Oceans", total: 3)
    static let rivers = TriviaTopic(id: 2, name: "Rivers", total: 12)
    static let entries = [TopicEntry(topic: oceans, medal: nil), TopicEntry(topic: rivers, medal: .bronze)]

    static func questions(_ topicID: Int64, count: Int) -> [TriviaQuestion] {
        (0..<count).map { number in
            let id = topicID * 100 + Int64(number)
            let options = (0...3).map {
                TriviaOption(id: id * 10 + Int64($0), text: "Answer \(id).\($0)", isCorrect: $0 == 0)
            }
            return TriviaQuestion(id: id, uid: "q-\(id)", topicID: topicID, text: "Question \(id)?", options: options)
        }
    }

    /// A flow on the topic screen of Oceans at time 1.
    static func onOceans() -> TopicsFlow {
        var flow = TopicsFlow(entries: entries, seed: 7, at: 0)
        #expect(flow.reduce(.topicOpened(index: 0, at: 1)).isEmpty)
        return flow
    }

    /// The seed the flow asks questions with, and the flow after the deal.
    static func playing(_ kind: TopicQuizKind, count: Int = 3) -> TopicsFlow {
        var flow = onOceans()
        let effects = flow.reduce(.gameChosen(kind, at: 2))
        guard case .loadQuestions(kind, topicID: 1, _) = effects.first else {
            Issue.record("expected a load of Oceans' questions, got \(effects)")
            return flow
        }
        #expect(flow.reduce(.questionsLoaded(questions(1, count: count), kind: kind, at: 2)).isEmpty)
        return flow
    }

    @Test func theListMovesItsSelectionWithinItsRowsAndOpensATopic() {
        var flow = TopicsFlow(entries: Self.entries, seed: 7, at: 0)
        #expect(flow.screenName == "topics")
        var expected = flow
        #expect(flow.reduce(.selectionMoved(by: -1)).isEmpty)
        #expect(flow == expected)
        _ = flow.reduce(.selectionMoved(by: 5))
        #expect(flow.selected == 1)
        #expect(flow.reduce(.topicOpened(index: 1, at: 3)).isEmpty)
        #expect(flow.screen == .topic)
        #expect(flow.shownAt == 3)
        #expect(flow.entry?.topic == Self.rivers)
        #expect(flow.screenName == "topics-topic")
        // A row the list does not have changes nothing.
        expected = flow
        #expect(flow.reduce(.topicOpened(index: 9, at: 4)).isEmpty)
        #expect(flow == expected)
    }

    @Test func aGameIsDealtByTheSavingAndStartsWhenItsQuestionsComeBack() {
        let flow = Self.playing(.timed)
        #expect(flow.screen == .play)
        #expect(flow.screenName == "topics-timed")
        #expect(flow.quiz?.kind == .timed)
        #expect(flow.quiz?.topic == Self.oceans)
        #expect(flow.quiz?.questions.count == 3)
        #expect(flow.shownAt == 2)
    }

    @Test func noQuestionsLeftSaysWhyAndStaysOnTheTopic() {
        var flow = Self.onOceans()
        _ = flow.reduce(.gameChosen(.category, at: 2))
        let before = flow
        let effects = flow.reduce(.questionsLoaded([], kind: .category, at: 2))
        #expect(effects == [.notice(.everyQuestionAnswered(topic: "Oceans"))])
        #expect(flow == before)
        _ = flow.reduce(.gameChosen(.timed, at: 3))
        #expect(flow.reduce(.questionsLoaded([], kind: .timed, at: 3)) == [.notice(.noQuestions(topic: "Oceans"))])
    }

    @Test func anAnswerPlaysItsSoundAndRevealsThenNextAsksTheNextQuestion() {
        var flow = Self.playing(.category)
        let right = flow.quiz?.currentOptions.first { $0.isCorrect }?.id ?? -1
        #expect(flow.reduce(.answerTapped(optionID: right, at: 4)) == [.playSound(.right)])
        #expect(flow.quiz?.phase == .revealed)
        #expect(flow.shownAt == 4)
        #expect(flow.screenName == "topics-quiz-answer")
        #expect(flow.reportableQuestion == flow.quiz?.question)
        #expect(flow.reduce(.reportTapped) == [.openReport])
        #expect(flow.reduce(.answerTapped(optionID: right, at: 5)).isEmpty)
        #expect(flow.reduce(.nextTapped(at: 6)).isEmpty)
        #expect(flow.quiz?.index == 1)
        #expect(flow.quiz?.phase == .asking)
        #expect(flow.shownAt == 6)
        #expect(flow.reportableQuestion == nil)
        #expect(flow.reduce(.reportTapped).isEmpty)
    }

    @Test func theLastAnswerAsksForTheRecordAndTheBoardShowsTheResult() {
        var flow = Self.playing(.category)
        var recorded: [TopicsEffect] = []
        for step in 0..<3 {
            let time = 10 + Double(step) * 2
            let option = flow.quiz?.currentOptions.first?.id ?? -1
            _ = flow.reduce(.answerTapped(optionID: option, at: time))
            recorded += flow.reduce(.nextTapped(at: time + 1))
        }
        let quiz = flow.quiz
        #expect(quiz?.isFinished == true)
        #expect(recorded == quiz.map { [.recordGame($0)] })
        #expect(flow.screen == .play)
        let day = CalendarDay(year: 2025, month: 6, day: 1)!
        let board = Board(
            scope: TopicQuizKind.category.boardScope(topicID: 1, day: day), top: [], player: nil, players: 3)
        #expect(flow.reduce(.gameRecorded(board, at: 20)).isEmpty)
        #expect(flow.screen == .result)
        #expect(flow.board == board)
        #expect(flow.finished == quiz.map { [TopicsFlow.FinishedGame(quiz: $0, board: board)] })
        #expect(flow.summaryJSON(playerID: 1).first?.hasPrefix("{\"kind\":\"category\",\"topic\":\"Oceans\"") == true)
        // Play again asks for the same game in the same topic.
        guard case .loadQuestions(.category, topicID: 1, _) = flow.reduce(.playAgainTapped(at: 21)).first else {
            Issue.record("Play again should deal the same game")
            return
        }
    }

    @Test func aTimedQuestionTicksItsLastFiveSecondsOnceEachThenTimesOut() {
        var flow = Self.playing(.timed)
        let limit = flow.quiz?.secondsLeft(at: 2) ?? 0
        var sounds: [TopicsEffect] = []
        var time = 2.0
        while time < 2 + limit + 0.05 {
            time += 0.05
            sounds += flow.reduce(.tick(at: time))
        }
        #expect(sounds == Array(repeating: .playSound(.tick), count: 5) + [.playSound(.timeUp)])
        #expect(flow.quiz?.phase == .revealed)
        #expect(flow.quiz?.currentAnswer?.timedOut == true)
    }

    @Test func escapeDuringAGameAsksAndLeaveKeepsNothing() {
        var flow = Self.playing(.timed)
        #expect(flow.reduce(.backTapped(at: 3)).isEmpty)
        #expect(flow.confirmingQuit)
        #expect(flow.screenName == "topics-timed-quit")
        // The question keeps its answers from taps beneath it.
        let option = flow.quiz?.currentOptions.first?.id ?? -1
        let asked = flow
        #expect(flow.reduce(.answerTapped(optionID: option, at: 4)).isEmpty)
        #expect(flow == asked)
        // Stay (a second Back) closes the question.
        _ = flow.reduce(.backTapped(at: 4))
        #expect(!flow.confirmingQuit)
        _ = flow.reduce(.backTapped(at: 5))
        #expect(flow.reduce(.leaveTapped(at: 6)).isEmpty)
        #expect(flow.screen == .topic)
        #expect(flow.quiz == nil)
        #expect(flow.finished.isEmpty)
    }

    @Test func backToTheListReadsTheTopicsAgainAndSelectsTheOnePlayed() {
        var flow = Self.onOceans()
        #expect(flow.reduce(.backTapped(at: 3)) == [.loadEntries])
        #expect(flow.screen == .list)
        #expect(flow.shownAt == 3)
        let reread = [TopicEntry(topic: Self.oceans, medal: .gold)]
        #expect(flow.reduce(.entriesLoaded(reread)).isEmpty)
        #expect(flow.entries == reread)
        #expect(flow.selected == 0)
        #expect(!flow.wantsHome)
        #expect(flow.reduce(.backTapped(at: 4)).isEmpty)
        #expect(flow.wantsHome)
    }

    @Test func closingLeavesAnUnfinishedGameUnrecorded() {
        var flow = Self.playing(.category)
        #expect(flow.reduce(.closed).isEmpty)
        #expect(flow.wantsHome)
        #expect(flow.quiz == nil)
        #expect(!flow.confirmingQuit)
    }

    @Test func standingStillMovesTheGamesClocksLater() {
        var flow = Self.playing(.timed)
        let left = flow.quiz?.secondsLeft(at: 5)
        #expect(flow.reduce(.stoodStill(seconds: 3)).isEmpty)
        #expect(flow.quiz?.secondsLeft(at: 8) == left)
    }
}
