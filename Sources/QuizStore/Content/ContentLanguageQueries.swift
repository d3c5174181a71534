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
    /// operator's default, else English, else the one with the most (`ContentLanguage.choose` over the stored
    /// counts); nil when there are none in any language.
    public func dealingLanguage(
        player: String, operatorDefault: String, kind: QuestionRecord.Kind, topic: String? = nil, needed: Int,
        in scope: PackScope = .all
    ) throws(StoreError) -> ContentLanguage.Choice? {
        let counts = try questionCountsByLanguage(kind: kind, topic: topic, in: scope)
        return ContentLanguage.choose(player: player, operatorDefault: operatorDefault, needed: needed, among: counts)
    }

    /// The topics trivia's wheel needs in a language before it spins in it: two, so that a spin chooses.
    public static let wheelTopicsNeeded = 2

    /// How many topics of active multiple-choice questions each language has among the packs in `scope`: what
    /// trivia's wheel weighs. Languages with none are absent.
    public func triviaTopicCountsByLanguage(in scope: PackScope = .all) throws(StoreError) -> [String: Int] {
        let packs = scope.condition("q.packId")
        let sql = """
            SELECT q.language, COUNT(DISTINCT q.topicId) FROM question q
            WHERE q.kind = \(SQLWord.multipleChoice) AND q.status = \(SQLWord.active) AND \(packs.sql)
            GROUP BY q.language
            """
        return try read { db in
            var counts: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: sql, arguments: packs.arguments) {
                counts[row[0] as String] = row[1] as Int
            }
            return counts
        }
    }

    /// The language trivia's wheel and its topic games deal in: the player's when it has `wheelTopicsNeeded`
    /// topics, else the operator's default, else English, else the one with the most; nil when there is no
    /// multiple-choice question at all. A wheel never mixes languages.
    public func triviaDealingLanguage(
        player: String, operatorDefault: String, in scope: PackScope = .all
    ) throws(StoreError) -> ContentLanguage.Choice? {
        ContentLanguage.choose(
            player: player, operatorDefault: operatorDefault, needed: Self.wheelTopicsNeeded,
            among: try triviaTopicCountsByLanguage(in: scope))
    }
}
