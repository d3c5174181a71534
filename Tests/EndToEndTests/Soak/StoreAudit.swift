import Foundation
import GRDB
import TestSupport

/// What the soak reads back from a game's store after killing it: the
/// integrity check, the rows play added, and the promises of the commit journal.
struct StoreAudit {
    /// The tables play adds rows to, keyed by rowid.
    static let tables = ["answer", "purchase", "creditGrant", "powerUpUse", "gameResult", "award"]

    let queue: DatabaseQueue

    init(path: String) throws {
        queue = try DatabaseQueue(path: path)
    }

    /// `PRAGMA integrity_check` and `foreign_key_check`: empty when sound.
    func problems() throws -> [String] {
        try queue.read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
            let keys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { "foreign key: \($0)" }
            return integrity + keys
        }
    }

    /// The highest rowid of each table.
    func maxIDs() throws -> [String: Int64] {
        try queue.read { db in
            var ids: [String: Int64] = [:]
            for table in Self.tables {
                ids[table] = try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(rowid), 0) FROM \(table)") ?? 0
            }
            return ids
        }
    }

    /// The rows added after `baseline`, as comparable lines in rowid order.
    func rowsAdded(since baseline: [String: Int64]) throws -> [String: [(id: Int64, line: String)]] {
        let columns = [
            "answer": "questionId, optionId, result, points, mode",
            "purchase": "item, quantity, priceCents, provider",
            "creditGrant": "cents, source",
            "powerUpUse": "kind, questionId",
            "gameResult": "mode, score, total",
            "award": "badgeId",
        ]
        return try queue.read { db in
            var added: [String: [(id: Int64, line: String)]] = [:]
            for table in Self.tables {
                let rows = try Row.fetchAll(
                    db,
                    sql: "SELECT rowid AS rid, \(columns[table] ?? "*") FROM \(table) WHERE rowid > ? ORDER BY rowid",
                    arguments: [baseline[table] ?? 0])
                added[table] = rows.map { row in
                    let values = row.columnNames.filter { $0 != "rid" }.map { "\(row[$0] as DatabaseValue)" }
                    return (row["rid"], values.joined(separator: "|"))
                }
            }
            return added
        }
    }

    /// The credits ledger balances: the balance is what came in less what was paid from it.
    func ledgerImbalance() throws -> Int {
        try queue.read { db in
            let balance = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(creditsCents), 0) FROM playerState") ?? 0
            let granted = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(cents), 0) FROM creditGrant") ?? 0
            let paid =
                try Int.fetchOne(
                    db, sql: "SELECT COALESCE(SUM(priceCents), 0) FROM purchase WHERE provider = 'credits'") ?? 0
            return balance - (granted - paid)
        }
    }

    /// Power-ups held short of what was bought less what was used (rewards
    /// only add, so fewer means a purchase kept without its power-ups).
    func inventoryShortfalls() throws -> [String] {
        try queue.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT i.kind || ': ' || i.count || ' held, ' || COALESCE(b.n, 0) || ' bought, '
                           || COALESCE(u.n, 0) || ' used'
                    FROM powerUpInventory i
                    LEFT JOIN (SELECT item, SUM(quantity) AS n FROM purchase GROUP BY item) b ON b.item = i.kind
                    LEFT JOIN (SELECT kind, COUNT(*) AS n FROM powerUpUse GROUP BY kind) u ON u.kind = i.kind
                    WHERE i.count < COALESCE(b.n, 0) - COALESCE(u.n, 0)
                    """)
        }
    }

    /// Questions with more than one right or wrong answer still counting, which play never makes
    /// without a Second Chance (the soak's scripts decline it).
    func doubledAnswers() throws -> [Int64] {
        try queue.read { db in
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT questionId FROM answer WHERE mode = 'trivia' AND result IN ('right', 'wrong')
                    AND retiredAt IS NULL GROUP BY playerId, questionId HAVING COUNT(*) > 1
                    """)
        }
    }

    /// The trivia round kept for resuming, as stored.
    func savedRound() throws -> SavedRound? {
        let state = try queue.read { db in
            try String.fetchOne(db, sql: "SELECT state FROM savedGame WHERE mode = 'trivia'")
        }
        return try state.map { try JSONDecoder().decode(SavedRound.self, from: Data($0.utf8)) }
    }

    /// How the saved round's question and options read.
    func texts(question id: Int64, options: [Int64]) throws -> (uid: String, options: [String]) {
        try queue.read { db in
            let uid = try String.fetchOne(db, sql: "SELECT uid FROM question WHERE id = ?", arguments: [id]) ?? ""
            let texts = try options.map { option in
                try String.fetchOne(db, sql: "SELECT text FROM option WHERE id = ?", arguments: [option]) ?? ""
            }
            return (uid, texts)
        }
    }

    func count(_ sql: String, _ arguments: StatementArguments = []) throws -> Int {
        try queue.read { db in try Int.fetchOne(db, sql: sql, arguments: arguments) ?? 0 }
    }

    /// The journal's lines: each the rows, by table, of one committed transaction.
    static func journal(_ path: String) -> [[String: [Int64]]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONObjects.read(line) as? [String: [Int]] else {
                return nil
            }
            return object.mapValues { $0.map(Int64.init) }
        }
    }
}

/// The stored form of a trivia round kept for resuming (`TriviaSavedRound`).
struct SavedRound: Decodable {
    var questionID: Int64
    var topicID: Int64
    var optionIDs: [Int64]
    var removedOptionIDs: [Int64]
    var powerUpsUsed: [String]
    var remainingSeconds: Double
    /// Freeze Time still to run when saved (absent in rounds saved without one running).
    var frozenSeconds: Double?
    var wrongOptionID: Int64?
    var isSecondAttempt: Bool
}
