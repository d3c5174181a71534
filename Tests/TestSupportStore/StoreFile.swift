import Foundation
import GRDB
import QuizStore

/// The store file of a data folder a test ran the game or a command on, read and changed in SQL from outside,
/// as an operator's tool would: no migration, no lock of the game's.
public enum StoreFile {
    /// `data`'s store file.
    public static func path(_ data: String) -> String { QuizDatabase.file(inDirectory: data) }

    /// What `body` reads from `data`'s store.
    public static func read<Value>(_ data: String, _ body: (Database) throws -> Value) throws -> Value {
        try DatabaseQueue(path: path(data)).read(body)
    }

    /// What `body` writes to `data`'s store, in one transaction.
    public static func write<Value>(_ data: String, _ body: (Database) throws -> Value) throws -> Value {
        try DatabaseQueue(path: path(data)).write(body)
    }

    /// Runs `sql` (one statement or several) on `data`'s store in one transaction.
    public static func execute(
        _ sql: String, arguments: StatementArguments = StatementArguments(), in data: String
    )
        throws
    {
        try DatabaseQueue(path: path(data)).write { db in try db.execute(sql: sql, arguments: arguments) }
    }

    /// The rows `sql` reads from `data`'s store.
    public static func rows(
        _ sql: String, arguments: StatementArguments = StatementArguments(), in data: String
    )
        throws -> [Row]
    {
        try DatabaseQueue(path: path(data)).read { db in try Row.fetchAll(db, sql: sql, arguments: arguments) }
    }
}
