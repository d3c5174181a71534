import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import Synchronization

/// "Which came first?" over the store's dated events: the day's game in the event's time zone (or the date
/// `play --date` fixes), each player's games kept through `StoreWhichCameFirstSaving`.
///
/// Beside the game, `LiveEventFeed` fetches the next `events.fetch_days` days of "On this day" (in
/// `events.language` and in each language the game offers) at start and
/// every 24 hours (in a window; a headless run fetches only from an `events.url` the config sets, and waits
/// for that fetch, so tests and scripts never reach the internet).
struct WhichCameFirstMode: PlayableMode {
    static let info = GameModeInfo.whichCameFirst
    let context: ModeContext
    let clock: EventDayClock
    let feed: LiveEventFeed

    init(context: ModeContext) throws(CommandFailure) {
        self.context = context
        let settings = context.settings
        let zone = settings.event.timeZone
        clock = EventDayClock(timeZone: zone, fixed: context.date)
        // With --date, the days fetched are that date's and the next ones.
        let clock = clock
        // The feed in events.language and in every language the game offers (where the feed serves it).
        let languages = settings.languages.offeredLanguages.compactMap { WikifeedsLanguage(rawValue: $0.rawValue) }
        feed = LiveEventFeed(
            database: context.database, settings: settings.events, languages: languages,
            dataFolder: context.store.folder, timeZone: zone,
            version: AppVersion.current, clock: { clock.fixedNoon ?? Date() })
        if !context.headless {
            feed.startBackground()
        } else if settings.events.url != nil, settings.events.fetchDays > 0 {
            feed.fetchNow()
            _ = feed.waitForRounds(1, seconds: 120)
        }
    }

    func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable {
        let clock = clock
        let settings = context.settings
        // A kiosk at a public event leaves wars, disasters and attacks out of the deal (events.family_safe). The
        // events are in the language on view when the day has a game's worth in it, else in events.language.
        let saving = StoreWhichCameFirstSaving(
            saves: context.saves, familySafe: settings.familySafeEvents, language: settings.events.language.rawValue,
            playerLanguage: context.language, timeZone: settings.event.timeZone)
        let scene = WhichCameFirstScene(
            saving: saving, player: player, sounds: sounds, tilt: context.tilt, today: { _ in clock.today() },
            nextGame: { _ in clock.minutesUntilMidnight() }, pictureFolder: context.store.pictureFolder, at: time)
        let today = clock.today()
        scene.languageNotice = context.languageNotice(
            dealt: saving.dealing(month: today.month, day: today.day)?.choice.language)
        return scene
    }

    /// No demo yet: attract mode shows the home and the other modes' demos.
    func attractDemo() -> AttractDemoMaker? { nil }
}

/// The event's date now (or the date fixed for the session), worked out again only when midnight in the event's
/// zone has passed: the splash asks it every step.
public final class EventDayClock: Sendable {
    let timeZone: TimeZone
    let fixed: CalendarDay?
    private let cache = Mutex<(day: CalendarDay, until: Date)?>(nil)

    public init(timeZone: TimeZone, fixed: CalendarDay?) {
        self.timeZone = timeZone
        self.fixed = fixed
    }

    /// Noon of the fixed date in the event's zone (nil when the date is not fixed): the feed's "now".
    var fixedNoon: Date? {
        guard let fixed else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: fixed.year, month: fixed.month, day: fixed.day, hour: 12))
    }

    public func today(now: Date = Date()) -> CalendarDay {
        if let fixed { return fixed }
        if let cached = cache.withLock({ $0 }), now < cached.until { return cached.day }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        let day =
            CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDay(daysSinceEpoch: 0)
        let midnight = calendar.nextDate(
            after: now, matching: DateComponents(hour: 0, minute: 0, second: 0), matchingPolicy: .nextTime)
        cache.withLock { $0 = (day, midnight ?? now.addingTimeInterval(60)) }
        return day
    }

    /// The whole minutes until the next game (at least 1; the screen writes "in 5 h 12 min"), nil when the date is
    /// fixed.
    func minutesUntilMidnight(now: Date = Date()) -> Int? {
        guard fixed == nil else { return nil }
        _ = today(now: now)
        guard let until = cache.withLock({ $0?.until }) else { return nil }
        return max(1, Int((until.timeIntervalSince(now) / 60).rounded(.up)))
    }
}
