import Foundation
import QuizConfig
import QuizCore
import QuizStore

/// How the fetch of one date ended.
public enum EventFetchOutcome: Equatable, Sendable {
    /// The day's events were downloaded and imported (which may have added none).
    case imported(EventDayImport, images: EventImageReport)
    /// The server said the day has not changed since the last fetch (304); images that left the folder came back.
    case notModified(images: EventImageReport)
    /// The server has no events for the date (404); nothing changed.
    case noEvents
    /// The fetch failed; `problem` is one line naming the URL and the reason. No event changed. `unreachable`:
    /// it failed every try (no answer, or 5xx), so the other dates of the round are not tried.
    case failed(problem: String, unreachable: Bool)

    public var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }

    /// One line for people: `12 new events, 3 images`, `not modified`, `no events on the server (404)`, or the
    /// problem.
    public var line: String {
        switch self {
        case .imported(let day, let images):
            let already = day.duplicates > 0 ? ", \(day.duplicates) already in the store" : ""
            return Self.count(day.added, "new event") + already + ", " + Self.imageLine(images)
        case .notModified(let images):
            return images.recorded == 0 && images.skipped.isEmpty
                ? "not modified" : "not modified, " + Self.imageLine(images)
        case .noEvents: return "no events on the server (404)"
        case .failed(let problem, _): return problem
        }
    }

    static func imageLine(_ images: EventImageReport) -> String {
        count(images.recorded, "image") + (images.skipped.isEmpty ? "" : " (\(images.skipped.count) skipped)")
    }

    static func count(_ number: Int, _ noun: String) -> String {
        Counted.text(number, noun)
    }
}

/// One date's outcome in a round.
public struct EventDateOutcome: Equatable, Sendable {
    public var date: EventDate
    public var outcome: EventFetchOutcome
}

/// What a round of fetches did: each date tried, and those left out once the server could not be reached.
public struct EventFetchRound: Equatable, Sendable {
    public var outcomes: [EventDateOutcome] = []
    /// Dates not tried because an earlier one found the server unreachable.
    public var skipped: [EventDate] = []

    public init() {}

    /// Whether any date failed or was left out.
    public var failed: Bool {
        !skipped.isEmpty || outcomes.contains { $0.outcome.isFailure }
    }
}

/// Fetches days of Wikipedia's "On this day" events: `GET {base}/feed/onthisday/events/{MM}/{DD}`, conditional
/// on the stored ETag / Last-Modified of the same URL, tried again as `retry` says; then the import of the
/// day in one transaction (`QuizDatabase.importEventFeedDay`) and its thumbnails. Every failure leaves the
/// events as they were and is kept as the date's last problem. Blocking: run it off the frame path.
public struct EventFeedFetch: Sendable {
    public let database: QuizDatabase
    public var language: WikifeedsLanguage
    /// The REST base, without a slash at the end: `https://en.wikipedia.org/api/rest_v1`.
    public var baseURL: String
    public var transfer: HTTPTransfer
    public var retry: RetryPolicy
    /// Nil: no thumbnails.
    public var images: EventImageFetch?

    public init(
        database: QuizDatabase, language: WikifeedsLanguage, baseURL: String, transfer: HTTPTransfer,
        retry: RetryPolicy = .eventFeed, images: EventImageFetch?
    ) {
        self.database = database
        self.language = language
        self.baseURL = EventFeedSettings.base(baseURL, language: language)
        self.transfer = transfer
        self.retry = retry
        self.images = images
    }

    /// The URL of `date`'s events: `{base}/feed/onthisday/events/07/20`.
    public func url(for date: EventDate) -> String {
        baseURL + "/feed/onthisday/events/" + date.path
    }

    /// Fetches `dates` in order, telling `progress` each outcome as it ends. Once a date fails every try
    /// (the server unreachable), the rest are skipped. `now` stamps each fetch.
    public func run(
        _ dates: [EventDate], now: () -> Date = Date.init, progress: (EventDateOutcome) -> Void = { _ in }
    ) -> EventFetchRound {
        var round = EventFetchRound()
        for (index, date) in dates.enumerated() {
            let outcome = EventDateOutcome(date: date, outcome: run(date, at: now()))
            round.outcomes.append(outcome)
            progress(outcome)
            if case .failed(_, unreachable: true) = outcome.outcome {
                round.skipped = Array(dates[(index + 1)...])
                break
            }
        }
        return round
    }

