import GRDB
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// The bench's synthetic earlier answers: every multiple-choice question gets
/// some, the right option the most, and no player's own record changes.
@Suite struct BenchmarkDataTests {
    @Test func pastAnswersGivePeoplesChoiceUnevenShares() throws {
        let database = try QuizDatabase.withBundledPacks()
        try BenchmarkData.addPastAnswers(database)
        let questions = try database.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM question WHERE kind = 'multipleChoice' ORDER BY id LIMIT 20")
        }
        try #require(!questions.isEmpty)
        for question in questions {
            let shares = try database.peoplesChoice(questionID: question)
            let right = try database.read { db in
                try Int64.fetchOne(
                    db, sql: "SELECT id FROM option WHERE questionId = ? AND position = 0", arguments: [question])
            }
            let rightID = try #require(right)
            let rightShare = try #require(shares[rightID])
            #expect(shares.values.allSatisfy { $0 <= rightShare }, "question \(question)")
            #expect(abs(shares.values.reduce(0, +) - 1) < 1e-9)
        }
        let owned = try database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer WHERE playerId IS NOT NULL")
        }
        #expect(owned == 0)
    }
}
