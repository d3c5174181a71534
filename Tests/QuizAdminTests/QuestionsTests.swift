import Foundation
import GRDB
import QuizCore
import QuizStore
import TestSupport
import TestSupportStore
import Testing

@testable import QuizAdmin

/// The question bank over real HTTP: add, edit, retire and delete; hostile text escaped; the CSV export safe from
/// formulas and read back by the importer; the statistics page and its chart; what the game deals.
@Suite(.serialized) struct QuestionsTests {
    static let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"

    static func fields(
        _ csrf: String, topic: String = "Space", question: String, correct: String, wrong: [String],
        extra: [(String, String)] = []
    ) -> [(String, String)] {
        [("csrf", csrf), ("topic", topic), ("question", question), ("correct", correct)]
            + wrong.enumerated().map { ("wrong\($0.offset + 1)", $0.element) } + extra
    }

    static func id(fromLocation reply: HTTPReply) throws -> Int64 {
        let location = try #require(reply.header("location"))
        return try #require(Int64(location.replacingOccurrences(of: "/questions/", with: "")))
    }

    @Test func aModeratorAddsEditsRetiresAndDeletesQuestions() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            #expect(try await fixture.get("/questions/new", cookie: cookie).status == 200)
            // A form with problems comes back with each one by field, and what was typed.
            let refused = try await fixture.post(
                "/questions/new", Self.fields(csrf, question: "Which planet is red?", correct: "", wrong: []),
                cookie: cookie)
            #expect(refused.status == 400)
            #expect(refused.body.contains("Right answer: must not be empty"))
            #expect(refused.body.contains("Wrong answer 1: needs at least one wrong answer"))
            #expect(refused.body.contains("Which planet is red?"))
            let added = try await fixture.post(
                "/questions/new",
                Self.fields(
                    csrf, question: "Which planet is red?", correct: "Mars", wrong: ["Venus", "Jupiter"],
                    extra: [("explanation", "Iron oxide."), ("badge", "red-planet"), ("powerUp-jumpIt", "on")]),
                cookie: cookie)
            #expect(added.status == 303)
            let id = try Self.id(fromLocation: added)
            let bank = QuestionBank(database: fixture.database)
            var stored = try #require(try bank.question(id))
            #expect(stored.draft.wrong == ["Venus", "Jupiter"])
            #expect(stored.draft.badge == "red-planet")
            #expect(stored.draft.powerUps == [.jumpIt])
            // The free power-up is the trivia settings' question reward, which the game reads at its next start.
            let rules = try OperatorSettingsStore(database: fixture.database).triviaSettings(freePlay: true)
            #expect(rules.settings.rewards.questionRewards[id] == [.jumpIt])
            // The same question again is refused.
            let again = try await fixture.post(
                "/questions/new", Self.fields(csrf, question: "which planet is RED", correct: "mars", wrong: ["X"]),
                cookie: cookie)
            #expect(again.status == 409)
            #expect(again.body.contains("already in the bank"))
            // Edit: an answer is recorded first, and keeps its option after the edit.
            try fixture.answer(id, position: 1, by: fixture.player.id)
            let edited = try await fixture.post(
                "/questions/\(id)/edit",
                Self.fields(
                    csrf, topic: "Planets", question: "Which planet is the red one?", correct: "Mars",
                    wrong: ["Venus", "Saturn", "Mercury"]), cookie: cookie)
            #expect(edited.status == 303)
            stored = try #require(try bank.question(id))
            #expect(stored.draft.topic == "Planets")
            #expect(stored.draft.wrong == ["Venus", "Saturn", "Mercury"])
            #expect(stored.draft.powerUps.isEmpty)
            #expect(try bank.statistics(id).options.map(\.picks) == [0, 1, 0, 0])
            let page = try await fixture.get("/questions/\(id)", cookie: cookie)
            #expect(page.body.contains("Which planet is the red one?"))
            // No badge and no power-ups say so, and nothing else.
            #expect(page.body.contains("<dt>Free power-ups</dt><dd>none</dd>"), "\(page.body)")
            // Retire: asked first, then done; the answered question stays, out of play.
            let asked = try await fixture.post("/questions/\(id)/retire", [("csrf", csrf)], cookie: cookie)
            #expect(asked.status == 200)
            #expect(asked.body.contains("it is retired"))
            #expect(try bank.question(id)?.status == .active)
            let retired = try await fixture.post(
                "/questions/\(id)/retire", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(retired.status == 303)
            #expect(try bank.question(id)?.status == .retired)
            #expect(try bank.statistics(id).asked == 1)
            let listed = try await fixture.get("/questions?q=red+one", cookie: cookie)
            #expect(listed.body.contains("retired"))
            // Put back in play.
            _ = try await fixture.post(
                "/questions/\(id)/retire", [("csrf", csrf), ("restore", "yes")], cookie: cookie)
            #expect(try bank.question(id)?.status == .active)
            // A question nobody answered is deleted.
            let unanswered = try fixture.question("Never asked?")
            let deleteAsk = try await fixture.post(
                "/questions/\(unanswered)/retire", [("csrf", csrf)], cookie: cookie)
            #expect(deleteAsk.body.contains("deleted for good"))
            let deleted = try await fixture.post(
                "/questions/\(unanswered)/retire", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(deleted.status == 200)
            #expect(try bank.question(unanswered) == nil)
            #expect(try await fixture.get("/questions/\(unanswered)", cookie: cookie).status == 404)
        }
    }

