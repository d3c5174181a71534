import Foundation
import GRDB
import Testing

@testable import QuizStore

/// A fetched day through the "On this day" importer into the store: one transaction, nothing doubled, nothing
/// changed by a document that cannot be read.
@Suite struct EventFeedImportTests {
    static let day = EventDate(month: 7, day: 20)!
    static let url = "https://en.wikipedia.org/api/rest_v1/feed/onthisday/events/07/20"
    static let now = Date(timeIntervalSince1970: 1_784_000_000)
    static let validators = PackValidators(etag: "W/\"abc\"", lastModified: "Mon, 20 Jul 2026 00:00:00 GMT")

    func sample() throws -> Data {
        try ImportFixtures.data("wikimedia-onthisday-events-07-20.json")
    }

    func importDay(_ database: QuizDatabase, _ body: Data, at now: Date = now) throws -> EventDayImport {
        try database.importEventFeedDay(
            body, language: "en", date: Self.day, url: Self.url, validators: Self.validators, at: now)
    }

    /// Every row of the tables a fetch writes, as text: equal snapshots are equal stores.
    func snapshot(_ database: QuizDatabase) throws -> [String] {
        try database.read { db in
            try ["event", "eventFeed", "pack"].flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1, 2, 3").map { "\(table) \($0)" }
            }
        }
    }

    @Test func theSampleDayImportsItsEventsWithLanguageFlagsAndSources() throws {
        let database = try QuizDatabase()
        #expect(try importDay(database, sample()) == EventDayImport(added: 3, duplicates: 0, sensitive: 1))
        let events = try database.events(on: Self.day)
        #expect(events.map(\.year) == [-44, 1944, 1969])
        #expect(events.map(\.sensitive) == [false, true, false])
        #expect(events.allSatisfy { $0.language == "en" && $0.pack == "wikipedia-onthisday-en" && $0.imageFile == nil })
        #expect(
            events.map(\.source) == [
                "", "https://en.wikipedia.org/wiki/20_July_plot", "https://en.wikipedia.org/wiki/Apollo_11",
            ])
        #expect(events.last?.imageURL?.hasSuffix("/320px-Example.jpg") == true)
        #expect(events.last?.text.hasPrefix("Apollo 11's lunar module Eagle") == true)
        #expect(
            try database.eventFeed(language: "en", date: Self.day)
                == EventFeedRecord(
                    language: "en", date: Self.day, url: Self.url, validators: Self.validators, checkedAt: Self.now,
                    succeededAt: Self.now, lastProblem: nil))
        #expect(try database.events(on: Self.day, language: "de").isEmpty)
    }

    @Test func aSecondImportAddsNothing() throws {
        let database = try QuizDatabase()
        _ = try importDay(database, sample())
        let before = try snapshot(database)
        let later = Self.now.addingTimeInterval(86_400)
        #expect(try importDay(database, sample(), at: later) == EventDayImport(added: 0, duplicates: 3))
        let after = try snapshot(database)
        #expect(after.filter { $0.hasPrefix("event ") } == before.filter { $0.hasPrefix("event ") })
        #expect(try database.eventFeed(language: "en", date: Self.day)?.succeededAt == later)
    }

    @Test func aBundledEventIsNotDoubled() throws {
        let database = try QuizDatabase()
        let bundled = EventsPack(
            id: "tiltquiz-history-events", title: "Moments", description: "",
            events: [
                EventRecord(
                    uid: "ev-0720-01",
                    text:
                        "Apollo 11's lunar module Eagle lands on the Moon with Neil Armstrong and Buzz Aldrin aboard.",
                    year: 1969, month: 7, day: 20, source: "https://en.wikipedia.org/wiki/Apollo_11")
            ])
        _ = try PackInstaller(database: database).install(.events(bundled), checksum: "1")
        #expect(try importDay(database, sample()) == EventDayImport(added: 2, duplicates: 1, sensitive: 1))
        let apollo = try database.events(on: Self.day).filter { $0.year == 1969 }
        #expect(apollo.count == 1)
        #expect(apollo.first?.uid == "ev-0720-01" && apollo.first?.pack == "tiltquiz-history-events")
        #expect(apollo.first?.language == "en", "events from before v9 are English")
    }

    @Test(arguments: [
        ("{\"events\": [{\"text\": \"Cut", "onthisday-en-07-20.json:1: is not valid JSON"),
        ("<!doctype html><html><body>Welcome</body></html>", "is not valid JSON"),
        ("{\"births\": []}", "has no \"events\" or \"selected\" list"),
        ("{\"events\": [{\"text\": \"Soon.\", \"year\": \"soon\", \"pages\": []}]}", "must be a year"),
        ("", "is empty"),
    ])
    func aDocumentThatCannotBeReadChangesNothing(body: String, message: String) throws {
        let database = try QuizDatabase()
        _ = try importDay(database, sample())
        let before = try snapshot(database)
        #expect {
            try importDay(database, Data(body.utf8), at: Self.now.addingTimeInterval(60))
        } throws: { error in
            guard case .importFailed(let text) = error as? StoreError else { return false }
            return text.contains(message) && text.contains("onthisday-en-07-20.json")
        }
        #expect(try snapshot(database) == before)
    }

    @Test func aFailureHalfwayThroughTheDayUndoesTheWholeDay() throws {
        let database = try QuizDatabase()
        // The second event written trips a trigger: the first must not stay.
        try database.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse_plot BEFORE INSERT ON event WHEN NEW.year = 1944
                    BEGIN SELECT RAISE(ABORT, 'refused for the test'); END
                    """)
        }
        let before = try snapshot(database)
        #expect(throws: StoreError.self) { try importDay(database, sample()) }
        #expect(try snapshot(database) == before)
        #expect(try database.eventFeed(language: "en", date: Self.day) == nil)
    }

    @Test func notModifiedNoEventsAndProblemsKeepWhatTheyShould() throws {
        let database = try QuizDatabase()
        _ = try importDay(database, sample())
        let t1 = Self.now.addingTimeInterval(60)
        try database.recordEventFeedProblem(language: "en", date: Self.day, url: Self.url, problem: "down", at: t1)
        var expected = EventFeedRecord(
            language: "en", date: Self.day, url: Self.url, validators: Self.validators, checkedAt: t1,
            succeededAt: Self.now, lastProblem: "down")
        #expect(try database.eventFeed(language: "en", date: Self.day) == expected)

        let t2 = t1.addingTimeInterval(60)
        try database.recordEventFeedNotModified(language: "en", date: Self.day, url: Self.url, at: t2)
        (expected.checkedAt, expected.succeededAt, expected.lastProblem) = (t2, t2, nil)
        #expect(try database.eventFeed(language: "en", date: Self.day) == expected)

        let t3 = t2.addingTimeInterval(60)
        try database.recordEventFeedNoEvents(language: "en", date: Self.day, url: Self.url, at: t3)
        expected.validators = PackValidators(etag: nil, lastModified: nil)
        (expected.checkedAt, expected.succeededAt) = (t3, t3)
        #expect(try database.eventFeed(language: "en", date: Self.day) == expected)
        #expect(try database.events(on: Self.day).count == 3, "the events stay")
    }

    @Test func theEventFeedMigrationComesAfterWhichCameFirstsAndAddsItsColumns() throws {
        let names = QuizDatabase.migrator.migrations
        #expect(
            names.firstIndex(of: "v9: event feed").map { $0 > (names.firstIndex(of: "v8: which came first") ?? 99) }
                == true)
        let database = try QuizDatabase()
        let columns = try database.read { db in
            try Row.fetchAll(db, sql: "PRAGMA table_info(event)").map { $0["name"] as String }
        }
        #expect(columns.suffix(2) == ["imageFile", "language"])
        let key = try database.read { db in
            try Row.fetchAll(db, sql: "PRAGMA table_info(eventFeed)").filter { ($0["pk"] as Int) > 0 }
                .map { $0["name"] as String }
        }
        #expect(key == ["language", "month", "day"])
    }
}
