import Foundation
import GRDB
import TestSupport
import TestSupportStore
import Testing

/// "Which came first?" through the built binary: the same date deals the same game in two data folders, a game
/// killed after its second answer resumes at the third with both answers kept, a day without a game offers a
/// random earlier one, and a second play of a finished day shows its result.
@Suite struct WhichCameFirstTests {
    struct Summary: Decodable {
        struct Question: Decodable, Equatable {
            struct Event: Decodable, Equatable {
                var text: String
                var year: Int
            }
            var events: [Event]
            var chosen: Int?
            var earlier: Int
            var right: Bool?
        }
        var mode: String
        var screen: String
        var day: String?
        var kind: String?
        var score: Int?
        var questions: [Question]?
        var unavailable: String?

        static func parse(_ text: String) throws -> Summary { try JSONSummary.last(Summary.self, in: text) }
    }

    /// From the splash: Play, then each card of `cards` selected and submitted, and Next.
    static func answers(_ cards: [Int], from start: Double = 0.5) -> [String] {
        var steps = [(start, "enter")]
        var time = start + 1
        for card in cards {
            steps += [(time, card == 0 ? "left" : "right"), (time + 0.3, "enter"), (time + 1.0, "enter")]
            time += 1.6
        }
        return ScriptedInput.keys(steps)
    }

    static func play(
        _ script: [String], date: String, data: String, extra: [String] = []
    ) throws -> (Summary, Tool.Result) {
        let result = try Tool.play(
            ["--mode", "which-came-first", "--no-sound", "--date", date, "--data", data] + extra, script: script,
            scriptFile: data + "-script.jsonl")
        #expect(result.status == 0, "\(result.stderr)")
        return (try Summary.parse(result.stdout), result)
    }

    @Test func theSameDateDealsTheSameGameInTwoDataFolders() throws {
        let folder = Tool.temporaryFolder()
        let first = try Self.play(Self.answers([0, 0, 0, 0, 0]), date: "2026-07-20", data: folder + "/one").0
        let second = try Self.play(Self.answers([1, 1, 1, 1, 1]), date: "2026-07-20", data: folder + "/two").0
        let questions = try #require(first.questions)
        #expect(questions.count == 5 && first.screen == "wcf-result" && first.kind == "daily")
        #expect(questions.map(\.events) == second.questions?.map(\.events))
        #expect(questions.allSatisfy { $0.events[0].year != $0.events[1].year })
        #expect(questions.allSatisfy { $0.events[$0.earlier].year < $0.events[1 - $0.earlier].year })
        #expect(first.score == questions.filter { $0.earlier == 0 }.count)
        let other = try Self.play(Self.answers([0]), date: "2026-07-21", data: folder + "/one").0
        #expect(other.questions?.map(\.events) != questions.map(\.events), "another day deals another game")
    }

    @Test func aGameKilledAfterItsSecondAnswerResumesAtTheThird() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        let journal = folder + "/journal.jsonl"
        // Two answers, then nothing for a long (virtual) while: the kill comes in it.
        Tool.write(
            ScriptedInput.text(Self.answers([0, 1]) + [ScriptedInput.wait(3000)]),
            to: folder + "/in.jsonl")
        let child = try Child(
            [
                "play", "--mode", "which-came-first", "--headless", "--no-sound", "--date", "2026-07-20", "--data",
                data, "--input", folder + "/in.jsonl", "--journal", journal,
            ], folder: folder)
        // The deal and two answers: three commits of the game's row.
        let deadline = Date().addingTimeInterval(120)
        func commits() -> Int {
            ((try? String(contentsOfFile: journal, encoding: .utf8)) ?? "").split(separator: "\n")
                .filter { $0.contains("historyGame") }.count
        }
        while child.process.isRunning, commits() < 3, Date() < deadline { usleep(1000) }
        #expect(child.process.isRunning, "the game was still playing when killed")
        child.kill()
        #expect(commits() == 3)

