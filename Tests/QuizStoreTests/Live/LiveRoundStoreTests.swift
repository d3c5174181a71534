import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// A live round in the store: `recordLiveRound` keeps a guest player per phone, their answers and a `live`
/// result each (on the live board for the day, the week and all time), and `liveQuestions` deals each source:
/// every trivia topic, true/false statements, one topic, one pack.
@Suite struct LiveRoundStoreTests {
    /// Monday 20 July 2026, 12:00 UTC.
    static let monday = Date(timeIntervalSince1970: 1_784_548_800)
    static let day = CalendarDay(year: 2026, month: 7, day: 20)!

    /// The bundled packs, plus one imported multiple-choice question (topic "Imported", in no pack).
    static func store() throws -> QuizDatabase {
        try QuizDatabase.withBundledPacksAndAnImportedQuestion()
    }

    static func round(_ players: [(String, Int)], at date: Date, localDate: String) -> LiveRoundRecord {
        LiveRoundRecord(
            questionsAsked: 3,
            players: players.map { LiveRoundRecord.Player(name: $0.0, right: 1, points: $0.1, answers: []) },
            finishedAt: date, localDate: localDate)
    }

    static func board(_ database: QuizDatabase, _ period: BoardPeriod) throws -> Board {
        try database.board(BoardScope(mode: .live, period: period, day: day), top: 10)
    }

