import Foundation
import LocalPostgres
import PostgresNIO
import QuizApp
import QuizCore
import QuizFleet

/// The fleet bench's server: the database `tiltquiz` in the bench's own cluster, its fleet schema installed by
/// the owner (the cluster's superuser, as `fleet init`), and two login users made as docs/fleet.md tells an
/// operator: `bench_kiosk` in `tiltquiz_kiosk` (what every simulated device connects as) and `bench_admin` in
/// `tiltquiz_admin` (the boards, as the web admin reads them).
struct FleetBenchServer: Sendable {
    /// The server's settings beyond Debian's defaults, as an event's server would be set for its memory: the
    /// year's tables and indexes mostly in shared buffers, and no checkpoint forced by the load's WAL.
    static let settings = [
        "shared_buffers": "2GB", "max_wal_size": "8GB", "maintenance_work_mem": "512MB", "max_connections": "300",
    ]
    static let database = "tiltquiz"

    let cluster: PostgresCluster
    let owner: FleetConnection
    let admin: FleetConnection
    let kiosk: FleetConnection
    /// The kiosk user's name and password, for PgBouncer's user list.
    let kioskUser: (name: String, password: String)
    /// The file holding both login users' password (mode 0600).
    let usersPasswordFile: String

    init(cluster: PostgresCluster, folder: String) throws {
        self.cluster = cluster
        let password = UUID().uuidString
        kioskUser = ("bench_kiosk", password)
        let file = PathText.join(folder, "bench-users-password")
        usersPasswordFile = file
        FileManager.default.createFile(
            atPath: file, contents: Data((password + "\n").utf8), attributes: [.posixPermissions: 0o600])
        let superuser = try Self.connection(
            cluster, user: cluster.user, file: cluster.passwordFile, database: "postgres")
        owner = try Self.connection(cluster, user: cluster.user, file: cluster.passwordFile, database: Self.database)
        admin = try Self.connection(cluster, user: "bench_admin", file: file, database: Self.database)
        kiosk = try Self.connection(cluster, user: "bench_kiosk", file: file, database: Self.database)
        let owner = owner
        try FleetBench.blocking {
            try await superuser.run { try await $0.run("CREATE DATABASE \(Self.database)") }
            try await owner.run { client in
                try await FleetSchema.install(on: client)
                for (user, role) in [("bench_kiosk", FleetSchema.kioskRole), ("bench_admin", FleetSchema.adminRole)] {
                    try await client.run("CREATE ROLE \(user) LOGIN PASSWORD '\(password)' IN ROLE \(role)")
                }
            }
        }
    }

    /// A connection as `user` (password in `file`) to `database` on `port` (the cluster's, or a PgBouncer's).
    static func connection(
        _ cluster: PostgresCluster, user: String, file: String, database: String, port: Int? = nil
    ) throws -> FleetConnection {
        let url = "postgres://\(user)@\(cluster.host):\(port ?? cluster.port)/\(database)?sslmode=disable"
        do {
            return try FleetConnection(server: FleetServer(url: url), password: FleetPassword(file: file))
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The kiosk user's connection through a PgBouncer listening on `port`.
    func kiosk(port: Int) throws -> FleetConnection {
        try Self.connection(
            cluster, user: kioskUser.name, file: usersPasswordFile, database: Self.database, port: port)
    }
}

extension PostgresClient {
    /// Runs `sql` (the bench's own text) and reads its rows to the end.
    func run(_ sql: String) async throws {
        for try await _ in try await query(PostgresQuery(unsafeSQL: sql)) {}
    }

    /// The first column of `sql`'s first row as an integer.
    func integer(_ sql: String) async throws -> Int64 {
        for try await value in try await query(PostgresQuery(unsafeSQL: sql)).decode(Int64.self) { return value }
        return 0
    }
}
