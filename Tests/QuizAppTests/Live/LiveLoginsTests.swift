import Foundation
import QuizCore
import QuizLive
import QuizStore
import Testing

@testable import QuizApp

/// A phone's log-in over the store's accounts (`LiveLogins`): the kiosk's passwords, locks and bans, and a
/// round played so kept under the account (its own board line, no new guest).
struct LiveLoginsTests {
    /// The fewest iterations a password hash may have (`SaltedHash.allowedIterations`): quick tests.
    static func accounts(_ database: QuizDatabase) -> AccountStore {
        AccountStore(database: database, iterations: 10_000)
    }

    @Test func theRightPasswordPlaysAsTheAccountAndAWrongOneIsRefused() async throws {
        let database = try LiveRoundKeeperTests.store()
        let accounts = Self.accounts(database)
        let ana = try accounts.register(username: "AnaPlays", password: "Correct-horse-1")
        let check = LiveLogins(accounts: accounts).check
        #expect(await check("anaplays", "Correct-horse-1") == .player(id: ana.id, name: "AnaPlays"))
        #expect(await check("AnaPlays", "wrong horse 1") == .refused(.loginFailed))
        #expect(await check("nobody", "Correct-horse-1") == .refused(.loginFailed), "which part is wrong is not said")
        try accounts.setBanned(ana, true)
        #expect(await check("AnaPlays", "Correct-horse-1") == .refused(.accountBanned))
    }

    @Test func tooManyWrongPasswordsLockTheAccount() async throws {
        let database = try LiveRoundKeeperTests.store()
        let accounts = Self.accounts(database)
        _ = try accounts.register(username: "BoPlays", password: "Correct-horse-2")
        let check = LiveLogins(accounts: accounts).check
        var outcomes: [LiveAccountOutcome] = []
        for _ in 0..<6 { outcomes.append(await check("BoPlays", "guess")) }
        #expect(outcomes.last == .refused(.accountLocked))
        #expect(await check("BoPlays", "Correct-horse-2") == .refused(.accountLocked))
    }

    /// Ana logged in on her phone: the round is kept under her account; Ben and Cy are guests of the round.
    @Test func aRoundPlayedLoggedInIsKeptUnderTheAccount() throws {
        let database = try LiveRoundKeeperTests.store()
        let ana = try Self.accounts(database).register(username: "Ana", password: "Correct-horse-3")
        let dealt = try database.liveQuestions(.topic("Planets"), count: 2, seed: 9)
        let (_, result) = LiveRoundKeeperTests.play(try LiveRoundKeeperTests.asked(dealt), account: ana.id)
        let saves = PlaySaves(database: database)
        LiveRoundKeeper(
            saves: saves,
            dayClock: EventDayClock(timeZone: TimeZone(identifier: "UTC")!, fixed: LiveRoundKeeperTests.day)
        ).keep(result, dealt: dealt)
        let board = try database.board(
            BoardScope(mode: .live, period: .day, day: LiveRoundKeeperTests.day), top: 10, playerID: ana.id)
        #expect(board.players == 3)
        #expect(board.top.map(\.name) == ["Ana", "Ben", "Cy"])
        #expect(board.top.first?.playerID == ana.id, "Ana's line is her account's, not a new guest's")
    }
}
