import GRDB
import QuizCore

extension QuizDatabase {
    /// Every pool a live round could deal from within `scope`, each with at least one active question: all
    /// trivia, true/false statements, each topic by name and each installed pack by id (sorted), for the
    /// operator to choose from on the kiosk.
    public func liveQuestionPools(scope: PackScope = .all) throws(StoreError) -> [LiveQuestionPool] {
        let packs = scope.condition("q.packId")
        let active = "q.status = \(SQLWord.active) AND \(packs.sql)"
        return try read { db in
            func any(_ kind: String) throws -> Bool {
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS(SELECT 1 FROM question q WHERE q.kind = \(kind) AND \(active))",
                    arguments: packs.arguments) ?? false
            }
            var pools: [LiveQuestionPool] = []
            if try any(SQLWord.multipleChoice) { pools.append(.trivia) }
            if try any(SQLWord.trueFalse) { pools.append(.trueFalse) }
            let topics = try String.fetchAll(
                db,
                sql: "SELECT DISTINCT t.name FROM question q JOIN topic t ON t.id = q.topicId "
                    + "WHERE q.kind = \(SQLWord.multipleChoice) AND \(active) ORDER BY t.name COLLATE NOCASE",
                arguments: packs.arguments)
            pools += topics.map(LiveQuestionPool.topic)
            let packIDs = try String.fetchAll(
                db,
                sql: "SELECT DISTINCT q.packId FROM question q WHERE q.packId IS NOT NULL AND "
                    + "q.kind = \(SQLWord.multipleChoice) AND \(active) ORDER BY q.packId",
                arguments: packs.arguments)
            pools += packIDs.map(LiveQuestionPool.pack)
            return pools
        }
    }
}
