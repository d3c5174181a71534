import Foundation
import Hummingbird
import QuizStore
import QuizText

/// The question pages' changes: the add and edit form, saving it, and the confirmed retire (or delete) and put
/// back. Each goes through `bank` (`AdminBank`); adding only through the device's store (`local`).
extension QuestionsRoutes {
    func edit(_ context: AdminContext) async throws -> Response {
        guard let key = Self.key(context) else { return missing(context) }
        guard let question = try await bank.question(key) else {
            return try forward(key, suffix: "/edit") ?? missing(context)
        }
        guard question.kind == .multipleChoice else { return trueFalse(context, key) }
        return try await form(context, draft: question.draft, entry: question)
    }

    /// The add or edit form, with `problems` by field (and `more`, already worded) after a refused POST; with the
    /// fleet, its status (`status`: as posted, else the question's).
    func form(
        _ context: AdminContext, draft: QuestionDraft?, entry: BankEntry?, problems: [DraftProblem] = [],
        more: [[String: String]] = [], status: String? = nil, code: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let blank = QuestionDraft(topic: "", text: "", correct: "", wrong: [])
        let words = context.words
        var values = QuestionForm.values(
            draft ?? blank, topics: try await bank.topics().map(\.name), badges: try await bank.badgeCodes(),
            problems: problems, powerUpFields: bank.isDevice, words: words)
        if !more.isEmpty {
            values["problems"] = ((values["problems"] as? [[String: String]]) ?? []) + more
            values["hasProblems"] = true
        }
        let href = entry.map { FormFields.encode($0.key) }
        values["action"] = href.map { "/questions/\($0)/edit" } ?? "/questions/new"
        values["back"] = href.map { "/questions/\($0)" } ?? "/questions"
        if let entry, !bank.isDevice {
            values["statusChoice"] = true
            values["statuses"] = Self.statuses(selected: status ?? entry.status.rawValue, words)
        }
        return pages.html(
            "questionForm",
            title: entry.map { words.text("web.edit_question_title", ["id": $0.key]) } ?? words["web.add_a_question"],
            in: context, status: code, values)
    }

    func save(_ context: AdminContext, key: String?) async throws -> Response {
        let draft = QuestionForm.draft(context.form)
        guard let key else { return try await add(context, draft) }
        guard let entry = try await bank.question(key) else { return missing(context) }
        guard entry.kind == .multipleChoice else { return trueFalse(context, key) }
        var status: QuestionStatus?
        if !bank.isDevice, let posted = context.form["status"] {
            guard let chosen = QuestionStatus(rawValue: posted) else {
                let words = context.words
                let problem = [
                    "field": words["web.status"],
                    "message": words.text("web.question_status_unknown", ["status": posted]),
                ]
                return try await form(
                    context, draft: draft, entry: entry, problems: draft.problems, more: [problem], status: posted,
                    code: .badRequest)
            }
            status = chosen
        }
        do {
            try await bank.edit(entry, draft, status: status)
            return Pages.redirect("/questions/\(FormFields.encode(key))")
        } catch let refusal as BankRefusal {
            return try await refused(context, refusal, draft: draft, entry: entry, status: status?.rawValue)
        } catch let duplicate as BankDuplicate {
            // The device's numbers and the fleet's uids alike: the same words as an added duplicate's.
            let words = context.words
            let problem = [
                "field": QuestionForm.fieldName("question", words),
                "message": words.text("web.question_duplicate", ["id": duplicate.key]),
            ]
            return try await form(
                context, draft: draft, entry: entry, more: [problem], status: status?.rawValue, code: .conflict)
        }
    }

    /// A new question in this device's store (only offered with `local`).
    func add(_ context: AdminContext, _ draft: QuestionDraft) async throws -> Response {
        guard let local else { return missing(context) }
        do throws(BankRefusal) {
            return Pages.redirect("/questions/\(try local.bank.add(draft))")
        } catch {
            return try await refused(context, error, draft: draft, entry: nil, status: nil)
        }
    }

    /// The form again with the refusal's problems, or the page saying why nothing was saved.
    func refused(
        _ context: AdminContext, _ refusal: BankRefusal, draft: QuestionDraft, entry: BankEntry?, status: String?
    ) async throws -> Response {
        switch refusal {
        case .problems(let problems):
            return try await form(
                context, draft: draft, entry: entry, problems: problems, status: status, code: .badRequest)
        case .duplicate(let other):
            let problem = DraftProblem(field: "question", reason: .duplicate(of: other))
            return try await form(
                context, draft: draft, entry: entry, problems: [problem], status: status, code: .conflict)
        case .missing:
            return missing(context)
        default:
            return pages.message(
                context.words["web.not_saved"], context.words.text("web.question_not_saved", ["reason": "\(refusal)"]),
                in: context, status: .internalServerError)
        }
    }

    func retire(_ context: AdminContext) async throws -> Response {
        guard let key = Self.key(context), let question = try await bank.question(key) else {
            return missing(context)
        }
        let href = FormFields.encode(key)
        if context.form["restore"] == "yes" {
            try await bank.restore(question)
            return Pages.redirect("/questions/\(href)")
        }
        let history = try await bank.hasHistory(question)
        let words = context.words
        if context.form["confirm"] != "yes" {
            let asked =
                !bank.isDevice
                ? "web.confirm_retire_fleet" : history ? "web.confirm_retire" : "web.confirm_delete_question"
            return pages.html(
                "confirm", title: words["web.confirm"], in: context,
                [
                    "question": words.text(asked, ["id": key, "text": question.draft.text]),
                    "action": "/questions/\(href)/retire", "back": "/questions/\(href)", "fields": [[String: String]](),
                ])
        }
        switch try await bank.remove(question) {
        case .retired: return Pages.redirect("/questions/\(href)")
        case .deleted:
            return pages.message(
                words["web.deleted"], words.text("web.question_deleted", ["id": key]), in: context, status: .ok)
        }
    }

    func trueFalse(_ context: AdminContext, _ key: String) -> Response {
        let words = context.words
        return pages.message(
            words["web.not_editable_here"],
            words.text(bank.isDevice ? "web.true_false_from_pack" : "web.true_false_fleet", ["id": key]),
            in: context, status: .conflict)
    }
}
