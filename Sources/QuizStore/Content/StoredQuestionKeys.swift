import GRDB

/// The fingerprints and uids of the questions in the store, kept in memory while an import writes: a new
/// question is checked against them without a query, and added once it is written.
struct StoredQuestionKeys {
    private var fingerprints: Set<String> = []
    private var uids: Set<String> = []

    /// Reads every stored question's keys (one query).
    init(_ db: Database) throws {
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question") ?? 0
        fingerprints.reserveCapacity(count)
        uids.reserveCapacity(count)
        let rows = try Row.fetchCursor(db, sql: "SELECT fingerprint, uid FROM question")
        while let row = try rows.next() {
            fingerprints.insert(row[0])
            uids.insert(row[1])
        }
    }

    /// Whether no stored question has this fingerprint or this uid.
    func isNew(fingerprint: String, uid: String) -> Bool {
        !fingerprints.contains(fingerprint) && !uids.contains(uid)
    }

    mutating func add(fingerprint: String, uid: String) {
        fingerprints.insert(fingerprint)
        uids.insert(uid)
    }
}
