import Foundation
import GRDB
import QuizCore
import QuizSecrets
import Testing

@testable import QuizStore

/// The username rule as a player meets it: two devices registered "zed" offline, the fleet kept the first
/// device's, and the second device's player logs in with what they typed before, is asked for a new
/// username, chooses one (refused as at registering when it is taken or breaks the rule), and keeps every
/// game they played; the new username goes out to the fleet and the request clears.
@Suite struct FleetUsernameLoginTests {
    static let keeperPassword = "Keeper#1234"
    static let secondPassword = "Second#5678"
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func accounts(_ device: FleetDevice) -> AccountStore {
        AccountStore(database: device.database, iterations: SaltedHash.allowedIterations.lowerBound)
    }

    @Test func theSecondPlayerLogsInWithTheOldUsernameChoosesANewOneAndKeepsTheirGames() throws {
        let hall = RelayHall()
        let one = try FleetDevice.joined()
        let two = try FleetDevice.joined()
        let keeper = try accounts(one).register(username: "zed", password: Self.keeperPassword, at: start)
        let second = try accounts(two).register(username: "Zed", password: Self.secondPassword, at: start)
        try two.play(second, points: 12)
        try hall.push(one)
        try hall.pull(two)
        #expect(try two.journal.needsNewUsername(second))
        let keeperHere = try #require(try two.player(try one.journal.fleetID(of: keeper)))
        let accounts = accounts(two)

        // "zed" now names the keeper here; the password says which of the two logs in.
        #expect(
            try accounts.logIn("zed", password: Self.secondPassword, at: start)
                == .usernameWanted(PlayerRef(id: second.id, name: "Zed", isGuest: false)))
        #expect(
            try accounts.logIn("ZED", password: Self.keeperPassword, at: start)
                == .loggedIn(PlayerRef(id: keeperHere, name: "zed", isGuest: false)))
        // A wrong password counts against the account that holds the username now, as before.
        #expect(try accounts.logIn("zed", password: "Wrong#0000", at: start) == .wrongPassword(triesLeft: 4))

        // The new username keeps the rules and the taken names of registering.
        #expect(
            AccountStoreTests.refusal { () throws(StoreError) in _ = try accounts.chooseUsername(of: second, to: "ZED")
            }?
            .hasPrefix("the username \"ZED\" is taken") == true)
        #expect(
            AccountStoreTests.refusal { () throws(StoreError) in _ = try accounts.chooseUsername(of: second, to: "z") }?
                .hasPrefix("the username \"z\" needs at least 3 characters") == true)
        // Only a player the fleet asked may choose one without their password.
        #expect(
            AccountStoreTests.refusal { () throws(StoreError) in
                _ = try accounts.chooseUsername(of: PlayerRef(id: keeperHere, name: "zed", isGuest: false), to: "zz9")
            }
                == "zed (#\(keeperHere)) was not asked for a new username; change it from their account, with their password"
        )
        #expect(try two.journal.needsNewUsername(second))

        let renamed = try accounts.chooseUsername(of: second, to: "zed_two")
        #expect(renamed == PlayerRef(id: second.id, name: "zed_two", isGuest: false))
        #expect(try !two.journal.needsNewUsername(second))
        #expect(try accounts.logIn("zed_two", password: Self.secondPassword, at: start) == .loggedIn(renamed))
        // The old name is the keeper's alone now.
        #expect(try accounts.logIn("zed", password: Self.secondPassword, at: start) == .wrongPassword(triesLeft: 3))
        // Nothing they played is lost: the same player row, the same result.
        #expect(
            try two.database.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult WHERE playerId = ?", arguments: [second.id])
            } == 1)
        #expect(try two.board() == ["zed_two 12"])
        // The new username goes to the fleet as a profile edit of the same fleet player.
        let secondFleetID = try two.journal.fleetID(of: second)
        let edits = try two.journal.pending().map(\.change).filter { $0.kind == .profile && $0.player == secondFleetID }
        #expect(edits.last?.body.contains("\"zed_two\"") == true)
    }

    @Test func whenBothHaveTheSamePasswordTheUsernamesHolderLogsIn() throws {
        let hall = RelayHall()
        let one = try FleetDevice.joined()
        let two = try FleetDevice.joined()
        let keeper = try accounts(one).register(username: "zed", password: Self.keeperPassword, at: start)
        let second = try accounts(two).register(username: "zed", password: Self.keeperPassword, at: start)
        try hall.push(one)
        try hall.pull(two)
        let keeperHere = try #require(try two.player(try one.journal.fleetID(of: keeper)))
        #expect(try two.journal.needsNewUsername(second))
        #expect(
            try accounts(two).logIn("zed", password: Self.keeperPassword, at: start)
                == .loggedIn(PlayerRef(id: keeperHere, name: "zed", isGuest: false)))
    }

    @Test func withoutAFleetRequestTheLogInIsAsBefore() throws {
        let device = try FleetDevice()
        let accounts = accounts(device)
        let ada = try accounts.register(username: "ada", password: Self.keeperPassword, at: start)
        #expect(try accounts.logIn("ada", password: Self.keeperPassword, at: start) == .loggedIn(ada))
        // A player whose name is "ada" but who has no account and no request does not log in with it.
        _ = try PlayerDirectory(database: device.database).newPlayer(named: "bob", at: start)
        #expect(try accounts.logIn("bob", password: Self.keeperPassword, at: start) == .noAccount)
    }
}
