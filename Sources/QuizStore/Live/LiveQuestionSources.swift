import GRDB
import QuizCore

/// A pool a live round could deal from and how many questions it holds now.
public struct LivePoolSize: Equatable, Sendable {
    public let pool: LiveQuestionPool
    public let questions: Int

    public init(pool: LiveQuestionPool, questions: Int) {
        self.pool = pool
        self.questions = questions
    }
}

extension QuizDatabase {
    /// Every pool a live round could deal from within `scope`, each with at least one active question and
    /// with how many: all trivia, true/false statements, `day`'s Daily Challenge set (when the packs hold
    /// one), each topic by name and each installed pack by id (sorted), for the operator to choose from on
    /// the kiosk.
    public func liveQuestionPools(scope: PackScope = .all, day: CalendarDay) throws(StoreError) -> [LivePoolSize] {
        let packs = scope.condition("q.packId")
        let active = "q.status = \(SQLWord.active) AND \(packs.sql)"
        let daily = DailyDeal.deal(try dailyCandidates(in: scope), on: day)?.count ?? 0
        return try read { db in
            func counts(_ kind: String, by group: String?) throws -> [(String, Int)] {
                let key = group ?? "''"
                return try Row.fetchAll(
                    db,
                    sql: "SELECT \(key) AS name, COUNT(*) AS questions FROM question q "
                        + "LEFT JOIN topic t ON t.id = q.topicId WHERE q.kind = \(kind) AND \(active)"
                        + (group.map { " AND \($0) IS NOT NULL GROUP BY \($0) ORDER BY \($0) COLLATE NOCASE" } ?? ""),
                    arguments: packs.arguments
                ).compactMap { row in
                    let questions: Int = row["questions"]
                    return questions > 0 ? (row["name"], questions) : nil
                }
            }
            var pools: [LivePoolSize] = []
            for (_, questions) in try counts(SQLWord.multipleChoice, by: nil) {
                pools.append(LivePoolSize(pool: .trivia, questions: questions))
            }
            for (_, questions) in try counts(SQLWord.trueFalse, by: nil) {
                pools.append(LivePoolSize(pool: .trueFalse, questions: questions))
            }
            if daily > 0 { pools.append(LivePoolSize(pool: .daily(day), questions: daily)) }
            for (name, questions) in try counts(SQLWord.multipleChoice, by: "t.name") {
                pools.append(LivePoolSize(pool: .topic(name), questions: questions))
            }
            for (id, questions) in try counts(SQLWord.multipleChoice, by: "q.packId") {
                pools.append(LivePoolSize(pool: .pack(id), questions: questions))
            }
            return pools
        }
    }
}
