import Foundation
import ProcessLifecycle

/// A PgBouncer of a test's or a bench's own (Debian's `pgbouncer`, 1.18) in front of a `PostgresCluster`: its
/// config, user list and log in a new temporary folder, listening on 127.0.0.1 on a free port, run as the
/// cluster's user (`nobody` when run as root: PgBouncer refuses root too). Every database of the cluster is
/// reached through it by the same name. Stopped and its folder removed when the value goes away.
public final class PgBouncer: @unchecked Sendable {
    /// Where Debian installs it.
    public static let binary = "/usr/sbin/pgbouncer"

    /// How PgBouncer lends its server connections.
    public enum PoolMode: String, Sendable {
        /// A server connection per client for the client's whole session.
        case session
        /// A server connection per transaction: many clients share a few server connections.
        case transaction
    }

    /// The folder holding `pgbouncer.ini`, `userlist.txt` and `pgbouncer.log`.
    public let folder: String
    /// The address it listens on.
    public let host = "127.0.0.1"
    /// The port it listens on: a free one when it started.
    public let port: Int
    /// Its log (connections, and any error it met).
    public var logFile: String { folder + "/pgbouncer.log" }

    private let process: Process
    private let cluster: PostgresCluster

    /// Starts PgBouncer in front of `cluster` in `mode`, with at most `poolSize` server connections per user and
    /// database and `maxClients` clients; `users` (name, password) may log in, with scram-sha-256, and PgBouncer
    /// logs in to PostgreSQL as them with the same password. The cluster's superuser may also use PgBouncer's
    /// admin console (`SHOW POOLS` in the database `pgbouncer`). Returns once it takes connections; throws a
    /// `PostgresCluster.Failure` naming what went wrong, with its log.
    public init(
        in front: PostgresCluster, mode: PoolMode, poolSize: Int, maxClients: Int, users: [(String, String)]
    ) throws {
        cluster = front
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            throw PostgresCluster.Failure("\(Self.binary) is missing: install pgbouncer (scripts/install-deps.sh)")
        }
        folder = NSTemporaryDirectory() + "tiltquiz-pgbouncer-" + UUID().uuidString
        port = try PostgresCluster.freePort()
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let everyone = users + [(front.user, front.password)]
        let list = everyone.map { "\"\($0.0)\" \"\($0.1)\"\n" }.joined()
        let config = """
            [databases]
            * = host=\(front.host) port=\(front.port)

            [pgbouncer]
            listen_addr = \(host)
            listen_port = \(port)
            unix_socket_dir =
            auth_type = scram-sha-256
            auth_file = \(folder)/userlist.txt
            admin_users = \(front.user)
            pool_mode = \(mode.rawValue)
            default_pool_size = \(poolSize)
            max_client_conn = \(maxClients)
            logfile = \(folder)/pgbouncer.log
            log_connections = 0
            log_disconnections = 0

            """
        for (name, text, mode) in [("userlist.txt", list, 0o600), ("pgbouncer.ini", config, 0o600)] {
            FileManager.default.createFile(
                atPath: folder + "/" + name, contents: Data(text.utf8), attributes: [.posixPermissions: mode])
        }
        if let owner = front.owner {
            for name in ["", "/userlist.txt", "/pgbouncer.ini"] { chown(folder + name, owner.uid, owner.gid) }
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Not through `closeAndRun`: PgBouncer runs in the foreground for its whole life, so Foundation's socket in
        // it closes when it ends and Foundation reaps it then. Closed at its start, that socket would send
        // Foundation's monitor thread into a blocking wait for PgBouncer's exit, and no other child started with
        // `Process` (psql for `showPools`) would be reaped until then: its `waitUntilExit` spun forever.
        // As root, `die-with-parent` after `setpriv` too: a change of user clears the parent-death signal.
        let command = [Self.binary, folder + "/pgbouncer.ini"]
        process.arguments = front.ownerPrefix.map { $0 + DyingChild.tied(command) } ?? command
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try DyingChild.run(process)
            try waitForPort()
        } catch {
            stop()
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Stops PgBouncer (SIGTERM: at once) and waits for it to end. Does nothing when it has ended.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// The lines of its log that report an error or a warning (PgBouncer writes `ERROR` and `WARNING` in them).
    public func problems() -> [String] {
        let log = (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? ""
        return log.split(separator: "\n").map(String.init).filter { $0.contains(" ERROR ") || $0.contains(" WARNING ") }
    }

    /// `SHOW POOLS` on PgBouncer's admin console (which speaks only the simple query protocol) through psql, as
    /// the cluster's superuser: a row per pool, each column by its name (`user`, `cl_active`, `sv_idle`...).
    public func showPools() throws -> [[String: String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Run as `runStep` runs its steps: with no file of ours open, so that Foundation reaps it.
        process.arguments = [
            "python3", "-c", PostgresCluster.closeAndRun, PostgresCluster.binaries + "/psql",
            "host=\(host) port=\(port) dbname=pgbouncer user=\(cluster.user)", "-X", "-A", "-F", "|", "-c",
            "SHOW POOLS",
        ]
        process.environment = ["PGPASSWORD": cluster.password, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try DyingChild.run(process)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map { $0.split(separator: "|", omittingEmptySubsequences: false) }
        guard process.terminationStatus == 0, let header = lines.first?.map(String.init) else {
            throw PostgresCluster.Failure("SHOW POOLS on pgbouncer failed: \(text)")
        }
        return lines.dropFirst().filter { $0.count == header.count }.map { row in
            Dictionary(uniqueKeysWithValues: zip(header, row.map(String.init)))
        }
    }

    /// Polls the port until PgBouncer accepts a connection, for at most 10 s.
    private func waitForPort() throws {
        for _ in 0..<200 {
            guard process.isRunning else { break }
            if Self.accepts(host: host, port: port) { return }
            usleep(50_000)
        }
        let log = (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? "(no log)"
        throw PostgresCluster.Failure("pgbouncer did not take connections on \(host):\(port); pgbouncer.log:\n\(log)")
    }

    /// Whether a TCP connection to `host`:`port` is accepted.
    static func accepts(host: String, port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr(host)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
