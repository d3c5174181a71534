import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// Pack games: answers, best scores per pack and player, recent games, and the score outbox.
@Suite struct QuizPackScoreTests {
    let database: QuizDatabase
    let ana: PlayerRef
    let bo: PlayerRef

    init() throws {
        database = try QuizDatabase()
        ana = try PlayerDirectory(database: database).newPlayer(named: "Ana")
        bo = try PlayerDirectory(database: database).newPlayer(named: "Bo")
        _ = try database.importQuizPacks(
            QuizPackImportTests.document(QuizPackImportTests.science, QuizPackImportTests.maths), file: "q.json",
            source: .url("http://x/q.json"), at: Date(timeIntervalSince1970: 1_800_000_000))
    }

    func game(_ player: PlayerRef, _ pack: String, _ right: Int, of total: Int, at seconds: Double) -> FinishedPackGame
    {
        FinishedPackGame(
            id: UUID(), player: player, packID: pack, right: right, total: total,
            finishedAt: Date(timeIntervalSince1970: 1_800_000_000 + seconds))
    }

    @Test func theBestGameIsTheHighestShareRightFirstReached() throws {
        let games = [
            game(ana, "quiz-science", 2, of: 3, at: 1), game(ana, "quiz-science", 3, of: 3, at: 2),
            game(ana, "quiz-science", 3, of: 3, at: 3), game(ana, "quiz-science", 1, of: 3, at: 4),
            game(ana, "quiz-maths", 1, of: 2, at: 5), game(bo, "quiz-maths", 2, of: 2, at: 6),
        ]
        for game in games { try database.finishPackGame(game, scoreURL: nil) }
        let board = try database.packScoreBoard(playerID: ana.id)
        #expect(board.best.map(\.packTitle) == ["Maths", "Science"])
        #expect(board.best.map(\.score) == [PackScore(right: 1, total: 2), PackScore(right: 3, total: 3)])
        #expect(board.best[1].finishedAt == games[1].finishedAt, "the first perfect game, not the repeat")
        #expect(board.recent.map(\.finishedAt) == games.prefix(5).reversed().map(\.finishedAt))
        let entries = try database.quizPacks(forPlayer: ana.id)
        #expect(entries.map(\.best) == [PackScore(right: 1, total: 2), PackScore(right: 3, total: 3)])
        #expect(try database.quizPacks(forPlayer: bo.id).map(\.best) == [PackScore(right: 2, total: 2), nil])
    }

    @Test func anAnswerIsKeptWithModePacks() throws {
        let question = try #require(try database.quizPackQuestions(packID: "quiz-maths").first)
        let chosen = question.answers[0]
        try database.recordPackAnswer(
            PackAnswerRecord(
                packID: "quiz-maths", questionID: question.id, answerID: chosen.id, right: false, secondsTaken: 3.5),
            playerID: ana.id, at: Date(timeIntervalSince1970: 1_800_000_000))
        let row = try #require(try database.read { db in try Row.fetchOne(db, sql: "SELECT * FROM answer") })
        #expect(row["mode"] as String == "packs" && row["result"] as String == "wrong")
        #expect(row["optionId"] as Int64 == chosen.id && row["questionId"] as Int64 == question.id)
        #expect(row["playerId"] as Int64 == ana.id && row["secondsTaken"] as Double == 3.5)
    }

    @Test func aGameIsQueuedForTheScoreServerInItsOwnTransactionAndOnlyOnce() throws {
        let played = game(ana, "quiz-science", 2, of: 3, at: 0)
        try database.finishPackGame(played, scoreURL: "http://scores.example/s")
        try database.finishPackGame(played, scoreURL: "http://scores.example/s")
        try database.finishPackGame(game(bo, "quiz-maths", 1, of: 2, at: 1), scoreURL: nil)
        let outbox = ScoreOutbox(database: database)
        let waiting = try outbox.waiting()
        let id = played.id.uuidString.lowercased()
        #expect(waiting.map(\.gameID) == [id])
        #expect(
            waiting.first?.body
                == #"{"finishedAt":"2027-01-15T08:00:00Z","id":"\#(id)","pack":"quiz-science","player":"Ana","right":2,"total":3}"#
        )
        #expect(try database.packScoreBoard(playerID: ana.id).recent.count == 1)

        try outbox.retryLater(gameID: id, problem: "down", at: played.finishedAt)
        try outbox.retryLater(gameID: id, problem: "down", at: played.finishedAt)
        #expect(try outbox.waiting().first?.nextAttemptAt == played.finishedAt.addingTimeInterval(60))
        #expect(try outbox.due(at: played.finishedAt.addingTimeInterval(59)).isEmpty)
        #expect(try outbox.due(at: played.finishedAt.addingTimeInterval(60)).count == 1)
        #expect(
            (1...10).map(ScoreOutbox.backoffSeconds(afterFailures:)) == [
                30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
            ])

        // Erasing a player erases their games and their queued scores.
        _ = try PlayerDirectory(database: database).erase(ana)
        #expect(try outbox.waiting().isEmpty)
        #expect(try database.packScoreBoard(playerID: ana.id).recent.isEmpty)
    }
}
