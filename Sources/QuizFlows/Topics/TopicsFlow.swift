import QuizCore

/// Trivia's topic list and the two games played from it (a category quiz, a
/// timed challenge) as a value-type state machine: the list, a topic's first
/// screen with the rules, the questions, the result with the board. Escape
/// goes back; during a game it asks first, since leaving keeps nothing (Quiz
/// Odyssey 3.4.7). The scene turns input into `TopicsAction`s, performs the
/// `TopicsEffect`s (reads, the game's record, sounds) and sends what they
/// answer back as actions.
public struct TopicsFlow: Equatable, Sendable {
    /// The topic screen on view.
    public enum Screen: Equatable, Sendable {
        case list
        /// A topic's first screen: its progress and the two games' rules.
        case topic
        case play
        case result
    }

    /// A game played to its end, with the board it was ranked on (nil when the store could not say).
    public struct FinishedGame: Equatable, Sendable {
        public var quiz: TopicQuiz
        public var board: Board?
    }

    /// How long a topic screen takes to come to rest: its four answers fade in one after another.
    public static let entrySeconds = 0.7

    public private(set) var entries: [TopicEntry]
    public private(set) var screen = Screen.list
    /// The topic highlighted in the list (and opened on its first screen).
    public private(set) var selected = 0
    public private(set) var quiz: TopicQuiz?
    /// The board after the game just finished; nil when the store could not say.
    public private(set) var board: Board?
    /// Leave the game? asked over it.
    public private(set) var confirmingQuit = false
    /// When the screen (or the question) appeared, for entry animations.
    public private(set) var shownAt: Double
    /// The list was left: back to trivia's home.
    public private(set) var wantsHome = false
    /// The games played to their end, for the session's summary.
    public private(set) var finished: [FinishedGame] = []
    private var random: SeededRandom
    /// The last whole second a timed question ticked at, so each of its last five ticks once.
    private var lastTickSecond: Int?

    /// The player's time scale as a percentage (`accessibility.time_scale`): a timed challenge's clock lasts that
    /// share of its 20 s.
    public let timeScalePercent: Int

    /// The list of `entries` at game time `time`; `seed` draws the games' deals; `timeScalePercent` the player's
    /// time scale for timed challenges.
    public init(
        entries: [TopicEntry], seed: UInt64, at time: Double, timeScalePercent: Int = TimeScale.standardPercent
    ) {
        self.timeScalePercent = timeScalePercent
        self.entries = entries
        random = SeededRandom(seed: seed ^ 0x7095_1C5E_ED00_0015)
        shownAt = time
    }

    /// The topic selected in the list, if the list has it.
    public var entry: TopicEntry? { entries.indices.contains(selected) ? entries[selected] : nil }

