import QuizCore
import Testing

@testable import QuizFlows

/// Which came first's screens without a scene: the splash's buttons, a day
/// dealt or carried on, the answer and Next, the earlier days and a random
/// day, with the effects the scene must perform and what they answer.
struct WhichCameFirstFlowTests {
    static let today = CalendarDay(year: 2025, month: 6, day: 1)!
    static let events = (0..<12).map {
        WhichCameFirstEvent(
            id: "ev\($0)", text: "Event number \(["one", "two", "three"][$0 % 3]) \($0 * 7)x", year: 1700 + $0 * 20)
    }

    /// A flow on the splash of `today` with no game saved.
    static func onSplash() -> WhichCameFirstFlow {
        var flow = WhichCameFirstFlow(day: today)
        #expect(flow.reduce(.todayLoaded(today, saved: nil, at: 1)) == [.shown(.splash)])
        return flow
    }

    /// A flow on the first question of today's game, dealt from `events`.
    static func onQuestion() -> WhichCameFirstFlow {
        var flow = onSplash()
        #expect(flow.reduce(.enterPressed(today: today, at: 2)) == [.loadDay(today)])
        let effects = flow.reduce(.dayLoaded(today, saved: nil, events: events, today: today, at: 2))
        guard let game = flow.game else {
            Issue.record("no game dealt")
            return flow
        }
        #expect(effects == [.save(game, kind: .daily), .shown(.question)])
        return flow
    }

    @Test func theSplashOffersTodaysGameThenContinueThenTheResult() {
        var flow = Self.onSplash()
        #expect(flow.screen == .splash)
        #expect(flow.menu == [.playToday, .earlierDays, .about])
        #expect(flow.focus == .menu(0))
        _ = flow.reduce(.menuMoved(by: -1))
        #expect(flow.focus == .menu(2))
        _ = flow.reduce(.menuMoved(by: 1))
        #expect(flow.focus == .menu(0))
        let game = WhichCameFirstGame(
            day: Self.today, questions: WhichCameFirstDeal.deal(Self.events, on: Self.today) ?? [])
        let saved = SavedWhichCameFirstGame(day: Self.today, kind: .daily, questions: game.questions, answers: [0])
        _ = flow.reduce(.todayLoaded(Self.today, saved: saved, at: 3))
        #expect(flow.menu.first == .continueToday)
        let done = SavedWhichCameFirstGame(
            day: Self.today, kind: .daily, questions: game.questions, answers: [0, 0, 0, 0, 0])
        _ = flow.reduce(.todayLoaded(Self.today, saved: done, at: 4))
        #expect(flow.menu.first == .todaysResult)
    }

    @Test func aNewDayOnTheSplashReadsItAgain() {
        var flow = Self.onSplash()
        #expect(flow.reduce(.tick(today: Self.today, at: 5)).isEmpty)
        #expect(flow.reduce(.tick(today: Self.today.adding(days: 1), at: 6)) == [.loadToday])
        // Off the splash a new day changes nothing: the game under way stays on its day.
        var playing = Self.onQuestion()
        #expect(playing.reduce(.tick(today: Self.today.adding(days: 1), at: 6)).isEmpty)
    }

