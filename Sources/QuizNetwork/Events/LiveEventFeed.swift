import Foundation
import QuizConfig
import QuizStore
import Synchronization

/// Keeps the store's "Which came first?" events coming: rounds of `EventFeedFetch` over the next
/// `settings.fetchDays` days (today in `timeZone` first), on a background queue, in `settings.language` and then
/// in each of the game's languages the feed serves (only where the URL names `{language}`: one URL for all would
/// file one language's events under the others).
///
/// `startBackground()` runs a round at once and then every 24 hours from that start (not at a set hour: a
/// kiosk that boots at 8 fetches at 8); `fetchNow()` runs one round; `waitForRounds` lets a headless run wait
/// for them. With `fetchDays` 0 nothing is ever fetched. Offline, a round fails at its first date (after its
/// tries), logs one line and leaves the store as it was: the game plays from what it holds.
public final class LiveEventFeed: Sendable {
    public let database: QuizDatabase
    public let settings: EventFeedSettings
    public let timeZone: TimeZone
    /// Where the thumbnails are: `imageFolder.path(of: event.imageFile)` is an event's image, or nil.
    public let imageFolder: EventImageFolder
    /// Seconds between two rounds of the background work: 24 hours.
    public static let roundSeconds = 24.0 * 60 * 60

    /// One fetch a language, `settings.language` first.
    private let fetches: [EventFeedFetch]
    private let clock: @Sendable () -> Date
    private let report: @Sendable (String) -> Void
    private let queue = DispatchQueue(label: "tiltquiz.events")
    private let state = Mutex(State())
    private let ended = EndSignal()
    private let timer = Mutex<(any DispatchSourceTimer)?>(nil)

    private struct State {
        var running = false
        var roundsEnded = 0
        var lastRound: EventFetchRound?
    }

    /// A feed over `database` with the config's `events` settings, thumbnails in `dataFolder`'s
    /// `event-images`, days counted in `timeZone` (the config's `event.time_zone`); `languages` the game's
    /// languages, fetched too where the URL names `{language}`. `version` goes into the User-Agent; the limits,
    /// `retry` and `imageFolderBytes` are lower in tests; `report` takes the lines to log (a round that failed
    /// or skipped images).
    public init(
        database: QuizDatabase, settings: EventFeedSettings, languages: [WikifeedsLanguage] = [], dataFolder: String,
        timeZone: TimeZone, version: String, feedLimits: HTTPLimits = .eventFeed, imageLimits: HTTPLimits = .eventImage,
        retry: RetryPolicy = .eventFeed,
        imageFolderBytes: Int = EventImageFolder.maximumFolderBytes,
        clock: @escaping @Sendable () -> Date = Date.init,
        report: @escaping @Sendable (String) -> Void = ServiceLog.standardError
    ) {
        self.database = database
        self.settings = settings
        self.timeZone = timeZone
        imageFolder = EventImageFolder(dataFolder: dataFolder, maximumFolderBytes: imageFolderBytes)
        let agent = UserAgent.events(version: version)
        let images = EventImageFetch(folder: imageFolder, transfer: HTTPTransfer(limits: imageLimits, userAgent: agent))
        let template = settings.url ?? EventFeedSettings.defaultURLTemplate
        var fetched = [settings.language]
        if template.contains("{language}") {
            for language in languages where !fetched.contains(language) { fetched.append(language) }
        }
        fetches = fetched.map { language in
            EventFeedFetch(
                database: database, language: language, baseURL: template,
                transfer: HTTPTransfer(limits: feedLimits, userAgent: agent), retry: retry, images: images)
        }
        self.clock = clock
        self.report = report
    }

    deinit {
        timer.withLock { $0?.cancel() }
    }

    /// The dates a round fetches now: `fetchDays` days from today in `timeZone`, today first.
    public func datesDue() -> [EventDate] {
        EventDate.days(from: clock(), count: settings.fetchDays, in: timeZone)
    }

    /// Starts a round on the background queue unless one runs or `fetchDays` is 0; returns at once.
    public func fetchNow() {
        guard settings.fetchDays > 0 else { return }
        let start = state.withLock { state -> Bool in
            guard !state.running else { return false }
            state.running = true
            return true
        }
        guard start else { return }
        queue.async { [self] in
            let round = runRound()
            log(round)
            ended.broadcast {
                state.withLock { state in
                    state.running = false
                    state.roundsEnded += 1
                    state.lastRound = round
                }
            }
        }
    }

    /// Each language's dates in turn; once the server cannot be reached, the languages left are not tried (their
    /// dates are `skipped`).
    private func runRound() -> EventFetchRound {
        var round = EventFetchRound()
        let dates = datesDue()
        var reachable = true
        for fetch in fetches {
            guard reachable else {
                round.skipped += dates
                continue
            }
            let one = fetch.run(dates, now: clock)
            round.outcomes += one.outcomes
            round.skipped += one.skipped
            if case .failed(_, unreachable: true)? = one.outcomes.last?.outcome { reachable = false }
        }
        return round
    }

    /// Runs a round now and every 24 hours until `stopBackground()`; nothing when `fetchDays` is 0. Calling
    /// it again restarts the schedule.
    public func startBackground() {
        stopBackground()
        guard settings.fetchDays > 0 else { return }
        timer.withLock { timer in
            // Made inside the lock, so the timer is the lock's alone.
            let source = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
            source.schedule(deadline: .now(), repeating: Self.roundSeconds, leeway: .seconds(60))
            source.setEventHandler { [weak self] in self?.fetchNow() }
            source.resume()
            timer = source
        }
    }

    /// Stops the schedule (a round under way ends within its time limits).
    public func stopBackground() {
        timer.withLock { timer in
            timer?.cancel()
            timer = nil
        }
    }

    /// Whether a round runs now.
    public var isFetching: Bool {
        state.withLock { $0.running }
    }

    /// The last round that ended, if any.
    public var lastRound: EventFetchRound? {
        state.withLock { $0.lastRound }
    }

    /// Waits until no round runs and at least `count` have ended since the feed was made, at most `seconds`;
    /// the last round, or nil when they did not end in time (or none will: `fetchDays` 0).
    @discardableResult
    public func waitForRounds(_ count: Int, seconds: Double) -> EventFetchRound? {
        ended.wait(
            seconds: seconds, while: { state.withLock { $0.running || $0.roundsEnded < count } },
            then: { state.withLock { $0.lastRound } })
    }

    /// One line for the log when a round failed, left dates out or skipped images.
    private func log(_ round: EventFetchRound) {
        for item in round.outcomes {
            switch item.outcome {
            case .failed(let problem, _): report("events \(item.date): \(problem)")
            case .imported(_, let images), .notModified(let images):
                if let first = images.skipped.first {
                    report("events \(item.date): \(images.skipped.count) image(s) skipped, e.g. \(first)")
                }
            case .noEvents: break
            }
        }
        if let first = round.skipped.first, let last = round.skipped.last {
            report("events \(first) to \(last): not fetched this round (the server could not be reached)")
        }
    }
}
