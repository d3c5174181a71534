import Foundation
import GRDB

/// The one SQLite database where TiltQuiz keeps its content and records.
/// WAL journal, foreign keys on, schema from versioned migrations.
public final class QuizDatabase: Sendable {
    /// The file the database lives in (nil for an in-memory database).
    public let path: String?
    let writer: any DatabaseWriter

    /// Opens (and creates or migrates) the database file at `path`.
    public init(path: String) throws(StoreError) {
        self.path = path
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.cannotOpen(
                path: path, reason: "cannot create the folder \(directory): \(Self.describe(error))")
        }
        do {
            writer = try DatabasePool(path: path, configuration: Self.configuration)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
        try Self.refuseOtherVersions(writer, path: path)
        do {
            try Self.migrator.migrate(writer)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
    }

    /// A database whose schema came from a TiltQuiz this one does not know
    /// (newer, or a development build) is left alone, with a message that says so.
    static func refuseOtherVersions(_ writer: any DatabaseWriter, path: String) throws(StoreError) {
        let applied: Set<String>
        do {
            applied = try writer.read { db in try migrator.appliedIdentifiers(db) }
        } catch {
            throw StoreError.cannotOpen(path: path, reason: describe(error))
        }
        let unknown = applied.subtracting(migrator.migrations).sorted()
        guard let first = unknown.first else { return }
        throw StoreError.cannotOpen(
            path: path,
            reason: "it was written by another version of TiltQuiz (its schema has \"\(first)\", unknown to this one); "
                + "nothing was changed: run the version that wrote it, or move the file aside (or use --data DIR) "
                + "to start a new one")
    }

    /// An in-memory database with the full schema, for tests and dry runs.
    public init() throws(StoreError) {
        path = nil
        do {
            writer = try DatabaseQueue(configuration: Self.configuration)
            try Self.migrator.migrate(writer)
        } catch {
            throw StoreError.cannotOpen(path: ":memory:", reason: Self.describe(error))
        }
    }

    /// The default location: `$XDG_DATA_HOME/tiltquiz`, else `~/.local/share/tiltquiz`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return (xdg as NSString).appendingPathComponent("tiltquiz")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/share/tiltquiz")
    }

    /// The database file inside a data directory.
    public static func file(inDirectory directory: String) -> String {
        (directory as NSString).appendingPathComponent("tiltquiz.sqlite")
    }

    /// Runs SQLite's integrity check; returns the problems found (empty when sound).
    public func integrityProblems() throws(StoreError) -> [String] {
        try read { db in
            try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.read(body)
        } catch {
            throw StoreError.query(Self.describe(error))
        }
    }

    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.write(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.query(Self.describe(error))
        }
    }

    private static var configuration: Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(5)
        return config
    }

    static func describe(_ error: any Error) -> String {
        if let dbError = error as? DatabaseError {
            return dbError.message ?? "\(dbError.resultCode)"
        }
        if let storeError = error as? StoreError {
            return storeError.description
        }
        return (error as NSError).localizedDescription
    }
}

/// A store failure a user can read and act on.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case query(String)
    case badPack(file: String, field: String, reason: String)
    case cannotWrite(path: String, reason: String)
    /// An import file that cannot be read; the message names file, line and field.
    case importFailed(String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "cannot open the database \(path): \(reason)"
        case .query(let reason):
            return "database error: \(reason)"
        case .badPack(let file, let field, let reason):
            return "\(file): \(field): \(reason)"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .importFailed(let message):
            return message
        }
    }
}
