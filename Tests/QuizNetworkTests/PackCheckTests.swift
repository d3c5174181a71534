import Foundation
import GRDB
import QuizCore
import QuizNetwork
import QuizStore
import Testing

/// Checks of a pack URL against a real HTTP server on loopback.
@Suite struct PackCheckTests {
    @Test func theFirstCheckImportsAndTheSecondGetsA304AndChangesNothing() throws {
        let server = try PackServer()
        let data = try DataFolderFixture()
        server.serve("q.json", Quizzes.document(Quizzes.science, Quizzes.maths))
        let url = server.url("/files/q.json")
        let first = packCheck(data.database).run(url: url)
        var expected = QuizPackChanges()
        expected.added = ["Science!", "Mathematics"]
        #expect(first == .imported(expected))
        let shown = try everythingShown(data.database)
        #expect(
            shown["Mathematics"] == [
                "What is 2+2? → 4 | 22 | An irrational number | Nobody knows ✓0",
                "What is 3×3? → 6 | 9 | 33 | 12 ✓1", "What is 10−4? → 4 | 5 | 6 | 7 ✓2",
            ])
        #expect(shown["Science!"]?.last == "Water boils at 100 °C at sea level. → True | False ✓0")

        let second = packCheck(data.database).run(url: url)
        #expect(second == .notModified)
        #expect(try everythingShown(data.database) == shown)
        let feed = try #require(try data.database.packFeed(url: url))
        #expect(feed.lastProblem == nil && feed.succeededAt != nil)
        #expect(feed.lastChange?.added == ["Science!", "Mathematics"])
        #expect(feed.lastChange?.line == "2 packs added (Science!, Mathematics)")

