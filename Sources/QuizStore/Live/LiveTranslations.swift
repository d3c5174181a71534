import GRDB

/// A live question in another language: its text, and its answers in the order the round shows them.
public struct LiveDealtTranslation: Equatable, Sendable {
    public let language: String
    public let text: String
    public let options: [String]
}

extension QuizDatabase {
    /// Question `id` in the other languages it is written in, each with its answers at `shown` (the store
    /// positions of the answers in the order the round shows them, so every phone's answer at one place is the
    /// same answer): the active questions within `packs` linked to it by `translates` (those that translate it,
    /// the one it translates, and the others that translate that one), one per language (the first stored) in the
    /// languages' order, none in its own language. A translation with another number of answers, or a statement with the other answer,
    /// is left out: the import refuses them, but the question it names may have changed since.
    static func liveTranslations(
        of id: Int64, shown: [Int], packs: (sql: String, arguments: StatementArguments), _ db: Database
    ) throws -> [LiveDealtTranslation] {
        guard
            let question = try Row.fetchOne(
                db, sql: "SELECT uid, translates, language, kind, correctAnswer FROM question WHERE id = ?",
                arguments: [id])
        else { return [] }
        let root: String = question["translates"] ?? question["uid"]
        let kind: String = question["kind"]
        let isStatement = kind == QuestionRecord.Kind.trueFalse.rawValue
        let answers =
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM option WHERE questionId = ?", arguments: [id]) ?? 0
        let linked = try Row.fetchAll(
            db,
            sql: """
                SELECT q.id, q.text, q.language, q.correctAnswer FROM question q
                WHERE (q.uid = ? OR q.translates = ?) AND q.id != ? AND q.kind = ? AND q.status = \(SQLWord.active)
                  AND \(packs.sql)
                ORDER BY q.language, q.id
                """,
            arguments: [root, root, id, kind] + packs.arguments)
        var languages: Set<String> = [question["language"]]
        var translations: [LiveDealtTranslation] = []
        for row in linked {
            let language: String = row["language"]
            guard !languages.contains(language) else { continue }
            if isStatement {
                guard
                    (row["correctAnswer"] as String).lowercased() == (question["correctAnswer"] as String).lowercased()
                else { continue }
            }
            let options = try String.fetchAll(
                db, sql: "SELECT text FROM option WHERE questionId = ? ORDER BY position", arguments: [row["id"]])
            guard options.count == answers, shown.allSatisfy(options.indices.contains) else { continue }
            languages.insert(language)
            translations.append(
                LiveDealtTranslation(language: language, text: row["text"], options: shown.map { options[$0] }))
        }
        return translations
    }
}
