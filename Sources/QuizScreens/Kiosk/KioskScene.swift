import Foundation
import QuizConfig
import QuizCore
import QuizFlows
import TiltInput

/// A game mode's scene in kiosk operation: attract mode when nobody plays,
/// an abandoned game reset to the title (and kept), and no way out but the
/// admin gesture, the PIN and the admin menu. Escape and window close do
/// nothing here.
public final class KioskScene: Scene {
    let game: any KioskPlayable
    let services: KioskServices
    let tilt: TiltFeed
    var flow: KioskFlow
    var gesture: AdminGestureDetector
    var pin = PINEntry()
    /// The admin menu's keyboard focus.
    var focus = 0
    /// How far the device info or fleet status page is scrolled, and how far it can be.
    var infoScroll = RowScroll()
    var demo: (any AttractDemo)?
    /// The mode's settings page on view, opened from the admin menu.
    var operatorPage: (any OperatorPage)?
    private var demoRuns: UInt64 = 0
    var board: [BestGame] = []
    /// The mode's board today an attract board screen shows; nil when the store cannot say.
    var modeBoard: Board?
    /// A reset under way: the scene is on its way back to the title.
    private var resetting: String?
    /// A line for the admin menu (calibration news), and when a calibration started.
    var status: ScreenText?
    private var calibratingSince: Double?
    var lastSize: Size
    /// The admin menu's status lines as last drawn (`AdminMenuLayout.fitted`): a tap finds the buttons drawn.
    var lastAdminStatusLines: Int?
    /// Whether the last frame was drawn mirrored (a right-to-left language): the PIN pad's keys are laid out so.
    var lastMirrored = false
    /// The least button side on the panel last drawn on (`Painter.tapSide`): the PIN pad's Cancel is laid out so.
    var lastTapSide = 0.0
    var log = KioskLog()
    public private(set) var wantsQuit = false

    /// Wraps `game`; `size` is the window's until the first frame is drawn.
    public init(game: any KioskPlayable, config: KioskConfig, services: KioskServices, tilt: TiltFeed, size: Size) {
        self.game = game
        game.isInKiosk = true
        self.services = services
        self.tilt = tilt
        var attract = config.attract
        if services.demos.isEmpty { attract.screens.removeAll { $0 == .demo } }
        flow = KioskFlow(timeouts: config.timeouts, attract: attract)
        gesture = AdminGestureDetector(gesture: config.admin.gesture)
        lastSize = size
    }

    /// The game's own answer while it is on view; the kiosk's screens are at rest once shown.
    public func isSettled(at time: Double) -> Bool {
        flow.screen == .game ? game.isSettled(at: time) : true
    }

    public var screenName: String {
        switch flow.screen {
        case .game: return game.screenName
        case .attract: return "attract-" + (flow.attractScreen?.rawValue ?? "title")
        case .pinPad:
            if pin.lockedUntil != nil, pin.notice != nil { return "pinpad-locked" }
            return pin.notice != nil ? "pinpad-refused" : "pinpad"
        case .adminMenu: return "admin"
        case .deviceInfo: return "admin-info"
        case .fleetStatus: return "admin-fleet"
        case .operatorPage: return operatorPage?.screenName ?? "admin"
        }
    }

    /// A kiosk never ends by itself.
    public var isDone: Bool { false }

    public func handle(_ tilt: TimedTiltEvent) {
        switch tilt.event {
        case .stage, .commit:
            guard flow.screen == .game || flow.screen.isAttract else { return }
            let wasAttract = flow.screen.isAttract
            if wasAttract { followInvitation(at: tilt.time) }
            perform(flow.reduce(.activity(at: tilt.time)), at: tilt.time)
            if !wasAttract { game.handle(tilt) }
        case .calibrated:
            if calibratingSince != nil {
                calibratingSince = nil
                status = ScreenText("admin.status.calibrated")
                log.add("calibrated", at: tilt.time)
            }
            if flow.screen == .game { game.handle(tilt) }
        case .neutral:
            if flow.screen == .game { game.handle(tilt) }
        }
    }

