import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizStore
import QuizText

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

    /// Why the flags are refused: `--date`, `--all` and `--from` are three ways to name the days, one at a time;
    /// nil for one of them or none (the next `events.fetch_days` days from today).
    public var flagProblem: String? {
        [!date.isEmpty, all, from != nil].filter { $0 }.count > 1
            ? "give --date, --all or --from, only one of them" : nil
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
        let words = try OperatorCatalog.named(settings.languages.language.rawValue)
        var events = settings.events
        events.language = try EventsLanguage.resolve(language, fallback: events.language, words)
        if let url {
            if let problem = PackSourceSettings.urlProblem(EventFeedSettings.base(url, language: events.language)) {
                throw CommandFailure("--url \(url): \(problem)")
            }
            events.url = url
        }
        let dates = try datesToFetch(events: events, timeZone: settings.event.timeZone, configPath: path, words)
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
            Self.say(
                words.text("cli.events_day", ["date": "\(item.date)", "outcome": Self.outcome(item.outcome, words)]))
            for skipped in day.imagesSkipped {
                Self.say("  " + words.text("cli.events_image_skipped", ["image": skipped]))
            }
        }
        for date in round.skipped {
            report.dates.append(
                Report.Day(
                    date: date.description, url: fetch.url(for: date), outcome: "skipped",
                    line: "not tried (the server could not be reached)"))
        }
        if let first = round.skipped.first, let last = round.skipped.last, !json {
            let span =
                first == last ? "\(first)" : words.text("cli.events_span", ["first": "\(first)", "last": "\(last)"])
            Self.say(
                words.text(
                    "cli.events_not_tried",
                    ["dates": span, "date": round.outcomes.last?.date.description ?? ""]))
        }
        report.failed = round.outcomes.filter { $0.outcome.isFailure }.count
        report.skipped = round.skipped.count
        if json {
            print(try JSONText.encode(report, format: [.prettyPrinted, .sortedKeys]))
        }
        guard !round.failed else {
            let counts = ["failed": words.number(report.failed), "skipped": words.number(report.skipped)]
            throw CommandFailure(
                words, report.skipped > 0 ? "cli.events_failed_not_tried" : "cli.events_failed", count: dates.count,
                counts)
        }
    }

    /// `--date`, `--all`, `--from`, or the next `fetch_days` days from today in the event's zone.
    private func datesToFetch(
        events: EventFeedSettings, timeZone: TimeZone, configPath: String?, _ words: Catalog
    ) throws(CommandFailure) -> [EventDate] {
        if all { return EventDate.allDays }
        if !date.isEmpty {
            var dates: [EventDate] = []
            for text in date {
                let day = try EventsLanguage.eventDate(text, option: "--date", words)
                if !dates.contains(day) { dates.append(day) }
            }
            return dates
        }
        guard events.fetchDays > 0 else {
            guard let configPath else { throw CommandFailure(words, "cli.events_fetch_days_zero_default") }
            throw CommandFailure(words, "cli.events_fetch_days_zero", ["path": configPath])
        }
        if let from {
            let start = try EventsLanguage.eventDate(from, option: "--from", words)
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

    /// A date's outcome in `words`: what was imported, or why not (the feed's or the store's reason in English).
    static func outcome(_ outcome: EventFetchOutcome, _ words: Catalog) -> String {
        func images(_ report: EventImageReport) -> String {
            let recorded = words.plural("cli.events_images", count: report.recorded)
            guard !report.skipped.isEmpty else { return recorded }
            return words.plural("cli.events_images_skipped", count: report.skipped.count, ["images": recorded])
        }
        switch outcome {
        case .imported(let day, let report):
            let parts =
                [words.plural("cli.events_new", count: day.added)]
                + (day.duplicates > 0 ? [words.plural("cli.events_already", count: day.duplicates)] : [])
                + [images(report)]
            return parts.joined(separator: words["list.separator"])
        case .notModified(let report):
            return report.recorded == 0 && report.skipped.isEmpty
                ? words["cli.events_not_modified"]
                : words.text("cli.events_not_modified_images", ["images": images(report)])
        case .noEvents: return words["cli.events_none"]
        case .failed(let problem, _): return problem
        }
    }

    /// A line on stdout at once: `--all` takes a while, and each date shows as it ends.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
