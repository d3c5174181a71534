import Foundation
import GRDB
import Testing

@testable import QuizStore

/// Leads older than `leads.retention_days` go: at the game's start, and every day of play after.
@Suite struct LeadRetentionTests {
    let day = 86_400.0
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    /// Leads given 40, 31, 29 and 1 days before `now`, by players named after their age in days.
    func storeWithLeads() throws -> LeadFixture {
        let store = try LeadFixture()
        for age in [40, 31, 29, 1] {
            let at = now.addingTimeInterval(-Double(age) * day)
            let player = try store.directory.newPlayer(named: "Aged \(age)", at: at)
            try store.leads.save(store.form("Aged \(age)", "aged\(age)@example.org"), for: player, at: at)
        }
        return store
    }

    func remaining(_ store: LeadFixture) throws -> [String] {
        try store.leads.allLeads().map(\.name)
    }

    @Test func leadsOlderThanTheRetentionAreErasedAndTheRestKept() throws {
        let store = try storeWithLeads()
        let retention = LeadRetention(database: store.database, days: 30)
        #expect(retention.cutoff(at: now) == now.addingTimeInterval(-30 * day))
        #expect(try retention.eraseExpired(at: now) == 2)
        #expect(try remaining(store) == ["Aged 29", "Aged 1"])
        #expect(try retention.eraseExpired(at: now) == 0)
        #expect(try store.playerCount() == 4, "the players stay; only their leads expire")
    }

    @Test func theGameErasesAtStartThenEveryDayOfPlay() throws {
        let store = try storeWithLeads()
        let saves = PlaySaves(database: store.database)
        var wallClock = now
        saves.keepLeads(LeadRetention(database: store.database, days: 30)) { wallClock }
        #expect(try remaining(store) == ["Aged 29", "Aged 1"], "erased at start")

        // Play starts at game time 5 s; a day of play later, the wall clock has moved on two days.
        saves.tick(at: 5)
        wallClock = now.addingTimeInterval(2 * day)
        saves.tick(at: 5 + day - 1)
        #expect(try remaining(store) == ["Aged 29", "Aged 1"], "not before a day of play")
        saves.tick(at: 5 + day)
        #expect(try remaining(store) == ["Aged 1"])
        wallClock = now.addingTimeInterval(40 * day)
        saves.tick(at: 5 + 1.5 * day)
        #expect(try remaining(store) == ["Aged 1"], "the next erasure is a day after the last")
        saves.tick(at: 5 + 2 * day)
        #expect(try remaining(store) == [])
        #expect(saves.finish())
    }

    @Test func anErasureTheDiskRefusesWaitsAndIsTriedAgain() throws {
        let store = try storeWithLeads()
        let saves = PlaySaves(database: store.database)
        saves.report = { _ in }
        let disk = PlaySavesTests.Disk()
        disk.full = true
        saves.save("an answer") { () throws(StoreError) in try disk.write(1) }
        saves.keepLeads(LeadRetention(database: store.database, days: 30)) { now }
        #expect(saves.waiting == 2, "the erasure waits behind the answer")
        #expect(try remaining(store).count == 4)
        disk.full = false
        saves.tick(at: saves.retrySeconds)
        #expect(saves.waiting == 0)
        #expect(try remaining(store) == ["Aged 29", "Aged 1"])
    }
}
