import Foundation
import GRDB
import QuizConfig
import QuizNetwork
import QuizStore
import Testing

/// Fetches of "On this day" days against a real HTTP server on loopback.
@Suite struct EventFeedFetchTests {
    static let july20 = EventDate(month: 7, day: 20)!
    static let t0 = Date(timeIntervalSince1970: 1_784_505_600)

    /// Every row a fetch may write, as text, and the image files: equal snapshots are equal stores.
    func snapshot(_ data: DataFolderFixture) throws -> [String] {
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: data.path))
        let rows = try queue.read { db in
            try ["event", "pack"].flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1").map { "\(table) \($0)" }
            }
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: data.path + "/event-images")) ?? []
        return rows + files.sorted()
    }

    @Test func aDayImportsWithItsImagesThenA304ChangesNothing() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        Feeds.serveJuly20(server)
        let fetch = eventFetch(data.database, base: server.base(), dataFolder: data.path)
        #expect(fetch.url(for: Self.july20) == server.base() + "/feed/onthisday/events/07/20")

        let first = fetch.run(Self.july20, at: Self.t0)
        let skipped = [
            server.url("/images/big.png") + ": the image is larger than 256 KB",
            server.url("/images/viking.gif") + ": it is image/gif, not a JPEG, PNG or WebP image",
        ]
        #expect(
            first
                == .imported(
                    EventDayImport(added: 6, duplicates: 0, sensitive: 1),
                    images: EventImageReport(saved: 1, skipped: skipped)))
        #expect(first.line == "6 new events, 1 image (2 skipped)")
        let events = try data.database.events(on: Self.july20)
        let moon = try #require(events.first { $0.year == 1969 })
        let file = try #require(moon.imageFile)
        #expect(FileManager.default.contents(atPath: data.path + "/event-images/" + file) == Feeds.png)
        #expect(file.hasSuffix(".png"))
        #expect(events.filter { $0.imageFile != nil }.map(\.year) == [1969], "Voyager's text has a digit: not dealt")
        #expect(events.filter(\.sensitive).map(\.year) == [1944])

        let before = try snapshot(data)
        let second = fetch.run(Self.july20, at: Self.t0.addingTimeInterval(3600))
        #expect(second == .notModified(images: EventImageReport()))
        #expect(second.line == "not modified")
        #expect(try snapshot(data) == before)
        let feed = try #require(try data.database.eventFeed(language: "en", date: Self.july20))
        #expect(feed.checkedAt == Self.t0.addingTimeInterval(3600) && feed.succeededAt == feed.checkedAt)
        #expect(feed.lastProblem == nil && feed.validators.etag?.hasPrefix("W/\"") == true)

        let feedRequests = try server.requests().filter { ($0["path"] as? String)?.contains("/feed/") == true }
        #expect(feedRequests.count == 2)
        #expect(feedRequests.first?["ifNoneMatch"] is NSNull)
        #expect((feedRequests.last?["ifNoneMatch"] as? String) == feed.validators.etag)
        #expect((feedRequests.last?["ifModifiedSince"] as? String)?.hasSuffix("GMT") == true)
        #expect(
            feedRequests.first?["userAgent"] as? String
                == "TiltQuiz/9.9 (Which came first? events; +docs/events.md in the TiltQuiz sources)")
        #expect(feedRequests.first?["accept"] as? String == "application/json")
        // Only the refused images were asked for beside the PNG, once each: a 304 does not retry them.
        #expect(
            try server.paths().filter { $0.hasPrefix("/images/") }.sorted() == [
                "/images/apollo.png", "/images/big.png", "/images/viking.gif",
            ])
    }

    @Test func anImageThatLeftTheFolderComesBackOnA304() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        Feeds.serveJuly20(server)
        let fetch = eventFetch(data.database, base: server.base(), dataFolder: data.path)
        _ = fetch.run(Self.july20, at: Self.t0)
        let file = try #require(try data.database.events(on: Self.july20).first { $0.year == 1969 }?.imageFile)
        try FileManager.default.removeItem(atPath: data.path + "/event-images/" + file)
        let again = fetch.run(Self.july20, at: Self.t0.addingTimeInterval(60))
        #expect(again == .notModified(images: EventImageReport(saved: 1)))
        #expect(again.line == "not modified, 1 image")
        #expect(FileManager.default.fileExists(atPath: data.path + "/event-images/" + file))
    }

    @Test func theSameDayFromAnotherLanguageIsItsOwn() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        Feeds.serveJuly20(server)
        _ = eventFetch(data.database, base: server.base(), dataFolder: data.path).run(Self.july20, at: Self.t0)
        let german = eventFetch(data.database, base: server.base(), dataFolder: data.path, language: .de)
        guard case .imported(let day, _) = german.run(Self.july20, at: Self.t0) else {
            Issue.record("the German day was not imported")
            return
        }
        // The same texts are the same events (by fingerprint): an English-only test server, so all are known.
        #expect(day == EventDayImport(added: 0, duplicates: 6))
        let requests = try server.requests().filter { ($0["path"] as? String)?.contains("/feed/") == true }
        #expect(requests.last?["ifNoneMatch"] is NSNull, "validators are kept per language")
        #expect(try data.database.eventFeed(language: "de", date: Self.july20) != nil)
    }

    @Test func a404MeansNoEventsForTheDate() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        let before = try snapshot(data)
        let outcome = eventFetch(data.database, base: server.base(), dataFolder: data.path).run(
            EventDate(month: 2, day: 29)!, at: Self.t0)
        #expect(outcome == .noEvents)
        #expect(outcome.line == "no events on the server (404)")
        #expect(try snapshot(data) == before)
        let feed = try data.database.eventFeed(language: "en", date: EventDate(month: 2, day: 29)!)
        #expect(feed?.succeededAt == Self.t0 && feed?.lastProblem == nil)
    }

    /// Each failure leaves the store exactly as it was, with one line naming the URL and the reason, kept as
    /// the date's last problem.
    @Test(arguments: [
        ("hang", "no answer within 1 s (timed out) (3 tries)", true, [2.0, 6.0]),
        (
            "truncated", "the file was cut short: 1000 of 100000 bytes came before the connection closed (3 tries)",
            true, [2, 6]
        ),
        ("status/503", "the server answered 503 (service unavailable) (3 tries)", true, [2, 6]),
        (
            "notjson", "not an \"On this day\" feed: onthisday-en-07-20.json:1: is not valid JSON: expected a value",
            false, []
        ),
        ("status/403", "the server refused the request: it answered 403 (forbidden)", false, []),
        ("status/429", "the server refused the request: it answered 429 (too many requests)", false, []),
        (
            "status/501", "the server does not serve \"On this day\" events in en: it answered 501 (not implemented)",
            false, []
        ),
    ])
    func aFailureChangesNothing(mode: String, reason: String, unreachable: Bool, waits: [Double]) throws {
        let server = try EventServer(hangSeconds: 5)
        let data = try DataFolderFixture()
        Feeds.serveJuly20(server)
        _ = eventFetch(data.database, base: server.base(), dataFolder: data.path).run(Self.july20, at: Self.t0)
        let before = try snapshot(data)
        let noted = NotedWaits()
        let fetch = eventFetch(data.database, base: server.base(mode), dataFolder: data.path, waits: noted)
        let outcome = fetch.run(Self.july20, at: Self.t0.addingTimeInterval(60))
        let problem = "\(fetch.url(for: Self.july20)): \(reason); the events are as they were"
        #expect(outcome.line.lowercased() == problem.lowercased())
        guard case .failed(_, let wasUnreachable) = outcome else {
            Issue.record("\(mode) did not fail")
            return
        }
        #expect(wasUnreachable == unreachable)
        #expect(noted.all == waits)
        #expect(try snapshot(data) == before)
        let feed = try #require(try data.database.eventFeed(language: "en", date: Self.july20))
        #expect(feed.lastProblem == outcome.line && feed.succeededAt == Self.t0)
    }

    @Test func aBrokenBodyWithTheRightLengthChangesNothing() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        server.serve("07-21", #"{"events": [{"text": "The Eagle lands.", "year": 1969, "pages": [{"#)
        let fetch = eventFetch(data.database, base: server.base(), dataFolder: data.path)
        let outcome = fetch.run(EventDate(month: 7, day: 21)!, at: Self.t0)
        #expect(
            outcome.line
                == "\(fetch.url(for: EventDate(month: 7, day: 21)!)): not an \"On this day\" feed: "
                + "onthisday-en-07-21.json:1: is not valid JSON: the file ends too early (is it truncated?); "
                + "the events are as they were")
        #expect(try data.database.events(on: EventDate(month: 7, day: 21)!).isEmpty)
    }

    @Test func twoServiceUnavailablesThenSuccess() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        Feeds.serveJuly20(server)
        try server.programStatuses([503, 503])
        let noted = NotedWaits()
        let fetch = eventFetch(data.database, base: server.base("flaky"), dataFolder: data.path, waits: noted)
        guard case .imported(let day, _) = fetch.run(Self.july20, at: Self.t0) else {
            Issue.record("the third try did not import")
            return
        }
        #expect(day.added == 6)
        #expect(noted.all == [2, 6], "waited 2 s, then 6 s, without sleeping")
        #expect(try server.paths().filter { $0.contains("/feed/") }.count == 3)
    }

    @Test func aRoundStopsAtTheFirstDateTheServerCannotBeReachedFor() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        Feeds.serveJuly20(server)
        let dates = ["07-19", "07-20", "07-21"].compactMap { EventDate($0) }
        var seen: [String] = []
        let fetch = eventFetch(data.database, base: server.base(), dataFolder: data.path)
        let round = fetch.run(dates, now: { Self.t0 }) { seen.append("\($0.date): \($0.outcome.line)") }
        #expect(
            seen == [
                "07-19: no events on the server (404)", "07-20: 6 new events, 1 image (2 skipped)",
                "07-21: no events on the server (404)",
            ])
        #expect(!round.failed && round.skipped.isEmpty)

        let down = eventFetch(data.database, base: server.base("status/502"), dataFolder: data.path)
        let failed = down.run(dates, now: { Self.t0 })
        #expect(failed.outcomes.map(\.date) == [dates[0]])
        #expect(failed.skipped == Array(dates.dropFirst()))
        #expect(failed.failed)
        // A refusal for one date is not the server's absence: the others are tried.
        let refused = eventFetch(data.database, base: server.base("status/403"), dataFolder: data.path)
        #expect(refused.run(dates, now: { Self.t0 }).outcomes.count == 3)
    }

    @Test func aStoppedServerIsOneLineAndTheStoreStays() throws {
        let data = try DataFolderFixture()
        let base = try EventServer.stoppedBase()
        let outcome = eventFetch(data.database, base: base, dataFolder: data.path).run(Self.july20, at: Self.t0)
        #expect(
            outcome.line
                == "\(base)/feed/onthisday/events/07/20: the server refused the connection (is it running, and is "
                + "the port right?) (3 tries); the events are as they were")
        #expect(try data.database.events(on: Self.july20).isEmpty)
    }
}
