import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizStore
import Testing

/// The library the packs mode plays from: checks in the background, the URL's precedence, reads and saves.
@Suite struct LivePackLibraryTests {
    func library(_ data: DataFolderFixture, configURL: String? = nil, log: LogLines = LogLines()) -> LivePackLibrary {
        var settings = PackSourceSettings()
        settings.url = configURL
        return LivePackLibrary(
            database: data.database, saves: PlaySaves(database: data.database), settings: settings, version: "9.9",
            downloadLimits: fastLimits, uploadLimits: fastLimits, report: log.add)
    }

    @Test func checkNowRunsInTheBackgroundAndTheStatusFollowsIt() throws {
        let server = try PackServer()
        let data = try DataFolderFixture()
        server.serve("q.json", Quizzes.document(Quizzes.science))
        let library = library(data, configURL: server.url("/files/q.json"))
        #expect(library.sourceStatus() == PackSourceStatus(url: server.url("/files/q.json"), origin: .config))

        library.checkNow()
        // The check answers in well under the limits; until it ends the status says it runs.
        let during = library.sourceStatus()
        let outcome = library.waitForCheck(seconds: 20)
        #expect(during.checking || outcome != nil)
        var added = QuizPackChanges()
        added.added = ["Science!"]
        #expect(outcome == .imported(added))
        let after = library.sourceStatus()
        #expect(!after.checking && after.lastSuccess != nil && after.lastProblem == nil)
        #expect(after.lastChange == added)
        #expect(after.packsUpdated != nil)
        let ana = try data.player("Ana")
        #expect(library.packs(for: ana).map(\.title) == ["Science!"])
        #expect(library.questions(ofPack: "quiz-science").map(\.answers.count) == [4, 2])

        server.stop()
        library.checkNow()
        guard case .failed(_, let problem)? = library.waitForCheck(seconds: 20) else {
            Issue.record("a stopped server did not fail")
            return
        }
        #expect(library.sourceStatus().lastProblem == problem)
        #expect(library.sourceStatus().lastSuccess == after.lastSuccess)
        #expect(library.packs(for: ana).map(\.title) == ["Science!"], "the packs play on")
    }

    @Test func aStoredURLWinsOverTheConfigsAndAnEmptyOneClearsIt() throws {
        let server = try PackServer()
        let data = try DataFolderFixture()
        server.serve("a.json", Quizzes.document(Quizzes.science, Quizzes.maths))
        server.serve("b.json", Quizzes.document(Quizzes.marvel))
        let library = library(data, configURL: server.url("/files/a.json"))
        library.checkNow()
        library.waitForCheck(seconds: 20)
        let ana = try data.player("Ana")
        #expect(library.packs(for: ana).map(\.title) == ["Mathematics", "Science!"])

        #expect(
            library.setURL("ftp://example.org/q.json")
                == "ftp://example.org/q.json is a ftp: URL; only http and https URLs can be downloaded")
        #expect(library.setURL("not a url")?.contains("has spaces") == true)
        #expect(library.sourceStatus().origin == .config)

        #expect(library.setURL(server.url("/files/b.json")) == nil)
        #expect(library.sourceStatus().origin == .stored)
        var changes = QuizPackChanges()
        changes.added = ["Marvel Super Heroes"]
        changes.removed = ["Mathematics", "Science!"]
        #expect(library.waitForCheck(seconds: 20) == .imported(changes))
        #expect(library.packs(for: ana).map(\.title) == ["Marvel Super Heroes"], "the URL in force is the list")

        #expect(library.setURL("") == nil)
        #expect(library.sourceStatus().url == server.url("/files/a.json"))
        #expect(library.sourceStatus().origin == .config)
        library.waitForCheck(seconds: 20)
        #expect(library.packs(for: ana).map(\.title) == ["Mathematics", "Science!"], "back on the list, whole")
    }

    @Test func theBackgroundWorkChecksAtOnceAndStops() throws {
        let server = try PackServer()
        let data = try DataFolderFixture()
        server.serve("q.json", Quizzes.document(Quizzes.marvel))
        let library = library(data, configURL: server.url("/files/q.json"))
        library.startBackground()
        var added = QuizPackChanges()
        added.added = ["Marvel Super Heroes"]
        #expect(library.waitForChecks(1, seconds: 30) == .imported(added))
        library.stopBackground()
        #expect(try data.database.quizPacks(forPlayer: nil).map(\.title) == ["Marvel Super Heroes"])
    }

    @Test func withoutAURLCheckNowDoesNothing() throws {
        let data = try DataFolderFixture()
        let library = library(data)
        library.checkNow()
        #expect(library.sourceStatus() == PackSourceStatus(url: nil, origin: .none))
        #expect(library.waitForCheck(seconds: 1) == nil)
    }
}
