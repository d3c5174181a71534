import Foundation
import QuizCore
import QuizFlows
import TiltInput

/// The quiz packs game (iQuiz): a list of packs, then each pack question by
/// question (question, answer, finished), with Settings for the pack URL and
/// the player's Scores. Played by taps, keys or a gamepad; swipes move on
/// (right: Next, or Submit once an answer is chosen) or give up (left: back
/// to the list), and a tilt handheld's quick flick does the same.
public final class PacksScene: Scene {
    let library: any PackLibrary
    let sounds: SoundPlayer
    public let player: PlayerRef?
    let playerRef: PlayerRef
    /// Where `Date()` comes from (tests fix it).
    let now: () -> Date
    private(set) var screen: PacksScreen = .list
    private(set) var packs: [QuizPackEntry] = []
    /// The round under way (or just finished).
    var round: PackRound?
    /// The player's best before this round, to say "New best!".
    private(set) var bestBefore: PackScore?
    private(set) var board = PackScoreBoard(best: [], recent: [])
    var focus: PacksFocus = .pack(0)
    /// The first pack row shown (the list scrolls by rows).
    var listTop = 0
    /// A round's back button as last drawn (narrower than the layout's on a small panel): taps go where it is.
    var roundBackButton: Rect?
    /// Rows the list showed last (for paging and keeping the focus in view).
    var visibleRows = 1
    /// The first row the Scores lists show.
    var scoresTop = 0
    /// Right or wrong, per question answered in the round under way.
    private(set) var resultsOfRound: [Bool] = []
    var keyboard = TextKeyboard(.url)
    /// The pack source's status and notice, and where Settings was opened from (see `PackSettingsFlow`).
    private(set) var settings: PackSettingsFlow
    var status: PackSourceStatus { settings.status }
    /// Whether Settings may be opened from the list (not in a kiosk: there the admin menu opens it).
    var settingsOnList: Bool { !isInKiosk }
    private var flick = FlickDetector()
    /// Every answer of this session, for the summary.
    private(set) var log: [PacksSummary.Entry] = []
    private(set) var finishedRounds: [PackScore] = []
    private(set) var shownAt = 0.0
    var lastSize = Size(width: 1280, height: 720)
    /// The text growth last drawn at (`Painter.textGrowth`), so taps find the rows where they were drawn.
    var lastTextGrowth = 1.0
    /// The row heights last drawn with (`LineRoom`).
    var lastLines = LineRoom.latinAtHundred
    public internal(set) var wantsQuit = false
    public var isInKiosk = false
    public var offersHome = false
    /// "Report" on the answer screen (see `PacksScene+Feedback`).
    let feedbackHost = FeedbackHost()
    /// How the answer being given was given, when not by touch or keys ("voice"), for the summary.
    var answerVia: String?

    /// The mode for `player`, at the list, or straight into pack `startPack` (`play --pack ID`).
    public init(
        library: any PackLibrary, player: PlayerRef, sounds: SoundPlayer, startPack: String? = nil, at time: Double = 0,
        now: @escaping () -> Date = Date.init
    ) {
        self.library = library
        self.sounds = sounds
        self.player = player
        playerRef = player
        self.now = now
        settings = PackSettingsFlow(status: library.sourceStatus())
        reload()
        if let startPack { start(packID: startPack, at: time) }
    }

    public var screenName: String { feedbackHost.screenName ?? screen.name }
    public var isDone: Bool { screen == .finished }

    /// Reads the list and the status again (after a check or a game).
    func reload() {
        packs = library.packs(for: playerRef)
        send(.listReloaded(library.sourceStatus()))
        if case .pack(let index) = focus, index >= packs.count { focus = .pack(max(0, packs.count - 1)) }
    }

    // MARK: Moving between screens

    func show(_ next: PacksScreen, at time: Double) {
        screen = next
        shownAt = time
    }

    /// Starts pack `packID`, or says why it cannot.
    func start(packID: String, at time: Double) {
        let questions = library.questions(ofPack: packID)
        guard let entry = packs.first(where: { $0.id == packID }), !questions.isEmpty else {
            send(.packRefused(packID: packID))
            show(.list, at: time)
            return
        }
        send(.packStarted)
        bestBefore = entry.best
        resultsOfRound = []
        round = PackRound(packID: entry.id, packTitle: entry.title, questions: questions, at: time)
        show(.question, at: time)
    }

