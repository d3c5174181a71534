import Foundation
import GRDB

/// What importing one fetched day did.
public struct EventDayImport: Equatable, Sendable {
    /// Events added to the store.
    public var added = 0
    /// Events the store already had (the same text and year, the bundled ones included): not added again.
    public var duplicates = 0
    /// Of the added events, those `EventSensitivity` flagged.
    public var sensitive = 0
    /// The importer's warnings (entries without a year...), one line each.
    public var warnings: [String] = []

    public init(added: Int = 0, duplicates: Int = 0, sensitive: Int = 0, warnings: [String] = []) {
        self.added = added
        self.duplicates = duplicates
        self.sensitive = sensitive
        self.warnings = warnings
    }
}

extension QuizDatabase {
    /// The pack the events fetched from a language's feed belong to: `wikipedia-onthisday-en`.
    public static func eventFeedPackID(language: String) -> String {
        "wikipedia-onthisday-" + language
    }

    /// Reads a fetched "On this day" document for `date` through the "On this day" importer and writes its
    /// events in ONE transaction with the feed row's success (`validators` for the next conditional request).
    /// An event already stored (same text and year, or same uid) is not added again. Each new event is in
    /// `language`, in the pack `eventFeedPackID(language:)`, flagged by `EventSensitivity`, and names the
    /// article of its first page as its source. A document that cannot be read throws `.importFailed` (the
    /// message names the place) and changes nothing.
    public func importEventFeedDay(
        _ body: Data, language: String, date: EventDate, url: String, validators: PackValidators, at now: Date
    ) throws(StoreError) -> EventDayImport {
        let batch: ImportBatch
        do {
            // The file name carries the date the importer gives each event; it is a name, not a path.
            batch = try Importer.parse(
                body, file: "onthisday-\(language)-\(date).json", directory: "", format: .onthisday)
        } catch {
            throw StoreError.importFailed(error.description)
        }
        return try write { db in
            var result = EventDayImport(warnings: batch.warnings.map(\.description))
            let packID = Self.eventFeedPackID(language: language)
            try db.execute(
                sql: """
                    INSERT INTO pack (id, title, description, sourceURL) VALUES (?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET sourceURL = excluded.sourceURL
                    """,
                arguments: [
                    packID, "Wikipedia: On this day (\(language))",
                    "Events fetched from Wikipedia's \"On this day\" feed (CC BY-SA 4.0)", url,
                ])
            for imported in batch.events {
                var event = imported.event
                event.sensitive = EventSensitivity.isSensitive(event.text, language: language)
                event.source = event.pages.first.map { Self.articleURL($0, language: language) } ?? ""
                guard try EventFeedRows.insertIfNew(event, language: language, packID: packID, db: db) else {
                    result.duplicates += 1
                    continue
                }
                result.added += 1
                if event.sensitive { result.sensitive += 1 }
            }
            try EventFeedRows.recordSuccess(
                db, language: language, date: date, url: url, validators: validators, at: now)
            return result
        }
    }

    /// `https://en.wikipedia.org/wiki/Apollo_11` for the page "Apollo 11".
    static func articleURL(_ title: String, language: String) -> String {
        let path = title.replacingOccurrences(of: " ", with: "_")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return "https://\(language).wikipedia.org/wiki/\(encoded)"
    }
}
