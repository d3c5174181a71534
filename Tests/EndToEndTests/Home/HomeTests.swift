import Foundation
import GRDB
import TestSupport
import TestSupportStore
import Testing

/// The home screen and its players through the real executable: modes from
/// the config, a new player per kiosk visitor, `--player`, and the errors
/// an operator can make.
@Suite struct HomeTests {
    /// Trivia from the home's second tile: spin, pass once, play, answer with 1 (wrong with these seeds).
    static func trivia(from start: Double) -> [String] {
        ScriptedInput.keys([
            (start, "right"), (start + 0.1, "enter"), (start + 0.5, "enter"), (start + 3.8, "p"),
            (start + 7.5, "enter"), (start + 10.0, "1"),
        ])
    }

    /// Each player's name, lives-full time and answer count.
    static func players(_ data: String) throws -> [(name: String, livesFullAt: Double?, answers: Int)] {
        return try StoreFile.read(data) { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT p.name, s.livesFullAt, (SELECT COUNT(*) FROM answer a WHERE a.playerId = p.id) AS answers
                    FROM player p LEFT JOIN playerState s ON s.playerId = p.id ORDER BY p.id
                    """
            ).map { ($0["name"], $0["livesFullAt"], $0["answers"]) }
        }
    }

    @Test func twoKioskVisitorsInARowEachStartFresh() throws {
        var run = KioskRun(idle: 10, reset: 20, more: "modes: [tilt, trivia]\n")
        // The first visitor types a name, plays trivia and loses a life, then leaves; the kiosk
        // resets and shows attract mode; the second visitor wakes it and plays as a guest.
        let first =
            [
                // The player button lists the ways to name oneself: New player (focused), Log in, Register.
                #"{"t": 0.5, "key": "left"}"#, #"{"t": 0.6, "key": "enter"}"#, #"{"t": 0.8, "key": "enter"}"#,
                #"{"t": 1.0, "text": "Ada"}"#, #"{"t": 1.2, "key": "enter"}"#,
            ] + Self.trivia(from: 1.5)
        let second = [#"{"t": 80.0, "tap": [0.5, 0.5]}"#] + Self.trivia(from: 81) + [#"{"t": 100.0, "wait": true}"#]
        try run.play(first + second, mode: nil)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.names.contains("reset") && run.names.contains("attract"), "\(run.names)")
        let players = try Self.players(run.folder + "/data")
        #expect(players.map(\.name).first == "Ada")
        #expect(players.count == 2, "\(players.map(\.name))")
        let guest = try #require(players.last)
        #expect(guest.name.hasPrefix("Player "))
        #expect(run.player == guest.name, "the summary tells of the second visitor's game")
        // Each lost one life of their own: the second did not inherit the first one's.
        #expect(players.allSatisfy { $0.answers == 1 && $0.livesFullAt != nil })
        let summary = try JSONObjects.read(run.stdout) as? [String: Any]
        #expect(summary?["lives"] as? Int == 2, "3 lives, one lost: \(run.stdout)")
    }

    @Test func playAsANamedPlayerKeepsTheirStateBetweenRuns() throws {
        let folder = Tool.temporaryFolder()
        let script = folder + "/in.jsonl"
        // Straight into trivia: spin, pass, play, answer with 1 (wrong).
        Tool.write(
            ScriptedInput.text([
                #"{"t": 0.5, "key": "enter"}"#, #"{"t": 3.8, "key": "p"}"#, #"{"t": 7.5, "key": "enter"}"#,
                #"{"t": 10.0, "key": "1"}"#,
            ]), to: script)
        func play(_ name: String) throws -> [String: Any] {
            let result = try Tool.run([
                "play", "--mode", "trivia", "--player", name, "--headless", "--data", folder + "/data", "--seed", "1",
                "--input", script,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            return try JSONObjects.read(result.stdout) as? [String: Any] ?? [:]
        }
        let first = try play("Grace")
        #expect(first["player"] as? String == "Grace")
        #expect(first["lives"] as? Int == 2)
        let again = try play("grace")
        #expect(again["player"] as? String == "Grace", "the same player, whatever the case typed")
        #expect(again["lives"] as? Int == 1, "Grace's lost life is still lost")
        let other = try play("Linus")
        #expect(other["lives"] as? Int == 2, "another player has lives of their own")
        #expect(try Self.players(folder + "/data").map(\.name) == ["Grace", "Linus"])
    }

    @Test func aPlayersNextGameDealsStatementsTheyHaveNotSeenEvenAfterARestart() throws {
        let folder = Tool.temporaryFolder()
        func round(_ player: String) throws -> Set<String> {
            let result = try Tool.run([
                "play", "--mode", "tilt", "--player", player, "--headless", "--data", folder + "/data", "--seed", "1",
                "--input", HeadlessGameTests.keysAndTaps,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            return Set(try GameSummary.parse(result.stdout).answers.map(\.question))
        }
        let first = try round("Ada")
        #expect(first.count == 5)
        let second = try round("Ada")
        #expect(second.count == 5)
        #expect(first.isDisjoint(with: second), "the same seed, but Ada has seen the first five")
        #expect(try round("Linus") == first, "another player has seen nothing yet")
    }

    @Test func everyModeTheConfigCanNameIsPlayedAndAnUnknownFlagIsNamed() throws {
        let folder = Tool.temporaryFolder()
        Tool.write("modes: [tilt, daily]\n", to: folder + "/config.yaml")
        let played = try Tool.run(["play", "--headless", "--config", folder + "/config.yaml", "--data", folder + "/d"])
        #expect(played.status == 0, "\(played.stderr)")
        let checked = try Tool.run(["config", "check", folder + "/config.yaml"])
        #expect(checked.status == 0, "\(checked.stderr)")
        let flag = try Tool.run(["play", "--headless", "--mode", "chess", "--data", folder + "/d"])
        #expect(flag.status == 1)
        #expect(
            flag.stderr.contains(
                "--mode chess: no such mode; this build has tilt, trivia, packs, which-came-first, daily"),
            "\(flag.stderr)")
        let name = try Tool.run(["play", "--headless", "--player", "A", "--data", folder + "/d"])
        #expect(name.status != 0)
        #expect(name.stderr.contains("--player must be a name of 2 to 40 characters"), "\(name.stderr)")
    }

    /// A handheld without touch: a tilt to the right moves to the second tile, holding still starts it.
    @Test func aTiltOnlyHandheldChoosesATileByTiltingAndHoldingStill() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(
            TraceBuilder(tilts: [.init(start: 3, left: false)], duration: 9).text(), to: folder + "/trace.jsonl")
        Tool.write("modes: [tilt, trivia]\n", to: folder + "/config.yaml")
        let result = try Tool.run([
            "play", "--headless", "--config", folder + "/config.yaml", "--data", folder + "/d", "--tilt",
            "replay:" + folder + "/trace.jsonl",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""mode":"trivia""#), "the second tile started: \(result.stdout)")
    }

    /// Trivia's own home has a Home button back to the tiles (reached here by the arrows, as a gamepad
    /// would: the first arrow shows the focus on Play Now, three more pass Topics and Store to reach Home).
    @Test func triviasHomeButtonGoesBackToTheTiles() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(
            ScriptedInput.text([
                #"{"t": 0.5, "key": "right"}"#, #"{"t": 0.6, "key": "enter"}"#, #"{"t": 1.5, "key": "left"}"#,
                #"{"t": 1.6, "key": "left"}"#, #"{"t": 1.65, "key": "left"}"#, #"{"t": 1.68, "key": "left"}"#,
                #"{"t": 1.7, "key": "enter"}"#,
                #"{"t": 2.5, "wait": true}"#,
            ]), to: folder + "/in.jsonl")
        let result = try Tool.run([
            "play", "--headless", "--data", folder + "/d", "--input", folder + "/in.jsonl", "--screenshots",
            folder + "/shots",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let shots = try FileManager.default.contentsOfDirectory(atPath: folder + "/shots").sorted()
        #expect(shots == ["001-modes.png", "002-home.png", "003-modes.png"], "\(shots)")
    }

    @Test func theConfigsPacksLimitEveryModesQuestions() throws {
        let folder = Tool.temporaryFolder()
        Tool.write("packs: [tiltquiz-true-false]\n", to: folder + "/config.yaml")
        let arguments = ["play", "--headless", "--config", folder + "/config.yaml", "--data", folder + "/d"]
        let tilt = try Tool.run(arguments + ["--mode", "tilt", "--input", HeadlessGameTests.keysAndTaps])
        #expect(tilt.status == 0, "\(tilt.stderr)")
        let trivia = try Tool.run(arguments + ["--mode", "trivia"])
        #expect(trivia.status == 1)
        #expect(
            trivia.stderr.contains("there are no multiple-choice questions in the packs the config's packs lists"),
            "\(trivia.stderr)")
        Tool.write("packs: [tiltquiz-true-false, party-pack]\n", to: folder + "/config.yaml")
        let unknown = try Tool.run(arguments + ["--mode", "tilt"])
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr.contains(
                "the config's packs lists party-pack, which is not installed (installed: tiltquiz-history-events, "),
            "\(unknown.stderr)")
    }

    @Test func theConfigsDataFolderIsUsedUnlessDataIsGiven() throws {
        let folder = Tool.temporaryFolder()
        Tool.write("data_dir: \(folder)/from-config\nmodes: [tilt]\n", to: folder + "/config.yaml")
        Tool.write(#"{"t": 0.5, "key": "escape"}"# + "\n", to: folder + "/in.jsonl")
        let played = try Tool.run([
            "play", "--headless", "--config", folder + "/config.yaml", "--input", folder + "/in.jsonl",
        ])
        #expect(played.status == 0, "\(played.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/from-config/tiltquiz.sqlite"))
        let flagged = try Tool.run([
            "play", "--headless", "--config", folder + "/config.yaml", "--data", folder + "/flag", "--input",
            folder + "/in.jsonl",
        ])
        #expect(flagged.status == 0, "\(flagged.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/flag/tiltquiz.sqlite"))
    }
}

/// The home screen, the player list and the name keyboard at the sizes
/// players meet, compared with `Goldens/<size>/home-*.png`.
@Suite struct HomeGoldenTests {
    static let kept = ["001-modes", "002-home-players", "003-home-name", "004-modes"]

    @Test(arguments: ["1280x720", "800x480", "320x240", "800x480-r90"])
    func homeScreensMatchTheirGoldens(size: String) throws {
        let folder = Tool.temporaryFolder()
        let panel = GoldenPanel(size)
        let shots = folder + "/shots"
        // Switch player, New player, type a name, Done: back home as that player.
        Tool.write(
            ScriptedInput.text([
                #"{"t": 0.6, "key": "left"}"#, #"{"t": 0.7, "key": "enter"}"#, #"{"t": 1.4, "key": "enter"}"#,
                #"{"t": 1.6, "text": "Ada"}"#, #"{"t": 2.4, "key": "enter"}"#,
            ]), to: folder + "/in.jsonl")
        let result = try Tool.run(
            [
                "play", "--headless", "--data", folder + "/data", "--seed", "1", "--no-sound", "--screenshots", shots,
                "--input", folder + "/in.jsonl",
            ] + panel.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""player":"Ada""#), "\(result.stdout)")
        GoldenCheck.compare(shots: shots, names: Self.kept, folder: size, prefix: "home-")
    }
}
