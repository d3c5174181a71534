import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// The topic games on a real (in-memory) store: the list, the questions dealt, and what a finished game records.
@Suite struct TopicGameStoreTests {
    let when = Date(timeIntervalSince1970: 1_795_000_000)
    let today = "2026-11-20"

    /// Space with 12 questions, Animals with 3.
    func seeded() throws -> (QuizDatabase, TriviaRepository) {
        let database = try QuizDatabase()
        try database.write { db in
            var writer = ContentWriter(db: db)
            for (topic, count) in [("Space", 12), ("Animals", 3)] {
                for index in 1...count {
                    _ = try writer.insertIfNew(
                        QuestionRecord(
                            kind: .multipleChoice, topic: topic, text: "\(topic) \(index)?",
                            correct: "Right \(index)", wrong: ["A", "B", "C"]), packID: nil)
                }
            }
        }
        return (
            database, TriviaRepository(database: database, player: try PlayerDirectory(database: database).newGuest())
        )
    }

    func space(_ repository: TriviaRepository) throws -> TriviaTopic {
        try #require(try repository.topics().first { $0.name == "Space" })
    }

    /// Plays `quiz` to its end: the first `right` questions right, the others wrong.
    func played(_ quiz: TopicQuiz, right: Int) -> TopicQuiz {
        var quiz = quiz
        var time = 0.0
        while !quiz.isFinished {
            let options = quiz.currentOptions
            let pick = quiz.index < right ? options.first(where: \.isCorrect) : options.first { !$0.isCorrect }
            quiz.answer(optionID: pick?.id ?? -1, at: time + 1)
            quiz.next(at: time + 2)
            time += 2
        }
        return quiz
    }

    /// A seeded store's Space `kind` quiz dealt with `seed`, played with `right` right answers and recorded; the
    /// store, its repository, the topic, the quiz and the games it then holds.
    func recorded(
        _ kind: TopicQuizKind, seed: UInt64, right: Int
    ) throws -> (
        database: QuizDatabase, repository: TriviaRepository, topic: TriviaTopic, quiz: TopicQuiz, rows: [Row]
    ) {
        let (database, repository) = try seeded()
        let topic = try space(repository)
        let questions = try repository.topicQuestions(for: kind, topicID: topic.id, seed: seed)
        let quiz = played(TopicQuiz(kind: kind, topic: topic, questions: questions, seed: seed, at: 0), right: right)
        try repository.record(quiz, at: when, localDate: today)
        return (database, repository, topic, quiz, try results(database))
    }

