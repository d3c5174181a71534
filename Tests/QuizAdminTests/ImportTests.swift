import Foundation
import QuizStore
import Testing

@testable import QuizAdmin

/// Importing over real HTTP: an upload is previewed with every problem by line and field, committed through the
/// import path with a progress page, and refused when too large, binary, or without the CSRF token.
@Suite(.serialized) struct ImportTests {
    static let header = "topic,question,correct,wrong1,wrong2,wrong3,wrong4,wrong5,explanation\n"

    @Test func thePreviewListsEveryProblemByLineAndFieldAndCommitsNothing() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let csv =
                Self.header + "Space,Good one?,Yes,No,,,,,\n" + "Space,No answer?,,No,,,,,\n"
                + "Space,Gap?,Yes,No,,Maybe,,,\n" + "Space,Twice?,Yes,yes,,,,,\n"
            let reply = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie, body: Uploads.body(file: Array(csv.utf8), fileName: "q.csv"))
            #expect(reply.status == 422)
            #expect(
                reply.body.contains(
                    Cells.cells(["Where": "line 3", "Field": "correct", "Problem": "must not be empty"])))
            #expect(
                reply.body.contains(
                    Cells.cells([
                        "Where": "line 4", "Field": "wrong2", "Problem": "must not be empty when wrong3 is filled",
                    ])))
            #expect(
                reply.body.contains(
                    Cells.cells(["Where": "line 5", "Field": "wrong1"])
                        + "<td data-label=\"Problem\">repeats the answer"))
            // The good row is in the preview; nothing can be committed while rows are refused.
            #expect(reply.body.contains("Good one?"))
            #expect(!reply.body.contains("/commit"))
            #expect(
                try QuestionBank(database: fixture.database).questions(topicID: nil, search: "", limit: 5, offset: 0)
                    .total == 0)
            // A header error is the file's one problem, by line and field.
            let bad = "topic,question,correct,wrongone\nSpace,Q?,A,B\n"
            let headerReply = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie, body: Uploads.body(file: Array(bad.utf8), fileName: "h.csv"))
            #expect(headerReply.status == 422)
            #expect(
                headerReply.body.contains(
                    Cells.cells(["Where": "line 1", "Field": "wrongone"])
                        + "<td data-label=\"Problem\">is not a column name"))
        }
    }

    @Test func aGoodFileIsPreviewedThenImportedWithProgress() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            var csv = Self.header
            for number in 1...40 { csv += "Imported,Question \(number)?,Yes,No,Maybe,,,,Because.\n" }
            let reply = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie,
                body: Uploads.body(file: Array(csv.utf8), fileName: "../../etc/new.csv", fields: [("format", "")]))
            #expect(reply.status == 200)
            #expect(reply.body.contains("new.csv: our CSV · 40 questions"))
            #expect(
                reply.body.contains(
                    Cells.cells([
                        "Where": "line 2", "Topic": "<bdi>Imported</bdi>", "Question": "<bdi>Question 1?</bdi>",
                    ])))
            #expect(reply.body.contains("… and 30 more."))
            let action = try #require(
                reply.body.range(of: "action=\"/import/").map { reply.body[$0.upperBound...].prefix(24) })
            let id = String(action)
            #expect(
                try QuestionBank(database: fixture.database).questions(topicID: nil, search: "", limit: 5, offset: 0)
                    .total == 0)
            let commit = try await fixture.post("/import/\(id)/commit", [("csrf", csrf)], cookie: cookie)
            #expect(commit.status == 303)
            #expect(commit.header("location") == "/import/\(id)")
            var page = try await fixture.get("/import/\(id)", cookie: cookie)
            for _ in 0..<100 where page.body.contains("<progress") && page.body.contains("refresh") {
                #expect(page.body.contains("<meta http-equiv=\"refresh\" content=\"1\">"))
                try await Task.sleep(for: .milliseconds(50))
                page = try await fixture.get("/import/\(id)", cookie: cookie)
            }
            #expect(page.body.contains("40 questions and 0 events added, 0 already"))
            // The heading says the import finished (it said "Importing new.csv" while it ran, and after).
            #expect(page.body.contains("<h1>Imported new.csv</h1>"))
            #expect(page.body.contains("<title>Imported new.csv · TiltQuiz admin</title>"))
            #expect(!page.body.contains("Importing new.csv"))
            #expect(page.body.contains("<progress max=\"40\" value=\"40\">"))
            let bank = QuestionBank(database: fixture.database)
            #expect(try bank.questions(topicID: nil, search: "Question", limit: 50, offset: 0).total == 40)
            // In the admin's pack, playable in trivia.
            let repository = TriviaRepository(database: fixture.database, player: fixture.player)
            #expect(try repository.topics().first { $0.name == "Imported" }?.total == 40)
            // The upload is gone once imported: a second commit shows the finished import again.
            let twice = try await fixture.post("/import/\(id)/commit", [("csrf", csrf)], cookie: cookie)
            #expect(twice.header("location") == "/import/\(id)")
            #expect(try await fixture.get("/import/nope", cookie: cookie).status == 404)
        }
    }

    /// The Kahoot importer's .xlsx fixtures (scripts/make-xlsx-fixtures.py).
    static func spreadsheet(_ name: String) throws -> [UInt8] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("QuizStoreTests/Import/Fixtures/" + name).path
        return Array(try #require(FileManager.default.contents(atPath: path), "missing fixture \(name)"))
    }

    /// Kahoot's .xlsx template is previewed with its rows as the spreadsheet numbers them and imported (it was
    /// refused as "a ZIP archive"); one with bad rows lists each and commits nothing.
    @Test func kahootsSpreadsheetIsPreviewedByRowAndImported() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let reply = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie,
                body: Uploads.body(
                    file: try Self.spreadsheet("kahoot-quiz-template.xlsx"), fileName: "kahoot-quiz-template.xlsx",
                    fields: [("format", ""), ("topic", "Oceans")]))
            #expect(reply.status == 200, "\(reply.body)")
            #expect(reply.body.contains("kahoot-quiz-template.xlsx: Kahoot spreadsheet · 4 questions"))
            #expect(
                reply.body.contains(
                    Cells.cells([
                        "Where": "row 9", "Topic": "<bdi>Oceans</bdi>",
                        "Question": "<bdi>Which ocean is the largest?</bdi>",
                        "Right answer": "<bdi>Pacific</bdi>",
                    ]))
            )
            #expect(
                reply.body.contains(
                    Cells.cells(["Where": "row 11", "Field": "Correct answer(s)"])
                        + "<td data-label=\"Problem\">skipped: 2 answers are marked"))
            let action = try #require(
                reply.body.range(of: "action=\"/import/").map { reply.body[$0.upperBound...].prefix(24) })
            let id = String(action)
            #expect(try await fixture.post("/import/\(id)/commit", [("csrf", csrf)], cookie: cookie).status == 303)
            var page = try await fixture.get("/import/\(id)", cookie: cookie)
            for _ in 0..<100 where page.body.contains("refresh") {
                try await Task.sleep(for: .milliseconds(50))
                page = try await fixture.get("/import/\(id)", cookie: cookie)
            }
            #expect(page.body.contains("<h1>Imported kahoot-quiz-template.xlsx</h1>"))
            #expect(page.body.contains("4 questions and 0 events added"))
            #expect(try QuestionBank(database: fixture.database).topics().first { $0.name == "Oceans" }?.questions == 4)

            let bad = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie,
                body: Uploads.body(file: try Self.spreadsheet("kahoot-bad-rows.xlsx"), fileName: "bad.xlsx"))
            #expect(bad.status == 422)
            #expect(
                bad.body.contains(
                    Cells.cells(["Where": "row 10", "Field": "Question", "Problem": "must not be empty"])))
            #expect(
                bad.body.contains(
                    Cells.cells(["Where": "row 11", "Field": "Correct answer(s)"])
                        + "<td data-label=\"Problem\">must be answer numbers from 1 to 4"))
            #expect(
                bad.body.contains(
                    Cells.cells([
                        "Where": "row 12", "Field": "Correct answer(s)", "Problem": "names answer 3, which is empty",
                    ])))
            #expect(!bad.body.contains("/commit"))
            let other = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie,
                body: Uploads.body(file: try Self.spreadsheet("not-kahoot.xlsx"), fileName: "scores.xlsx"))
            #expect(other.status == 422)
            #expect(
                other.body.contains("is not Kahoot&#39;s quiz template")
                    || other.body.contains("is not Kahoot's quiz template"))
        }
    }

    @Test func theProgressHeadingSaysHowTheImportEnded() {
        func title(_ state: ImportJobs.State) -> String {
            ImportRoutes.progressTitle(
                ImportJobs.Job(fileName: "good.csv", done: 0, total: 3, state: state), AdminWords.english)
        }
        #expect(title(.running) == "Importing good.csv")
        #expect(title(.finished(ImportSummary())) == "Imported good.csv")
        #expect(
            title(.failed(.importFailed("good.csv:3: field \"correct\": must not be empty")))
                == "good.csv was not imported")
    }

    @Test func aFiftyMegabyteUploadIsRefused() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            var file = Array(Self.header.utf8)
            let row = Array("Big,Question?,Yes,No,,,,,\n".utf8)
            while file.count < 50 * 1024 * 1024 { file += row }
            let reply = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie, body: Uploads.body(file: file, fileName: "big.csv"))
            #expect(reply.status == 413)
            #expect(reply.body.contains("The upload (50.0 MB) is too large: an import takes files of up to 20 MB"))
            // Without a declared size the server counts as it reads, and stops at the limit.
            let streamed = try await Uploads.post(
                port: fixture.port, path: "/import?csrf=\(csrf)", cookie: cookie,
                body: Uploads.body(file: file, fileName: "big.csv"), chunked: true)
            #expect(streamed.status == 413)
            #expect(streamed.body.contains("The upload is too large: an import takes files of up to 20 MB"))
            // A file just over the limit inside a body that fits the framing is refused too.
            let over = Array(file.prefix(Upload.limit + 1))
            let just = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie, body: Uploads.body(file: over, fileName: "over.csv"))
            #expect(just.status == 413)
            #expect(just.body.contains("(20.0 MB) is too large"))
            #expect(try QuestionBank(database: fixture.database).topics().isEmpty)
            // The server still answers.
            #expect(try await fixture.get("/import", cookie: cookie).status == 200)
        }
    }

    @Test func aBinaryFileIsRefusedNamingWhy() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
            let image = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie, body: Uploads.body(file: png, fileName: "photo.csv"))
            #expect(image.status == 415)
            #expect(
                image.body.contains(
                    "photo.csv is a binary file, a PNG image; the import reads text files and .xlsx spreadsheets only"))
            let nul = Array("topic,question,correct,wrong1\nA,B".utf8) + [0] + Array(",C,D\n".utf8)
            let withNul = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie, body: Uploads.body(file: nul, fileName: "q.csv"))
            #expect(withNul.status == 415)
            #expect(withNul.body.contains("q.csv is a binary file (it holds a NUL byte at byte 34)"))
            // Random bytes without a NUL are still not text.
            var generator = SystemRandomNumberGenerator()
            let noise = (0..<4000).map { _ in UInt8.random(in: 1...255, using: &generator) }
            let random = try await fixture.upload(
                "/import?csrf=\(csrf)", cookie: cookie, body: Uploads.body(file: noise, fileName: "r.txt"))
            #expect(random.status == 415)
            #expect(random.body.contains("r.txt is a binary file ("))
            #expect(random.body.contains("control bytes in its first 4,000)"))
        }
    }

    @Test func oneControlByteIsCountedInTheSingular() {
        let reason = Upload.binaryReason(
            ArraySlice(Array("ab\u{1}".utf8)), fileName: "t.txt", words: AdminWords.english)
        #expect(
            reason?.hasPrefix("t.txt is a binary file (1 control byte in its first 3); ") == true, "\(reason ?? "")")
    }

    @Test func anUploadWithoutTheCSRFTokenIsRefused() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let body = Uploads.body(file: Array((Self.header + "A,B?,C,D,,,,,\n").utf8), fileName: "q.csv")
            let none = try await fixture.upload("/import", cookie: cookie, body: body)
            #expect(none.status == 403)
            #expect(none.body.contains("security token is missing or wrong"))
            let wrong = try await fixture.upload("/import?csrf=\(String(csrf.reversed()))", cookie: cookie, body: body)
            #expect(wrong.status == 403)
            let noSession = try await Uploads.post(
                port: fixture.port, path: "/import?csrf=\(csrf)", cookie: nil, body: body)
            #expect(noSession.status == 303)
        }
    }

    @Test func theMultipartReaderSplitsPartsAndKeepsTheirBytes() throws {
        let file: [UInt8] = Array("a,b\r\n--not-the-boundary\r\n".utf8) + [0xFF, 0x00]
        var body = Array("preamble\r\n".utf8)
        body += Uploads.body(file: file, fileName: "x;y.csv", fields: [("format", "csv"), ("topic", "")])
        let boundary = try #require(
            Multipart.boundary(contentType: "multipart/form-data; boundary=\"\(Uploads.boundary)\""))
        #expect(boundary == Uploads.boundary)
        let parts = try Multipart.parse(Data(body), boundary: boundary)
        #expect(parts.map(\.name) == ["format", "topic", "file"])
        #expect(parts[2].fileName == "x;y.csv")
        #expect(parts[2].contentType == "application/octet-stream")
        #expect(Array(body[parts[2].body]) == file)
        #expect(Array(body[parts[0].body]) == Array("csv".utf8))
        #expect(parts[1].body.isEmpty)
        // A cut body, and another content type.
        #expect(throws: MultipartError.self) { try Multipart.parse(Data(body.dropLast(10)), boundary: boundary) }
        #expect(Multipart.boundary(contentType: "application/x-www-form-urlencoded") == nil)
        #expect(ImportRoutes.safeName("..\\..\\evil/../q.csv") == "q.csv")
        #expect(ImportRoutes.safeName("..") == "upload.txt")
    }
}
