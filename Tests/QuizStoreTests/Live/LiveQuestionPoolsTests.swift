import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// The sources the kiosk's operator may choose for a live round: only pools with an active question, within
/// the config's packs, each dealing what it says.
@Suite struct LiveQuestionPoolsTests {
    @Test func everyPoolListedDealsAndNoEmptyOneIsListed() throws {
        let database = try LiveRoundStoreTests.store()
        let pools = try database.liveQuestionPools()
        #expect(pools.prefix(2) == [.trivia, .trueFalse])
        #expect(pools.contains(.topic("Imported")))
        let packs = try database.installedPackIDs()
        for pool in pools {
            #expect(try !database.liveQuestions(pool, count: 1, seed: 1).isEmpty, "\(pool)")
            if case .pack(let id) = pool { #expect(packs.contains(id)) }
        }
        // A topic whose only question is retired has nothing to deal, so it is not offered.
        try database.write { db in
            try db.execute(
                sql: "UPDATE question SET status = \(SQLWord.retired) WHERE topicId IN "
                    + "(SELECT id FROM topic WHERE name = 'Imported')")
        }
        #expect(try !database.liveQuestionPools().contains(.topic("Imported")))
    }

    @Test func theConfigsPacksLimitThePools() throws {
        let database = try LiveRoundStoreTests.store()
        let all = try database.liveQuestionPools()
        let packIDs = all.compactMap { pool -> String? in
            if case .pack(let id) = pool { return id }
            return nil
        }
        let first = try #require(packIDs.first)
        let limited = try database.liveQuestionPools(scope: PackScope(packIDs: [first]))
        #expect(limited.filter { if case .pack = $0 { true } else { false } } == [.pack(first)])
        // The question imported outside any pack is out of a scope that names packs.
        #expect(!limited.contains(.topic("Imported")))
        #expect(try database.liveQuestionPools(scope: PackScope(packIDs: [])) == [])
    }
}