        // Back: the splash offers Continue playing; Enter goes on at question 3.
        let (summary, _) = try Self.play(Self.answers([0, 0, 0]), date: "2026-07-20", data: data)
        let questions = try #require(summary.questions)
        #expect(questions.map(\.chosen) == [0, 1, 0, 0, 0], "the two answers before the kill are kept")
        #expect(summary.screen == "wcf-result")
    }

    @Test func aDayWithoutEnoughEventsOffersARandomEarlierDay() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        _ = try Self.play([], date: "2026-07-21", data: data)
        let queue = try DatabaseQueue(path: data + "/tiltquiz.sqlite")
        // Three events are left: too few for five questions.
        try queue.write { db in
            try db.execute(
                sql: """
                    DELETE FROM event WHERE month = 7 AND day = 21
                      AND id NOT IN (SELECT id FROM event WHERE month = 7 AND day = 21 ORDER BY id LIMIT 3)
                    """)
        }
        let unavailable = try Self.play([#"{"t": 0.5, "key": "enter"}"#], date: "2026-07-21", data: data).0
        #expect(unavailable.screen == "wcf-unavailable" && unavailable.unavailable == "2026-07-21")
        let random = try Self.play(
            [#"{"t": 0.5, "key": "enter"}"#, #"{"t": 1.5, "key": "enter"}"#], date: "2026-07-21", data: data
        ).0
        #expect(random.screen == "wcf-question" && random.kind == "archive")
        let day = try #require(random.day)
        #expect(day < "2026-07-21" && day >= "2025-07-21", "an earlier day of the last year: \(day)")
    }

    @Test func aFinishedDayShowsItsResultAndIsNotPlayedTwice() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        let first = try Self.play(Self.answers([0, 0, 0, 0, 0]), date: "2026-07-20", data: data).0
        let again = try Self.play(Self.answers([1, 1, 1, 1, 1]), date: "2026-07-20", data: data).0
        #expect(again.screen == "wcf-result" && again.questions?.map(\.chosen) == first.questions?.map(\.chosen))
        let results = try StoreFile.read(data) { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult WHERE mode = 'which-came-first'")
        }
        #expect(results == 1)
    }

    @Test func aBadDateIsRefusedWithTheFormItTakes() throws {
        let result = try Tool.run(["play", "--mode", "which-came-first", "--headless", "--date", "2026-02-30"])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("--date 2026-02-30: give a date as YYYY-MM-DD, e.g. 2026-07-20"), "\(result.stderr)")
    }
}

/// "Which came first?" screens at the sizes players meet, compared with `Goldens/<size>/wcf-*.png`.
@Suite struct WhichCameFirstGoldenTests {
    static let kept = ["001-wcf-splash", "002-wcf-question", "003-wcf-reveal", "005-wcf-reveal", "012-wcf-result"]

