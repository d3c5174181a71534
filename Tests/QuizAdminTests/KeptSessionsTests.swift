import Foundation
import QuizStore
import TestSupport
import Testing

@testable import QuizAdmin

/// Sessions kept a second in front of the store (`KeptSessions`, `StorePersistDriver`): what this server
/// writes or removes counts at once, a removal by another process within the second, an expired session
/// never.
@Suite struct KeptSessionsTests {
    static let session = AdminSession(playerID: 7, csrf: "token")

    @Test func aSessionIsKeptForItsLifetimeUnlessForgottenOrExpired() throws {
        let clock = ManualClock(1_000)
        let kept = KeptSessions(lifetime: 0.2, clock: clock.read)
        kept.keep("a", Self.session, expiresAt: nil, readAfter: kept.mark())
        #expect((kept.value("a") as? AdminSession)?.csrf == "token")
        kept.forget("a")
        #expect(kept.value("a") == nil, "forgotten at once")
        let expiry = Date(timeIntervalSince1970: 2_000_000_000)
        kept.keep("b", Self.session, expiresAt: expiry, readAfter: kept.mark())
        #expect(kept.value("b", now: expiry.addingTimeInterval(-1)) != nil)
        #expect(kept.value("b", now: expiry.addingTimeInterval(0.05)) == nil, "expired: never given out")
        kept.keep("c", Self.session, expiresAt: nil, readAfter: kept.mark())
        clock.advance(by: 0.19)
        #expect(kept.value("c") != nil, "kept within the lifetime")
        clock.advance(by: 0.02)
        #expect(kept.value("c") == nil, "older than the lifetime")
        // A read that began before a session was forgotten (a log-out meanwhile) is not kept.
        let mark = kept.mark()
        kept.forget("d")
        kept.keep("d", Self.session, expiresAt: nil, readAfter: mark)
        #expect(kept.value("d") == nil)
        #expect(kept.count == 0)
    }

    @Test func theDriverSeesItsOwnLogOutAtOnceAndAnotherProcesssWithinTheLifetime() async throws {
        let database = try QuizDatabase()
        let store = AdminSessionStore(database: database)
        var driver = StorePersistDriver(store: store)
        let clock = ManualClock(1_000)
        driver.kept = KeptSessions(lifetime: 1, clock: clock.read)
        try await driver.create(key: "a", value: Self.session, expires: .seconds(60))
        #expect(try await driver.get(key: "a", as: AdminSession.self)?.csrf == "token")
        try await driver.remove(key: "a")
        #expect(try await driver.get(key: "a", as: AdminSession.self) == nil, "this server's log-out: at once")

        try await driver.create(key: "b", value: Self.session, expires: .seconds(60))
        #expect(try await driver.get(key: "b", as: AdminSession.self) != nil)
        try store.remove(key: "b")  // as another process would: not through this driver
        #expect(try await driver.get(key: "b", as: AdminSession.self) != nil, "kept within the lifetime")
        clock.advance(by: 1.01)
        #expect(try await driver.get(key: "b", as: AdminSession.self) == nil, "gone once the lifetime is over")

        var changed = Self.session
        changed.csrf = "new"
        try await driver.create(key: "c", value: Self.session, expires: .seconds(60))
        #expect(try await driver.get(key: "c", as: AdminSession.self)?.csrf == "token")
        try await driver.set(key: "c", value: changed, expires: nil)
        #expect(try await driver.get(key: "c", as: AdminSession.self)?.csrf == "new", "a write: at once")
    }
}
