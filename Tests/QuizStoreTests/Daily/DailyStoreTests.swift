import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// The Daily Challenge in the store: candidates by stable identity, picks read back in the dealt option order,
/// attempts kept with their answers and time left, one ranked result a date, and an unfinished attempt scored
/// after midnight.
@Suite struct DailyStoreTests {
    static let day = CalendarDay(year: 2026, month: 7, day: 20)!
    static let questions = (0..<10).map { index in
        DailyQuestion(uid: "q\(index)", topic: "T", text: "Q\(index)", options: ["a", "b", "c", "d"], correct: 0)
    }

    static func attempt(number: Int, answers: Int, finished: Bool = false) -> SavedDailyAttempt {
        SavedDailyAttempt(
            day: day, number: number, questions: questions,
            answers: Array(repeating: DailyAnswer(choice: 0, secondsLeft: 10, points: 150), count: answers),
            secondsLeft: 12.5, finished: finished)
    }

    static func results(_ database: QuizDatabase) throws -> [Row] {
        try database.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT localDate, score, points, ranked, completedAt FROM gameResult WHERE mode = 'daily' ORDER BY id"
            )
        }
    }

    @Test func candidatesAreKnownByUidAndPicksComeBackInTheDealtOrder() throws {
        let database = try QuizDatabase()
        let multipleChoice = (0..<3).map { index in
            QuestionRecord(
                uid: "u\(index)", kind: .multipleChoice, topic: index == 0 ? "Space" : "Sea",
                text: "Question \(index)?", correct: "Right \(index)", wrong: ["W1", "W2", "W3"])
        }
        try database.insertQuestions(
            multipleChoice + [QuestionRecord(uid: "tf", kind: .trueFalse, topic: "Sea", text: "Wet?", correct: "true")])
        let candidates = try database.dailyCandidates()
        #expect(candidates.map(\.uid) == ["u0", "u1", "u2"], "multiple choice only")
        #expect(candidates.allSatisfy { $0.optionCount == 4 && !$0.fingerprint.isEmpty })
        let picked = try database.dailyQuestions([DailyPick(uid: "u1", optionOrder: [2, 0, 3, 1])])
        #expect(picked.map(\.options) == [["W2", "Right 1", "W3", "W1"]])
        #expect(picked.first?.correct == 1 && picked.first?.topic == "Sea")
        #expect(try database.dailyQuestions([DailyPick(uid: "gone", optionOrder: [0, 1])]).isEmpty)
    }

    @Test func theFirstAttemptIsRankedAndLaterOnesPractice() throws {
        let database = try QuizDatabase()
        let ada = try PlayerDirectory(database: database).player(named: "Ada")
        let start = Date(timeIntervalSince1970: 1_784_548_800)
        try database.saveDailyAttempt(Self.attempt(number: 1, answers: 4), playerID: ada.id, at: start)
        let saved = try database.dailyAttempts(playerID: ada.id, day: Self.day)
        #expect(saved.count == 1 && saved[0].answers.count == 4 && saved[0].secondsLeft == 12.5 && !saved[0].finished)
        try database.saveDailyAttempt(Self.attempt(number: 1, answers: 10, finished: true), playerID: ada.id, at: start)
        try database.saveDailyAttempt(Self.attempt(number: 1, answers: 10, finished: true), playerID: ada.id, at: start)
        try database.saveDailyAttempt(Self.attempt(number: 2, answers: 10, finished: true), playerID: ada.id, at: start)
        let results = try Self.results(database)
        #expect(results.map { $0["ranked"] as Bool } == [true, false], "one result per attempt, the second practice")
        #expect(results.allSatisfy { ($0["points"] as Int) == 1500 && ($0["score"] as Int) == 10 })
        let board = try database.board(BoardScope(mode: "daily", period: .day, day: Self.day), playerID: ada.id)
        #expect(board.players == 1 && board.top.first?.points == 1500, "practice is not on the board")
    }

    @Test func anUnfinishedAttemptIsScoredAfterMidnightWithWhatItHad() throws {
        let database = try QuizDatabase()
        let ada = try PlayerDirectory(database: database).player(named: "Ada")
        let lastSave = Date(timeIntervalSince1970: 1_784_548_800)
        try database.saveDailyAttempt(Self.attempt(number: 1, answers: 3), playerID: ada.id, at: lastSave)
        try database.saveDailyAttempt(Self.attempt(number: 2, answers: 5), playerID: ada.id, at: lastSave)
        try database.settleDailyAttempts(before: Self.day)
        #expect(try Self.results(database).isEmpty, "the same day: still open")
        try database.settleDailyAttempts(before: Self.day.adding(days: 1))
        let results = try Self.results(database)
        #expect(results.count == 1, "the practice attempt is closed without a result")
        #expect(results.first?["localDate"] == "2026-07-20" && results.first?["points"] == 450)
        #expect((results.first?["completedAt"] as Date?) == lastSave)
        #expect(try database.dailyAttempts(playerID: ada.id, day: Self.day).allSatisfy(\.finished))
        try database.settleDailyAttempts(before: Self.day.adding(days: 2))
        #expect(try Self.results(database).count == 1, "scored once")
    }

    @Test func anAttemptWithMoreTimeKeepsItsScaleAndStaysOffTheBoard() throws {
        let database = try QuizDatabase()
        let ada = try PlayerDirectory(database: database).player(named: "Ada")
        let start = Date(timeIntervalSince1970: 1_784_548_800)
        var attempt = Self.attempt(number: 1, answers: 4)
        attempt.timeScalePercent = 200
        try database.saveDailyAttempt(attempt, playerID: ada.id, at: start)
        #expect(try database.dailyAttempts(playerID: ada.id, day: Self.day).map(\.timeScalePercent) == [200])
        attempt = Self.attempt(number: 1, answers: 10, finished: true)
        attempt.timeScalePercent = 200
        try database.saveDailyAttempt(attempt, playerID: ada.id, at: start)
        let marks = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT ranked, timeScalePercent FROM gameResult WHERE mode = 'daily'")
        }
        #expect(marks.map { [$0["ranked"] as Int, $0["timeScalePercent"] as Int] } == [[0, 200]])
        let board = try database.board(BoardScope(mode: "daily", period: .day, day: Self.day), playerID: ada.id)
        #expect(board.players == 0, "a result with more time is not ranked beside the others")
    }
}
