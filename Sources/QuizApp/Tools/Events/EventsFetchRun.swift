import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizStore

/// `tiltquiz events fetch`: fetches days of the "On this day" feed now, one line per date (or one JSON object).
public struct EventsFetchRun {
    /// Dates to fetch, as MM-DD.
    public var date: [String]
    /// All 366 dates.
    public var all: Bool
    /// The next `events.fetch_days` days from this MM-DD instead of today.
    public var from: String?
    /// `--language`, over the config's.
    public var language: String?
    /// The REST base instead of `events.url`.
    public var url: String?
    /// The events' thumbnails too.
    public var images: Bool
    public var json: Bool
    public var location: StoreLocation

    public init(
        date: [String], all: Bool, from: String?, language: String?, url: String?, images: Bool, json: Bool,
        location: StoreLocation
    ) {
        (self.date, self.all, self.from, self.language, self.url) = (date, all, from, language, url)
        (self.images, self.json, self.location) = (images, json, location)
    }

    /// What `--json` prints.
    struct Report: Encodable {
        struct Day: Encodable {
            var date: String
            var url: String
            /// imported, notModified, noEvents, failed or skipped.
            var outcome: String
            var line: String
            var added = 0
            var duplicates = 0
            var sensitive = 0
            var images = 0
            var imagesSkipped: [String] = []
            /// The importer's warnings (an entry without a year, skipped).
            var warnings: [String] = []
            var problem: String?
        }
        var language: String
        var base: String
        var dates: [Day] = []
        var failed = 0
        var skipped = 0
    }

    public func run() throws {
        let (settings, path) = try location.loadConfig()
        var events = settings.events
        events.language = try EventsLanguage.resolve(language, fallback: events.language)
        if let url {
            if let problem = PackSourceSettings.urlProblem(EventFeedSettings.base(url, language: events.language)) {
                throw CommandFailure("--url \(url): \(problem)")
            }
            events.url = url
        }
        let dates = try datesToFetch(events: events, timeZone: settings.event.timeZone, configPath: path)
        let store = location.following(settings)
        let database = try store.open()
        let agent = UserAgent.events(version: AppVersion.current)
        let imageFetch =
            images
            ? EventImageFetch(
                folder: EventImageFolder(dataFolder: store.directory),
                transfer: HTTPTransfer(limits: .eventImage, userAgent: agent)) : nil
        let fetch = EventFeedFetch(
            database: database, language: events.language, baseURL: events.baseURL,
            transfer: HTTPTransfer(limits: .eventFeed, userAgent: agent), images: imageFetch)

        var report = Report(language: events.language.rawValue, base: fetch.baseURL)
        let round = fetch.run(dates, now: Date.init) { item in
            let day = Self.day(item, url: fetch.url(for: item.date))
            report.dates.append(day)
            guard !json else { return }
            Self.say("\(item.date): \(item.outcome.line)")
            for skipped in day.imagesSkipped { Self.say("  image skipped: \(skipped)") }
        }
        for date in round.skipped {
            report.dates.append(
                Report.Day(
                    date: date.description, url: fetch.url(for: date), outcome: "skipped",
                    line: "not tried (the server could not be reached)"))
        }
        if let first = round.skipped.first, let last = round.skipped.last, !json {
            let span = first == last ? "\(first)" : "\(first) to \(last)"
            Self.say(
                "\(span): not tried (the server could not be reached for \(round.outcomes.last?.date.description ?? ""))"
            )
        }
        report.failed = round.outcomes.filter { $0.outcome.isFailure }.count
        report.skipped = round.skipped.count
        if json {
            print(try JSONText.encode(report, format: [.prettyPrinted, .sortedKeys]))
        }
        guard !round.failed else {
            let notTried = report.skipped > 0 ? " and \(report.skipped) not tried" : ""
            throw CommandFailure(
                "\(report.failed) of \(dates.count) date\(dates.count == 1 ? "" : "s") failed\(notTried); "
                    + "the store keeps what it had for them")
        }
    }

    /// `--date`, `--all`, `--from`, or the next `fetch_days` days from today in the event's zone.
    private func datesToFetch(
        events: EventFeedSettings, timeZone: TimeZone, configPath: String?
    ) throws(CommandFailure) -> [EventDate] {
        if all { return EventDate.allDays }
        if !date.isEmpty {
            var dates: [EventDate] = []
            for text in date {
                let day = try EventsLanguage.eventDate(text, option: "--date")
                if !dates.contains(day) { dates.append(day) }
            }
            return dates
        }
        guard events.fetchDays > 0 else {
            throw CommandFailure(
                "events.fetch_days is 0 in \(configPath ?? "the config") (the game does not fetch); "
                    + "name the dates with --date MM-DD, or use --all")
        }
        if let from {
            let start = try EventsLanguage.eventDate(from, option: "--from")
            let index = EventDate.allDays.firstIndex(of: start) ?? 0
            return (0..<events.fetchDays).map { EventDate.allDays[(index + $0) % EventDate.allDays.count] }
        }
        return EventDate.days(from: Date(), count: events.fetchDays, in: timeZone)
    }

    private static func day(_ item: EventDateOutcome, url: String) -> Report.Day {
        var day = Report.Day(date: item.date.description, url: url, outcome: "", line: item.outcome.line)
        switch item.outcome {
        case .imported(let imported, let images):
            day.outcome = "imported"
            (day.added, day.duplicates, day.sensitive) = (imported.added, imported.duplicates, imported.sensitive)
            day.warnings = imported.warnings
            (day.images, day.imagesSkipped) = (images.recorded, images.skipped)
        case .notModified(let images):
            day.outcome = "notModified"
            (day.images, day.imagesSkipped) = (images.recorded, images.skipped)
        case .noEvents: day.outcome = "noEvents"
        case .failed(let problem, _):
            day.outcome = "failed"
            day.problem = problem
        }
        return day
    }

    /// A line on stdout at once: `--all` takes a while, and each date shows as it ends.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
