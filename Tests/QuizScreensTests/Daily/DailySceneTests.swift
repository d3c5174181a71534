import QuizCore
import QuizFlows
import Testing

@testable import QuizScreens

/// The Daily Challenge scene's rules of play over a saving kept in memory: keys choose, the clock runs out,
/// leaving keeps the time left and coming back restarts it there, and the attract demo plays without saving.
@Suite struct DailySceneTests {
    /// Attempts kept in memory, twelve four-option questions over four topics, a board of what was saved.
    final class MemorySaving: DailySaving {
        var kept: [Int: SavedDailyAttempt] = [:]
        var saves = 0
        var candidateCount = 12

        func candidates() -> [DailyCandidate] {
            (0..<candidateCount).map {
                DailyCandidate(uid: "q\($0)", fingerprint: "f\($0)", topic: "T\($0 % 4)", optionCount: 4)
            }
        }

        func questions(_ picks: [DailyPick]) -> [DailyQuestion] {
            picks.map { pick in
                DailyQuestion(
                    uid: pick.uid, topic: "T", text: "Which is \(pick.uid)?",
                    options: pick.optionOrder.map { "option \($0)" }, correct: pick.optionOrder.firstIndex(of: 0) ?? 0)
            }
        }

        func attempts(player: PlayerRef, day: CalendarDay) -> [SavedDailyAttempt] {
            kept.values.filter { $0.day == day }.sorted { $0.number < $1.number }
        }

        func save(_ attempt: SavedDailyAttempt, player: PlayerRef) {
            kept[attempt.number] = attempt
            saves += 1
        }

        func settle(before day: CalendarDay) {}

        func board(day: CalendarDay, player: PlayerRef, top: Int) -> Board {
            Board(scope: BoardScope(mode: "daily", period: .day, day: day), top: [], player: nil, players: 0)
        }

        func streak(player: PlayerRef, day: CalendarDay) -> Int { 0 }
    }

    static let day = CalendarDay(year: 2026, month: 7, day: 20)!

    static func scene(_ saving: MemorySaving) -> DailyScene {
        DailyScene(
            saving: saving, player: PlayerRef(id: 1, name: "Ada", isGuest: false),
            sounds: SoundPlayer(directory: "", enabled: false), today: { _ in day })
    }

    static func press(_ scene: DailyScene, _ key: String, at time: Double) {
        scene.handle(.key(key, down: true), at: time)
    }

    @Test func keysChooseAndTheClockRunsOut() throws {
        let saving = MemorySaving()
        let scene = Self.scene(saving)
        #expect(scene.playLabel == ScreenText("button.play"))
        Self.press(scene, "enter", at: 1)
        #expect(scene.screen == .question && saving.saves == 1, "the deal is saved at once")
        // Right twice, then Enter on the first option.
        Self.press(scene, "right", at: 2)
        Self.press(scene, "right", at: 2)
        #expect(scene.focus == .option(2))
        Self.press(scene, "enter", at: 3)
        let first = try #require(scene.game?.answers.first)
        #expect(first.choice == 2 && first.secondsLeft == 18)
        Self.press(scene, "enter", at: 4)
        Self.press(scene, "4", at: 5)
        #expect(scene.game?.answers.last?.choice == 3, "a number key chooses at once")
        Self.press(scene, "enter", at: 6)
        // The third question left alone: saves every 5 s on its clock, then time up.
        for step in 0...2_100 { scene.update(at: 6 + Double(step) / 100) }
        #expect(scene.screen == .reveal)
        #expect(scene.game?.answers.last == DailyAnswer(choice: nil, secondsLeft: 0, points: 0))
        #expect(saving.saves == 1 + 2 + 3 + 1, "the deal, two answers, the clock at 15, 10 and 5 s, the time-up answer")
    }

    @Test func leavingKeepsTheTimeLeftAndComingBackRestartsIt() throws {
        let saving = MemorySaving()
        let scene = Self.scene(saving)
        Self.press(scene, "enter", at: 1)
        Self.press(scene, "1", at: 2)
        Self.press(scene, "enter", at: 3)
        scene.update(at: 10.5)
        Self.press(scene, "escape", at: 10.5)
        #expect(
            scene.screen == .home
                && scene.playLabel == ScreenText("daily.continue", ["number": .number(2), "total": .number(10)]))
        #expect(saving.kept[1]?.secondsLeft == 12.5 && saving.kept[1]?.answers.count == 1)
        let again = Self.scene(saving)
        Self.press(again, "enter", at: 100)
        #expect(again.screen == .question && again.game?.current == 1)
        #expect(again.secondsLeft(at: 102) == 10.5, "12.5 s when saved, 2 s since")
    }

    @Test func tapsPlayChooseGoOnAndLeave() throws {
        let saving = MemorySaving()
        let scene = Self.scene(saving)
        let layout = DailyLayout(size: Size(width: 1280, height: 720))
        scene.handle(.tap(x: layout.playButton.midX, y: layout.playButton.midY), at: 1)
        #expect(scene.screen == .question)
        let option = layout.options(count: 4)[1]
        scene.handle(.tap(x: option.midX, y: option.midY), at: 2)
        #expect(scene.screen == .reveal && scene.game?.answers.first?.choice == 1)
        scene.handle(.tap(x: layout.actionButton.midX, y: layout.actionButton.midY), at: 3)
        #expect(scene.screen == .question && scene.game?.current == 1)
        scene.handle(.tap(x: layout.backButton.midX, y: layout.backButton.midY), at: 4)
        #expect(scene.screen == .home && saving.kept[1]?.secondsLeft == 19)
    }

    @Test func theDemoPlaysItselfAndKeepsNothing() throws {
        let saving = MemorySaving()
        let maker = AttractDemos.daily(reader: saving, today: { _ in Self.day })
        let demo = try #require(maker(1, 50) as? DailyDemo)
        var screens: [DailyScreen] = []
        for step in 0...3_000 {
            demo.update(at: 50 + Double(step) / 100)
            if screens.last != demo.scene.screen { screens.append(demo.scene.screen) }
        }
        #expect(screens.prefix(5) == [.home, .question, .reveal, .question, .reveal], "\(screens)")
        let answers = demo.scene.game?.answers ?? []
        #expect(answers.count >= 3 && answers.prefix(3).map { $0.points > 0 } == [true, true, false])
        #expect(saving.saves == 0 && saving.kept.isEmpty)
    }

    /// Too few questions for a deal: the demo's turn passes (the deal is looked for then, not at start).
    @Test func theDemoHasNothingToShowWithoutADeal() {
        let saving = MemorySaving()
        saving.candidateCount = DailyDeal.questionsPerDay - 1
        #expect(AttractDemos.daily(reader: saving, today: { _ in Self.day })(1, 50) == nil)
        saving.candidateCount = DailyDeal.questionsPerDay
        #expect(AttractDemos.daily(reader: saving, today: { _ in Self.day })(1, 50) is DailyDemo)
    }
}
