import Foundation
import QuizCore

/// Trivia's topic list and the two games played from it (a category quiz, a
/// timed challenge), run by `TriviaScene` while it is open: the list, a
/// topic's first screen with the rules, the questions, the result with the
/// board. Escape goes back; during a game it asks first, since leaving keeps
/// nothing (Quiz Odyssey 3.4.7).
final class TopicsFlow {
    enum Screen: Equatable {
        case list
        /// A topic's first screen: its progress and the two games' rules.
        case topic
        case play
        case result
    }

    let saving: any TopicSaving
    let clock: TriviaWallClock
    let sounds: SoundPlayer
    private(set) var entries: [TopicEntry]
    private(set) var screen = Screen.list
    /// The topic highlighted in the list (and opened on its first screen).
    private(set) var selected = 0
    private(set) var quiz: TopicQuiz?
    /// The board after the game just finished; nil when the store could not say.
    private(set) var board: Board?
    /// Leave the game? asked over it.
    private(set) var confirmingQuit = false
    /// When the screen (or the question) appeared, for entry animations.
    private(set) var shownAt: Double
    /// Escape on the list: back to trivia's home.
    private(set) var wantsHome = false
    /// The games played to their end, with their boards, for the session's summary.
    private(set) var finished: [(quiz: TopicQuiz, board: Board?)] = []
    /// A line about something that did not happen, shown by the scene.
    var onNotice: (String, Double) -> Void = { _, _ in }
    /// "Report" pressed on a reveal: the scene opens its report panel.
    var onReport: (Double) -> Void = { _ in }
    private var random: SeededRandom
    /// How long a topic screen takes to come to rest: its four answers fade in one after another.
    static let entrySeconds = 0.7
    private var focus = TriviaFocus()
    private var lastTickSecond: Int?

    init(saving: any TopicSaving, clock: TriviaWallClock, sounds: SoundPlayer, seed: UInt64, at time: Double) {
        self.saving = saving
        self.clock = clock
        self.sounds = sounds
        entries = saving.topicEntries()
        random = SeededRandom(seed: seed ^ 0x7095_1C5E_ED00_0015)
        shownAt = time
    }

    var entry: TopicEntry? { entries.indices.contains(selected) ? entries[selected] : nil }

    var screenName: String {
        let base: String
        switch screen {
        case .list: base = "topics"
        case .topic: base = "topics-topic"
        case .play:
            let kind = quiz?.kind == .timed ? "topics-timed" : "topics-quiz"
            base = quiz?.phase == .revealed ? kind + "-answer" : kind
        case .result: base = "topics-result"
        }
        return confirmingQuit ? base + "-quit" : base
    }

    // MARK: Moving between screens

    func show(_ next: Screen, at time: Double) {
        screen = next
        shownAt = time
        confirmingQuit = false
    }

    /// Opens the topic at `index` of the list on its first screen.
    func open(_ index: Int, at time: Double) {
        guard entries.indices.contains(index) else { return }
        selected = index
        show(.topic, at: time)
    }

    func moveSelection(by step: Int) {
        guard !entries.isEmpty else { return }
        selected = min(max(0, selected + step), entries.count - 1)
    }

    /// Starts a game of `kind` in the open topic, or says why it cannot.
    func start(_ kind: TopicQuizKind, at time: Double) {
        guard let entry else { return }
        let questions = saving.questions(for: kind, topicID: entry.topic.id, seed: random.next())
        guard !questions.isEmpty else {
            onNotice(
                kind == .category
                    ? "Every question of \(entry.topic.name) is answered: try its timed challenge"
                    : "\(entry.topic.name) has no questions to play", time)
            if screen != .topic { show(.topic, at: time) }
            return
        }
        quiz = TopicQuiz(kind: kind, topic: entry.topic, questions: questions, seed: random.next(), at: time)
        board = nil
        lastTickSecond = nil
        show(.play, at: time)
    }

    /// Back: the list from a topic or a result, trivia's home from the list, and from a game the question
    /// whether to leave it.
    func back(at time: Double) {
        if confirmingQuit {
            confirmingQuit = false
            return
        }
        switch screen {
        case .list: wantsHome = true
        case .topic, .result: leaveToList(at: time)
        case .play: confirmingQuit = true
        }
    }

    /// Leaves the game on screen without recording anything.
    func leaveGame(at time: Double) {
        quiz = nil
        show(.topic, at: time)
    }

