import QuizConfig
import QuizCore

/// The kiosk's own screens and timers as a value-type state machine: the game,
/// attract mode after the idle timeout, the reset of an abandoned game, and the
/// way to the admin menu (gesture, PIN pad, menu). The scene around it turns
/// input into `KioskEvent`s and performs the effects.
public struct KioskFlow: Equatable, Sendable {
    /// What the kiosk shows.
    public enum Screen: Equatable, Sendable {
        /// The mode's own scene.
        case game
        /// One screen of attract mode, by its index in the configured list.
        case attract(index: Int)
        case pinPad
        case adminMenu
        case deviceInfo
        /// Where the device stands in its fleet (`tiltquiz fleet status`), opened from the admin menu.
        case fleetStatus
        /// A settings page of a mode, opened from the admin menu (the quiz packs' URL).
        case operatorPage
    }

    /// The PIN pad and the admin pages close by themselves after this long without input.
    public static let adminIdleSeconds = 45.0
    /// How long a refused PIN is shown before the game comes back.
    public static let refusalSeconds = 2.5

    public let idleSeconds: Double
    public let resetSeconds: Double
    public let attractScreens: [AttractScreen]
    public let secondsPerScreen: Double

    public private(set) var screen: Screen = .game
    /// When someone last touched, pressed or tilted anything (or the kiosk last reset).
    public private(set) var lastActivity: Double = 0
    /// When the screen on view appeared.
    public private(set) var screenSince: Double = 0
    /// Someone has engaged since the kiosk last showed the title.
    public private(set) var engaged = false
    /// When the PIN pad refused a PIN, while it still shows the refusal.
    public private(set) var refusedAt: Double?

    public init(timeouts: TimeoutSettings, attract: AttractSettings) {
        idleSeconds = Double(timeouts.idleSeconds)
        resetSeconds = Double(timeouts.resetSeconds)
        attractScreens = attract.screens
        secondsPerScreen = Double(attract.secondsPerScreen)
    }

    /// The attract screen on view, if any.
    public var attractScreen: AttractScreen? {
        guard case .attract(let index) = screen, attractScreens.indices.contains(index) else { return nil }
        return attractScreens[index]
    }

    /// Whether the mode's scene gets input and steps (it is frozen under the kiosk's own screens).
    public var gameIsLive: Bool { screen == .game }

    /// Applies what happened; returns what the scene must do.
    public mutating func reduce(_ event: KioskEvent) -> [KioskEffect] {
        switch event {
        case .activity(let time):
            lastActivity = time
            engaged = true
            if screen.isAttract {
                show(.game, at: time)
                return [.woke]
            }
            return []

        case .tick(let time, let playing, let hostsRoom):
            return hostsRoom ? hostTick(at: time) : tick(at: time, playing: playing)

        case .gestureCompleted(let time):
            guard screen == .game || screen.isAttract else { return [] }
            lastActivity = time
            show(.pinPad, at: time)
            return [.pinPadOpened]

        case .pinRefused(let time):
            guard screen == .pinPad else { return [] }
            lastActivity = time
            refusedAt = time
            return []

        case .pinAccepted(let time):
            guard screen == .pinPad else { return [] }
            lastActivity = time
            show(.adminMenu, at: time)
            return []

        case .adminClosed(let time):
            guard screen != .game, !screen.isAttract else { return [] }
            lastActivity = time
            show(.game, at: time)
            return []

        case .adminPicked(let item, let time):
            guard screen == .adminMenu || screen == .deviceInfo || screen == .fleetStatus else { return [] }
            lastActivity = time
            switch item {
            case .resume:
                show(.game, at: time)
                return []
            case .restart:
                show(.game, at: time)
                engaged = false
                return [.abandonGame(reason: "admin")]
            case .calibrate:
                return [.calibrateTilt]
            case .addCredit:
                return [.grantCredits]
            case .deviceInfo:
                show(.deviceInfo, at: time)
                return []
            case .fleet:
                show(.fleetStatus, at: time)
                return []
            case .packSettings:
                show(.operatorPage, at: time)
                return [.operatorPageOpened]
            case .liveRound:
                show(.operatorPage, at: time)
                return [.roomPageOpened]
            case .exit:
                return [.exit]
            }

        case .operatorActivity(let time):
            guard screen == .operatorPage else { return [] }
            lastActivity = time
            return []

        case .backToMenu(let time):
            guard screen == .deviceInfo || screen == .fleetStatus || screen == .operatorPage else { return [] }
            lastActivity = time
            show(.adminMenu, at: time)
            return []
        }
    }

    /// A scene that hosts the room keeps the screen: attract mode gives it back, and the idle and reset clocks
    /// start again from now, so a round left alone is neither reset nor covered.
    private mutating func hostTick(at time: Double) -> [KioskEffect] {
        switch screen {
        case .game:
            lastActivity = time
            return []
        case .attract:
            lastActivity = time
            show(.game, at: time)
            return [.woke]
        case .pinPad, .adminMenu, .deviceInfo, .fleetStatus, .operatorPage:
            return tick(at: time, playing: false)
        }
    }

