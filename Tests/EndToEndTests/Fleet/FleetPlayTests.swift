import Foundation
import TestSupport
import Testing

/// `tiltquiz play` with a `fleet` section, through the real executable against a real PostgreSQL: the game's
/// result reaches the server while it plays and as it ends; with the server stopped the game plays on, keeps the
/// result, and home says so in one quiet line (compared with `Goldens/<size>/fleet-*.png`) (issue 36).
@Suite struct FleetPlayTests {
    static let commands = FleetCommandTests()

    /// A cluster with the fleet's schema and a kiosk login `hall1`; the config of kiosk hall-1, synced every second.
    static func fleet(_ folder: String) throws -> (PostgresCluster, config: String) {
        let cluster = try PostgresCluster()
        let owner = commands.config(folder, cluster, user: cluster.user, password: cluster.password, kiosk: "server")
        let initialized = try Tool.run(["fleet", "init", "--config", owner])
        #expect(initialized.status == 0, "\(initialized.stderr)")
        try commands.psql(cluster, "CREATE ROLE hall1 LOGIN PASSWORD 'pw-hall1' IN ROLE tiltquiz_kiosk")
        return (cluster, try kioskConfig(folder, cluster))
    }

    /// Kiosk hall-1's config naming the cluster where it listens now (a restart takes a new port).
    @discardableResult
    static func kioskConfig(_ folder: String, _ cluster: PostgresCluster) throws -> String {
        let config = commands.config(folder, cluster, user: "hall1", password: "pw-hall1", kiosk: "hall-1")
        let text = try String(contentsOfFile: config, encoding: .utf8)
        Tool.write(text + "\n  sync_seconds: 1\n", to: config)
        return config
    }

    /// The games the server holds, counted with psql as its superuser.
    static func serverResults(_ cluster: PostgresCluster) throws -> Int? {
        Int(try KioskHall.psql(cluster, "SELECT count(*) FROM fleet.result").first ?? "")
    }

    /// Polls `fleet status --json` of `data` (at most 100 reads, no sleeping) until `done` holds for it.
    static func status(_ config: String, _ data: String, until done: ([String: Any]) -> Bool) throws -> [String: Any] {
        var last: [String: Any] = [:]
        for _ in 0..<100 {
            let status = try Tool.run(["fleet", "status", "--json", "--config", config, "--data", data])
            last = (try? JSONObjects.read(status.stdout) as? [String: Any]) ?? [:]
            if done(last) { break }
        }
        return last
    }

    @Test func aGamePlayedWithAFleetReachesPostgreSQL() throws {
        let folder = Tool.temporaryFolder()
        let (cluster, config) = try Self.fleet(folder)
        defer { cluster.stop() }
        let play = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--config", config, "--data", folder + "/a", "--seed", "1",
            "--input", HeadlessGameTests.keysAndTaps,
        ])
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.contains("\"mode\":\"tilt\""), "\(play.stdout)")
        // The runner's syncs and the one as the game ended sent the game: nothing waits on the device.
        let synced = try Self.status(config, folder + "/a") { $0["outbox"] as? Int == 0 && $0["lastPush"] != nil }
        #expect(synced["outbox"] as? Int == 0 && synced["lastProblem"] == nil, "\(synced)")
        #expect(try Self.serverResults(cluster) == 1)
    }

    @Test(arguments: ["1280x720", "480x800"])
    func withTheServerStoppedTheGamePlaysOnAndHomeSaysOffline(size: String) throws {
        let folder = Tool.temporaryFolder()
        let (cluster, config) = try Self.fleet(folder)
        defer { cluster.stop() }
        cluster.stop()
        let data = folder + "/a"
        let play = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--config", config, "--data", data, "--seed", "1",
            "--input", HeadlessGameTests.keysAndTaps,
        ])
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.contains("\"mode\":\"tilt\""), "the game played to its end: \(play.stdout)")
        let kept = try Self.status(config, data) { $0["lastProblem"] != nil }
        #expect((kept["outbox"] as? Int ?? 0) > 0, "the game is kept for the next sync: \(kept)")
        #expect((kept["lastProblem"] as? String)?.hasPrefix("cannot connect to PostgreSQL at ") == true, "\(kept)")

        // The next start, the server still away: home says so from its first frame, in one line.
        let shots = folder + "/shots"
        Tool.write(#"{"t": 0.6, "key": "right"}"# + "\n", to: folder + "/home.jsonl")
        let home = try Tool.run([
            "play", "--headless", "--config", config, "--data", data, "--seed", "1", "--no-sound", "--screenshots",
            shots, "--input", folder + "/home.jsonl", "--size", size,
        ])
        #expect(home.status == 0, "\(home.stderr)")
        GoldenCheck.compare(shots: shots, names: ["001-modes"], folder: size, prefix: "fleet-offline-")

        // Back, the server gets the game once, and the device's outbox empties.
        try cluster.start()
        try Self.kioskConfig(folder, cluster)
        let back = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--config", config, "--data", data, "--seed", "2",
            "--input", HeadlessGameTests.keysAndTaps,
        ])
        #expect(back.status == 0, "\(back.stderr)")
        let synced = try Self.status(config, data) { $0["outbox"] as? Int == 0 && $0["lastProblem"] == nil }
        #expect(synced["outbox"] as? Int == 0 && synced["lastProblem"] == nil, "\(synced)")
        #expect(try Self.serverResults(cluster) == 2)
    }
}
