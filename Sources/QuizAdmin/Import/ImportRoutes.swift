import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// Importing questions (moderators): `GET /import` (the upload form), `POST /import` (a `multipart/form-data`
/// upload of up to 20 MB, text or an .xlsx spreadsheet, in any format the importer reads: a preview of its first
/// rows and every problem by line (a spreadsheet's row) and field, up to `problemRows`), `POST /import/{id}/commit` (imports the previewed file through the command line's
/// import path, on a thread of its own), and `GET /import/{id}` (its progress: a `<progress>` bar the page
/// refreshes every second with `<meta http-equiv="refresh">`, then what was imported). The upload form carries
/// its CSRF token in the query string (`RequireRole` checks it there: the body is streamed, not read first).
struct ImportRoutes {
    static let previewRows = 10
    /// The problems the preview lists; a longer list ends "… and 120 more problems", as the command line's does.
    static let problemRows = 100

    let database: QuizDatabase
    let jobs: ImportJobs
    let pages: Pages

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/import") { _, context in form(context) }
        group.post("/import") { request, context in await upload(request, context) }
        group.post("/import/{id}/commit") { _, context in commit(context) }
        group.get("/import/{id}") { _, context in progress(context) }
    }

    func form(_ context: AdminContext, status: HTTPResponse.Status = .ok, error: String? = nil) -> Response {
        let formats: [[String: Any]] = ImportFormat.allCases.filter { $0 != .bsdquiz }.map {
            ["value": $0.rawValue, "title": Self.formatName($0, context.words)]
        }
        var values: [String: Any] = ["formats": formats, "limit": Upload.megabytes(Upload.limit)]
        if let error { values["error"] = error }
        return pages.html(
            "import", title: context.words["web.import_questions"], in: context, status: status, values)
    }

    /// A format's name in `words`' language.
    static func formatName(_ format: ImportFormat, _ words: Catalog) -> String {
        switch format {
        case .csv: words["web.format_csv"]
        case .iquiz: words["web.format_iquiz"]
        case .opentdb: words["web.format_opentdb"]
        case .onthisday: words["web.format_onthisday"]
        case .kahoot: words["web.format_kahoot"]
        case .gift: words["web.format_gift"]
        case .bsdquiz: words["web.format_bsdquiz"]
        }
    }

    func upload(_ request: Request, _ context: AdminContext) async -> Response {
        let words = context.words
        guard let boundary = request.headers[.contentType].flatMap({ Multipart.boundary(contentType: $0) }) else {
            return form(context, status: .unsupportedMediaType, error: words["web.upload_from_form"])
        }
        let folder: (id: String, folder: String)
        do {
            folder = try jobs.newFolder()
        } catch {
            return form(
                context, status: .internalServerError,
                error: words.text("web.upload_cannot_store", ["reason": "\(error)"]))
        }
        do {
            let bodyPath = PathText.join(folder.folder, "upload.body")
            _ = try await Upload.receive(request, to: bodyPath, words: words)
            let body = try Data(contentsOf: URL(fileURLWithPath: bodyPath))
            try? FileManager.default.removeItem(atPath: bodyPath)
            return try preview(body, boundary: boundary, folder: folder, context)
        } catch let refusal as UploadRefusal {
            jobs.discard(folder: folder.folder)
            return form(context, status: refusal.status, error: refusal.message)
        } catch let error as MultipartError {
            jobs.discard(folder: folder.folder)
            return form(
                context, status: .badRequest, error: words.text("web.upload_unreadable", ["reason": "\(error)"]))
        } catch {
            jobs.discard(folder: folder.folder)
            return form(context, status: .badRequest, error: words.text("web.upload_failed", ["reason": "\(error)"]))
        }
    }

    func preview(
        _ body: Data, boundary: String, folder: (id: String, folder: String), _ context: AdminContext
    ) throws -> Response {
        let parts = try Multipart.parse(body, boundary: boundary)
        let words = context.words
        guard let file = parts.first(where: { $0.name == "file" }), let rawName = file.fileName, !rawName.isEmpty
        else {
            throw UploadRefusal(status: .badRequest, message: words["web.choose_a_file"])
        }
        let fileName = Self.safeName(rawName)
        let all = [UInt8](body)
        let bytes = all[file.body]
        guard !bytes.isEmpty else {
            throw UploadRefusal(status: .badRequest, message: words.text("web.file_empty", ["file": fileName]))
        }
        if bytes.count > Upload.limit { throw Upload.tooLarge(bytes.count, words) }
        if let reason = Upload.binaryReason(bytes, fileName: fileName, words: words) {
            throw UploadRefusal(status: .unsupportedMediaType, message: reason)
        }
        let field = { (name: String) -> String in
            parts.first { $0.name == name }.map { String(decoding: all[$0.body], as: UTF8.self) } ?? ""
        }
        let format = ImportFormat(rawValue: field("format"))
        let topicText = field("topic").trimmingCharacters(in: .whitespacesAndNewlines)
        let data = Data(bytes)
        let preview = Importer.preview(data, file: fileName, format: format, topic: topicText.isEmpty ? nil : topicText)
        let path = PathText.join(folder.folder, fileName)
        try data.write(to: URL(fileURLWithPath: path))
        let items = (preview.batch?.questions.count ?? 0) + (preview.batch?.events.count ?? 0)
        if preview.canCommit {
            jobs.keep(
                folder.id,
                ImportJobs.Pending(
                    folder: folder.folder, path: path, fileName: fileName, format: preview.format,
                    topic: preview.format?.ownTopics == nil && !topicText.isEmpty ? topicText : nil, items: items,
                    uploadedAt: Date()))
        } else {
            jobs.discard(folder: folder.folder)
        }
        return pages.html(
            "importPreview", title: words.text("web.import_file_title", ["file": fileName]), in: context,
            status: preview.canCommit ? .ok : .unprocessableContent,
            Self.previewValues(preview, id: folder.id, fileName: fileName, words))
    }

    static func previewValues(
        _ preview: ImportPreview, id: String, fileName: String, _ words: Catalog
    ) -> [String: Any] {
        let questions = preview.batch?.questions ?? []
        let rows: [[String: Any]] = questions.prefix(previewRows).map { question in
            [
                "place": ImportRowWords.place(question.location, words),
                "topic": question.topic, "text": question.text, "correct": question.correct,
                "wrong": question.wrong.joined(separator: " · "),
            ]
        }
        let (shown, more) = ImportPreview.capped(preview.problems, limit: problemRows)
        let problems: [[String: Any]] = shown.map {
            [
                "place": ImportRowWords.place($0.location, words),
                "field": ImportRowWords.field($0.field, column: $0.column, words),
                "message": ImportRowWords.message($0, words), "refused": $0.refusesRow,
            ]
        }
        var values: [String: Any] = [
            "id": id, "fileName": fileName,
            "format": preview.format.map { formatName($0, words) } ?? words["web.format_unknown"],
            "questionsText": words.plural("web.count_questions", count: questions.count),
            "eventsText": words.plural("web.count_events", count: preview.batch?.events.count ?? 0), "rows": rows,
            "hasRows": !rows.isEmpty, "more": questions.count - rows.count, "hasMore": questions.count > rows.count,
            "hasEvents": (preview.batch?.events.count ?? 0) > 0, "problems": problems,
            "hasProblems": !problems.isEmpty, "canCommit": preview.canCommit,
        ]
        if more > 0 { values["moreProblems"] = words.plural("web.more_problems", count: more) }
        return values
    }

    func commit(_ context: AdminContext) -> Response {
        let id = context.parameters.get("id") ?? ""
        guard jobs.start(id, into: database) else {
            if jobs.job(id) != nil { return Pages.redirect("/import/\(id)") }
            return missing(context)
        }
        return Pages.redirect("/import/\(id)")
    }

    func progress(_ context: AdminContext) -> Response {
        let id = context.parameters.get("id") ?? ""
        guard let job = jobs.job(id) else { return missing(context) }
        let words = context.words
        var values: [String: Any] = [
            "fileName": job.fileName, "done": job.done, "total": max(job.total, 1),
            "totalText": words.plural("web.count_rows", count: max(job.total, 1)),
        ]
        let title = Self.progressTitle(job, words)
        switch job.state {
        case .running:
            values["running"] = true
            values["reading"] = job.done == 0
            values["refresh"] = "1"
        case .finished(let summary):
            values["finished"] = true
            values["questionsText"] = words.plural("web.count_questions", count: summary.questions)
            values["eventsText"] = words.plural("web.count_events", count: summary.events)
            values["duplicates"] = summary.duplicates
            values["skipped"] = summary.skipped
            values["done"] = max(job.total, 1)
        case .failed(.importRowsRefused(let rows)):
            values["refused"] = words.plural("web.nothing_was_imported_rows", count: rows.count)
            values["refusedRows"] = rows.map { ImportRowWords.row($0, words) }
        case .failed(let error):
            values["failed"] = ImportFailureWords.text(error, words)
        }
        return pages.html("importProgress", title: title, in: context, values)
    }

    /// The progress page's heading, as the import stands: "Importing good.csv", then "Imported good.csv" or
    /// "good.csv was not imported".
    static func progressTitle(_ job: ImportJobs.Job, _ words: Catalog) -> String {
        switch job.state {
        case .running: return words.text("web.importing_file", ["file": job.fileName])
        case .finished: return words.text("web.imported_file", ["file": job.fileName])
        case .failed: return words.text("web.file_not_imported", ["file": job.fileName])
        }
    }

    func missing(_ context: AdminContext) -> Response {
        pages.message(
            context.words["web.no_such_import"],
            context.words.text("web.no_import_id", ["id": context.parameters.get("id") ?? ""]), in: context,
            status: .notFound)
    }

    /// The browser's file name, without folders or characters a path should not hold: "questions.csv".
    static func safeName(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let kept = last.filter { $0.isLetter || $0.isNumber || "._- ".contains($0) }
        let trimmed = kept.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        return trimmed.isEmpty || trimmed == "upload.body" ? "upload.txt" : String(trimmed.prefix(100))
    }
}
