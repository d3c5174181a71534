import Foundation
import QuizConfig
import QuizCore
import QuizScreens
import QuizStore

/// "Which came first?" over the store's dated events: the day's game in the event's time zone (or the date
/// `play --date` fixes), each player's games kept through `StoreHistorySaving`.
struct WhichCameFirstMode: PlayableMode {
    static let info = GameModeInfo.whichCameFirst
    let context: ModeContext
    let saving: StoreHistorySaving
    let clock: EventDayClock

    init(context: ModeContext) throws(CommandFailure) {
        self.context = context
        let zone = context.settings.event.timeZone
        // A kiosk at a public event leaves wars, disasters and attacks out of the deal.
        saving = StoreHistorySaving(saves: context.saves, familySafe: context.settings.kiosk, timeZone: zone)
        clock = EventDayClock(timeZone: zone, fixed: context.date)
    }

    func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable {
        let clock = clock
        return WhichCameFirstScene(
            saving: saving, player: player, sounds: sounds, tilt: context.tilt, today: { _ in clock.today() },
            nextGame: { _ in clock.untilMidnight() }, pictureFolder: context.store.pictureFolder, at: time)
    }

    /// No demo yet: attract mode shows the home and the other modes' demos.
    func attractDemo() -> AttractDemoMaker? { nil }
}

/// The event's date now (or the date fixed for the session), worked out again only when midnight in the event's
/// zone has passed: the splash asks it every step.
final class EventDayClock {
    let timeZone: TimeZone
    let fixed: CalendarDay?
    private var cached: (day: CalendarDay, until: Date)?

    init(timeZone: TimeZone, fixed: CalendarDay?) {
        self.timeZone = timeZone
        self.fixed = fixed
    }

    func today(now: Date = Date()) -> CalendarDay {
        if let fixed { return fixed }
        if let cached, now < cached.until { return cached.day }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        let day =
            CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDay(daysSinceEpoch: 0)
        let midnight = calendar.nextDate(
            after: now, matching: DateComponents(hour: 0, minute: 0, second: 0), matchingPolicy: .nextTime)
        cached = (day, midnight ?? now.addingTimeInterval(60))
        return day
    }

    /// "in 5 h 12 min" until the next game, nil when the date is fixed.
    func untilMidnight(now: Date = Date()) -> String? {
        guard fixed == nil else { return nil }
        _ = today(now: now)
        guard let until = cached?.until else { return nil }
        let minutes = max(1, Int((until.timeIntervalSince(now) / 60).rounded(.up)))
        return minutes >= 60 ? "in \(minutes / 60) h \(minutes % 60) min" : "in \(minutes) min"
    }
}
