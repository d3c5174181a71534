import Foundation
import Hummingbird
import QuizCore
import QuizFleet
import QuizStore
import QuizText

/// The question bank (moderators): `GET /questions` (by topic, text, status, kind and language, in both banks;
/// pages of 25), `GET /questions/{id}` (what the game recorded, People's Choice as an SVG chart),
/// `GET/POST /questions/{id}/edit`, `POST /questions/{id}/retire` (confirmed first: a question ever answered is
/// retired, one never answered deleted; `restore=yes` puts a retired one back): `QuestionsRoutes+Changes`.
///
/// The list, a question, its figures and every change go through `bank`: this device's store, or the fleet's
/// PostgreSQL when the config names a fleet (then `{id}` is a question's uid, percent-encoded). What only a
/// device's store does, adding a question (`GET/POST /questions/new`) and `GET /questions.csv` (our CSV, which
/// the importer reads back), goes to `local`, nil with a fleet.
struct QuestionsRoutes {
    static let pageSize = 25

    let bank: any AdminBank
    /// This device's store's bank and database, for adding and the CSV; nil with a fleet.
    let local: (bank: QuestionBank, database: QuizDatabase)?
    let pages: Pages
    /// With a fleet beside a kiosk that joined: this device's store, whose pages (reports, submissions) name a
    /// question by its number here; `forward` leads such a number to the fleet's page of the question's uid.
    var device: QuestionBank?

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/questions") { request, context in try await list(request, context) }
        if local != nil {
            group.get("/questions.csv") { _, _ in try csv() }
            group.get("/questions/new") { _, context in try await form(context, draft: nil, entry: nil) }
            group.post("/questions/new") { _, context in try await save(context, key: nil) }
        }
        group.get("/questions/{id}") { _, context in try await known(context) { try await show(context) } }
        group.get("/questions/{id}/edit") { _, context in try await known(context) { try await edit(context) } }
        group.post("/questions/{id}/edit") { _, context in
            try await known(context) { try await save(context, key: Self.key(context)) }
        }
        group.post("/questions/{id}/retire") { _, context in try await known(context) { try await retire(context) } }
    }

    func list(_ request: Request, _ context: AdminContext) async throws -> Response {
        // Read as a form: a browser's GET form writes a space as "+".
        let query = FormFields(body: request.uri.query ?? "")
        let given = { (name: String) in query[name].flatMap { $0.isEmpty ? nil : $0 } }
        let filter = BankFilter(
            search: query["q"] ?? "", topic: given("topic"), status: given("status").flatMap(QuestionStatus.init),
            kind: given("kind").flatMap(QuestionRecord.Kind.init), language: given("language"))
        let page = max(1, query["page"].flatMap { Int($0) } ?? 1)
        let choices = try await bank.topics()
        // A topic the bank does not have (an old link, a typed address) matches nothing, in both banks, and the
        // page says so: not every question, as a number the store could not read once did.
        let unknownTopic = filter.topic.flatMap { topic in choices.contains { $0.key == topic } ? nil : topic }
        let found =
            unknownTopic != nil
            ? BankPage(rows: [], total: 0)
            : try await bank.questions(filter, limit: Self.pageSize, offset: (page - 1) * Self.pageSize)
        let pageCount = max(1, (found.total + Self.pageSize - 1) / Self.pageSize)
        let link = { (number: Int) in Self.address(filter) + "&page=\(number)" }
        let words = context.words
        let topics: [[String: Any]] = choices.map { topic in
            ["id": topic.key, "name": topic.name, "count": topic.count, "selected": topic.key == filter.topic]
        }
        let rows: [[String: Any]] = found.rows.map { row in
            [
                "id": row.key, "href": FormFields.encode(row.key), "topic": row.topic, "text": row.text,
                "correct": row.correct, "retired": row.status == .retired,
                "answers": row.answers,
            ]
        }
        var values: [String: Any] = [
            "search": filter.search, "topics": topics, "questions": rows, "hasQuestions": !rows.isEmpty,
            "device": bank.isDevice,
            "totalText": words.plural("web.count_questions", count: found.total), "page": page,
            "pageCount": pageCount,
            "previous": page > 1 ? link(page - 1) as Any : false as Any,
            "next": page < pageCount ? link(page + 1) as Any : false as Any,
        ]
        if let unknownTopic {
            values["unknownTopic"] = words.text("web.questions_topic_unknown", ["topic": unknownTopic])
        }
        values["statuses"] = Self.statuses(selected: filter.status?.rawValue, words)
        values["kinds"] = Self.kindKeys.map { kind, key in
            ["value": kind.rawValue, "label": words[key], "selected": kind == filter.kind]
        }
        values["bankLanguages"] = try await bank.languages().map { code in
            ["code": code, "selected": code == filter.language]
        }
        return pages.html("questions", title: words["web.questions"], in: context, values)
    }

    func csv() throws -> Response {
        guard let database = local?.database else { return Response(status: .notFound) }
        let (header, rows) = try database.exportRows(.questions)
        let data = try QuizDatabase.exportData(header: header, rows: rows, format: .csv)
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/csv; charset=utf-8",
                .contentDisposition: "attachment; filename=\"tiltquiz-questions.csv\"",
            ], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    func show(_ context: AdminContext) async throws -> Response {
        guard let key = Self.key(context) else { return missing(context) }
        guard let question = try await bank.question(key) else { return try forward(key) ?? missing(context) }
        let figures = try await bank.figures(question)
        let draft = question.draft
        let words = context.words
        var values: [String: Any] = [
            "id": key, "href": FormFields.encode(key), "uid": question.uid, "topic": draft.topic,
            "question": draft.text, "correct": draft.correct, "wrong": draft.wrong.map { ["text": $0] },
            "explanation": draft.explanation, "badge": draft.badge.isEmpty ? words["web.none"] : draft.badge,
            "device": bank.isDevice,
            "powerUps": draft.powerUps.isEmpty
                ? words["web.none"] : words.list(draft.powerUps.map { words[$0.titleKey] }),
            "language": question.language, "retired": question.retired,
            "editable": question.kind == .multipleChoice,
            "kind": words[Self.kindKey(question.kind)],
            "asked": figures.asked, "right": figures.right,
            "rightShare": figures.asked == 0
                ? words["web.no_answers_yet_short"]
                : BarChart.percent(Double(figures.right) / Double(figures.asked), words),
            "hasPicks": figures.picked > 0, "chart": BarChart.values(figures, words),
            "history": try await bank.hasHistory(question),
        ]
        values["options"] = figures.options.map { option in
            [
                "text": option.text, "picks": option.picks, "correct": option.position == 0,
                "share": figures.picked == 0
                    ? "" : BarChart.percent(Double(option.picks) / Double(figures.picked), words),
            ] as [String: Any]
        }
        return pages.html("question", title: words.text("web.question_title", ["id": key]), in: context, values)
    }

    /// The fleet's page (`suffix` after it) of the question numbered `key` in this device's store (`device`), when
    /// the fleet has no question of that uid; nil otherwise.
    func forward(_ key: String, suffix: String = "") throws -> Response? {
        guard let device, let id = Int64(key), let question = try device.question(id), question.uid != key else {
            return nil
        }
        return Pages.redirect("/questions/\(FormFields.encode(question.uid))\(suffix)")
    }

    /// The page's question key: the address's `{id}`, percent-decoded (a fleet's uid may hold any character).
    static func key(_ context: AdminContext) -> String? {
        context.parameters.get("id").map { $0.removingPercentEncoding ?? $0 }
    }

    /// The list's address for `filter` (without its page).
    static func address(_ filter: BankFilter) -> String {
        "/questions?topic=\(FormFields.encode(filter.topic ?? ""))&q=\(FormFields.encode(filter.search))"
            + "&status=\(filter.status?.rawValue ?? "")&kind=\(filter.kind?.rawValue ?? "")"
            + "&language=\(FormFields.encode(filter.language ?? ""))"
    }

    /// The kinds and their names' keys, in the kind filter's order.
    static let kindKeys: KeyValuePairs<QuestionRecord.Kind, String> = [
        .multipleChoice: "web.kind_multiple_choice", .trueFalse: "web.kind_true_false",
    ]

    /// The name's key of `kind`.
    static func kindKey(_ kind: QuestionRecord.Kind) -> String {
        kindKeys.first { $0.key == kind }?.value ?? "web.kind_multiple_choice"
    }

    /// The statuses as a select's options: in play, retired.
    static func statuses(selected: String?, _ words: Catalog) -> [[String: Any]] {
        [(QuestionStatus.active, "web.in_play"), (.retired, "web.retired")].map { status, key in
            ["value": status.rawValue, "label": words[key], "selected": status.rawValue == selected]
        }
    }

    /// `body`'s page, or the missing question's when the fleet says it has no question of that uid (TQ003).
    func known(_ context: AdminContext, _ body: () async throws -> Response) async throws -> Response {
        do {
            return try await body()
        } catch FleetFailure.noQuestion(let uid) {
            return missing(context, key: uid)
        }
    }

    func missing(_ context: AdminContext, key: String? = nil) -> Response {
        let key = key ?? Self.key(context) ?? ""
        let words = context.words
        let line =
            bank.isDevice
            ? words.text("web.no_question_numbered", ["id": key]) : words.text("web.fleet_no_question", ["uid": key])
        return pages.message(words["web.no_such_question"], line, in: context, status: .notFound)
    }
}
