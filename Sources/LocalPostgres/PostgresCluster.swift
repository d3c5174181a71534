import Foundation
import ProcessLifecycle

/// A PostgreSQL cluster of a test's or a bench's own (Debian's PostgreSQL 15): `initdb` in a new temporary folder with a
/// superuser whose password (scram-sha-256) is in a file, the server (`postgres`) on 127.0.0.1 on a free port with its
/// unix socket in that folder; stopped and the folder removed when the value goes away (`with` does so when its body
/// ends, also when it throws, and `close()` at once).
///
/// The server runs in the foreground as this process's child through `die-with-parent` (`DyingChild`), not
/// daemonised by `pg_ctl start`: when this process is killed the kernel kills the postmaster, and its backends
/// end as they see it gone. A killed test run leaves no server running (`PostgresClusterTests`).
///
/// `settings` are given to the server as `-c name=value` (the fleet bench's memory and WAL sizes).
///
/// PostgreSQL refuses to run as root, and CI runs the tests as root: then the folder belongs to `nobody` and
/// `initdb` and `pg_ctl` run as `nobody` (`setpriv`); otherwise as the current user.
public final class PostgresCluster: @unchecked Sendable {
    /// Where the binaries are: Debian's `postgresql` package (version 15).
    public static let binaries = "/usr/lib/postgresql/15/bin"

    /// The folder holding the cluster (`data/`), its log (`server.log`), its socket and the password file.
    public let folder: String
    /// The address it listens on.
    public let host = "127.0.0.1"
    /// The port it listens on: a free one when it started.
    public private(set) var port = 0
    /// The superuser.
    public let user = "tiltquiz"
    /// The database every cluster has.
    public let database = "postgres"
    /// The superuser's password.
    public let password = "pw-" + UUID().uuidString
    /// A file holding the password, mode 0600 (its owner the user the cluster runs as).
    public var passwordFile: String { folder + "/password" }
    /// With `tls`: the PEM file of the certificate authority that signed the server's certificate (for
    /// `localhost`, not 127.0.0.1); nil without.
    public private(set) var caFile: String?

    /// The server's settings beyond the defaults (`-c name=value` each), as `init` was given them.
    public let settings: [String: String]

    private var running = false
    /// The server while it runs: `postgres` in the foreground, this process's child.
    private var server: Process?
    /// The user the cluster runs as when the tests run as root (`nobody`); nil otherwise.
    let owner: (uid: uid_t, gid: gid_t)?

