import Foundation
import QuizStore
import TestSupport
import Testing

@testable import QuizAdmin

/// Every route behind a session and a role, over real HTTP on loopback: the router's own list of routes is
/// tried without a session (each goes to the log-in page), as a moderator (admin routes answer 403, the others
/// work), and every POST without or with a wrong CSRF token is refused.
@Suite(.serialized) struct AccessTests {
    /// The routes open without a session: the log-in form, the stylesheet and the language switch.
    static let open: Set<String> = ["GET /login", "POST /login", "GET /admin.css", "GET /language"]
    /// The routes for admins only.
    static let adminOnly: Set<String> = [
        "GET /players", "GET /players/{id}", "POST /players/{id}/ban", "POST /players/{id}/unban",
        "POST /players/{id}/role", "GET /boards.csv", "POST /players/{id}/email", "GET /players/{id}/avatar",
        "POST /players/{id}/export", "POST /players/{id}/delete", "POST /players.csv", "GET /email-views",
        "GET /settings", "POST /settings", "POST /settings/credits",
    ]

    /// The moderators' content routes (questions, import, submissions).
    static let content: Set<String> = [
        "GET /questions", "GET /questions.csv", "GET /questions/new", "POST /questions/new", "GET /questions/{id}",
        "GET /questions/{id}/edit", "POST /questions/{id}/edit", "POST /questions/{id}/retire", "GET /import",
        "POST /import", "POST /import/{id}/commit", "GET /import/{id}", "GET /submissions", "GET /submissions/{id}",
        "POST /submissions/{id}", "GET /topics", "POST /topics", "POST /topics/{id}/rename",
        "POST /topics/{id}/delete",
    ]

    /// Moderators' routes that change something: a moderator's POST there is not refused (403), whatever it
    /// answers for the made-up form (the reports' close answers 404: question #id has no open reports).
    static let moderators: Set<String> = ["GET /reports", "POST /reports/{id}/close"]

    static func path(_ route: String, id: Int64) -> (method: String, path: String) {
        let parts = route.split(separator: " ", maxSplits: 1).map(String.init)
        return (parts[0], parts[1].replacingOccurrences(of: "{id}", with: String(id)))
    }

    @Test func everyRouteWithoutASessionGoesToTheLogInPage() async throws {
        try await AdminFixture.with { fixture in
            let routes = fixture.server.routeList
            // The list is the router's, so a route added later is tried too; these are the slice's.
            #expect(Set(routes).isSuperset(of: Self.adminOnly.union(Self.open).union(["GET /", "GET /boards"])))
            #expect(Set(routes).isSuperset(of: Self.content.union(Self.moderators)))
            for route in routes where !Self.open.contains(route) {
                let (method, path) = Self.path(route, id: fixture.player.id)
                let reply: HTTPReply
                if method == "POST" {
                    reply = try await fixture.post(path, [("csrf", "x"), ("confirm", "yes"), ("role", "admin")])
                } else {
                    reply = try await fixture.get(path)
                }
                #expect(reply.status == 303, "\(route)")
                #expect(reply.header("location") == "/login", "\(route)")
            }
            // A made-up session cookie is no session.
            let forged = try await fixture.get("/", cookie: "tiltquiz_admin=0123456789")
            #expect(forged.status == 303)
            #expect(try AccountStore(database: fixture.database).isBanned(fixture.player) == false)
        }
    }

    @Test func aModeratorGets403OnEveryAdminRouteAndUsesTheOthers() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            for route in fixture.server.routeList where !Self.open.contains(route) {
                let (method, path) = Self.path(route, id: fixture.player.id)
                if route == "POST /logout" { continue }
                let reply: HTTPReply
                if method == "POST" {
                    reply = try await fixture.post(
                        path, [("csrf", csrf), ("confirm", "yes"), ("role", "admin")], cookie: cookie)
                } else {
                    reply = try await fixture.get(path, cookie: cookie)
                }
                if Self.adminOnly.contains(route) {
                    #expect(reply.status == 403, "\(route)")
                    #expect(reply.body.contains("This page is for admins"), "\(route)")
                } else if Self.content.contains(route) {
                    // Let in: no refusal for the role, no log-in page. (The player's id names no question,
                    // upload or submission, and the form posted is not theirs: 404, 400 or 415 say so.)
                    #expect(reply.status != 403 && reply.header("location") != "/login", "\(route)")
                    #expect(!reply.body.contains("This page is for admins"), "\(route)")
                    if method == "GET" && !route.contains("{id}") { #expect(reply.status == 200, "\(route)") }
                } else if method == "POST" {
                    #expect(reply.status != 403 && reply.status < 500, "\(route)")
                    #expect(reply.header("location") != "/login", "\(route)")
                } else {
                    #expect(reply.status == 200, "\(route)")
                }
            }
            let accounts = AccountStore(database: fixture.database)
            #expect(try accounts.isBanned(fixture.player) == false)
            #expect(try accounts.account(of: fixture.player)?.role == "player")
            // The moderator's page has no link to the admin's pages.
            let dashboard = try await fixture.get("/", cookie: cookie)
            #expect(!dashboard.body.contains("href=\"/players\""))
        }
    }

    @Test func aPostWithoutOrWithAWrongCSRFTokenIsRefused() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let ban = "/players/\(fixture.player.id)/ban"
            let accounts = AccountStore(database: fixture.database)
            let missing = try await fixture.post(ban, [("confirm", "yes")], cookie: cookie)
            #expect(missing.status == 403)
            #expect(missing.body.contains("security token is missing or wrong"))
            let wrong = try await fixture.post(
                ban, [("csrf", String(csrf.reversed())), ("confirm", "yes")], cookie: cookie)
            #expect(wrong.status == 403)
            #expect(try accounts.isBanned(fixture.player) == false)
            // Log out needs the token too.
            #expect(try await fixture.post("/logout", [], cookie: cookie).status == 403)
            #expect(try await fixture.get("/", cookie: cookie).status == 200)
            // With the token: the confirmation step, then the ban.
            let asked = try await fixture.post(ban, [("csrf", csrf)], cookie: cookie)
            #expect(asked.status == 200)
            #expect(asked.body.contains("Ban plain?"))
            #expect(try accounts.isBanned(fixture.player) == false)
            let done = try await fixture.post(ban, [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(done.status == 303)
            #expect(try accounts.isBanned(fixture.player) == true)
            // The log-in form's own token: a POST without the cookie that goes with it is refused.
            let forged = try await fixture.post("/login", [("loginToken", "abc"), ("name", "boss"), ("password", "x")])
            #expect(forged.status == 401)
            #expect(forged.body.contains("expired or came from elsewhere"))
        }
    }

    @Test func logOutEndsTheSession() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let out = try await fixture.post("/logout", [("csrf", csrf)], cookie: cookie)
            #expect(out.status == 303)
            #expect(out.header("location") == "/login")
            #expect(try await fixture.get("/", cookie: cookie).status == 303)
        }
    }
}
