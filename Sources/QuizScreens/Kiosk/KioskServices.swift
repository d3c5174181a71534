import Foundation
import QuizCore

/// What the kiosk layer needs from outside the screens: its records (today's
/// best, the games it resets), the modes' demos, the PIN check, the saves'
/// state. `tiltquiz play` fills it; tests may fill it with real parts of their own.
public struct KioskServices {
    /// Today's best games for the leaderboard, and where reset games are kept.
    public var records: any KioskRecords
    /// The demos attract mode shows in turn, one per mode that has one; empty leaves the demo out.
    public var demos: [AttractDemoMaker]
    /// Added to each demo's number to deal it: random at each start, so a
    /// restart does not show the same demos again (0 with `play --seed`).
    public var demoSeed: UInt64 = 0
    /// The offered languages attract mode's first screen invites visitors in, each in turn, and the session's
    /// choice a visitor who wakes it then plays in; nil (one language): the painter's only.
    public var languages: AttractLanguages?
    /// True when a PIN matches the admin PIN hash.
    public var verifyPIN: (String) -> Bool
    /// The program's version, for the device info page.
    public var version: String
    /// The event's time zone, for the times on the leaderboard.
    public var timeZone: TimeZone
    /// The saves of play, whose state the admin menu tells ("saving, 12 GB
    /// free", or "cannot save: ..."); nil when there is no store to tell of.
    public var saves: (any SavingStatus)?
    /// Makes the quiz packs' Settings page for the admin menu (at a game
    /// time); nil when the kiosk does not offer quiz packs.
    public var packSettings: ((Double) -> any OperatorPage)?
    /// The credits mode in force and where it comes from (shown as "coin (web admin)"), read each time the
    /// device info page is drawn (one small read); nil leaves it off the page.
    public var creditsStatus: (() -> KioskCredits)?
    /// The device's fleet status after its last sync (nil until one has ended), read each time the fleet status page
    /// is drawn (a lock read: the sync takes the status on its own task); nil when the device is in no fleet, which
    /// leaves Fleet status out of the admin menu.
    public var fleetStatus: (@Sendable () -> FleetStatus?)?
    /// Where attract mode's boards (`tilt_board`...) are read, and the event's date now; nil shows them empty.
    public var boards: (reading: any BoardReading, today: () -> CalendarDay)?
    /// The language whose Daily board attract mode shows (`daily_board`): the one the operator's language deals
    /// the Daily Challenge in, as each language has its own board; nil shows every language's together.
    public var dailyBoardLanguage: (() -> String?)?

    public init(
        records: any KioskRecords, demos: [AttractDemoMaker], verifyPIN: @escaping (String) -> Bool, version: String,
        timeZone: TimeZone, saves: (any SavingStatus)? = nil
    ) {
        self.records = records
        self.demos = demos
        self.verifyPIN = verifyPIN
        self.version = version
        self.timeZone = timeZone
        self.saves = saves
    }
}

/// The credits mode in force on the kiosk, as the config file names it (`free`, `coin`, `operator`), and whether the
/// web admin set it over the config file's.
public struct KioskCredits: Equatable, Sendable {
    public var mode: String
    public var setInWebAdmin: Bool

    public init(mode: String, setInWebAdmin: Bool) {
        self.mode = mode
        self.setInWebAdmin = setInWebAdmin
    }
}
