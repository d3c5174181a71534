import Foundation
import GRDB
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

/// Keeping the names and emails players leave: only with consent, sealed, and read back only with the right key.
@Suite struct LeadStoreTests {
    let moment = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func aLeadIsKeptWithItsConsentAndReadBack() throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        let lead = try store.leads.save(store.form("  Ada ", " ada.lovelace@example.org "), for: player, at: moment)
        let expected = Lead(
            id: 1, playerID: player.id, name: "Ada", email: "ada.lovelace@example.org",
            consentText: "I agree to be emailed.", consentAt: moment)
        #expect(lead == expected)
        #expect(try store.leads.leads(of: player.id) == [expected])
        #expect(try store.leads.allLeads() == [expected])
        #expect(LeadFixture.mode(store.keyPath) == 0o600)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.keyPath)).count == 32)
    }

    @Test func noEmailIsKeptWithoutConsent() throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        #expect(throws: StoreError.refused("no email is kept without the player's consent, and they did not give it")) {
            try store.leads.save(store.form(consented: false), for: player, at: moment)
        }
        #expect(try store.database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM lead") } == 0)
        #expect(!FileManager.default.fileExists(atPath: store.keyPath), "no key is made for nothing")
    }

    @Test(arguments: [
        ("", "is empty"), ("ada", "has no @"), ("@example.org", "has nothing before the @"), ("ada@", "has no domain"),
        ("ada@@example.org", "has more than one @"), ("ada @example.org", "has a space in it"),
        ("ada@localhost", "has a domain (localhost) that is not a name with a dot"),
    ])
    func aBadEmailIsRefusedWithTheReason(email: String, reason: String) throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        do {
            try store.leads.save(store.form("Ada", email), for: player, at: moment)
            Issue.record("kept \(email)")
        } catch {
            #expect(error.description.hasPrefix("not kept: the email \"\(email)\" \(reason)"), "\(error)")
        }
    }

    @Test func aNameOutsideTheRuleIsRefusedNamingTheRule() throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        #expect(
            throws: StoreError.refused(
                "the name \"A\" breaks the rule for names: 2 to 40 characters once spaces at the ends are trimmed, "
                    + "and no control characters")
        ) {
            try store.leads.save(store.form("A"), for: player, at: moment)
        }
    }

    @Test func theEmailNeverReachesTheDatabaseFilesInClear() throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        let email = "zyx.secret.lead@example.org"
        try store.leads.save(store.form("Ada", email), for: player, at: moment)
        #expect(try store.files().contains("tiltquiz.sqlite-wal"), "the lead is in the WAL, not yet checkpointed")
        #expect(try store.filesHolding(email) == [])
        #expect(try store.filesHolding("Ada") != [], "the search finds what is there in clear")
        try store.database.checkpoint(truncate: true)
        #expect(try store.filesHolding(email) == [])
        try store.database.close()
        #expect(try store.filesHolding(email) == [])
    }

    @Test func eachEmailHasItsOwnNonce() throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        try store.leads.save(store.form(), for: player, at: moment)
        try store.leads.save(store.form(), for: player, at: moment)
        let sealed = try store.database.read { db in try Data.fetchAll(db, sql: "SELECT email FROM lead ORDER BY id") }
        #expect(sealed.count == 2)
        #expect(sealed[0] != sealed[1])
        #expect(sealed[0].prefix(12) != sealed[1].prefix(12))
        #expect(sealed[0].count == 12 + "ada.lovelace@example.org".utf8.count + 16)
    }

    @Test func aChangedByteIsAnErrorNamingTheLead() throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        try store.leads.save(store.form(), for: player, at: moment)
        try store.database.write { db in
            var sealed = try Data.fetchOne(db, sql: "SELECT email FROM lead") ?? Data()
            sealed[20] ^= 0x01
            try db.execute(sql: "UPDATE lead SET email = ?", arguments: [sealed])
        }
        #expect(throws: StoreError.sealedEmail(lead: 1, reason: Self.doesNotAuthenticate(store))) {
            try store.leads.leads(of: player.id)
        }
    }

    @Test func anEmailMovedToAnotherPlayersRowDoesNotOpenThere() throws {
        let store = try LeadFixture()
        let ada = try store.directory.newGuest(at: moment)
        let bob = try store.directory.newGuest(at: moment)
        try store.leads.save(store.form("Ada", "ada@example.org"), for: ada, at: moment)
        try store.leads.save(store.form("Bob", "bob@example.org"), for: bob, at: moment)
        try store.database.write { db in
            try db.execute(sql: "UPDATE lead SET email = (SELECT email FROM lead WHERE id = 1) WHERE id = 2")
        }
        #expect(try store.leads.leads(of: ada.id).map(\.email) == ["ada@example.org"])
        #expect(throws: StoreError.sealedEmail(lead: 2, reason: Self.doesNotAuthenticate(store))) {
            try store.leads.leads(of: bob.id)
        }
    }

    @Test func aWrongKeyIsNamedAsSuch() throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        try store.leads.save(store.form(), for: player, at: moment)
        let original = try #require(try LeadKey.load(path: store.keyPath))
        try FileManager.default.removeItem(atPath: store.keyPath)
        let other = try LeadKey.create(path: store.keyPath)
        let reason =
            "it was sealed with another key (id \(LeadKey.hex(original.id))) than the one in \(store.keyPath) "
            + "(id \(LeadKey.hex(other.id))); put back the key file it was sealed with"
        #expect(throws: StoreError.sealedEmail(lead: 1, reason: reason)) { try store.leads.allLeads() }
        #expect(original.id != other.id)
    }

    @Test func aKeyOthersMayReadIsRefused() throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        try store.leads.save(store.form(), for: player, at: moment)
        chmod(store.keyPath, 0o644)
        #expect(
            throws: StoreError.keyFile(
                path: store.keyPath,
                reason: "other users may read it (mode 0644); only its owner may: run chmod 600 \(store.keyPath)")
        ) { try store.leads.allLeads() }
        #expect(throws: StoreError.self) { try store.leads.save(store.form(), for: player, at: moment) }
    }

    @Test func aKeyOfTheWrongSizeIsRefused() throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        _ = FileManager.default.createFile(
            atPath: store.keyPath, contents: Data(repeating: 7, count: 16), attributes: [.posixPermissions: 0o600])
        #expect(
            throws: StoreError.keyFile(
                path: store.keyPath, reason: "it holds 16 bytes, not the 32 of a key TiltQuiz made")
        ) { try store.leads.save(store.form(), for: player, at: moment) }
    }

    @Test func aLostKeyIsNotReplacedWhileEmailsWaitForIt() throws {
        let store = try LeadFixture()
        let player = try store.directory.newGuest(at: moment)
        try store.leads.save(store.form(), for: player, at: moment)
        try FileManager.default.removeItem(atPath: store.keyPath)
        let missing = StoreError.keyFile(
            path: store.keyPath,
            reason: "it is missing, and the store holds 1 sealed email; put back the key they were sealed with "
                + "(from a backup of the data folder): no other key can open them")
        #expect(throws: missing) { try store.leads.allLeads() }
        #expect(throws: missing) { try store.leads.save(store.form(), for: player, at: moment) }
        #expect(!FileManager.default.fileExists(atPath: store.keyPath))
    }

    @Test func aKeyMadeMeanwhileByAnotherProcessIsTheOneUsed() throws {
        let store = try LeadFixture()
        let first = try LeadKey.create(path: store.keyPath)
        let second = try LeadKey.create(path: store.keyPath)
        #expect(first.id == second.id, "the second found the first's key at the name and used it")
        #expect(try store.files().filter { $0.contains("key") } == ["tiltquiz.key"], "no temporary file is left")
    }

    @Test func aNewPlayerAndTheirLeadAreKeptTogether() throws {
        let store = try LeadFixture()
        let (player, lead) = try store.leads.save(store.form("Grace"), forNewPlayerAt: moment)
        #expect(player == PlayerRef(id: 1, name: "Grace", isGuest: false))
        #expect(lead.playerID == 1)
        #expect(throws: StoreError.self) { try store.leads.save(store.form("Grace", "nope"), forNewPlayerAt: moment) }
        #expect(try store.playerCount() == 1, "a refused lead adds no player")
    }

    @Test func anInMemoryStoreNeedsAKeyFileGiven() throws {
        let folder = TemporaryFolder()
        let database = try QuizDatabase()
        let player = try PlayerDirectory(database: database).newGuest(at: moment)
        let form = LeadForm(name: "Ada", email: "ada@example.org", consented: true, consentText: "Yes.")
        #expect(throws: StoreError.self) { try LeadStore(database: database).save(form, for: player, at: moment) }
        let leads = LeadStore(database: database, keyPath: folder.file("k"))
        try leads.save(form, for: player, at: moment)
        #expect(try leads.allLeads().map(\.email) == ["ada@example.org"])
    }

    static func doesNotAuthenticate(_ store: LeadFixture) -> String {
        "it does not authenticate with the key in \(store.keyPath): its bytes were changed, or it was moved from "
            + "another player's row, so it is not shown"
    }
}