    /// Fetches `date` now; `now` stamps the fetch.
    public func run(_ date: EventDate, at now: Date) -> EventFetchOutcome {
        let outcome = fetch(date, at: now)
        if case .failed(let problem, _) = outcome {
            try? database.recordEventFeedProblem(
                language: language.rawValue, date: date, url: url(for: date), problem: problem, at: now)
        }
        return outcome
    }

    private func fetch(_ date: EventDate, at now: Date) -> EventFetchOutcome {
        let text = url(for: date)
        let language = language.rawValue
        func failed(_ reason: String, unreachable: Bool = false) -> EventFetchOutcome {
            .failed(problem: "\(text): \(reason); the events are as they were", unreachable: unreachable)
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { return failed("not an http or https URL") }
        let stored: EventFeedRecord?
        do {
            stored = try database.eventFeed(language: language, date: date)
        } catch {
            return failed("the store cannot be read (\(error))")
        }
        var headers = ["Accept": "application/json"]
        if let stored, stored.url == text {
            if let etag = stored.validators.etag { headers["If-None-Match"] = etag }
            if let modified = stored.validators.lastModified { headers["If-Modified-Since"] = modified }
        }
        let response: HTTPTransfer.Response
        switch exchange(url, headers: headers) {
        case .failure(let reason): return failed(reason.text, unreachable: reason.unreachable)
        case .success(let answer): response = answer
        }
        let status = response.status
        let statusText = "\(status) (\(HTTPStatusText.reason(status)))"
        do {
            switch status {
            case 304:
                try database.recordEventFeedNotModified(language: language, date: date, url: text, at: now)
                return .notModified(images: fetchImages(date, at: now, retryingUnrecorded: false))
            case 404:
                try database.recordEventFeedNoEvents(language: language, date: date, url: text, at: now)
                return .noEvents
            case 501:
                return failed(
                    "the server does not serve \"On this day\" events in \(language): it answered \(statusText)")
            case 200..<300:
                break
            case 400..<500:
                return failed("the server refused the request: it answered \(statusText)")
            default:
                return failed("the server answered \(statusText)")
            }
        } catch {
            return failed("the fetch cannot be recorded (\(error))")
        }
        let validators = PackValidators(etag: response.header("ETag"), lastModified: response.header("Last-Modified"))
        let imported: EventDayImport
        do {
            imported = try database.importEventFeedDay(
                response.body, language: language, date: date, url: text, validators: validators, at: now)
        } catch {
            if case .importFailed(let message) = error { return failed("not an \"On this day\" feed: \(message)") }
            return failed("the events cannot be stored (\(error))")
        }
        return .imported(imported, images: fetchImages(date, at: now, retryingUnrecorded: true))
    }

    /// Why no usable answer came, and whether every try failed for a reason that may pass.
    private struct Failure: Error {
        var text: String
        var unreachable: Bool
    }

    /// The exchange, tried again after a failure that may pass (no answer, or 5xx but 501).
    private func exchange(_ url: URL, headers: [String: String]) -> Result<HTTPTransfer.Response, Failure> {
        var reason = ""
        for attempt in 0..<retry.tries {
            if attempt > 0 { retry.sleep(retry.waits[attempt - 1]) }
            switch transfer.exchange(url, headers: headers) {
            case .failure(let failure):
                guard RetryPolicy.mayPass(failure) else {
                    return .failure(Failure(text: failure.description, unreachable: false))
                }
                reason = failure.description
            case .success(let response):
                guard RetryPolicy.mayPass(status: response.status) else { return .success(response) }
                let text = HTTPStatusText.reason(response.status)
                reason = "the server answered \(response.status) (\(text))"
            }
        }
        let tries = retry.tries == 1 ? "" : " (\(retry.tries) tries)"
        return .failure(Failure(text: reason + tries, unreachable: true))
    }

    private func fetchImages(_ date: EventDate, at now: Date, retryingUnrecorded: Bool) -> EventImageReport {
        guard let images else { return EventImageReport() }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let year = calendar.component(.year, from: now)
        return images.run(
            database: database, language: language.rawValue, date: date, thisYear: year,
            retryingUnrecorded: retryingUnrecorded)
    }
}
