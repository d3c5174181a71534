import Testing

@testable import QuizCore

@Suite struct WhichCameFirstGameTests {
    static let day = CalendarDay(year: 2026, month: 7, day: 20)!
    static let questions = (0..<5).map { index in
        WhichCameFirstQuestion(
            WhichCameFirstEvent(id: "a\(index)", text: "Earlier \(index)", year: 1800 + index),
            WhichCameFirstEvent(id: "b\(index)", text: "Later \(index)", year: 1900 + index))
    }

    @Test func aQuestionGoesSelectSubmitRevealNext() {
        var game = WhichCameFirstGame(day: Self.day, questions: Self.questions)
        #expect(game.phase == .choosing(selected: nil) && game.current == 0)
        #expect(game.reduce(.submitted).isEmpty, "nothing to submit before a card is selected")
        #expect(game.reduce(.cardSelected(1)).isEmpty)
        #expect(game.phase == .choosing(selected: 1))
        #expect(game.reduce(.cardSelected(0)).isEmpty && game.phase == .choosing(selected: 0))
        #expect(game.reduce(.cardSelected(2)).isEmpty && game.phase == .choosing(selected: 0), "there is no card 3")
        #expect(game.reduce(.submitted) == [.answered(question: 0, card: 0, right: true)])
        #expect(game.phase == .revealed && game.current == 0 && game.answers == [0] && game.score == 1)
        #expect(game.reduce(.cardSelected(1)).isEmpty && game.answers == [0], "an answer once given stays")
        #expect(game.reduce(.nextPressed).isEmpty)
        #expect(game.phase == .choosing(selected: nil) && game.current == 1)
    }

    @Test func theFifthNextFinishesWithTheScore() {
        var game = WhichCameFirstGame(day: Self.day, questions: Self.questions)
        var effects: [WhichCameFirstGame.Effect] = []
        for card in [0, 1, 0, 0, 1] {
            _ = game.reduce(.cardSelected(card))
            effects += game.reduce(.submitted)
            effects += game.reduce(.nextPressed)
        }
        #expect(effects.last == .finished(score: 3))
        #expect(game.isFinished && game.results == [true, false, true, true, false] && game.current == 4)
        #expect(game.reduce(.nextPressed).isEmpty)
    }

    @Test func aSavedGameResumesAtTheFirstQuestionNotAnswered() {
        let resumed = WhichCameFirstGame(day: Self.day, questions: Self.questions, answers: [0, 1])
        #expect(resumed.phase == .choosing(selected: nil) && resumed.current == 2 && resumed.results == [true, false])
        let done = WhichCameFirstGame(day: Self.day, questions: Self.questions, answers: [0, 0, 0, 0, 0])
        #expect(done.isFinished && done.score == 5)
    }
}

@Suite struct CalendarDayTests {
    @Test func readsAndWritesDaysThatExist() {
        #expect(CalendarDay("2026-07-20")?.description == "2026-07-20")
        #expect(CalendarDay("2024-02-29")?.monthAndDay == "02-29")
        for bad in ["2026-02-29", "2026-13-01", "2026-7-20", "20-07-2026", "", "2026-07-20x"] {
            #expect(CalendarDay(bad) == nil, "\(bad)")
        }
    }

    @Test func countsDaysAcrossMonthsYearsAndLeapDays() throws {
        let day = try #require(CalendarDay("2026-11-26"))
        #expect(day.daysSinceEpoch == 20_783)
        #expect(CalendarDay(daysSinceEpoch: 0).description == "1970-01-01")
        #expect(day.adding(days: 36).description == "2027-01-01")
        #expect(try #require(CalendarDay("2024-02-28")).adding(days: 1).description == "2024-02-29")
        #expect(try #require(CalendarDay("2100-02-28")).adding(days: 1).description == "2100-03-01")
        for offset in stride(from: -800_000, through: 800_000, by: 7919) {
            #expect(CalendarDay(daysSinceEpoch: offset).daysSinceEpoch == offset)
        }
    }
}
