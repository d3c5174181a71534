import Foundation
import GRDB
import QuizCore

/// The one SQLite database where TiltQuiz keeps its content and records.
/// WAL journal with `synchronous = FULL` (every commit is on the disk before
/// it returns, so a power cut keeps it), `secure_delete` (deleted rows are
/// zeroed), foreign keys on, schema from versioned migrations.
public final class QuizDatabase: Sendable {
    /// The file the database lives in (nil for an in-memory database).
    public let path: String?
    let writer: any DatabaseWriter

    /// Opens (and creates or migrates) the database file at `path`.
    public init(path: String) throws(StoreError) {
        self.path = path
        try DataFolder.prepare(PathText.folder(of: path))
        do {
            writer = try DatabasePool(path: path, configuration: Self.configuration)
            // GRDB turns the pool's writer to NORMAL once WAL is on: turn it back.
            try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        } catch {
            throw Self.openFailure(error, path: path)
        }
        try Self.refuseOtherVersions(writer, path: path)
        do {
            try Self.migrator.migrate(writer)
        } catch {
            throw Self.openFailure(error, path: path)
        }
    }

    /// Why the file could not be opened: a damaged file says so and how to
    /// repair it; anything else names the reason.
    static func openFailure(_ error: any Error, path: String) -> StoreError {
        guard let problem = StorageProblem(error) else { return .cannotOpen(path: path, reason: describe(error)) }
        if problem == .damaged { return .damaged(path: path, detail: describe(error)) }
        return .cannotOpen(path: path, reason: "\(problem.explanation) (\(describe(error))): \(problem.advice)")
    }

    /// A database whose schema came from a TiltQuiz this one does not know
    /// (newer, or a development build) is left alone, with a message that says so.
    static func refuseOtherVersions(_ writer: any DatabaseWriter, path: String) throws(StoreError) {
        let applied: Set<String>
        do {
            applied = try writer.read { db in try migrator.appliedIdentifiers(db) }
        } catch {
            throw openFailure(error, path: path)
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
            return PathText.join(xdg, "tiltquiz")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return PathText.join(home, ".local/share/tiltquiz")
    }

    /// The database file inside a data directory.
    public static func file(inDirectory directory: String) -> String {
        PathText.join(directory, "tiltquiz.sqlite")
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
            throw failure(error)
        }
    }

