import Foundation
import QuizCore
import QuizFlows
import TiltInput

/// The trivia game on screen: maps taps and keys to the rules' actions,
/// performs their effects through its saving (questions, People's Choice,
/// persistence) and the sound player, and draws the screen the rules are on.
public final class TriviaScene: Scene {
    public private(set) var game: TriviaGame
    let saving: any TriviaSaving
    let sounds: SoundPlayer
    let clock: TriviaWallClock
    /// Draws the random keys the store picks questions with, from the game's seed.
    private var keys: SeededRandom
    /// When the current screen and overlay appeared, for entry animations.
    private(set) var screenShownAt: Double = 0
    private(set) var overlayShownAt: Double = 0
    /// When the spinner started turning, and when it lands.
    private(set) var spin: (start: Double, end: Double) = (0, 0)
    /// A short line about something that did not happen (no passes left...), and when it appeared.
    private(set) var notice: (text: ScreenText, at: Double)?
    private(set) var log = TriviaSessionLog()
    /// Where the answer being given comes from (`voice` while a voice command acts); nil: a key or a tap.
    var answerVia: String?
    /// How many questions had ended when the home screen last appeared (a kiosk counts a game from there).
    private(set) var entriesAtHome = 0
    public private(set) var wantsQuit = false
    /// The player left the topic-progress screen with Quit: a game played to its end.
    public private(set) var isDone = false
    private var lastSize = Size(width: 1280, height: 720)
    /// The least button side on the panel last drawn on (`Painter.tapSide`), which taps are laid out with.
    private var lastTapSide = 0.0
    /// The coin or token acceptor's key and what a coin is worth; nil unless the kiosk takes coins.
    public var coinSlot: CoinSlot?
    /// Inside the kiosk layer, which keeps Escape from the game unless a home screen takes it.
    public var isInKiosk = false
    /// Set by the home screen: Quit reads "Home" and goes back there.
    public var offersHome = false
    /// Cents the operator's "Add credit" in the kiosk's admin menu gives; nil unless credits are the operator's.
    public var operatorGrantCents: Int?
    /// Reads the operator's settings again (nil: unchanged or unreadable), at
    /// each spin, so a change made in the web admin reaches the next round
    /// without a restart; nil keeps the settings the game started with.
    public var operatorSettings: (() -> TriviaSettings?)?
    /// The highlighted button of gamepad and arrow-key players.
    private var focus = TriviaFocus()
    /// Finds where games begin and end in the rules' effects, for the boards.
    private(set) var runs = TriviaRunTally()

    /// The kiosk's reset: home at once. The game under way is not recorded as
    /// finished (the kiosk keeps it as abandoned), and a question still on the
    /// clock is kept for its player to resume, with the time it has left, as a
    /// power cut leaves it.
    func abandonGame(at time: Double) {
        runs.abandon()
        let question = game.savedRound(at: time)
        // The store keeps it from here on: nothing on home clears it.
        if question != nil { keptRound = nil }
        send(.gameAbandoned, at: time, keeping: question)
    }

    /// Where a finished game reads the board and streak; nil shows none (a demo).
    /// Said on home when the topics are not in the player's language (`ContentLanguage.Choice.fellBack`):
    /// "Not in your language yet: shown in English".
    public var languageNotice: ScreenText?
    public var boards: AfterGameSource?
    /// The board and streak read when the last game ended, shown on trivia's home and no-lives screens.
    public private(set) var afterGame: AfterGameBoard?
    /// The round last kept in the store for resuming.
    private var keptRound: TriviaSavedRound?
    /// Where the topic list and its games read and record; nil: home offers no Topics.
    public var topicSaving: (any TopicSaving)?
    /// The topic list or one of its games, while open (see `TriviaScene+Topics`).
    var topics: TopicsFlow?
    /// The topic screens' highlighted button, forgotten each time they open.
    var topicsFocus = TriviaFocus()
    /// The lines of a topic's rules on view, where they are longer than their box (a small screen, a long
    /// language): the view keeps it as drawn, Up and Down, the wheel or a drag move it.
    var topicRulesLines = LineWindow()
    /// The topic games played this session, for the summary.
    var topicGames: [String] = []
    /// Seeds the topic games' deals.
    let topicSeed: UInt64
    /// "Add?" and "Report" (see `TriviaScene+Feedback`).
    let feedbackHost = FeedbackHost()

    /// Moves the screen's end later by the seconds a panel stood the game still.
    func holdGame(for seconds: Double) {
        game.postponeScreenEnd(by: seconds)
        // Standing still changes nothing but the topic game's clocks: no effect to perform.
        _ = topics?.reduce(.stoodStill(seconds: seconds))
    }

