import Foundation
import TestSupport
import Testing

/// `--config` and `--data` on every command that reads the store, and a data folder made only where its
/// parent is.
@Suite struct StoreOptionTests {
    /// Every command that reads the store, with arguments that reach it (nothing from the network, nothing
    /// that keeps running; files written go to a scratch folder: an atomic write to /dev/null would replace the
    /// device with a file). `admin serve`, `events fetch`, `packs check` and `packs scores send` share the
    /// options (checked from the help below) but serve or download.
    static let readers: [[String]] = [
        ["play", "--headless", "--mode", "tilt", "--no-sound"], ["import", "/nonexistent.csv"],
        ["export", "players", Tool.temporaryFolder() + "/players.csv"], ["content", "stats"], ["players", "list"],
        ["players", "show", "Ada"],
        ["players", "add", "Ada"], ["players", "export"], ["players", "erase", "Ada"],
        ["players", "register", "ada"], ["players", "role", "ada", "admin"], ["players", "ban", "Ada"],
        ["players", "unban", "Ada"], ["players", "avatar", "Ada", "/nonexistent.png"], ["packs", "url"],
        ["packs", "list"], ["events", "list", "--date", "07-20"], ["leaderboard"],
        ["backup", Tool.temporaryFolder() + "/backup.sqlite"],
        ["check"], ["settings", "show"], ["settings", "set", Tool.root + "/deploy/trivia-settings.example.json"],
        ["settings", "reset"],
        ["settings", "credits"], ["admin", "add-user", "boss", "--role", "admin"],
    ]

    /// What `players register` (twice) and `admin add-user` read from standard input.
    static let password = "Admin#123"

    /// The commands with `--data` in `tiltquiz --experimental-dump-help`, as "players export".
    static func commandsTakingData() throws -> [String: Set<String>] {
        let result = try Tool.run(["--experimental-dump-help"])
        let root = try #require(
            try JSONObjects.read(result.stdout) as? [String: Any])
        var found: [String: Set<String>] = [:]
        func walk(_ command: [String: Any], _ path: [String]) {
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            let longs = arguments.flatMap { ($0["names"] as? [[String: Any]] ?? []) }
                .filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String }
            if longs.contains("data") { found[path.joined(separator: " ")] = Set(longs) }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                walk(sub, path + [sub["commandName"] as? String ?? "?"])
            }
        }
        walk(try #require(root["command"] as? [String: Any]), [])
        return found
    }

    @Test func everyCommandWithDataTakesConfigToo() throws {
        let commands = try Self.commandsTakingData()
        #expect(commands.count >= 25, "\(commands.keys.sorted())")
        for (command, options) in commands.sorted(by: { $0.key < $1.key }) {
            #expect(options.contains("config"), "\(command) has --data but no --config")
        }
        // The table below tries each of them, but those that serve or download, and the fleet's, which need a
        // fleet section and a server (FleetCommandTests run them with --config and --data).
        let tried = Set(
            Self.readers.compactMap { words in
                let line = words.joined(separator: " ")
                return commands.keys.filter { line == $0 || line.hasPrefix($0 + " ") }.max { $0.count < $1.count }
            })
        let untried = Set(commands.keys).subtracting(tried)
        #expect(
            untried == [
                "admin serve", "events fetch", "packs check", "packs scores send", "fleet status", "fleet sync",
            ],
            "\(untried)")
    }

    /// With only `--config`, each command works on the store in the config's data_dir.
    @Test(arguments: readers)
    func theConfigsDataFolderIsTheStore(command: [String]) throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/kiosk-data"
        Tool.write("data_dir: \(data)\n", to: folder + "/config.yaml")
        let result = try Tool.run(
            command + ["--config", folder + "/config.yaml"], input: Self.password + "\n" + Self.password + "\n")
        #expect(!result.stderr.contains("Unknown option"), "\(command): \(result.stderr)")
        let used =
            FileManager.default.fileExists(atPath: data + "/tiltquiz.sqlite") || result.stderr.contains(data)
            || result.stdout.contains(data)
        #expect(used, "\(command) did not use \(data): \(result.status) \(result.stdout) \(result.stderr)")
    }

    /// A `--config` that cannot be read is refused with its reason, before the store is touched.
    @Test(arguments: readers)
    func aConfigThatCannotBeReadIsRefused(command: [String]) throws {
        let folder = Tool.temporaryFolder()
        let result = try Tool.run(
            command + ["--config", folder + "/missing.yaml", "--data", folder + "/data"],
            input: Self.password + "\n" + Self.password + "\n")
        #expect(result.status != 0, "\(command)")
        #expect(result.stderr == "tiltquiz: \(folder)/missing.yaml: no such file\n", "\(command): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/data"), "\(command) made its data folder")
    }

    /// A data folder whose parent is missing (a typo) is refused, naming the missing folder, and nothing is
    /// made; by every command that reads the store.
    @Test(arguments: readers)
    func aDataFolderInAMissingFolderIsRefused(command: [String]) throws {
        let missing = Tool.temporaryFolder() + "/typo"
        let result = try Tool.run(
            command + ["--data", missing + "/data"], input: Self.password + "\n" + Self.password + "\n")
        #expect(result.status != 0, "\(command)")
        #expect(result.stderr.contains(missing), "\(command): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missing), "\(command) made \(missing)")
    }

    @Test func playNamesTheMissingFolder() throws {
        let missing = Tool.temporaryFolder() + "/nonexistent"
        let result = try Tool.run(["play", "--headless", "--data", missing + "/x"])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "tiltquiz: cannot use the data folder \(missing)/x: \(missing) does not exist (a mistyped path?)"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }
}
