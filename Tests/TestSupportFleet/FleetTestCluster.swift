import Foundation
import PostgresNIO
import QuizFleet
import Synchronization
import TestSupport
import Testing

/// A suite's view of the test process's one PostgreSQL cluster (`@Suite(.fleetCluster)`, `SharedPostgres`), for
/// the fleet's tests and the web admin's over a fleet: `initdb` costs a second or two, a new database in it a tenth
/// of that. Each test takes a database of its own (`database()`), so tests that run at once share nothing but the
/// cluster-wide roles; the suite's databases are dropped when its last test ends.
public final class FleetTestCluster: Sendable {
    /// The suite's cluster, while its tests run.
    @TaskLocal public static var current: FleetTestCluster?

    public let cluster: PostgresCluster
    /// Password files of the login users tests make.
    public let folder = TemporaryFolder(prefix: "tiltquiz-fleet-")
    /// The databases the suite's tests made.
    private let made = Mutex<[String]>([])

    public init(_ cluster: PostgresCluster) { self.cluster = cluster }

    /// The suite's cluster; fails the test outside a suite with `.fleetCluster`.
    public static func shared(sourceLocation: SourceLocation = #_sourceLocation) throws -> FleetTestCluster {
        try #require(current, "the suite needs the .fleetCluster trait", sourceLocation: sourceLocation)
    }

    /// A new database, owned by the cluster's superuser (as `fleet init`'s user owns the fleet's database).
    public func database() async throws -> FleetTestDatabase {
        let name = "fleet_" + UUID().uuidString.prefix(8).lowercased()
        try await connection(user: cluster.user, passwordFile: cluster.passwordFile, database: "postgres").run {
            try await $0.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        }
        made.withLock { $0.append(name) }
        return FleetTestDatabase(cluster: self, name: name)
    }

    /// Drops the suite's databases (`WITH (FORCE)`: a connection a test left open goes too).
    public func dropDatabases() async {
        let names = made.withLock { $0 }
        try? await connection(user: cluster.user, passwordFile: cluster.passwordFile, database: "postgres").run {
            for name in names { try await $0.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)")) }
        }
    }

    /// A connection as `user` to `database`, on the cluster's port or on `port` (a proxy's, in front of it).
    public func connection(
        user: String, passwordFile: String, database: String, port: Int? = nil
    ) throws -> FleetConnection {
        let url = "postgres://\(user)@\(cluster.host):\(port ?? cluster.port)/\(database)?sslmode=disable"
        return try FleetConnection(server: FleetServer(url: url), password: FleetPassword(file: passwordFile))
    }
}

/// A database of the test's own in the suite's cluster.
public struct FleetTestDatabase: Sendable {
    public let cluster: FleetTestCluster
    public let name: String

    /// The database owner's connection (`fleet init`'s).
    public var owner: FleetConnection {
        get throws {
            try cluster.connection(
                user: cluster.cluster.user, passwordFile: cluster.cluster.passwordFile, database: name)
        }
    }

    /// Installs the fleet schema as the owner.
    @discardableResult
    public func install() async throws -> FleetInstall {
        try await owner.run { try await FleetSchema.install(on: $0) }
    }

    /// A new login user in `role` (as docs/fleet.md tells an operator to make one), and its connection (on `port`
    /// instead of the cluster's, when given).
    public func user(in role: String, port: Int? = nil) async throws -> FleetConnection {
        let user = "u_" + UUID().uuidString.prefix(8).lowercased()
        let password = UUID().uuidString
        try await owner.run {
            try await $0.query(
                PostgresQuery(unsafeSQL: "CREATE ROLE \(user) LOGIN PASSWORD '\(password)' IN ROLE \(role)"))
        }
        let file = cluster.folder.write(user, password + "\n", mode: 0o600)
        return try cluster.connection(user: user, passwordFile: file, database: name, port: port)
    }

    /// The owner's calls.
    public func calls<Result: Sendable>(_ work: (FleetServerCalls) async throws -> Result) async throws -> Result {
        try await owner.run { try await work(FleetServerCalls($0)) }
    }
}

/// Gives the suite the test process's cluster (`SharedPostgres`, started by the first suite that asks) and drops
/// its databases after its last test. A test that stops or restarts the server makes a `PostgresCluster` of its
/// own instead.
public struct FleetClusterTrait: SuiteTrait, TestScoping {
    public var isRecursive: Bool { false }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SharedPostgres.withCluster { cluster in
            let suite = FleetTestCluster(cluster)
            do {
                try await FleetTestCluster.$current.withValue(suite) { try await function() }
            } catch {
                await suite.dropDatabases()
                throw error
            }
            await suite.dropDatabases()
        }
    }
}

extension Trait where Self == FleetClusterTrait {
    /// The test process's PostgreSQL cluster for the suite (`FleetTestCluster.shared()`).
    public static var fleetCluster: Self { FleetClusterTrait() }
}
