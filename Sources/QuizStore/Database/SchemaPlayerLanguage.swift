import GRDB

extension Schema {
    /// v26, each player's language (issue 37): the one a named player last chose with the home's globe, which
    /// their next session starts in; NULL until they choose one (and for every player from before).
    static func addPlayerLanguage(_ db: Database) throws {
        try db.alter(table: "player") { t in
            t.add(column: "language", .text)
        }
    }
}
