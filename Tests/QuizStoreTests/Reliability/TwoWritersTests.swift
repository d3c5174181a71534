import Foundation
import GRDB
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

/// Two programs writing one store at once (a game and the web admin, or a
/// second game started by mistake): every balance is a sum of changes made
/// in the ledger's transaction, so neither overwrites the other.
@Suite struct TwoWritersTests {
    let when = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func concurrentCoinsPurchasesAndUsesKeepTheLedgerAndBalancesInAgreement() throws {
        let folder = TemporaryFolder()
        let path = folder.file("tiltquiz.sqlite")
        let firstStore = try QuizDatabase(path: path)
        let guest = try PlayerDirectory(database: firstStore).newGuest()
        let first = TriviaRepository(database: firstStore, player: guest)
        let second = TriviaRepository(database: try QuizDatabase(path: path), player: guest)
        let rounds = 60
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            let repository = writer == 0 ? first : second
            for _ in 0..<rounds {
                do {
                    // A coin, a purchase of three People's Choice paid from it, one of them used.
                    try repository.persist(
                        [.recordCredits(cents: 100, from: .coin), .changeCredits(by: 100)], at: when)
                    try repository.persist(
                        [
                            .recordPurchase(PurchaseRecord(item: .powerUp(.peoplesChoice), provider: .credits)),
                            .changeCredits(by: -99), .changeInventory(.peoplesChoice, by: 3),
                        ], at: when)
                    try repository.persist([.changeInventory(.peoplesChoice, by: -1)], at: when)
                } catch {
                    failures.add("\(error)")
                }
            }
        }
        #expect(failures.all.isEmpty)
        let player = try first.player()
        #expect(player.creditsCents == 2 * rounds * (100 - 99))
        #expect(player.inventory[.peoplesChoice] == 2 * rounds * 2)
        let ledger = try first.database.read { db in
            let granted = try Int.fetchOne(db, sql: "SELECT SUM(cents) FROM creditGrant") ?? 0
            let paid = try Int.fetchOne(db, sql: "SELECT SUM(priceCents) FROM purchase WHERE provider = 'credits'") ?? 0
            return granted - paid
        }
        #expect(ledger == player.creditsCents)
    }

    @Test func aSpendTheStoredBalanceNoLongerCoversIsRefusedWholly() throws {
        let database = try QuizDatabase()
        let repository = TriviaRepository(
            database: database, player: try PlayerDirectory(database: database).newGuest())
        try repository.persist([.recordCredits(cents: 100, from: .coin), .changeCredits(by: 100)], at: when)
        // Another writer spent it meanwhile; this game still thinks it has 100 cents.
        try repository.persist(
            [.recordPurchase(PurchaseRecord(item: .lifeRefill, provider: .credits)), .changeCredits(by: -99)], at: when)
        #expect(throws: StoreError.self) {
            try repository.persist(
                [
                    .recordPurchase(PurchaseRecord(item: .powerUp(.halfOff), provider: .credits)),
                    .changeCredits(by: -99), .changeInventory(.halfOff, by: 3),
                ], at: when)
        }
        let purchases = try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM purchase") }
        #expect(purchases == 1, "the refused purchase left no row")
        #expect(try repository.player().creditsCents == 1)
        #expect(try repository.player().inventory[.halfOff] == nil)
    }
}

/// Errors gathered from several threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}
