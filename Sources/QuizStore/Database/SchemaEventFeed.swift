import GRDB

extension Schema {
    /// v9, the event feed ("Which came first?" fetching Wikipedia's "On this day" events): each event knows
    /// its Wikipedia's language and the file of its cached thumbnail; one row per language and date fetched
    /// keeps the validators for a conditional request and how the last fetch went. Self-contained: it needs
    /// only v1's `event` table.
    static func createEventFeed(_ db: Database) throws {
        try db.alter(table: "event") { t in
            // The cached thumbnail's file name in `<data folder>/event-images/`; NULL: none (yet).
            t.add(column: "imageFile", .text)
            // The language the text is written in; every event before v9 (the bundled pack, imports) is English.
            t.add(column: "language", .text).notNull().defaults(to: "en")
        }
        try db.create(index: "event_language_day", on: "event", columns: ["language", "month", "day"])
        try db.create(table: "eventFeed") { t in
            t.column("language", .text).notNull()
            t.column("month", .integer).notNull().check { $0 >= 1 && $0 <= 12 }
            t.column("day", .integer).notNull().check { $0 >= 1 && $0 <= 31 }
            t.primaryKey(["language", "month", "day"])
            // The URL fetched: validators are sent only to the URL that gave them.
            t.column("url", .text).notNull()
            t.column("etag", .text)
            t.column("lastModified", .text)
            t.column("checkedAt", .datetime)
            // The last fetch that succeeded (an import, a 304, or a 404: no events for the date).
            t.column("succeededAt", .datetime)
            // Why the last fetch failed; NULL after a success.
            t.column("lastProblem", .text)
        }
    }
}