    @Test func aRoundsPlayersAnswersAndResultsAreKept() throws {
        let database = try Self.store()
        let dealt = try database.liveQuestions(.trivia, count: 2, seed: 5)
        #expect(dealt.count == 2)
        let first = dealt[0]
        let wrong = (first.rightOption + 1) % first.options.count
        let record = LiveRoundRecord(
            questionsAsked: 2,
            players: [
                LiveRoundRecord.Player(
                    name: "Ana", right: 1, points: 700,
                    answers: [
                        LiveRoundRecord.Answer(
                            questionID: first.questionID, optionID: first.options[first.rightOption].id,
                            isRight: true, points: 700, seconds: 2.5)
                    ]),
                LiveRoundRecord.Player(
                    name: "Ben", right: 0, points: 0,
                    answers: [
                        LiveRoundRecord.Answer(
                            questionID: first.questionID, optionID: first.options[wrong].id, isRight: false,
                            points: 0, seconds: nil)
                    ]),
            ], finishedAt: Self.monday, localDate: Self.day.description)
        let rows = try database.recordLiveRound(record)
        #expect(!rows.isEmpty)
        let results = try database.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT p.name, p.role, g.score, g.total, g.points, g.localDate FROM gameResult g "
                    + "JOIN player p ON p.id = g.playerId WHERE g.mode = 'live' ORDER BY g.id")
        }
        #expect(results.map { $0["name"] as String } == ["Ana", "Ben"])
        #expect(results.allSatisfy { ($0["role"] as String) == "guest" && ($0["total"] as Int) == 2 })
        #expect(results.map { $0["score"] as Int } == [1, 0])
        #expect(results.map { $0["points"] as Int } == [700, 0])
        #expect(results.allSatisfy { ($0["localDate"] as String) == "2026-07-20" })
        let answers = try database.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT questionId, optionId, points, secondsTaken, mode FROM answer WHERE mode = 'live' "
                    + "ORDER BY id")
        }
        #expect(answers.count == 2)
        #expect(answers.allSatisfy { ($0["questionId"] as Int64) == first.questionID })
        #expect(
            answers.map { $0["optionId"] as Int64? } == [first.options[first.rightOption].id, first.options[wrong].id])
        #expect(answers.map { $0["points"] as Int } == [700, 0])
        #expect(answers.map { $0["secondsTaken"] as Double? } == [2.5, nil])
    }

    @Test func theLiveBoardHasTodayTheWeekAndAllTime() throws {
        let database = try Self.store()
        // A round on Monday, one on the Sunday before (last week), one on Wednesday the week before that.
        _ = try database.recordLiveRound(
            Self.round([("Ana", 1_500), ("Ben", 900)], at: Self.monday, localDate: "2026-07-20"))
        _ = try database.recordLiveRound(
            Self.round([("Cy", 2_000)], at: Self.monday.addingTimeInterval(-86_400), localDate: "2026-07-19"))
        _ = try database.recordLiveRound(
            Self.round([("Dee", 3_000)], at: Self.monday.addingTimeInterval(-12 * 86_400), localDate: "2026-07-08"))
        let today = try Self.board(database, .day)
        #expect(today.top.map(\.name) == ["Ana", "Ben"])
        #expect(today.top.map(\.points) == [1_500, 900])
        #expect(today.players == 2)
        let week = try Self.board(database, .week)
        #expect(week.top.map(\.name) == ["Ana", "Ben"], "Sunday the 19th was last week")
        let all = try Self.board(database, .all)
        #expect(all.top.map(\.name) == ["Dee", "Cy", "Ana", "Ben"])
        #expect(all.players == 4)
        // Another mode's board does not show them.
        #expect(try database.board(BoardScope(mode: .trivia, period: .all, day: Self.day), top: 10).players == 0)
    }

    @Test func aPhonesNameIsANewGuestEveryRoundNeverAProfile() throws {
        let database = try Self.store()
        let profile = try PlayerDirectory(database: database).player(named: "Ana")
        _ = try database.recordLiveRound(Self.round([("Ana", 100)], at: Self.monday, localDate: "2026-07-20"))
        _ = try database.recordLiveRound(Self.round([("Ana", 200)], at: Self.monday, localDate: "2026-07-20"))
        let board = try Self.board(database, .day)
        #expect(board.top.map(\.points) == [200, 100], "two rounds, two guests")
        #expect(!board.top.contains { $0.playerID == profile.id })
    }

    /// The values `column` of the `question` table takes over the questions `dealt`.
    static func distinct(
        _ column: String, of dealt: [LiveDealtQuestion], in database: QuizDatabase
    ) throws
        -> Set<String>
    {
        let ids = dealt.map { "\($0.questionID)" }.joined(separator: ",")
        return try database.read { db in
            try String.fetchSet(db, sql: "SELECT DISTINCT \(column) FROM question WHERE id IN (\(ids))")
        }
    }

    @Test func triviaDealsMultipleChoiceOfEveryTopicInASeededOrder() throws {
        let database = try Self.store()
        let dealt = try database.liveQuestions(.trivia, count: 500, seed: 1)
        #expect(try Self.distinct("kind", of: dealt, in: database) == ["multipleChoice"])
        #expect(Set(dealt.map(\.questionID)).count == dealt.count, "no question twice")
        #expect(dealt.contains { $0.text == "Which is a prime?" }, "questions in no pack too")
        for question in dealt {
            #expect((2...4).contains(question.options.count))
            #expect(question.options.indices.contains(question.rightOption))
            #expect(question.options.allSatisfy { $0.id != nil })
        }
        let imported = try #require(dealt.first { $0.text == "Which is a prime?" })
        #expect(imported.options.count == 4, "the right answer and three of the five others")
        #expect(imported.options[imported.rightOption].text == "7")
        #expect(
            try database.liveQuestions(.trivia, count: 10, seed: 1).map(\.questionID)
                == dealt.prefix(10).map(\.questionID))
        #expect(
            try database.liveQuestions(.trivia, count: 10, seed: 2).map(\.questionID)
                != dealt.prefix(10).map(\.questionID))
    }

    @Test func trueFalseDealsStatementsAnsweredTrueOrFalse() throws {
        let database = try Self.store()
        let dealt = try database.liveQuestions(.trueFalse, count: 10, seed: 3)
        #expect(dealt.count == 10)
        let truth = try database.read { db in
            try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(
                    db, sql: "SELECT id, correctAnswer FROM question WHERE kind = 'trueFalse'"
                ).map { ($0["id"] as Int64, ($0["correctAnswer"] as String).lowercased() == "true") })
        }
        for question in dealt {
            #expect(question.options.map(\.text) == ["True", "False"])
            let isTrue = try #require(truth[question.questionID])
            #expect(question.rightOption == (isTrue ? 0 : 1))
        }
    }

    @Test func aTopicDealsOnlyItsQuestionsWhateverTheCase() throws {
        let database = try Self.store()
        let dealt = try database.liveQuestions(.topic("imported"), count: 10, seed: 1)
        #expect(dealt.map(\.text) == ["Which is a prime?"])
        #expect(try database.liveQuestions(.topic("No such topic"), count: 10, seed: 1).isEmpty)
    }

    @Test func aPackDealsOnlyItsQuestions() throws {
        let database = try Self.store()
        let dealt = try database.liveQuestions(.pack("tiltquiz-trivia"), count: 500, seed: 1)
        #expect(!dealt.isEmpty)
        #expect(!dealt.contains { $0.text == "Which is a prime?" }, "the imported question is in no pack")
        #expect(try Self.distinct("packId", of: dealt, in: database) == ["tiltquiz-trivia"])
        #expect(
            try database.liveQuestions(.pack("tiltquiz-true-false"), count: 10, seed: 1).isEmpty,
            "statements are not multiple choice")
        #expect(try database.liveQuestions(.pack("nowhere"), count: 10, seed: 1).isEmpty)
    }

    @Test func thePacksScopeLimitsEverySource() throws {
        let database = try Self.store()
        let scoped = try database.liveQuestions(
            .trivia, count: 500, scope: PackScope(packIDs: ["tiltquiz-trivia"]), seed: 1)
        #expect(!scoped.isEmpty && !scoped.contains { $0.text == "Which is a prime?" })
        #expect(
            try database.liveQuestions(
                .trueFalse, count: 5, scope: PackScope(packIDs: ["tiltquiz-trivia"]), seed: 1
            ).isEmpty)
    }
}