    /// The screen's name, as goldens, hints, fixtures and the bench know it.
    public var screenName: String {
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

    /// The question a game's reveal shows, which "Report" names (nil on any other screen or under Leave?).
    public var reportableQuestion: TriviaQuestion? {
        guard screen == .play, !confirmingQuit, let quiz, quiz.phase == .revealed else { return nil }
        return quiz.question
    }

    /// Applies what happened; returns what the scene must do.
    public mutating func reduce(_ action: TopicsAction) -> [TopicsEffect] {
        switch action {
        case .selectionMoved(let step):
            guard !entries.isEmpty else { return [] }
            selected = min(max(0, selected + step), entries.count - 1)
            return []
        case .topicOpened(let index, let time):
            guard entries.indices.contains(index) else { return [] }
            selected = index
            show(.topic, at: time)
            return []
        case .gameChosen(let kind, _):
            return start(kind)
        case .playAgainTapped:
            guard let kind = quiz?.kind else { return [] }
            return start(kind)
        case .questionsLoaded(let questions, let kind, let time):
            return dealt(questions, kind: kind, at: time)
        case .backTapped(let time):
            return back(at: time)
        case .leaveTapped(let time):
            quiz = nil
            show(.topic, at: time)
            return []
        case .closed:
            quiz = quiz?.isFinished == true ? quiz : nil
            confirmingQuit = false
            wantsHome = true
            return []
        case .answerTapped(let optionID, let time):
            return answer(optionID: optionID, at: time)
        case .nextTapped(let time):
            guard var quiz, quiz.phase == .revealed else { return [] }
            quiz.next(at: time)
            self.quiz = quiz
            return afterStep(at: time)
        case .tick(let time):
            return tick(at: time)
        case .stoodStill(let seconds):
            quiz?.postpone(by: seconds)
            return []
        case .entriesLoaded(let loaded):
            entries = loaded
            // Back on the list at the topic just played, its progress and medal read again.
            if let topicID = finished.last?.quiz.topic.id,
                let index = entries.firstIndex(where: { $0.topic.id == topicID })
            {
                selected = index
            }
            selected = min(selected, max(0, entries.count - 1))
            return []
        case .gameRecorded(let board, let time):
            guard let quiz, quiz.isFinished else { return [] }
            self.board = board
            finished.append(FinishedGame(quiz: quiz, board: board))
            show(.result, at: time)
            return []
        case .reportTapped:
            return reportableQuestion == nil ? [] : [.openReport]
        }
    }

    // MARK: Moving between screens

    private mutating func show(_ next: Screen, at time: Double) {
        screen = next
        shownAt = time
        confirmingQuit = false
    }

    /// Asks for the questions of a game of `kind` in the open topic.
    private mutating func start(_ kind: TopicQuizKind) -> [TopicsEffect] {
        guard let entry else { return [] }
        return [.loadQuestions(kind, topicID: entry.topic.id, seed: random.next())]
    }

    /// Starts the game dealt, or says why there is none.
    private mutating func dealt(_ questions: [TriviaQuestion], kind: TopicQuizKind, at time: Double) -> [TopicsEffect] {
        guard let entry else { return [] }
        guard !questions.isEmpty else {
            if screen != .topic { show(.topic, at: time) }
            return [
                .notice(
                    kind == .category
                        ? .everyQuestionAnswered(topic: entry.topic.name) : .noQuestions(topic: entry.topic.name))
            ]
        }
        quiz = TopicQuiz(
            kind: kind, topic: entry.topic, questions: questions, seed: random.next(), at: time,
            timeScalePercent: timeScalePercent)
        board = nil
        lastTickSecond = nil
        show(.play, at: time)
        return []
    }

    /// Back: the list from a topic or a result, trivia's home from the list, and from a game the question
    /// whether to leave it.
    private mutating func back(at time: Double) -> [TopicsEffect] {
        if confirmingQuit {
            confirmingQuit = false
            return []
        }
        switch screen {
        case .list:
            wantsHome = true
            return []
        case .topic, .result:
            quiz = nil
            show(.list, at: time)
            // Progress and medals may have moved.
            return [.loadEntries]
        case .play:
            confirmingQuit = true
            return []
        }
    }

    // MARK: Playing

    private mutating func answer(optionID: Int64, at time: Double) -> [TopicsEffect] {
        guard var quiz, quiz.phase == .asking, !confirmingQuit else { return [] }
        let counted = quiz.answer(optionID: optionID, at: time)
        self.quiz = quiz
        if quiz.phase == .revealed { shownAt = time }
        guard counted else { return [] }
        return [.playSound(quiz.currentAnswer?.isRight == true ? .right : .wrong)]
    }

    private mutating func tick(at time: Double) -> [TopicsEffect] {
        guard screen == .play, var quiz else { return [] }
        var effects: [TopicsEffect] = []
        let before = quiz.phase
        let index = quiz.index
        quiz.tick(at: time)
        self.quiz = quiz
        if before == .asking, quiz.phase == .revealed {
            effects.append(.playSound(.timeUp))
            shownAt = time
        }
        if quiz.phase == .asking, let left = quiz.secondsLeft(at: time) {
            let second = Int(left.rounded(.up))
            if second <= 5, second > 0, second != lastTickSecond || index != quiz.index {
                lastTickSecond = second
                effects.append(.playSound(.tick))
            }
        }
        if before != quiz.phase || index != quiz.index { effects += afterStep(at: time) }
        return effects
    }

    private mutating func afterStep(at time: Double) -> [TopicsEffect] {
        guard let quiz else { return [] }
        switch quiz.phase {
        case .asking:
            shownAt = time
            lastTickSecond = nil
            return []
        case .revealed:
            return []
        case .finished:
            return [.recordGame(quiz)]
        }
    }
}

/// Something that happened on the topic screens, with the game time where it matters.
public enum TopicsAction: Equatable, Sendable {
    /// The list's highlight moved by `by` rows (the arrows on the list).
    case selectionMoved(by: Int)
    /// A topic of the list opened on its first screen (a row, a digit, Open).
    case topicOpened(index: Int, at: Double)
    /// A game chosen on a topic's screen (Q, T or its button).
    case gameChosen(TopicQuizKind, at: Double)
    /// Play again on a result: the same game in the same topic.
    case playAgainTapped(at: Double)
    /// The questions the saving dealt for a game (after `TopicsEffect.loadQuestions`).
    case questionsLoaded([TriviaQuestion], kind: TopicQuizKind, at: Double)
    /// Escape, Back, Quit or Stay: one step back (see `TopicsFlow`).
    case backTapped(at: Double)
    /// Leave on the quit question: the game is left, nothing recorded.
    case leaveTapped(at: Double)
    /// Everything closes for trivia's home, a game unfinished recording nothing (the kiosk going to its title).
    case closed
    case answerTapped(optionID: Int64, at: Double)
    /// Next (or a tap anywhere) on a revealed answer.
    case nextTapped(at: Double)
    case tick(at: Double)
    /// A panel stood the game still this long: its clocks move later.
    case stoodStill(seconds: Double)
    /// The topics as the saving has them now (after `TopicsEffect.loadEntries`).
    case entriesLoaded([TopicEntry])
    /// The finished game was recorded, ranked on `board` (nil: the store could not say).
    case gameRecorded(Board?, at: Double)
    /// Report on a game's reveal.
    case reportTapped
}

/// What the scene must do for the topic screens; what a read or a record answers comes back as an action.
public enum TopicsEffect: Equatable, Sendable {
    /// Read the topics with the player's progress and send `.entriesLoaded`.
    case loadEntries
    /// Deal a game's questions and send `.questionsLoaded`.
    case loadQuestions(TopicQuizKind, topicID: Int64, seed: UInt64)
    /// Record the finished game and send `.gameRecorded` with its board.
    case recordGame(TopicQuiz)
    case playSound(TriviaSound)
    /// A short line about something that did not happen.
    case notice(TopicsNotice)
    /// Open the report panel on the question shown.
    case openReport
}

/// Why a topic's game did not start, for the screen to say in the player's language.
public enum TopicsNotice: Equatable, Sendable {
    /// Every question of the topic is answered: its timed challenge is left.
    case everyQuestionAnswered(topic: String)
    /// The topic has no questions to play.
    case noQuestions(topic: String)
}
