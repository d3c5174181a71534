import Foundation
import QuizCore
import QuizFlows
import TiltInput

/// The Tilt True/False game on screen: maps keys, taps and tilt to the rules'
/// actions, performs their effects (sounds, recalibration) and draws the
/// screen the rules are on.
public final class TrueFalseScene: Scene {
    public private(set) var game: TrueFalseGame
    let tilt: TiltFeed
    let sounds: SoundPlayer
    /// When the current screen appeared, for entry animations.
    private(set) var screenShownAt: Double = 0
    /// When the question on view appeared, to time the answer.
    private var questionShownAt: Double = 0
    /// The arrow as drawn: side, stage and when it last changed (for the snap).
    private(set) var arrow = ArrowState()
    /// A tilt answer committed and shown at stage 3, given to the rules `commitShowSeconds` later.
    private(set) var pendingCommit: (left: Bool, at: Double)?
    /// How long the third arrow stays on view before the reveal replaces it.
    static let commitShowSeconds = 0.2
    public private(set) var wantsQuit = false
    /// Inside the kiosk layer, which ignores Escape (the title does not offer it).
    public var isInKiosk = false
    /// Set by the home screen: the title offers "Home" (Escape goes there too).
    public var offersHome = false
    /// Set while attract mode's call to play lies along the bottom, over the foot's hint (`drawUnderCallToAction`).
    var hidesFootHint = false
    private var lastSize = Size(width: 1280, height: 720)
    /// The row heights last drawn with (`LineRoom`), so taps find the symbols where they were drawn.
    private var lastLines = LineRoom.latinAtHundred
    private var lastFootHintLines = 1
    /// Whether the last frame came in a mirrored (right-to-left) language: the loop then mirrored the tilts,
    /// which the physical screens take back (their taps came unmirrored, see `Painter.isPhysical`).
    private var inMirroredLanguage = false

    /// The title, the question and the reveal are physical: TRUE on the device's left, FALSE on its right, in
    /// every language (drawn with `drawingPhysically`; the symbols say which is which).
    private var onPhysicalScreen: Bool { game.screen != .gameOver }
    /// Where game over reads the board and streak once the round is saved; nil shows none (a demo).
    public var boards: AfterGameSource?
    /// Said on the title when the statements are not in the player's language (`ContentLanguage.Choice.fellBack`):
    /// "Not in your language yet: shown in English".
    public var languageNotice: ScreenText?
    /// The board and streak read when the last round ended.
    public private(set) var afterGame: AfterGameBoard?
    /// Where game over has room for one list: whether the board shows instead of the answers (B switches).
    private(set) var showingBoard = false
    /// "Report" on the reveal (see `TrueFalseScene+Feedback`).
    let feedbackHost = FeedbackHost()

    /// The arrow's stage, as the pipeline reports it.
    struct ArrowState: Equatable {
        var side: TiltSide?
        var stage = 0
        var changedAt: Double = -10
    }

    /// Keeps every committed answer, dealt round and finished round; nil keeps nothing (a demo).
    let saving: (any TrueFalseSaving)?

    public init(game: TrueFalseGame, tilt: TiltFeed, sounds: SoundPlayer, saving: (any TrueFalseSaving)? = nil) {
        self.game = game
        self.tilt = tilt
        self.sounds = sounds
        self.saving = saving
    }

    public var screenName: String {
        if let panel = feedbackHost.screenName { return panel }
        switch game.screen {
        case .title: return "title"
        case .question: return "question"
        case .reveal: return "reveal"
        case .gameOver: return showingBoard ? "gameover-board" : "gameover"
        }
    }

    public var isDone: Bool { game.screen == .gameOver }

    // MARK: Input

    public func handle(_ input: InputEvent, at time: Double) {
        if feedbackInput(input, at: time) { return }
        switch input {
        case .key(let name, let down):
            if down, name == FeedbackPill.report.keyName, openReport(at: time) { return }
            tilt.key(name, down: down, at: time)
            guard down else { return }
            switch name {
            case KeyName.confirm: send(.nextPressed(at: time), at: time)
            case "escape": send(.escapePressed(at: time), at: time)
            case "b", "tab": if switchesBoard { showingBoard.toggle() }
            default: break
            }
        case .tap(let x, let y):
            tilt.noteTouch(at: time)
            tap(x: x, y: y, at: time)
        case .swipe, .scroll, .touch, .quit, .text:
            break
        }
    }

    /// Whether game over has room for one list at a time, so a button switches between answers and board.
    private var switchesBoard: Bool {
        game.screen == .gameOver && layout.gameOverSwitches(hasBoard: afterGame != nil)
    }

    /// The layout of the screen last drawn, which taps are tested against.
    var layout: TrueFalseLayout {
        TrueFalseLayout(size: lastSize, lines: lastLines, footHintLines: lastFootHintLines)
    }

    private func tap(x: Double, y: Double, at time: Double) {
        switch game.screen {
        case .title:
            if offersHome, layout.homeButton.contains(x: x, y: y) {
                send(.escapePressed(at: time), at: time)
            } else {
                send(.playPressed(at: time), at: time)
            }
        case .question:
            guard pendingCommit == nil else { return }
            if layout.trueSymbol.scaled(1.25).contains(x: x, y: y) {
                send(.answerTapped(true, at: time), at: time)
            } else if layout.falseSymbol.scaled(1.25).contains(x: x, y: y) {
                send(.answerTapped(false, at: time), at: time)
            }
        case .reveal:
            if reportableStatement != nil, layout.reportButton.contains(x: x, y: y) {
                openReport(at: time)
                return
            }
            send(.nextPressed(at: time), at: time)
        case .gameOver:
            let buttons = layout.gameOverButtons(switching: switchesBoard)
            if buttons.replay.contains(x: x, y: y) {
                send(.playPressed(at: time), at: time)
            } else if buttons.switch?.contains(x: x, y: y) == true {
                showingBoard.toggle()
            }
        }
    }