    public func update(at time: Double) {
        if let reason = resetting {
            let before = game.progress
            let mode = game.modeName
            let player = game.player
            if game.stepTowardTitle(at: time) {
                resetting = nil
                if before.answered > 0 {
                    services.records.keepAbandoned(
                        AbandonedRound(mode: mode, player: player, progress: before, reason: reason))
                }
                log.add("reset", at: time, detail: "\(reason), \(before.answered) answered")
            }
        }
        if gesture.completed(at: time) { openPINPad(at: time) }
        perform(
            flow.reduce(.tick(at: time, playing: game.isPlaying || resetting != nil, hostsRoom: game.hostsRoom)),
            at: time)
        switch flow.screen {
        case .game:
            game.kioskUpdate(at: time, engaged: flow.engaged)
        case .attract:
            game.kioskUpdate(at: time, engaged: false)
            if flow.attractScreen == .demo { demo?.update(at: time) }
        case .operatorPage:
            operatorPage?.update(at: time)
            if operatorPage?.isClosed ?? true {
                operatorPage = nil
                perform(flow.reduce(.backToMenu(at: time)), at: time)
            }
        case .pinPad, .adminMenu, .deviceInfo, .fleetStatus:
            if operatorPage != nil { operatorPage = nil }
            // The crowd plays a room's round on their phones while the operator is in the menus: it goes on.
            if game.hostsRoom { game.kioskUpdate(at: time, engaged: false) }
        }
    }

    func openPINPad(at time: Double) {
        perform(flow.reduce(.gestureCompleted(at: time)), at: time)
    }

    func perform(_ effects: [KioskEffect], at time: Double) {
        for effect in effects {
            switch effect {
            case .attractShown(let screen):
                log.add("attract", at: time, detail: screen.rawValue)
                demo = nil
                if !game.isPlaying { _ = game.stepTowardTitle(at: time) }
                switch screen {
                case .demo:
                    demoRuns += 1
                    // The kiosk's modes take turns; one with nothing to show this time passes its turn on.
                    let count = UInt64(services.demos.count)
                    for offset in 0..<count where demo == nil {
                        let make = services.demos[Int((demoRuns - 1 + offset) % count)]
                        demo = make(services.demoSeed &+ demoRuns, time)
                    }
                case .leaderboard:
                    board = services.records.todaysBest(limit: LeaderboardView.rowLimit)
                case .tiltBoard, .triviaBoard, .dailyBoard:
                    let mode = screen.boardMode?.rawValue ?? ""
                    let language = screen == .dailyBoard ? services.dailyBoardLanguage?() : nil
                    modeBoard = services.boards.flatMap { boards in
                        boards.reading.board(
                            BoardScope(mode: mode, period: .day, day: boards.today(), language: language),
                            top: AttractBoardView.rowLimit, playerID: nil)
                    }
                case .title:
                    break
                }
            case .woke:
                demo = nil
                log.add("wake", at: time)
            case .abandonGame(let reason):
                resetting = reason
            case .pinPadOpened:
                pin.clear()
                gesture.reset()
                demo = nil
                log.add("admin-gesture", at: time)
            case .adminTimedOut:
                log.add("admin-timeout", at: time)
            case .refusalShown:
                log.add("pin-pad-closed", at: time)
            case .calibrateTilt:
                tilt.recalibrate()
                calibratingSince = time
                status = ScreenText("admin.status.calibrating")
                log.add("calibrate", at: time)
            case .grantCredits:
                game.grantCredits(at: time)
                log.add("credit-granted", at: time, detail: game.creditGrantCents.map { "\($0)" })
            case .operatorPageOpened:
                operatorPage = services.packSettings?(time)
            case .roomPageOpened:
                operatorPage = game.roomPage()
            case .exit:
                log.add("exit", at: time)
                wantsQuit = true
            }
        }
    }

    public func summaryJSON() -> String {
        JSONText.adding([("kiosk", log.json())], to: game.summaryJSON())
    }
}