    /// A read of one statement outside a transaction: a single SELECT is its own snapshot, so it needs no
    /// BEGIN and COMMIT around it (for reads asked on every request: under load those two were a third of the
    /// web admin's standing read, `docs/performance.md`). More than one statement belongs in `read`.
    func readOneStatement<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.unsafeRead(body)
        } catch {
            throw failure(error)
        }
    }

    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.write(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw failure(error)
        }
    }

    /// The rows `sql` selects, each made into a value by `make`, in one read.
    func rows<T>(
        _ sql: String, arguments: StatementArguments = StatementArguments(), _ make: (Row) throws -> T
    ) throws(StoreError) -> [T] {
        try read { db in try Row.fetchAll(db, sql: sql, arguments: arguments).map(make) }
    }

    /// Inserts `row` in a transaction of its own; returns the id SQLite gave it.
    func insert<Row: MutablePersistableRecord>(_ row: Row) throws(StoreError) -> Int64 {
        try write { db in
            var row = row
            try row.insert(db)
            return db.lastInsertedRowID
        }
    }

    /// A failed query as a store error: a problem of the storage itself (full,
    /// read-only, I/O, damaged) names the file and the problem; others the reason.
    func failure(_ error: any Error) -> StoreError {
        if let problem = StorageProblem(error) {
            return .storage(path: path ?? ":memory:", problem: problem, detail: Self.describe(error))
        }
        return .query(Self.describe(error))
    }

    private static var configuration: Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(5)
        config.prepareDatabase { db in
            // SQLite's WAL default here is NORMAL, which syncs only at checkpoints:
            // a commit could be lost with the power. FULL syncs the WAL at every commit.
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // A deleted row's bytes are overwritten with zeros, not left in the file's free space:
            // an erased player's name, or an expired lead's sealed email, leaves no copy behind.
            try db.execute(sql: "PRAGMA secure_delete = ON")
        }
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
    /// Rows an import refused once it was written (a `translates` that does not fit the question it names), and
    /// nothing was kept: each names its file, line and field, and why as a value (`ImportError.rowProblem`) that a
    /// page words in its reader's language. The description is one English line each.
    case importRowsRefused([ImportError])
    /// The storage failed: the disk is full, the file is read-only or damaged, an I/O error.
    case storage(path: String, problem: StorageProblem, detail: String)
    /// The file is not a sound SQLite database; `tiltquiz check --repair` rebuilds it.
    case damaged(path: String, detail: String)
    /// The change no longer fits what another program wrote to the same store meanwhile.
    case conflict(String)
    /// The data folder cannot be made or used (no permission, read-only, a file in the way).
    case dataFolder(path: String, reason: String)
    /// Another game plays from the data folder and holds its lock (`GameLock`); `holder` is its process.
    case locked(directory: String, holder: Int32?)
    /// The key that seals players' emails cannot be used: missing, unreadable, open to others, not a key.
    case keyFile(path: String, reason: String)
    /// A lead's sealed email cannot be opened: another key sealed it, or its bytes were changed or moved.
    case sealedEmail(lead: Int64, reason: String)
    /// What was asked is not kept: a lead without consent, an email or a name that breaks the rule.
    case refused(String)
    /// A register or an account change not done, and why (`AccountRefusal`: the screens word it).
    case account(AccountRefusal)
    /// No player answers to the name or `#id` given.
    case unknownPlayer(String)
    /// Several players have the name given; `ids` are theirs, to pick one with `#id`.
    case ambiguousPlayer(name: String, ids: [Int64])

    /// What went wrong with the storage, when it is the storage that failed.
    public var storageProblem: StorageProblem? {
        switch self {
        case .storage(_, let problem, _): return problem
        case .damaged: return .damaged
        default: return nil
        }
    }

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
        case .importRowsRefused(let rows):
            return rows.map(\.description).joined(separator: "\n")
        case .storage(let path, let problem, let detail):
            return "cannot use the database \(path): \(problem.explanation) (\(detail))"
        case .damaged(let path, let detail):
            return "the database \(path) is damaged (\(detail)); nothing was changed. "
                + "Run `tiltquiz check --repair` with the same --data to keep a copy of it and rebuild a sound store "
                + "from what can be read"
        case .conflict(let reason):
            return "not saved: \(reason)"
        case .dataFolder(let path, let reason):
            return "cannot use the data folder \(path): \(reason); give --data a folder this user can write"
        case .locked(let directory, let holder):
            let who = holder.map { "process \($0)" } ?? "another process"
            return "cannot open the database \(directory): another TiltQuiz game (\(who)) is already playing from "
                + "this data folder; stop it first (one game per store), or give this one its own --data folder"
        case .keyFile(let path, let reason):
            return "cannot use the key file \(path): \(reason)"
        case .sealedEmail(let lead, let reason):
            return "cannot read the email of lead #\(lead): \(reason)"
        case .refused(let reason):
            return "not kept: \(reason)"
        case .account(let refusal):
            return "not kept: \(refusal.words)"
        case .unknownPlayer(let reference):
            if reference.hasPrefix("#") {
                return "there is no player \(reference) (`tiltquiz players list` lists them)"
            }
            return "no player is named \"\(reference)\" (`tiltquiz players list` lists them)"
        case .ambiguousPlayer(let name, let ids):
            let choices = ids.map { "#\($0)" }.joined(separator: ", ")
            return "\(ids.count) players are named \"\(name)\" (\(choices)): name one by its id instead, "
                + "such as '#\(ids.first ?? 0)'"
        }
    }
}
