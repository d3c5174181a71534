import Logging
import PostgresNIO

/// The fleet's connection to its PostgreSQL: a postgres-nio `PostgresClient` (a pool of connections) run for the
/// length of some work and closed after it, with every failure a user can cause turned into a `FleetFailure`.
///
/// The pool retries a failing connection quietly and, after a minute, fails its waiting queries without the
/// cause; so `run` first opens one connection of its own, which fails at once with PostgreSQL's reason (a wrong
/// password, no such database, no TLS), and closes it before starting the pool. That suits `fleet init` and the
/// bench's kiosks; a device's sync and a check run on one connection of their own (`session`), and the web admin,
/// serving pages, keeps its connections in a `FleetPool`.
public struct FleetConnection: Sendable {
    /// The server it connects to.
    public let server: FleetServer
    private let password: FleetPassword
    private let tls: FleetTLS

    /// A connection to `server` with `password`; throws `FleetFailure.caFile` or `.tls` when the server's TLS
    /// settings cannot be made. Nothing is connected until `run`, `session` or `check`.
    public init(server: FleetServer, password: FleetPassword) throws(FleetFailure) {
        self.server = server
        self.password = password
        tls = try FleetTLS(server)
    }

    /// Runs `work` with a running client, then closes the client's connections; a failure `work` or the
    /// connection meets that a user can cause comes out as a `FleetFailure`.
    public func run<Result: Sendable>(_ work: (PostgresClient) async throws -> Result) async throws -> Result {
        do {
            try await probe()
            let client = PostgresClient(configuration: clientConfiguration, backgroundLogger: Self.silent)
            return try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await client.run() }
                // Cancelling `run()` shuts the pool down and closes its connections.
                defer { group.cancelAll() }
                return try await work(client)
            }
        } catch {
            throw FleetFailure(error, server: server, passwordFile: password.file) ?? error
        }
    }

    /// Runs `work` on one connection of its own, opened for it and closed after it: a device's sync and its look
    /// at the server, whose statements run one after another. A server that stops or a link that breaks under
    /// way fails the statement at once, where a `PostgresClient` would wait for a new connection (up to its
    /// circuit breaker's minute) while the device's status said nothing. A connection still at work after `limit`
    /// (a network gone silent, where no reset ever comes) is closed, and `session` throws
    /// `FleetFailure.unreachable` ("no answer within N s"); what the server committed before stays committed.
    public func session<Result: Sendable>(
        limit: Duration, _ work: (FleetSession) async throws -> Result
    ) async throws -> Result {
        do {
            let connection = try await connect(id: 1)
            // True when the limit passed and the watchdog closed the connection.
            let watchdog = Task {
                do { try await Task.sleep(for: limit) } catch { return false }
                try? await connection.close()
                return true
            }
            do {
                let result = try await work(FleetSession(connection))
                try? await connection.closeGracefully()
                watchdog.cancel()
                return result
            } catch {
                watchdog.cancel()
                try? await connection.close()
                if await watchdog.value {
                    throw FleetFailure.unreachable(
                        address: server.address, reason: .noAnswer(seconds: Int(limit.components.seconds)))
                }
                throw error
            }
        } catch {
            throw FleetFailure(error, server: server, passwordFile: password.file) ?? error
        }
    }

    /// Connects and reads the server's version and the user it let in, on one connection of its own (`session`),
    /// given up after `limit`.
    public func check(limit: Duration = FleetSync.defaultLimit) async throws -> FleetServerCheck {
        try await session(limit: limit) { session in
            let rows = try await session.query("SELECT version(), current_user")
            for try await (version, user) in rows.decode((String, String).self) {
                return FleetServerCheck(version: version, user: user)
            }
            throw FleetFailure.server(
                address: server.address, message: "SELECT version() returned no row", sqlState: "?")
        }
    }

    /// Opens and closes one connection, which fails with the reason the pool would keep to itself.
    private func probe() async throws {
        // Gracefully: a Terminate message first, as libpq ends a session.
        try await connect(id: 0).closeGracefully()
    }

    /// One connection of its own (on postgres-nio's shared event loops), or PostgreSQL's or the network's reason
    /// at once, as postgres-nio throws it (`FleetFailure.init(_:server:passwordFile:)` words it).
    func connect(id: Int) async throws -> PostgresConnection {
        let configuration = PostgresConnection.Configuration(
            host: server.host, port: server.port, username: server.user, password: password.secret,
            database: server.database, tls: tls.connection)
        return try await PostgresConnection.connect(configuration: configuration, id: id, logger: Self.silent)
    }

    /// `error` as a `FleetFailure` when a user can cause it, else as it is.
    func failure(_ error: any Error) -> any Error {
        FleetFailure(error, server: server, passwordFile: password.file) ?? error
    }

    private var clientConfiguration: PostgresClient.Configuration {
        PostgresClient.Configuration(
            host: server.host, port: server.port, username: server.user, password: password.secret,
            database: server.database, tls: tls.client)
    }

    /// postgres-nio logs nothing of ours: a log line is no place for a connection's settings.
    static let silent = Logger(label: "tiltquiz.fleet", factory: { _ in SwiftLogNoOpLogHandler() })
}

/// What `FleetConnection.check` read from the server.
public struct FleetServerCheck: Equatable, Sendable {
    /// `SELECT version()`: "PostgreSQL 15.18 (Debian ...) on x86_64-pc-linux-gnu, ...".
    public var version: String
    /// `current_user`: the role the server let in.
    public var user: String
}
