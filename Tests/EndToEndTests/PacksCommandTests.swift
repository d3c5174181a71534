import Foundation
import TestSupport
import Testing

/// `tiltquiz packs url/check/list` through the real executable, against the tests' loopback HTTP server.
@Suite struct PacksCommandTests {
    /// `Tests/QuizNetworkTests/Server/pack_server.py`, serving `q.json` from a temporary folder.
    final class Server: LoopbackServer {
        init() throws { try super.init(script: "pack_server.py") }
    }

    struct Listed: Decodable, Equatable {
        var id: String
        var title: String
        var questions: Int
        var source: String
    }

    struct Check: Decodable {
        var url: String
        var outcome: String
        var added: [String]
        var updated: [String]
        var removed: [String]
        var unchanged: Int
        var problem: String?
    }

    static let document = """
        [{"title": "Science!", "desc": "Because SCIENCE!", "questions": [
          {"text": "What is fire?", "answer": "1", "answers": ["One of the four classical elements", "A band"]}]},
         {"title": "Mathematics", "desc": "Sums", "questions": [
          {"text": "What is 2+2?", "answer": "1", "answers": ["4", "22", "An irrational number", "Nobody knows"]}]}]
        """

    func list(_ data: String) throws -> [Listed] {
        let result = try Tool.run(["packs", "list", "--json", "--data", data])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode([Listed].self, from: Data(result.stdout.utf8))
    }

    @Test func theStarterQuizzesAreListedOutOfTheBox() throws {
        let data = Tool.temporaryFolder()
        #expect(
            try list(data) == [
                Listed(id: "quiz-marvel-super-heroes", title: "Marvel Super Heroes", questions: 6, source: "bundled"),
                Listed(id: "quiz-mathematics", title: "Mathematics", questions: 6, source: "bundled"),
                Listed(id: "quiz-science", title: "Science", questions: 6, source: "bundled"),
            ])
        let text = try Tool.run(["packs", "list", "--data", data])
        #expect(text.stdout.contains("Mathematics          quiz-mathematics          6 questions    updated 20"))
    }

    @Test func setCheckAndListAPackURL() throws {
        let server = try Server()
        Tool.write(Self.document, to: server.root + "/q.json")
        let data = Tool.temporaryFolder()
        let url = server.url("/files/q.json")

        let none = try Tool.run(["packs", "url", "--data", data])
        #expect(none.stdout.hasPrefix("No pack URL: only the bundled starter quizzes."))
        let noCheck = try Tool.run(["packs", "check", "--data", data])
        #expect(noCheck.status == 1)
        #expect(noCheck.stderr.contains("no pack URL is set"))

        let wrong = try Tool.run(["packs", "url", "file:///etc/passwd", "--data", data])
        #expect(wrong.status == 1)
        #expect(
            wrong.stderr
                == "tiltquiz: the pack URL \"file:///etc/passwd\" is a file: URL; only http and https URLs can be downloaded\n"
        )

        let set = try Tool.run(["packs", "url", url, "--data", data])
        #expect(set.status == 0, "\(set.stderr)")
        let shown = try Tool.run(["packs", "url", "--data", data])
        #expect(shown.stdout == "\(url) (kept in the store: set with tiltquiz packs url or in the game)\n")

        let first = try Tool.run(["packs", "check", "--json", "--data", data])
        #expect(first.status == 0, "\(first.stderr)")
        let report = try JSONDecoder().decode(Check.self, from: Data(first.stdout.utf8))
        // The server's quizzes have the starter's ids: its versions replace the starter's.
        #expect(report.outcome == "imported" && report.updated == ["Science!", "Mathematics"] && report.problem == nil)
        #expect(report.added.isEmpty && report.removed.isEmpty && report.url == url)

        let second = try Tool.run(["packs", "check", "--data", data])
        #expect(second.stdout == "\(url): no change (the server says the file is the same)\n")

        let listed = try list(data)
        #expect(
            listed == [
                Listed(id: "quiz-marvel-super-heroes", title: "Marvel Super Heroes", questions: 6, source: "bundled"),
                Listed(id: "quiz-mathematics", title: "Mathematics", questions: 1, source: url),
                Listed(id: "quiz-science", title: "Science!", questions: 1, source: url),
            ])

        let broken = try Tool.run(["packs", "url", server.url("/status/500"), "--data", data])
        #expect(broken.status == 0)
        let failed = try Tool.run(["packs", "check", "--data", data])
        #expect(failed.status == 1)
        #expect(
            failed.stderr
                == "tiltquiz: \(server.url("/status/500")): the server answered 500 (Internal Server Error); the packs are as they were\n"
        )
        #expect(try list(data) == listed, "a failed check changes nothing")

        let cleared = try Tool.run(["packs", "url", "--clear", "--data", data])
        #expect(cleared.stdout.hasPrefix("The stored pack URL is forgotten."))
    }

    @Test func theConfigsURLAppliesWhenNoneIsStored() throws {
        let server = try Server()
        Tool.write(Self.document, to: server.root + "/q.json")
        let folder = Tool.temporaryFolder()
        let config = folder + "/config.yaml"
        Tool.write("packs:\n  url: \(server.url("/files/q.json"))\n  check_minutes: 30\n", to: config)
        let shown = try Tool.run(["packs", "url", "--config", config, "--data", folder + "/data"])
        #expect(shown.stdout == "\(server.url("/files/q.json")) (the config's packs.url in \(config))\n")
        let check = try Tool.run(["packs", "check", "--config", config, "--data", folder + "/data"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            check.stdout == "\(server.url("/files/q.json")): Changes: 2 packs updated (Science! and Mathematics)\n")
    }
}

extension PacksCommandTests {
    @Test func configCheckSaysWhatThePacksServerSettingsDo() throws {
        let folder = Tool.temporaryFolder()
        let config = folder + "/config.yaml"
        Tool.write(
            "packs:\n  url: https://quiz.example.org/q.json\n  score_url: https://quiz.example.org/scores\n", to: config
        )
        let result = try Tool.run(["config", "check", config])
        #expect(
            result.stdout
                == "\(config): OK\nQuiz packs: https://quiz.example.org/q.json, checked at start and every 60 "
                + "minutes\nPack scores: sent to https://quiz.example.org/scores\n")
        Tool.write("packs:\n  url: quiz.example.org\n", to: config)
        let wrong = try Tool.run(["config", "check", config])
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("2: packs.url: \"quiz.example.org\" is not a URL"))
    }
}
