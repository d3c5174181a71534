import Foundation
import GRDB

/// How the fetches of one language's date went, as the store keeps it (`eventFeed`).
public struct EventFeedRecord: Equatable, Sendable {
    public var language: String
    public var date: EventDate
    /// The URL last fetched; its validators are sent only to it.
    public var url: String
    public var validators: PackValidators
    public var checkedAt: Date?
    /// The last fetch that succeeded: an import, a 304, or a 404 (no events for the date).
    public var succeededAt: Date?
    /// Why the last fetch failed; nil after a success.
    public var lastProblem: String?
}

/// The `event` and `eventFeed` writes of a fetch, inside a caller's transaction.
enum EventFeedRows {
    /// Adds a fetched event unless the same event (text and year, or uid) is stored; whether it was added.
    static func insertIfNew(_ event: EventRecord, language: String, packID: String, db: Database) throws -> Bool {
        let exists =
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS(SELECT 1 FROM event WHERE fingerprint = ? OR uid = ?)"),
                arguments: [event.fingerprint, event.uid]) ?? false
        if exists { return false }
        try db.cachedStatement(
            sql: """
                INSERT INTO event (uid, packId, text, year, month, day, dayOfYear, imageURL, pages, source, sensitive,
                  fingerprint, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            event.uid, packID, event.text, event.year, event.month, event.day, event.dayOfYear, event.imageURL,
            JSONArray.encode(event.pages), event.source, event.sensitive, event.fingerprint, language,
        ])
        return true
    }

    /// A fetch that succeeded: the row takes the URL and its validators (none for a 404) and forgets its problem.
    static func recordSuccess(
        _ db: Database, language: String, date: EventDate, url: String, validators: PackValidators, at now: Date
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO eventFeed (language, month, day, url, etag, lastModified, checkedAt, succeededAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(language, month, day) DO UPDATE SET url = excluded.url, etag = excluded.etag,
                  lastModified = excluded.lastModified, checkedAt = excluded.checkedAt,
                  succeededAt = excluded.succeededAt, lastProblem = NULL
                """,
            arguments: [
                language, date.month, date.day, url, validators.etag, validators.lastModified, StoredDate(now),
                StoredDate(now),
            ])
    }
}

extension QuizDatabase {
    /// The feed row of `language` and `date`, or nil before its first fetch.
    public func eventFeed(language: String, date: EventDate) throws(StoreError) -> EventFeedRecord? {
        try read { db in
            try Row.fetchOne(
                db, sql: "SELECT * FROM eventFeed WHERE language = ? AND month = ? AND day = ?",
                arguments: [language, date.month, date.day]
            ).map { row in
                EventFeedRecord(
                    language: row["language"], date: date, url: row["url"],
                    validators: PackValidators(etag: row["etag"], lastModified: row["lastModified"]),
                    checkedAt: row.optionalStoredDate("checkedAt"),
                    succeededAt: row.optionalStoredDate("succeededAt"), lastProblem: row["lastProblem"])
            }
        }
    }

    /// A fetch the server answered with 304 Not Modified: a success that changes no event.
    public func recordEventFeedNotModified(
        language: String, date: EventDate, url: String, at now: Date
    ) throws(StoreError) {
        try write { db in
            let old = try Row.fetchOne(
                db, sql: "SELECT etag, lastModified FROM eventFeed WHERE language = ? AND month = ? AND day = ?",
                arguments: [language, date.month, date.day])
            let validators = PackValidators(etag: old?["etag"], lastModified: old?["lastModified"])
            try EventFeedRows.recordSuccess(
                db, language: language, date: date, url: url, validators: validators, at: now)
        }
    }

    /// A fetch the server answered with 404: it has no events for the date. A success that changes no event.
    public func recordEventFeedNoEvents(
        language: String, date: EventDate, url: String, at now: Date
    ) throws(StoreError) {
        try write { db in
            try EventFeedRows.recordSuccess(
                db, language: language, date: date, url: url, validators: PackValidators(etag: nil, lastModified: nil),
                at: now)
        }
    }

    /// A fetch that failed: `problem` (one line naming the URL and the reason) is kept; no event changes.
    public func recordEventFeedProblem(
        language: String, date: EventDate, url: String, problem: String, at now: Date
    ) throws(StoreError) {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO eventFeed (language, month, day, url, checkedAt, lastProblem) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT(language, month, day) DO UPDATE SET checkedAt = excluded.checkedAt,
                      lastProblem = excluded.lastProblem
                    """, arguments: [language, date.month, date.day, url, StoredDate(now), problem])
        }
    }
}
