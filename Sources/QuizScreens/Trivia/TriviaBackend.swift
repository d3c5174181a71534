import Foundation
import QuizCore
import QuizStore

/// What the trivia scene needs from the outside world: questions and People's
/// Choice on request, and a place to persist the rules' effects.
///
/// An implementation must answer synchronously (the frame path never waits on
/// a task) and must not throw: a store that fails keeps what it could not
/// save for later and the game goes on.
public protocol TriviaBackend: AnyObject {
    /// An unanswered question of the topic picked with `randomKey`, or nil when none is left.
    func nextQuestion(topicID: Int64, randomKey: Int64) -> TriviaQuestion?
    /// Recorded answers per option id of a question.
    func peoplesChoice(questionID: Int64) -> [Int64: Double]
    /// Whether an action that cannot be taken back (a purchase) can be saved now.
    var canSave: Bool { get }
    /// Persists the effects of one action (those for the screen are ignored)
    /// and the change to the round kept for resuming, all or nothing, at a wall-clock time.
    func persist(_ effects: [TriviaEffect], round: SavedRoundChange, wallSeconds: Double)
}

/// The trivia backend over the SQLite store: the repository, saving through
/// the play's `PlaySaves` (a save the store cannot take waits and is tried again).
public final class StoreTriviaBackend: TriviaBackend {
    public let repository: TriviaRepository
    public let saves: PlaySaves

    public init(repository: TriviaRepository, saves: PlaySaves) {
        self.repository = repository
        self.saves = saves
    }

    public var canSave: Bool { saves.canSave }

    public func nextQuestion(topicID: Int64, randomKey: Int64) -> TriviaQuestion? {
        saves.read { () throws(StoreError) in try repository.nextQuestion(topicID: topicID, randomKey: randomKey) }
            ?? nil
    }

    public func peoplesChoice(questionID: Int64) -> [Int64: Double] {
        saves.read { () throws(StoreError) in try repository.peoplesChoice(questionID: questionID) } ?? [:]
    }

    public func persist(_ effects: [TriviaEffect], round: SavedRoundChange, wallSeconds: Double) {
        guard effects.contains(where: \.isStored) || round != .keep else { return }
        let repository = repository
        let date = Date(timeIntervalSince1970: wallSeconds)
        saves.save(Self.label(effects)) { () throws(StoreError) in
            try repository.persist(effects, round: round, at: date)
        }
    }

    /// Puts the game cut off mid-question back on screen at game time `time`, if
    /// there is one and it still fits the store; returns whether it did. One
    /// that does not fit is forgotten.
    public func resumeSavedRound(_ game: inout TriviaGame, at time: Double = 0) -> Bool {
        let repository = repository
        let resumed = saves.read { () throws(StoreError) -> TriviaResume? in
            guard let saved = try repository.savedRound() else { return nil }
            let question = try repository.question(id: saved.questionID, topicID: saved.topicID)
            let choice = try repository.peoplesChoice(questionID: saved.questionID)
            return TriviaResume(saved: saved, question: question, choice: choice)
        }
        guard let resumed = resumed ?? nil else { return false }
        if let question = resumed.question,
            game.resume(resumed.saved, question: question, peoplesChoice: resumed.choice, at: time)
        {
            return true
        }
        saves.save("a stale saved round") { () throws(StoreError) in
            try repository.clearSavedRound()
            return CommittedRows()
        }
        return false
    }

    /// What a save holds, for messages: its first recorded effect.
    static func label(_ effects: [TriviaEffect]) -> String {
        for effect in effects {
            switch effect {
            case .recordAnswer: return "an answer"
            case .recordPurchase: return "a purchase"
            case .recordCredits: return "credits"
            case .recordPowerUpUse: return "a power-up use"
            case .awardBadge, .awardMedal: return "an award"
            default: continue
            }
        }
        return "the game's state"
    }
}

/// A saved round read back, with its question if it still exists.
private struct TriviaResume {
    let saved: TriviaSavedRound
    let question: TriviaQuestion?
    let choice: [Int64: Double]
}
