import Foundation
import QuizCore
import QuizLive
import QuizStore
import Testing

@testable import QuizApp

/// What the live mode keeps at a round's podium (`LiveRoundKeeper`): each player's answers against the store's
/// questions dealt for the round (answers to questions not from the store left out), and their result on the
/// live board, through the play's saves.
struct LiveRoundKeeperTests {
    static let day = CalendarDay(year: 2026, month: 7, day: 20)!

    static func token(_ number: Int) -> LiveToken {
        LiveToken(String(repeating: "0", count: 31) + String(number))!
    }

    /// A store with four multiple-choice questions of topic "Planets".
    static func store() throws -> QuizDatabase {
        let database = try QuizDatabase()
        let csv =
            "topic,question,correct,wrong1,wrong2,wrong3\n"
            + (1...4).map { "Planets,Planet question \($0)?,Right \($0),W\($0)a,W\($0)b,W\($0)c\n" }.joined()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-keeper-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("planets.csv")
        try Data(csv.utf8).write(to: file)
        _ = try database.importFiles([file.path], format: .csv, packName: nil, dryRun: false)
        return database
    }

    /// Ana right on both questions (logged in as the store's player `account`, when given), Ben wrong then
    /// right, Cy silent: the round played through `LiveRound` and logged as the scene logs it.
    static func play(_ questions: [LiveQuestion], account: Int64? = nil) -> (LiveRound, LiveRoundResult) {
        var round = LiveRound(pin: LivePIN("0427")!)
        var log = LiveRoundLog()
        func apply(_ action: LiveAction) {
            _ = round.reduce(action)
            log.observe(round)
        }
        for (number, name) in ["Ana", "Ben", "Cy"].enumerated() {
            apply(.join(name: name, token: token(number + 1), account: number == 0 ? account : nil, at: 0))
        }
        apply(.start(questions: questions, at: 10))
        let first = questions[0].rightOption
        apply(.answer(token: token(1), question: 0, option: first, at: 11))
        apply(.answer(token: token(2), question: 0, option: (first + 1) % questions[0].options.count, at: 12))
        apply(.next(at: 13))
        apply(.next(at: 20))
        apply(.answer(token: token(1), question: 1, option: questions[1].rightOption, at: 22))
        apply(.answer(token: token(2), question: 1, option: questions[1].rightOption, at: 24))
        apply(.next(at: 25))
        apply(.next(at: 30))
        return (round, log.result(of: round))
    }

    static func asked(_ dealt: [LiveDealtQuestion]) throws -> [LiveQuestion] {
        try dealt.map { try LiveQuestion(text: $0.text, options: $0.options.map(\.text), rightOption: $0.rightOption) }
    }

    @Test func eachAnswerIsRecordedAgainstTheStoresQuestionAndOption() throws {
        let database = try Self.store()
        let dealt = try database.liveQuestions(.topic("Planets"), count: 2, seed: 9)
        let (round, result) = Self.play(try Self.asked(dealt))
        let date = Date(timeIntervalSince1970: 1_784_548_800)
        let record = LiveRoundKeeper.record(result, dealt: dealt, at: date, localDate: "2026-07-20")
        #expect(record.questionsAsked == 2 && record.finishedAt == date && record.localDate == "2026-07-20")
        #expect(record.players.map(\.name) == ["Ana", "Ben", "Cy"])
        #expect(record.players.map(\.points) == round.standings.map(\.points))
        #expect(record.players.map(\.right) == [2, 1, 0])
        let ana = record.players[0]
        #expect(ana.answers.map(\.questionID) == dealt.map(\.questionID))
        #expect(ana.answers.map(\.optionID) == dealt.map { $0.options[$0.rightOption].id })
        #expect(ana.answers.map(\.isRight) == [true, true])
        #expect(ana.answers.map(\.seconds) == [1, 2])
        #expect(ana.answers.reduce(0) { $0 + $1.points } == ana.points)
        let ben = record.players[1]
        let wrong = (dealt[0].rightOption + 1) % dealt[0].options.count
        #expect(ben.answers.first?.optionID == dealt[0].options[wrong].id)
        #expect(ben.answers.first?.isRight == false && ben.answers.first?.points == 0)
        #expect(record.players[2].answers.isEmpty)
    }

    @Test func answersToQuestionsNotFromTheStoreAreLeftOut() throws {
        let database = try Self.store()
        let dealt = try database.liveQuestions(.topic("Planets"), count: 2, seed: 9)
        let (_, result) = Self.play(try Self.asked(dealt))
        let record = LiveRoundKeeper.record(result, dealt: [nil, dealt[1]], at: Date(), localDate: "2026-07-20")
        #expect(record.players[0].answers.map(\.questionID) == [dealt[1].questionID])
        #expect(record.players[0].points == result.players[0].points, "the points stay the round's")
        let none = LiveRoundKeeper.record(result, dealt: [], at: Date(), localDate: "2026-07-20")
        #expect(none.players.allSatisfy { $0.answers.isEmpty })
        #expect(none.players.count == 3)
    }

    @Test func keepingARoundPutsItOnTheLiveBoard() throws {
        let database = try Self.store()
        let dealt = try database.liveQuestions(.topic("Planets"), count: 2, seed: 9)
        let (round, result) = Self.play(try Self.asked(dealt))
        let saves = PlaySaves(database: database)
        let keeper = LiveRoundKeeper(
            saves: saves, dayClock: EventDayClock(timeZone: TimeZone(identifier: "UTC")!, fixed: Self.day))
        keeper.keep(result, dealt: dealt)
        let board = try database.board(BoardScope(mode: .live, period: .day, day: Self.day), top: 10)
        #expect(board.players == 3)
        #expect(board.top.map(\.name) == ["Ana", "Ben", "Cy"])
        #expect(board.top.map(\.points) == round.standings.map(\.points))
    }
}
