import Foundation
import QuizCore
import QuizStore

/// What the trivia scene needs from the outside world: questions and People's
/// Choice on request, and a place to persist the rules' effects.
///
/// An implementation must answer synchronously (the frame path never waits on
/// a task) and must not throw: a store that fails reports it its own way and
/// the game goes on.
public protocol TriviaBackend: AnyObject {
    /// An unanswered question of the topic picked with `randomKey`, or nil when none is left.
    func nextQuestion(topicID: Int64, randomKey: Int64) -> TriviaQuestion?
    /// Recorded answers per option id of a question.
    func peoplesChoice(questionID: Int64) -> [Int64: Double]
    /// Persists the effects of one action (those for the screen are ignored)
    /// and the change to the round kept for resuming, all or nothing, at a wall-clock time.
    func persist(_ effects: [TriviaEffect], round: SavedRoundChange, wallSeconds: Double)
}

/// The trivia backend over the SQLite store: the repository, with failures
/// (a full disk, say) reported once on stderr while play goes on.
public final class StoreTriviaBackend: TriviaBackend {
    public let repository: TriviaRepository
    /// Told of every transaction's new rows once it has committed (`tiltquiz play --journal`).
    public var journal: CommitJournal?
    private var reported = false

    public init(repository: TriviaRepository) {
        self.repository = repository
    }

    public func nextQuestion(topicID: Int64, randomKey: Int64) -> TriviaQuestion? {
        attempt { () throws(StoreError) in try repository.nextQuestion(topicID: topicID, randomKey: randomKey) } ?? nil
    }

    public func peoplesChoice(questionID: Int64) -> [Int64: Double] {
        attempt { () throws(StoreError) in try repository.peoplesChoice(questionID: questionID) } ?? [:]
    }

    public func persist(_ effects: [TriviaEffect], round: SavedRoundChange, wallSeconds: Double) {
        let committed = attempt { () throws(StoreError) in
            try repository.persist(effects, round: round, at: Date(timeIntervalSince1970: wallSeconds))
        }
        if let committed { journal?.note(committed) }
    }

    /// Puts the game cut off mid-question back on screen at game time 0, if
    /// there is one and it still fits the store; returns whether it did. One
    /// that does not fit is forgotten.
    public func resumeSavedRound(_ game: inout TriviaGame) -> Bool {
        let resumed = attempt { () throws(StoreError) -> Bool in
            guard let saved = try repository.savedRound() else { return false }
            let question = try repository.question(id: saved.questionID, topicID: saved.topicID)
            let choice = try repository.peoplesChoice(questionID: saved.questionID)
            if let question, game.resume(saved, question: question, peoplesChoice: choice, at: 0) { return true }
            try repository.clearSavedRound()
            return false
        }
        return resumed ?? false
    }

    @discardableResult
    private func attempt<T>(_ body: () throws(StoreError) -> T) -> T? {
        do {
            return try body()
        } catch {
            if !reported {
                reported = true
                FileHandle.standardError.write(Data("tiltquiz: the trivia store failed: \(error)\n".utf8))
            }
            return nil
        }
    }
}
