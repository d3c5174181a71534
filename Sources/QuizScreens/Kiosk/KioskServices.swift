import Foundation
import QuizCore
import QuizStore

/// What the kiosk layer needs from outside the screens: the store's scores,
/// a place to keep reset games, the modes' demos, the PIN check, the store's state.
/// `tiltquiz play` fills it; tests may fill it with real parts of their own.
public struct KioskServices {
    /// The best games of today, best first; asked each time the leaderboard appears.
    public var todaysBest: () -> [BestGame]
    /// Keeps a game the kiosk reset before it ended.
    public var recordAbandoned: (AbandonedRound) -> Void
    /// The demos attract mode shows in turn, one per mode that has one; empty leaves the demo out.
    public var demos: [AttractDemoMaker]
    /// Added to each demo's number to deal it: random at each start, so a
    /// restart does not show the same demos again (0 with `play --seed`).
    public var demoSeed: UInt64 = 0
    /// True when a PIN matches the admin PIN hash.
    public var verifyPIN: (String) -> Bool
    /// The program's version, for the device info page.
    public var version: String
    /// The event's time zone, for the times on the leaderboard.
    public var timeZone: TimeZone
    /// The store's state and free space in a few words, for the admin menu
    /// ("saving, 12 GB free", or "cannot save: ..."); nil when there is no store to tell of.
    public var storeStatus: () -> String?

    public init(
        todaysBest: @escaping () -> [BestGame], recordAbandoned: @escaping (AbandonedRound) -> Void,
        demos: [AttractDemoMaker], verifyPIN: @escaping (String) -> Bool, version: String,
        timeZone: TimeZone, storeStatus: @escaping () -> String? = { nil }
    ) {
        self.todaysBest = todaysBest
        self.recordAbandoned = recordAbandoned
        self.demos = demos
        self.verifyPIN = verifyPIN
        self.version = version
        self.timeZone = timeZone
        self.storeStatus = storeStatus
    }
}