    /// Makes and starts the cluster, with TLS when `tls` says so (`caFile`) and the server `settings` given;
    /// throws a `Failure` naming the step that failed and PostgreSQL's own words.
    public init(tls: Bool = false, settings: [String: String] = [:]) throws {
        self.settings = settings
        folder = NSTemporaryDirectory() + "tiltquiz-pg-" + UUID().uuidString
        if getuid() == 0 {
            guard let nobody = getpwnam("nobody") else { throw Failure("the user nobody does not exist") }
            owner = (nobody.pointee.pw_uid, nobody.pointee.pw_gid)
        } else {
            owner = nil
        }
        guard FileManager.default.isExecutableFile(atPath: Self.binaries + "/initdb") else {
            throw Failure("\(Self.binaries)/initdb is missing: install postgresql (scripts/install-deps.sh)")
        }
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        FileManager.default.createFile(
            atPath: passwordFile, contents: Data((password + "\n").utf8), attributes: [.posixPermissions: 0o600])
        if let owner {
            chown(folder, owner.uid, owner.gid)
            chown(passwordFile, owner.uid, owner.gid)
        }
        do {
            if tls { caFile = try makeCertificates() }
            try runStep(
                "initdb",
                [
                    Self.binaries + "/initdb", "-D", folder + "/data", "-U", user, "--pwfile=" + passwordFile,
                    "--auth=scram-sha-256",
                    "--no-locale", "--encoding=UTF8", "--no-sync", "--no-instructions",
                ])
            try start()
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    deinit { close() }

    /// Stops the server and removes the folder; the cluster cannot start again.
    public func close() {
        stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs `body` with a new cluster, then stops it and removes its folder, whether `body` returned or threw.
    public static func with<Result>(
        tls: Bool = false, _ body: (PostgresCluster) async throws -> Result
    ) async throws -> Result {
        let cluster = try PostgresCluster(tls: tls)
        defer { cluster.stop() }
        return try await body(cluster)
    }

    /// Starts the server (again, after `stop`) on a free port, waiting until it takes connections.
    public func start() throws {
        guard !running else { return }
        // A free port may be taken by another test between the look and the server's bind: try another.
        for attempt in 1...3 {
            port = try Self.freePort()
            do {
                try launch()
                running = true
                return
            } catch let failure as Failure where attempt < 3 && failure.message.contains("Address already in use") {
                continue
            }
        }
    }

    /// Runs `postgres` in the foreground, its output appended to `server.log`, and waits for it to say it is
    /// ready. As root the command is `setpriv` then `die-with-parent`: a change of user clears the parent-death
    /// signal, so it is set after `setpriv`, not before.
    private func launch() throws {
        let log = folder + "/server.log"
        if !FileManager.default.fileExists(atPath: log) {
            FileManager.default.createFile(atPath: log, contents: nil, attributes: [.posixPermissions: 0o600])
            if let owner { chown(log, owner.uid, owner.gid) }
        }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        defer { try? output.close() }
        output.seekToEndOfFile()
        let options = "-c listen_addresses=\(host) -p \(port) -k \(folder)" + tlsOptions + settingOptions
        let server =
            [Self.binaries + "/postgres", "-D", folder + "/data"]
            + options.split(separator: " ").map(String.init)
        let command = (ownerPrefix ?? []) + (owner == nil ? server : DyingChild.tied(server))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        // Not through `closeAndRun`: the server runs in the foreground, so Foundation's socket in it closes when
        // it (and its backends) end, and Foundation reaps it then (as PgBouncer's).
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try DyingChild.run(process)
        self.server = process
        try waitUntilReady(process)
    }

    /// Waits (at most 60 s) until `postmaster.pid` names `process` and says `ready`, as `pg_ctl start -w` does;
    /// throws with the server's log when it ended first or took longer.
    private func waitUntilReady(_ process: Process) throws {
        let pidFile = folder + "/data/postmaster.pid"
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let lines = ((try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? "").split(
                separator: "\n", omittingEmptySubsequences: false)
            if lines.count > 7, lines[0] == "\(process.processIdentifier)", lines[7].hasPrefix("ready") { return }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        if process.isRunning { process.interrupt() }
        process.waitUntilExit()
        server = nil
        let log = (try? String(contentsOfFile: folder + "/server.log", encoding: .utf8)) ?? "(no log)"
        throw Failure("postgres did not start (status \(process.terminationStatus)); server.log:\n\(log)")
    }

    /// `settings` as the server's options, in name order.
    private var settingOptions: String {
        settings.keys.sorted().map { " -c \($0)=\(settings[$0] ?? "")" }.joined()
    }

    /// Stops the server (SIGINT: PostgreSQL's fast shutdown) and waits for it to end: its port then refuses
    /// connections. Does nothing when stopped.
    public func stop() {
        guard running else { return }
        running = false
        guard let server else { return }
        self.server = nil
        server.interrupt()
        server.waitUntilExit()
    }

    /// The PID of the server (the postmaster) while it runs.
    public var serverID: Int32? { running ? server?.processIdentifier : nil }

    /// `setpriv` to the cluster's user when there is one (as root).
    var ownerPrefix: [String]? {
        owner.map { ["/usr/bin/setpriv", "--reuid=\($0.uid)", "--regid=\($0.gid)", "--clear-groups"] }
    }

    /// Runs `command` (a program's path and its arguments), as the cluster's user unless `asCluster` is false;
    /// throws a `Failure` naming `step` with what it printed, and the server's log when there is one.
    func runStep(_ step: String, _ command: [String], asCluster: Bool = true) throws {
        let user = asCluster ? ownerPrefix ?? [] : []
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.closeAndRun] + user + command
        // Where the cluster's user may be: initdb and pg_ctl complain about a working folder they cannot enter.
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try DyingChild.run(process)
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return }
        let log = (try? String(contentsOfFile: folder + "/server.log", encoding: .utf8)).map { "; server.log:\n\($0)" }
        let hint =
            owner != nil && printed.contains("Permission denied")
            ? " (as root the cluster runs as nobody, who must be able to reach \(folder): is TMPDIR open to all?)" : ""
        throw Failure("\(step) failed (status \(process.terminationStatus))\(hint): \(printed)\(log ?? "")")
    }

    /// Runs its arguments with no file open but standard input, output and error. Foundation's `Process` hands
    /// its children a socket and reaps a child only once every holder closed it: the server `pg_ctl start` leaves
    /// running would hold it for its whole life, and `waitUntilExit` would never return.
    static let closeAndRun = "import os, sys; os.closerange(3, 65536); os.execv(sys.argv[1], sys.argv[1:])"

    /// A TCP port on 127.0.0.1 that nothing listens on now: the kernel's pick for a socket bound to port 0.
    public static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure("no socket for a free port: \(String(cString: strerror(errno)))") }
        defer { Glibc.close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
            }
        }
        guard bound else { throw Failure("no free port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Why the cluster did not start: the step and what PostgreSQL said.
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { "PostgresCluster: " + message }

        init(_ message: String) { self.message = message }
    }
}
