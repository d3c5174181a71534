import GRDB

extension Schema {
    /// v5, dealing: each question holds a slot in its topic's deck of its kind
    /// (`dealSlot`, unique per topic and kind), so `nextQuestion` can draw a
    /// slot uniformly and find its question with one index seek. It replaces
    /// `shuffleKey` (a hash of the uid), whose "first key at or after a random
    /// one" favoured the questions after wide gaps between keys.
    static func createDealSlots(_ db: Database) throws {
        try db.drop(index: "question_pick")
        try db.alter(table: "question") { t in
            t.add(column: "dealSlot", .integer)
            t.drop(column: "shuffleKey")
        }
        try db.create(
            index: "question_deal", on: "question", columns: ["topicId", "kind", "dealSlot"], options: .unique)
        try assignMissingDealSlots(db)
    }

    /// Gives every question without a slot the next free ones of its topic and
    /// kind, in id order: after the v5 migration, and after a repair that read
    /// rows from a store of an earlier version. New rows get theirs from
    /// `ContentWriter`. Slots are never reused: a retired question keeps its own.
    static func assignMissingDealSlots(_ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE question SET dealSlot = numbered.slot
                FROM (
                  SELECT q.id, ROW_NUMBER() OVER (PARTITION BY q.topicId, q.kind ORDER BY q.id) - 1
                    + COALESCE((SELECT MAX(o.dealSlot) + 1 FROM question o
                                WHERE o.topicId = q.topicId AND o.kind = q.kind), 0) AS slot
                  FROM question q WHERE q.dealSlot IS NULL
                ) AS numbered
                WHERE question.id = numbered.id
                """)
    }
}
