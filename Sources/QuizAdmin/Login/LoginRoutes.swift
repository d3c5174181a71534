import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// `GET /login`, `POST /login` and `POST /logout`. The log-in form carries a
/// token that must match a cookie set with it (a form posted from elsewhere
/// has neither); a log-in checks the password through the accounts (their
/// 5-minute lock after 5 wrong passwords) under `LoginThrottle`'s limits, and
/// lets in moderators and admins only. A new session gets a new id and CSRF token.
struct LoginRoutes {
    static let cookie = "tiltquiz_login"

    let accounts: AccountStore
    let queries: AdminQueries
    let pages: Pages
    let throttle: LoginThrottle
    let secureCookies: Bool
    /// The event's zone, in which a lock's end is written.
    let timeZone: TimeZone

    func add(to router: Router<AdminContext>, signedIn: RouterGroup<AdminContext>) {
        router.get("/login") { request, context in try await form(request, context) }
        router.post("/login") { request, context in try await logIn(request, context) }
        signedIn.post("/logout") { _, context in
            context.sessions.clearSession()
            return Pages.redirect("/login")
        }
    }

    func form(
        _ request: Request, _ context: AdminContext, message: String? = nil, name: String = ""
    ) async throws
        -> Response
    {
        if message == nil, let session = context.sessions.session, (try? queries.player(session.playerID)) != nil {
            return Pages.redirect("/")
        }
        let token = Token.make()
        var values: [String: Any] = ["loginToken": token, "name": name]
        if let message { values["error"] = message }
        var response = pages.html(
            "login", title: context.words["web.log_in"], in: context, status: message == nil ? .ok : .unauthorized,
            values)
        let cookie = Cookie(
            name: Self.cookie, value: token, path: "/login", secure: secureCookies, httpOnly: true, sameSite: .strict)
        response.headers[values: .setCookie].append(cookie.description)
        return response
    }

    func logIn(_ request: Request, _ context: AdminContext) async throws -> Response {
        var request = request
        let form = FormFields(body: String(buffer: try await request.collectBody(upTo: context.maxUploadSize)))
        guard let token = form["loginToken"], let cookie = request.cookies[Self.cookie]?.value,
            Token.same(token, cookie)
        else {
            return try await self.form(
                request, context, message: context.words["web.login_form_expired"])
        }
        let name = Username.trimmed(form["name"] ?? "")
        let password = form["password"] ?? ""
        guard !name.isEmpty, !password.isEmpty else {
            return try await self.form(
                request, context, message: context.words["web.login_give_both"], name: name)
        }
        let now = Date()
        if let refusal = await throttle.refusal(
            account: name, address: context.address, at: now, words: context.words)
        {
            return try await self.form(request, context, message: refusal, name: name)
        }
        let outcome = try accounts.logIn(name, password: password, at: now)
        guard case .loggedIn(let player) = outcome else {
            switch outcome {
            case .wrongPassword, .noAccount, .locked:
                await throttle.failed(account: name, address: context.address, at: now)
            default: break
            }
            return try await self.form(
                request, context, message: Self.words(outcome, name: name, in: timeZone, context.words), name: name)
        }
        guard let record = try queries.player(player.id), AdminRole(rawValue: record.summary.role) != nil else {
            return try await self.form(
                request, context,
                message: context.words.text("web.login_only_staff", ["name": player.name]), name: name)
        }
        context.sessions.createSession(AdminSession(playerID: player.id, csrf: Token.make()))
        return Pages.redirect("/")
    }

    /// A refused log-in in words; a wrong password does not say whether the account exists.
    static func words(_ outcome: LoginOutcome, name: String, in timeZone: TimeZone, _ words: Catalog) -> String {
        switch outcome {
        case .noAccount, .wrongPassword:
            return words.text(
                "web.login_wrong",
                [
                    "tries": words.number(AccountLock.allowedFailures),
                    "minutes": words.number(AccountLock.minutes),
                ])
        case .locked(let until):
            return words.text(
                "web.login_locked",
                [
                    "name": name, "tries": words.number(AccountLock.allowedFailures),
                    "until": Days.moment(until, in: timeZone, words),
                ])
        case .banned: return words.text("web.login_banned", ["name": name])
        case .usernameWanted(let player): return words.text("web.login_username_wanted", ["name": player.name])
        case .loggedIn, .storeDown: return outcome.words(username: name) + "."
        }
    }
}