    func results(_ database: QuizDatabase) throws -> [Row] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT mode, topicId, score, total, points, localDate, ranked FROM gameResult")
        }
    }

    @Test func theListHasEveryTopicWithProgressAndMedal() throws {
        let (database, repository) = try seeded()
        let topic = try space(repository)
        try repository.persist(.awardMedal(topicID: topic.id, .bronze), at: when)
        let entries = try repository.topicEntries()
        #expect(entries.map(\.topic.name) == ["Animals", "Space"])
        #expect(entries.map(\.medal) == [nil, .bronze])
        #expect(entries[1].topic.total == 12)
        _ = database
    }

    @Test func aCategoryQuizDealsTenUnansweredQuestionsOfItsTopicAndATimedChallengeAnyTen() throws {
        let (_, repository) = try seeded()
        let topic = try space(repository)
        let first = try repository.topicQuestions(for: .category, topicID: topic.id, seed: 1)
        #expect(first.count == 10)
        #expect(Set(first.map(\.id)).count == 10)
        #expect(first.allSatisfy { $0.topicID == topic.id })
        #expect(try repository.topicQuestions(for: .category, topicID: topic.id, seed: 1) == first)
        // Five answered: seven left for the quiz, all twelve for the timed challenge.
        for question in first.prefix(5) {
            try repository.persist(
                .recordAnswer(
                    TriviaAnswerRecord(
                        questionID: question.id, topicID: topic.id, optionID: question.options[0].id,
                        result: .wrong, points: 0, secondsTaken: 2)), at: when)
        }
        let left = try repository.topicQuestions(for: .category, topicID: topic.id, seed: 2)
        #expect(left.count == 7)
        #expect(Set(left.map(\.id)).isDisjoint(with: first.prefix(5).map(\.id)))
        #expect(try repository.topicQuestions(for: .timed, topicID: topic.id, seed: 2).count == 10)
    }

    @Test func aFinishedCategoryQuizRecordsItsGameItsAnswersAndItsRankOnTriviasBoard() throws {
        let (database, repository, topic, quiz, rows) = try recorded(.category, seed: 1, right: 7)
        #expect(rows.count == 1)
        #expect((rows.first?["mode"] as String?) == "trivia")
        #expect((rows.first?["topicId"] as Int64?) == topic.id)
        #expect((rows.first?["score"] as Int?) == 7)
        #expect((rows.first?["total"] as Int?) == 10)
        #expect((rows.first?["points"] as Int?) == 700)
        #expect((rows.first?["localDate"] as String?) == today)
        #expect((rows.first?["ranked"] as Bool?) == true)
        // The answers count toward the topic: 10 answered, 7 right of 12 (58 %: bronze at 25 %, silver at 50 %).
        let progress = try database.topicProgress(playerID: repository.playerID, topicID: topic.id)
        #expect(progress.answered == 10)
        #expect(progress.answeredRight == 7)
        #expect(quiz.medalsEarned == [.bronze, .silver])
        #expect(try repository.medal(topicID: topic.id) == .silver)
        let day = try #require(CalendarDay(today))
        let board = try database.board(quiz.kind.boardScope(topicID: topic.id, day: day), top: 5)
        #expect(board.players == 1)
        #expect(board.top.first?.points == 700)
    }

    @Test func aFinishedTimedChallengeIsRankedOnItsTopicsBoardOnly() throws {
        let (database, repository, topic, quiz, rows) = try recorded(.timed, seed: 4, right: 3)
        #expect(rows.count == 1)
        #expect((rows.first?["mode"] as String?) == "timed")
        #expect((rows.first?["topicId"] as Int64?) == topic.id)
        #expect((rows.first?["points"] as Int?) == quiz.points)
        #expect(quiz.points == 3 * 195)
        // The timed challenge leaves the topic's progress alone.
        #expect(try database.topicProgress(playerID: repository.playerID, topicID: topic.id).answered == 0)
        let day = try #require(CalendarDay(today))
        let board = try database.board(quiz.kind.boardScope(topicID: topic.id, day: day), top: 5)
        #expect(board.players == 1)
        #expect(board.top.first?.playerID == repository.playerID)
        let animals = try #require(try repository.topics().first { $0.name == "Animals" })
        #expect(try database.board(TopicQuizKind.timed.boardScope(topicID: animals.id, day: day)).players == 0)
    }

    @Test func aTimedChallengeWithMoreTimeIsKeptWithItsScaleAndOffTheTopicsBoard() throws {
        let (database, repository) = try seeded()
        let topic = try space(repository)
        let questions = try repository.topicQuestions(for: .timed, topicID: topic.id, seed: 4)
        let quiz = played(
            TopicQuiz(kind: .timed, topic: topic, questions: questions, seed: 4, at: 0, timeScalePercent: 150), right: 3
        )
        try repository.record(quiz, at: when, localDate: today)
        let rows = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT ranked, timeScalePercent FROM gameResult")
        }
        #expect(rows.map { [$0["ranked"] as Int, $0["timeScalePercent"] as Int] } == [[0, 150]])
        let day = try #require(CalendarDay(today))
        #expect(try database.board(TopicQuizKind.timed.boardScope(topicID: topic.id, day: day)).players == 0)
    }

    @Test func aGameLeftBeforeItsEndRecordsNothing() throws {
        let (database, repository) = try seeded()
        let topic = try space(repository)
        let questions = try repository.topicQuestions(for: .category, topicID: topic.id, seed: 1)
        var quiz = TopicQuiz(kind: .category, topic: topic, questions: questions, seed: 1, at: 0)
        quiz.answer(optionID: quiz.currentOptions[0].id, at: 1)
        #expect(try repository.record(quiz, at: when, localDate: today).isEmpty)
        #expect(try results(database).isEmpty)
        #expect(try database.topicProgress(playerID: repository.playerID, topicID: topic.id).answered == 0)
    }
}
