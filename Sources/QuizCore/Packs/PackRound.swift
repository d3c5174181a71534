import Foundation

/// One play of a quiz pack, the iQuiz way: a question with its answers, one
/// chosen at a time, Submit; then the answer (right or wrong, and the right
/// one), Next; after the last, the finished screen with a phrase by score.
/// Pure rules: the scene draws them, the library keeps what they record.
public struct PackRound: Sendable, Equatable {
    /// Where the round is.
    public enum Stage: Sendable, Equatable {
        /// A question on view, with the answer chosen so far (nil: none yet).
        case question(chosen: Int?)
        /// The answer screen after Submit: what was chosen and whether it was right.
        case answer(chosen: Int, right: Bool)
        /// Every question answered.
        case finished
    }

    public let packID: String
    public let packTitle: String
    public let questions: [PackQuestion]
    public private(set) var index = 0
    public private(set) var stage: Stage
    public private(set) var rightCount = 0
    /// Game time the question on view came up, for each answer's seconds taken.
    private var shownAt: Double

    /// A round over `questions` (at least one), started at game time `time`.
    public init(packID: String, packTitle: String, questions: [PackQuestion], at time: Double) {
        precondition(!questions.isEmpty, "a pack round needs a question")
        self.packID = packID
        self.packTitle = packTitle
        self.questions = questions
        stage = .question(chosen: nil)
        shownAt = time
    }

    public var question: PackQuestion { questions[index] }
    public var total: Int { questions.count }
    /// Questions answered so far (the one on the answer screen counts).
    public var answered: Int {
        switch stage {
        case .question: return index
        case .answer: return index + 1
        case .finished: return total
        }
    }

    public var isFinished: Bool { stage == .finished }

    /// The answer chosen on the question screen, if any.
    public var chosen: Int? {
        if case .question(let chosen) = stage { return chosen }
        if case .answer(let chosen, _) = stage { return chosen }
        return nil
    }

    /// Whether Submit does something now.
    public var canSubmit: Bool {
        if case .question(let chosen) = stage { return chosen != nil }
        return false
    }

    /// Chooses answer `answer` (one at a time: choosing another replaces it).
    public mutating func choose(_ answer: Int) {
        guard case .question = stage, question.answers.indices.contains(answer) else { return }
        stage = .question(chosen: answer)
    }

    /// Moves the choice up (-1) or down (+1), wrapping; the first move chooses the first or last answer.
    public mutating func moveChoice(by step: Int) {
        guard case .question(let chosen) = stage else { return }
        let count = question.answers.count
        let next = chosen.map { ($0 + step + count) % count } ?? (step > 0 ? 0 : count - 1)
        stage = .question(chosen: next)
    }

    /// Submits the chosen answer: the answer screen, and the record to keep. Nil when nothing is chosen.
    public mutating func submit(at time: Double) -> PackAnswerRecord? {
        guard case .question(let chosen?) = stage else { return nil }
        let right = chosen == question.correctIndex
        if right { rightCount += 1 }
        stage = .answer(chosen: chosen, right: right)
        return PackAnswerRecord(
            packID: packID, questionID: question.id, answerID: question.answers[chosen].id, right: right,
            secondsTaken: max(0, time - shownAt))
    }

    /// Next from the answer screen: the next question, or the finished screen.
    /// Returns true when that finished the round.
    public mutating func next(at time: Double) -> Bool {
        guard case .answer = stage else { return false }
        if index + 1 < questions.count {
            index += 1
            stage = .question(chosen: nil)
            shownAt = time
            return false
        }
        stage = .finished
        return true
    }

    /// The score so far.
    public var score: PackScore { PackScore(right: rightCount, total: total) }

    /// How the round went, for the finished screen's phrase and the line under it.
    public static func verdict(_ score: PackScore) -> PackVerdict {
        let wrong = score.total - score.right
        if wrong == 0 { return .perfect }
        if wrong == 1 { return .almost }
        if score.right * 2 >= score.total { return .wellDone }
        if score.right > 0 { return .goodTry }
        return .keepGoing
    }
}

/// How a finished pack went: every answer right, one wrong, more right than wrong, some right, none right.
public enum PackVerdict: String, CaseIterable, Sendable {
    case perfect, almost, wellDone, goodTry, keepGoing
}

extension GameModeInfo {
    /// Quiz packs (iQuiz): downloaded quizzes, one question at a time.
    public static let packs = GameModeInfo(
        id: .packs, title: "Quiz Packs", summary: "Pick a quiz, answer one question at a time", icon: "packs",
        inputs: [.taps])
}
