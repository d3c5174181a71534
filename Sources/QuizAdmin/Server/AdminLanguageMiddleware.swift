import Hummingbird
import QuizText

/// Chooses each request's language (`AdminLanguages`: the switch's cookie, else `Accept-Language`, else the
/// default) before any route, and says it on the response (`Content-Language`; `Vary` since the same address
/// answers in several languages).
struct AdminLanguageMiddleware: RouterMiddleware {
    typealias Context = AdminContext

    let languages: AdminLanguages

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.words = languages.catalog(
            cookie: request.cookies[AdminLanguages.cookie]?.value, acceptLanguage: request.headers[.acceptLanguage])
        context.path = request.uri.description
        var response = try await next(request, context)
        response.headers[.contentLanguage] = context.words.language
        response.headers[values: .vary].append("Accept-Language, Cookie")
        return response
    }
}

/// `GET /language?to=CODE&back=PATH`: the pages' language switch. Keeps the choice in a cookie (a year; the
/// language code only) and goes back to the page it was chosen on (a path of this site; else the dashboard).
struct LanguageSwitchRoute {
    let languages: AdminLanguages
    let secureCookies: Bool

    func add(to router: Router<AdminContext>) {
        router.get("/language") { request, _ in choose(request) }
    }

    func choose(_ request: Request) -> Response {
        let query = request.uri.queryParameters
        var response = Pages.redirect(Self.safeBack(query.get("back")))
        if let code = query.get("to"), languages.offers(code) {
            let cookie = Cookie(
                name: AdminLanguages.cookie, value: code, maxAge: 365 * 24 * 60 * 60, path: "/",
                secure: secureCookies, httpOnly: true, sameSite: .lax)
            response.headers[values: .setCookie].append(cookie.description)
        }
        return response
    }

    /// `back` when it is a path of this site (`/players?page=2`), never another site's address (`//evil`,
    /// `https://...`, a backslash a browser may read as a slash); else `/`.
    static func safeBack(_ back: String?) -> String {
        guard let back, back.hasPrefix("/"), !back.hasPrefix("//"), !back.contains("\\"),
            !back.contains(where: { $0.isNewline })
        else { return "/" }
        return back
    }
}