/// A live round is dealt in one language (`liveDealingLanguage`): the player's when it has the round's
/// questions, else the operator's, else English, else the language with the most; never a mix.
@Suite("Live round: the language a round is dealt in")
struct LiveDealingLanguageTests {
    static let french = [
        "Quelle planète est la plus grande ?", "Combien de pattes a une araignée ?", "Qu’est-ce que H2O ?",
    ]

    /// The bundled packs (English) and three French questions of topic "Que du français".
    static func store() throws -> QuizDatabase {
        let database = try QuizDatabase.withBundledPacks()
        try database.insertQuestions(
            french.map { text in
                QuestionRecord(
                    kind: .multipleChoice, topic: "Que du français", text: text, correct: "A", wrong: ["B", "C", "D"],
                    language: "fr")
            })
        return database
    }

    @Test func thePlayersLanguageWhenItHasTheRoundElseTheOperatorsElseEnglish() throws {
        let database = try Self.store()
        #expect(
            try database.liveDealingLanguage(.trivia, for: LiveDealing(player: "fr", operatorDefault: "es", needed: 3))
                == "fr")
        #expect(
            try database.liveDealingLanguage(.trivia, for: LiveDealing(player: "fr", operatorDefault: "es", needed: 4))
                == "en")
        #expect(
            try database.liveDealingLanguage(.trivia, for: LiveDealing(player: "es", operatorDefault: "fr", needed: 2))
                == "fr")
        let dealt = try database.liveQuestions(.trivia, count: 100, scope: PackScope.all.only(in: "fr"), seed: 4)
        #expect(Set(dealt.map(\.text)) == Set(Self.french))
        let english = try database.liveQuestions(.trivia, count: 500, scope: PackScope.all.only(in: "en"), seed: 4)
        #expect(!english.isEmpty && english.allSatisfy { !Self.french.contains($0.text) })
    }

    /// The operator's page counts what a round dealt for the screen's language can ask: three French trivia
    /// questions for a French round of three, the English ones for an English round; a French topic in full.
    @Test func thePoolsAreCountedInTheLanguageTheRoundIsDealtIn() throws {
        let database = try Self.store()
        let day = LiveRoundStoreTests.day
        let english = try database.questionCountsByLanguage(kind: .multipleChoice)["en"] ?? 0
        func count(_ pool: LiveQuestionPool, _ dealing: LiveDealing) throws -> Int? {
            try database.liveQuestionPools(day: day, dealing: dealing).first { $0.pool == pool }?.questions
        }
        let frenchRound = LiveDealing(player: "fr", operatorDefault: "en", needed: 3)
        let englishRound = LiveDealing(player: "en", operatorDefault: "en", needed: 10)
        #expect(try count(.trivia, frenchRound) == 3)
        #expect(try count(.trivia, englishRound) == english)
        #expect(try count(.trivia, LiveDealing(player: "fr", operatorDefault: "en", needed: 4)) == english)
        #expect(try count(.topic("Que du français"), englishRound) == 3)
        for size in try database.liveQuestionPools(day: day, dealing: frenchRound) {
            let language = try database.liveDealingLanguage(size.pool, for: frenchRound)
            let dealt = try database.liveQuestions(
                size.pool, count: 10_000, scope: PackScope.all.only(in: language), seed: 2)
            #expect(dealt.count == size.questions, "\(size.pool)")
        }
    }

    /// A topic written only in French is dealt in French to an English screen, not left empty.
    @Test func aPoolWithoutTheLanguagesIsDealtInItsLargest() throws {
        let database = try Self.store()
        #expect(
            try database.liveDealingLanguage(
                .topic("que du français"), for: LiveDealing(player: "en", operatorDefault: "en", needed: 10))
                == "fr")
        #expect(
            try database.liveDealingLanguage(
                .pack("tiltquiz-trivia"), for: LiveDealing(player: "fr", operatorDefault: "en", needed: 1))
                == nil)
        #expect(
            try database.liveDealingLanguage(
                .topic("No such topic"), for: LiveDealing(player: "fr", operatorDefault: "en", needed: 1))
                == nil)
    }
}
