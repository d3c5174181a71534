import Foundation
import Hummingbird
import QuizStore

/// The gate in front of every page but the log-in page and the stylesheet:
/// no session (or one whose player is banned, or no longer a moderator or
/// admin) goes to the log-in page; a role below `minimum` gets 403; a POST
/// must carry the session's CSRF token in its `csrf` field (an upload, `multipart/form-data`, in its query
/// string's `csrf`, so its body can stream to its route), else 403.
struct RequireRole: RouterMiddleware {
    typealias Context = AdminContext

    let minimum: AdminRole
    let queries: AdminQueries
    let pages: Pages

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard let session = context.sessions.session, let user = try signedIn(session) else {
            if context.sessions.session != nil { context.sessions.clearSession() }
            return Pages.redirect("/login")
        }
        guard user.role >= minimum else {
            let words = context.words
            return pages.message(
                words["web.not_allowed"],
                words.text("web.page_for_admins", ["role": Pages.role(user.role.rawValue, words)]), in: context,
                status: .forbidden)
        }
        var context = context
        context.user = user
        if request.method == .post,
            request.headers[.contentType].map({ Multipart.boundary(contentType: $0) != nil }) == true
        {
            // An upload streams its body to its route: its form carries the token in the query string instead.
            guard let token = request.uri.queryParameters.get("csrf"), Token.same(token, session.csrf) else {
                return expired(context)
            }
            return try await next(request, context)
        }
        if request.method == .post {
            var request = request
            let body = try await request.collectBody(upTo: context.maxUploadSize)
            let form = FormFields(body: String(buffer: body))
            guard let token = form["csrf"], Token.same(token, session.csrf) else { return expired(context) }
            context.form = form
            return try await next(request, context)
        }
        return try await next(request, context)
    }

    func expired(_ context: AdminContext) -> Response {
        pages.message(
            context.words["web.form_expired"], context.words["web.form_expired_why"], in: context, status: .forbidden)
    }

    /// The session's player as a moderator or admin, nil when they are neither any more, banned, or gone.
    func signedIn(_ session: AdminSession) throws -> AdminUser? {
        guard let standing = try queries.standing(session.playerID), !standing.banned,
            let role = AdminRole(rawValue: standing.role)
        else { return nil }
        return AdminUser(id: standing.id, name: standing.name, role: role, csrf: session.csrf)
    }
}
