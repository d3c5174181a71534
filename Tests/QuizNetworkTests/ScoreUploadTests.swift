import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizStore
import TestSupport
import Testing

/// The score outbox against a real server: retries, restarts, drops, and each score delivered once.
@Suite struct ScoreUploadTests {
    func game(_ player: PlayerRef, right: Int, at seconds: Double) -> FinishedPackGame {
        FinishedPackGame(
            id: UUID(), player: player, packID: "quiz-science", right: right, total: 5,
            finishedAt: Date(timeIntervalSince1970: 1_800_000_000 + seconds))
    }

    func library(
        _ data: DataFolderFixture, scoreURL: String?, clock: @escaping @Sendable () -> Date, log: LogLines
    )
        -> LivePackLibrary
    {
        var settings = PackSourceSettings()
        settings.scoreURL = scoreURL
        return LivePackLibrary(
            database: data.database, saves: PlaySaves(database: data.database), settings: settings, version: "9.9",
            downloadLimits: fastLimits, uploadLimits: fastLimits, clock: clock, report: log.add)
    }

    @Test func theOutboxSurvivesARestartAndADownServerAndDeliversEachScoreOnce() throws {
        let server = try PackServer()
        let data = try DataFolderFixture()
        let ana = try data.player("Ana")
        let log = LogLines()
        let scoreURL = server.url("/scores")
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_100))
        var current = self.library(data, scoreURL: scoreURL, clock: clock.now, log: log)
        let games = [game(ana, right: 4, at: 0), game(ana, right: 5, at: 10)]
        for game in games { current.finish(game) }
        #expect(current.saves.finish())

        // The server answers 500 to the first: both wait (the second without a try), 30 s on.
        try server.programScoreStatuses([500])
        var report = current.sendScoresNow()
        #expect(report.delivered.isEmpty && report.deferred.count == 2)
        #expect(try server.acceptedScores().isEmpty)
        #expect(current.sendScoresNow().deferred.isEmpty, "nothing is due before its retry time")

        // The server goes down; the game restarts over the same data folder.
        server.stop()
        clock.advance(by: 31)
        try data.reopen()
        current = self.library(data, scoreURL: scoreURL, clock: clock.now, log: log)
        report = current.sendScoresNow()
        #expect(report.deferred.count == 2)
        let waiting = try ScoreOutbox(database: data.database).waiting()
        #expect(waiting.map(\.attempts) == [2, 2])
        #expect(waiting.allSatisfy { $0.nextAttemptAt == clock.now().addingTimeInterval(60) }, "the wait doubled")
        #expect(waiting.allSatisfy { $0.lastProblem?.contains("refused the connection") == true })

        // Back up on the same port.
        try server.start()
        clock.advance(by: 61)
        report = current.sendScoresNow()
        #expect(report.delivered.count == 2, "\(report.lines)")
        #expect(current.sendScoresNow().delivered.isEmpty, "a delivered score is never sent again")
        let seen = try server.acceptedScores().compactMap { $0["id"] as? String }
        #expect(seen.sorted() == games.map { $0.id.uuidString.lowercased() }.sorted())
        #expect(Set(seen).count == seen.count, "each score was received once")
        let firstID = games[0].id.uuidString.lowercased()
        let first = try #require(try server.acceptedScores().first { $0["id"] as? String == firstID })
        #expect(first["player"] as? String == "Ana" && first["pack"] as? String == "quiz-science")
        #expect(first["right"] as? Int == 4 && first["total"] as? Int == 5)
        #expect(first["finishedAt"] as? String == "2027-01-15T08:00:00Z")
        #expect(try ScoreOutbox(database: data.database).waiting().isEmpty)
    }
}

extension ScoreUploadTests {
    @Test func aScoreTheServerRefusesWithA4xxIsDroppedWithALogLine() throws {
        let server = try PackServer()
        let data = try DataFolderFixture()
        let ana = try data.player("Ana")
        let log = LogLines()
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_100))
        let library = library(data, scoreURL: server.url("/scores"), clock: clock.now, log: log)
        let refused = game(ana, right: 1, at: 0)
        let taken = game(ana, right: 2, at: 1)
        library.finish(refused)
        library.finish(taken)
        try server.programScoreStatuses([422])
        let report = library.sendScoresNow()
        #expect(report.dropped == [refused.id.uuidString.lowercased()])
        #expect(report.delivered == [taken.id.uuidString.lowercased()])
        #expect(
            log.all.contains {
                $0.contains("dropped") && $0.contains("422") && $0.contains(refused.id.uuidString.lowercased())
            })
        #expect(try ScoreOutbox(database: data.database).waiting().isEmpty)
        #expect(try server.acceptedScores().compactMap { $0["id"] as? String } == [taken.id.uuidString.lowercased()])
    }

    @Test func withoutAScoreURLGamesAreKeptAndNothingIsQueued() throws {
        let data = try DataFolderFixture()
        let ana = try data.player("Ana")
        let library = library(data, scoreURL: nil, clock: Date.init, log: LogLines())
        library.finish(game(ana, right: 3, at: 0))
        #expect(try ScoreOutbox(database: data.database).waiting().isEmpty)
        #expect(library.scores(for: ana).recent.map(\.score) == [PackScore(right: 3, total: 5)])
    }
}
