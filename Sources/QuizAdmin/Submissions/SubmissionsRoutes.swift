import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// Players' question submissions (moderators): `GET /submissions` (pending first; `status=` filters, pages of 25),
/// `GET /submissions/{id}` (the submission in the question form, to edit and complete with wrong answers and a
/// topic), and `POST /submissions/{id}` with `action=accept` (the edited question joins the bank, playable at once;
/// it needs a topic other than "Other" and `AnswerLimits.wrongDealt` wrong answers, else the page says why and the
/// submission stays pending) or `action=decline`.
struct SubmissionsRoutes {
    static let pageSize = 25
    static let statuses = SubmissionStatus.allCases.map(\.rawValue)

    let bank: QuestionBank
    let pages: Pages
    var timeZone: TimeZone = .current

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/submissions") { request, context in try list(request, context) }
        group.get("/submissions/{id}") { _, context in try show(context, draft: nil) }
        group.post("/submissions/{id}") { _, context in try review(context) }
    }

    func list(_ request: Request, _ context: AdminContext) throws -> Response {
        // Read as a form: a browser's GET form writes a space as "+".
        let query = FormFields(body: request.uri.query ?? "")
        let status = query["status"].flatMap { Self.statuses.contains($0) ? $0 : nil }
        let page = max(1, query["page"].flatMap { Int($0) } ?? 1)
        let found = try bank.submissions(
            status: status, limit: Self.pageSize, offset: (page - 1) * Self.pageSize)
        let pageCount = max(1, (found.total + Self.pageSize - 1) / Self.pageSize)
        let link = { (number: Int) in "/submissions?status=\(status ?? "")&page=\(number)" }
        let words = context.words
        let rows: [[String: Any]] = found.rows.map { row in
            [
                "id": String(row.id), "text": row.text, "correct": row.correct, "topic": row.topicName,
                "player": row.playerName, "status": Self.status(row.status, words),
                "pending": row.status == SubmissionStatus.pending.rawValue,
                "created": Days.moment(row.createdAt, in: timeZone, words),
            ]
        }
        let filters: [[String: Any]] = ([""] + Self.statuses).map { value in
            [
                "value": value, "label": value.isEmpty ? words["web.every_status"] : Self.status(value, words),
                "selected": value == (status ?? ""),
            ]
        }
        return pages.html(
            "submissions", title: words["web.submissions"], in: context,
            [
                "submissions": rows, "hasSubmissions": !rows.isEmpty, "filters": filters,
                "totalText": words.plural("web.count_submissions", count: found.total),
                "page": page, "pageCount": pageCount,
                "previous": page > 1 ? link(page - 1) as Any : false as Any,
                "next": page < pageCount ? link(page + 1) as Any : false as Any,
            ])
    }

    /// The submission; pending ones in the question form, filled from the submission or from `draft` after a refusal.
    func show(
        _ context: AdminContext, draft: QuestionDraft?, problems: [DraftProblem] = [],
        status: HTTPResponse.Status = .ok
    ) throws -> Response {
        guard let id = context.parameters.get("id", as: Int64.self), let row = try bank.submission(id) else {
            return missing(context)
        }
        // "Other" is no topic to play under: the moderator chooses one (`QuestionDraft.playProblems`).
        let sentOther = row.topicName.lowercased() == QuestionSubmission.otherTopic.lowercased()
        let fill =
            draft
            ?? QuestionDraft(topic: sentOther ? "" : row.topicName, text: row.text, correct: row.correct, wrong: [])
        let words = context.words
        var values = QuestionForm.values(
            fill, topics: try bank.topics().map(\.name), badges: try bank.badgeCodes(), problems: problems,
            forPlay: true,
            words: words)
        values["sentOther"] = sentOther
        values["id"] = String(id)
        values["player"] = row.playerName
        values["submittedText"] = row.text
        values["submittedCorrect"] = row.correct
        values["submittedTopic"] = row.topicName
        values["status"] = Self.status(row.status, words)
        values["pending"] = row.status == SubmissionStatus.pending.rawValue
        values["created"] = Days.moment(row.createdAt, in: timeZone, words)
        values["reviewed"] = row.reviewedAt.map { Days.moment($0, in: timeZone, words) } ?? ""
        values["reviewer"] = row.reviewerName
        values["questionID"] = row.questionID.map { String($0) as Any } ?? false
        return pages.html(
            "submission", title: words.text("web.submission_title", ["id": String(id)]), in: context, status: status,
            values)
    }

    func review(_ context: AdminContext) throws -> Response {
        guard let id = context.parameters.get("id", as: Int64.self), let user = context.user else {
            return missing(context)
        }
        let words = context.words
        let draft = QuestionForm.draft(context.form)
        do throws(BankRefusal) {
            switch context.form["action"] {
            case "accept":
                let questionID = try bank.accept(id, as: draft, reviewer: user.id)
                return Pages.redirect("/questions/\(questionID)")
            case "decline":
                try bank.decline(id, reviewer: user.id)
                return Pages.redirect("/submissions/\(id)")
            default:
                return pages.message(
                    words["web.not_done"], words.text("web.choose_accept_or_decline", ["id": String(id)]),
                    in: context, status: .badRequest)
            }
        } catch .problems(let problems) {
            return try show(context, draft: draft, problems: problems, status: .badRequest)
        } catch .duplicate(let other) {
            let problem = DraftProblem(field: "question", reason: .duplicate(of: other))
            return try show(context, draft: draft, problems: [problem], status: .conflict)
        } catch .missing {
            return missing(context)
        } catch .reviewed(let status) {
            return pages.message(
                words["web.not_done"],
                words.text("web.submission_reviewed", ["id": String(id), "status": Self.status(status, words)]),
                in: context, status: .conflict)
        } catch {
            return pages.message(
                words["web.not_done"],
                words.text("web.submission_not_reviewed", ["id": String(id), "reason": "\(error)"]), in: context,
                status: .internalServerError)
        }
    }

    func missing(_ context: AdminContext) -> Response {
        pages.message(
            context.words["web.no_such_submission"],
            context.words.text("web.no_submission_numbered", ["id": context.parameters.get("id") ?? ""]),
            in: context, status: .notFound)
    }

    /// A submission's status (pending, accepted, declined) in `words`' language; another as it is stored.
    static func status(_ status: String, _ words: Catalog) -> String {
        let keys = [
            "pending": "web.status_pending", "accepted": "web.status_accepted", "declined": "web.status_declined",
        ]
        return keys[status].map { words[$0] } ?? status
    }
}
