import Foundation
import QuizStore
import Testing

@testable import QuizAdmin

/// Logging in over real HTTP: moderators and admins only, the session cookie's attributes, and the limits
/// (5 failures per account and per address a minute; the accounts' own 5-minute lock behind them).
@Suite(.serialized) struct LoginTests {
    @Test func theSixthLogInForAnAccountIsRefusedEvenWithTheRightPassword() async throws {
        // A high per-address limit, so only the account's limit and lock are at work.
        let limits = LoginLimits(perAccount: 5, perAddress: 100, window: 60)
        try await AdminFixture.with(limits: limits) { fixture in
            for attempt in 1...5 {
                let reply = try await fixture.tryLogIn("mod", "Wrong-pass1!")
                #expect(reply.status == 401)
                // The fifth wrong password locks the account in the store (the game's log-in refuses it too).
                let words = attempt < 5 ? "The username or password is wrong" : "mod is locked after 5 wrong passwords"
                #expect(reply.body.contains(words))
                // The lock's end as the page's language writes a moment, not ISO 8601.
                #expect(reply.body.range(of: #"\d{4}-\d\d-\d\dT\d\d"#, options: .regularExpression) == nil)
                #expect(reply.setCookies["tiltquiz_admin"] == nil)
            }
            let sixth = try await fixture.tryLogIn("mod", AdminFixture.moderatorPassword)
            #expect(sixth.status == 401)
            #expect(sixth.body.contains("Too many failed log-ins for &quot;mod&quot;"))
            #expect(sixth.setCookies["tiltquiz_admin"] == nil)
            // The store's lock, behind the web admin's own limit.
            let outcome = try fixture.accounts.logIn("mod", password: AdminFixture.moderatorPassword)
            guard case .locked = outcome else {
                Issue.record("the account is not locked: \(outcome)")
                return
            }
            // Another account from the same address still logs in.
            _ = try await fixture.logIn("boss", AdminFixture.adminPassword)
        }
    }

    @Test func theSixthLogInFromAnAddressIsRefused() async throws {
        try await AdminFixture.with { fixture in
            for index in 1...5 {
                #expect(try await fixture.tryLogIn("nobody\(index)", "Wrong-pass1!").status == 401)
            }
            let sixth = try await fixture.tryLogIn("boss", AdminFixture.adminPassword)
            #expect(sixth.status == 401)
            #expect(sixth.body.contains("Too many failed log-ins from your address (127.0.0.1)"))
            #expect(sixth.setCookies["tiltquiz_admin"] == nil)
        }
    }

    @Test func aFormBodyOver64KBIsRefused() async throws {
        try await AdminFixture.with { fixture in
            let big = String(repeating: "a", count: 70 * 1024)
            let reply = try await fixture.post("/login", [("loginToken", "x"), ("name", big), ("password", "x")])
            #expect(reply.status == 413)
            #expect(reply.header("x-frame-options") == "DENY")
            let (cookie, csrf) = try await fixture.logIn("boss", AdminFixture.adminPassword)
            let signedIn = try await fixture.post(
                "/players/\(fixture.player.id)/ban", [("csrf", csrf), ("confirm", "yes"), ("pad", big)], cookie: cookie)
            #expect(signedIn.status == 413)
            #expect(try fixture.accounts.isBanned(fixture.player) == false)
        }
    }

    @Test func playersAndBannedModeratorsCannotLogIn() async throws {
        try await AdminFixture.with { fixture in
            let player = try await fixture.tryLogIn("plain", AdminFixture.playerPassword)
            #expect(player.status == 401)
            #expect(player.body.contains("plain is a player; only moderators and admins"))
            try fixture.accounts.setBanned(fixture.moderator, true)
            let banned = try await fixture.tryLogIn("mod", AdminFixture.moderatorPassword)
            #expect(banned.status == 401)
            #expect(banned.body.contains("mod is banned and cannot log in"))
        }
    }

    @Test func aBanOrADemotionEndsASessionAtTheNextClick() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            #expect(try await fixture.get("/", cookie: cookie).status == 200)
            try fixture.accounts.setRole(of: fixture.moderator, to: "player")
            let after = try await fixture.get("/", cookie: cookie)
            #expect(after.status == 303)
            #expect(after.header("location") == "/login")
        }
    }

    @Test func theSessionCookieIsHttpOnlyAndSameSiteStrictAndSecureWhenAsked() async throws {
        try await AdminFixture.with { fixture in
            let reply = try await fixture.tryLogIn("boss", AdminFixture.adminPassword)
            let cookie = try #require(reply.setCookies["tiltquiz_admin"])
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Strict"))
            #expect(!cookie.contains("Secure"))
            let form = try await fixture.get("/login")
            let login = try #require(form.setCookies["tiltquiz_login"])
            #expect(login.contains("HttpOnly") && login.contains("SameSite=Strict"))
        }
        try await AdminFixture.with(secureCookies: true) { fixture in
            let reply = try await fixture.tryLogIn("boss", AdminFixture.adminPassword)
            let cookie = try #require(reply.setCookies["tiltquiz_admin"])
            #expect(cookie.contains("Secure"))
        }
    }
}
