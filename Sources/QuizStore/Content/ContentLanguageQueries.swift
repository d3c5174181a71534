import GRDB
import QuizCore

extension QuizDatabase {
    /// How many active questions of `kind` each language has among the packs in `scope`, in `topic` when one is
    /// named (any case): what `ContentLanguage.choose` weighs. Languages with none are absent.
    public func questionCountsByLanguage(
        kind: QuestionRecord.Kind, topic: String? = nil, in scope: PackScope = .all
    ) throws(StoreError) -> [String: Int] {
        let packs = scope.condition("q.packId")
        var arguments: StatementArguments = [kind.rawValue, QuestionStatus.active.rawValue]
        var sql = "SELECT q.language, COUNT(*) FROM question q WHERE q.kind = ? AND q.status = ?"
        if let topic {
            sql += " AND q.topicId IN (SELECT id FROM topic WHERE name = ? COLLATE NOCASE)"
            arguments += [topic]
        }
        sql += " AND \(packs.sql) GROUP BY q.language"
        arguments += packs.arguments
        let finalSQL = sql
        let finalArguments = arguments
        return try read { db in
            var counts: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: finalSQL, arguments: finalArguments) {
                counts[row[0] as String] = row[1] as Int
            }
            return counts
        }
    }

    /// The language a mode deals `needed` questions of `kind` in (of `topic` when named): the player's, else the
    /// operator's default, else English, by `ContentLanguage.choose` over the stored counts.
    public func dealingLanguage(
        player: String, operatorDefault: String, kind: QuestionRecord.Kind, topic: String? = nil, needed: Int,
        in scope: PackScope = .all
    ) throws(StoreError) -> ContentLanguage.Choice {
        let counts = try questionCountsByLanguage(kind: kind, topic: topic, in: scope)
        return ContentLanguage.choose(player: player, operatorDefault: operatorDefault, needed: needed) {
            counts[$0, default: 0]
        }
    }
}
