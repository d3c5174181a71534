import Foundation
import Hummingbird
import QuizStore
import QuizText

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
                context.words["web.no_such_list"], context.words.text("web.bad_report_list", ["list": asked]),
                in: context, status: .badRequest)
        }
        let words = context.words
        let groups = try queries.reportGroups(state).map { group -> [String: Any] in
            let counts: [[String: Any]] = ["wrong", "inappropriate", "other"].compactMap { reason in
                group.counts[reason].map { ["label": Self.reasonLabel(reason, words), "count": $0] }
            }
            let reports: [[String: Any]] = group.reports.map { report in
                [
                    "reason": Self.reasonLabel(report.reason, words), "note": report.note.isEmpty ? "–" : report.note,
                    "player": report.playerName.map { "\($0) (#\(report.playerID ?? 0))" }
                        ?? words["web.someone_erased"],
                    "when": Days.moment(report.createdAt, in: timeZone, words),
                    "status": Self.closedAs(report.status, words),
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
                "state": option.rawValue, "label": words[option == .open ? "web.open_reports" : "web.closed_reports"],
                "selected": option == state,
            ]
        }
        return pages.html(
            "reports", title: words[state == .open ? "web.reports" : "web.closed_reports"], in: context,
            [
                "states": states, "groups": groups, "hasGroups": !groups.isEmpty,
                "empty": words[state == .open ? "web.no_open_reports" : "web.no_closed_reports"],
            ])
    }

    func close(_ context: AdminContext) throws -> Response {
        let id = context.parameters.get("id") ?? ""
        let words = context.words
        guard let questionID = Int64(id) else {
            return pages.message(
                words["web.no_such_question"], words.text("web.not_a_question_number", ["id": id]), in: context,
                status: .notFound)
        }
        let asked = context.form["status"] ?? ""
        guard let closing = ReportClosing(rawValue: asked) else {
            return pages.message(
                words["web.not_closed"],
                asked.isEmpty ? words["web.close_as_neither"] : words.text("web.close_as_not", ["status": asked]),
                in: context, status: .badRequest)
        }
        guard try queries.closeReports(questionID: questionID, as: closing) > 0 else {
            return pages.message(
                words["web.nothing_to_close"], words.text("web.no_open_reports_for", ["id": String(questionID)]),
                in: context, status: .notFound)
        }
        return Pages.redirect("/reports")
    }

    static func reasonLabel(_ reason: String, _ words: Catalog) -> String {
        switch reason {
        case "wrong": words["web.reason_wrong"]
        case "inappropriate": words["web.reason_inappropriate"]
        default: words["web.reason_other"]
        }
    }

    /// How a closed report was closed (resolved, dismissed) in `words`' language; another as it is stored.
    static func closedAs(_ status: String, _ words: Catalog) -> String {
        switch status {
        case "resolved": words["web.closed_resolved"]
        case "dismissed": words["web.closed_dismissed"]
        default: status
        }
    }
}
