import Hummingbird
import QuizFleet
import QuizFlows
import QuizText

/// A fleet page whose PostgreSQL failed (down, unreachable, a wrong password, a role without the grants) gets
/// a page with the failure's one line and 503, never a 500: the admin sees what to fix, and the store's pages
/// keep working.
struct FleetTrouble: RouterMiddleware {
    typealias Context = AdminContext

    let pages: Pages

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let failure as FleetFailure {
            return pages.message(
                context.words["web.fleet_did_not_answer"], Self.line(failure, context.words), in: context,
                status: .serviceUnavailable)
        }
    }

    /// The failure's line in the page's language (worded as the kiosk and `tiltquiz fleet` word it; the server's
    /// and the system's words as they are), with what to do when the admin's user lacks the grants.
    static func line(_ failure: FleetFailure, _ words: Catalog) -> String {
        var line = words.text("web.fleet_nothing_read", ["failure": failure.words(in: words)])
        if case .server(_, _, let sqlState) = failure, sqlState == "42501" {
            line += " " + words.text("web.fleet_grants", ["role": FleetSchema.adminRole])
        }
        return line
    }
}
