import QuizConfig
import QuizCore
import QuizFlows
import QuizLive
import QuizScreens
import QuizStore
import Synchronization

/// A live round's questions from the store: as many as the round's choice says from its source (at first
/// `live.questions` of `live.source`; the operator's page changes them), dealt anew for each round, and the
/// store's ids of the questions dealt, for the round's answers.
final class LiveDeck {
    let database: QuizDatabase
    let scope: PackScope
    /// The event's day, whose Daily Challenge set the `daily` source deals.
    let dayClock: EventDayClock
    /// The language on view (the operator's, or the one home's globe chose) and the operator's default.
    let languageOnView: () -> String
    let operatorLanguage: String
    /// The last deal, by the questions as the round asks them.
    private let dealt = Mutex<[(question: LiveQuestion, stored: LiveDealtQuestion)]>([])
    private let seed: Mutex<UInt64>

    init(context: ModeContext, settings: LiveSettings) throws(CommandFailure) {
        database = context.database
        scope = context.packs
        dayClock = context.dayClock
        languageOnView = { context.language }
        operatorLanguage = context.settings.languages.language.rawValue
        seed = Mutex(context.seed())
        let first: [LiveDealtQuestion]
        do {
            first = try database.liveQuestions(pool(settings.source), count: 1, scope: scope, seed: 0)
        } catch {
            throw CommandFailure(error)
        }
        guard !first.isEmpty else {
            let reason =
                settings.source == .daily
                ? "has no Daily Challenge set: it needs \(DailyDeal.questionsPerDay) active multiple-choice questions"
                : "has no questions"
            throw CommandFailure(
                "live.source \(settings.source) \(reason) in \(context.contentPlace); use \(LiveSource.allowed)")
        }
    }

    /// The store's pool of `source` (the Daily set of the event's day now).
    func pool(_ source: LiveSource) -> LiveQuestionPool {
        switch source {
        case .trivia: return .trivia
        case .trueFalse: return .trueFalse
        case .topic(let name): return .topic(name)
        case .pack(let id): return .pack(id)
        case .daily: return .daily(dayClock.today())
        }
    }

    /// The sources with questions now and how many a round of `needed` questions can ask of each (in the
    /// language it would be dealt in), for the operator's page; empty when the store cannot say (the page then
    /// offers the round's own source alone).
    func sources(needed: Int) -> [LiveOperatorFlow.Source] {
        let pools = try? database.liveQuestionPools(scope: scope, day: dayClock.today(), dealing: dealing(needed))
        return (pools ?? []).map(\.offer)
    }

    /// A round of `needed` questions dealt for the language on view now.
    private func dealing(_ needed: Int) -> LiveDealing {
        LiveDealing(player: languageOnView(), operatorDefault: operatorLanguage, needed: needed)
    }

    /// A new round's questions as `choice` says; empty when the store cannot say or the source names none.
    func deal(_ choice: LiveRoundChoice) -> [LiveQuestion] {
        guard let source = LiveSource(choice.source) else { return [] }
        let round = seed.withLock { seed in
            defer { seed &+= 0x9E37_79B9_7F4A_7C15 }
            return seed
        }
        let pool = pool(source)
        let language = (try? database.liveDealingLanguage(pool, for: dealing(choice.questions), scope: scope)) ?? nil
        let stored =
            (try? database.liveQuestions(pool, count: choice.questions, scope: scope.only(in: language), seed: round))
            ?? []
        let pairs = stored.compactMap { question in
            question.asked(isStatement: source == .trueFalse).map { (question: $0, stored: question) }
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

extension LiveQuestionPool {
    /// The pool as `live.source` names it.
    public var source: LiveSource {
        switch self {
        case .trivia: return .trivia
        case .trueFalse: return .trueFalse
        case .topic(let name): return .topic(name)
        case .pack(let id): return .pack(id)
        case .daily: return .daily
        }
    }
}

extension LiveDealtQuestion {
    /// The question as a live round asks it, with its translations for the phones in their languages (nil when
    /// it cannot be asked).
    func asked(isStatement: Bool) -> LiveQuestion? {
        let wordings = Dictionary(
            translations.map { ($0.language, LiveWording(text: $0.text, options: $0.options)) },
            uniquingKeysWith: { first, _ in first })
        return try? LiveQuestion(
            text: text, options: options.map(\.text), rightOption: rightOption, isStatement: isStatement,
            translations: wordings, language: language)
    }
}

extension LivePoolSize {
    /// The pool as the operator's page offers it.
    public var offer: LiveOperatorFlow.Source {
        LiveOperatorFlow.Source(name: pool.source.description, questions: questions)
    }
}
