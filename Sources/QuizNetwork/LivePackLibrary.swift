import Foundation
import QuizConfig
import QuizCore
import QuizStore
import Synchronization

/// The packs mode's `PackLibrary` over the store, the pack URL and the score server.
///
/// Reads and saves run on the caller's thread through `PlaySaves` (a read that fails answers empty and is
/// reported; a save that fails waits and is tried again). Checks of the pack URL and the score uploads run on
/// one background queue: `checkNow()` returns at once and `sourceStatus()` says `checking` meanwhile.
/// `startBackground()` checks at once and every `checkMinutes`, and sends the queued scores every
/// `sendSeconds`; `stopBackground()` stops both.
public final class LivePackLibrary: PackLibrary {
    public let database: QuizDatabase
    public let saves: PlaySaves
    public let settings: PackSourceSettings
    /// Seconds between two rounds of the score sender while the background work runs.
    public var sendSeconds = 15.0
    private let worker: PackWorker
    /// The longest a download may take (its total time limit).
    private let downloadSeconds: Double
    private var timers: [any DispatchSourceTimer] = []

    /// A library over `database` whose saves go through `saves`, with the config's `packs` settings.
    /// `version` goes into the User-Agent; `downloadLimits` and `uploadLimits` are lower in tests; `report`
    /// takes the lines to log (a failed check, a score dropped or deferred).
    public init(
        database: QuizDatabase, saves: PlaySaves, settings: PackSourceSettings, version: String,
        downloadLimits: HTTPLimits = .packDownload, uploadLimits: HTTPLimits = .scoreUpload,
        clock: @escaping @Sendable () -> Date = Date.init,
        report: @escaping @Sendable (String) -> Void = ServiceLog.standardError
    ) {
        self.database = database
        self.saves = saves
        self.settings = settings
        downloadSeconds = downloadLimits.totalSeconds
        let agent = UserAgent.packs(version: version)
        worker = PackWorker(
            database: database, settings: settings,
            check: PackCheck(database: database, transfer: HTTPTransfer(limits: downloadLimits, userAgent: agent)),
            sender: ScoreSender(database: database, transfer: HTTPTransfer(limits: uploadLimits, userAgent: agent)),
            clock: clock, report: report)
        worker.refreshSource()
    }

    deinit {
        for timer in timers { timer.cancel() }
    }

    // MARK: PackLibrary

    public func packs(for player: PlayerRef) -> [QuizPackEntry] {
        saves.read { () throws(StoreError) in try database.quizPacks(forPlayer: player.id) } ?? []
    }

    public func questions(ofPack packID: String) -> [PackQuestion] {
        saves.read { () throws(StoreError) in try database.quizPackQuestions(packID: packID) } ?? []
    }

    public func record(_ answer: PackAnswerRecord, player: PlayerRef) {
        let database = database
        let now = worker.clock()
        saves.save("a pack answer") { () throws(StoreError) in
            try database.recordPackAnswer(answer, playerID: player.id, at: now)
        }
    }

    public func finish(_ game: FinishedPackGame) {
        let database = database
        let scoreURL = settings.scoreURL
        saves.save("a finished pack game") { () throws(StoreError) in
            try database.finishPackGame(game, scoreURL: scoreURL)
        }
    }

    public func scores(for player: PlayerRef) -> PackScoreBoard {
        saves.read { () throws(StoreError) in try database.packScoreBoard(playerID: player.id) }
            ?? PackScoreBoard(best: [], recent: [])
    }

    public func sourceStatus() -> PackSourceStatus {
        worker.values.withLock { values in
            let feed = values.url == nil || values.feed?.url != values.url ? nil : values.feed
            return PackSourceStatus(
                url: values.url, origin: values.origin, checking: values.checking, lastSuccess: feed?.succeededAt,
                lastChange: feed?.lastChange, lastProblem: feed?.lastProblem, packsUpdated: values.packsUpdated)
        }
    }

    public func setURL(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty, let problem = PackSourceSettings.urlProblem(trimmed) {
            return "\(trimmed) \(problem)"
        }
        do {
            try OperatorSettingsStore(database: database).set(.packURL, to: trimmed.isEmpty ? nil : trimmed)
            // A URL set again is fetched whole: its packs may have left the list meanwhile.
            if !trimmed.isEmpty { try database.forgetPackFeedValidators(url: trimmed) }
        } catch {
            worker.report("the pack URL was not kept: \(error)")
            return "not kept: \(error)"
        }
        worker.refreshSource()
        checkNow()
        return nil
    }

    public func checkNow() {
        worker.checkNow()
        if waitsForChecks { _ = worker.waitForChecks(atLeast: 0, seconds: downloadSeconds + 5) }
    }

    /// Whether `checkNow()` (and `setURL`'s check) return only once the check ended: headless play, whose
    /// virtual clock would otherwise end a scripted game before a real download does.
    public var waitsForChecks = false

    // MARK: Background work and waiting

