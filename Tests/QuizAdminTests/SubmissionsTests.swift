import Foundation
import GRDB
import QuizStore
import Testing

@testable import QuizAdmin

/// Players' submissions over real HTTP: listed, escaped, edited and accepted into the bank (then dealt by the
/// game), or declined.
@Suite(.serialized) struct SubmissionsTests {
    static let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"

    @Test func aModeratorAcceptsAnEditedSubmissionAndTheGameDealsIt() async throws {
        try await AdminFixture.with { fixture in
            let id = try fixture.submission("Capitl of France?", correct: "paris", topic: "Other")
            let (cookie, csrf) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let list = try await fixture.get("/submissions", cookie: cookie)
            #expect(list.body.contains("Capitl of France?"))
            #expect(list.body.contains("<strong>pending</strong>"))
            let page = try await fixture.get("/submissions/\(id)", cookie: cookie)
            #expect(page.body.contains("Accept into the bank"))
            // Without wrong answers the acceptance is refused, the submission stays pending, the edit is kept.
            let refused = try await fixture.post(
                "/submissions/\(id)",
                [
                    ("csrf", csrf), ("action", "accept"), ("topic", "Geography"), ("question", "Capital of France?"),
                    ("correct", "Paris"),
                ], cookie: cookie)
            #expect(refused.status == 400)
            #expect(
                refused.body.contains("Wrong answer 1: trivia shows 4 answers: give at least 3 wrong answers (0 given)")
            )
            #expect(refused.body.contains("Capital of France?"))
            let bank = QuestionBank(database: fixture.database)
            #expect(try bank.submission(id)?.status == "pending")
            let accepted = try await fixture.post(
                "/submissions/\(id)",
                [
                    ("csrf", csrf), ("action", "accept"), ("topic", "Geography"), ("question", "Capital of France?"),
                    ("correct", "Paris"), ("wrong1", "Lyon"), ("wrong2", "Nice"), ("wrong3", "Lille"),
                    ("explanation", "Since 987."),
                ], cookie: cookie)
            #expect(accepted.status == 303)
            let location = try #require(accepted.header("location"))
            let questionID = try #require(Int64(location.replacingOccurrences(of: "/questions/", with: "")))
            let row = try #require(try bank.submission(id))
            #expect(row.status == "accepted")
            #expect(row.questionID == questionID)
            #expect(row.reviewerName == "mod")
            #expect(row.reviewedAt != nil)
            let reviewer = try fixture.database.readValue(
                "SELECT reviewerId FROM submission WHERE id = \(id)")
            #expect(reviewer == fixture.moderator.id)
            // Playable: the trivia store deals it in its topic.
            let repository = TriviaRepository(database: fixture.database, player: fixture.player)
            let topic = try #require(try repository.topics().first { $0.name == "Geography" })
            let dealt = try #require(try repository.nextQuestion(topicID: topic.id, randomKey: 7))
            #expect(dealt.id == questionID)
            #expect(dealt.text == "Capital of France?")
            #expect(dealt.options.map(\.text).sorted() == ["Lille", "Lyon", "Nice", "Paris"])
            // Reviewed once only.
            let again = try await fixture.post(
                "/submissions/\(id)", [("csrf", csrf), ("action", "decline")], cookie: cookie)
            #expect(again.status == 409)
            #expect(again.body.contains("was already accepted"))
            let shown = try await fixture.get("/submissions/\(id)", cookie: cookie)
            #expect(shown.body.contains("href=\"/questions/\(questionID)\""))
            #expect(!shown.body.contains("Accept into the bank"))
        }
    }

    /// Issue 34: a submission accepted as it came made a public topic "Other" (counted on the trivia home) and a
    /// two-answer question. Accepting needs a real topic and three wrong answers, and the page says why.
    @Test func acceptingNeedsARealTopicAndThreeWrongAnswers() async throws {
        try await AdminFixture.with { fixture in
            let id = try fixture.submission("What is the capital of Peru?", correct: "Lima", topic: "Other")
            let (cookie, csrf) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            // The form does not offer "Other" as the topic, and says why the topic is to be chosen.
            let page = try await fixture.get("/submissions/\(id)", cookie: cookie)
            #expect(page.body.contains("<input name=\"topic\" value=\"\""))
            #expect(page.body.contains("the player found no"))
            #expect(
                page.body.contains("Wrong answers (3 to 5: trivia shows 4 answers, the right one and 3 wrong ones)"))
            // As it came, with one wrong answer: refused, both reasons named, nothing in the bank.
            let asSent: [(String, String)] = [
                ("csrf", csrf), ("action", "accept"), ("topic", "Other"), ("question", "What is the capital of Peru?"),
                ("correct", "Lima"), ("wrong1", "Quito"),
            ]
            let refused = try await fixture.post("/submissions/\(id)", asSent, cookie: cookie)
            #expect(refused.status == 400)
            #expect(refused.body.contains("Topic: is &quot;Other&quot;, which a player chooses"))
            #expect(
                refused.body.contains("Wrong answer 2: trivia shows 4 answers: give at least 3 wrong answers (1 given)")
            )
            let bank = QuestionBank(database: fixture.database)
            #expect(try bank.submission(id)?.status == "pending")
            #expect(try bank.questions(topicID: nil, search: "Peru", limit: 5, offset: 0).total == 0)
            // "other" in any case is no topic either.
            let lower = try await fixture.post(
                "/submissions/\(id)",
                asSent.map { $0.0 == "topic" ? ("topic", "other") : $0 }
                    + [("wrong2", "Bogotá"), ("wrong3", "La Paz")], cookie: cookie)
            #expect(lower.status == 400)
            #expect(!lower.body.contains("wrong2:"))
            // The trivia home counts no "Other" topic.
            let repository = TriviaRepository(database: fixture.database, player: fixture.player)
            #expect(try repository.topics().allSatisfy { $0.name.lowercased() != "other" })
            // A real topic and three wrong answers: in the bank, dealt with four answers.
            let accepted = try await fixture.post(
                "/submissions/\(id)",
                asSent.map { $0.0 == "topic" ? ("topic", "Geography") : $0 }
                    + [("wrong2", "Bogotá"), ("wrong3", "La Paz")], cookie: cookie)
            #expect(accepted.status == 303)
            let topics = try repository.topics()
            #expect(topics.map(\.name) == ["Geography"])
            let dealt = try #require(try repository.nextQuestion(topicID: topics[0].id, randomKey: 1))
            #expect(dealt.options.count == 4)
        }
    }

    @Test func aModeratorDeclinesASubmission() async throws {
        try await AdminFixture.with { fixture in
            let id = try fixture.submission("Is this spam?", correct: "yes")
            let (cookie, csrf) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let declined = try await fixture.post(
                "/submissions/\(id)", [("csrf", csrf), ("action", "decline")], cookie: cookie)
            #expect(declined.status == 303)
            let row = try #require(try QuestionBank(database: fixture.database).submission(id))
            #expect(row.status == "declined")
            #expect(row.questionID == nil)
            #expect(row.reviewerName == "mod")
            let pending = try await fixture.get("/submissions?status=pending", cookie: cookie)
            #expect(pending.body.contains("No submission here."))
            let past = try await fixture.get("/submissions?status=declined", cookie: cookie)
            #expect(past.body.contains("Is this spam?"))
            #expect(try await fixture.get("/submissions/999", cookie: cookie).status == 404)
        }
    }

    @Test func aScriptTagInASubmissionIsEscapedOnEveryPageThatShowsIt() async throws {
        try await AdminFixture.with { fixture in
            let script = AdminFixture.scriptName
            let id = try fixture.submission(script, correct: script, topic: script)
            let (cookie, csrf) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let pages = [
                try await fixture.get("/submissions", cookie: cookie),
                try await fixture.get("/submissions?status=pending", cookie: cookie),
                try await fixture.get("/submissions/\(id)", cookie: cookie),
                try await fixture.post(
                    "/submissions/\(id)",
                    [
                        ("csrf", csrf), ("action", "accept"), ("topic", script), ("question", script),
                        ("correct", script),
                    ],
                    cookie: cookie),
            ]
            for page in pages {
                #expect(page.body.contains(Self.escaped))
                #expect(!page.body.contains("<script"))
            }
        }
    }
}

extension QuizDatabase {
    /// One integer a query reads, for the tests' checks.
    func readValue(_ sql: String) throws -> Int64? {
        let queue = try DatabaseQueue(path: path ?? "")
        return try queue.read { db in try Int64.fetchOne(db, sql: sql) }
    }
}
