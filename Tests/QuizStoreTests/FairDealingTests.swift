import Foundation
import GRDB
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// `nextQuestion` deals every question a player may get equally often, from a
/// topic of the bundled trivia pack. Each test draws with a fixed seed, so it
/// gives the same figure on every run; the bounds are the chi-square
/// distribution's upper 1e-7 quantiles, which a fair dealer would pass for
/// all but one seed in ten million.
@Suite struct FairDealingTests {
    /// Upper 1e-7 quantiles of the chi-square distribution, by degrees of freedom.
    static let chiSquareBounds: [Int: Double] = [9: 50.2, 29: 87.1]

    /// The bundled packs in a store, a player, and the ids of the topic Space's 30 trivia questions.
    func bundledSpace() throws -> (database: QuizDatabase, topicID: Int64, playerID: Int64, questionIDs: [Int64]) {
        let database = try QuizDatabase.withBundledPacks()
        return try database.write { db in
            try db.execute(sql: "INSERT INTO player (name) VALUES ('Ada')")
            let player = db.lastInsertedRowID
            let topic = try #require(try Int64.fetchOne(db, sql: "SELECT id FROM topic WHERE name = 'Space'"))
            let ids = try Int64.fetchAll(
                db, sql: "SELECT id FROM question WHERE topicId = ? AND kind = 'multipleChoice' ORDER BY id",
                arguments: [topic])
            return (database, topic, player, ids)
        }
    }

    /// How often each question was dealt in `draws` deals with keys from `seed`.
    func deal(
        _ database: QuizDatabase, topicID: Int64, playerID: Int64, draws: Int, seed: UInt64
    ) throws -> [Int64: Int] {
        var keys = SeededRandomKeys(seed: seed)
        var counts: [Int64: Int] = [:]
        for _ in 0..<draws {
            let question = try #require(
                try database.nextQuestion(topicID: topicID, playerID: playerID, randomKey: keys.next()))
            counts[question.id, default: 0] += 1
        }
        return counts
    }

    /// Pearson's statistic of `counts` against the same expected count for each of `ids`.
    func chiSquare(_ counts: [Int64: Int], over ids: [Int64]) -> Double {
        let expected = Double(counts.values.reduce(0, +)) / Double(ids.count)
        return ids.reduce(0) { sum, id in
            let difference = Double(counts[id] ?? 0) - expected
            return sum + difference * difference / expected
        }
    }

    @Test func everyQuestionOfABundledTopicIsDealtEquallyOften() throws {
        let (database, topic, player, ids) = try bundledSpace()
        #expect(ids.count == 30)
        let counts = try deal(database, topicID: topic, playerID: player, draws: 10_000, seed: 14)
        #expect(Set(counts.keys) == Set(ids), "every question is dealt")
        let statistic = chiSquare(counts, over: ids)
        #expect(statistic < Self.chiSquareBounds[29]!, "chi-square \(statistic), 29 degrees of freedom")
        #expect(counts.values.max()! < 10_000 * 5 / 100, "the likeliest question: \(counts.values.max()!) of 10,000")
    }

    @Test func whatAPlayerHasLeftOfATopicIsDealtEquallyOften() throws {
        let (database, topic, player, ids) = try bundledSpace()
        // Twenty answered right or wrong leave the pool; a time-out and a skip keep theirs in it, and so does an
        // answer Retry topic retired, and another player's answer.
        for (index, id) in ids.prefix(20).enumerated() {
            try record(database, player: player, question: id, result: index % 2 == 0 ? .right : .wrong)
        }
        try record(database, player: player, question: ids[20], result: .timeout)
        try record(database, player: player, question: ids[21], result: .skipped)
        try record(database, player: player, question: ids[22], result: .wrong, retired: true)
        try record(database, player: nil, question: ids[23], result: .right)
        let left = Array(ids.suffix(10))
        let counts = try deal(database, topicID: topic, playerID: player, draws: 10_000, seed: 15)
        #expect(Set(counts.keys) == Set(left), "only what is left is dealt, all of it")
        let statistic = chiSquare(counts, over: left)
        #expect(statistic < Self.chiSquareBounds[9]!, "chi-square \(statistic), 9 degrees of freedom")
    }

    @Test func theLastQuestionsOfATopicAreDealtUntilItIsUsedUp() throws {
        let (database, topic, player, ids) = try bundledSpace()
        for id in ids.dropLast(2) { try record(database, player: player, question: id, result: .right) }
        let counts = try deal(database, topicID: topic, playerID: player, draws: 2_000, seed: 16)
        #expect(Set(counts.keys) == Set(ids.suffix(2)))
        #expect(counts.values.allSatisfy { (900...1_100).contains($0) }, "\(counts)")
        for id in ids.suffix(2) { try record(database, player: player, question: id, result: .wrong) }
        #expect(try database.nextQuestion(topicID: topic, playerID: player, randomKey: 5) == nil, "used up")
    }

    @Test func theSameKeyDealsTheSameQuestion() throws {
        let (database, topic, player, _) = try bundledSpace()
        var keys = SeededRandomKeys(seed: 17)
        for _ in 0..<50 {
            let key = keys.next()
            let first = try database.nextQuestion(topicID: topic, playerID: player, randomKey: key)
            #expect(try database.nextQuestion(topicID: topic, playerID: player, randomKey: key) == first)
        }
    }

    func record(
        _ database: QuizDatabase, player: Int64?, question: Int64, result: AnswerRecord.Result, retired: Bool = false
    ) throws {
        let id = try database.recordAnswer(
            AnswerRecord(
                playerID: player, questionID: question, optionID: nil, result: result, mode: .trivia,
                answeredAt: Date(timeIntervalSince1970: 0)))
        if retired {
            try database.write { db in
                try db.execute(sql: "UPDATE answer SET retiredAt = answeredAt WHERE id = ?", arguments: [id])
            }
        }
    }
}
