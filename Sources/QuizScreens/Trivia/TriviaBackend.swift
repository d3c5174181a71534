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
    /// Persists one effect of the rules (the others are ignored), at a wall-clock time.
    func persist(_ effect: TriviaEffect, wallSeconds: Double)
}

/// The trivia backend over the SQLite store: the repository, with failures
/// (a full disk, say) reported once on stderr while play goes on.
public final class StoreTriviaBackend: TriviaBackend {
    public let repository: TriviaRepository
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

    public func persist(_ effect: TriviaEffect, wallSeconds: Double) {
        attempt { () throws(StoreError) in
            try repository.persist(effect, at: Date(timeIntervalSince1970: wallSeconds))
        }
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
