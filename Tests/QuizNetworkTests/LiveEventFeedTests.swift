import Foundation
import QuizConfig
import QuizNetwork
import QuizStore
import Testing

/// The game's feed: rounds of the next days on a background queue, a schedule that starts and stops, offline.
@Suite struct LiveEventFeedTests {
    /// 23:30 UTC on 19 July 2026: already 20 July in Berlin.
    static let now = ISO8601DateFormatter().date(from: "2026-07-19T23:30:00Z")!
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    func feed(
        _ data: DataFolderFixture, base: String, days: Int, log: LogLines = LogLines(), waits: NotedWaits = NotedWaits()
    ) -> LiveEventFeed {
        var settings = EventFeedSettings()
        settings.url = base
        settings.fetchDays = days
        return LiveEventFeed(
            database: data.database, settings: settings, dataFolder: data.database.folder ?? "", timeZone: Self.berlin,
            version: "9.9",
            feedLimits: fastFeedLimits, imageLimits: fastLimits, retry: waits.policy, clock: { Self.now },
            report: log.add)
    }

    @Test func theBackgroundWorkFetchesTheNextDaysTodayFirstAndStops() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        Feeds.serveJuly20(server)
        server.serve("07-22", Feeds.document(Feeds.event("A bridge opens.", 1932)))
        let log = LogLines()
        let feed = feed(data, base: server.base(), days: 3, log: log)
        #expect(feed.datesDue().map(\.description) == ["07-20", "07-21", "07-22"])
        feed.startBackground()
        let round = try #require(feed.waitForRounds(1, seconds: 30))
        feed.stopBackground()
        #expect(round.outcomes.map(\.date.description) == ["07-20", "07-21", "07-22"])
        #expect(
            round.outcomes.map(\.outcome.line) == [
                "6 new events, 1 image (2 skipped)", "no events on the server (404)", "1 new event, 0 images",
            ])
        #expect(!round.failed && feed.lastRound == round && !feed.isFetching)
        #expect(
            try server.paths().filter { $0.contains("/feed/") } == [
                "/ok/api/rest_v1/feed/onthisday/events/07/20", "/ok/api/rest_v1/feed/onthisday/events/07/21",
                "/ok/api/rest_v1/feed/onthisday/events/07/22",
            ])
        #expect(
            log.all == [
                "events 07-20: 2 image(s) skipped, e.g. \(server.url("/images/big.png")): the image is larger than 256 KB"
            ])
        let moon = try data.database.events(on: EventDate(month: 7, day: 20)!).first { $0.year == 1969 }
        #expect(moon.flatMap { $0.imageFile.flatMap(feed.imageFolder.path(of:)) } != nil, "the game finds the image")
    }

    @Test func withNoDaysToFetchNothingIsEverAsked() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        let feed = feed(data, base: server.base(), days: 0)
        #expect(feed.datesDue().isEmpty)
        feed.fetchNow()
        feed.startBackground()
        #expect(!feed.isFetching && feed.lastRound == nil)
        feed.stopBackground()
        #expect(try server.paths().isEmpty)
    }

    @Test func offlineOneRoundFailsAtItsFirstDateAndTheStoreStays() throws {
        let data = try DataFolderFixture()
        let log = LogLines()
        let waits = NotedWaits()
        let base = try EventServer.stoppedBase()
        let feed = feed(data, base: base, days: 7, log: log, waits: waits)
        feed.fetchNow()
        let round = try #require(feed.waitForRounds(1, seconds: 30))
        #expect(round.outcomes.map(\.date.description) == ["07-20"])
        #expect(round.skipped.map(\.description) == ["07-21", "07-22", "07-23", "07-24", "07-25", "07-26"])
        #expect(round.failed)
        #expect(waits.all == [2, 6], "one date's tries, not seven")
        #expect(
            log.all == [
                "events 07-20: \(base)/feed/onthisday/events/07/20: the server refused the connection (is it running, "
                    + "and is the port right?) (3 tries); the events are as they were",
                "events 07-21 to 07-26: not fetched this round (the server could not be reached)",
            ])
        #expect(try data.database.events(on: EventDate(month: 7, day: 20)!).isEmpty)
    }

    @Test func theGamesLanguagesAreFetchedWhereTheURLNamesTheLanguage() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        server.serve("en-07-20", Feeds.document(Feeds.event("A bridge opens.", 1932)))
        server.serve("de-07-20", Feeds.document(Feeds.event("Eine Brücke wird eröffnet.", 1932)))
        var settings = EventFeedSettings()
        settings.url = server.url("/lang/{language}/api/rest_v1")
        settings.fetchDays = 1
        let feed = LiveEventFeed(
            database: data.database, settings: settings, languages: [.de, .en, .tr], dataFolder: data.path,
            timeZone: Self.berlin, version: "9.9", feedLimits: fastFeedLimits, imageLimits: fastLimits,
            retry: NotedWaits().policy, clock: { Self.now }, report: LogLines().add)
        feed.fetchNow()
        let round = try #require(feed.waitForRounds(1, seconds: 30))
        #expect(
            round.outcomes.map(\.outcome.line) == [
                "1 new event, 0 images", "1 new event, 0 images", "no events on the server (404)",
            ])
        #expect(
            try server.paths() == [
                "/lang/en/api/rest_v1/feed/onthisday/events/07/20", "/lang/de/api/rest_v1/feed/onthisday/events/07/20",
                "/lang/tr/api/rest_v1/feed/onthisday/events/07/20",
            ])
        let day = EventDate(month: 7, day: 20)!
        #expect(try data.database.events(on: day, language: "de").map(\.text) == ["Eine Brücke wird eröffnet."])
        #expect(try data.database.events(on: day, language: "en").map(\.text) == ["A bridge opens."])
    }

    @Test func oneURLForAllFetchesOnlyTheEventsLanguage() throws {
        let server = try EventServer()
        let data = try DataFolderFixture()
        Feeds.serveJuly20(server)
        var settings = EventFeedSettings()
        settings.url = server.base()
        settings.fetchDays = 1
        let feed = LiveEventFeed(
            database: data.database, settings: settings, languages: [.de, .tr], dataFolder: data.path,
            timeZone: Self.berlin, version: "9.9", feedLimits: fastFeedLimits, imageLimits: fastLimits,
            retry: NotedWaits().policy, clock: { Self.now }, report: LogLines().add)
        feed.fetchNow()
        let round = try #require(feed.waitForRounds(1, seconds: 30))
        #expect(round.outcomes.count == 1)
        #expect(try data.database.events(on: EventDate(month: 7, day: 20)!, language: "de").isEmpty)
    }

    @Test func aRoundUnderWayIsNotStartedTwice() throws {
        let server = try EventServer(hangSeconds: 5)
        let data = try DataFolderFixture()
        let feed = feed(data, base: server.base("hang"), days: 1)
        feed.fetchNow()
        feed.fetchNow()
        #expect(feed.isFetching)
        let round = try #require(feed.waitForRounds(1, seconds: 30))
        #expect(round.outcomes.count == 1)
        #expect(try server.paths().count == 3, "one round's three tries")
        #expect(feed.waitForRounds(1, seconds: 30) == round, "no second round ran")
    }
}
