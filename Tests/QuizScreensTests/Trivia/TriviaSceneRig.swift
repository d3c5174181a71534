import Foundation
import QuizCore

@testable import QuizScreens

/// Trivia's saving for scene tests: a few questions, the votes People's
/// Choice reads, and the effects kept in memory.
final class TriviaSavingDouble: TriviaSaving {
    var questions: [TriviaQuestion]
    var votes: [Int64: Double] = [:]
    private(set) var persisted: [TriviaEffect] = []
    var canSave = true

    init(questions: [TriviaQuestion]) {
        self.questions = questions
    }

    func nextQuestion(topicID: Int64, randomKey: Int64) -> TriviaQuestion? {
        questions.first { $0.topicID == topicID }
    }

    func peoplesChoice(questionID: Int64) -> [Int64: Double] { votes }

    func persist(_ effects: [TriviaEffect], round: SavedRoundChange, wallSeconds: Double) {
        persisted += effects
    }

    /// One topic of three questions, each with one right answer and three wrong ones.
    static func sample() -> TriviaSavingDouble {
        TriviaSavingDouble(
            questions: (1...3).map { number in
                let id = Int64(number)
                let options = (0...3).map {
                    TriviaOption(id: id * 10 + Int64($0), text: "Answer \(id).\($0)", isCorrect: $0 == 0)
                }
                return TriviaQuestion(
                    id: id, uid: "q-\(id)", topicID: 1, text: "Which answer is right, number \(id)?", options: options,
                    explanation: "The first one is.")
            })
    }
}

/// A trivia scene on a headless window: keys in, the frame's visible texts
/// out (as the layout check reads them), and a screenshot to look at.
final class TriviaSceneRig: HeadlessWindow {
    private(set) lazy var compositor = FrameCompositor(painter: painter)
    let saving: TriviaSavingDouble
    let scene: TriviaScene
    let size: Size
    var time = 0.0
    /// The notice on screen in the window's language.
    var noticeText: String? { scene.notice.map { painter.catalog($0.text) } }

    init(
        width: Int = 1280, height: Int = 720, settings: TriviaSettings = TriviaSettings(freePlay: true),
        player: TriviaPlayer = TriviaPlayer(), saving: TriviaSavingDouble = .sample()
    ) throws {
        size = Size(width: Double(width), height: Double(height))
        self.saving = saving
        let game = TriviaGame(
            topics: [TriviaTopic(id: 1, name: "Oceans", total: saving.questions.count)], player: player,
            settings: settings, seed: 7)
        scene = TriviaScene(
            game: game, saving: saving, sounds: SoundPlayer(directory: "", enabled: false),
            clock: TriviaWallClock(startWallSeconds: 1_748_772_000, localDate: { _ in "2025-06-01" }), seed: 7)
        try super.init(width: width, height: height)
    }

    /// Presses and releases `keys` one after the other, a tenth of a second apart.
    func press(_ keys: String...) {
        for key in keys {
            scene.handle(.key(key, down: true), at: time)
            scene.handle(.key(key, down: false), at: time)
            run(for: 0.1)
        }
    }

    /// Steps the scene at 120 Hz for `seconds`.
    func run(for seconds: Double) {
        let end = time + seconds
        while time + PlaySession.stepSeconds <= end + 1e-9 {
            time += PlaySession.stepSeconds
            scene.update(at: time)
        }
    }

    /// From the home screen to the answers of the first question: Play Now, Play, the 2 s intro.
    func reachAnswers() {
        press("enter")
        run(for: 3.1)
        press("enter")
        run(for: 2.6)
    }

    /// Presses the number of the right answer on screen.
    func answerRight() {
        guard let options = scene.game.round?.options, let index = options.firstIndex(where: \.isCorrect) else {
            return
        }
        press("\(index + 1)")
    }

    /// The texts a player sees in the frame at the current time, in drawing order.
    var texts: [LayoutCheck.DrawnText] { compositor.record(scene, size: size, at: time).texts }

    var words: [String] { texts.map(\.text) }

    /// The texts `draw` puts on a frame of the rig's size.
    func texts(drawing draw: (Painter) -> Void) -> [LayoutCheck.DrawnText] {
        let list = DisplayList(size: size)
        painter.list = list
        defer { painter.list = nil }
        painter.begin(size: size)
        draw(painter)
        return list.texts
    }

    /// Saves the current frame as `name`.png in TILTQUIZ_TRIVIA_SHOTS, when set, to look at it.
    func shoot(_ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["TILTQUIZ_TRIVIA_SHOTS"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try save(folder + "/\(Int(size.width))x\(Int(size.height))-\(name).png")
    }

    /// Saves the current frame.
    func save(_ path: String) throws {
        try screenshot(of: scene, at: time, to: path)
    }
}