    /// Back to the list, leaving a round under way (its answers are kept, the game is not).
    func backToList(at time: Double) {
        if screen == .settings || screen == .typingURL { send(.closed) }
        reload()
        if case .pack = focus {
        } else if !toolbar.contains(focus) {
            focus = .pack(listTop)
        }
        show(.list, at: time)
    }

    /// Set when Settings opened from the admin menu is closed: the kiosk layer goes back to its menu.
    public var closedAdminSettings: Bool { settings.closedAdminSettings }

    /// Opens Settings (from the list's toolbar, or from the kiosk's admin menu).
    public func openSettings(fromAdmin: Bool, at time: Double) {
        send(.opened(fromAdmin: fromAdmin, status: library.sourceStatus()))
        focus = .changeURL
        show(.settings, at: time)
    }

    func openScores(at time: Double) {
        board = library.scores(for: playerRef)
        scoresTop = 0
        focus = .back
        show(.scores, at: time)
    }

    func openKeyboard(at time: Double) {
        keyboard = TextKeyboard(.url, text: settings.urlToEdit)
        show(.typingURL, at: time)
    }

    func checkNow(at time: Double) {
        send(.checkRequested(library.sourceStatus()))
    }

    /// A URL typed and Done: kept (and checked), or refused with the reason.
    func finishTyping(_ text: String, at time: Double) {
        send(.urlTyped(text))
        focus = .checkNow
        show(.settings, at: time)
    }

    /// Applies `action` to the pack source's state and performs its effects.
    func send(_ action: PackSettingsAction) {
        settings.reduce(action).forEach { perform($0) }
    }

    /// The pack source's one switch over its effects: what the library answers goes back as an action.
    private func perform(_ effect: PackSettingsEffect) {
        switch effect {
        case .checkNow:
            library.checkNow()
            send(.statusRead(library.sourceStatus()))
        case .setURL(let text):
            let problem = library.setURL(text)
            send(.urlSet(text, problem: problem, status: library.sourceStatus()))
        case .reloadList:
            reload()
        }
    }

    // MARK: The round

    func choose(_ answer: Int, at time: Double) {
        guard round != nil else { return }
        round?.choose(answer)
        sounds.play(.tick)
    }

    func submit(at time: Double) {
        guard var current = round, let record = current.submit(at: time) else { return }
        round = current
        library.record(record, player: playerRef)
        resultsOfRound.append(record.right)
        let question = current.question
        log.append(
            PacksSummary.Entry(
                pack: current.packID, question: question.text, chosen: question.answers[current.chosen ?? 0].text,
                correct: question.correctAnswer.text, right: record.right, via: answerVia))
        sounds.play(record.right ? .right : .wrong)
        show(.answer, at: time)
    }

    /// Next: from an answer to the next question or the finished screen, and from there back to the list.
    func next(at time: Double) {
        if screen == .finished {
            backToList(at: time)
            return
        }
        guard var current = round else { return }
        let finished = current.next(at: time)
        round = current
        guard finished else {
            show(.question, at: time)
            return
        }
        library.finish(
            FinishedPackGame(
                id: UUID(), player: playerRef, packID: current.packID, right: current.rightCount,
                total: current.total, finishedAt: now()))
        finishedRounds.append(current.score)
        show(.finished, at: time)
    }

    // MARK: Scene

    public func handle(_ tilt: TimedTiltEvent) {
        // Under the report panel a flick moves nothing on.
        if feedbackHost.isOpen { return }
        guard let side = flick.feed(tilt) else { return }
        swipe(side == .right ? .right : .left, at: tilt.time)
    }

    public func update(at time: Double) {
        // Cheap: the library keeps its status in memory. A background check that ended shows its outcome.
        let fresh = library.sourceStatus()
        // An unchanged status notes nothing: the flow is left alone on most frames.
        if fresh != status { send(.statusRead(fresh)) }
    }

    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        lastTextGrowth = painter.textGrowth
        lastLines = painter.lineRoom
        if feedbackHost.drawInstead(painter, at: time) { return }
        PacksView(
            scene: self, layout: PacksLayout(size: painter.size, textGrowth: painter.textGrowth, lines: lastLines),
            time: time
        ).draw(painter)
    }

    public func summaryJSON() -> String {
        PacksSummary(scene: self).json()
    }

    /// The words shown for a check under way, done or failed, for the list and Settings.
    var noticeLine: Notice? { settings.noticeLine }
}
