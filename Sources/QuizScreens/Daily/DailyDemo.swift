import QuizCore

/// Attract mode's Daily Challenge demo: the real scene playing today's deal by itself, quicker than a player
/// would: Play, then each answer (mostly right, every third one wrong, so both reveals are seen), Next. Its
/// saving reads the questions and today's board and keeps nothing.
final class DailyDemo: SceneDemo {
    /// Seconds a screen stays before the demo presses on.
    static let homeSeconds = 1.2
    static let thinkSeconds = 1.6
    static let revealSeconds = 1.4

    let scene: DailyScene
    var screenClock: DemoScreenClock
    private var answering = DemoAnswering()

    init(reader: any DailySaving, today: @escaping (Double) -> CalendarDay, startedAt: Double) {
        scene = DailyScene(
            saving: DemoDailySaving(reader: reader), player: PlayerRef(id: 0, name: "Demo", isGuest: true),
            sounds: SoundPlayer(directory: "", enabled: false), today: today)
        scene.isInKiosk = true
        screenClock = DemoScreenClock(startedAt: startedAt)
    }

    func update(at time: Double) {
        let (local, onScreen) = tick(at: time)
        switch scene.screen {
        case .home where onScreen >= Self.homeSeconds, .reveal where onScreen >= Self.revealSeconds:
            scene.press(key: "enter", at: local)
        case .question where onScreen >= Self.thinkSeconds:
            if let game = scene.game {
                let question = game.questions[game.current]
                let wrong = question.options.indices.first { $0 != question.correct } ?? question.correct
                scene.press(key: String((answering.nextIsRight ? question.correct : wrong) + 1), at: local)
                answering.gaveOne()
            }
        default:
            break
        }
        scene.update(at: local)
    }
}

/// The demo's saving: the questions and the board from the store, no attempts, nothing kept (a demo is
/// nobody's game and counts on no board).
private final class DemoDailySaving: DailySaving {
    let reader: any DailySaving

    init(reader: any DailySaving) {
        self.reader = reader
    }

    func candidates() -> [DailyCandidate] { reader.candidates() }
    func questions(_ picks: [DailyPick]) -> [DailyQuestion] { reader.questions(picks) }
    func attempts(player: PlayerRef, day: CalendarDay) -> [SavedDailyAttempt] { [] }
    func save(_ attempt: SavedDailyAttempt, player: PlayerRef) {}
    func settle(before day: CalendarDay) {}
    func board(day: CalendarDay, player: PlayerRef, top: Int) -> Board {
        reader.board(day: day, player: player, top: top)
    }
    func streak(player: PlayerRef, day: CalendarDay) -> Int { 0 }
}

extension AttractDemos {
    /// Today's Daily Challenge played by itself; its turn passes when there are too few questions for a deal.
    /// `reader`'s questions and board are read; nothing is saved. The deal is looked for when the demo's turn
    /// comes, not when the kiosk starts: it reads every question (0.8 s with 100,000).
    public static func daily(reader: any DailySaving, today: @escaping (Double) -> CalendarDay) -> AttractDemoMaker {
        { _, startedAt in
            guard DailyDeal.deal(reader.candidates(), on: today(startedAt)) != nil else { return nil }
            return DailyDemo(reader: reader, today: today, startedAt: startedAt)
        }
    }
}
