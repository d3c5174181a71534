import Foundation
import TestSupport
import Testing

/// A hall of kiosks for the end-to-end fleet tests, set up as docs/fleet.md tells an operator: a PostgreSQL cluster
/// of the test's own with the fleet's schema (`tiltquiz fleet init` as its owner), a login user in `tiltquiz_kiosk`
/// per kiosk (psql), and per kiosk a config (the event in UTC, synced every `syncSeconds`) and a data folder. The
/// kiosks reach the server through a `FleetProxy`, whose port stays when the server restarts on another.
final class KioskHall: @unchecked Sendable {
    /// One kiosk: its `fleet.kiosk_id`, config file and data folder.
    struct Kiosk: Sendable {
        var id: String
        var config: String
        var data: String
    }

    let cluster: PostgresCluster
    let proxy: FleetProxy
    let folder: String
    let kiosks: [Kiosk]

    /// `count` kiosks, hall-1 to hall-`count`.
    init(kiosks count: Int, syncSeconds: Int = 1) throws {
        let folder = Tool.temporaryFolder()
        let cluster = try PostgresCluster()
        let proxy = try FleetProxy(to: cluster.port)
        (self.folder, self.cluster, self.proxy) = (folder, cluster, proxy)
        let owner = Self.config(
            folder + "/owner.yaml", user: cluster.user, password: cluster.password, port: cluster.port, kiosk: "server",
            syncSeconds: syncSeconds, cluster: cluster)
        let initialized = try Tool.run(["fleet", "init", "--config", owner])
        guard initialized.status == 0 else { throw SummaryError(message: "fleet init: \(initialized.stderr)") }
        var kiosks: [Kiosk] = []
        for number in 1...count {
            let user = "hall\(number)"
            try Self.psql(cluster, "CREATE ROLE \(user) LOGIN PASSWORD 'pw-\(user)' IN ROLE tiltquiz_kiosk")
            let id = "hall-\(number)"
            let config = Self.config(
                folder + "/\(id).yaml", user: user, password: "pw-\(user)", port: proxy.port, kiosk: id,
                syncSeconds: syncSeconds, cluster: cluster)
            kiosks.append(Kiosk(id: id, config: config, data: folder + "/\(id)"))
        }
        self.kiosks = kiosks
    }

    deinit {
        proxy.stop()
        cluster.stop()
    }

    /// A config naming the server on `port` as `user`, for `kiosk`.
    private static func config(
        _ path: String, user: String, password: String, port: Int, kiosk: String, syncSeconds: Int,
        cluster: PostgresCluster
    ) -> String {
        let passwordFile = path + ".password"
        Tool.write(password + "\n", to: passwordFile)
        chmod(passwordFile, 0o600)
        Tool.write(
            """
            event:
              time_zone: UTC
            fleet:
              postgres_url: postgres://\(user)@\(cluster.host):\(port)/\(cluster.database)?sslmode=disable
              password_file: \(passwordFile)
              kiosk_id: \(kiosk)
              sync_seconds: \(syncSeconds)

            """, to: path)
        return path
    }

    /// The server started again after `cluster.stop()`, on a new port, and the proxy sending the kiosks there.
    func restartServer() throws {
        try cluster.start()
        proxy.forward(to: cluster.port)
    }

    /// The rows of `sql` run with psql as the cluster's superuser, each row's columns joined by "|".
    @discardableResult
    func psql(_ sql: String) throws -> [String] { try Self.psql(cluster, sql) }