    public init(
        game: TriviaGame, saving: any TriviaSaving, sounds: SoundPlayer, clock: TriviaWallClock, seed: UInt64
    ) {
        self.game = game
        self.saving = saving
        self.sounds = sounds
        self.clock = clock
        self.keys = SeededRandom(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B)
        self.topicSeed = seed
        self.keptRound = game.savedRound(at: 0)
    }

    public var screenName: String {
        if let panel = feedbackHost.screenName { return panel }
        if let topics { return topics.screenName }
        let base: String
        switch game.screen {
        case .home: base = "home"
        case .spinning: base = "spinner"
        case .topicChosen: base = "topic"
        case .loadingQuestion: base = "loading"
        case .questionIntro: base = "intro"
        case .answering: base = "question"
        case .secondChanceOffer: base = "secondchance"
        case .result(let kind): base = "result-" + kind.rawValue.lowercased()
        case .progress: base = "progress"
        case .noLives: base = "nolives"
        }
        switch game.overlay {
        case .explanation: return base + "-explain"
        case .shop: return base + "-store"  // the name goldens, hints and the bench know
        case nil: return base
        }
    }

    /// Whether Escape reaches the game: a kiosk keeps it, except from a game
    /// under its home screen. Hints name Esc only where it works.
    var escapeWorks: Bool { !isInKiosk || offersHome }

    /// How long a notice stays on screen.
    static let noticeSeconds = 3.0

    /// The layout of the screen last drawn, which taps are tested against.
    var layout: TriviaLayout { layout(size: lastSize, tapSide: lastTapSide) }

    func layout(size: Size, tapSide: Double) -> TriviaLayout {
        TriviaLayout(
            size: size, tapSide: tapSide, offersHome: offersHome, hasTopics: topicSaving != nil,
            offersFeedback: feedbackHost.isAvailable)
    }

    // MARK: Input

    public func handle(_ input: InputEvent, at time: Double) {
        if feedbackInput(input, at: time) { return }
        if topics != nil {
            handleTopics(input, at: time)
            return
        }
        switch input {
        case .key(let name, let down):
            if down { key(name, at: time) }
        case .tap(let x, let y):
            TriviaTaps(scene: self, layout: layout).tap(x: x, y: y, at: time)
        case .swipe, .scroll, .touch, .quit, .text:
            break
        }
    }

    private func key(_ name: String, at time: Double) {
        if let coinSlot, name == coinSlot.key {
            send(.creditsAdded(cents: coinSlot.cents, from: .coin), at: time)
            return
        }
        if focusKey(name, at: time) { return }
        if let pill = feedbackButton?.pill, name == pill.keyName {
            openFeedback(at: time)
            return
        }
        if name == "t", game.screen == .home, game.overlay == nil, topicSaving != nil {
            openTopics(at: time)
            return
        }
        let now = clock.moment(at: time)
        if let overlay = game.overlay {
            switch (overlay, name) {
            case (.explanation, KeyName.confirm), (.explanation, "escape"):
                send(.explanationDismissed(at: now), at: time)
                return
            case (.explanation, "1"), (.explanation, "2"), (.explanation, "3"), (.explanation, "4"),
                (.explanation, "f"), (.explanation, "j"), (.explanation, "c"), (.explanation, "h"):
                // An answer or power-up key closes the explanation and does what it says (below).
                break
            case (.shop, "escape"):
                send(.shopClosed, at: time)
                return
            case (.shop, _):
                // A number key buys that item of the catalogue; any other key does nothing here.
                if let item = ShopItem.forKey(name) { send(.purchaseTapped(item, at: now), at: time) }
                return
            default:
                return
            }
        }
        switch name {
        case "1", "2", "3", "4":
            guard game.screen == .answering, let round = game.round, let index = Int(name) else { return }
            guard index <= round.options.count else { return }
            send(.answerTapped(optionID: round.options[index - 1].id, at: now), at: time)
        case KeyName.confirm:
            mainButton(at: time)
        case "p":
            send(.passTapped(at: now), at: time)
        case "f", "j", "c", "h":
            let powerUp = PowerUp.allCases.first { String($0.keyLetter).lowercased() == name }
            if let powerUp { send(.powerUpTapped(powerUp, at: now), at: time) }
        case "s":
            send(.secondChanceAccepted(at: now), at: time)
        case "n" where game.screen == .secondChanceOffer:
            send(.secondChanceDeclined(at: now), at: time)
        case "r":
            if game.screen == .progress, let topicID = game.topicID {
                send(.retryTopicTapped(topicID: topicID), at: time)
            }
            if game.screen == .noLives { send(.refillTapped(at: now), at: time) }
        case "b":
            send(.shopTapped, at: time)
        case "escape":
            escape(at: time)
        default:
            break
        }
    }

