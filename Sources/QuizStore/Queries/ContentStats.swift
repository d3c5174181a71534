import GRDB

/// Counts of what the store holds (`tiltquiz content stats`).
public struct ContentStats: Equatable, Sendable, Encodable {
    /// Active questions by kind and topic.
    public struct Questions: Equatable, Sendable, Encodable {
        public var total: Int
        public var trueFalse: Int
        public var multipleChoice: Int
        public var byTopic: [String: Int]
    }

    public var questions: Questions
    public var events: Int
    public var packs: Int
    public var players: Int
}

extension QuizDatabase {
    public func contentStats() throws(StoreError) -> ContentStats {
        try read { db in
            let byKind = try Row.fetchAll(
                db, sql: "SELECT kind, COUNT(*) AS n FROM question WHERE status = \(SQLWord.active) GROUP BY kind")
            var counts: [String: Int] = [:]
            for row in byKind { counts[row["kind"]] = row["n"] }
            let byTopicRows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.name, COUNT(*) AS n FROM question q JOIN topic t ON t.id = q.topicId
                    WHERE q.status = \(SQLWord.active) GROUP BY t.name
                    """)
            var byTopic: [String: Int] = [:]
            for row in byTopicRows { byTopic[row["name"]] = row["n"] }
            let trueFalse = counts["trueFalse"] ?? 0
            let multipleChoice = counts["multipleChoice"] ?? 0
            return ContentStats(
                questions: .init(
                    total: trueFalse + multipleChoice, trueFalse: trueFalse, multipleChoice: multipleChoice,
                    byTopic: byTopic),
                events: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM event") ?? 0,
                packs: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pack") ?? 0,
                players: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player") ?? 0)
        }
    }
}