    /// Leaves whatever is on screen for trivia's home, a game unfinished recording nothing.
    func leave() {
        quiz = quiz?.isFinished == true ? quiz : nil
        confirmingQuit = false
        wantsHome = true
    }

    /// Play again on the result: the same game in the same topic.
    func playAgain(at time: Double) {
        guard let kind = quiz?.kind else { return }
        start(kind, at: time)
    }

    private func leaveToList(at time: Double) {
        quiz = nil
        // Progress and medals may have moved.
        entries = saving.topicEntries()
        if let topicID = finished.last?.quiz.topic.id, let index = entries.firstIndex(where: { $0.topic.id == topicID })
        {
            selected = index
        }
        selected = min(selected, max(0, entries.count - 1))
        show(.list, at: time)
    }

    // MARK: Playing

    func answer(optionID: Int64, at time: Double) {
        guard var quiz, quiz.phase == .asking, !confirmingQuit else { return }
        let counted = quiz.answer(optionID: optionID, at: time)
        self.quiz = quiz
        if counted { sounds.play(quiz.currentAnswer?.isRight == true ? .right : .wrong) }
        if quiz.phase == .revealed { shownAt = time }
    }

    /// The question a game's reveal shows, which "Report" names (nil on any other screen or under Leave?).
    var reportableQuestion: TriviaQuestion? {
        guard screen == .play, !confirmingQuit, let quiz, quiz.phase == .revealed else { return nil }
        return quiz.question
    }

    /// The game's clocks move later by the seconds a panel stood them still (see `TopicQuiz.postpone`).
    func hold(for seconds: Double) {
        quiz?.postpone(by: seconds)
    }

    /// Enter on a revealed answer: the next question now.
    func next(at time: Double) {
        guard var quiz, quiz.phase == .revealed else { return }
        quiz.next(at: time)
        self.quiz = quiz
        afterStep(at: time)
    }

    func update(at time: Double) {
        guard screen == .play, var quiz else { return }
        let before = quiz.phase
        let index = quiz.index
        quiz.tick(at: time)
        self.quiz = quiz
        if before == .asking, quiz.phase == .revealed {
            sounds.play(.timeUp)
            shownAt = time
        }
        if quiz.phase == .asking, let left = quiz.secondsLeft(at: time) {
            let second = Int(left.rounded(.up))
            if second <= 5, second > 0, second != lastTickSecond || index != quiz.index {
                lastTickSecond = second
                sounds.play(.tick)
            }
        }
        if before != quiz.phase || index != quiz.index { afterStep(at: time) }
    }

    private func afterStep(at time: Double) {
        guard let quiz else { return }
        switch quiz.phase {
        case .asking:
            shownAt = time
            lastTickSecond = nil
        case .revealed:
            break
        case .finished:
            let moment = clock.moment(at: time)
            board = saving.record(quiz, wallSeconds: moment.wallSeconds, localDate: moment.localDate)
            finished.append((quiz, board))
            show(.result, at: time)
        }
    }

    // MARK: Focus

    /// The focused button on the screen last drawn, if the arrows have set one.
    func focused(in layout: TriviaLayout) -> Rect? {
        focus.focused(in: layout.topicsTargets(for: self).map(\.rect), screen: screenName)
    }

    func moveFocus(_ direction: String, in layout: TriviaLayout) {
        let targets = layout.topicsTargets(for: self)
        let initial = targets.firstIndex(where: \.isDefault) ?? 0
        focus.move(direction, in: targets.map(\.rect), screen: screenName, initial: initial)
    }

    /// The summary of the games played, as JSON objects for the session's summary.
    var summaryJSON: [String] {
        finished.map { quiz, board in
            let row = board?.row(of: saving.playerID)
            let answers = quiz.answers.map { answer in
                "{\"question\":\(answer.questionID),\"right\":\(answer.isRight),\"timedOut\":\(answer.timedOut),"
                    + "\"points\":\(answer.points),\"seconds\":\(JSONText.number(answer.secondsTaken))}"
            }
            return "{\"kind\":\(JSONText.string(quiz.kind.rawValue)),\"topic\":\(JSONText.string(quiz.topic.name)),"
                + "\"points\":\(quiz.points),\"right\":\(quiz.rightCount),\"total\":\(quiz.questions.count),"
                + "\"rank\":\(row.map { String($0.rank) } ?? "null"),\"players\":\(board?.players ?? 0),"
                + "\"answers\":[\(answers.joined(separator: ","))]}"
        }
    }
}
