import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// The question bank (moderators): `GET /questions` (by topic, search, pages of 25), `GET/POST /questions/new`,
/// `GET /questions/{id}` (what the game recorded, People's Choice as an SVG chart), `GET/POST
/// /questions/{id}/edit`, `POST /questions/{id}/retire` (confirmed first: a question ever answered is retired, one
/// never answered deleted; `restore=yes` puts a retired one back), and `GET /questions.csv` (our CSV, which the
/// importer reads back).
struct QuestionsRoutes {
    static let pageSize = 25

    let bank: QuestionBank
    let database: QuizDatabase
    let pages: Pages

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/questions") { request, context in try list(request, context) }
        group.get("/questions.csv") { _, _ in try csv() }
        group.get("/questions/new") { _, context in try form(context, draft: nil, id: nil) }
        group.post("/questions/new") { _, context in try save(context, id: nil) }
        group.get("/questions/{id}") { _, context in try show(context) }
        group.get("/questions/{id}/edit") { _, context in try edit(context) }
        group.post("/questions/{id}/edit") { _, context in try save(context, id: context.parameters.get("id")) }
        group.post("/questions/{id}/retire") { _, context in try retire(context) }
    }

    func list(_ request: Request, _ context: AdminContext) throws -> Response {
        // Read as a form: a browser's GET form writes a space as "+".
        let query = FormFields(body: request.uri.query ?? "")
        let search = query["q"] ?? ""
        let topicID = query["topic"].flatMap { Int64($0) }
        let page = max(1, query["page"].flatMap { Int($0) } ?? 1)
        let found = try bank.questions(
            topicID: topicID, search: search, limit: Self.pageSize, offset: (page - 1) * Self.pageSize)
        let pageCount = max(1, (found.total + Self.pageSize - 1) / Self.pageSize)
        let link = { (number: Int) in
            "/questions?topic=\(topicID.map(String.init) ?? "")&q=\(FormFields.encode(search))&page=\(number)"
        }
        let topics: [[String: Any]] = try bank.topics().map { topic in
            ["id": String(topic.id), "name": topic.name, "count": topic.questions, "selected": topic.id == topicID]
        }
        let rows: [[String: Any]] = found.questions.map { row in
            [
                "id": String(row.id), "topic": row.topic, "text": row.text, "correct": row.correct,
                "retired": row.status == QuestionStatus.retired.rawValue, "answers": row.answers,
            ]
        }
        return pages.html(
            "questions", title: context.words["web.questions"], in: context,
            [
                "search": search, "topics": topics, "questions": rows, "hasQuestions": !rows.isEmpty,
                "totalText": context.words.plural("web.count_questions", count: found.total), "page": page,
                "pageCount": pageCount,
                "previous": page > 1 ? link(page - 1) as Any : false as Any,
                "next": page < pageCount ? link(page + 1) as Any : false as Any,
            ])
    }

    func csv() throws -> Response {
        let (header, rows) = try database.exportRows(.questions)
        let data = try QuizDatabase.exportData(header: header, rows: rows, format: .csv)
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/csv; charset=utf-8",
                .contentDisposition: "attachment; filename=\"tiltquiz-questions.csv\"",
            ], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    func show(_ context: AdminContext) throws -> Response {
        guard let id = context.parameters.get("id", as: Int64.self), let question = try bank.question(id) else {
            return missing(context)
        }
        let statistics = try bank.statistics(id)
        let draft = question.draft
        let words = context.words
        var values: [String: Any] = [
            "id": String(id), "uid": question.uid, "topic": draft.topic, "question": draft.text,
            "correct": draft.correct, "wrong": draft.wrong.map { ["text": $0] }, "explanation": draft.explanation,
            "badge": draft.badge.isEmpty ? words["web.none"] : draft.badge,
            "powerUps": draft.powerUps.isEmpty
                ? words["web.none"] : words.list(draft.powerUps.map { words[$0.titleKey] }),
            "retired": question.status == QuestionStatus.retired.rawValue,
            "editable": question.kind == "multipleChoice",
            "kind": words[question.kind == "trueFalse" ? "web.kind_true_false" : "web.kind_multiple_choice"],
            "asked": statistics.asked, "right": statistics.right,
            "rightShare": statistics.asked == 0
                ? words["web.no_answers_yet_short"]
                : BarChart.percent(Double(statistics.right) / Double(statistics.asked)),
            "hasPicks": statistics.picked > 0, "chart": BarChart.values(statistics, words),
            "history": try bank.hasHistory(id),
        ]
        values["options"] = statistics.options.map { option in
            [
                "text": option.text, "picks": option.picks, "correct": option.position == 0,
                "share": statistics.picked == 0
                    ? "" : BarChart.percent(Double(option.picks) / Double(statistics.picked)),
            ] as [String: Any]
        }
        return pages.html(
            "question", title: words.text("web.question_title", ["id": String(id)]), in: context, values)
    }

    func edit(_ context: AdminContext) throws -> Response {
        guard let id = context.parameters.get("id", as: Int64.self), let question = try bank.question(id) else {
            return missing(context)
        }
        guard question.kind == "multipleChoice" else { return trueFalse(context, id) }
        return try form(context, draft: question.draft, id: id)
    }

    /// The add or edit form, with `problems` by field after a refused POST.
    func form(
        _ context: AdminContext, draft: QuestionDraft?, id: Int64?, problems: [DraftProblem] = [],
        status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let blank = QuestionDraft(topic: "", text: "", correct: "", wrong: [])
        var values = QuestionForm.values(
            draft ?? blank, topics: try bank.topics(), badges: try bank.badgeCodes(), problems: problems,
            words: context.words)
        values["action"] = id.map { "/questions/\($0)/edit" } ?? "/questions/new"
        values["back"] = id.map { "/questions/\($0)" } ?? "/questions"
        let words = context.words
        return pages.html(
            "questionForm",
            title: id.map { words.text("web.edit_question_title", ["id": String($0)]) } ?? words["web.add_a_question"],
            in: context, status: status, values)
    }

    func save(_ context: AdminContext, id idText: String?) throws -> Response {
        let draft = QuestionForm.draft(context.form)
        var id: Int64?
        if let idText {
            guard let number = Int64(idText), let question = try bank.question(number) else {
                return missing(context)
            }
            guard question.kind == "multipleChoice" else { return trueFalse(context, number) }
            id = number
        }
        do throws(BankRefusal) {
            if let id {
                try bank.edit(id, draft)
                return Pages.redirect("/questions/\(id)")
            }
            return Pages.redirect("/questions/\(try bank.add(draft))")
        } catch .problems(let problems) {
            return try form(context, draft: draft, id: id, problems: problems, status: .badRequest)
        } catch .duplicate(let other) {
            let problem = DraftProblem(field: "question", reason: .duplicate(of: other))
            return try form(context, draft: draft, id: id, problems: [problem], status: .conflict)
        } catch {
            return pages.message(
                context.words["web.not_saved"], context.words.text("web.question_not_saved", ["reason": "\(error)"]),
                in: context, status: .internalServerError)
        }
    }

    func retire(_ context: AdminContext) throws -> Response {
        guard let id = context.parameters.get("id", as: Int64.self), let question = try bank.question(id) else {
            return missing(context)
        }
        if context.form["restore"] == "yes" {
            try? bank.restore(id)
            return Pages.redirect("/questions/\(id)")
        }
        let history = try bank.hasHistory(id)
        let words = context.words
        if context.form["confirm"] != "yes" {
            return pages.html(
                "confirm", title: words["web.confirm"], in: context,
                [
                    "question": words.text(
                        history ? "web.confirm_retire" : "web.confirm_delete_question",
                        ["id": String(id), "text": question.draft.text]),
                    "action": "/questions/\(id)/retire", "back": "/questions/\(id)", "fields": [[String: String]](),
                ])
        }
        switch try bank.remove(id) {
        case .retired: return Pages.redirect("/questions/\(id)")
        case .deleted:
            return pages.message(
                words["web.deleted"], words.text("web.question_deleted", ["id": String(id)]), in: context,
                status: .ok)
        }
    }

    func missing(_ context: AdminContext) -> Response {
        pages.message(
            context.words["web.no_such_question"],
            context.words.text("web.no_question_numbered", ["id": context.parameters.get("id") ?? ""]),
            in: context, status: .notFound)
    }

    func trueFalse(_ context: AdminContext, _ id: Int64) -> Response {
        pages.message(
            context.words["web.not_editable_here"], context.words.text("web.true_false_from_pack", ["id": String(id)]),
            in: context, status: .conflict)
    }
}
