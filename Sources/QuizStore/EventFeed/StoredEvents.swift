import Foundation
import GRDB

/// A dated event as the store holds it.
public struct StoredEvent: Equatable, Sendable, Encodable {
    public var id: Int64
    public var uid: String
    public var text: String
    /// Negative for BC.
    public var year: Int
    public var month: Int
    public var day: Int
    public var language: String
    public var sensitive: Bool
    /// The article it names as its source (a Wikipedia URL for the bundled and fetched events).
    public var source: String
    /// The pack it came in (`tiltquiz-history-events`, `wikipedia-onthisday-en`); nil for a plain import.
    public var pack: String?
    /// The thumbnail the feed named for its first page with one.
    public var imageURL: String?
    /// The cached thumbnail's file name in `EventImageFolder`; nil when there is none (yet). The file may have
    /// left the folder since (the oldest go to keep it within its size): `EventImageFolder.path(of:)` says.
    public var imageFile: String?
}

/// One event's thumbnail to fetch: the events sharing an image URL share its file.
public struct EventImageWant: Equatable, Sendable {
    public var url: String
    public var eventIDs: [Int64]
}

extension QuizDatabase {
    /// The events of `date` (in `language`, or every language), oldest first.
    public func events(on date: EventDate, language: String? = nil) throws(StoreError) -> [StoredEvent] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, uid, text, year, month, day, language, sensitive, source, packId, imageURL, imageFile
                    FROM event WHERE month = ? AND day = ? AND (? IS NULL OR language = ?) ORDER BY year, id
                    """, arguments: [date.month, date.day, language, language]
            ).map { row in
                StoredEvent(
                    id: row["id"], uid: row["uid"], text: row["text"], year: row["year"], month: row["month"],
                    day: row["day"], language: row["language"], sensitive: row["sensitive"], source: row["source"],
                    pack: row["packId"], imageURL: row["imageURL"], imageFile: row["imageFile"])
            }
        }
    }

    /// The thumbnails `date`'s events in `language` still need, at most `limit` URLs: each event with an http(s)
    /// image URL whose file is not in `folder` (with `retryingUnrecorded` false, only those whose recorded file
    /// has since left it), among the events the game can deal (`EventImageFolder.isDealable`).
    public func eventImagesWanted(
        language: String, date: EventDate, folder: EventImageFolder, year: Int, limit: Int,
        retryingUnrecorded: Bool = true
    ) throws(StoreError) -> [EventImageWant] {
        var wanted: [EventImageWant] = []
        for event in try events(on: date, language: language) {
            guard let url = event.imageURL, url.hasPrefix("https://") || url.hasPrefix("http://"),
                EventImageFolder.isDealable(text: event.text, year: event.year, thisYear: year)
            else { continue }
            if let file = event.imageFile {
                if folder.path(of: file) != nil { continue }
            } else if !retryingUnrecorded {
                continue
            }
            if let index = wanted.firstIndex(where: { $0.url == url }) {
                wanted[index].eventIDs.append(event.id)
            } else if wanted.count < limit {
                wanted.append(EventImageWant(url: url, eventIDs: [event.id]))
            }
        }
        return wanted
    }

    /// Records `file` as the thumbnail of `eventIDs`.
    public func setEventImageFile(_ file: String, eventIDs: [Int64]) throws(StoreError) {
        try write { db in
            for id in eventIDs {
                try db.execute(sql: "UPDATE event SET imageFile = ? WHERE id = ?", arguments: [file, id])
            }
        }
    }
}
