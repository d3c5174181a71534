import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// The sources the kiosk's operator may choose for a live round: only pools with an active question, within
/// the config's packs, each dealing what it says and holding as many questions as it says; the Daily
/// Challenge's set of the day among them.
@Suite struct LiveQuestionPoolsTests {
    static let day = LiveRoundStoreTests.day

    /// A round of ten dealt for an English screen.
    static let dealing = LiveDealing(player: "en", operatorDefault: "en", needed: 10)

    static func pools(_ database: QuizDatabase, scope: PackScope = .all) throws -> [LiveQuestionPool] {
        try database.liveQuestionPools(scope: scope, day: day, dealing: dealing).map(\.pool)
    }

    @Test func everyPoolListedDealsAsManyAsItSaysAndNoEmptyOneIsListed() throws {
        let database = try LiveRoundStoreTests.store()
        let sizes = try database.liveQuestionPools(day: Self.day, dealing: Self.dealing)
        #expect(sizes.prefix(3).map(\.pool) == [.trivia, .trueFalse, .daily(Self.day)])
        #expect(sizes.map(\.pool).contains(.topic("Imported")))
        let packs = try database.installedPackIDs()
        for size in sizes {
            // Dealt in the one language the round is dealt in, as counted.
            let language = try database.liveDealingLanguage(size.pool, for: Self.dealing)
            let all = try database.liveQuestions(
                size.pool, count: 10_000, scope: PackScope.all.only(in: language), seed: 1)
            #expect(all.count == size.questions, "\(size.pool)")
            if case .pack(let id) = size.pool { #expect(packs.contains(id)) }
        }
        #expect(sizes.first { $0.pool == .topic("Imported") }?.questions == 1)
        // A topic whose only question is retired has nothing to deal, so it is not offered.
        try database.write { db in
            try db.execute(
                sql: "UPDATE question SET status = \(SQLWord.retired) WHERE topicId IN "
                    + "(SELECT id FROM topic WHERE name = 'Imported')")
        }
        #expect(try !Self.pools(database).contains(.topic("Imported")))
    }

    @Test func theConfigsPacksLimitThePools() throws {
        let database = try LiveRoundStoreTests.store()
        let packIDs = try Self.pools(database).compactMap { pool -> String? in
            if case .pack(let id) = pool { return id }
            return nil
        }
        let first = try #require(packIDs.first)
        let limited = try Self.pools(database, scope: PackScope(packIDs: [first]))
        #expect(limited.filter { if case .pack = $0 { true } else { false } } == [.pack(first)])
        // The question imported outside any pack is out of a scope that names packs.
        #expect(!limited.contains(.topic("Imported")))
        #expect(try Self.pools(database, scope: PackScope(packIDs: [])) == [])
    }

    /// The Daily set is the day's ten questions as the Daily Challenge asks them, in its order, each with its
    /// right answer and at most three wrong ones in the Daily Challenge's order; another day deals another set.
    @Test func theDailySetDealsTheDaysDailyChallenge() throws {
        let database = try LiveRoundStoreTests.store()
        let picks = try #require(DailyDeal.deal(try database.dailyCandidates(), on: Self.day))
        let daily = try database.dailyQuestions(picks)
        let live = try database.liveQuestions(.daily(Self.day), count: 50, seed: 7)
        #expect(live.count == DailyDeal.questionsPerDay && daily.count == live.count)
        for (asked, dealt) in zip(daily, live) {
            #expect(asked.text == dealt.text)
            #expect(dealt.options.count == min(4, asked.options.count))
            #expect(dealt.options[dealt.rightOption].text == asked.options[asked.correct])
            #expect(asked.options.filter { dealt.options.map(\.text).contains($0) } == dealt.options.map(\.text))
            #expect(dealt.options.allSatisfy { $0.id != nil })
        }
        // The seed plays no part: the day's set is the day's set.
        #expect(try database.liveQuestions(.daily(Self.day), count: 50, seed: 8) == live)
        #expect(try database.liveQuestions(.daily(Self.day), count: 3, seed: 7) == Array(live.prefix(3)))
        let tomorrow = try database.liveQuestions(.daily(Self.day.adding(days: 1)), count: 50, seed: 7)
        #expect(tomorrow.map(\.text) != live.map(\.text))
    }

    @Test func fewerThanTenQuestionsHoldNoDailySet() throws {
        let database = try LiveRoundStoreTests.store()
        try database.write { db in
            try db.execute(
                sql: "UPDATE question SET status = \(SQLWord.retired) WHERE kind = \(SQLWord.multipleChoice) "
                    + "AND id NOT IN (SELECT id FROM question WHERE kind = \(SQLWord.multipleChoice) LIMIT 9)")
        }
        #expect(try !Self.pools(database).contains(.daily(Self.day)))
        #expect(try database.liveQuestions(.daily(Self.day), count: 10, seed: 1) == [])
    }

    @Test func theFourAnswersKeepTheRightOneAndTheFirstThreeWrong() {
        #expect(QuizDatabase.fourAnswers([3, 0, 5, 1, 2, 4]) == [3, 0, 5, 1])
        #expect(QuizDatabase.fourAnswers([4, 2, 5, 1, 0, 3]) == [4, 2, 5, 0])
        #expect(QuizDatabase.fourAnswers([1, 0]) == [1, 0])
    }
}
