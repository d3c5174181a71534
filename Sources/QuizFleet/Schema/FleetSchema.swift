import Logging
import PostgresNIO

/// The fleet's PostgreSQL schema `fleet` (docs/fleet.md, "The server's schema"): typed tables for the hall's
/// data, the change log devices pull, the functions that are the only way devices touch them, and the roles
/// `tiltquiz_kiosk` and `tiltquiz_admin`.
public enum FleetSchema {
    /// The schema version this build knows: the number of its last migration.
    public static let version = FleetMigration.all.map(\.number).max() ?? 0

    /// Brings the server's `fleet` schema to `version` and (re)applies the roles' grants, in one transaction, as
    /// the client's user (the database's owner, allowed to CREATE ROLE). Idempotent: a second run changes nothing;
    /// roles that exist are kept. Throws `FleetFailure.schemaVersion` when the server's schema is newer than
    /// this build knows, having changed nothing.
    @discardableResult
    public static func install(on client: PostgresClient) async throws -> FleetInstall {
        try await install(on: client, through: version)
    }

    /// `install(on:)` stopping at migration `last`: a server as an earlier build left it, for the tests of what
    /// a later migration does to it.
    static func install(on client: PostgresClient, through last: Int) async throws -> FleetInstall {
        do {
            return try await client.withConnection { connection in
                try await connection.withTransaction(logger: quiet) { connection in
                    try await install(connection, through: last)
                }
            }
        } catch let error as PostgresTransactionError {
            throw error.closureError ?? error.commitError ?? error.beginError ?? error
        }
    }

    /// Throws `FleetFailure.schemaVersion` unless `serverVersion` (from `hello`) is the one this build knows.
    public static func check(serverVersion: Int) throws(FleetFailure) {
        guard serverVersion == version else { throw .schemaVersion(server: serverVersion, known: version) }
    }

    private static func install(_ connection: PostgresConnection, through last: Int) async throws -> FleetInstall {
        // Two installs at once take turns (another key than the change log's).
        try await run("SELECT pg_advisory_xact_lock(\(FleetMigration.changeLogLock - 1))", on: connection)
        try await run("CREATE SCHEMA IF NOT EXISTS fleet", on: connection)
        try await run(
            """
            CREATE TABLE IF NOT EXISTS fleet.schema_version (
              version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
            """, on: connection)
        let before = try await integer(
            "SELECT coalesce(max(version), 0) FROM fleet.schema_version", on: connection)
        guard before <= version else { throw FleetFailure.schemaVersion(server: before, known: version) }
        for migration in FleetMigration.all where migration.number > before && migration.number <= last {
            for statement in migration.statements { try await run(statement, on: connection) }
            try await connection.query(
                "INSERT INTO fleet.schema_version (version) VALUES (\(migration.number))", logger: quiet)
        }
        var created: [String] = []
        for role in [kioskRole, adminRole] {
            let exists = try await integer("SELECT count(*) FROM pg_roles WHERE rolname = '\(role)'", on: connection)
            guard exists == 0 else { continue }
            if try await createRole(role, on: connection) { created.append(role) }
        }
        let reached = max(before, min(last, version))
        for statement in grants(through: reached) { try await run(statement, on: connection) }
        return FleetInstall(from: before, to: reached, createdRoles: created)
    }

    /// Creates `role`; false when another database's install made it first (roles belong to the whole
    /// cluster, which the per-database advisory lock does not cover): then it is kept as it is.
    private static func createRole(_ role: String, on connection: PostgresConnection) async throws -> Bool {
        try await run("SAVEPOINT fleet_role", on: connection)
        do {
            try await run("CREATE ROLE \(role) NOLOGIN", on: connection)
            try await run("RELEASE SAVEPOINT fleet_role", on: connection)
            return true
        } catch let error as PSQLError where ["42710", "23505"].contains(error.serverInfo?[.sqlState]) {
            try await run("ROLLBACK TO SAVEPOINT fleet_role", on: connection)
            return false
        }
    }

    /// Runs one statement of this file's own text (never a user's) and reads its rows to the end.
    private static func run(_ sql: String, on connection: PostgresConnection) async throws {
        for try await _ in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: quiet) {}
    }

    private static func integer(_ sql: String, on connection: PostgresConnection) async throws -> Int {
        for try await value in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: quiet)
            .decode(Int.self)
        {
            return value
        }
        return 0
    }

    /// postgres-nio logs nothing of the fleet's (FleetConnection's reason).
    static let quiet = Logger(label: "tiltquiz.fleet.schema", factory: { _ in SwiftLogNoOpLogHandler() })
}

/// What `FleetSchema.install` did: the schema version before and after, and the roles it created.
public struct FleetInstall: Equatable, Sendable {
    /// The server's schema version before (0: no fleet schema yet).
    public var from: Int
    /// The version now: `FleetSchema.version`.
    public var to: Int
    /// The roles it made (`tiltquiz_kiosk`, `tiltquiz_admin`); empty when they existed.
    public var createdRoles: [String]
}