    @Test func aSelectedCardIsSubmittedSavedAndRevealedThenNextLeavesForTheNextQuestion() {
        var flow = Self.onQuestion()
        #expect(flow.screen == .question)
        #expect(flow.kind == .daily)
        // Enter without a card chosen does nothing.
        #expect(flow.reduce(.enterPressed(today: Self.today, at: 3)).isEmpty)
        #expect(flow.reduce(.cardSelected(1, at: 3)) == [.playSound(.tick)])
        #expect(flow.focus == .card(1))
        let effects = flow.reduce(.enterPressed(today: Self.today, at: 4))
        let game = flow.game
        let right = game?.results.first == true
        #expect(
            effects == game.map { [.save($0, kind: .daily), .playSound(right ? .right : .wrong), .shown(.reveal)] })
        #expect(flow.screen == .reveal)
        #expect(flow.reduce(.nextTapped(at: 5)).isEmpty)
        #expect(flow.leavingSince == 5)
        #expect(abs(flow.leaving(at: 5 + WhichCameFirstFlow.leaveSeconds / 2) - 0.5) < 1e-9)
        #expect(flow.reduce(.tick(today: Self.today, at: 5.1)).isEmpty)
        #expect(flow.reduce(.tick(today: Self.today, at: 5.5)) == [.shown(.question)])
        #expect(flow.leavingSince == nil)
        #expect(flow.game?.answers.count == 1)
    }

    @Test func theLastAnswerSavesAndShowsTheBoard() {
        var flow = Self.onQuestion()
        var last: [WhichCameFirstEffect] = []
        for step in 0..<5 {
            let time = 10 + Double(step)
            _ = flow.reduce(.cardSelected(0, at: time))
            _ = flow.reduce(.submitTapped(at: time))
            _ = flow.reduce(.nextTapped(at: time))
            last = flow.reduce(.tick(today: Self.today, at: time + 0.5))
        }
        let game = flow.game
        #expect(game?.isFinished == true)
        #expect(last == game.map { [.save($0, kind: .daily), .loadBoard(day: Self.today, kind: .daily)] })
        let board = WhichCameFirstBoard(
            rows: [WhichCameFirstBoardRow(rank: 1, name: "Ann", score: 3, isPlayer: true)], players: 1)
        #expect(flow.reduce(.boardLoaded(board, at: 16)) == [.shown(.result)])
        #expect(flow.board == board)
        #expect(flow.log == game.map { [WhichCameFirstFlow.PlayedGame(game: $0, kind: .daily)] })
        // Done goes back to the splash, read again.
        #expect(flow.reduce(.enterPressed(today: Self.today, at: 17)) == [.loadToday])
    }

    @Test func backFromAGameKeepsItInTheLogAndFromTheSplashLeaves() {
        var flow = Self.onQuestion()
        #expect(flow.reduce(.backPressed(at: 3)) == [.loadToday])
        #expect(flow.log.count == 1)
        _ = flow.reduce(.todayLoaded(Self.today, saved: nil, at: 3))
        #expect(!flow.wantsQuit)
        #expect(flow.reduce(.backPressed(at: 4)).isEmpty)
        #expect(flow.wantsQuit)
    }

    @Test func aDayWithoutEnoughEventsIsNotAvailableAndOffersARandomDay() {
        var flow = Self.onSplash()
        _ = flow.reduce(.enterPressed(today: Self.today, at: 2))
        #expect(
            flow.reduce(.dayLoaded(Self.today, saved: nil, events: [], today: Self.today, at: 2)) == [
                .shown(.notAvailable(Self.today))
            ])
        #expect(flow.focus == .action)
        _ = flow.reduce(.focusToggled)
        #expect(flow.focus == .back)
        _ = flow.reduce(.focusToggled)
        let asked = flow.reduce(.enterPressed(today: Self.today, at: 3))
        guard case .findPlayableDay(let days) = asked.first else {
            Issue.record("expected the days to try, got \(asked)")
            return
        }
        #expect(days.count == 40)
        #expect(days.allSatisfy { $0 < Self.today && $0 >= Self.today.adding(days: -365) })
        // Nothing found: stay on the unavailable day, Back focused.
        #expect(flow.reduce(.playableDayFound(nil, today: Self.today, at: 3)).isEmpty)
        #expect(flow.focus == .back)
        // The next draw starts after the forty days tried.
        guard case .findPlayableDay(let next) = flow.reduce(.randomDayTapped(today: Self.today, at: 4)).first else {
            Issue.record("expected more days to try")
            return
        }
        #expect(next != days)
        // The day found is dealt from what was read to find it, with no second read.
        let found = WhichCameFirstFlow.PlayableDay(index: 2, saved: nil, events: Self.events)
        let effects = flow.reduce(.playableDayFound(found, today: Self.today, at: 4))
        guard let game = flow.game else {
            Issue.record("no game dealt from the day found")
            return
        }
        #expect(game.day == next[2])
        #expect(effects == [.save(game, kind: .archive), .shown(.question)])
    }

    @Test func aRandomDayWithASavedGameGoesOnWithIt() {
        var flow = Self.onSplash()
        _ = flow.reduce(.enterPressed(today: Self.today, at: 2))
        _ = flow.reduce(.dayLoaded(Self.today, saved: nil, events: [], today: Self.today, at: 2))
        guard case .findPlayableDay(let days) = flow.reduce(.randomDayTapped(today: Self.today, at: 3)).first else {
            Issue.record("expected the days to try")
            return
        }
        let questions = WhichCameFirstDeal.deal(Self.events, on: days[0]) ?? []
        let saved = SavedWhichCameFirstGame(day: days[0], kind: .archive, questions: questions, answers: [])
        let found = WhichCameFirstFlow.PlayableDay(index: 0, saved: saved, events: [])
        #expect(flow.reduce(.playableDayFound(found, today: Self.today, at: 3)) == [.shown(.question)])
        #expect(flow.game == saved.game)
        #expect(flow.kind == .archive)
    }

    @Test func earlierDaysListsThirtyDaysBeforeTodayWithTheirGames() {
        var flow = Self.onSplash()
        _ = flow.reduce(.menuMoved(by: 1))
        let yesterday = Self.today.adding(days: -1)
        let first = yesterday.adding(days: -(WhichCameFirstFlow.earlierDayCount - 1))
        #expect(
            flow.reduce(.enterPressed(today: Self.today, at: 2)) == [.loadEarlierDays(from: first, through: yesterday)])
        let saved = SavedWhichCameFirstGame(day: yesterday.adding(days: -2), kind: .archive, questions: [], answers: [])
        #expect(flow.reduce(.earlierDaysLoaded([saved], at: 2)) == [.shown(.earlierDays)])
        #expect(flow.earlierDays.count == 30)
        #expect(flow.earlierDays[0] == WhichCameFirstFlow.EarlierDay(day: yesterday, game: nil))
        #expect(flow.earlierDays[2].game == saved)
        #expect(flow.focus == .day(0))
        _ = flow.reduce(.dayMoved(by: -3))
        #expect(flow.focus == .day(0))
        _ = flow.reduce(.dayMoved(by: 50))
        #expect(flow.focus == .day(29))
        #expect(flow.reduce(.dayTapped(4, at: 3)) == [.loadDay(flow.earlierDays[4].day)])
        #expect(flow.focus == .day(4))
        // An earlier day's game is ranked apart.
        _ = flow.reduce(.dayLoaded(yesterday, saved: nil, events: Self.events, today: Self.today, at: 3))
        #expect(flow.kind == .archive)
    }

    @Test func aboutShowsWithBackFocused() {
        var flow = Self.onSplash()
        #expect(flow.reduce(.menuTapped(2, today: Self.today, at: 2)) == [.shown(.about)])
        #expect(flow.screen == .about)
        #expect(flow.focus == .back)
        #expect(flow.reduce(.menuTapped(7, today: Self.today, at: 2)).isEmpty)
    }
}
