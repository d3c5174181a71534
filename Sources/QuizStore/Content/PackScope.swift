import GRDB

/// Which packs play draws its questions from: every installed pack, or only
/// the ones the config's `packs` lists (then questions in no pack are left
/// out too). Every mode's queries take one. Quiz packs (the packs mode's,
/// `pack.isQuiz`) are never in a scope: their questions keep their own order
/// and answers ("All of the above"), and play only in the packs mode.
public struct PackScope: Sendable, Equatable {
    /// Pack ids (`tiltquiz-true-false`); nil for every pack.
    public let packIDs: [String]?

    public static let all = PackScope(packIDs: nil)

    public init(packIDs: [String]?) {
        self.packIDs = packIDs
    }

    /// The SQL condition on a question's pack column (`q.packId`), and its arguments.
    func condition(_ column: String) -> (sql: String, arguments: StatementArguments) {
        let notQuiz = "(\(column) IS NULL OR \(column) NOT IN (SELECT id FROM pack WHERE isQuiz))"
        guard let packIDs else { return (notQuiz, []) }
        guard !packIDs.isEmpty else { return ("0", []) }
        let marks = Array(repeating: "?", count: packIDs.count).joined(separator: ", ")
        return ("\(column) IN (\(marks)) AND \(notQuiz)", StatementArguments(packIDs))
    }
}

extension QuizDatabase {
    /// The ids of the installed packs a scope can name, sorted: quiz packs (the packs mode's) are not among them.
    public func installedPackIDs() throws(StoreError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT id FROM pack WHERE NOT isQuiz ORDER BY id") }
    }
}
