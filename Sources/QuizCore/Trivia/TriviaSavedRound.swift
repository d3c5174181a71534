/// A question in play, as the store keeps it so that a game cut off (a power
/// cut, a crash, a kiosk restart) comes back where it was: the same question,
/// options in the same order, the power-ups used and their effects, and the
/// time left on the bar and on a Freeze Time running when it was last saved.
public struct TriviaSavedRound: Equatable, Sendable, Codable {
    public var questionID: Int64
    public var topicID: Int64
    /// The options dealt, in screen order.
    public var optionIDs: [Int64]
    public var removedOptionIDs: [Int64]
    /// Power-ups used on the question (raw values), in order.
    public var powerUpsUsed: [String]
    public var remainingSeconds: Double
    /// Freeze Time still to run (nil in rounds saved before this was kept: none).
    public var frozenSeconds: Double?
    /// The wrong option chosen before a Second Chance, which cannot be chosen
    /// again; nil on a Second Chance after a time-out.
    public var wrongOptionID: Int64?
    public var isSecondAttempt: Bool

    /// Whether `other` is the same state of the round, leaving the time left (and frozen) aside.
    public func sameRound(as other: TriviaSavedRound) -> Bool {
        var other = other
        other.remainingSeconds = remainingSeconds
        other.frozenSeconds = frozenSeconds
        return self == other
    }
}

extension TriviaGame {
    /// The round to keep at `gameSeconds`: only while its answers are on screen
    /// and the timer runs (overlays included), else nil.
    public func savedRound(at gameSeconds: Double) -> TriviaSavedRound? {
        guard screen == .answering, let round, round.result == nil, let timer = round.timer else { return nil }
        return TriviaSavedRound(
            questionID: round.question.id, topicID: round.question.topicID, optionIDs: round.options.map(\.id),
            removedOptionIDs: round.removedOptionIDs.sorted(), powerUpsUsed: round.powerUpsUsed.map(\.rawValue),
            remainingSeconds: timer.remaining(at: gameSeconds), frozenSeconds: timer.frozenSecondsLeft(at: gameSeconds),
            wrongOptionID: round.wrongOptionID, isSecondAttempt: round.isSecondAttempt)
    }

    /// Puts a saved round back on screen at `gameSeconds`, answers shown and
    /// the timer running from the time it had left (after the rest of a
    /// Freeze Time that was running). Returns false, changing
    /// nothing, when the saved round does not fit `question` (content changed)
    /// or has no time left.
    public mutating func resume(
        _ saved: TriviaSavedRound, question: TriviaQuestion, peoplesChoice: [Int64: Double]?, at gameSeconds: Double
    ) -> Bool {
        guard question.id == saved.questionID, saved.remainingSeconds > 0 else { return false }
        let byID = Dictionary(question.options.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let options = saved.optionIDs.compactMap { byID[$0] }
        let powerUps = saved.powerUpsUsed.compactMap(PowerUp.init(rawValue:))
        guard options.count == saved.optionIDs.count, !options.isEmpty, powerUps.count == saved.powerUpsUsed.count,
            saved.removedOptionIDs.allSatisfy({ byID[$0] != nil }), saved.wrongOptionID.map({ byID[$0] != nil }) ?? true
        else { return false }
        var round = TriviaRound(question: question, options: options)
        round.removedOptionIDs = Set(saved.removedOptionIDs)
        round.powerUpsUsed = powerUps
        round.wrongOptionID = saved.wrongOptionID
        round.secondChance = saved.isSecondAttempt ? .accepted : .notOffered
        // A Second Chance after a time-out has no wrong answer to cross out.
        if saved.isSecondAttempt { round.firstTry = saved.wrongOptionID == nil ? .timeUp : .wrong }
        if powerUps.contains(.peoplesChoice) { round.peoplesChoice = .loaded(peoplesChoice ?? [:]) }
        let duration = answerSeconds
        round.timer = TriviaTimer(
            startedAt: gameSeconds - (duration - min(duration, saved.remainingSeconds)), durationSeconds: duration)
        if let frozen = saved.frozenSeconds, frozen > 0 {
            round.timer?.freeze(at: gameSeconds, seconds: min(frozen, TriviaTiming.freezeSeconds * 2))
        }
        self.round = round
        topicID = question.topicID
        overlay = nil
        screen = .answering
        screenEndsAt = nil
        return true
    }
}

/// A change to the round kept for resuming, made with an action's effects.
public enum SavedRoundChange: Equatable, Sendable {
    case keep
    case save(TriviaSavedRound)
    case clear
}
