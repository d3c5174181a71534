import Foundation
import QuizCore
import QuizStore
import Testing

@testable import QuizAdmin

/// Browsers send a textarea's lines ended by `\r\n` (HTML's form encoding): every form with a textarea reads them as
/// lines, as it reads `\n`, and a lone `\r` too. Raw HTTP here; `AdminBrowserTests` sends them from Chromium.
@Suite(.serialized) struct LineEndingsTests {
    @Test func formFieldsReadCarriageReturnsAsNewLines() {
        let form = FormFields(body: "messages=One%0D%0ATwo%0DThree%0AFour&plain=a+b")
        #expect(form["messages"] == "One\nTwo\nThree\nFour")
        #expect(form["plain"] == "a b")
    }

    @Test func settingsPostedWithBrowserLineEndingsAreSaved() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            // Messages as Chromium posts a text box: on \r\n lines.
            let written = ["Bravo!", "Spot on!", "Top of the class!", "Yes!"]
            let messages = written.joined(separator: "\r\n")
            let reply = try await fixture.post(
                "/settings",
                SettingsTests.form(
                    csrf, messages: messages, everyRight: "1 freezeTime\r\n5 jumpIt x2 repeat\r", lives: "4"),
                cookie: cookie)
            #expect(reply.status == 303, "\(reply.body)")
            #expect(reply.header("location") == "/settings?saved=1")
            let saved = try OperatorSettingsStore(database: fixture.database).trivia()
            #expect(saved.rightMessages == written)
            #expect(saved.limits.lives == 4)
            let lines = TriviaSettingsLines(saved)
            #expect(lines.everyRight == "1 freezeTime\n5 jumpIt x2 repeat")
        }
    }

    @Test func aQuestionsTextareasKeepNoCarriageReturn() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let added = try await fixture.post(
                "/questions/new",
                QuestionsTests.fields(
                    csrf, question: "Which planet\r\nis red?", correct: "Mars", wrong: ["Venus", "Jupiter", "Saturn"],
                    extra: [("explanation", "Iron oxide.\r\nIn its dust.\rEverywhere.")]),
                cookie: cookie)
            #expect(added.status == 303)
            let id = try QuestionsTests.id(fromLocation: added)
            let stored = try #require(try QuestionBank(database: fixture.database).question(id))
            #expect(stored.draft.text == "Which planet\nis red?")
            #expect(stored.draft.explanation == "Iron oxide.\nIn its dust.\nEverywhere.")
        }
    }
}
