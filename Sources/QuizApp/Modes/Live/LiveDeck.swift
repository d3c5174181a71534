import QuizConfig
import QuizCore
import QuizLive
import QuizStore
import Synchronization

/// A live round's questions from the store: `live.questions` of `live.source`, dealt anew for each round,
/// and the store's ids of the questions dealt, for the round's answers.
final class LiveDeck {
    let database: QuizDatabase
    let pool: LiveQuestionPool
    let count: Int
    let scope: PackScope
    /// The last deal, by the questions as the round asks them.
    private let dealt = Mutex<[(question: LiveQuestion, stored: LiveDealtQuestion)]>([])
    private let seed: Mutex<UInt64>

    init(context: ModeContext, settings: LiveSettings) throws(CommandFailure) {
        database = context.database
        scope = context.packs
        count = settings.questions
        seed = Mutex(context.seed())
        switch settings.source {
        case .trivia: pool = .trivia
        case .trueFalse: pool = .trueFalse
        case .topic(let name): pool = .topic(name)
        case .pack(let id): pool = .pack(id)
        }
        let first: [LiveDealtQuestion]
        do {
            first = try database.liveQuestions(pool, count: 1, scope: scope, seed: 0)
        } catch {
            throw CommandFailure(error)
        }
        guard !first.isEmpty else {
            throw CommandFailure(
                "live.source \(settings.source) has no questions in \(context.contentPlace); "
                    + "use \(LiveSource.allowed)")
        }
    }

    /// A new round's questions; empty when the store cannot say.
    func deal() -> [LiveQuestion] {
        let round = seed.withLock { seed in
            defer { seed &+= 0x9E37_79B9_7F4A_7C15 }
            return seed
        }
        let stored = (try? database.liveQuestions(pool, count: count, scope: scope, seed: round)) ?? []
        let pairs = stored.compactMap { question in
            (try? LiveQuestion(
                text: question.text, options: question.options.map(\.text), rightOption: question.rightOption))
                .map { (question: $0, stored: question) }
        }
        dealt.withLock { $0 = pairs }
        return pairs.map(\.question)
    }

    /// The store's questions behind `questions` (a round's, as dealt last), in their order.
    func stored(_ questions: [LiveQuestion]) -> [LiveDealtQuestion?] {
        let pairs = dealt.withLock { $0 }
        return questions.enumerated().map { index, question in
            pairs.indices.contains(index) && pairs[index].question == question ? pairs[index].stored : nil
        }
    }
}