    @Test(arguments: ["1280x720", "320x240", "800x480-r90"])
    func theGamesScreensMatchTheirGoldens(size: String) throws {
        let folder = Tool.temporaryFolder()
        let panel = GoldenPanel(size)
        let shots = folder + "/shots"
        // 20 July 2026: card 1 of the first question is wrong, of the second right.
        Tool.write(
            ScriptedInput.text(WhichCameFirstTests.answers([0, 0, 0, 0, 0])), to: folder + "/in.jsonl")
        let result = try Tool.run(
            [
                "play", "--mode", "which-came-first", "--headless", "--no-sound", "--date", "2026-07-20", "--data",
                folder + "/data", "--screenshots", shots, "--input", try panel.script(folder + "/in.jsonl", in: folder),
            ] + panel.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        GoldenCheck.compare(shots: shots, names: Self.kept, folder: size, prefix: "wcf-")
    }

    /// A day whose texts are long (they scroll, with a bar), and a day with no game.
    @Test(arguments: ["1280x720", "320x240", "800x480-r90"])
    func longTextsAndADayWithoutAGameMatchTheirGoldens(size: String) throws {
        let folder = Tool.temporaryFolder()
        let panel = GoldenPanel(size)
        let data = folder + "/data"
        _ = try WhichCameFirstTests.play([], date: "2026-07-22", data: data)
        try StoreFile.write(data) { db in
            try db.execute(
                sql: """
                    UPDATE event SET text = text || ' The story goes on from there, told at length so that the whole of \
                    it does not fit on the card at once: a player reads the rest by dragging the text, turning the \
                    wheel or pressing the arrow keys, and the bar beside it shows how much is left.'
                    WHERE month = 7 AND day = 22
                    """)
            try db.execute(sql: "DELETE FROM event WHERE month = 7 AND day = 23")
        }
        Tool.write(#"{"t": 0.5, "key": "enter"}"# + "\n", to: folder + "/in.jsonl")
        for (date, name) in [("2026-07-22", "002-wcf-question"), ("2026-07-23", "002-wcf-unavailable")] {
            let shots = folder + "/shots-" + date
            let result = try Tool.run(
                [
                    "play", "--mode", "which-came-first", "--headless", "--no-sound", "--date", date, "--data", data,
                    "--screenshots", shots, "--input", try panel.script(folder + "/in.jsonl", in: folder),
                ] + panel.arguments)
            #expect(result.status == 0, "\(result.stderr)")
            GoldenCheck.compare(
                shots: shots, names: [name], folder: size, prefix: date == "2026-07-22" ? "wcf-long-" : "wcf-")
        }
    }
}

/// The game plays the days its feed fetched from a loopback "On this day" server, with their pictures, and
/// the kiosk's family-safe setting keeps the sensitive ones out.
@Suite struct WhichCameFirstFeedTests {
    /// Ten German events of 21 July, the first with a picture, the last a battle.
    static func serveJuly21(_ server: EventsCommandTests.Server) {
        let texts = [
            "Ein Ereignis mit Bild", "Das zweite Ereignis", "Das dritte Ereignis", "Das vierte Ereignis",
            "Das fuenfte Ereignis", "Das sechste Ereignis", "Das siebte Ereignis", "Das achte Ereignis",
            "Das neunte Ereignis", "Das zehnte Ereignis", "Eine Schlacht beginnt",
        ]
        let items = texts.enumerated().map { index, text in
            let picture =
                index == 0
                ? #", "pages": [{"title": "Bild", "thumbnail": {"source": "\#(server.url("/images/one.png"))"}}]"#
                : #", "pages": []"#
            return #"{"text": "\#(text)", "year": \#(1500 + index * 37)\#(picture)}"#
        }
        Tool.write(#"{"events": [\#(items.joined(separator: ","))]}"#, to: server.root + "/events-07-21.json")
        _ = FileManager.default.createFile(atPath: server.root + "/images/one.png", contents: EventsCommandTests.png)
    }

    @Test func aDayFetchedAtStartIsPlayedWithItsPicture() throws {
        let server = try EventsCommandTests.Server()
        Self.serveJuly21(server)
        let folder = Tool.temporaryFolder()
        Tool.write(
            "language: de\nevents:\n  url: \(server.base())\n  language: de\n  fetch_days: 1\n  family_safe: true\n",
            to: folder + "/config.yaml")
        let (summary, _) = try WhichCameFirstTests.play(
            WhichCameFirstTests.answers([0, 0, 0, 0, 0]), date: "2026-07-21", data: folder + "/data",
            extra: ["--config", folder + "/config.yaml"])
        let texts = Set((summary.questions ?? []).flatMap { $0.events.map(\.text) })
        #expect(
            texts.count == 10, "ten of the eleven served events, in the player's German (the bundled ones are English)")
        #expect(texts.allSatisfy { $0.hasPrefix("Ein") || $0.hasPrefix("Das") }, "\(texts)")
        let images = try FileManager.default.contentsOfDirectory(atPath: folder + "/data/event-images")
        #expect(images.count == 1, "the picture was fetched and kept: \(images)")
    }

    @Test func aFamilySafeKioskDealsNoSensitiveEvent() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        var dealt: Set<String> = []
        // Days whose bundled events include sensitive ones (1 September: the Second World War begins).
        for date in ["2026-09-01", "2026-06-06", "2026-12-07"] {
            Tool.write("events:\n  family_safe: true\n", to: folder + "/config.yaml")
            let (summary, _) = try WhichCameFirstTests.play(
                WhichCameFirstTests.answers([0, 0, 0, 0, 0]), date: date, data: data,
                extra: ["--config", folder + "/config.yaml"])
            dealt.formUnion((summary.questions ?? []).flatMap { $0.events.map(\.text) })
        }
        let sensitive = try StoreFile.read(data) { db in
            try Set(String.fetchAll(db, sql: "SELECT text FROM event WHERE sensitive = 1 AND month IN (6, 9, 12)"))
        }
        #expect(dealt.count == 30 && !sensitive.isEmpty)
        #expect(dealt.isDisjoint(with: sensitive))
    }
}
