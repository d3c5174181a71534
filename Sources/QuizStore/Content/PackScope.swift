import GRDB

/// Which packs play draws its questions from: every installed pack, or only
/// the ones the config's `packs` lists (then questions in no pack are left
/// out too). Every mode's queries take one.
public struct PackScope: Sendable, Equatable {
    /// Pack ids (`tiltquiz-true-false`); nil for every pack.
    public let packIDs: [String]?

    public static let all = PackScope(packIDs: nil)

    public init(packIDs: [String]?) {
        self.packIDs = packIDs
    }

    /// The SQL condition on a question's pack column (`q.packId`), and its arguments.
    func condition(_ column: String) -> (sql: String, arguments: StatementArguments) {
        guard let packIDs else { return ("1", []) }
        guard !packIDs.isEmpty else { return ("0", []) }
        let marks = Array(repeating: "?", count: packIDs.count).joined(separator: ", ")
        return ("\(column) IN (\(marks))", StatementArguments(packIDs))
    }
}

extension QuizDatabase {
    /// The ids of the installed packs, sorted.
    public func installedPackIDs() throws(StoreError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT id FROM pack ORDER BY id") }
    }
}
