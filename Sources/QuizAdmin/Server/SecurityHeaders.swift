import Hummingbird

/// Adds the security headers to every response, errors included: a
/// Content-Security-Policy with no inline script or style and nothing from
/// elsewhere, no framing, no referrer, no MIME sniffing, and no caching of
/// pages (they hold players' data).
struct SecurityHeaders: RouterMiddleware {
    typealias Context = AdminContext

    static let policy =
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
        + "frame-ancestors 'none'; base-uri 'none'"

    static let fields: [(String, String)] = [
        ("Content-Security-Policy", policy), ("X-Frame-Options", "DENY"), ("Referrer-Policy", "no-referrer"),
        ("X-Content-Type-Options", "nosniff"), ("Cache-Control", "no-store"),
    ]

    /// `fields` with their names checked once, not on every response.
    static let named: HTTPFields = {
        var named = HTTPFields()
        for (name, value) in fields { named[.init(name)!] = value }
        return named
    }()

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        for field in Self.named { response.headers[field.name] = field.value }
        return response
    }
}
