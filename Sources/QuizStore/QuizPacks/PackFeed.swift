import Foundation
import GRDB
import QuizCore

/// How the checks of one pack URL went, as the store keeps it (`packFeed`).
public struct PackFeedRecord: Equatable, Sendable {
    public var url: String
    /// For the next conditional request.
    public var validators: PackValidators
    public var checkedAt: Date?
    /// The last check that succeeded (an import, or a 304).
    public var succeededAt: Date?
    /// The last check that changed the packs, and what it changed (nil for a change kept as English words
    /// before changes were kept as values: the next check that changes something writes one).
    public var changedAt: Date?
    public var lastChange: QuizPackChanges?
    /// Why the last check failed; nil after a success.
    public var lastProblem: PackCheckProblem?
}

/// The `packFeed` rows' writes, inside a caller's transaction. `lastChange` and `lastProblem` hold JSON
/// (`QuizPackChanges`, `PackCheckProblem`), so that screens word them in the player's language.
enum PackFeedRows {
    /// A check that imported (or found nothing new in) the document: the URL's row takes the new validators and
    /// forgets its problem; other URLs' rows go (their packs left the list with this import).
    static func recordSuccess(
        _ db: Database, url: String, validators: PackValidators, change: QuizPackChanges?, at now: Date
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO packFeed (url, etag, lastModified, checkedAt, succeededAt, changedAt, lastChange)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(url) DO UPDATE SET etag = excluded.etag, lastModified = excluded.lastModified,
                  checkedAt = excluded.checkedAt, succeededAt = excluded.succeededAt, lastProblem = NULL,
                  changedAt = COALESCE(excluded.changedAt, changedAt), lastChange = COALESCE(excluded.lastChange, lastChange)
                """,
            arguments: [
                url, validators.etag, validators.lastModified, StoredDate(now), StoredDate(now),
                change == nil ? nil : StoredDate(now),
                try change.map { try JSONText.encode($0, format: [.sortedKeys]) },
            ])
        try db.execute(sql: "DELETE FROM packFeed WHERE url <> ?", arguments: [url])
    }

    /// A stored problem: its JSON, or the English words a store kept before problems were values.
    static func problem(_ stored: String) -> PackCheckProblem {
        (try? JSONValue.decode(PackCheckProblem.self, from: stored)) ?? .recorded(stored)
    }
}

extension QuizDatabase {
    /// The URL's feed row, or nil before its first check.
    public func packFeed(url: String) throws(StoreError) -> PackFeedRecord? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM packFeed WHERE url = ?", arguments: [url]).map { row in
                PackFeedRecord(
                    url: row["url"], validators: PackValidators(etag: row["etag"], lastModified: row["lastModified"]),
                    checkedAt: row.optionalStoredDate("checkedAt"), succeededAt: row.optionalStoredDate("succeededAt"),
                    changedAt: row.optionalStoredDate("changedAt"),
                    lastChange: (row["lastChange"] as String?).flatMap {
                        try? JSONValue.decode(QuizPackChanges.self, from: $0)
                    },
                    lastProblem: (row["lastProblem"] as String?).map(PackFeedRows.problem))
            }
        }
    }

    /// A check the server answered with 304 Not Modified: a success that changes no pack.
    public func recordPackFeedNotModified(url: String, at now: Date) throws(StoreError) {
        try write { db in
            let old = try Row.fetchOne(
                db, sql: "SELECT etag, lastModified FROM packFeed WHERE url = ?", arguments: [url])
            let validators = PackValidators(etag: old?["etag"], lastModified: old?["lastModified"])
            try PackFeedRows.recordSuccess(db, url: url, validators: validators, change: nil, at: now)
        }
    }

    /// A check that failed: `problem` is kept; no pack changes.
    public func recordPackFeedProblem(url: String, problem: PackCheckProblem, at now: Date) throws(StoreError) {
        try write { db in
            let problem = try JSONText.encode(problem, format: [.sortedKeys])
            try db.execute(
                sql: """
                    INSERT INTO packFeed (url, checkedAt, lastProblem) VALUES (?, ?, ?)
                    ON CONFLICT(url) DO UPDATE SET checkedAt = excluded.checkedAt, lastProblem = excluded.lastProblem
                    """, arguments: [url, StoredDate(now), problem])
        }
    }

    /// Forgets a URL's validators, so its next check downloads the whole document (a URL set again).
    public func forgetPackFeedValidators(url: String) throws(StoreError) {
        try write { db in
            try db.execute(
                sql: "UPDATE packFeed SET etag = NULL, lastModified = NULL WHERE url = ?", arguments: [url])
        }
    }

    /// When the quiz packs on the list last changed (added, updated or removed), or nil when none ever came.
    public func quizPacksUpdatedAt() throws(StoreError) -> Date? {
        try read { db in
            try StoredDate.fetchOne(
                db,
                sql: """
                    SELECT MAX(at) FROM (SELECT updatedAt AS at FROM pack WHERE isQuiz
                                         UNION ALL SELECT removedAt FROM pack WHERE isQuiz)
                    """)?.date
        }
    }
}