    private mutating func tick(at time: Double, playing: Bool) -> [KioskEffect] {
        let quiet = time - lastActivity
        switch screen {
        case .game:
            if playing, quiet >= resetSeconds {
                lastActivity = time
                engaged = false
                return [.abandonGame(reason: "timeout")]
            }
            if !playing, quiet >= idleSeconds, !attractScreens.isEmpty {
                show(.attract(index: 0), at: time)
                engaged = false
                return [.attractShown(attractScreens[0])]
            }
            return []
        case .attract(let index):
            guard time - screenSince >= secondsPerScreen else { return [] }
            let next = (index + 1) % attractScreens.count
            show(.attract(index: next), at: time)
            return [.attractShown(attractScreens[next])]
        case .pinPad, .adminMenu, .deviceInfo, .fleetStatus, .operatorPage:
            if let refusedAt, time - refusedAt >= Self.refusalSeconds {
                show(.game, at: time)
                return [.refusalShown]
            }
            guard quiet >= Self.adminIdleSeconds else { return [] }
            lastActivity = time
            show(.game, at: time)
            return [.adminTimedOut]
        }
    }

    private mutating func show(_ next: Screen, at time: Double) {
        screen = next
        screenSince = time
        refusedAt = nil
    }
}

extension KioskFlow.Screen {
    public var isAttract: Bool {
        if case .attract = self { return true }
        return false
    }
}

/// Something that happened to the kiosk, with the game time.
public enum KioskEvent: Equatable, Sendable {
    /// A touch, a key or a tilt.
    case activity(at: Double)
    /// A step of the clock, with whether the mode's scene has a game under way, and whether it hosts the room (a
    /// live round: the crowd plays on phones, so nothing resets it and its screens are the attraction).
    case tick(at: Double, playing: Bool, hostsRoom: Bool = false)
    /// The admin gesture was made.
    case gestureCompleted(at: Double)
    /// A wrong PIN was entered (or one while the pad is locked): say so, then back to the game.
    case pinRefused(at: Double)
    /// The right PIN was entered.
    case pinAccepted(at: Double)
    /// The PIN pad was cancelled, or the admin menu left with Escape.
    case adminClosed(at: Double)
    case adminPicked(AdminMenuItem, at: Double)
    /// Back from the device info page, the fleet status page or a mode's settings page.
    case backToMenu(at: Double)
    /// The operator typed or tapped on a mode's settings page (its idle timeout starts again).
    case operatorActivity(at: Double)
}

/// What the kiosk scene must do after an event.
public enum KioskEffect: Equatable, Sendable {
    case attractShown(AttractScreen)
    /// Attract mode ended: the title is back.
    case woke
    /// Save the game under way and go back to the title.
    case abandonGame(reason: String)
    case pinPadOpened
    /// The PIN pad or an admin page closed by itself.
    case adminTimedOut
    /// The PIN pad said the PIN was wrong and gave the screen back to the game.
    case refusalShown
    case calibrateTilt
    /// The operator gave the player a credit.
    case grantCredits
    /// A mode's settings page opened: make it.
    case operatorPageOpened
    /// Open the operator's page of the room the game hosts (a live round's) in place of the game.
    case roomPageOpened
    /// Leave the game: only ever from the admin menu.
    case exit
}

/// The admin menu's choices, in the order shown.
public enum AdminMenuItem: String, CaseIterable, Equatable, Sendable {
    case resume
    case restart
    /// Only where the operator grants credits.
    case addCredit = "add-credit"
    case calibrate
    case deviceInfo = "device-info"
    /// Only where the device is in a fleet: its fleet status.
    case fleet
    /// Only where the quiz packs mode is played.
    case packSettings = "pack-settings"
    /// Only while the game hosts a room (a live round): its source, question count and players.
    case liveRound = "live-round"
    case exit

    /// The items shown: Add credit only when the game takes the operator's
    /// credits, Calibrate tilt only when it is played by tilting, Fleet status
    /// only when the device is in a fleet, Quiz pack settings only when the
    /// kiosk offers quiz packs, Live round only while the game hosts a room.
    public static func shown(
        creditGrantCents: Int?, usesTilt: Bool = true, fleet: Bool = false, packSettings: Bool = false,
        room: Bool = false
    ) -> [AdminMenuItem] {
        allCases.filter { item in
            switch item {
            case .addCredit: return creditGrantCents != nil
            case .calibrate: return usesTilt
            case .fleet: return fleet
            case .packSettings: return packSettings
            case .liveRound: return room
            default: return true
            }
        }
    }

    /// The button's label in the catalog (`grantCents`: what Add credit gives).
    public func label(grantCents: Int?) -> ScreenText {
        switch self {
        case .resume: return ScreenText("admin.menu.resume")
        case .restart: return ScreenText("admin.menu.restart")
        case .addCredit: return ScreenText("admin.menu.add_credit", ["amount": .money(grantCents ?? 0)])
        case .calibrate: return ScreenText("admin.menu.calibrate")
        case .deviceInfo: return ScreenText("admin.menu.device_info")
        case .fleet: return ScreenText("admin.fleet.title")
        case .packSettings: return ScreenText("admin.menu.pack_settings")
        case .liveRound: return ScreenText("admin.menu.live_round")
        case .exit: return ScreenText("admin.menu.exit")
        }
    }
}
