import Foundation
import QuizCore
import QuizStore
import Testing

/// `/settings` over HTTP: the store's trivia settings as a form, every bad
/// line named with its reason and nothing saved, a good form saved whole, and
/// what is not in the database shown as set elsewhere.
@Suite struct SettingsTests {
    static func form(
        _ csrf: String, messages: String = "Bravo!", everyRight: String = "1 freezeTime", perQuestion: String = "",
        perMedal: String = "", badges: String = ""
    ) -> [(String, String)] {
        [
            ("csrf", csrf), ("messages", messages), ("everyRight", everyRight), ("perQuestion", perQuestion),
            ("perMedal", perMedal), ("badges", badges),
        ]
    }

    @Test func thePageShowsTheSettingsInForceAndWhatIsSetElsewhere() async throws {
        try await AdminFixture.with { fixture in
            let (cookie, _) = try await fixture.logIn("boss", AdminFixture.adminPassword)
            let page = try await fixture.get("/settings", cookie: cookie)
            #expect(page.status == 200)
            for message in TriviaSettings.defaultRightMessages {
                #expect(page.body.contains(message), "\(message)")
            }
            #expect(page.body.contains(">1 freezeTime"), "the default reward: a Freeze Time after the first right")
            #expect(page.body.contains("<code>credits.mode</code> in the\nYAML config file"))
            #expect(page.body.contains("40 seconds"))
            #expect(page.body.contains("name=\"csrf\""))
            let dashboard = try await fixture.get("/", cookie: cookie)
            #expect(dashboard.body.contains("href=\"/settings\""))
        }
    }

    @Test func everyBadLineIsNamedWithItsReasonAndNothingIsSaved() async throws {
        try await AdminFixture.with { fixture in
            let (cookie, csrf) = try await fixture.logIn("boss", AdminFixture.adminPassword)
            let reply = try await fixture.post(
                "/settings",
                Self.form(
                    csrf, messages: "Fine\n" + String(repeating: "a", count: 41),
                    everyRight: "zero freezeTime\n3 teleport\n2 jumpIt x200",
                    perQuestion: "halfOff no colon\nhalfOff: Is there such a question?", perMedal: "platinum jumpIt",
                    badges: "Ten | Ten right | correct 10\nok | OK | right 5\na | A | correct 1\na | B | answered 2"),
                cookie: cookie)
            #expect(reply.status == 422)
            let expected = [
                "Right-answer messages, line 2: has 41 characters; use at most 40",
                "Every N right, line 1: starts with &quot;zero&quot;",
                "Every N right, line 2: &quot;teleport&quot; is not a power-up; use freezeTime, jumpIt, peoplesChoice, halfOff",
                "Every N right, line 3: has &quot;x200&quot; after the power-up",
                "Per question, line 1: needs power-ups, a colon, then the question",
                "Per medal, line 1: starts with &quot;platinum&quot;; start with a medal: bronze, silver, gold, ninety, hundred",
                "Badges, line 1: the code &quot;Ten&quot; must be 1 to 40 lower-case letters",
                "Badges, line 2: &quot;right 5&quot; must be correct N",
                "Badges, line 4: repeats the badge code &quot;a&quot;",
            ]
            for line in expected {
                #expect(reply.body.contains(line), "\(line)")
            }
            #expect(reply.body.contains("Nothing was saved"))
            // The form keeps what was typed, so it can be fixed.
            #expect(reply.body.contains("3 teleport"))
            let store = OperatorSettingsStore(database: fixture.database)
            #expect(try store.hasStoredTrivia() == false)
            // Every line right but a question that is not in the store: named, nothing saved.
            let missing = try await fixture.post(
                "/settings", Self.form(csrf, perQuestion: "halfOff: Is there such a question?"), cookie: cookie)
            #expect(missing.status == 422)
            #expect(
                missing.body.contains(
                    "Per question: no active multiple-choice question has the uid or text &quot;Is there such a question?&quot;"
                ))
            #expect(try store.hasStoredTrivia() == false)
            let empty = try await fixture.post("/settings", Self.form(csrf, messages: "\n  \n"), cookie: cookie)
            #expect(empty.body.contains("Right-answer messages: needs at least one message"))
            #expect(try store.hasStoredTrivia() == false)
        }
    }

    @Test func aGoodFormIsSavedWholeAndShownEscaped() async throws {
        try await AdminFixture.with { fixture in
            let (cookie, csrf) = try await fixture.logIn("boss", AdminFixture.adminPassword)
            let reply = try await fixture.post(
                "/settings",
                Self.form(
                    csrf, messages: "Bravo!\n<script>alert(1)</script>",
                    everyRight: "1 freezeTime\n5 jumpIt x2 repeat", perMedal: "gold peoplesChoice x2\nhundred halfOff",
                    badges: "ten-right | Ten right | correct 10\nfifty | Fifty answered | answered 50"),
                cookie: cookie)
            #expect(reply.status == 303)
            #expect(reply.header("location") == "/settings?saved=1")
            let saved = try OperatorSettingsStore(database: fixture.database).trivia()
            #expect(saved.rightMessages == ["Bravo!", "<script>alert(1)</script>"])
            #expect(saved.answerRewards.map(\.after) == [1, 5])
            #expect(saved.answerRewards.map(\.grant) == [PowerUpGrant(.freezeTime), PowerUpGrant(.jumpIt, count: 2)])
            #expect(saved.answerRewards.map(\.repeats) == [false, true])
            #expect(saved.milestoneRewards.map(\.milestone) == [.gold, .hundred])
            #expect(
                saved.milestoneRewards.map(\.grant) == [PowerUpGrant(.peoplesChoice, count: 2), PowerUpGrant(.halfOff)])
            #expect(saved.badges.map(\.code) == ["ten-right", "fifty"])
            #expect(saved.badges.map(\.trigger) == [.correct(10), .answered(50)])
            let page = try await fixture.get("/settings?saved=1", cookie: cookie)
            #expect(page.body.contains("Saved. The game uses them from its next spin"))
            #expect(page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!page.body.contains("<script>"))
            #expect(page.body.contains("5 jumpIt x2 repeat"))
            #expect(page.body.contains("ten-right | Ten right | correct 10"))
            // Without the CSRF token nothing changes.
            var forged = Self.form("", messages: "Hacked")
            forged.removeFirst()
            #expect(try await fixture.post("/settings", forged, cookie: cookie).status == 403)
            #expect(try OperatorSettingsStore(database: fixture.database).trivia().rightMessages.first == "Bravo!")
        }
    }
}
