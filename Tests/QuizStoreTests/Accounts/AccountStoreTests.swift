import Foundation
import GRDB
import QuizCore
import QuizSecrets
import TestSupport
import TestSupportStore
import Testing

@testable import QuizStore

/// Accounts in a real store: registering (unique names whatever the case, each unmet rule named), the
/// salted hash kept in place of the password, log-in by username or email, the lock after five wrong
/// passwords (the clock moved, never waited for), bans, and the changes that ask for the old password.
@Suite struct AccountStoreTests {
    let folder = TemporaryFolder()
    let database: QuizDatabase
    let accounts: AccountStore
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        database = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder.path))
        // The fewest iterations a stored hash may have, so the tests stay fast.
        accounts = AccountStore(database: database, iterations: SaltedHash.allowedIterations.lowerBound)
    }

    static func refusal(_ body: () throws(StoreError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch .account(let refusal) {
            return refusal.words
        } catch .refused(let reason) {
            return reason
        } catch {
            return "\(error)"
        }
    }

    func column<T: DatabaseValueConvertible>(_ name: String, of id: Int64) throws -> T? {
        try database.read { db in try T.fetchOne(db, sql: "SELECT \(name) FROM player WHERE id = ?", arguments: [id]) }
    }

    @Test func theStoredHashIsASaltedHashOfThePasswordAndNotThePassword() throws {
        let ada = try accounts.register(username: "Ada", password: "Lovelace#1815", at: start)
        let stored: String = try #require(try column("passwordHash", of: ada.id))
        #expect(!stored.contains("Lovelace#1815"))
        let hash = try SaltedHash.parse(stored)
        #expect(hash.iterations == SaltedHash.allowedIterations.lowerBound)
        #expect(hash.salt.count == SaltedHash.saltBytes)
        #expect(hash.matches("Lovelace#1815"))
        #expect(!hash.matches("lovelace#1815"))
        // Another account with the same password gets another salt, so another hash.
        let grace = try accounts.register(username: "Grace", password: "Lovelace#1815", at: start)
        #expect(try column("passwordHash", of: grace.id) as String? != stored)
        #expect(AccountStore.defaultIterations >= 200_000)
    }

    @Test func aUsernameIsUniqueWhateverTheCase() throws {
        try accounts.register(username: "Ada", password: "Lovelace#1815", at: start)
        #expect(try accounts.status(ofUsername: "ADA") == .taken)
        #expect(try accounts.status(ofUsername: "Ada2") == .free)
        #expect(try accounts.status(ofUsername: "a d") == .breaksRule([.characters([" "])]))
        let reason = Self.refusal { () throws(StoreError) in
            try accounts.register(username: "aDA", password: "Another#2", at: start)
        }
        #expect(reason?.hasPrefix("the username \"aDA\" is taken (usernames are unique whatever the case)") == true)
    }

    @Test func aWeakPasswordOrABadNameIsRefusedNamingEachRule() throws {
        #expect(
            Self.refusal { () throws(StoreError) in try accounts.register(username: "Ada", password: "lovelace") }
                == "the password needs an upper-case letter, needs a digit and needs a symbol such as ! ? # or -")
        #expect(
            Self.refusal { () throws(StoreError) in try accounts.register(username: "A", password: "Lovelace#1815") }?
                .hasPrefix("the username \"A\" needs at least 3 characters") == true)
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player") } == 0)
    }

    @Test func aPlayerLogsInByUsernameInAnyCaseOrByEmail() throws {
        let ada = try accounts.register(
            username: "Ada", password: "Lovelace#1815", email: "Ada@Example.org", at: start)
        #expect(try accounts.logIn("ada", password: "Lovelace#1815", at: start) == .loggedIn(ada))
        #expect(try accounts.logIn("ada@example.ORG", password: "Lovelace#1815", at: start) == .loggedIn(ada))
        #expect(try accounts.logIn("bob@example.org", password: "Lovelace#1815", at: start) == .noAccount)
        #expect(try accounts.logIn("bob", password: "Lovelace#1815", at: start) == .noAccount)
        // The email is sealed, found by its keyed digest: its text is in no file.
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            try Data(contentsOf: URL(fileURLWithPath: folder.file(name))).range(of: Data("Example.org".utf8)) != nil
        }
        #expect(files.isEmpty, "\(files)")
        let reason = Self.refusal { () throws(StoreError) in
            try accounts.register(username: "Other", password: "Lovelace#1815", email: "ADA@example.org", at: start)
        }
        #expect(reason == "the email ADA@example.org belongs to another account; log in with it")
    }

    @Test func fiveWrongPasswordsLockTheAccountForFiveMinutes() throws {
        let ada = try accounts.register(username: "Ada", password: "Lovelace#1815", at: start)
        for left in [4, 3, 2, 1] {
            #expect(try accounts.logIn("Ada", password: "wrong", at: start) == .wrongPassword(triesLeft: left))
        }
        let until = start.addingTimeInterval(300)
        #expect(try accounts.logIn("Ada", password: "wrong", at: start) == .locked(until: until))
        // The sixth try is refused even with the right password, until the five minutes are over.
        #expect(try accounts.logIn("Ada", password: "Lovelace#1815", at: start) == .locked(until: until))
        #expect(
            try accounts.logIn("Ada", password: "Lovelace#1815", at: until.addingTimeInterval(-1))
                == .locked(until: until))
        #expect(try accounts.logIn("Ada", password: "Lovelace#1815", at: until) == .loggedIn(ada))
        // A right password clears the count: four wrong ones later do not lock.
        for _ in 0..<4 { _ = try accounts.logIn("Ada", password: "wrong", at: until) }
        #expect(try accounts.logIn("Ada", password: "Lovelace#1815", at: until) == .loggedIn(ada))
        #expect(try accounts.logIn("Ada", password: "wrong", at: until) == .wrongPassword(triesLeft: 4))
    }

    @Test func aBannedPlayerCannotLogInUntilUnbanned() throws {
        let ada = try accounts.register(username: "Ada", password: "Lovelace#1815", at: start)
        try accounts.setBanned(ada, true)
        #expect(try accounts.logIn("Ada", password: "Lovelace#1815", at: start) == .banned)
        #expect(try PlayerDirectory(database: database).named().isEmpty, "nor is listed")
        try accounts.setBanned(ada, false)
        #expect(try accounts.logIn("Ada", password: "Lovelace#1815", at: start) == .loggedIn(ada))
    }

    @Test func rolesAreTheFourTheSchemaAllows() throws {
        let ada = try accounts.register(username: "Ada", password: "Lovelace#1815", at: start)
        #expect(try accounts.account(of: ada) == AccountInfo(username: "Ada", role: "player"))
        try accounts.setRole(of: ada, to: "moderator")
        #expect(try accounts.account(of: ada)?.role == "moderator")
        #expect(
            Self.refusal { () throws(StoreError) in try accounts.setRole(of: ada, to: "king") }
                == "the role king is not one of player, moderator, admin")
        #expect(try accounts.find("ADA") == ada)
        #expect(throws: StoreError.unknownPlayer("nobody")) { try accounts.find("nobody") }
    }

    @Test func aGuestWhoRegistersKeepsWhatTheyPlayed() throws {
        let guest = try PlayerDirectory(database: database).newGuest(at: start)
        let zoe = try accounts.register(username: "Zoe", password: "Secret#123", keeping: guest, at: start)
        #expect(zoe == PlayerRef(id: guest.id, name: "Zoe", isGuest: false))
        #expect(try column("role", of: guest.id) as String? == "player")
        // A guest already turned into an account is not taken over again: the next one is new.
        let other = try accounts.register(username: "Zed", password: "Secret#123", keeping: guest, at: start)
        #expect(other.id != guest.id)
    }

    @Test func changingTheUsernameOrThePasswordAsksForTheOldPassword() throws {
        let ada = try accounts.register(username: "Ada", password: "Lovelace#1815", at: start)
        try accounts.register(username: "Grace", password: "Hopper#1906", at: start)
        #expect(
            Self.refusal { () throws(StoreError) in
                try accounts.changeUsername(of: ada, password: "wrong", to: "Countess", at: start)
            } == "the password is wrong; 4 more wrong tries lock the account for 5 minutes")
        #expect(
            Self.refusal { () throws(StoreError) in
                try accounts.changeUsername(of: ada, password: "Lovelace#1815", to: "grace", at: start)
            }?.hasPrefix("the username \"grace\" is taken") == true)
        let renamed = try accounts.changeUsername(of: ada, password: "Lovelace#1815", to: "Countess", at: start)
        #expect(renamed == PlayerRef(id: ada.id, name: "Countess", isGuest: false))
        #expect(try accounts.logIn("countess", password: "Lovelace#1815", at: start) == .loggedIn(renamed))
        #expect(try accounts.logIn("Ada", password: "Lovelace#1815", at: start) == .noAccount)

        #expect(
            Self.refusal { () throws(StoreError) in
                try accounts.changePassword(of: renamed, from: "Lovelace#1815", to: "weak", at: start)
            } == "the password needs at least 8 characters, needs an upper-case letter, needs a digit and "
                + "needs a symbol such as ! ? # or -")
        #expect(
            Self.refusal { () throws(StoreError) in
                try accounts.changePassword(of: renamed, from: "Wrong#123", to: "Engine#1843", at: start)
            }?.hasPrefix("the password is wrong") == true)
        try accounts.changePassword(of: renamed, from: "Lovelace#1815", to: "Engine#1843", at: start)
        #expect(try accounts.logIn("Countess", password: "Engine#1843", at: start) == .loggedIn(renamed))
        #expect(try accounts.logIn("Countess", password: "Lovelace#1815", at: start) == .wrongPassword(triesLeft: 4))
    }
}

/// An account's sealed email needs the key that sealed it, as a lead's does.
@Suite struct AccountKeyTests {
    @Test func aLostKeyIsNotReplacedWhileAnAccountsEmailWaitsForIt() throws {
        let store = try TemporaryStore()
        let folder = store.folder
        let accounts = AccountStore(database: store.database, iterations: AccountStore.allowedIterations.lowerBound)
        try accounts.register(username: "Ada", password: "Lovelace#1815", email: "ada@example.org")
        try FileManager.default.removeItem(atPath: folder.file(LeadKey.fileName))
        #expect {
            try accounts.register(username: "Grace", password: "Hopper#1906", email: "grace@example.org")
        } throws: { error in
            "\(error)".contains("it is missing, and the store holds 1 sealed email; put back the key")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file(LeadKey.fileName)))
    }
}
