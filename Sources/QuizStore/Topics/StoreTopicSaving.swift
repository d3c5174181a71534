import Foundation
import QuizCore

/// The topic games' saving over the store, for one player: reads through the
/// play's `PlaySaves` (a failed read is reported once and answered with
/// nothing), a finished game saved through it (waiting while the store cannot
/// take it), the board read from the store's one board query.
public final class StoreTopicSaving: TopicSaving {
    public let repository: TriviaRepository
    public let saves: PlaySaves

    public init(repository: TriviaRepository, saves: PlaySaves) {
        self.repository = repository
        self.saves = saves
    }

    public var playerID: Int64 { repository.playerID }

    public func topicEntries() -> [TopicEntry] {
        saves.read { () throws(StoreError) in try repository.topicEntries() } ?? []
    }

    public func questions(for kind: TopicQuizKind, topicID: Int64, seed: UInt64) -> [TriviaQuestion] {
        saves.read { () throws(StoreError) in
            try repository.topicQuestions(for: kind, topicID: topicID, seed: seed)
        } ?? []
    }

    public func record(_ quiz: TopicQuiz, wallSeconds: Double, localDate: String) -> Board? {
        let repository = repository
        let date = Date(timeIntervalSince1970: wallSeconds)
        saves.save(quiz.kind == .category ? "a quiz's answers" : "a timed challenge") { () throws(StoreError) in
            try repository.record(quiz, at: date, localDate: localDate)
        }
        guard let day = CalendarDay(localDate) else { return nil }
        return saves.read { () throws(StoreError) in
            try repository.database.board(
                quiz.kind.boardScope(topicID: quiz.topic.id, day: day), top: 5, playerID: repository.playerID)
        }
    }
}