    static func psql(_ cluster: PostgresCluster, _ sql: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PostgresCluster.binaries + "/psql")
        process.arguments = [
            "-X", "-A", "-t", "-q", "-v", "ON_ERROR_STOP=1", "-h", cluster.host, "-p", "\(cluster.port)", "-U",
            cluster.user, "-d", cluster.database, "-c", sql,
        ]
        process.environment = ["PGPASSWORD": cluster.password]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SummaryError(message: "psql failed: \(sql)") }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The first column of `sql`'s first row as a number.
    func count(_ sql: String) throws -> Int { Int(try psql(sql).first ?? "") ?? -1 }

    /// `tiltquiz play --headless --mode tilt` on `kiosk`, as `player`, with `script`'s lines, started and not
    /// waited for.
    func startPlay(_ kiosk: Kiosk, player: String, seed: Int, script: [String]) throws -> Tool.Running {
        let file = folder + "/script-\(UUID().uuidString).jsonl"
        Tool.write(ScriptedInput.text(script), to: file)
        return try Tool.start([
            "play", "--headless", "--mode", "tilt", "--questions", "1", "--no-sound", "--player", player, "--seed",
            "\(seed)", "--config", kiosk.config, "--data", kiosk.data, "--input", file,
        ])
    }

    /// `tiltquiz fleet sync --once` on `kiosk`.
    func sync(_ kiosk: Kiosk) throws -> Tool.Result {
        try Tool.run(["fleet", "sync", "--once", "--config", kiosk.config, "--data", kiosk.data])
    }

    /// Syncs every kiosk in turn, then all but the last again: each then has what every other pushed.
    func syncAll() throws {
        for kiosk in kiosks + kiosks.dropLast() {
            let synced = try sync(kiosk)
            #expect(synced.status == 0, "\(kiosk.id): \(synced.stderr)")
        }
    }

    /// `tiltquiz fleet status --json` of `kiosk`.
    func status(_ kiosk: Kiosk) throws -> [String: Any] {
        let status = try Tool.run(["fleet", "status", "--json", "--config", kiosk.config, "--data", kiosk.data])
        return (try? JSONObjects.read(status.stdout) as? [String: Any]) ?? [:]
    }

    /// Tilt True/False's board for `period` ending on `day` on `kiosk` (`tiltquiz leaderboard --json`), as rows of
    /// "name points games", best first, and how many players it counts.
    func board(_ kiosk: Kiosk, period: String, day: String) throws -> (rows: [String], players: Int) {
        let printed = try Tool.run([
            "leaderboard", "--mode", "tilt", "--period", period, "--date", day, "--top", "100", "--json", "--config",
            kiosk.config, "--data", kiosk.data,
        ])
        #expect(printed.status == 0, "\(printed.stderr)")
        struct Board: Decodable {
            struct Row: Decodable {
                var name: String
                var points: Int
                var games: Int
            }
            var players: Int
            var rows: [Row]
        }
        let board = try JSONDecoder().decode(Board.self, from: Data(printed.stdout.utf8))
        return (board.rows.map { "\($0.name) \($0.points) \($0.games)" }, board.players)
    }

    /// The same board as PostgreSQL keeps it (`fleet.board`).
    func serverBoard(period: String, day: String) throws -> [String] {
        try psql(
            "SELECT name || ' ' || points || ' ' || games FROM fleet.board('\(period)', '\(day)', 'tilt', NULL, 100)")
    }

    /// The days the server's games were played on (the event's days, in UTC).
    func days() throws -> [String] { try psql("SELECT DISTINCT local_date FROM fleet.result ORDER BY 1") }

    /// Every board (day, week, all time) on every kiosk is PostgreSQL's, and counts `games` games of `players`
    /// players, each game once.
    func expectBoardsAgree(games: Int, players: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try count("SELECT count(*) FROM fleet.result") == games, sourceLocation: sourceLocation)
        let days = try days()
        #expect(days.count == 1, "the games' days: \(days)", sourceLocation: sourceLocation)
        let day = days.first ?? ""
        for period in ["day", "week", "all"] {
            let server = try serverBoard(period: period, day: day)
            let counted = server.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }.reduce(0, +)
            #expect(server.count == players && counted == games, "\(period): \(server)", sourceLocation: sourceLocation)
            for kiosk in kiosks {
                let board = try board(kiosk, period: period, day: day)
                #expect(board.rows == server, "\(kiosk.id) \(period)", sourceLocation: sourceLocation)
                #expect(board.players == players, "\(kiosk.id) \(period)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Waits until `done` holds, looking every 50 ms; fails after 120 s (a hang guard, never a timing).
    static func waitFor(_ what: String, _ done: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(120)
        while try !done() {
            guard Date() < deadline else { throw SummaryError(message: "timed out waiting for \(what)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
}

/// Scripts of headless Tilt True/False games of one statement (`--questions 1`), on the game's virtual clock.
enum HallScript {
    /// One game from the title or game over, starting at `start`: the round starts, the statement is answered by a
    /// tilt to the left, and Enter goes on to game over, where the result is saved.
    static func game(at start: Double) -> [String] {
        [
            ScriptedInput.key(start + 0.5, "enter"), ScriptedInput.key(start + 1.5, "left", down: true),
            ScriptedInput.key(start + 2.6, "left", down: false), ScriptedInput.key(start + 4.0, "enter"),
        ]
    }

    /// How long `game` lasts on the virtual clock.
    static let gameSeconds = 5.0
}