    /// The focused button, if any, on the screen last drawn.
    var focusedRect: Rect? {
        if topics != nil { return topicsFocused(in: layout) }
        return focus.focused(in: layout.focusTargets(for: game), screen: screenName)
    }

    /// Arrows move the focus; Enter presses the focused button. False when the key is not the focus's.
    private func focusKey(_ name: String, at time: Double) -> Bool {
        switch name {
        case "left", "right", "up", "down":
            let targets = layout.focusTargets(for: game)
            let initial = layout.initialFocus(for: game, count: targets.count)
            focus.move(name, in: targets, screen: screenName, initial: initial)
            return true
        case KeyName.confirm:
            guard let rect = focusedRect else { return false }
            TriviaTaps(scene: self, layout: layout).tap(x: rect.midX, y: rect.midY, at: time)
            return true
        default:
            return false
        }
    }

    /// Enter: the screen's main button, the one drawn highlighted (`TriviaView.label(for:)`'s primary).
    func mainButton(at time: Double) {
        let now = clock.moment(at: time)
        switch game.screen {
        case .home: send(.playNowTapped(at: now), at: time)
        case .topicChosen: send(.playTapped, at: time)
        case .progress: send(.playAgainTapped(at: now), at: time)
        case .secondChanceOffer: send(.secondChanceAccepted(at: now), at: time)
        case .noLives: send(.refillTapped(at: now), at: time)
        case .spinning, .loadingQuestion, .questionIntro, .answering, .result: break
        }
    }

    /// Escape: back, Cancel, Quit; on the home screen it leaves the game.
    func escape(at time: Double) {
        switch game.screen {
        case .home: wantsQuit = true
        case .secondChanceOffer: send(.secondChanceDeclined(at: clock.moment(at: time)), at: time)
        default: quit(at: time)
        }
    }

    func quit(at time: Double) {
        // The Home button on trivia's own home (when the home screen has other games).
        if game.screen == .home {
            wantsQuit = true
            return
        }
        let leavingProgress = game.screen == .progress
        send(.quitTapped, at: time)
        if leavingProgress, game.screen == .home { isDone = true }
    }

    public func handle(_ tilt: TimedTiltEvent) {}

    public func update(at time: Double) {
        // The rules stand still under the feedback panel: no deadline runs out while a player reports.
        if feedbackHost.isOpen { return }
        if topics != nil {
            send(TopicsAction.tick(at: time), at: time)
            closeTopicsIfDone(at: time)
            return
        }
        send(.tick(at: clock.moment(at: time)), at: time)
    }

    // MARK: Effects

    /// Applies `action` and performs its effects; `keeping` is a question to save for resuming instead of the
    /// round change the rules' new state makes.
    func send(_ action: TriviaAction, at time: Double, keeping: TriviaSavedRound? = nil) {
        if let refusal = action.refusal(canSave: saving.canSave) {
            perform(refusal, at: time)
            return
        }
        switch action {
        case .playNowTapped, .playAgainTapped:
            if let fresh = operatorSettings?(), fresh != game.settings { game.useSettings(fresh) }
        default: break
        }
        let effects = runs.tally(game.reduce(action), at: action.moment)
        let round = keeping.map(SavedRoundChange.save) ?? roundChange(at: time)
        saving.persist(effects, round: round, wallSeconds: clock.wallSeconds(at: time))
        for effect in effects {
            perform(effect, at: time)
        }
    }

    /// The round to keep for resuming: saved when the answers appear, when a
    /// power-up or Second Chance changes it and every `roundSaveSeconds` of the
    /// timer (or of a Freeze Time running down); cleared when the question ends.
    private func roundChange(at time: Double) -> SavedRoundChange {
        let now = game.savedRound(at: time)
        switch (keptRound, now) {
        case (nil, nil):
            return .keep
        case (.some, nil):
            keptRound = nil
            return .clear
        case (let kept?, let now?)
        where kept.sameRound(as: now) && kept.remainingSeconds - now.remainingSeconds < Self.roundSaveSeconds
            && (kept.frozenSeconds ?? 0) - (now.frozenSeconds ?? 0) < Self.roundSaveSeconds:
            return .keep
        case (_, let now?):
            keptRound = now
            return .save(now)
        }
    }

    /// How much of the timer may run between saves of the round.
    static let roundSaveSeconds = 5.0

