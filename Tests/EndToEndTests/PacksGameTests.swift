import Foundation
import GRDB
import TestSupport
import Testing

/// The quiz packs mode through the built binary: whole packs played headless by swipes, packs from a loopback
/// server that still play once it is gone, the scores a game queues, and `--pack`'s errors.
@Suite struct PacksGameTests {
    /// The summary's fields these tests read.
    struct Summary: Decodable {
        struct Answer: Decodable {
            var pack: String
            var chosen: String
            var correct: String
            var right: Bool
        }
        struct Finished: Decodable, Equatable {
            var right: Int
            var total: Int
        }
        var mode: String
        var screen: String
        var player: String?
        var pack: String?
        var finished: [Finished]
        var answers: [Answer]
        var packs: Int
        var lastProblem: String?

        static func parse(_ text: String) throws -> Summary { try JSONSummary.last(Summary.self, in: text) }
    }

    /// Answer `key` then swipe right (Submit) and right again (Next), for `count` questions from `start`.
    static func swipedAnswers(_ keys: [String], from start: Double) -> [String] {
        var lines: [String] = []
        var time = start
        for key in keys {
            lines += [
                ScriptedInput.key(time, key), ScriptedInput.swipe(time + 0.4, "right"),
                ScriptedInput.swipe(time + 1.2, "right"),
            ]
            time += 2
        }
        return lines
    }

