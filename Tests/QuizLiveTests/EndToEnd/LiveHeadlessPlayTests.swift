import Foundation
import QuizCore
import QuizStore
import TestSupport
import Testing

/// The whole live round through the real executable: `tiltquiz play --mode live --headless` on the wall clock,
/// listening on a free loopback port, three websocket phones joining with the PIN it printed, the round starting
/// by itself and played to its podium, and the players' results on the live board (`tiltquiz leaderboard --mode
/// live`). The round deals the Daily Challenge's set of the play's `--date`, as the store deals it. No waits as synchronisation: each step waits for the message it needs, with generous limits only
/// against a hang.
@Suite(.serialized) struct LiveHeadlessPlayTests {
    /// A config for an unattended round on 127.0.0.1 (a free port), of the Daily set's first 2 questions,
    /// started 1 s after the third player joined.
    static let config = """
        modes: [live]
        live:
          listen: "127.0.0.1:0"
          auto_start_players: 3
          auto_start_seconds: 1
          questions: 2
          source: daily
        """
    static let day = CalendarDay(year: 2026, month: 7, day: 20)!

    @Test(.timeLimit(.minutes(3))) func aRoundPlaysFromJoinToPodiumAndReachesTheLiveBoard() async throws {
        let folder = Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configFile = folder + "/config.yaml"
        Tool.write(Self.config, to: configFile)
        let store = ["--config", configFile, "--data", folder + "/data"]
        let running = try Tool.start(
            ["play", "--mode", "live", "--headless", "--exit-when-done", "--date", Self.day.description] + store)
        let guardTimer = DispatchWorkItem { [weak process = running.process] in
            if let process, process.isRunning { process.terminate() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 150, execute: guardTimer)
        defer { guardTimer.cancel() }

        let (announced, leftover) = await Self.firstLine(of: running.out.fileHandleForReading)
        let live = try #require(
            Self.object(announced)?["live"].flatMap { if case .object(let fields) = $0 { fields } else { nil } },
            "the first line is the join screen's address and PIN: \(announced)")
        let url = try #require(live.string("url"))
        let pin = try #require(live.string("pin"))
        #expect(url.hasPrefix("http://127.0.0.1:") && url.hasSuffix("/"))
        #expect(pin.count == 4 && pin.allSatisfy(\.isNumber))
        let port = try #require(Int(url.dropFirst("http://127.0.0.1:".count).dropLast()))

        let names = ["Ana", "Ben", "Cy"]
        var phones: [TestPhone] = []
        for name in names {
            let phone = TestPhone(port: port)
            phone.join(pin: pin, name: name)
            let welcome = await phone.expect("welcome")
            #expect(welcome.string("name") == name)
            phones.append(phone)
        }

        var totals = [Int](repeating: 0, count: names.count)
        var askedTexts: [String] = []
        for question in 0..<2 {
            for (number, phone) in phones.enumerated() {
                let asked = await phone.expect("question")
                #expect(asked.int("question") == question && asked.int("count") == 2)
                if number == 0 { askedTexts.append(asked.string("text") ?? "") }
                guard case .array(let options)? = asked["options"], options.count >= 2 else {
                    Issue.record("question \(question) has no answers: \(asked)")
                    return
                }
                phone.answer(question: question, option: min(number, options.count - 1))
                #expect(await phone.expect("counted").int("question") == question)
            }
            // Everyone answered: the question closes at once and each phone is told its outcome.
            for (number, phone) in phones.enumerated() {
                let result = await phone.expect("result")
                #expect(result.int("question") == question)
                let right = try #require(result.int("right"))
                let correct = result["correct"] == .bool(true)
                #expect(correct == (result.int("answered") == right))
                #expect(correct == ((result.int("points") ?? 0) > 0))
                totals[number] += result.int("points") ?? 0
                #expect(result.int("total") == totals[number])
                #expect(result.int("players") == 3)
            }
        }
        var places: [Int] = []
        for (number, phone) in phones.enumerated() {
            let podium = await phone.expect("podium")
            #expect(podium.int("points") == totals[number])
            #expect(podium.int("players") == 3)
            places.append(podium.int("place") ?? 0)
        }
        #expect(places.allSatisfy { (1...3).contains($0) })

        // The round is kept at its podium; --exit-when-done then ends the play with its summary.
        let finished = running.finish(timeout: 120)
        #expect(finished.status == 0, "stderr: \(finished.stderr)")
        let summary = (leftover + finished.stdout).split(separator: "\n").last.map(String.init) ?? ""
        let fields = try #require(Self.object(summary), "the play's summary: \(summary)")
        #expect(fields["mode"] == .string("live") && fields.int("rounds") == 1)
        for phone in phones { await phone.close() }

        let board = try Tool.run(
            ["leaderboard", "--mode", "live", "--period", "day", "--date", Self.day.description, "--json"] + store)
        #expect(board.status == 0, "stderr: \(board.stderr)")
        let kept = try #require(Self.object(board.stdout), "the board: \(board.stdout)")
        #expect(kept.int("players") == 3)
        guard case .array(let rows)? = kept["rows"] else {
            Issue.record("the board has no rows: \(board.stdout)")
            return
        }
        var onBoard: [String: Int] = [:]
        for case .object(let row) in rows {
            if let name = row.string("name") { onBoard[name] = row.int("points") }
        }
        #expect(onBoard == Dictionary(uniqueKeysWithValues: zip(names, totals)))

        let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder + "/data"))
        let daily = try database.liveQuestions(.daily(Self.day), count: 2, seed: 0)
        #expect(askedTexts == daily.map(\.text) && askedTexts.count == 2)
    }

    /// A source with nothing to deal stops the play before its listener opens, naming the source and why: a
    /// topic the store lacks, and the Daily set when the config's packs hold no multiple-choice question.
    @Test func aSourceWithNothingToDealIsNamed() throws {
        let folder = Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (source, packs, reason) in [
            ("topic:Nowhere", "all", "live.source topic:Nowhere has no questions in"),
            ("daily", "[tiltquiz-true-false]", "live.source daily has no Daily Challenge set: it needs 10 active"),
        ] {
            Tool.write(
                "modes: [live]\npacks: \(packs)\nlive:\n  listen: \"127.0.0.1:0\"\n  source: \"\(source)\"\n",
                to: folder + "/config.yaml")
            let refused = try Tool.run(
                [
                    "play", "--mode", "live", "--headless", "--config", folder + "/config.yaml", "--data",
                    folder + "/data",
                ],
                timeout: 60)
            #expect(refused.status != 0)
            #expect(refused.stderr.contains(reason), "\(refused.stderr)")
            #expect(!refused.stdout.contains("\"live\""), "no join screen opened: \(refused.stdout)")
        }
    }

    /// The first line `handle` gives (without its newline), and what came after it; read off the test's threads.
    static func firstLine(of handle: FileHandle) async -> (line: String, rest: String) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var bytes = Data()
                while !bytes.contains(0x0A) {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    bytes.append(chunk)
                }
                let text = String(decoding: bytes, as: UTF8.self)
                let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
                continuation.resume(
                    returning: (String(parts.first ?? ""), parts.count > 1 ? String(parts[1]) : ""))
            }
        }
    }

    static func object(_ text: String) -> [String: JSONValue]? {
        guard case .object(let fields)? = try? JSONValue.parse(text) else { return nil }
        return fields
    }
}
