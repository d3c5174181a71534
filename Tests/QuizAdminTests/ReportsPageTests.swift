import Foundation
import GRDB
import QuizCore
import QuizStore
import Testing

@testable import QuizAdmin

/// `/reports` over real HTTP: the players' reports grouped by question with their counts and notes, hostile
/// text escaped, closing a question's reports (resolved or dismissed) and the closed list.
@Suite(.serialized) struct ReportsPageTests {
    static let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"

    /// Two questions in the fixture's store: one whose text came from a player's submission holding a script
    /// tag, and a plain one; their ids.
    static func questions(_ fixture: AdminFixture) throws -> (scripted: Int64, plain: Int64) {
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: fixture.folder))
        return try queue.write { db in
            try db.execute(sql: "INSERT INTO topic (name) VALUES ('Space')")
            let topic = db.lastInsertedRowID
            try db.execute(
                sql: """
                    INSERT INTO question (uid, topicId, kind, text, correctAnswer, fingerprint, dealSlot)
                    VALUES ('s1', ?, 'multipleChoice', 'Which <script>alert(1)</script> moon?', 'Io', 's1', 1)
                    """, arguments: [topic])
            let scripted = db.lastInsertedRowID
            try db.execute(
                sql: """
                    INSERT INTO question (uid, topicId, kind, text, correctAnswer, fingerprint, dealSlot)
                    VALUES ('p1', ?, 'multipleChoice', 'Which planet is largest?', 'Jupiter', 'p1', 2)
                    """, arguments: [topic])
            return (scripted, db.lastInsertedRowID)
        }
    }

    @Test func openReportsAreGroupedByQuestionWithEveryScriptEscaped() async throws {
        try await AdminFixture.with { fixture in
            let (scripted, plain) = try Self.questions(fixture)
            let database = fixture.database
            #expect(
                try database.file(
                    QuestionReport(questionID: scripted, reason: .inappropriate, note: AdminFixture.scriptName),
                    playerID: fixture.scripted.id) == .saved)
            #expect(
                try database.file(
                    QuestionReport(questionID: scripted, reason: .wrong, note: "Io is not the answer"),
                    playerID: fixture.player.id) == .saved)
            #expect(
                try database.file(
                    QuestionReport(questionID: plain, reason: .wrong, note: ""), playerID: fixture.player.id)
                    == .saved)
            let (cookie, _) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let page = try await fixture.get("/reports", cookie: cookie)
            #expect(page.status == 200)
            #expect(!page.body.contains("<script"))
            // The question's text, the note and the reporter's name: all three escaped.
            #expect(page.body.components(separatedBy: Self.escaped).count - 1 == 3)
            // One block per question, the scripted question's two reports counted by reason.
            #expect(page.body.components(separatedBy: "<section class=\"report\">").count - 1 == 2)
            #expect(page.body.contains("Wrong: 1</span> <span>Inappropriate: 1"))
            #expect(page.body.contains("Io is not the answer"))
            #expect(page.body.contains("href=\"/questions/\(scripted)/edit\">Fix"))
            #expect(page.body.contains("href=\"/questions/\(scripted)\">Retire"))
            #expect(page.body.contains("action=\"/reports/\(plain)/close\""))
            #expect(page.body.contains("href=\"/reports\">Reports</a>"))
        }
    }

    /// The Daily Challenge knows its questions by uid: the device's desk names the store's row, files the
    /// report under it, and the moderators see it on /reports with its note; a uid the store lacks names none.
    @Test func aReportFiledByAQuestionsUidShowsOnTheReportsPage() async throws {
        try await AdminFixture.with { fixture in
            let (_, plain) = try Self.questions(fixture)
            let desk = StoreFeedbackDesk(
                saves: PlaySaves(database: fixture.database), player: fixture.player, language: "en")
            #expect(desk.questionID(uid: "no-such-uid") == nil)
            let id = try #require(desk.questionID(uid: "p1"))
            #expect(id == plain)
            #expect(desk.report(QuestionReport(questionID: id, reason: .wrong, note: "Saturn is larger")) == .saved)
            #expect(desk.hasReported(questionID: id))
            let (cookie, _) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let page = try await fixture.get("/reports", cookie: cookie)
            #expect(page.status == 200)
            #expect(page.body.contains("Which planet is largest?"))
            #expect(page.body.contains("Saturn is larger"))
            #expect(page.body.contains("action=\"/reports/\(plain)/close\""))
        }
    }

    @Test func aModeratorClosesAQuestionsReportsAndTheyMoveToTheClosedList() async throws {
        try await AdminFixture.with { fixture in
            let (scripted, plain) = try Self.questions(fixture)
            for id in [scripted, plain] {
                _ = try fixture.database.file(
                    QuestionReport(questionID: id, reason: .wrong, note: "note \(id)"), playerID: fixture.player.id)
            }
            let (cookie, csrf) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            // Without the token, nothing closes.
            let forged = try await fixture.post("/reports/\(plain)/close", [("status", "resolved")], cookie: cookie)
            #expect(forged.status == 403)
            let bad = try await fixture.post(
                "/reports/\(plain)/close", [("csrf", csrf), ("status", "ignored")], cookie: cookie)
            #expect(bad.status == 400)
            #expect(bad.body.contains("Close reports as resolved or dismissed, not ignored"))
            let closed = try await fixture.post(
                "/reports/\(plain)/close", [("csrf", csrf), ("status", "resolved")], cookie: cookie)
            #expect(closed.status == 303)
            #expect(closed.header("location") == "/reports")
            let again = try await fixture.post(
                "/reports/\(plain)/close", [("csrf", csrf), ("status", "dismissed")], cookie: cookie)
            #expect(again.status == 404)
            #expect(again.body.contains("has no open reports"))
            let open = try await fixture.get("/reports", cookie: cookie)
            #expect(open.body.contains("note \(scripted)"))
            #expect(!open.body.contains("note \(plain)"))
            let closedList = try await fixture.get("/reports?state=closed", cookie: cookie)
            #expect(closedList.status == 200)
            #expect(closedList.body.contains("note \(plain)"))
            #expect(closedList.body.contains("<td data-label=\"Closed as\">resolved</td>"))
            #expect(!closedList.body.contains("note \(scripted)"))
            #expect(!closedList.body.contains("/close\""))
            let unknown = try await fixture.get("/reports?state=all", cookie: cookie)
            #expect(unknown.status == 400)
        }
    }
}
