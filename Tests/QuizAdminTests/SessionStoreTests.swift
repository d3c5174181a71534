import Foundation
import QuizStore
import Testing

/// Sessions kept in the game's store: a signed-in browser stays signed in
/// across a restart of the server, logging out removes its row, and expired
/// sessions are refused and removed.
@Suite struct SessionStoreTests {
    @Test func aSessionSurvivesARestartAndLogOutRemovesItsRow() async throws {
        try await AdminFixture.with { fixture in
            let sessions = AdminSessionStore(database: fixture.database)
            #expect(try sessions.count() == 0)
            let (cookie, csrf) = try await fixture.logIn("boss", AdminFixture.adminPassword)
            #expect(try sessions.count() == 1)
            try await fixture.restart()
            let page = try await fixture.get("/", cookie: cookie)
            #expect(page.status == 200, "the cookie still works after the restart")
            #expect(AdminFixture.field("csrf", in: page.body) == csrf, "and the session's CSRF token with it")
            #expect(try await fixture.get("/settings", cookie: cookie).status == 200)
            let out = try await fixture.post("/logout", [("csrf", csrf)], cookie: cookie)
            #expect(out.status == 303)
            #expect(try AdminSessionStore(database: fixture.database).count() == 0)
            #expect(try await fixture.get("/", cookie: cookie).status == 303)
        }
    }

    @Test func anExpiredSessionIsNoSessionAndIsRemoved() throws {
        let database = try QuizDatabase()
        let sessions = AdminSessionStore(database: database)
        let now = Date()
        let value = Data(#"{"playerID":1,"csrf":"x"}"#.utf8)
        #expect(try sessions.create(key: "old", value: value, expiresAt: now.addingTimeInterval(60), now: now))
        #expect(try sessions.create(key: "old", value: value, expiresAt: nil, now: now) == false, "a key is taken")
        #expect(try sessions.get(key: "old", now: now)?.value == value)
        // A write without an expiry keeps the one it had.
        try sessions.set(key: "old", value: value, expiresAt: nil)
        #expect(try sessions.get(key: "old", now: now.addingTimeInterval(61)) == nil)
        #expect(try sessions.count() == 0, "read once expired, it is removed")
        #expect(try sessions.create(key: "a", value: value, expiresAt: now.addingTimeInterval(10), now: now))
        #expect(try sessions.create(key: "b", value: value, expiresAt: nil, now: now))
        // Making a session removes the expired ones.
        #expect(try sessions.create(key: "c", value: value, expiresAt: nil, now: now.addingTimeInterval(11)))
        #expect(try sessions.count() == 2)
        #expect(try sessions.removeExpired(now: now.addingTimeInterval(3600)) == 0)
    }
}
