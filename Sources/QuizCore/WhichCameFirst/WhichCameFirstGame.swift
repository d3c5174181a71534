/// The rules of one "Which came first?" game: five questions, each two
/// cards; the player selects a card, submits, sees the answer, and goes on.
/// A game restored from its saved answers resumes at the first question not
/// answered (or finished, when all five are).
public struct WhichCameFirstGame: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        /// The current question, with the card selected so far (nil: none yet).
        case choosing(selected: Int?)
        /// The current question answered: both years shown, right and wrong marked.
        case revealed
        /// All five answered.
        case finished
    }

    /// What the player did.
    public enum Action: Equatable, Sendable {
        /// A card tapped, or chosen with a key or a tilt (0: card 1, 1: card 2).
        case cardSelected(Int)
        case submitted
        case nextPressed
    }

    /// What happened, for the scene to save and show.
    public enum Effect: Equatable, Sendable {
        case answered(question: Int, card: Int, right: Bool)
        case finished(score: Int)
    }

    /// The date the game was dealt for.
    public let day: CalendarDay
    public let questions: [WhichCameFirstQuestion]
    /// The card chosen for each question answered so far, in order.
    public private(set) var answers: [Int]
    public private(set) var phase: Phase

    /// A game at its first question not answered; `answers` are the cards chosen so far (from a save).
    public init(day: CalendarDay, questions: [WhichCameFirstQuestion], answers: [Int] = []) {
        self.day = day
        self.questions = questions
        self.answers = Array(answers.prefix(questions.count))
        phase = self.answers.count >= questions.count ? .finished : .choosing(selected: nil)
    }

    /// The question on view (the last one once finished).
    public var current: Int {
        switch phase {
        case .choosing: return answers.count
        case .revealed, .finished: return max(0, answers.count - 1)
        }
    }

    /// Right or wrong, per question answered.
    public var results: [Bool] {
        answers.enumerated().map { index, card in questions[index].earlierCard == card }
    }

    public var score: Int { results.filter { $0 }.count }
    public var isFinished: Bool { phase == .finished }

    public mutating func reduce(_ action: Action) -> [Effect] {
        switch (phase, action) {
        case (.choosing, .cardSelected(let card)) where questions[current].cards.indices.contains(card):
            phase = .choosing(selected: card)
            return []
        case (.choosing(let selected?), .submitted):
            let question = current
            answers.append(selected)
            phase = .revealed
            return [.answered(question: question, card: selected, right: questions[question].earlierCard == selected)]
        case (.revealed, .nextPressed):
            if answers.count >= questions.count {
                phase = .finished
                return [.finished(score: score)]
            }
            phase = .choosing(selected: nil)
            return []
        default:
            return []
        }
    }
}

extension GameModeInfo {
    /// Wikipedia's daily history game: which of two events happened first.
    public static let whichCameFirst = GameModeInfo(
        id: .whichCameFirst, title: "Which came first?",
        summary: "Two events from today in history: pick the earlier",
        icon: "history", inputs: [.taps, .tilt])
}