    private func perform(_ effect: TriviaEffect, at time: Double) {
        switch effect {
        case .screenChanged(let screen):
            screenShownAt = time
            // A line about the last screen would cover the new one.
            notice = nil
            if screen == .home { entriesAtHome = log.entries.count }
            if screen == .spinning { spin = (time, game.screenEndsAt ?? time + 2.5) }
            // A new game: the last one's board gives way.
            if screen == .spinning, runs.run?.questions == 0 { afterGame = nil }
            if screen == .questionIntro { log.topic = game.currentTopic?.name }
        case .overlayChanged:
            overlayShownAt = time
        case .playSound(let sound):
            sounds.play(Self.sound(sound))
        case .loadQuestion(let topicID):
            let question = saving.nextQuestion(topicID: topicID, randomKey: Int64(bitPattern: keys.next() >> 1))
            send(.questionLoaded(question, at: clock.moment(at: time)), at: time)
        case .loadPeoplesChoice(let questionID):
            send(
                .peoplesChoiceLoaded(questionID: questionID, answers: saving.peoplesChoice(questionID: questionID)),
                at: time)
        case .recordAnswer(let record):
            log.answered(record, round: game.round, at: time, via: answerVia)
        case .recordPowerUpUse(let powerUp, _):
            log.powerUps.append(powerUp)
        case .recordPurchase(let purchase):
            log.purchases.append(purchase)
        case .passRefused:
            notice = (ScreenText("notice.no_passes"), time)
        case .powerUpRefused(let powerUp, let reason):
            notice = (TriviaNotices.text(for: powerUp, reason), time)
        case .purchaseRefused(let item, let reason):
            notice = (notices.text(for: item, reason), time)
        case .noTopicsAvailable:
            notice = (ScreenText("notice.all_topics_complete"), time)
        case .recordGame:
            afterGame = boards?.read()
        case .recordCredits, .changeInventory, .saveLives, .savePasses, .changeCredits, .savePowerUpExplained,
            .awardBadge, .awardMedal, .reenableWrongAnswers:
            break
        }
    }

    static func sound(_ sound: TriviaSound) -> GameSound {
        switch sound {
        case .right: return .right
        case .wrong: return .wrong
        case .timeUp: return .timeUp
        case .tick: return .tick
        }
    }

    /// What refusals say, for the way this game takes credits.
    var notices: TriviaNotices { TriviaNotices(coinSlot: coinSlot, isInKiosk: isInKiosk) }

    // MARK: Drawing

    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        lastTapSide = painter.tapSide
        if feedbackHost.drawInstead(painter, at: time) { return }
        TriviaView(
            scene: self, layout: layout(size: painter.size, tapSide: painter.tapSide), time: time,
            reducesMotion: painter.reducesMotion
        )
        .draw(painter)
    }

    public func summaryJSON() -> String {
        let json = log.json(
            game: game, lives: game.lives(at: clock.wallSeconds(at: clock.lastTime)), afterGame: afterGame)
        let games =
            topicGames + (topicSaving.flatMap { saving in topics?.summaryJSON(playerID: saving.playerID) } ?? [])
        guard !games.isEmpty else { return json }
        return JSONText.adding([("topicGames", "[" + games.joined(separator: ",") + "]")], to: json)
    }

    /// Shows a short line about something that did not happen.
    func show(notice text: ScreenText, at time: Double) {
        notice = (text, time)
    }

    /// The spinner's topics read again, after a topic game moved their progress.
    func refreshTopics(_ topics: [TriviaTopic]) {
        game.topicsChanged(topics)
    }

    /// Marks the home screen as shown again (its entry animation), after the topic screens.
    func homeShown(at time: Double) {
        screenShownAt = time
        notice = nil
    }
}

/// The scene's two clocks: game seconds from the loop, and the wall clock
/// (seconds since 1970) they map to, with the local date for the day's passes.
public final class TriviaWallClock {
    /// Wall-clock seconds when the session's game clock read 0.
    public let startWallSeconds: Double
    /// The event's date (YYYY-MM-DD) at a wall-clock time.
    let localDate: (_ wallSeconds: Double) -> String
    private var cachedDate: (minute: Int, date: String)?
    private(set) var lastTime = 0.0

    public init(
        startWallSeconds: Double = Date().timeIntervalSince1970, localDate: @escaping (_ wallSeconds: Double) -> String
    ) {
        self.startWallSeconds = startWallSeconds
        self.localDate = localDate
    }

    func wallSeconds(at gameSeconds: Double) -> Double { startWallSeconds + gameSeconds }

    func moment(at gameSeconds: Double) -> TriviaMoment {
        lastTime = max(lastTime, gameSeconds)
        let wall = wallSeconds(at: gameSeconds)
        let minute = Int((wall / 60).rounded(.down))
        if cachedDate?.minute != minute {
            cachedDate = (minute, localDate(wall))
        }
        return TriviaMoment(gameSeconds: gameSeconds, wallSeconds: wall, localDate: cachedDate?.date ?? "")
    }
}