    /// Checks the URL now and every `settings.checkMinutes`, and sends the queued scores every `sendSeconds`,
    /// until `stopBackground()`. Calling it again restarts the schedule.
    public func startBackground() {
        stopBackground()
        let worker = worker
        let check = DispatchSource.makeTimerSource(queue: worker.queue)
        check.schedule(deadline: .now(), repeating: Double(settings.checkMinutes) * 60, leeway: .seconds(5))
        check.setEventHandler { worker.checkNow() }
        let send = DispatchSource.makeTimerSource(queue: worker.queue)
        send.schedule(deadline: .now() + 1, repeating: sendSeconds, leeway: .seconds(1))
        send.setEventHandler { _ = worker.sendScoresNow() }
        timers = [check, send]
        for timer in timers { timer.resume() }
    }

    /// Stops the periodic check and the score sender (a transfer under way ends within its time limit).
    public func stopBackground() {
        for timer in timers { timer.cancel() }
        timers = []
    }

    /// Sends the scores that are due now, on the caller's thread; logs what was refused or deferred.
    @discardableResult
    public func sendScoresNow() -> ScoreSendReport {
        worker.sendScoresNow()
    }

    /// Waits until the check under way (if any) ends, at most `seconds`; the last check's outcome (nil when
    /// none ended in time, or none ran).
    @discardableResult
    public func waitForCheck(seconds: Double) -> PackCheckOutcome? {
        worker.waitForChecks(atLeast: 0, seconds: seconds)
    }

    /// Waits until `count` checks in all have ended since the library was made, at most `seconds`; the last
    /// one's outcome, or nil when they did not end in time (the periodic check's first run, in tests).
    @discardableResult
    public func waitForChecks(_ count: Int, seconds: Double) -> PackCheckOutcome? {
        worker.waitForChecks(atLeast: count, seconds: seconds)
    }

    /// The pack URL in force and where it comes from: the store's (set in the game or with `tiltquiz packs url`)
    /// wins over the config's `packs.url`.
    public static func urlInForce(
        database: QuizDatabase, settings: PackSourceSettings
    ) throws(StoreError) -> (url: String?, origin: PackSourceStatus.Origin) {
        let inForce = try OperatorSettingsStore(database: database).inForce(.packURL, config: settings.url)
        switch inForce.origin {
        case .stored: return (inForce.value, .stored)
        case .config: return (inForce.value, .config)
        case .default: return (nil, .none)
        }
    }
}

/// The part of the library the background queue runs: the checks and the score sender, and the state they
/// share with the caller's thread.
final class PackWorker: Sendable {
    struct Values {
        var url: String?
        var origin: PackSourceStatus.Origin = .none
        var checking = false
        var feed: PackFeedRecord?
        var packsUpdated: Date?
        var lastOutcome: PackCheckOutcome?
        var checksEnded = 0
    }

    let database: QuizDatabase
    let settings: PackSourceSettings
    let check: PackCheck
    let sender: ScoreSender
    let clock: @Sendable () -> Date
    let report: @Sendable (String) -> Void
    let queue = DispatchQueue(label: "tiltquiz.packs")
    let values = Mutex(Values())
    private let finished = EndSignal()

    init(
        database: QuizDatabase, settings: PackSourceSettings, check: PackCheck, sender: ScoreSender,
        clock: @escaping @Sendable () -> Date, report: @escaping @Sendable (String) -> Void
    ) {
        self.database = database
        self.settings = settings
        self.check = check
        self.sender = sender
        self.clock = clock
        self.report = report
    }

    /// Starts a check on the queue unless one is under way or no URL is set.
    func checkNow() {
        let start = values.withLock { values -> String? in
            guard let url = values.url, !values.checking else { return nil }
            values.checking = true
            return url
        }
        guard let url = start else { return }
        queue.async { [self] in
            let outcome = check.run(url: url, at: clock())
            if case .failed = outcome { report(outcome.line) }
            refreshFeed()
            finished.broadcast {
                values.withLock { values in
                    values.checking = false
                    values.lastOutcome = outcome
                    values.checksEnded += 1
                }
            }
        }
    }

    func sendScoresNow() -> ScoreSendReport {
        let result = sender.sendDue(at: clock())
        for line in result.lines { report(line) }
        return result
    }

    /// Waits until no check runs and at least `count` have ended, at most `seconds`.
    func waitForChecks(atLeast count: Int, seconds: Double) -> PackCheckOutcome? {
        finished.wait(
            seconds: seconds, while: { values.withLock { $0.checking || $0.checksEnded < count } },
            then: { values.withLock { $0.lastOutcome } })
    }

    /// Reads the URL in force again (after `setURL`), and its feed.
    func refreshSource() {
        let source: (url: String?, origin: PackSourceStatus.Origin)
        do {
            source = try LivePackLibrary.urlInForce(database: database, settings: settings)
        } catch {
            report("the pack URL cannot be read: \(error)")
            source = (settings.url, settings.url == nil ? .none : .config)
        }
        values.withLock { values in
            values.url = source.url
            values.origin = source.origin
        }
        refreshFeed()
    }

    /// Reads the feed row of the URL in force and when the packs last changed.
    func refreshFeed() {
        let url = values.withLock { $0.url }
        let feed = url.flatMap { try? database.packFeed(url: $0) }
        let updated = try? database.quizPacksUpdatedAt()
        values.withLock { values in
            values.feed = feed
            values.packsUpdated = updated
        }
    }
}