    /// An edit into another question's text and right answer is refused as an added one is, naming it, in the
    /// reader's language (the fleet's form says the same: FleetQuestionsTests).
    @Test func anEditIntoAnotherQuestionIsRefusedNamingIt() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let red = try fixture.question(topic: "Space", "Which planet is red?", correct: "Mars")
            let other = try fixture.question(topic: "Space", "Which planet has rings?", correct: "Saturn")
            let fields = Self.fields(csrf, question: "which planet is RED", correct: "mars", wrong: ["Venus"])
            let refused = try await fixture.post("/questions/\(other)/edit", fields, cookie: cookie)
            #expect(refused.status == 409)
            #expect(
                refused.body.contains("Question: is already in the bank with this right answer (question #\(red))"))
            let german = try await fixture.post(
                "/questions/\(other)/edit", fields, cookie: cookie + "; tiltquiz_language=de")
            #expect(german.body.contains("Frage: ist mit dieser richtigen Antwort schon im Fragenpool (Frage #\(red))"))
            #expect(
                try QuestionBank(database: fixture.database).question(other)?.draft.text == "Which planet has rings?")
        }
    }

    @Test func theFormsTextFieldsTakeTheDraftsLongestText() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, _ in
            let form = try await fixture.get("/questions/new", cookie: cookie).body
            // Topic, question, right answer, explanation and each wrong answer.
            let limited = form.components(separatedBy: "maxlength=\"\(QuestionDraft.maxLength)\"").count - 1
            #expect(limited == 4 + AnswerLimits.wrongKept)
            #expect(form.components(separatedBy: "name=\"wrong").count - 1 == AnswerLimits.wrongKept)
        }
    }

    @Test func theListFiltersByTopicAndSearchAndPages() async throws {
        try await AdminFixture.with { fixture in
            for number in 1...30 { try fixture.question(topic: "Numbers", "Number \(number)?") }
            try fixture.question(topic: "Words", "A word?")
            let (cookie, _) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let topics = try QuestionBank(database: fixture.database).topics()
            let numbers = try #require(topics.first { $0.name == "Numbers" })
            let first = try await fixture.get("/questions?topic=\(numbers.id)", cookie: cookie)
            #expect(first.body.contains("30 questions · page 1 of 2"))
            #expect(!first.body.contains("A word?"))
            #expect(first.body.contains("page=2"))
            let second = try await fixture.get("/questions?topic=\(numbers.id)&page=2", cookie: cookie)
            #expect(second.body.contains("Number 30?"))
            #expect(!second.body.contains("Number 1?"))
            let search = try await fixture.get("/questions?q=word", cookie: cookie)
            #expect(search.body.contains("<p>1 question · page"))
            #expect(search.body.contains("A word?"))
        }
    }

    @Test func aScriptTagInAQuestionIsEscapedOnEveryPageThatShowsIt() async throws {
        try await AdminFixture.with { fixture in
            let script = AdminFixture.scriptName
            let id = try fixture.question(topic: script, script, correct: script, wrong: ["a " + script])
            let (cookie, csrf) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            try fixture.answer(id, position: 0, by: fixture.player.id)
            let pages = [
                try await fixture.get("/questions", cookie: cookie),
                try await fixture.get("/questions?q=" + AdminFixture.encode(script), cookie: cookie),
                try await fixture.get("/questions/\(id)", cookie: cookie),
                try await fixture.get("/questions/\(id)/edit", cookie: cookie),
                try await fixture.post("/questions/\(id)/retire", [("csrf", csrf)], cookie: cookie),
                try await fixture.post(
                    "/questions/\(id)/edit", Self.fields(csrf, topic: script, question: script, correct: "", wrong: []),
                    cookie: cookie),
            ]
            for page in pages {
                #expect(page.body.contains(Self.escaped))
                #expect(!page.body.contains("<script"))
            }
            // The chart's labels too.
            #expect(pages[2].body.contains("<svg class=\"chart\""))
            #expect(pages[2].body.contains("class=\"label\">" + Self.escaped))
        }
    }

    @Test func theStatisticsPageShowsEachOptionsShareAsAnSVGChart() async throws {
        try await AdminFixture.with { fixture in
            let id = try fixture.question("Pick one?", correct: "Right", wrong: ["Left", "Up"])
            for _ in 0..<3 { try fixture.answer(id, position: 0, by: fixture.player.id) }
            try fixture.answer(id, position: 2, by: fixture.scripted.id)
            let (cookie, _) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let page = try await fixture.get("/questions/\(id)", cookie: cookie)
            #expect(page.status == 200)
            #expect(page.body.contains("<dt>Times asked</dt><dd>4</dd>"))
            #expect(page.body.contains("<dt>Answered right</dt><dd>3 (75%)</dd>"))
            // Bars are 300 units for 100 %: 75 % is 225, 0 % is 0, 25 % is 75; the right one has its own class.
            #expect(page.body.contains("width=\"225\" height=\"20\" class=\"bar right\""))
            #expect(page.body.contains("width=\"0\" height=\"20\" class=\"bar\""))
            #expect(page.body.contains("width=\"75\" height=\"20\" class=\"bar\""))
            #expect(page.body.contains("75% (3)"))
            #expect(!page.body.contains("style="))
            // The stylesheet colours the bars.
            let css = try await fixture.get("/admin.css")
            #expect(css.body.contains("svg.chart rect.bar.right"))
            // A question nobody answered has no chart.
            let fresh = try fixture.question("Fresh?")
            let empty = try await fixture.get("/questions/\(fresh)", cookie: cookie)
            #expect(empty.body.contains("no answers yet"))
            #expect(!empty.body.contains("<svg"))
        }
    }

    @Test func aFormulaQuestionExportsAsTextAndTheExportRoundTrips() async throws {
        try await AdminFixture.with { fixture in
            try fixture.question(topic: "Maths", AdminFixture.formulaName, correct: "2", wrong: ["11", "-1"])
            try fixture.question(
                topic: "Quotes", "Who said \"hello, world\"?", correct: "Kernighan", wrong: ["@someone", "+me"])
            let (cookie, _) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let reply = try await fixture.get("/questions.csv", cookie: cookie)
            #expect(reply.status == 200)
            #expect(reply.header("content-type")?.hasPrefix("text/csv") == true)
            #expect(reply.header("content-disposition")?.contains("attachment") == true)
            let lines = reply.body.components(separatedBy: "\r\n")
            let formula = try #require(lines.first { $0.contains("1+1") })
            #expect(formula.split(separator: ",")[1] == "'=1+1")
            #expect(!lines.contains { $0.split(separator: ",").contains { $0.hasPrefix("=") } })
            // The importer reads the export back: the same questions, the formula as its text.
            let batch = try Importer.parse(Data(reply.body.utf8), file: "questions.csv", format: nil)
            #expect(batch.format == .csv)
            let read = batch.questions.map { [$0.topic, $0.text, $0.correct] + $0.wrong }
            #expect(
                read == [
                    ["Maths", "=1+1", "2", "11", "-1"],
                    ["Quotes", "Who said \"hello, world\"?", "Kernighan", "@someone", "+me"],
                ])
            // And into another store, whose export is the same file.
            let store = try TemporaryStore(prefix: "tiltquiz-roundtrip-")
            let file = store.folder.write("questions.csv", reply.body)
            let other = store.database
            let summary = try other.importFiles([file], format: nil, packName: nil, dryRun: false)
            #expect(summary.questions == 2)
            let (header, rows) = try other.exportRows(.questions)
            let again = try QuizDatabase.exportData(header: header, rows: rows, format: .csv)
            #expect(String(decoding: again, as: UTF8.self) == reply.body)
        }
    }

    @Test func anAddedQuestionIsDealtByTheTriviaStoreWithoutARestart() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let added = try await fixture.post(
                "/questions/new",
                Self.fields(csrf, topic: "Brand new", question: "New here?", correct: "Yes", wrong: ["No"]),
                cookie: cookie)
            let id = try Self.id(fromLocation: added)
            let repository = TriviaRepository(database: fixture.database, player: fixture.player)
            let topic = try #require(try repository.topics().first { $0.name == "Brand new" })
            #expect(topic.total == 1)
            let dealt = try #require(try repository.nextQuestion(topicID: topic.id, randomKey: 42))
            #expect(dealt.id == id)
            #expect(dealt.options.map(\.text).sorted() == ["No", "Yes"])
            // Taken out of play (never answered: deleted), it is no longer dealt.
            _ = try await fixture.post("/questions/\(id)/retire", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(try repository.topics().first { $0.name == "Brand new" } == nil)
        }
    }
}
