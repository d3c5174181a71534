import GRDB

/// Which questions play draws from: every installed pack, or only the ones the config's `packs` lists (then
/// questions in no pack are left out too), in every language or in one. Every mode's queries take one. Quiz
/// packs (the packs mode's, `pack.isQuiz`) are never in a scope: their questions keep their own order and
/// answers ("All of the above"), and play only in the packs mode.
public struct PackScope: Sendable, Equatable {
    /// Pack ids (`tiltquiz-true-false`); nil for every pack.
    public let packIDs: [String]?
    /// Only questions in this language (a code such as "de", `question.language`); nil for every language.
    public let language: String?

    public static let all = PackScope(packIDs: nil)

    public init(packIDs: [String]?, language: String? = nil) {
        self.packIDs = packIDs
        self.language = language
    }

    /// The same packs, only in `language` (nil: in every language), as a mode deals once it has chosen one.
    public func only(in language: String?) -> PackScope {
        PackScope(packIDs: packIDs, language: language)
    }

    /// The SQL condition on a question's pack column (`q.packId`), and on the language column beside it
    /// (`q.language`) when the scope has a language, with their arguments.
    func condition(_ column: String) -> (sql: String, arguments: StatementArguments) {
        let notQuiz = "(\(column) IS NULL OR \(column) NOT IN (SELECT id FROM pack WHERE isQuiz))"
        var sql = notQuiz
        var arguments: StatementArguments = []
        if let packIDs {
            guard !packIDs.isEmpty else { return ("0", []) }
            let marks = Array(repeating: "?", count: packIDs.count).joined(separator: ", ")
            sql = "\(column) IN (\(marks)) AND \(notQuiz)"
            arguments = StatementArguments(packIDs)
        }
        if let language {
            let table = column.split(separator: ".").dropLast().last.map { "\($0)." } ?? ""
            sql += " AND \(table)language = ?"
            arguments += [language]
        }
        return (sql, arguments)
    }
}

extension QuizDatabase {
    /// The ids of the installed packs a scope can name, sorted: quiz packs (the packs mode's) are not among them.
    public func installedPackIDs() throws(StoreError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT id FROM pack WHERE NOT isQuiz ORDER BY id") }
    }
}
