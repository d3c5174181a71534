import GRDB

extension Schema {
    /// v11, topic aliases: a topic renamed in the web admin keeps its former names here, so a pack or an import
    /// that still names it the old way updates its questions in the renamed topic instead of making the old one
    /// again (packs find topics by name). A name is a topic's or an alias, never both (`TopicCatalog` sees to it).
    static func createTopicAliases(_ db: Database) throws {
        try db.create(table: "topicAlias") { t in
            t.primaryKey("name", .text).collate(.nocase)
            t.column("topicId", .integer).notNull().indexed().references("topic", onDelete: .cascade)
        }
    }
}