        let requests = try server.requests().filter { ($0["path"] as? String) == "/files/q.json" }
        #expect(requests.count == 2)
        #expect(requests.first?["ifNoneMatch"] is NSNull)
        #expect((requests.last?["ifNoneMatch"] as? String)?.hasPrefix("\"") == true)
        #expect((requests.last?["ifModifiedSince"] as? String)?.hasSuffix("GMT") == true)
        #expect(
            (requests.first?["userAgent"] as? String)
                == "TiltQuiz/9.9 (quiz packs; +docs/packs.md in the TiltQuiz sources)")
    }

    /// A server with science and maths in q.json, and a data folder that has checked it once: both, its URL.
    static func checkedOnce() throws -> (server: PackServer, data: DataFolderFixture, url: String) {
        let server = try PackServer()
        let data = try DataFolderFixture()
        server.serve("q.json", Quizzes.document(Quizzes.science, Quizzes.maths))
        let url = server.url("/files/q.json")
        _ = packCheck(data.database).run(url: url)
        return (server, data, url)
    }

    @Test func aChangedFileUpdatesOnePackAndPastAnswersAndBestScoresStay() throws {
        let (server, data, url) = try Self.checkedOnce()
        let ana = try data.player("Ana")
        let maths = try data.database.quizPackQuestions(packID: "quiz-mathematics")
        let dropped = maths[2]
        try data.database.recordPackAnswer(
            PackAnswerRecord(
                packID: "quiz-mathematics", questionID: dropped.id, answerID: dropped.correctAnswer.id, right: true,
                secondsTaken: 2),
            playerID: ana.id, at: Date())
        try data.database.finishPackGame(
            FinishedPackGame(
                id: UUID(), player: ana, packID: "quiz-mathematics", right: 3, total: 3, finishedAt: Date()),
            scoreURL: nil)

        // The third question goes, the second is corrected: a new question; Science is unchanged.
        let changedMaths = Quizzes.maths
            .replacingOccurrences(
                of: ",\n  {\"text\": \"What is 10−4?\", \"answer\": \"3\", \"answers\": [\"4\", \"5\", \"6\", \"7\"]}",
                with: ""
            )
            .replacingOccurrences(of: "What is 3×3?", with: "What is 3 × 3?")
        #expect(changedMaths != Quizzes.maths)
        server.serve("q.json", Quizzes.document(Quizzes.science, changedMaths))
        var expected = QuizPackChanges()
        expected.updated = ["Mathematics"]
        expected.unchanged = 1
        #expect(packCheck(data.database).run(url: url) == .imported(expected))

        let now = try data.database.quizPackQuestions(packID: "quiz-mathematics")
        #expect(now.map(\.text) == ["What is 2+2?", "What is 3 × 3?"])
        #expect(now[0].id == maths[0].id, "an unchanged question keeps its row")
        #expect(now[1].id != maths[1].id, "a corrected question is a new question")
        let entry = try #require(try data.database.quizPacks(forPlayer: ana.id).first { $0.id == "quiz-mathematics" })
        #expect(entry.questionCount == 2)
        #expect(entry.best == PackScore(right: 3, total: 3))
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: data.path))
        let answers = try queue.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer WHERE questionId = ?", arguments: [dropped.id])
        }
        #expect(answers == 1, "the answer to the removed question stays")
    }

    /// Each failure leaves every pack exactly as it was, with one line naming the URL and the reason.
    @Test(arguments: [
        ("/status/500", "the server answered 500 (internal server error)"),
        ("/status/404", "the server answered 404 (not found)"),
        ("/hang/10", "no answer within 1 s (timed out)"),
        ("/truncated", "the file was cut short: 1000 of 100000 bytes came before the connection closed"),
        ("/big", "the file is larger than 5 MB; the download was stopped"),
        ("/big-unsized", "the file is larger than 5 MB; the download was stopped"),
        ("/html", "not an iQuiz document: html:1: is not valid JSON"),
        ("/files/other.json", "not an iQuiz document: other.json: $: must be a list"),
        ("/files/empty.json", "not an iQuiz document: empty.json: holds no quiz"),
        ("/redirect/6/files/q.json", "more than 5 redirects"),
    ])
    func aFailureChangesNothingAndSaysWhy(path: String, reason: String) throws {
        let server = try PackServer()
        let data = try DataFolderFixture()
        server.serve("q.json", Quizzes.document(Quizzes.science, Quizzes.maths))
        server.serve("other.json", #"{"quizzes": []}"#)
        server.serve("empty.json", "[]")
        _ = packCheck(data.database).run(url: server.url("/files/q.json"))
        let before = try everythingShown(data.database)
        let beforeList = try data.database.quizPacks(forPlayer: nil)

        let url = server.url(path)
        let started = Date()
        let outcome = packCheck(data.database).run(url: url)
        guard case .failed(_, let problem) = outcome else {
            Issue.record("\(path) did not fail: \(outcome)")
            return
        }
        let line = outcome.line
        #expect(line.hasPrefix(url + ": "))
        #expect(line.lowercased().contains(reason.lowercased()), "\(line)")
        #expect(line.hasSuffix("; the packs are as they were"))
        #expect(Date().timeIntervalSince(started) < 8, "the limits stopped it in time")
        #expect(try everythingShown(data.database) == before)
        #expect(try data.database.quizPacks(forPlayer: nil) == beforeList)
        #expect(try data.database.packFeed(url: url)?.lastProblem == problem)
        // An older store's problem, kept as English words, reads as those words.
        try DatabaseQueue(path: QuizDatabase.file(inDirectory: data.path)).write { db in
            try db.execute(sql: "UPDATE packFeed SET lastProblem = 'https://x: gone', lastChange = '1 pack added'")
        }
        #expect(try data.database.packFeed(url: url)?.lastProblem == .recorded("https://x: gone"))
        #expect(try data.database.packFeed(url: url)?.lastChange == nil)
    }

    @Test func redirectsUpToFiveAreFollowed() throws {
        let server = try PackServer()
        let data = try DataFolderFixture()
        server.serve("q.json", Quizzes.document(Quizzes.marvel))
        let outcome = packCheck(data.database).run(url: server.url("/redirect/5/files/q.json"))
        var expected = QuizPackChanges()
        expected.added = ["Marvel Super Heroes"]
        #expect(outcome == .imported(expected))
    }

    @Test func withTheServerStoppedThePacksAreStillListedAndPlayable() throws {
        let (server, data, url) = try Self.checkedOnce()
        let before = try everythingShown(data.database)
        server.stop()

        guard case .failed(_, let problem) = packCheck(data.database).run(url: url) else {
            Issue.record("a stopped server did not fail the check")
            return
        }
        #expect(problem == .network(.refused))
        #expect(problem.english.contains("the server refused the connection"))
        try data.reopen()
        #expect(try data.database.quizPacks(forPlayer: nil).map(\.title) == ["Mathematics", "Science!"])
        #expect(try everythingShown(data.database) == before)
        #expect(try data.database.quizPackQuestions(packID: "quiz-science").count == 2)
    }
}