    func play(_ arguments: [String], script: [String], in folder: String) throws -> (Summary, Tool.Result) {
        let result = try Tool.play(
            ["--no-sound", "--data", folder + "/data"] + arguments, script: script, scriptFile: folder + "/in.jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        return (try Summary.parse(result.stdout), result)
    }

    @Test func aWholePackPlaysBySwipesAndItsGameIsKept() throws {
        let folder = Tool.temporaryFolder()
        let (summary, _) = try play(
            ["--pack", "quiz-mathematics", "--exit-when-done", "--player", "Ada"],
            script: Self.swipedAnswers(["1", "2", "3", "4", "1", "2"], from: 0.5), in: folder)
        #expect(summary.mode == "packs" && summary.screen == "pack-finished" && summary.player == "Ada")
        #expect(summary.answers.count == 6)
        #expect(summary.answers.allSatisfy { $0.pack == "quiz-mathematics" })
        let right = summary.answers.filter(\.right).count
        #expect(summary.finished == [Summary.Finished(right: right, total: 6)])
        #expect(summary.answers.map { $0.chosen == $0.correct } == summary.answers.map(\.right))

        let queue = try DatabaseQueue(path: folder + "/data/tiltquiz.sqlite")
        let games = try queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT player.name, packGame.packId, packGame.score, packGame.total FROM packGame
                    JOIN player ON player.id = packGame.playerId
                    """)
        }
        #expect(games.count == 1)
        #expect(games.first?["name"] == "Ada" && games.first?["packId"] == "quiz-mathematics")
        #expect(games.first?["score"] == right && games.first?["total"] == 6)
        let answers = try queue.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer WHERE mode = 'packs'")
        }
        #expect(answers == 6)
    }

    @Test func swipeLeftAbandonsThePackAndKeepsTheAnswersGiven() throws {
        let folder = Tool.temporaryFolder()
        let (summary, _) = try play(
            ["--pack", "quiz-science"],
            script: Self.swipedAnswers(["1", "2"], from: 0.5) + [#"{"t": 4.8, "swipe": "left"}"#], in: folder)
        #expect(summary.screen == "packs", "back on the list")
        #expect(summary.answers.count == 2 && summary.finished.isEmpty)
    }

    @Test func packsFromAServerPlayAndStillPlayOnceItIsGone() throws {
        var server: PacksCommandTests.Server? = try PacksCommandTests.Server()
        let root = try #require(server).root
        Tool.write(PacksCommandTests.document, to: root + "/q.json")
        let folder = Tool.temporaryFolder()
        let url = try #require(server).url("/files/q.json")
        let set = try Tool.run(["packs", "url", url, "--data", folder + "/data"])
        #expect(set.status == 0, "\(set.stderr)")

        // The game checks the URL at start: the server's Science! (one question) replaces the starter's.
        let online = try play(
            ["--pack", "quiz-science", "--exit-when-done"], script: Self.swipedAnswers(["1"], from: 0.5), in: folder)
        #expect(online.0.finished == [Summary.Finished(right: 1, total: 1)])
        #expect(online.0.answers.first?.correct == "One of the four classical elements")
        #expect(online.0.lastProblem == nil)

        server = nil
        let offline = try play(
            ["--pack", "quiz-science", "--exit-when-done"], script: Self.swipedAnswers(["2"], from: 0.5), in: folder)
        #expect(offline.0.finished == [Summary.Finished(right: 0, total: 1)], "the stored pack plays with no server")
        #expect(offline.0.packs == 3)
        let problem = try #require(offline.0.lastProblem)
        #expect(problem.contains(url), "the failed check names the URL: \(problem)")
        #expect(offline.1.stderr.contains(url), "and says so on stderr: \(offline.1.stderr)")
    }

    @Test func aFinishedGamesScoreIsQueuedAndSentOnce() throws {
        let server = try PacksCommandTests.Server()
        let folder = Tool.temporaryFolder()
        let config = folder + "/config.yaml"
        Tool.write("packs:\n  score_url: \(server.url("/scores"))\n", to: config)
        _ = try play(
            ["--pack", "quiz-science", "--exit-when-done", "--player", "Grace", "--config", config],
            script: Self.swipedAnswers(["1", "1", "1", "1", "1", "1"], from: 0.5), in: folder)
        for _ in 0..<2 {
            let sent = try Tool.run(["packs", "scores", "send", "--data", folder + "/data"])
            #expect(sent.status == 0, "\(sent.stderr)")
        }
        let received = try server.control("/control/scores")
        let bodies = try #require(try JSONObjects.read(received) as? [[String: Any]])
        #expect(bodies.count == 1, "sent once: \(bodies)")
        #expect(bodies.first?["player"] as? String == "Grace")
        #expect(bodies.first?["pack"] as? String == "quiz-science")
        #expect(bodies.first?["total"] as? Int == 6)
    }

    @Test func packNamesAPackTheStoreHasAndGoesWithThePacksModeOnly() throws {
        let folder = Tool.temporaryFolder()
        let missing = try Tool.run(["play", "--headless", "--pack", "quiz-nope", "--data", folder + "/data"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == "tiltquiz: --pack quiz-nope: no such quiz pack; the store has quiz-marvel-super-heroes, "
                + "quiz-mathematics, quiz-science (see `tiltquiz packs list`)\n")
        let otherMode = try Tool.run(["play", "--headless", "--mode", "tilt", "--pack", "quiz-science"])
        #expect(otherMode.status != 0)
        #expect(otherMode.stderr.contains("--pack starts a quiz pack: it goes with --mode packs, not --mode tilt"))
    }
}

/// The quiz packs' screens at the sizes players meet, compared with `Goldens/<size>/packs-*.png`.
@Suite struct PacksGoldenTests {
    static let kept = [
        "001-packs", "002-pack-question", "003-pack-answer", "005-pack-answer", "014-pack-finished", "015-packs",
        "016-pack-scores", "018-pack-settings",
    ]

    @Test(arguments: ["1280x720", "320x240", "800x480-r90"])
    func packsScreensMatchTheirGoldens(size: String) throws {
        let folder = Tool.temporaryFolder()
        // The first pack (Marvel): a right answer, a wrong one, then the rest; its finished screen, back to
        // the list, Scores and back, then Settings.
        var script = [#"{"t": 0.5, "key": "enter"}"#]
        script += PacksGameTests.swipedAnswers(["1", "1", "1", "1", "1", "1"], from: 1.5)
        script += [
            #"{"t": 14, "key": "enter"}"#, #"{"t": 15, "key": "up"}"#, #"{"t": 15.2, "key": "right"}"#,
            #"{"t": 15.4, "key": "enter"}"#, #"{"t": 16.5, "key": "escape"}"#, #"{"t": 17.5, "key": "up"}"#,
            #"{"t": 17.7, "key": "enter"}"#, #"{"t": 19, "wait": true}"#,
        ]
        Tool.write(ScriptedInput.text(script), to: folder + "/in.jsonl")
        let shots = try GoldenPanel(size).play(
            ["--mode", "packs", "--no-sound"], input: folder + "/in.jsonl", in: folder)
        let written = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        #expect(
            written.map { String($0.dropLast(4)) }.filter(Self.kept.contains).count == Self.kept.count, "\(written)")
        GoldenCheck.compare(shots: shots, names: Self.kept, folder: size, prefix: "packs-")
    }
}
