import Foundation
import Hummingbird
import QuizCore
import QuizStore

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
            "questions", title: "Questions", user: context.user,
            [
                "search": search, "topics": topics, "questions": rows, "hasQuestions": !rows.isEmpty,
                "totalText": Counted.text(found.total, "question"), "page": page, "pageCount": pageCount,
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
        var values: [String: Any] = [
            "id": String(id), "uid": question.uid, "topic": draft.topic, "question": draft.text,
            "correct": draft.correct, "wrong": draft.wrong.map { ["text": $0] }, "explanation": draft.explanation,
            "badge": draft.badge.isEmpty ? "none" : draft.badge,
            "powerUps": draft.powerUps.isEmpty ? "none" : draft.powerUps.map(\.title).joined(separator: ", "),
            "retired": question.status == QuestionStatus.retired.rawValue,
            "editable": question.kind == "multipleChoice",
            "kind": question.kind == "trueFalse" ? "true or false" : "multiple choice",
            "asked": statistics.asked, "right": statistics.right,
            "rightShare": statistics.asked == 0
                ? "no answers yet" : BarChart.percent(Double(statistics.right) / Double(statistics.asked)),
            "hasPicks": statistics.picked > 0, "chart": BarChart.values(statistics),
            "history": try bank.hasHistory(id),
        ]
        values["options"] = statistics.options.map { option in
            [
                "text": option.text, "picks": option.picks, "correct": option.position == 0,
                "share": statistics.picked == 0
                    ? "" : BarChart.percent(Double(option.picks) / Double(statistics.picked)),
            ] as [String: Any]
        }
        return pages.html("question", title: "Question #\(id)", user: context.user, values)
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
            draft ?? blank, topics: try bank.topics(), badges: try bank.badgeCodes(), problems: problems)
        values["action"] = id.map { "/questions/\($0)/edit" } ?? "/questions/new"
        values["back"] = id.map { "/questions/\($0)" } ?? "/questions"
        return pages.html(
            "questionForm", title: id.map { "Edit question #\($0)" } ?? "Add a question", user: context.user,
            status: status, values)
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
            let problem = DraftProblem(
                field: "question", message: "is already in the bank with this right answer (question #\(other))")
            return try form(context, draft: draft, id: id, problems: [problem], status: .conflict)
        } catch {
            return pages.message(
                "Not saved", "The question was not saved: \(error)", user: context.user, status: .internalServerError)
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
        if context.form["confirm"] != "yes" {
            let what =
                history
                ? "It was answered or reported, so it is retired: it leaves play and keeps its history."
                : "Nobody ever answered it, so it is deleted for good."
            return pages.html(
                "confirm", title: "Confirm", user: context.user,
                [
                    "question": "Take question #\(id) (\(question.draft.text)) out of the game? \(what)",
                    "action": "/questions/\(id)/retire", "back": "/questions/\(id)", "fields": [[String: String]](),
                ])
        }
        switch try bank.remove(id) {
        case .retired: return Pages.redirect("/questions/\(id)")
        case .deleted:
            return pages.message(
                "Deleted", "Question #\(id) was never answered and is deleted.", user: context.user, status: .ok)
        }
    }

    func missing(_ context: AdminContext) -> Response {
        pages.message(
            "No such question", "No question has the number \(context.parameters.get("id") ?? "").",
            user: context.user, status: .notFound)
    }

    func trueFalse(_ context: AdminContext, _ id: Int64) -> Response {
        pages.message(
            "Not editable here",
            "Question #\(id) is a true-or-false statement from a pack; edit its pack file and install it again.",
            user: context.user, status: .conflict)
    }
}
