import Foundation
import QuizCore

/// Attract mode's trivia demo: the real trivia scene playing itself, quicker
/// than a player would: Play Now, Play, then an answer (mostly right, every
/// third one wrong, so both results are seen). Its saving reads questions
/// as a player who has answered none, and keeps nothing.
final class TriviaDemo: SceneDemo {
    /// The question's power-ups are along the bottom: attract's call goes on top, over the top bar.
    func callToActionTop(for size: Size, stripGrows: Bool) -> Double? { TriviaLayout(size: size).callToActionHeight }

    /// Seconds a screen stays before the demo presses on.
    static let homeSeconds = 0.4
    static let topicSeconds = 0.7
    static let thinkSeconds = 1.4
    static let progressSeconds = 1.5

    let scene: TriviaScene
    var screenClock: DemoScreenClock
    private var answering = DemoAnswering()

    init(
        topics: [TriviaTopic], settings: TriviaSettings, clock: TriviaWallClock,
        question: @escaping (Int64, Int64) -> TriviaQuestion?, seed: UInt64, startedAt: Double
    ) {
        let game = TriviaGame(topics: topics, settings: settings, seed: seed)
        scene = TriviaScene(
            game: game, saving: DemoTriviaSaving(question: question),
            sounds: SoundPlayer(directory: "", enabled: false), clock: clock, seed: seed)
        scene.isInKiosk = true
        screenClock = DemoScreenClock(startedAt: startedAt)
    }

    func update(at time: Double) {
        let (local, onScreen) = tick(at: time)
        switch scene.game.screen {
        case .home where onScreen >= Self.homeSeconds, .topicChosen where onScreen >= Self.topicSeconds,
            .progress where onScreen >= Self.progressSeconds:
            scene.press(key: "enter", at: local)
        case .secondChanceOffer:
            // The demo declines: nobody is there to pay.
            scene.press(key: "n", at: local)
        case .answering where onScreen >= Self.thinkSeconds:
            if let round = scene.game.round {
                let right = round.options.firstIndex { $0.isCorrect } ?? 0
                let wrong = round.options.indices.first { !round.options[$0].isCorrect } ?? right
                let index = answering.nextIsRight ? right : wrong
                answering.gaveOne()
                scene.press(key: String(index + 1), at: local)
            }
        default:
            break
        }
        scene.update(at: local)
    }
}

/// The demo's saving: questions from the store, no People's Choice, and
/// nothing saved (a demo is nobody's game).
private final class DemoTriviaSaving: TriviaSaving {
    let question: (Int64, Int64) -> TriviaQuestion?

    init(question: @escaping (Int64, Int64) -> TriviaQuestion?) {
        self.question = question
    }

    func nextQuestion(topicID: Int64, randomKey: Int64) -> TriviaQuestion? { question(topicID, randomKey) }
    func peoplesChoice(questionID: Int64) -> [Int64: Double] { [:] }
    /// Nothing is bought in a demo.
    var canSave: Bool { false }
    func persist(_ effects: [TriviaEffect], round: SavedRoundChange, wallSeconds: Double) {}
}
