import Hummingbird
import QuizFleet

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
                "The fleet's server did not answer", Self.line(failure), user: context.user,
                status: .serviceUnavailable)
        }
    }

    /// The failure's line, with what to do when the admin's user lacks the grants.
    static func line(_ failure: FleetFailure) -> String {
        var line = "Nothing was read or changed: \(failure.description)."
        if case .server(_, _, let sqlState) = failure, sqlState == "42501" {
            line += " The web admin connects as a member of \(FleetSchema.adminRole) (docs/fleet.md, \"Roles\")."
        }
        return line
    }
}
