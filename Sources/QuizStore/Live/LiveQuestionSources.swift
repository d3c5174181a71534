import GRDB
import QuizCore

/// A pool a live round could deal from and how many questions it holds now.
public struct LivePoolSize: Equatable, Sendable {
    public let pool: LiveQuestionPool
    public let questions: Int
}

/// Who a live round is dealt for: the language on view, the operator's default, and how many questions it asks
/// (`ContentLanguage.choose` weighs them).
public struct LiveDealing: Equatable, Sendable {
    public let player: String
    public let operatorDefault: String
    public let needed: Int

    public init(player: String, operatorDefault: String, needed: Int) {
        self.player = player
        self.operatorDefault = operatorDefault
        self.needed = needed
    }

    /// The one language of `counts` (active questions by language) a round is dealt in: the player's when it
    /// has `needed`, else the operator's default, else English (`ContentLanguage.choose`), else the language with
    /// the most; nil when there are none.
    func language(among counts: [String: Int]) -> String? {
        ContentLanguage.choose(player: player, operatorDefault: operatorDefault, needed: needed, among: counts)?
            .language
    }
}

extension QuizDatabase {
    /// Every pool a live round could deal from within `scope`, each with at least one active question and
    /// with how many a round dealt for `dealing` can ask: all trivia, true/false statements and each topic by
    /// name counted in the one language such a round is dealt in (`LiveDealing.language`); `day`'s Daily
    /// Challenge set (when the packs hold one) and each installed pack by id (sorted) as they are. For the
    /// operator to choose from on the kiosk.
    public func liveQuestionPools(
        scope: PackScope = .all, day: CalendarDay, dealing: LiveDealing
    ) throws(StoreError) -> [LivePoolSize] {
        let packs = scope.condition("q.packId")
        let active = "q.status = \(SQLWord.active) AND \(packs.sql)"
        let daily = DailyDeal.deal(try dailyCandidates(in: scope), on: day)?.count ?? 0
        return try read { db in
            /// Active questions of `kind` by `group` (one group when nil) and language, the groups in order.
            func counts(_ kind: String, by group: String?) throws -> [(String, [String: Int])] {
                let key = group ?? "''"
                let rows = try Row.fetchAll(
                    db,
                    sql: "SELECT \(key) AS name, q.language AS language, COUNT(*) AS questions FROM question q "
                        + "LEFT JOIN topic t ON t.id = q.topicId WHERE q.kind = \(kind) AND \(active)"
                        + (group.map { " AND \($0) IS NOT NULL" } ?? "") + " GROUP BY \(key), q.language"
                        + (group.map { " ORDER BY \($0) COLLATE NOCASE" } ?? ""),
                    arguments: packs.arguments)
                var groups: [(String, [String: Int])] = []
                for row in rows {
                    let name: String = row["name"]
                    if groups.last?.0 != name { groups.append((name, [:])) }
                    groups[groups.count - 1].1[row["language"] as String, default: 0] += row["questions"] as Int
                }
                return groups
            }
            /// How many a round asks of one group: those in its dealing language.
            func dealt(_ byLanguage: [String: Int]) -> Int {
                dealing.language(among: byLanguage).map { byLanguage[$0, default: 0] } ?? 0
            }
            var pools: [LivePoolSize] = []
            for (_, byLanguage) in try counts(SQLWord.multipleChoice, by: nil) {
                pools.append(LivePoolSize(pool: .trivia, questions: dealt(byLanguage)))
            }
            for (_, byLanguage) in try counts(SQLWord.trueFalse, by: nil) {
                pools.append(LivePoolSize(pool: .trueFalse, questions: dealt(byLanguage)))
            }
            if daily > 0 { pools.append(LivePoolSize(pool: .daily(day), questions: daily)) }
            for (name, byLanguage) in try counts(SQLWord.multipleChoice, by: "t.name") {
                pools.append(LivePoolSize(pool: .topic(name), questions: dealt(byLanguage)))
            }
            for (id, byLanguage) in try counts(SQLWord.multipleChoice, by: "q.packId") {
                pools.append(LivePoolSize(pool: .pack(id), questions: byLanguage.values.reduce(0, +)))
            }
            return pools.filter { $0.questions > 0 }
        }
    }
}