    public func handle(_ tilt: TimedTiltEvent) {
        // Under the report panel a tilt answers nothing.
        if feedbackHost.isOpen { return }
        let tilt = inMirroredLanguage && onPhysicalScreen ? InputMirror.flipped(tilt) : tilt
        switch tilt.event {
        case .stage(let side, let stage):
            guard game.screen == .question, pendingCommit == nil else { return }
            if stage > arrow.stage || side != arrow.side { sounds.play(.arrowStage(stage)) }
            arrow = ArrowState(side: side, stage: stage, changedAt: tilt.time)
        case .commit(let side):
            // The third arrow stays on view a moment (the player sees what answered), then the reveal comes.
            guard game.screen == .question, pendingCommit == nil else {
                send(.answerTilted(left: side == .left, at: tilt.time), at: tilt.time)
                return
            }
            if arrow.side != side || arrow.stage != 3 { arrow = ArrowState(side: side, stage: 3, changedAt: tilt.time) }
            pendingCommit = (side == .left, tilt.time)
        case .neutral:
            if pendingCommit == nil, arrow.stage != 0 || arrow.side != nil {
                arrow = ArrowState(side: nil, stage: 0, changedAt: tilt.time)
            }
        case .calibrated:
            break
        }
    }

    public func update(at time: Double) {
        // The rules stand still under the report panel.
        if feedbackHost.isOpen { return }
        if let pending = pendingCommit, time >= pending.at + Self.commitShowSeconds {
            pendingCommit = nil
            send(.answerTilted(left: pending.left, at: pending.at), at: time)
        }
        send(.tick(at: time, isNeutral: tilt.pipeline.isNeutral), at: time)
    }

    /// The reveal drawn again after the report panel (its entry animation from the start).
    func revealShownAgain(at time: Double) {
        screenShownAt = time
    }

    // MARK: Effects

    func send(_ action: TrueFalseAction, at time: Double) {
        for effect in game.reduce(action) {
            perform(effect, at: time)
        }
    }

    private func perform(_ effect: TrueFalseEffect, at time: Double) {
        switch effect {
        case .screenChanged(let screen):
            screenShownAt = time
            if screen == .question { questionShownAt = time }
            if screen != .reveal { arrow = ArrowState(side: nil, stage: 0, changedAt: time) }
        case .recalibrateTilt:
            tilt.recalibrate()
        case .playSound(let sound):
            sounds.play(sound)
        case .quitRequested:
            wantsQuit = true
        case .answerCommitted(let answer):
            saving?.record(.answer(answer, secondsTaken: max(0, answer.at - questionShownAt)))
        case .roundFinished(let score, let total):
            saving?.record(.round(score: score, total: total))
            afterGame = boards?.read()
            showingBoard = false
        case .roundDealt(let ids, let startedOver):
            saving?.record(.dealt(ids: ids, startedOver: startedOver))
        case .noQuestions:
            break
        }
    }

    // MARK: Drawing

    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        lastLines = painter.lineRoom
        lastFootHintLines = TrueFalseView.footHintLines(
            painter, layout: TrueFalseLayout(size: painter.size, lines: lastLines), isKeyboard: !tilt.isSensor)
        inMirroredLanguage = painter.mirrored
        if feedbackHost.drawInstead(painter, at: time) { return }
        let view = TrueFalseView(
            game: game, layout: layout, time: time,
            shownAt: screenShownAt,
            arrow: arrow, tilt: TiltReadout(pipeline: tilt.pipeline, isKeyboard: !tilt.isSensor),
            escapeQuits: !isInKiosk, offersHome: offersHome, afterGame: afterGame,
            showingBoard: showingBoard, offersReport: reportableStatement != nil,
            reducesMotion: painter.reducesMotion, languageNotice: languageNotice.map { painter.catalog($0) },
            showsFootHint: !hidesFootHint)
        if onPhysicalScreen {
            painter.drawingPhysically { view.draw(painter) }
        } else {
            view.draw(painter)
        }
        if let message = tilt.bannerMessage { Banner(message: message).draw(painter) }
    }

    /// Remembers the window size so taps are hit-tested against what was drawn.
    public func resize(to size: Size) {
        lastSize = size
    }

    public func summaryJSON() -> String {
        TrueFalseSummary(game: game, afterGame: afterGame).json()
    }
}

/// What the screens show of the tilt: the filtered roll, calibration, and the
/// neutral-hold ring when a sensor drives the game.
struct TiltReadout {
    var rollDegrees: Double?
    var isCalibrated: Bool
    var isKeyboard: Bool
    /// The rolls where stages 1, 2 and 3 begin (the profile's).
    var stageDegrees: [Double]

    init(pipeline: TiltPipeline, isKeyboard: Bool) {
        rollDegrees = pipeline.rollDegrees
        isCalibrated = pipeline.isCalibrated
        self.isKeyboard = isKeyboard
        stageDegrees = pipeline.profile.stageEnterDegrees
    }
}
