import Foundation
import Hummingbird
import QuizStore

/// The players' reports (moderators): `GET /reports` (open, or `?state=closed`) grouped by question, with its
/// text, topic, counts by reason and each report's note, player and time; links to fix (`/questions/{id}/edit`)
/// or retire (`/questions/{id}`) the question; `POST /reports/{id}/close` (the question's id, `status` resolved
/// or dismissed, with the CSRF token) closes the question's open reports.
struct ReportsRoutes {
    let queries: AdminQueries
    let pages: Pages
    var timeZone: TimeZone = .current

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/reports") { request, context in try list(request, context) }
        group.post("/reports/{id}/close") { _, context in try close(context) }
    }

    func list(_ request: Request, _ context: AdminContext) throws -> Response {
        let asked = request.uri.queryParameters.get("state") ?? ReportState.open.rawValue
        guard let state = ReportState(rawValue: asked) else {
            return pages.message(
                "No such list", "The reports' list \(asked) is not one of open or closed.", user: context.user,
                status: .badRequest)
        }
        let groups = try queries.reportGroups(state).map { group -> [String: Any] in
            let counts: [[String: Any]] = ["wrong", "inappropriate", "other"].compactMap { reason in
                group.counts[reason].map { ["label": Self.reasonLabel(reason), "count": $0] }
            }
            let reports: [[String: Any]] = group.reports.map { report in
                [
                    "reason": Self.reasonLabel(report.reason), "note": report.note.isEmpty ? "–" : report.note,
                    "player": report.playerName.map { "\($0) (#\(report.playerID ?? 0))" } ?? "someone since erased",
                    "when": Days.moment(report.createdAt, in: timeZone), "status": report.status,
                    "closed": state == .closed,
                ]
            }
            return [
                "questionID": String(group.questionID), "questionText": group.questionText,
                "correctAnswer": group.correctAnswer, "topic": group.topic,
                "retired": group.questionStatus == QuestionStatus.retired.rawValue, "counts": counts,
                "reports": reports,
                "open": state == .open, "closed": state == .closed,
            ]
        }
        let states: [[String: Any]] = ReportState.allCases.map { option in
            [
                "state": option.rawValue, "label": option == .open ? "Open reports" : "Closed reports",
                "selected": option == state,
            ]
        }
        return pages.html(
            "reports", title: state == .open ? "Reports" : "Closed reports", user: context.user,
            [
                "states": states, "groups": groups, "hasGroups": !groups.isEmpty,
                "empty": state == .open ? "No open reports: nothing to look at." : "No report has been closed yet.",
            ])
    }

    func close(_ context: AdminContext) throws -> Response {
        let id = context.parameters.get("id") ?? ""
        guard let questionID = Int64(id) else {
            return pages.message(
                "No such question", "\(id) is not a question's number.", user: context.user, status: .notFound)
        }
        let asked = context.form["status"] ?? ""
        guard let closing = ReportClosing(rawValue: asked) else {
            return pages.message(
                "Not closed",
                "Close reports as resolved or dismissed\(asked.isEmpty ? "" : ", not \(asked)"): the form said neither.",
                user: context.user, status: .badRequest)
        }
        guard try queries.closeReports(questionID: questionID, as: closing) > 0 else {
            return pages.message(
                "Nothing to close",
                "Question #\(questionID) has no open reports (another moderator may have closed them).",
                user: context.user, status: .notFound)
        }
        return Pages.redirect("/reports")
    }

    static func reasonLabel(_ reason: String) -> String {
        switch reason {
        case "wrong": "Wrong"
        case "inappropriate": "Inappropriate"
        default: "Other"
        }
    }
}
